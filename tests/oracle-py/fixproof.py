#!/usr/bin/env python3
"""Proves toolsight's Python fixes against the real frameworks.

    TOOLSIGHT_BIN=target/debug/toolsight python3 tests/oracle-py/fixproof.py [--config NAME] [FILTER...]

For every case of every config (or those named): copy the case, the config's rewrites applied,
into a scratch project whose pyproject.toml pins the config's versions, and run
`toolsight check --fix` there. Where files changed, run the fixed case through the real packages
(the config's venv, made as run.py makes it) and compare its list with the committed golden of
the original. Require:
  1. the fixed case lists tools wherever the original did, and fails the same way where it
     failed;
  2. the fixes put their texts on the wire: as many more parameters are described as findings
     were fixed, and no description a parameter had before changed;
  3. nothing else changed: both lists are equal once every parameter's `description` is removed;
  4. `toolsight check` on the fixed copy reports no fixable `docstring-args-ignored` or
     `description-dropped` left.
Exit 1 lists every case that breaks one of these; 2 is a harness failure.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import run

RULES = ("docstring-args-ignored", "description-dropped")


def toolsight(binary, args, cwd):
    r = subprocess.run([binary] + args, cwd=cwd, capture_output=True, text=True, encoding="utf-8")
    if r.returncode == 2:
        raise run.HarnessError("toolsight %s failed in %s:\n%s" % (" ".join(args), cwd, r.stderr[-2000:]))
    return r


def pyproject(config):
    """A project file that pins what the config installs, so toolsight reads the same versions."""
    pins = [r for r in config["requirements"] if "==" in r]
    return "[project]\nname = \"fixproof\"\nversion = \"0\"\nrequires-python = \"==%s.*\"\ndependencies = %s\n" % (
        config["python"], json.dumps(pins))


def without_parameter_descriptions(value, inside_properties=False):
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if inside_properties and isinstance(v, dict):
                v = {kk: vv for kk, vv in v.items() if kk != "description"}
            out[k] = without_parameter_descriptions(v, k == "properties")
        return out
    if isinstance(value, list):
        return [without_parameter_descriptions(v) for v in value]
    return value


def parameter_texts(value):
    """{(tool index, JSON path of the property): description} of a captured list."""
    out = {}

    def walk(v, path, inside_properties):
        if isinstance(v, dict):
            for k, child in v.items():
                p = path + (k,)
                if inside_properties and isinstance(child, dict) and isinstance(child.get("description"), str):
                    out[p] = child["description"]
                walk(child, p, k == "properties")
        elif isinstance(v, list):
            for i, child in enumerate(v):
                walk(child, path + (i,), False)

    walk(value, (), False)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--config", action="append", help="only this config (repeatable)")
    ap.add_argument("filter", nargs="*", help='only cases whose "<config>/<case>" contains one of these')
    args = ap.parse_args()
    log = lambda s: print(s, file=sys.stderr, flush=True)
    binary = os.path.abspath(os.environ.get("TOOLSIGHT_BIN", os.path.join(run.HERE, "../../target/debug/toolsight")))
    if not os.path.exists(binary):
        log("toolsight binary not found at %s: build it first (cargo build) or set TOOLSIGHT_BIN" % binary)
        return 2
    wanted = lambda key: not args.filter or any(f in key for f in args.filter)
    configs = [c for c in run.load_configs() if not args.config or c["name"] in args.config]
    scratch = tempfile.mkdtemp(prefix="oracle-py-fixproof-")
    broken, proven = [], 0
    try:
        for config in configs:
            jobs = []
            for case, folder in run.list_cases(config):
                key = config["name"] + "/" + case
                if not wanted(key):
                    continue
                root = os.path.join(scratch, config["name"], case)
                os.makedirs(root)
                with open(os.path.join(root, "pyproject.toml"), "w", encoding="utf-8") as f:
                    f.write(pyproject(config))
                copy = run.materialize(config, folder, case, root)
                before = {p: open(p, encoding="utf-8").read() for p in python_files(copy)}
                fixed = toolsight(binary, ["check", "--fix", "--exit-zero", copy], root)
                count = sum(int(n) for n in re.findall(r"Fixed (\d+) finding", fixed.stderr))
                if not count or all(open(p, encoding="utf-8").read() == t for p, t in before.items()):
                    continue
                jobs.append((key, root, case, count))
            if not jobs:
                continue
            python = run.ensure_venv(config, log)
            batch = [(python, config, root, case) for _, root, case, _ in jobs]
            outcomes = {job[3]: outcome for job, outcome in run.capture_tools(batch, False)}
            for key, root, case, count in jobs:
                outcome = outcomes[case]
                if isinstance(outcome, run.HarnessError):
                    raise outcome
                got = outcome[0]
                with open(os.path.join(run.HERE, "goldens", key + ".json"), encoding="utf-8") as f:
                    golden = json.load(f)
                problems = []
                # a failure names the case's file, which lives elsewhere here: its kind is compared
                kind = lambda r: "tools" if "tools" in r else next(iter(r), "")
                if kind(golden) != kind(got):
                    problems.append("1: the original gave %s, the fixed one %s" % (
                        kind(golden), json.dumps(got)[:300]))
                elif kind(got) == "tools":
                    old, new = parameter_texts(golden), parameter_texts(got)
                    changed = [p for p in old if new.get(p) != old[p]]
                    added = [p for p in new if p not in old]
                    if changed:
                        problems.append("2: descriptions changed at %s" % changed)
                    if len(added) != count:
                        problems.append("2: %d findings fixed, %d parameters described more" % (count, len(added)))
                    if without_parameter_descriptions(golden) != without_parameter_descriptions(got):
                        problems.append("3: something other than parameter descriptions changed")
                after = toolsight(binary, ["check", "--format", "json", "--exit-zero", root], root)
                left = [f for f in json.loads(after.stdout)["findings"]
                        if f["rule"] in RULES and f.get("fix")]
                if left:
                    problems.append("4: fixable findings left: %s" % [f["message"][:80] for f in left])
                if problems:
                    broken.append("%s:\n    %s" % (key, "\n    ".join(problems)))
                else:
                    proven += 1
    except (run.HarnessError, subprocess.SubprocessError, OSError) as e:
        log("harness failure: %s" % e)
        return 2
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if broken:
        log("%d fixed cases break the proof:\n  %s" % (len(broken), "\n  ".join(broken)))
        return 1
    log("fixproof: %d fixed cases proven against the real packages" % proven)
    return 0


def python_files(path):
    if os.path.isfile(path):
        return [path]
    return [os.path.join(d, f) for d, _, fs in os.walk(path) for f in fs if f.endswith(".py")]


if __name__ == "__main__":
    sys.exit(main())
