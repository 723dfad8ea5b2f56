# The runner an agent framework's capture shares (capture_agents.py, capture_langchain.py): there
# is no server to speak to, so each case module is run as `__main__` would be run (its own folder
# first on sys.path) by `capture(path)`, which the framework's capture script gives, and what it
# returns is printed.
#
# Importing a framework takes seconds, so the capture script imports it once and every case runs
# in a forked child: each still starts from the same freshly imported state and cannot see another
# case's modules, sys.path or registrations. Input (stdin): {"timeout": s, "cases": [[name, path,
# cwd], ...]}. Output: one JSON line per case, in order, {"case", "result"|"harness_error", "stderr"}.
import json
import os
import select
import signal
import sys
import time


def module_namespace(path):
    """Run a case module under a name other than "__main__"; its globals, or the exception that
    escaped it (the golden of a module that does not load is its exception)."""
    import runpy
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    try:
        return runpy.run_path(path, run_name="oracle_case"), None
    except Exception as e:
        return None, {"load_error": "%s: %s" % (type(e).__name__, e)}


def child(capture, path, cwd, out_w, err_w):
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
        exit_child(status)


def exit_child(status):
    """End a forked child: its own output flushed, but not the atexit handlers and inherited
    buffers, which belong to the parent."""
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(status)


def run(capture, name, path, cwd, timeout):
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        os.close(out_r)
        os.close(err_r)
        child(capture, path, cwd, out_w, err_w)
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


def main(capture):
    batch = json.load(sys.stdin)
    for name, path, cwd in batch["cases"]:
        run(capture, name, path, cwd, batch["timeout"])
