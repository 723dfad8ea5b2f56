# Run by run.py for an agent-framework config: there is no server to speak to, so this runs each
# case module as `__main__` would be run (its own folder first on sys.path) and prints what
# openai-agents hands the model API for every `FunctionTool` the module binds at its top level, in
# the order the bindings were made. An exception that escapes the module is printed as its type and
# message instead, the way sitecustomize.py reports it for servers.
#
# Importing `agents` takes seconds, so it is imported once and every case runs in a forked child:
# each still starts from the same freshly imported state and cannot see another case's modules,
# sys.path or registrations. Input (stdin): {"timeout": s, "cases": [[name, path, cwd], ...]}.
# Output: one JSON line per case, in order, {"case", "result"|"harness_error", "stderr"}.
import json
import os
import runpy
import select
import signal
import sys
import time

from agents import FunctionTool


def capture(path):
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    try:
        namespace = runpy.run_path(path, run_name="oracle_case")
    except Exception as e:  # the golden of a module that does not load is its exception
        return {"load_error": "%s: %s" % (type(e).__name__, e)}
    tools = [
        {
            "name": v.name,
            "description": v.description,
            "params_json_schema": v.params_json_schema,
            "strict_json_schema": v.strict_json_schema,
        }
        for v in namespace.values()
        if isinstance(v, FunctionTool)
    ]
    return {"tools": tools}


def child(path, cwd, out_w, err_w):
    status = 1
    try:
        devnull = os.open(os.devnull, os.O_RDWR)
        # the parent's stdout carries the tagged lines: a case's own prints must not land in it
        os.dup2(devnull, 0)
        os.dup2(devnull, 1)
        os.dup2(err_w, 2)
        os.chdir(cwd)
        data = (json.dumps(capture(path)) + "\n").encode()
        while data:
            data = data[os.write(out_w, data):]
        status = 0
    except BaseException:  # SystemExit and the like: no result, which the parent reports
        import traceback
        traceback.print_exc()
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            # skip atexit handlers and inherited buffers: they belong to the parent
            os._exit(status)


def run(name, path, cwd, timeout):
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        os.close(out_r)
        os.close(err_r)
        child(path, cwd, out_w, err_w)
    os.close(out_w)
    os.close(err_w)
    chunks = {out_r: [], err_r: []}
    open_fds = [out_r, err_r]
    deadline = time.monotonic() + timeout
    timed_out = False
    while open_fds:
        left = deadline - time.monotonic()
        if left <= 0:
            timed_out = True
            break
        ready, _, _ = select.select(open_fds, [], [], left)
        for fd in ready:
            data = os.read(fd, 65536)
            if data:
                chunks[fd].append(data)
            else:
                open_fds.remove(fd)
    if timed_out:
        os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    os.close(out_r)
    os.close(err_r)
    out = b"".join(chunks[out_r]).decode("utf-8", "replace")
    err = b"".join(chunks[err_r]).decode("utf-8", "replace")
    line = {"case": name, "stderr": err}
    if timed_out:
        line["harness_error"] = "timed out after %gs" % timeout
    elif status != 0 or not out.strip():
        line["harness_error"] = "capture exited with %s" % (
            os.waitstatus_to_exitcode(status) if hasattr(os, "waitstatus_to_exitcode") else status)
    else:
        line["result"] = json.loads(out)
    print(json.dumps(line), flush=True)


def main():
    batch = json.load(sys.stdin)
    for name, path, cwd in batch["cases"]:
        run(name, path, cwd, batch["timeout"])


if __name__ == "__main__":
    main()
