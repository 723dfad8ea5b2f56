#!/usr/bin/env python3
"""The Python half of the real-world corpus: installs published Python MCP servers pinned in
py-packages.json into their own virtualenvs, asks each one for its real tools/list over stdio,
runs `toolsight schema` on the installed package's source and compares the two, with the
semantics of run.mjs (see README.md beside this file). Standard library only.

  python3 tests/corpus/run_py.py --bin target/release/toolsight [--only a,b] [--subset]
          [--json OUT] [--figures OUT.md] [--timeout SECONDS] [--reinstall] [--quiet] [--max-silent N]
"""

import argparse
import json
import os
import queue
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SCRATCH = ROOT / "target" / "corpus-py"

# what the client says it speaks; every server measured answers with a version it supports
PROTOCOL_VERSION = "2025-06-18"


def die(msg):
    print(f"corpus-py: {msg}", file=sys.stderr)
    sys.exit(2)


def slug(name):
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def dist_name(name):
    """The normalized distribution name, as pip writes it into `<name>-<version>.dist-info`."""
    return re.sub(r"[-_.]+", "_", name).lower()


# ---------------------------------------------------------------------------------------------
# installing


def site_packages(venv):
    libs = sorted((venv / "lib").glob("python*/site-packages"))
    return libs[0] if libs else None


def dist_info(venv, name):
    site = site_packages(venv)
    if site is None:
        return None
    want = dist_name(name)
    for d in site.glob("*.dist-info"):
        stem = d.name[: -len(".dist-info")]
        pkg, _, version = stem.rpartition("-")
        if dist_name(pkg) == want:
            return d, version
    return None


def installed_versions(venv):
    """Every distribution in the venv, name -> version (a `pip freeze` without running pip)."""
    out = {}
    site = site_packages(venv)
    for d in sorted(site.glob("*.dist-info")) if site else []:
        pkg, _, version = d.name[: -len(".dist-info")].rpartition("-")
        out[dist_name(pkg)] = version
    return out


def install(p, d, reinstall):
    venv = d / "venv"
    # the pins hold the frameworks at the versions measured, so a new mcp, fastmcp or pydantic
    # release does not move the figures
    reqs = [f"{p['name']}=={p['version']}"] + [f"{k}=={v}" for k, v in p.get("pins", {}).items()]
    stamp = d / "requirements.txt"
    found = dist_info(venv, p["name"])
    if not reinstall and found and found[1] == p["version"] and stamp.is_file() \
            and stamp.read_text().split() == reqs:
        return None
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    log = open(d / "install.log", "w")
    r = subprocess.run([sys.executable, "-m", "venv", str(venv)], stdout=log, stderr=subprocess.STDOUT)
    if r.returncode != 0:
        return f"venv creation failed (exit {r.returncode}), see {d / 'install.log'}"
    cmd = ["nice", "-n", "10", str(venv / "bin" / "pip"), "install", "--disable-pip-version-check",
           "--no-input", *reqs]
    try:
        r = subprocess.run(cmd, stdout=log, stderr=subprocess.STDOUT, timeout=1200)
    except subprocess.TimeoutExpired:
        return f"pip install timed out, see {d / 'install.log'}"
    found = dist_info(venv, p["name"])
    if r.returncode != 0 or not found or found[1] != p["version"]:
        return f"pip install failed (exit {r.returncode}), see {d / 'install.log'}"
    stamp.write_text("\n".join(reqs) + "\n")
    return None


def package_dirs(venv, name):
    """The installed package's own import folders in site-packages, from its RECORD."""
    found = dist_info(venv, name)
    if not found:
        return []
    site = site_packages(venv)
    tops = []
    for line in (found[0] / "RECORD").read_text().splitlines():
        path = line.split(",")[0]
        first = path.split("/")[0]
        if "/" in path and path.endswith(".py") and not first.endswith((".dist-info", ".data")) \
                and first not in ("..", "__pycache__") and first not in tops:
            tops.append(first)
    return [site / t for t in tops]


# ---------------------------------------------------------------------------------------------
# the real server


def subst(s, d):
    return str(s).replace("{tmp}", str(d / "tmp")).replace("{home}", str(d / "home")).replace("{dir}", str(d))


def command(p, d):
    venv = d / "venv"
    for sub in ("tmp", "home"):
        (d / sub).mkdir(exist_ok=True)
    # dummy files a server reads at startup (a config, a repository to serve)
    for f, content in p.get("files", {}).items():
        file = Path(subst(f, d))
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(subst(content, d) if isinstance(content, str) else json.dumps(content))
    for setup in p.get("setup", []):
        subprocess.run([subst(a, d) for a in setup], cwd=d / "tmp", stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=True,
                       env={"PATH": os.environ.get("PATH", ""), "HOME": str(d / "home")})
    if "module" in p:
        argv = [str(venv / "bin" / "python"), "-m", p["module"]]
    else:
        argv = [str(venv / "bin" / p.get("command", p["name"]))]
    argv += [subst(a, d) for a in p.get("args", [])]
    env = {
        "PATH": f"{venv / 'bin'}:{os.environ.get('PATH', '')}",
        "HOME": str(d / "home"),
        "TMPDIR": str(d / "tmp"),
        "LANG": "C.UTF-8",
        "VIRTUAL_ENV": str(venv),
        "PYTHONUNBUFFERED": "1",
    }
    for k, v in p.get("env", {}).items():
        env[k] = subst(v, d)
    return argv, env, d / "tmp"


class Rpc:
    """Newline-delimited JSON-RPC over a child's stdin and stdout."""

    def __init__(self, proc):
        self.proc = proc
        self.lines = queue.Queue()
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def send(self, msg):
        self.proc.stdin.write((json.dumps(msg) + "\n").encode())
        self.proc.stdin.flush()

    def request(self, method, params, timeout):
        rid = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise RuntimeError(f"{method}: timed out after {timeout}s")
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise RuntimeError(f"{method}: the server closed its output (exit {self.proc.poll()})")
            try:
                msg = json.loads(line)
            except ValueError:
                continue  # a line that is not JSON-RPC (a banner printed on stdout)
            if not isinstance(msg, dict):
                continue
            if "method" in msg and "id" in msg:
                # a request from the server (roots/list): answered, so it does not wait on us
                if msg["method"] == "roots/list":
                    self.send({"jsonrpc": "2.0", "id": msg["id"], "result": {"roots": []}})
                else:
                    self.send({"jsonrpc": "2.0", "id": msg["id"],
                               "error": {"code": -32601, "message": "not supported by the corpus client"}})
                continue
            if msg.get("id") != rid:
                continue
            if "error" in msg:
                raise RuntimeError(f"{method}: error {json.dumps(msg['error'])[:200]}")
            return msg.get("result") or {}


def real_tools(p, d, timeout):
    argv, env, cwd = command(p, d)
    stderr = open(d / "server-stderr.log", "wb")
    try:
        proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr,
                                env=env, cwd=cwd, start_new_session=True)
    except OSError as e:
        return {"ok": False, "error": str(e)}
    rpc = Rpc(proc)
    try:
        rpc.request("initialize", {
            "protocolVersion": PROTOCOL_VERSION,
            "capabilities": {},
            "clientInfo": {"name": "toolsight-corpus", "version": "0.0.0"},
        }, timeout)
        rpc.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        tools, cursor, pages = [], None, 0
        while True:
            res = rpc.request("tools/list", {"cursor": cursor} if cursor else {}, timeout)
            tools += res.get("tools") or []
            cursor = res.get("nextCursor")
            pages += 1
            if not cursor or pages >= 100:
                break
        return {"ok": True, "tools": tools, "pages": pages}
    except (RuntimeError, OSError) as e:
        return {"ok": False, "error": re.sub(r"\s+", " ", str(e)).strip()[:300]}
    finally:
        try:
            os.killpg(proc.pid, 9)
        except ProcessLookupError:
            pass
        proc.wait()
        stderr.close()


def stderr_tail(d):
    try:
        text = (d / "server-stderr.log").read_text(errors="replace").strip()
    except OSError:
        return ""
    return " | ".join(text.splitlines()[-3:])[:300]


# ---------------------------------------------------------------------------------------------
# toolsight


def predict(bin_, dirs, timeout):
    try:
        r = subprocess.run([bin_, "schema", *map(str, dirs), "--format", "json"], capture_output=True,
                           text=True, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired) as e:
        return {"ok": False, "error": str(e)}
    try:
        j = json.loads(r.stdout)
    except ValueError:
        return {"ok": False, "error": f"toolsight exited {r.returncode} without JSON: {r.stderr[:300]}"}
    return {"ok": True, "servers": j.get("servers") or []}


# ---------------------------------------------------------------------------------------------
# comparing: the semantics of run.mjs, function for function


def canon(v):
    if isinstance(v, list):
        return [canon(x) for x in v]
    if isinstance(v, dict):
        return {k: canon(v[k]) for k in sorted(v)}
    return v


def dump(v):
    return json.dumps(canon(v), sort_keys=True, ensure_ascii=False)


def same(a, b):
    return dump(a) == dump(b)


ABSENT = object()


def kind(v):
    if v is ABSENT:
        return "absent"
    if v is None:
        return "null"
    if isinstance(v, list):
        return f"array({len(v)})"
    if isinstance(v, str):
        return f"string({len(v)})"
    if isinstance(v, dict):
        return f"object{{{len(v)}}}"
    if isinstance(v, (bool, int, float)):
        return json.dumps(v)
    return type(v).__name__


VOCAB = {"$schema", "type", "format", "$ref", "pattern"}


def diffs(real, pred, ptr="", out=None):
    """JSON pointers where real and predicted differ, with the kinds on each side (never the text)."""
    out = [] if out is None else out
    if len(out) >= 8:
        return out
    if real is not ABSENT and pred is not ABSENT and same(real, pred):
        return out
    if isinstance(real, dict) and isinstance(pred, dict):
        for k in sorted(set(real) | set(pred)):
            diffs(real.get(k, ABSENT), pred.get(k, ABSENT), f"{ptr}/{k}", out)
        return out
    if isinstance(real, list) and isinstance(pred, list) and len(real) == len(pred):
        # an enum or required list in another order is reported as such
        if sorted(map(dump, real)) == sorted(map(dump, pred)):
            out.append(f"{ptr or '/'}: same items, other order")
            return out
        for i, r in enumerate(real):
            diffs(r, pred[i], f"{ptr}/{i}", out)
        return out
    key = ptr[ptr.rfind("/") + 1:]
    if isinstance(real, str) and isinstance(pred, str) and key in VOCAB:
        # schema vocabulary, not prose: the values themselves say what to fix
        out.append(f"{ptr}: real {json.dumps(real)}, predicted {json.dumps(pred)}")
    elif isinstance(real, str) and isinstance(pred, str):
        out.append(f"{ptr or '/'}: text differs (real {len(real)} chars, predicted {len(pred)})")
    else:
        out.append(f"{ptr or '/'}: real {kind(real)}, predicted {kind(pred)}")
    return out


def pick(t):
    # the whole entry the model is sent: `exact` claims all of it (title, annotations,
    # outputSchema and _meta too), so all of it is compared; our own `_toolsight` is not sent
    return {k: v for k, v in t.items() if k != "_toolsight"}


def compare(real, servers):
    predicted, server_errors = [], []
    for s in servers:
        if s.get("error"):
            server_errors.append(s)
        predicted += s.get("tools") or []
    by_name = {}
    for t in predicted:
        if isinstance(t.get("name"), str):
            by_name.setdefault(t["name"], []).append(t)
    r = {"real": len(real), "predicted": 0, "exact": 0, "honest": 0, "silent": 0, "missing": 0,
         "extra": 0, "extraHonest": 0, "honestRight": 0, "serverErrors": 0,
         "predictedServers": len(servers), "notes": []}
    real_names = {t.get("name") for t in real}
    for t in real:
        cands = by_name.get(t.get("name"), [])
        if not cands:
            r["missing"] += 1
            r["notes"].append({"kind": "missing", "tool": t.get("name")})
            continue
        r["predicted"] += 1
        exact = [c for c in cands if (c.get("_toolsight") or {}).get("exact") is True]
        hit = next((c for c in exact if same(pick(t), pick(c))), None)
        if hit:
            r["exact"] += 1
        elif exact:
            r["silent"] += 1
            c = exact[0]
            r["notes"].append({"kind": "silent", "tool": t["name"],
                               "at": f"{c['_toolsight'].get('file')}:{c['_toolsight'].get('line')}",
                               "diffs": diffs(pick(t), pick(c))})
        else:
            r["honest"] += 1
            c = cands[0]
            matches = same(pick(t), pick(c))
            if matches:
                r["honestRight"] += 1
            unknown = list(dict.fromkeys(u.get("pointer") or "/" for u in (c.get("_toolsight") or {}).get("unknown") or []))
            r["notes"].append({"kind": "honest", "tool": t["name"], "unknown": unknown[:4], "matches": matches})
    for name, cands in by_name.items():
        if name in real_names:
            continue
        m = cands[0].get("_toolsight") or {}
        name_unknown = any(u.get("pointer") == "/name" for u in m.get("unknown") or [])
        if m.get("conditional") or name_unknown:
            r["extraHonest"] += 1
        else:
            r["extra"] += 1
            r["notes"].append({"kind": "extra", "tool": name, "at": f"{m.get('file')}:{m.get('line')}",
                               "exact": m.get("exact") is True})
    seen = set()
    for s in server_errors:
        # the real server lists its tools, so a predicted failure is wrong (copies of one server,
        # same stage and message, count once)
        key = (s["error"].get("stage"), s["error"].get("message"))
        if key in seen:
            continue
        seen.add(key)
        r["serverErrors"] += 1
        r["notes"].append({"kind": "server-error", "at": f"{s.get('file')}:{s.get('line')}",
                           "stage": s["error"].get("stage"), "message": str(s["error"].get("message"))[:160]})
    r["silentTotal"] = r["silent"] + r["extra"] + r["serverErrors"]
    return r


# ---------------------------------------------------------------------------------------------
# main


def one_package(p, o, defaults):
    d = SCRATCH / slug(p["name"])
    t0 = time.monotonic()
    head = {"name": p["name"], "version": p["version"]}
    err = install(p, d, o.reinstall)
    if err:
        return {**head, "status": "install-failed", "error": err}
    venv = d / "venv"
    timeout = o.timeout or p.get("timeout") or defaults["timeout"]
    real = real_tools(p, d, timeout)
    (d / "real.json").write_text(json.dumps({"tools": real["tools"]} if real["ok"] else {"error": real["error"]},
                                            indent=2, ensure_ascii=False) + "\n")
    if not real["ok"]:
        return {**head, "status": "real-failed", "error": real["error"], "stderr": stderr_tail(d)}
    site = site_packages(venv)
    dirs = [site / a for a in p["analyse"]] if "analyse" in p else package_dirs(venv, p["name"])
    if not dirs:
        return {**head, "status": "toolsight-failed", "error": "no package folder found in site-packages"}
    pred = predict(o.bin, dirs, defaults["toolsightTimeout"])
    if not pred["ok"]:
        return {**head, "status": "toolsight-failed", "error": pred["error"], "real": len(real["tools"])}
    (d / "predicted.json").write_text(json.dumps({"servers": pred["servers"]}, indent=2, ensure_ascii=False) + "\n")
    versions = installed_versions(venv)
    frameworks = {k: versions[k] for k in ("mcp", "fastmcp", "pydantic") if k in versions}
    return {**head, "status": "ok", "seconds": round(time.monotonic() - t0, 1), "frameworks": frameworks,
            "dirs": [str(x) for x in dirs], **compare(real["tools"], pred["servers"])}


def counted(r, labels):
    """`N label` for each count of `r` that is not zero."""
    return [f"{r[k]} {label}" for k, label in labels if r[k]]


def print_result(r, quiet):
    head = f"{r['name']}@{r['version']}".ljust(56)
    if r["status"] != "ok":
        tail = f" [stderr: {r['stderr']}]" if r.get("stderr") else ""
        print(f"{head} {r['status']}: {r['error']}{tail}", flush=True)
        return
    cols = " ".join(str(r[k]).rjust(5) for k in ("real", "predicted", "exact", "honest", "silentTotal", "missing"))
    more = counted(r, [("extra", "extra"), ("serverErrors", "server error"),
                       ("extraHonest", "conditional extra"), ("honestRight", "of the approximate ones right")])
    print(f"{head} {cols}" + (f"   ({', '.join(more)})" if more else ""), flush=True)
    if quiet:
        return
    for n in r["notes"]:
        if n["kind"] == "silent":
            print(f"    silent wrong {n['tool']} ({n['at']}): {'; '.join(n['diffs'])}")
        elif n["kind"] == "extra":
            print(f"    silent wrong: {n['tool']} predicted ({n['at']}) but not listed")
        elif n["kind"] == "server-error":
            print(f"    silent wrong: server error predicted ({n['at']}, {n['stage']}): {n['message']}")


def generic_pointer(d):
    """A pointer with the server's own names (properties, definitions) replaced by `*`, so that the
    committed figures name only the construct."""
    d = re.sub(r"/(properties|\$defs|definitions|patternProperties)/[^/:]+", r"/\1/*", d)
    return re.sub(r"^(\S+?)/\d+(/|:)", r"\1/N\2", d, count=1)


def bin_commit(bin_):
    """The commit of the work tree the binary was built in (read only), when it is in one."""
    r = subprocess.run(["git", "-C", str(Path(bin_).parent), "rev-parse", "--short", "HEAD"],
                       capture_output=True, text=True)
    return r.stdout.strip() if r.returncode == 0 else "(unknown)"


def scrub(msg):
    """toolsight's messages may quote a tool name: the figures keep the construct only."""
    return re.sub(r"Tool \S+ is already registered", "Tool <name> is already registered", msg.replace("`", "'"))


def relative_at(at, r):
    """A tool's or server's location, relative to the installed package's site-packages."""
    site = SCRATCH / slug(r["name"]) / "venv" / "lib"
    m = re.match(r"^(.*?)(:\d+)?$", at)
    path = m.group(1)
    try:
        rel = Path(path).relative_to(site)
        return "/".join(rel.parts[2:])  # drop pythonX.Y/site-packages
    except ValueError:
        return path


def figures_markdown(pkgs, results, t, o):
    L = ["# Python corpus figures", ""]
    L.append(f"Measured with `python3 tests/corpus/run_py.py{' --subset' if o.subset else ''}` against the toolsight "
             f"built from commit {bin_commit(o.bin)}. Columns as in README.md. Only counts and our own "
             "diagnostics: the real lists are not committed.")
    L.append("")
    L.append(f"**Totals** ({t['measured']} packages measured): {t['real']} real tools, {t['predicted']} predicted by name, "
             f"**{t['exact']} exact ({t['exactPercent']}%)**, {t['honest']} honest (approximate; {t['honestButRight']} of "
             f"them equal the real entry), {t['silentTotal']} silent wrong ({t['silentMismatch']} exact-but-different, "
             f"{t['silentExtra']} unlisted tools, {t['silentServerErrors']} predicted server errors), {t['missing']} missing. "
             f"{t['packagesAllExact']} packages fully exact; {t['packagesNonePredicted']} with no real tool predicted.")
    L.append("")
    L.append("| package | version | frameworks | real | pred | exact | hon | wrong | miss | what the figures come from |")
    L.append("|---|---|---|---:|---:|---:|---:|---:|---:|---|")
    for p, r in zip(pkgs, results):
        note = p.get("note", "").replace("|", "\\|")
        if r["status"] != "ok":
            L.append(f"| {p['name']} | {p['version']} | | {r['status']} | | | | | | {note} |")
            continue
        fw = ", ".join(f"{k} {v}" for k, v in r["frameworks"].items())
        wrong = counted(r, [("silent", "differ"), ("extra", "unlisted"), ("serverErrors", "server error")])
        w = f"{r['silentTotal']} ({', '.join(wrong)})" if wrong else "0"
        h = f"{r['honest']} ({r['honestRight']} right)" if r["honestRight"] else str(r["honest"])
        L.append(f"| {p['name']} | {p['version']} | {fw} | {r['real']} | {r['predicted']} | {r['exact']} | {h} | {w} | "
                 f"{r['missing']} | {note} |")
    L += ["", "## Silent wrong, by construct", ""]
    for r in results:
        if r["status"] != "ok":
            continue
        lines = {}
        for n in r["notes"]:
            if n["kind"] == "silent":
                k = "exact but differs: " + "; ".join(dict.fromkeys(map(generic_pointer, n["diffs"])))
            elif n["kind"] == "extra":
                k = f"predicted, not listed ({'exact' if n['exact'] else 'approximate'}), at {relative_at(n['at'], r)}"
            elif n["kind"] == "server-error":
                k = f"server error predicted ({n['stage']}) at {relative_at(n['at'], r)}: {scrub(n['message'])[:100]}"
            else:
                continue
            lines[k] = lines.get(k, 0) + 1
        if lines:
            L.append(f"- **{r['name']}**")
            L += [f"  - {f'{c}× ' if c > 1 else ''}{k}" for k, c in lines.items()]
    L.append("")
    return "\n".join(L)


def main():
    ap = argparse.ArgumentParser(description="the Python corpus (see tests/corpus/README.md)")
    ap.add_argument("--bin", default=str(ROOT / "target" / "release" / "toolsight"))
    ap.add_argument("--only", type=lambda s: [x.strip() for x in s.split(",") if x.strip()])
    ap.add_argument("--subset", action="store_true")
    ap.add_argument("--json")
    ap.add_argument("--figures")
    ap.add_argument("--timeout", type=float)
    ap.add_argument("--reinstall", action="store_true")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--max-silent", type=int)
    o = ap.parse_args()
    o.bin = str(Path(o.bin).resolve())
    spec = json.loads((HERE / "py-packages.json").read_text())
    defaults = {"timeout": 60, "toolsightTimeout": 300, **spec.get("defaults", {})}
    pkgs = spec["packages"]
    if o.only:
        unknown = [n for n in o.only if not any(n in (p["name"], slug(p["name"])) for p in pkgs)]
        if unknown:
            die(f"not in py-packages.json: {', '.join(unknown)}")
        pkgs = [p for p in pkgs if p["name"] in o.only or slug(p["name"]) in o.only]
    if o.subset:
        pkgs = [p for p in pkgs if p.get("subset")]
    if not Path(o.bin).exists():
        die(f"no toolsight binary at {o.bin} (build it, or pass --bin PATH)")
    SCRATCH.mkdir(parents=True, exist_ok=True)

    print(f"toolsight: {o.bin}")
    print("package".ljust(56) + " " + " ".join(s.rjust(5) for s in ("real", "pred", "exact", "hon", "wrong", "miss")))
    results = []
    for p in pkgs:
        try:
            r = one_package(p, o, defaults)
        except Exception as e:  # one package's surprise must not hide the others' figures
            r = {"name": p["name"], "version": p["version"], "status": "error", "error": f"{type(e).__name__}: {e}"}
        results.append(r)
        print_result(r, o.quiet)

    ok = [r for r in results if r["status"] == "ok"]

    def total(k):
        return sum(r.get(k, 0) for r in ok)

    t = {"packages": len(results), "measured": len(ok), "failed": len(results) - len(ok),
         "real": total("real"), "predicted": total("predicted"), "exact": total("exact"),
         "honest": total("honest"), "honestButRight": total("honestRight"), "silentMismatch": total("silent"),
         "silentExtra": total("extra"), "silentServerErrors": total("serverErrors"),
         "silentTotal": total("silentTotal"), "missing": total("missing")}
    t["packagesAllExact"] = sum(1 for r in ok if r["real"] > 0 and r["exact"] == r["real"])
    t["packagesNonePredicted"] = sum(1 for r in ok if r["predicted"] == 0)
    t["exactPercent"] = round(1000 * t["exact"] / t["real"]) / 10 if t["real"] else 0
    print("")
    print(f"TOTAL ({t['measured']} of {t['packages']} packages measured)".ljust(56) + " "
          + " ".join(str(t[k]).rjust(5) for k in ("real", "predicted", "exact", "honest", "silentTotal", "missing")))
    print(f"exact: {t['exact']}/{t['real']} real tools = {t['exactPercent']}%; silent wrong = {t['silentMismatch']} "
          f"exact-but-different + {t['silentExtra']} unlisted tools + {t['silentServerErrors']} predicted server errors; "
          f"{t['honestButRight']} of the {t['honest']} approximate predictions equal the real entry")
    print(f"packages: {t['packagesAllExact']} with every tool exact, {t['packagesNonePredicted']} with no tool predicted by name")
    if o.json:
        Path(o.json).write_text(json.dumps({"totals": t, "packages": results}, indent=2) + "\n")
        print(f"details written to {o.json}")
    if o.figures:
        Path(o.figures).write_text(figures_markdown(pkgs, results, t, o))
        print(f"figures written to {o.figures}")
    # the corpus measures; it fails when it could not measure, or, with --max-silent, when more
    # predictions than that are confidently wrong (a ratchet for CI)
    silent = sum(r.get("silentTotal", 0) for r in results)
    if o.max_silent is not None and silent > o.max_silent:
        print(f"corpus-py: {silent} silent-wrong predictions, more than --max-silent {o.max_silent}", file=sys.stderr)
        sys.exit(1)
    sys.exit(1 if any(r["status"] != "ok" for r in results) else 0)


if __name__ == "__main__":
    main()
