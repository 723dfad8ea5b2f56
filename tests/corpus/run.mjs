#!/usr/bin/env node
// The real-world corpus: installs published MCP servers pinned in packages.json, asks each one
// for its real tools/list over stdio, runs `toolsight schema` on the installed package and
// compares the two. See README.md beside this file.
//
//   node tests/corpus/run.mjs --bin target/release/toolsight [--only a,b] [--subset]
//        [--json out.json] [--jobs 1|2] [--timeout SECONDS] [--reinstall] [--quiet]

import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport, getDefaultEnvironment } from "@modelcontextprotocol/sdk/client/stdio.js";
import * as z from "zod";

// tools/list is read raw: the typed client would reject (or compile) schemas a real server sends,
// and the corpus wants what is on the wire
const AnyResult = z.looseObject({});

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "..", "..");
const SCRATCH = path.join(ROOT, "target", "corpus");

// ---------------------------------------------------------------------------------------------
// options

function parseArgs(argv) {
  const o = {
    only: null,
    subset: false,
    bin: path.join(ROOT, "target", "release", "toolsight"),
    json: null,
    figures: null,
    jobs: 1,
    timeout: null,
    reinstall: false,
    quiet: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      const eq = a.indexOf("=");
      if (eq >= 0) return a.slice(eq + 1);
      if (i + 1 >= argv.length) die(`${a} needs a value`);
      return argv[++i];
    };
    const key = a.split("=")[0];
    switch (key) {
      case "--only":
        o.only = val().split(",").map((s) => s.trim()).filter(Boolean);
        break;
      case "--subset":
        o.subset = true;
        break;
      case "--bin":
        o.bin = path.resolve(val());
        break;
      case "--json":
        o.json = path.resolve(val());
        break;
      case "--figures":
        o.figures = path.resolve(val());
        break;
      case "--jobs":
        o.jobs = Math.max(1, Math.min(2, Number(val()) || 1));
        break;
      case "--timeout":
        o.timeout = Number(val());
        break;
      case "--reinstall":
        o.reinstall = true;
        break;
      case "--quiet":
        o.quiet = true;
        break;
      case "--max-silent":
        o.maxSilent = Number(val());
        break;
      case "-h":
      case "--help":
        console.log(
          "usage: node tests/corpus/run.mjs [--bin PATH] [--only a,b] [--subset] [--json OUT] [--figures OUT.md]\n" +
            "                                [--jobs 1|2] [--timeout SECONDS] [--reinstall] [--quiet] [--max-silent N]",
        );
        process.exit(0);
      default:
        die(`unknown option ${a}`);
    }
  }
  return o;
}

function die(msg) {
  console.error(`corpus: ${msg}`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// installing

function slug(name) {
  return name.replace(/^@/, "").replace(/\//g, "__");
}

function installedVersion(pkgDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8")).version;
  } catch {
    return null;
  }
}

function run(cmd, args, opts) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { ...opts, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const timer = opts.timeoutMs
      ? setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs)
      : null;
    child.on("close", (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ code, signal, out });
    });
    child.on("error", (e) => {
      if (timer) clearTimeout(timer);
      resolve({ code: -1, signal: null, out: String(e) });
    });
  });
}

async function install(p, dir, reinstall) {
  const pkgDir = path.join(dir, "node_modules", p.name);
  if (!reinstall && installedVersion(pkgDir) === p.version) return { ok: true, pkgDir };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: `corpus-${slug(p.name)}`, private: true }, null, 2) + "\n",
  );
  const args = ["install", "--no-audit", "--no-fund", "--save-exact"];
  if (p.scripts !== true) args.push("--ignore-scripts");
  args.push(`${p.name}@${p.version}`);
  const r = await run("nice", ["-n", "10", "npm", ...args], {
    cwd: dir,
    env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: "1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
    timeoutMs: 600_000,
  });
  fs.writeFileSync(path.join(dir, "install.log"), r.out);
  if (r.code !== 0 || installedVersion(pkgDir) !== p.version) {
    return { ok: false, pkgDir, error: `npm install failed (exit ${r.code}), see ${path.join(dir, "install.log")}` };
  }
  return { ok: true, pkgDir };
}

// ---------------------------------------------------------------------------------------------
// the real server

function resolveCommand(p, dir, pkgDir) {
  const pj = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8"));
  let script = p.script;
  if (!script) {
    const bin = pj.bin;
    if (typeof bin === "string") script = bin;
    else if (bin && p.bin) script = bin[p.bin];
    else if (bin && Object.keys(bin).length >= 1) script = bin[Object.keys(bin)[0]];
  }
  if (!script) throw new Error("no bin in package.json and no `script` in packages.json");
  const tmp = path.join(dir, "tmp");
  fs.mkdirSync(tmp, { recursive: true });
  const home = path.join(dir, "home");
  fs.mkdirSync(home, { recursive: true });
  const subst = (s) =>
    String(s).replaceAll("{tmp}", tmp).replaceAll("{dir}", dir).replaceAll("{home}", home);
  // dummy files a server reads at startup (a kubeconfig, a credentials file)
  for (const [f, content] of Object.entries(p.files || {})) {
    const file = subst(f);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, typeof content === "string" ? subst(content) : JSON.stringify(content));
  }
  const args = [path.join(pkgDir, script), ...(p.args || []).map(subst)];
  // the whole environment the server gets: the transport adds its defaults (PATH, HOME, USER,
  // SHELL, TERM, LOGNAME from ours) under what is passed, so they are spelled out here too, and
  // toolsight is told exactly this environment, as complete (see envFile)
  const env = {
    ...getDefaultEnvironment(),
    PATH: process.env.PATH,
    HOME: home,
    TMPDIR: tmp,
    LANG: "C.UTF-8",
    NODE_NO_WARNINGS: "1",
  };
  for (const [k, v] of Object.entries(p.env || {})) env[k] = subst(v);
  return { command: process.execPath, args, env, cwd: tmp };
}

// The server's environment as a dotenv file for `toolsight --env-file`: double-quoted values,
// with backslashes, quotes and newlines escaped as the reader expects.
function envFile(dir, env) {
  const file = path.join(dir, "server.env");
  const quote = (v) => `"${String(v).replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll("\n", "\\n")}"`;
  const lines = Object.keys(env)
    .sort()
    .map((k) => `${k}=${quote(env[k])}`);
  fs.writeFileSync(file, lines.join("\n") + "\n");
  return file;
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: timed out after ${ms / 1000}s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function realTools(p, dir, pkgDir, timeoutS) {
  const cmd = resolveCommand(p, dir, pkgDir);
  const transport = new StdioClientTransport({ ...cmd, stderr: "pipe" });
  let stderr = "";
  transport.stderr?.on("data", (d) => {
    stderr += d;
    if (stderr.length > 20000) stderr = stderr.slice(-10000);
  });
  const client = new Client({ name: "toolsight-corpus", version: "0.0.0" });
  const ms = timeoutS * 1000;
  try {
    await withTimeout(client.connect(transport), ms, "initialize");
    const tools = [];
    let cursor;
    let pages = 0;
    do {
      const res = await withTimeout(
        client.request({ method: "tools/list", params: cursor ? { cursor } : {} }, AnyResult),
        ms,
        "tools/list",
      );
      tools.push(...(res.tools || []));
      cursor = res.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    return { ok: true, tools, pages, stderr };
  } catch (e) {
    const msg = String(e?.message || e).replace(/\s+/g, " ").trim();
    return { ok: false, error: msg.slice(0, 300), stderr };
  } finally {
    const pid = transport.pid;
    await withTimeout(client.close(), 5000, "close").catch(() => {});
    if (pid) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {}
    }
  }
}

// ---------------------------------------------------------------------------------------------
// toolsight

function predict(bin, dirs, envFile, serverArgs, timeoutS) {
  const declared = ["--env-file", envFile, "--env-complete", ...serverArgs.map((a) => `--arg=${a}`)];
  const r = spawnSync(bin, ["schema", ...dirs, "--format", "json", ...declared], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    timeout: timeoutS * 1000,
  });
  if (r.error) return { ok: false, error: String(r.error.message || r.error) };
  let j;
  try {
    j = JSON.parse(r.stdout);
  } catch {
    return { ok: false, error: `toolsight exited ${r.status} without JSON: ${r.stderr.slice(0, 300)}` };
  }
  return { ok: true, servers: j.servers || [], exit: r.status, stderr: r.stderr };
}

// ---------------------------------------------------------------------------------------------
// comparing

function canon(v) {
  if (Array.isArray(v)) return v.map(canon);
  if (v && typeof v === "object") {
    const o = {};
    for (const k of Object.keys(v).sort()) if (v[k] !== undefined) o[k] = canon(v[k]);
    return o;
  }
  return v;
}
const same = (a, b) => JSON.stringify(canon(a)) === JSON.stringify(canon(b));

function kind(v) {
  if (v === undefined) return "absent";
  if (v === null) return "null";
  if (Array.isArray(v)) return `array(${v.length})`;
  if (typeof v === "string") return `string(${v.length})`;
  if (typeof v === "object") return `object{${Object.keys(v).length}}`;
  return typeof v === "number" || typeof v === "boolean" ? JSON.stringify(v) : typeof v;
}

const VOCAB = new Set(["$schema", "type", "format", "$ref", "pattern"]);

// JSON pointers where real and predicted differ, with the kinds on each side (never the text).
function diffs(real, pred, ptr = "", out = []) {
  if (out.length >= 8) return out;
  if (same(real, pred)) return out;
  const obj = (v) => v && typeof v === "object" && !Array.isArray(v);
  if (obj(real) && obj(pred)) {
    const keys = [...new Set([...Object.keys(real), ...Object.keys(pred)])].sort();
    for (const k of keys) diffs(real[k], pred[k], `${ptr}/${k}`, out);
    return out;
  }
  if (Array.isArray(real) && Array.isArray(pred) && real.length === pred.length) {
    // an enum or required list in another order is reported as such
    if (same([...real].map(JSON.stringify).sort(), [...pred].map(JSON.stringify).sort())) {
      out.push(`${ptr || "/"}: same items, other order`);
      return out;
    }
    real.forEach((r, i) => diffs(r, pred[i], `${ptr}/${i}`, out));
    return out;
  }
  const key = ptr.slice(ptr.lastIndexOf("/") + 1);
  if (typeof real === "string" && typeof pred === "string" && VOCAB.has(key)) {
    // schema vocabulary, not prose: the values themselves say what to fix
    out.push(`${ptr}: real ${JSON.stringify(real)}, predicted ${JSON.stringify(pred)}`);
  } else if (typeof real === "string" && typeof pred === "string") {
    out.push(`${ptr || "/"}: text differs (real ${real.length} chars, predicted ${pred.length})`);
  } else {
    out.push(`${ptr || "/"}: real ${kind(real)}, predicted ${kind(pred)}`);
  }
  return out;
}

// The whole entry the model is sent: `exact` claims all of it (title, annotations, outputSchema
// and _meta too), so all of it is compared; our own `_toolsight` is not sent.
const pick = (t) => Object.fromEntries(Object.entries(t).filter(([k]) => k !== "_toolsight"));

function compare(real, servers) {
  const predicted = [];
  const serverErrors = [];
  for (const s of servers) {
    if (s.error) serverErrors.push(s);
    for (const t of s.tools || []) predicted.push(t);
  }
  const byName = new Map();
  for (const t of predicted) {
    if (typeof t.name !== "string") continue;
    if (!byName.has(t.name)) byName.set(t.name, []);
    byName.get(t.name).push(t);
  }
  const r = {
    real: real.length,
    predicted: 0,
    exact: 0,
    honest: 0,
    silent: 0,
    missing: 0,
    extra: 0,
    extraHonest: 0,
    honestRight: 0,
    serverErrors: 0,
    predictedServers: servers.length,
    notes: [],
  };
  const realNames = new Set(real.map((t) => t.name));
  for (const t of real) {
    const cands = byName.get(t.name) || [];
    if (!cands.length) {
      r.missing++;
      r.notes.push({ kind: "missing", tool: t.name });
      continue;
    }
    r.predicted++;
    const exactCands = cands.filter((c) => c._toolsight?.exact === true);
    const hit = exactCands.find((c) => same(pick(t), pick(c)));
    if (hit) {
      r.exact++;
    } else if (exactCands.length) {
      r.silent++;
      const c = exactCands[0];
      r.notes.push({
        kind: "silent",
        tool: t.name,
        at: `${c._toolsight.file}:${c._toolsight.line}`,
        diffs: diffs(pick(t), pick(c)),
      });
    } else {
      r.honest++;
      const c = cands[0];
      if (same(pick(t), pick(c))) r.honestRight++;
      const unknown = (c._toolsight?.unknown || []).map((u) => u.pointer || "/");
      r.notes.push({
        kind: "honest",
        tool: t.name,
        unknown: [...new Set(unknown)].slice(0, 4),
        matches: same(pick(t), pick(c)),
      });
    }
  }
  for (const [name, cands] of byName) {
    if (realNames.has(name)) continue;
    const c = cands[0];
    const m = c._toolsight || {};
    const nameUnknown = (m.unknown || []).some((u) => u.pointer === "/name");
    if (m.conditional || nameUnknown) {
      r.extraHonest++;
    } else {
      r.extra++;
      r.notes.push({ kind: "extra", tool: name, at: `${m.file}:${m.line}`, exact: m.exact === true });
    }
  }
  const seenErrors = new Set();
  for (const s of serverErrors) {
    // the real server lists its tools, so a predicted failure is wrong (a bundle's copies of one
    // server, same stage and message, count once)
    const key = `${s.error.stage}\u0000${s.error.message}`;
    if (seenErrors.has(key)) continue;
    seenErrors.add(key);
    r.serverErrors++;
    r.notes.push({
      kind: "server-error",
      at: `${s.file}:${s.line}`,
      stage: s.error.stage,
      message: String(s.error.message).slice(0, 160),
    });
  }
  r.silentTotal = r.silent + r.extra + r.serverErrors;
  return r;
}

// ---------------------------------------------------------------------------------------------
// main

async function onePackage(p, o, defaults) {
  const dir = path.join(SCRATCH, slug(p.name));
  const t0 = Date.now();
  const inst = await install(p, dir, o.reinstall);
  if (!inst.ok) return { name: p.name, version: p.version, status: "install-failed", error: inst.error };
  const timeoutS = o.timeout || p.timeout || defaults.timeout;
  const real = await realTools(p, dir, inst.pkgDir, timeoutS);
  fs.writeFileSync(
    path.join(dir, "real.json"),
    JSON.stringify(real.ok ? { tools: real.tools } : { error: real.error }, null, 2) + "\n",
  );
  fs.writeFileSync(path.join(dir, "server-stderr.log"), real.stderr || "");
  if (!real.ok) {
    return {
      name: p.name,
      version: p.version,
      status: "real-failed",
      error: real.error,
      stderr: (real.stderr || "").trim().split("\n").slice(-3).join(" | ").slice(0, 300),
    };
  }
  const analyse = (p.analyse || [p.name]).map((n) => path.join(dir, "node_modules", n));
  const command = resolveCommand(p, dir, inst.pkgDir);
  const serverEnv = envFile(dir, command.env);
  // the arguments after the script, as `process.argv.slice(2)` holds them
  const pred = predict(o.bin, analyse, serverEnv, command.args.slice(1), defaults.toolsightTimeout);
  if (!pred.ok) return { name: p.name, version: p.version, status: "toolsight-failed", error: pred.error, real: real.tools.length };
  fs.writeFileSync(path.join(dir, "predicted.json"), JSON.stringify({ servers: pred.servers }, null, 2) + "\n");
  const cmp = compare(real.tools, pred.servers);
  return { name: p.name, version: p.version, status: "ok", seconds: (Date.now() - t0) / 1000, ...cmp };
}

function pad(s, n) {
  s = String(s);
  return s.length >= n ? s : s + " ".repeat(n - s.length);
}
function rpad(s, n) {
  s = String(s);
  return s.length >= n ? s : " ".repeat(n - s.length) + s;
}

function printResult(r, quiet) {
  const head = pad(`${r.name}@${r.version}`, 56);
  if (r.status !== "ok") {
    console.log(`${head} ${r.status}: ${r.error}${r.stderr ? ` [stderr: ${r.stderr}]` : ""}`);
    return;
  }
  const cols = [r.real, r.predicted, r.exact, r.honest, r.silentTotal, r.missing].map((n) => rpad(n, 5)).join(" ");
  const more = [];
  if (r.extra) more.push(`${r.extra} extra`);
  if (r.serverErrors) more.push(`${r.serverErrors} server error`);
  if (r.extraHonest) more.push(`${r.extraHonest} conditional extra`);
  if (r.honestRight) more.push(`${r.honestRight} of the approximate ones right`);
  console.log(`${head} ${cols}${more.length ? `   (${more.join(", ")})` : ""}`);
  if (quiet) return;
  for (const n of r.notes) {
    if (n.kind === "silent") console.log(`    silent wrong ${n.tool} (${n.at}): ${n.diffs.join("; ")}`);
    else if (n.kind === "extra") console.log(`    silent wrong: ${n.tool} predicted (${n.at}) but not listed`);
    else if (n.kind === "server-error")
      console.log(`    silent wrong: server error predicted (${n.at}, ${n.stage}): ${n.message}`);
  }
}

// A pointer with the server's own names (properties, definitions) replaced by `*`, so that the
// committed figures name only the construct.
function genericPointer(d) {
  return d.replace(/\/(properties|\$defs|definitions|patternProperties)\/[^/:]+/g, "/$1/*").replace(/^(\S+?)\/\d+(\/|:)/, "$1/N$2");
}

// The commit of the work tree the binary was built in (read only), when it is in one.
function binCommit(bin) {
  const r = spawnSync("git", ["-C", path.dirname(bin), "rev-parse", "--short", "HEAD"], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : "(unknown)";
}

// toolsight's messages may quote a tool name: the figures keep the construct only
function scrub(msg) {
  return msg.replace(/`/g, "'").replace(/Tool \S+ is already registered/, "Tool <name> is already registered");
}

function figuresMarkdown(pkgs, results, t, o) {
  const L = [];
  L.push("# Corpus figures");
  L.push("");
  L.push(
    `Measured with \`node tests/corpus/run.mjs${o.subset ? " --subset" : ""}\` against the toolsight built ` +
      `from commit ${binCommit(o.bin)}. Columns as in README.md. Only counts and our own ` +
      `diagnostics: the real lists are not committed.`,
  );
  L.push("");
  L.push(`**Totals** (${t.measured} packages measured): ${t.real} real tools, ${t.predicted} predicted by name, ` +
    `**${t.exact} exact (${t.exactPercent}%)**, ${t.honest} honest (approximate; ${t.honestButRight} of them equal the real entry), ` +
    `${t.silentTotal} silent wrong (${t.silentMismatch} exact-but-different, ${t.silentExtra} unlisted tools, ` +
    `${t.silentServerErrors} predicted server errors), ${t.missing} missing. ` +
    `${t.packagesAllExact} packages fully exact; ${t.packagesNonePredicted} with no real tool predicted.`);
  L.push("");
  L.push("| package | version | real | pred | exact | hon | wrong | miss | what the figures come from |");
  L.push("|---|---|---:|---:|---:|---:|---:|---:|---|");
  for (let i = 0; i < pkgs.length; i++) {
    const p = pkgs[i];
    const r = results[i];
    const note = (p.note || "").replace(/\|/g, "\\|");
    if (r.status !== "ok") {
      L.push(`| ${p.name} | ${p.version} | ${r.status} | | | | | | ${note} |`);
      continue;
    }
    const wrong = [];
    if (r.silent) wrong.push(`${r.silent} differ`);
    if (r.extra) wrong.push(`${r.extra} unlisted`);
    if (r.serverErrors) wrong.push(`${r.serverErrors} server error`);
    const w = wrong.length ? `${r.silentTotal} (${wrong.join(", ")})` : "0";
    const h = r.honestRight ? `${r.honest} (${r.honestRight} right)` : `${r.honest}`;
    L.push(`| ${p.name} | ${p.version} | ${r.real} | ${r.predicted} | ${r.exact} | ${h} | ${w} | ${r.missing} | ${note} |`);
  }
  L.push("");
  L.push("## Silent wrong, by construct");
  L.push("");
  for (let i = 0; i < pkgs.length; i++) {
    const r = results[i];
    if (r.status !== "ok") continue;
    const lines = new Map();
    for (const n of r.notes) {
      let k;
      if (n.kind === "silent") k = `exact but differs: ${[...new Set(n.diffs.map(genericPointer))].join("; ")}`;
      else if (n.kind === "extra") k = `predicted, not listed (${n.exact ? "exact" : "approximate"}), at ${path.relative(path.join(SCRATCH, slug(r.name), "node_modules", r.name), n.at.replace(/:\d+$/, ""))}`;
      else if (n.kind === "server-error") k = `server error predicted (${n.stage}) at ${path.relative(path.join(SCRATCH, slug(r.name), "node_modules", r.name), n.at)}: ${scrub(n.message).slice(0, 100)}`;
      else continue;
      lines.set(k, (lines.get(k) || 0) + 1);
    }
    if (!lines.size) continue;
    L.push(`- **${r.name}**`);
    for (const [k, c] of lines) L.push(`  - ${c > 1 ? `${c}× ` : ""}${k}`);
  }
  L.push("");
  return L.join("\n");
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const spec = JSON.parse(fs.readFileSync(path.join(HERE, "packages.json"), "utf8"));
  const defaults = { timeout: 60, toolsightTimeout: 300, ...(spec.defaults || {}) };
  let pkgs = spec.packages;
  if (o.only) {
    const unknown = o.only.filter((n) => !pkgs.some((p) => p.name === n || slug(p.name) === n));
    if (unknown.length) die(`not in packages.json: ${unknown.join(", ")}`);
    pkgs = pkgs.filter((p) => o.only.includes(p.name) || o.only.includes(slug(p.name)));
  }
  if (o.subset) pkgs = pkgs.filter((p) => p.subset);
  if (!fs.existsSync(o.bin)) die(`no toolsight binary at ${o.bin} (build it, or pass --bin PATH)`);
  fs.mkdirSync(SCRATCH, { recursive: true });

  console.log(`toolsight: ${o.bin}`);
  console.log(`${pad("package", 56)} ${["real", "pred", "exact", "hon", "wrong", "miss"].map((s) => rpad(s, 5)).join(" ")}`);
  const results = new Array(pkgs.length);
  let next = 0;
  let printed = 0;
  const flush = () => {
    while (printed < pkgs.length && results[printed]) printResult(results[printed++], o.quiet);
  };
  async function worker() {
    while (next < pkgs.length) {
      const i = next++;
      try {
        results[i] = await onePackage(pkgs[i], o, defaults);
      } catch (e) {
        results[i] = { name: pkgs[i].name, version: pkgs[i].version, status: "error", error: String(e?.message || e) };
      }
      flush();
    }
  }
  await Promise.all(Array.from({ length: o.jobs }, worker));
  flush();

  const ok = results.filter((r) => r.status === "ok");
  const sum = (k) => ok.reduce((a, r) => a + (r[k] || 0), 0);
  const t = {
    packages: results.length,
    measured: ok.length,
    failed: results.length - ok.length,
    real: sum("real"),
    predicted: sum("predicted"),
    exact: sum("exact"),
    honest: sum("honest"),
    honestButRight: sum("honestRight"),
    silentMismatch: sum("silent"),
    silentExtra: sum("extra"),
    silentServerErrors: sum("serverErrors"),
    silentTotal: sum("silentTotal"),
    missing: sum("missing"),
  };
  t.packagesAllExact = ok.filter((r) => r.real > 0 && r.exact === r.real).length;
  t.packagesNonePredicted = ok.filter((r) => r.predicted === 0).length;
  t.exactPercent = t.real ? Math.round((1000 * t.exact) / t.real) / 10 : 0;
  console.log("");
  console.log(
    `${pad(`TOTAL (${t.measured} of ${t.packages} packages measured)`, 56)} ` +
      [t.real, t.predicted, t.exact, t.honest, t.silentTotal, t.missing].map((n) => rpad(n, 5)).join(" "),
  );
  console.log(
    `exact: ${t.exact}/${t.real} real tools = ${t.exactPercent}%; silent wrong = ${t.silentMismatch} exact-but-different + ` +
      `${t.silentExtra} unlisted tools + ${t.silentServerErrors} predicted server errors; ` +
      `${t.honestButRight} of the ${t.honest} approximate predictions equal the real entry`,
  );
  console.log(
    `packages: ${t.packagesAllExact} with every tool exact, ${t.packagesNonePredicted} with no tool predicted by name`,
  );
  if (o.json) {
    fs.writeFileSync(o.json, JSON.stringify({ totals: t, packages: results }, null, 2) + "\n");
    console.log(`details written to ${o.json}`);
  }
  if (o.figures) {
    fs.writeFileSync(o.figures, figuresMarkdown(pkgs, results, t, o));
    console.log(`figures written to ${o.figures}`);
  }
  // the corpus measures; it fails when it could not measure, or, with --max-silent, when more
  // predictions than that are confidently wrong (a ratchet for CI)
  const silent = results.reduce((n, r) => n + (r.silentTotal ?? 0), 0);
  if (o.maxSilent !== undefined && silent > o.maxSilent) {
    console.error(`corpus: ${silent} silent-wrong predictions, more than --max-silent ${o.maxSilent}`);
    process.exit(1);
  }
  process.exit(results.some((r) => r.status !== "ok") ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
