#!/usr/bin/env python3
"""What an MCP client (and so the model) receives when a Python tool handler fails.

    python3 tests/handler-errors/measure.py [--check] [-v]

Runs the server cases of cases-py/ under the Python oracle's venvs (tests/oracle-py/.venv/<config>,
made or reused by that oracle's own run.py code from the exact pins of its configs.json), each as a
stdio server, speaks raw newline-delimited JSON-RPC to it (initialize, notifications/initialized,
tools/list, then one tools/call per tool) and writes what each tools/call answered to
results-py.json. --check writes nothing: exit 1 with a diff when the results differ from the
committed file, 2 on a harness failure (a venv that cannot be made, a server that does not answer).

Standard library only; the cases run under the venvs' python.
"""

import argparse
import concurrent.futures
import difflib
import json
import os
import queue
import re
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
ORACLE_PY = os.path.join(REPO, "tests", "oracle-py")
CASES = os.path.join(HERE, "cases-py")
RESULTS = os.path.join(HERE, "results-py.json")
SERVER_TIMEOUT = 60.0  # seconds per server, from start to its last answer (fastmcp imports slowly)
JOBS = 2  # the machines this runs on have 2 cores shared with others

sys.path.insert(0, ORACLE_PY)
sys.dont_write_bytecode = True  # no __pycache__ left in tests/oracle-py
import run as oracle  # noqa: E402  tests/oracle-py/run.py: configs, venvs, the case environment

# server kind -> case module
SERVERS = {
    "FastMCP (@mcp.tool())": "mcp1_fastmcp.py",
    "Server (low-level, @server.call_tool())": "mcp1_lowlevel.py",
    "MCPServer (@mcp.tool())": "mcp2_mcpserver.py",
    "Server (low-level 2.x, on_call_tool=)": "mcp2_lowlevel.py",
    "fastmcp FastMCP (@mcp.tool)": "fastmcp_server.py",
}

# the Python oracle's configs measured, and their server kinds; mcp1.6 is its early-1.x pin
STACKS = [
    ("mcp1", ["FastMCP (@mcp.tool())", "Server (low-level, @server.call_tool())"], False),
    ("mcp2", ["MCPServer (@mcp.tool())", "Server (low-level 2.x, on_call_tool=)"], False),
    ("fastmcp2", ["fastmcp FastMCP (@mcp.tool)"], False),
    ("fastmcp3", ["fastmcp FastMCP (@mcp.tool)"], False),
    ("fastmcp4", ["fastmcp FastMCP (@mcp.tool)"], False),
    ("mcp1.6", ["FastMCP (@mcp.tool())", "Server (low-level, @server.call_tool())"], True),
]

# tool name -> (failure kind, arguments): a quantity of 0 passes the schema and fails the
# function's own check; "three" fails the schema (an integer is declared)
KINDS = {
    "throw_error_sync": ("1a-throw-error-sync", {"quantity": 0}),
    "throw_error_async": ("1b-throw-error-async", {"quantity": 0}),
    "throw_subclass": ("2-throw-error-subclass", {"quantity": 0}),
    "throw_protocol_error": ("3a-throw-protocol-error", {"quantity": 0}),
    "throw_framework_error": ("3b-throw-framework-error", {"quantity": 0}),
    "return_is_error": ("5a-return-is-error", {"quantity": 0}),
    "return_tool_result_error": ("5b-return-framework-is-error", {"quantity": 0}),
    "validate_quantity": ("6-invalid-arguments", {"quantity": "three"}),
}
MESSAGE = "quantity must be at least 1"

# the packages named in a stack's key; the packages listed with it
KEY_PACKAGES = ["mcp", "fastmcp", "pydantic"]
LISTED_PACKAGES = ["mcp", "mcp-types", "fastmcp", "fastmcp-slim", "pydantic", "pydantic_core"]


class HarnessError(Exception):
    pass


# ---------------------------------------------------------------- one server
def serve(python, case, protocol_version):
    """Start the case as a stdio server and call every tool it lists. Returns (record, stderr);
    raises HarnessError (with .stderr) when the server does not answer as a server must."""
    env = oracle.case_env()
    env.pop("PYTHONPATH", None)  # the oracle's load-error hook is not needed: the case runs as written
    proc = subprocess.Popen([python, os.path.join(CASES, case)], cwd=CASES, env=env, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    lines = queue.Queue()
    err_chunks = []

    def read_stdout():
        for line in proc.stdout:
            lines.put(line)
        lines.put(None)

    readers = [threading.Thread(target=read_stdout, daemon=True),
               threading.Thread(target=lambda: err_chunks.extend(proc.stderr), daemon=True)]
    for t in readers:
        t.start()
    deadline = time.monotonic() + SERVER_TIMEOUT
    notifications, server_requests = set(), set()

    def send(msg):
        proc.stdin.write((json.dumps(msg) + "\n").encode())
        proc.stdin.flush()

    def request(msg_id, method, params):
        """Send a request and wait for its response; meanwhile note notifications and answer the
        server's own requests (a ping, say)."""
        send({"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params})
        while True:
            try:
                raw = lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise HarnessError("no answer to %s within %gs" % (method, SERVER_TIMEOUT))
            if raw is None:
                raise HarnessError("server exited before answering %s" % method)
            try:
                msg = json.loads(raw)
            except ValueError:
                raise HarnessError("not JSON on stdout: %r" % raw[:200])
            if msg.get("id") == msg_id and ("result" in msg or "error" in msg):
                return msg
            if "method" in msg and "id" in msg:
                server_requests.add(msg["method"])
                reply = {"result": {}} if msg["method"] == "ping" else \
                    {"error": {"code": -32601, "message": "Method not found"}}
                send(dict({"jsonrpc": "2.0", "id": msg["id"]}, **reply))
            elif "method" in msg:
                notifications.add(msg["method"])

    try:
        init = request(1, "initialize", {"protocolVersion": protocol_version, "capabilities": {},
                                         "clientInfo": {"name": "toolsight-handler-errors", "version": "0"}})
        if "error" in init:
            raise HarnessError("initialize failed: %s" % init["error"])
        send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        listed = request(2, "tools/list", {})
        if "error" in listed:
            raise HarnessError("tools/list failed: %s" % listed["error"])
        tools = [t["name"] for t in listed["result"]["tools"]]
        calls = {}
        for msg_id, name in enumerate(tools, start=3):
            if name not in KINDS:
                raise HarnessError("tool %s is no failure kind" % name)
            args = KINDS[name][1]
            msg = request(msg_id, "tools/call", {"name": name, "arguments": args})
            calls[name] = {"arguments": args, "response": {k: v for k, v in msg.items() if k not in ("jsonrpc", "id")}}
        record = {"protocol_version": init["result"].get("protocolVersion"), "tools": tools, "calls": calls}
        if notifications:
            record["notifications_sent"] = sorted(notifications)
        if server_requests:
            record["requests_sent"] = sorted(server_requests)
    except HarnessError as e:
        proc.kill()
        proc.wait()
        readers[1].join(5)
        e.stderr = b"".join(err_chunks).decode("utf-8", "replace")
        raise
    finally:
        proc.kill()
        proc.wait()
    readers[1].join(5)
    stderr = b"".join(err_chunks).decode("utf-8", "replace")
    return record, stderr


# ---------------------------------------------------------------- record
def normalise(text, venv):
    """Paths of this checkout and of the venv as placeholders, traceback frames likewise."""
    notes = []
    for pattern, to, what in [
        (re.escape(venv), "<venv>", "path of the venv"),
        (re.escape(REPO), "<repo>", "path of this checkout"),
        (r'\n\s+File "[^"]*", line \d+[^\n]*', '\n  File "<frame>"', "traceback frames"),
    ]:
        new = re.sub(pattern, to, text)
        if new != text:
            notes.append("%s replaced by %s" % (what, to))
        text = new
    return text, notes


def normalise_deep(value, venv, notes):
    if isinstance(value, str):
        text, n = normalise(value, venv)
        notes.extend(n)
        return text
    if isinstance(value, list):
        return [normalise_deep(v, venv, notes) for v in value]
    if isinstance(value, dict):
        return {k: normalise_deep(v, venv, notes) for k, v in value.items()}
    return value


def classify(kind, response):
    """How a response delivers the failure: the derived, comparable fields (as measure.mjs)."""
    out = {}
    if "result" in response:
        r = response["result"]
        out["delivered_as"] = "tool result, isError: true" if r.get("isError") is True else \
            "tool result, isError: %s" % json.dumps(r.get("isError", "absent"))
        out["model_text"] = "\n".join(c["text"] if c.get("type") == "text" else "<%s content>" % c.get("type")
                                      for c in r.get("content", []))
        where, place = out["model_text"], "the result content"
        if r.get("isError") is not True:
            place += " of a result that is not marked isError (a success to the client)"
    else:
        out["delivered_as"] = "JSON-RPC error %s (a protocol error, not a tool result)" % response["error"]["code"]
        out["model_text"] = None  # the host decides what, if anything, the model is told
        out["error_message"] = response["error"]["message"]
        where, place = response["error"]["message"], "the JSON-RPC error message only"
        if "data" in response["error"] and MESSAGE in json.dumps(response["error"]["data"]):
            place += " (and its data)"
    if kind != "6-invalid-arguments":
        out["handler_message"] = ("verbatim, in %s" % place if where == MESSAGE else
                                  "inside other text, in %s" % place if MESSAGE in where else "not sent")
    return out


def requirement_versions(config):
    pins = {}
    for pin in config["requirements"]:
        name, version = pin.split("==")
        pins[oracle.norm_name(name)] = version
    return {p: pins[oracle.norm_name(p)] for p in LISTED_PACKAGES if oracle.norm_name(p) in pins}


# ---------------------------------------------------------------- main
def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="write nothing; exit 1 when the results differ")
    ap.add_argument("-v", "--verbose", action="store_true", help="print each run and its stderr")
    args = ap.parse_args()
    log = lambda s: print(s, file=sys.stderr, flush=True)
    started = time.monotonic()

    configs = {c["name"]: c for c in oracle.load_configs()}
    runs = []
    try:
        for name, servers, variant in STACKS:
            config = configs[name]
            python = oracle.ensure_venv(config, log)
            for server in servers:
                runs.append((config, python, server, variant))
    except (oracle.HarnessError, subprocess.SubprocessError, OSError, KeyError) as e:
        log("harness failure: %s" % e)
        return 2

    def one(run_):
        config, python, server, variant = run_
        try:
            return run_, serve(python, SERVERS[server], config["protocol_version"])
        except (HarnessError, OSError) as e:
            return run_, HarnessError("%s %s: %s\n%s" % (config["name"], server, e, getattr(e, "stderr", "")[-3000:]))

    stacks, failures = {}, []
    with concurrent.futures.ThreadPoolExecutor(max_workers=JOBS) as pool:
        for (config, python, server, variant), outcome in pool.map(one, runs):
            if isinstance(outcome, HarnessError):
                failures.append(str(outcome))
                continue
            rec, stderr = outcome
            if args.verbose:
                log("ok %s %s" % (config["name"], server))
                if stderr.strip():
                    log("  stderr:\n    " + stderr.strip().replace("\n", "\n    "))
            venv = os.path.dirname(os.path.dirname(os.path.abspath(python)))
            packages = requirement_versions(config)
            key = "%s (%s) %s" % (config["name"], ", ".join("%s %s" % (p, packages[p]) for p in KEY_PACKAGES if p in packages), server)
            outcomes = {}
            for tool, call in rec["calls"].items():
                kind = KINDS[tool][0]
                notes = []
                response = normalise_deep(call["response"], venv, notes)
                outcomes[kind] = dict(tool=tool, arguments=call["arguments"], response=response, **classify(kind, response))
                if notes:
                    outcomes[kind]["normalised"] = sorted(set(notes))
            stacks[key] = {
                "config": config["name"],
                "oracle_venv": "tests/oracle-py/.venv/%s" % config.get("venv", config["name"]),
                "packages": packages,
                "python": config["python"],
                "server": server,
                "case": "tests/handler-errors/cases-py/%s" % SERVERS[server],
                "transport": "stdio",
                "protocol_version": rec["protocol_version"],
                "version_variant": variant,
                "outcomes": outcomes,
            }
            for k in ("notifications_sent", "requests_sent"):
                if k in rec:
                    stacks[key][k] = rec[k]
    if failures:
        log("%d of %d runs failed in the harness; nothing written:\n%s" % (len(failures), len(runs), "\n".join(failures)))
        return 2

    doc = {
        "about": "What an MCP client receives from tools/call when a Python tool function fails, per server stack "
                 "and failure kind. Written by tests/handler-errors/measure.py from the real PyPI packages; never "
                 "edit by hand (see README.md).",
        "stacks": stacks,
    }
    text = json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    secs = time.monotonic() - started
    try:
        with open(RESULTS, encoding="utf-8") as f:
            old = f.read()
    except FileNotFoundError:
        old = None
    if args.check:
        if old != text:
            if old is None:
                print("results-py.json is missing")
            else:
                sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), text.splitlines(True),
                                                           "results-py.json (committed)", "results-py.json (now)"))
            print("handler-errors check FAILED: tests/handler-errors/results-py.json differs from what the packages "
                  "do now (%d runs, %.1fs). Run: python3 tests/handler-errors/measure.py" % (len(runs), secs))
            return 1
        print("handler-errors check passed: %d runs in %.1fs" % (len(runs), secs))
        return 0
    if old != text:
        with open(RESULTS, "w", encoding="utf-8") as f:
            f.write(text)
    print("%s: tests/handler-errors/results-py.json (%d runs in %.1fs)" % ("unchanged" if old == text else "written", len(runs), secs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
