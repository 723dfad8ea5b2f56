#!/usr/bin/env python3
"""The Python oracle: run every case module through the real packages and record its tools/list.

    python3 tests/oracle-py/run.py [--check] [--fresh] [--config NAME] [-v] [FILTER...]

For each config in configs.json: create (or reuse) tests/oracle-py/.venv/<config> with exactly the
pinned requirements, then start every <cases>/<name>.py (or <cases>/<name>/main.py of a case folder),
with the config's source rewrites applied, as an MCP stdio server with that venv's python and speak raw JSON-RPC to it: initialize, notifications/initialized, tools/list (following
nextCursor). The `result` object is stored as goldens/<config>/<name>.json (2-space indent, keys in
the order received). A module that raises while loading is stored as {"load_error": "Type: message"},
a JSON-RPC error as {"error": {...}}. Configs with "preload" fork each server case from one
process that imported the framework (harness/fork_serve.py); --fresh starts a process per case.

--check writes into a temporary directory instead and exits 1 with a diff when any golden differs
from the committed one, is missing, or is extra. FILTERs keep the runs whose "<config>/<case>"
contains one of them. Exit status 2: harness failure (venv, timeout, protocol); nothing is written then.

Standard library only: this script runs under any python3; the cases run under the venv's python.
"""

import argparse
import concurrent.futures
import difflib
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CASE_TIMEOUT = 30.0  # seconds per case, from start to the tools/list answer
JOBS = 2  # the machines this runs on have 2 cores shared with others


class HarnessError(Exception):
    pass


def load_configs():
    with open(os.path.join(HERE, "configs.json"), encoding="utf-8") as f:
        return json.load(f)


def norm_name(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def find_python(version):
    """An interpreter whose major.minor is `version`: this one, else pythonX.Y on PATH."""
    if "%d.%d" % sys.version_info[:2] == version:
        return sys.executable
    exe = shutil.which("python" + version)
    if exe:
        return exe
    raise HarnessError("no Python %s found (this is %d.%d; pythonX.Y not on PATH)" % ((version,) + sys.version_info[:2]))


def ensure_venv(config, log):
    """Create or reuse .venv/<config>; the stamp file records what it was made from."""
    # configs with the same pins may share one venv (`"venv": "<other config>"`)
    venv = os.path.join(HERE, ".venv", config.get("venv", config["name"]))
    python = os.path.join(venv, "bin", "python")
    base = find_python(config["python"])
    base_version = subprocess.run([base, "-c", "import sys; print(sys.version.split()[0])"],
                                  capture_output=True, text=True, check=True).stdout.strip()
    pins = config["requirements"]
    stamp = base_version + " " + hashlib.sha256("\n".join(pins).encode()).hexdigest()
    stamp_file = os.path.join(venv, ".toolsight-stamp")
    try:
        with open(stamp_file, encoding="utf-8") as f:
            if f.read().strip() == stamp and os.access(python, os.X_OK):
                return python
    except FileNotFoundError:
        pass
    log("== %s: creating %s (Python %s, %d pinned packages)" % (config["name"], os.path.relpath(venv), base_version, len(pins)))
    shutil.rmtree(venv, ignore_errors=True)
    os.makedirs(os.path.dirname(venv), exist_ok=True)
    env = dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1", PYTHONDONTWRITEBYTECODE="1")

    def run(cmd, timeout):
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env)
        if r.returncode != 0:
            raise HarnessError("%s failed (%d):\n%s%s" % (" ".join(cmd), r.returncode, r.stdout, r.stderr))
        return r.stdout

    run([base, "-m", "venv", venv], 120)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as req:
        req.write("\n".join(pins) + "\n")
    try:
        # --no-deps: exactly the pins, nothing resolved anew; `pip check` proves they are consistent
        run([python, "-m", "pip", "install", "--quiet", "--no-input", "--no-deps", "--only-binary=:all:",
             "-r", req.name], 900)
    finally:
        os.unlink(req.name)
    run([python, "-m", "pip", "check"], 120)
    frozen = run([python, "-m", "pip", "freeze", "--all", "--exclude", "pip", "--exclude", "setuptools"], 120)
    have = sorted(norm_name(l.split("==")[0]) + "==" + l.split("==")[1] for l in frozen.split() if "==" in l)
    want = sorted(norm_name(p.split("==")[0]) + "==" + p.split("==")[1] for p in pins)
    if have != want:
        raise HarnessError("%s: the venv holds %s, configs.json pins %s" % (config["name"], have, want))
    with open(stamp_file, "w", encoding="utf-8") as f:
        f.write(stamp + "\n")
    return python


CASE_MAIN = "main.py"  # the module a case folder (a project of several modules) is started from


def case_folders(config):
    """The folders a config's cases come from: `cases` names one folder or a list of them."""
    folders = config.get("cases", "cases")
    return [folders] if isinstance(folders, str) else folders


def list_cases(config):
    """Case modules `<name>.py`, and case folders `<name>/` started from their main.py, with the
    folder each comes from. A name is one case: the same name in two folders is a harness error."""
    found = {}
    for folder in case_folders(config):
        for n in os.listdir(os.path.join(HERE, folder)):
            if n.startswith(("_", ".")):
                continue
            if n.endswith(".py"):
                name = n[:-3]
            elif os.path.isfile(os.path.join(HERE, folder, n, CASE_MAIN)):
                name = n
            else:
                continue
            if name in found:
                raise HarnessError("%s: case %r is in both %s/ and %s/" % (config["name"], name, found[name], folder))
            found[name] = folder
    return sorted(found.items())


NO_REWRITES = "# oracle: no rewrites"  # a module that runs as written under every config


def rewritten(text, config):
    """A case's source as this config runs it: the config's `rewrites` ([from, to] pairs, applied
    in order) turn a case written for one framework into the same case for another."""
    if NO_REWRITES in text:
        return text
    for old, new in config.get("rewrites", []):
        text = text.replace(old, new)
    return text


def materialize(config, folder, case, into):
    """Copy one case into `into` with the config's rewrites applied to its Python files; returns
    the copy's path."""
    src = os.path.join(HERE, folder, case)
    if not os.path.isdir(src):
        src += ".py"
    dst = os.path.join(into, os.path.basename(src))
    files = [src] if os.path.isfile(src) else [
        os.path.join(d, f) for d, _, fs in os.walk(src) for f in fs if "__pycache__" not in d]
    for f in files:
        out = os.path.join(dst, os.path.relpath(f, src)) if os.path.isdir(src) else dst
        os.makedirs(os.path.dirname(out), exist_ok=True)
        if f.endswith(".py"):
            with open(f, encoding="utf-8") as i, open(out, "w", encoding="utf-8") as o:
                o.write(rewritten(i.read(), config))
        else:
            shutil.copyfile(f, out)
    return dst


def case_path(root, case):
    """The module to start for a case under `root`, and the directory to start it in (its own
    folder for a folder case, so that it imports its package the way `python main.py` in a
    project does)."""
    project = os.path.join(root, case)
    if os.path.isdir(project):
        return os.path.join(project, CASE_MAIN), project
    return os.path.join(root, case + ".py"), root


def case_env():
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("FASTMCP_", "MCP_", "PYTHON", "VIRTUAL_ENV"))}
    env.update(PYTHONPATH=os.path.join(HERE, "harness"), PYTHONDONTWRITEBYTECODE="1", PYTHONHASHSEED="0",
               PYTHONIOENCODING="utf-8", PYTHONUNBUFFERED="1")
    return env


# an agent framework has no server: its capture script imports the cases and prints their tools
CAPTURES = {
    "agents": os.path.join(HERE, "harness", "capture_agents.py"),
    "langchain": os.path.join(HERE, "harness", "capture_langchain.py"),
}


def portable(message, python):
    """A message naming an installed file names this machine's venv: the golden says <venv>
    so that it is the same on every machine."""
    venv = os.path.dirname(os.path.dirname(os.path.abspath(python)))
    return message.replace(venv, "<venv>")


# the server cases' runner: forked from one process that imported the config's framework
# ("preload"), or each in a process of its own (--fresh, and configs without "preload")
SERVE = os.path.join(HERE, "harness", "fork_serve.py")


def capture_tools(batch, fresh):
    """Run the config's capture script (or fork_serve.py for server cases) on a batch of cases.
    One process runs a whole batch of (python, config, root, case) jobs, since importing the
    framework is most of a case's time; it forks per case, so the cases stay isolated. Returns
    [(job, (golden, stderr) or HarnessError)]."""
    python, config = batch[0][0], batch[0][1]
    cases = []
    for job in batch:
        path, cwd = case_path(job[2], job[3])
        cases.append([job[3], path, cwd])
    overall = CASE_TIMEOUT * (len(batch) + 1) + 60  # the capture enforces each case's own timeout
    request = {"timeout": CASE_TIMEOUT, "cases": cases}
    script = CAPTURES.get(config["framework"])
    if script is None:
        script = SERVE
        request.update(preload=[] if fresh else config.get("preload", []),
                       protocol_version=config["protocol_version"])
    proc = subprocess.Popen([python, script], cwd=batch[0][2], env=case_env(), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8")
    try:
        out, err = proc.communicate(json.dumps(request), timeout=overall)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        err += "\n[oracle] the capture process ran longer than %gs" % overall
    got = {}
    for line in out.splitlines():
        try:
            msg = json.loads(line)
        except ValueError:
            continue
        if isinstance(msg, dict) and "case" in msg:
            got[msg["case"]] = msg
    results = []
    for job in batch:
        case = job[3]
        msg = got.get(case)
        if msg is None:
            results.append((job, HarnessError("%s/%s: capture process exited with %s before this case\n%s" % (
                config["name"], case, proc.returncode, err[-2000:]))))
        elif "harness_error" in msg:
            results.append((job, HarnessError("%s/%s: %s\n%s" % (
                config["name"], case, msg["harness_error"], msg["stderr"][-2000:]))))
        else:
            result = msg["result"]
            for key in ("load_error", "crash"):
                if isinstance(result.get(key), str):
                    result[key] = portable(result[key], python)
            results.append((job, (result, msg["stderr"])))
    return results


def dump(obj):
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="write nothing; exit 1 when a golden differs")
    ap.add_argument("--config", action="append", help="only this config (repeatable)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print each run and its stderr")
    ap.add_argument("--fresh", action="store_true",
                    help="start every server case in a process of its own instead of forking it from "
                         "one that preloaded the framework (slower; the reference the forks are checked against)")
    ap.add_argument("filter", nargs="*", help='only runs whose "<config>/<case>" contains one of these')
    args = ap.parse_args()
    wanted = lambda key: not args.filter or any(f in key for f in args.filter)
    log = lambda s: print(s, file=sys.stderr, flush=True)
    started = time.monotonic()

    configs = load_configs()
    names = [c["name"] for c in configs]
    for n in args.config or []:
        if n not in names:
            log("unknown config %r (configs.json has %s)" % (n, ", ".join(names)))
            return 2
    configs = [c for c in configs if not args.config or c["name"] in args.config]

    jobs = []
    # the rewritten copies of the cases of configs that have rewrites; removed at the end
    scratch = tempfile.mkdtemp(prefix="oracle-py-cases-")
    try:
        return run_jobs(args, configs, jobs, scratch, wanted, log, started)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def run_jobs(args, configs, jobs, scratch, wanted, log, started):
    try:
        for config in configs:
            cases = [(c, f) for c, f in list_cases(config) if wanted(config["name"] + "/" + c)]
            if not cases:
                continue
            python = ensure_venv(config, log)
            for case, folder in cases:
                root = os.path.join(HERE, folder)
                if config.get("rewrites"):
                    root = os.path.join(scratch, config["name"], folder)
                    materialize(config, folder, case, root)
                jobs.append((python, config, root, case))
    except (HarnessError, subprocess.SubprocessError, OSError) as e:
        log("harness failure: %s" % e)
        return 2

    results, failures = {}, []
    with concurrent.futures.ThreadPoolExecutor(max_workers=JOBS) as pool:
        by_config = {}
        for job in jobs:
            by_config.setdefault(job[1]["name"], []).append(job)
        futures = [pool.submit(capture_tools, batch[i::JOBS], args.fresh)
                   for batch in by_config.values() for i in range(JOBS) if batch[i::JOBS]]
        done = (r for fut in concurrent.futures.as_completed(futures) for r in fut.result())
        for (_, config, _, case), outcome in done:
            key = config["name"] + "/" + case
            if isinstance(outcome, HarnessError):
                failures.append(str(outcome))
                log("FAIL %s" % outcome)
                continue
            golden, stderr = outcome
            results[key] = golden
            if args.verbose:
                kind = next(iter(golden)) if "tools" not in golden else "%d tools" % len(golden["tools"])
                log("%-40s %s" % (key, kind))
                if stderr.strip():
                    log("  stderr:\n    " + stderr.strip().replace("\n", "\n    "))
    if failures:
        log("%d of %d runs failed in the harness; nothing written:\n  %s" % (
            len(failures), len(jobs), "\n  ".join(f.splitlines()[0] for f in failures)))
        return 2

    golden_root = os.path.join(HERE, "goldens")
    out_root = tempfile.mkdtemp(prefix="oracle-py-") if args.check else golden_root
    try:
        for key, golden in results.items():
            target = os.path.join(out_root, key + ".json")
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as f:
                f.write(dump(golden))
        # the goldens this run is responsible for: those of the selected configs matching the filter
        committed = set()
        for config in configs:
            d = os.path.join(golden_root, config["name"])
            if os.path.isdir(d):
                committed |= {config["name"] + "/" + n[:-5] for n in os.listdir(d)
                              if n.endswith(".json") and wanted(config["name"] + "/" + n[:-5])}
        extra = sorted(committed - set(results))
        if not args.check:
            for key in extra:
                os.unlink(os.path.join(golden_root, key + ".json"))
                log("deleted goldens/%s.json (no such case)" % key)
            log("wrote %d goldens in %.1fs" % (len(results), time.monotonic() - started))
            return 0
        stale = []
        for key in sorted(results):
            new = os.path.join(out_root, key + ".json")
            old = os.path.join(golden_root, key + ".json")
            if not os.path.exists(old):
                stale.append(key)
                log("MISSING goldens/%s.json" % key)
                continue
            with open(old, encoding="utf-8") as f:
                old_text = f.read()
            with open(new, encoding="utf-8") as f:
                new_text = f.read()
            if old_text != new_text:
                stale.append(key)
                sys.stdout.writelines(difflib.unified_diff(
                    old_text.splitlines(True), new_text.splitlines(True),
                    "goldens/%s.json (committed)" % key, "goldens/%s.json (real packages now)" % key))
        for key in extra:
            stale.append(key)
            log("EXTRA goldens/%s.json (no such case)" % key)
        if stale:
            log("--check: %d of %d goldens differ from what the real packages produce (run.py rewrites them)" % (
                len(stale), len(results) + len(extra)))
            return 1
        log("--check: all %d goldens match (%.1fs)" % (len(results), time.monotonic() - started))
        return 0
    finally:
        if args.check:
            shutil.rmtree(out_root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
