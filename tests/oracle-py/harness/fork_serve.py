# The server cases of a config: each case module runs as `python <case>.py` would, as an MCP
# stdio server, and this process speaks raw JSON-RPC to it: initialize,
# notifications/initialized, tools/list following nextCursor. Importing mcp or fastmcp takes most
# of a case's time, so where the config names its framework ("preload" in configs.json) this
# imports it once and forks a child per case (as `__main__`, its folder first on sys.path, fresh
# standard streams on pipes); with no preload each case is a python process of its own.
#
# Input (stdin): {"timeout": s, "preload": [module, ...], "protocol_version": v,
# "cases": [[name, path, cwd], ...]}. Output: one JSON line per case, in order,
# {"case", "result"|"harness_error", "stderr"}; "result" is the golden.
import importlib
import io
import json
import os
import select
import signal
import subprocess
import sys
import time

import fork_capture

LOAD_ERROR_MARK = "@@toolsight-oracle-load-error@@"  # written by sitecustomize.py's hook


def child(path, cwd, stdin_r, stdout_w, stderr_w):
    status = 1
    try:
        os.dup2(stdin_r, 0)
        os.dup2(stdout_w, 1)
        os.dup2(stderr_w, 2)
        for fd in (stdin_r, stdout_w, stderr_w):
            os.close(fd)
        # the streams a new interpreter opens under PYTHONUNBUFFERED=1 and PYTHONIOENCODING=utf-8
        sys.stdin = sys.__stdin__ = io.TextIOWrapper(io.open(0, "rb", closefd=False), encoding="utf-8")
        sys.stdout = sys.__stdout__ = io.TextIOWrapper(
            io.open(1, "wb", buffering=0, closefd=False), encoding="utf-8", write_through=True)
        sys.stderr = sys.__stderr__ = io.TextIOWrapper(
            io.open(2, "wb", buffering=0, closefd=False), encoding="utf-8", errors="backslashreplace",
            write_through=True)
        os.chdir(cwd)
        sys.argv = [path]
        sys.path[0] = os.path.dirname(os.path.abspath(path))
        import runpy
        try:
            runpy.run_path(path, run_name="__main__")
            status = 0
        except SystemExit as e:
            status = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        except BaseException:
            sys.excepthook(*sys.exc_info())
    finally:
        fork_capture.exit_child(status)


class Child:
    """A case's server, forked from this process or (`spawn`) started as a python of its own."""

    def __init__(self, path, cwd, spawn):
        stdin_r, self.stdin_w = os.pipe()
        self.stdout_r, stdout_w = os.pipe()
        self.stderr_r, stderr_w = os.pipe()
        sys.stdout.flush()
        sys.stderr.flush()
        if spawn:
            self.pid = subprocess.Popen([sys.executable, path], cwd=cwd, stdin=stdin_r, stdout=stdout_w,
                                        stderr=stderr_w).pid
        else:
            self.pid = os.fork()
            if self.pid == 0:
                for fd in (self.stdin_w, self.stdout_r, self.stderr_r):
                    os.close(fd)
                child(path, cwd, stdin_r, stdout_w, stderr_w)
        for fd in (stdin_r, stdout_w, stderr_w):
            os.close(fd)
        self.out_buf = b""
        self.out_open = True
        self.err_chunks = []
        self.err_open = True
        self.status = None

    def send(self, msg):
        try:
            data = (json.dumps(msg) + "\n").encode()
            while data:
                data = data[os.write(self.stdin_w, data):]
        except OSError:
            pass

    def pump(self, deadline):
        """Read what is ready; False when the deadline passed first."""
        fds = [fd for fd, is_open in ((self.stdout_r, self.out_open), (self.stderr_r, self.err_open)) if is_open]
        if not fds:
            return True
        left = deadline - time.monotonic()
        if left <= 0:
            return False
        ready, _, _ = select.select(fds, [], [], left)
        for fd in ready:
            data = os.read(fd, 65536)
            if fd == self.stdout_r:
                if data:
                    self.out_buf += data
                else:
                    self.out_open = False
            elif data:
                self.err_chunks.append(data)
            else:
                self.err_open = False
        return True

    def next_line(self, deadline):
        """The next stdout line, None when stdout closed; raises TimeoutError."""
        while b"\n" not in self.out_buf:
            if not self.out_open:
                if self.out_buf:
                    line, self.out_buf = self.out_buf, b""
                    return line
                return None
            if not self.pump(deadline):
                raise TimeoutError
        line, self.out_buf = self.out_buf.split(b"\n", 1)
        return line + b"\n"

    def wait(self, deadline):
        """Drain stderr and reap the child by the deadline; kill it then."""
        while self.err_open or self.out_open:
            if not self.pump(deadline):
                break
        while time.monotonic() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(status)
                return
            time.sleep(0.01)
        self.kill()

    def kill(self):
        if self.status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            _, status = os.waitpid(self.pid, 0)
            self.status = os.waitstatus_to_exitcode(status)

    def close(self):
        for fd in (self.stdin_w, self.stdout_r, self.stderr_r):
            try:
                os.close(fd)
            except OSError:
                pass

    def stderr(self):
        return b"".join(self.err_chunks).decode("utf-8", "replace")


def serve(name, path, cwd, timeout, protocol_version, spawn):
    proc = Child(path, cwd, spawn)
    deadline = time.monotonic() + timeout
    stray = []
    listing = False

    def wait_for(msg_id):
        while True:
            raw = proc.next_line(deadline)
            if raw is None:
                return None
            try:
                msg = json.loads(raw)
            except ValueError:
                stray.append(raw.decode("utf-8", "replace"))
                continue
            if isinstance(msg, dict) and msg.get("id") == msg_id and ("result" in msg or "error" in msg):
                return msg
            stray.append(raw.decode("utf-8", "replace"))

    def exception_text():
        proc.wait(deadline)
        for line in proc.stderr().splitlines():
            if line.startswith(LOAD_ERROR_MARK):
                e = json.loads(line[len(LOAD_ERROR_MARK):])
                return "%s: %s" % (e["type"], e["message"])
        return None

    line = {"case": name}
    try:
        proc.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": protocol_version, "capabilities": {},
            "clientInfo": {"name": "toolsight-oracle-py", "version": "1"}}})
        init = wait_for(1)
        if init is None:
            exc = exception_text()
            golden = {"load_error": exc} if exc else {
                "crash": "exited with status %s before initialize" % proc.status}
        elif "error" in init:
            golden = {"initialize_error": init["error"]}
        else:
            got = init["result"].get("protocolVersion")
            if got != protocol_version:
                raise RuntimeError("server answered protocolVersion %r" % (got,))
            proc.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
            listing = True
            result, cursor, next_id = None, None, 2
            while True:
                proc.send({"jsonrpc": "2.0", "id": next_id, "method": "tools/list",
                           "params": {"cursor": cursor} if cursor is not None else {}})
                page = wait_for(next_id)
                next_id += 1
                if page is None:
                    exc = exception_text()
                    golden = {"crash": exc or "exited with status %s during tools/list" % proc.status}
                    break
                if "error" in page:
                    golden = {"error": page["error"]}
                    break
                if result is None:
                    result = page["result"]
                else:  # later pages: their tools appended to the first page's result
                    result["tools"].extend(page["result"].get("tools", []))
                cursor = page["result"].get("nextCursor")
                result.pop("nextCursor", None)
                if cursor is None:
                    golden = result
                    break
        line["result"] = golden
    except TimeoutError:
        if listing:
            # a server that started and then never answers its tools/list is what a client gets
            line["result"] = {"no_answer": "tools/list"}
        else:
            line["harness_error"] = "timed out after %gs" % timeout
    except RuntimeError as e:
        line["harness_error"] = str(e)
    finally:
        # the answer is in: whatever the server does after it is not recorded
        proc.kill()
        while proc.err_open and proc.pump(time.monotonic() + 1):
            pass
        proc.close()
    stderr = proc.stderr()
    if stray:
        stderr += "\n[oracle] stdout lines that were not the awaited responses:\n" + "".join(stray)
    line["stderr"] = stderr
    print(json.dumps(line), flush=True)


def main():
    batch = json.load(sys.stdin)
    for module in batch["preload"]:
        importlib.import_module(module)
    spawn = not batch["preload"]
    for name, path, cwd in batch["cases"]:
        serve(name, path, cwd, batch["timeout"], batch["protocol_version"], spawn)


if __name__ == "__main__":
    main()
