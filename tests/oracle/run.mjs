#!/usr/bin/env node
// toolsight oracle harness.
//
//   node tests/oracle/run.mjs [--check] [--verbose] [-j N] [filter]
//
// Runs every case under tests/oracle/cases under each config of configs.json it
// applies to and writes tests/oracle/goldens/<config>/<case id>.json. With --check
// nothing is written; the exit code is 1 if any golden differs, is missing, or is extra.
// `filter` is a substring matched against "<config>/<case id>".
//
// The cases of a config first run in batches, many to one Node process (loading the SDK,
// zod and ajv once); a batched result counts only where it equals the committed golden.
// Every other run (a new case, a changed one, one a batch did not finish) runs again in a
// fresh Node process of its own, and that result is the one checked or written, so a case
// that leaves state behind in the shared modules cannot change what the oracle says.
// --fresh runs everything in fresh processes.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ORACLE = path.dirname(fileURLToPath(import.meta.url));
const CASES = path.join(ORACLE, "cases");
const GOLDENS = path.join(ORACLE, "goldens");
const CHILD = path.join(ORACLE, "child.mjs");
const TIMEOUT_MS = 60_000;

// ---------------------------------------------------------------- args (when run directly)
let check = false;
let fresh = false;
let verbose = false;
let jobs = 2;
let filter = "";
function parseArgs(argv) {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--check") check = true;
    else if (a === "--fresh") fresh = true;
    else if (a === "--verbose" || a === "-v") verbose = true;
    else if (a === "-j") jobs = Math.max(1, parseInt(argv[++i], 10) || 1);
    else if (a.startsWith("-")) {
      console.error(`unknown option ${a}`);
      process.exit(2);
    } else filter = a;
  }
}

// ---------------------------------------------------------------- configs
const { configs } = JSON.parse(fs.readFileSync(path.join(ORACLE, "configs.json"), "utf8"));
const configByName = new Map(configs.map((c) => [c.name, c]));

// ---------------------------------------------------------------- cases
const ENTRY_NAMES = ["server.ts", "server.mts", "server.js", "server.cjs", "server.mjs"];
const CASE_EXT = /\.(ts|mts|js|cjs|mjs)$/;

function listFilesRec(dir) {
  const out = [];
  for (const ent of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const p = path.join(dir, ent.name);
    if (ent.isDirectory()) out.push(...listFilesRec(p));
    else if (ent.isFile()) out.push(p);
  }
  return out;
}

function discover(dir, rel, out) {
  if (!fs.existsSync(dir)) return out;
  const ents = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const ent of ents) {
    const p = path.join(dir, ent.name);
    const r = rel ? `${rel}/${ent.name}` : ent.name;
    if (ent.isDirectory()) {
      const entryName = ENTRY_NAMES.find((n) => fs.existsSync(path.join(p, n)));
      if (entryName && rel) {
        out.push({ id: r, srcRoot: p, entry: entryName, files: listFilesRec(p).map((f) => path.relative(p, f)) });
      } else discover(p, r, out);
    } else if (ent.isFile() && rel && CASE_EXT.test(ent.name) && !ent.name.endsWith(".d.ts")) {
      out.push({ id: r.replace(CASE_EXT, ""), srcRoot: dir, entry: ent.name, files: [ent.name], single: true });
    }
  }
  return out;
}

// The README's bundled examples run through the same harness, each under the one config whose
// folder pins exactly the versions in the example's own package.json (configs.json "examples").
function exampleCases() {
  const { examples = [] } = JSON.parse(fs.readFileSync(path.join(ORACLE, "configs.json"), "utf8"));
  return examples.map((e) => {
    const srcRoot = path.resolve(ORACLE, e.dir);
    return { id: e.id, srcRoot, entry: e.entry, files: listFilesRec(srcRoot).map((f) => path.relative(srcRoot, f)), configs: [e.config] };
  });
}

function caseConfigs(c) {
  if (c.configs) return c.configs;
  const first = fs.readFileSync(path.join(c.srcRoot, c.entry), "utf8").split("\n")[0];
  const m = first.match(/^\s*\/\/\s*oracle-configs:\s*(.*)$/);
  // a config of a framework ("named_only") runs only the cases written for it, which name it
  if (!m) return configs.filter((x) => !configByName.get(x.like ?? x.name).named_only).map((x) => x.name);
  const names = m[1].trim().split(/[\s,]+/).filter(Boolean);
  for (const n of names) {
    if (!configByName.has(n)) throw new Error(`case ${c.id}: unknown config "${n}" in oracle-configs directive`);
  }
  // a version variant ("like": base) runs exactly the cases its base config runs
  return configs.map((x) => x.name).filter((n) => names.includes(configByName.get(n).like ?? n));
}

// ---------------------------------------------------------------- build
function applyRewrites(text, rewrites) {
  for (const [from, to] of rewrites) text = text.split(from).join(to);
  return text;
}

function fixSpecifiers(js) {
  // TypeScript ESM code may import "./x.ts" / "./x.mts" (allowImportingTsExtensions);
  // the built file is "./x.js" / "./x.mjs".
  return js.replace(
    /((?:\bfrom|\bimport|\brequire)\s*\(?\s*)(["'])(\.\.?\/[^"'\n]*?)\.(m?)ts\2/g,
    (_m, pre, q, p, m) => `${pre}${q}${p}.${m}js${q}`,
  );
}

function transpile(src, fileName) {
  const out = ts.transpileModule(src, {
    fileName,
    reportDiagnostics: false,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      sourceMap: false,
      inlineSourceMap: false,
      removeComments: false,
      useDefineForClassFields: true,
    },
  });
  return fixSpecifiers(out.outputText);
}

const sdkClientShim = {
  sdk1: 'export { Client } from "@modelcontextprotocol/sdk/client/index.js";\nexport { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";\n',
  sdk2: 'export { Client, InMemoryTransport } from "@modelcontextprotocol/client";\n',
};

function prepareConfigFolder(cfg) {
  const folder = path.join(ORACLE, cfg.folder);
  if (!fs.existsSync(path.join(folder, "node_modules"))) {
    throw new Error(`${cfg.folder}/node_modules missing: run "npm ci" in tests/oracle/${cfg.folder}`);
  }
  const build = path.join(folder, ".build");
  fs.mkdirSync(build, { recursive: true });
  const isSdk1 = fs.existsSync(path.join(folder, "node_modules", "@modelcontextprotocol", "sdk", "package.json"));
  fs.writeFileSync(path.join(build, "_sdk-client.mjs"), isSdk1 ? sdkClientShim.sdk1 : sdkClientShim.sdk2);
  fs.writeFileSync(path.join(build, "package.json"), '{"type":"module","private":true}\n');
}

function buildCase(c, cfg) {
  const dir = path.join(ORACLE, cfg.folder, ".build", cfg.name, c.id);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const cjs = /\.(js|cjs)$/.test(c.entry);
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: cjs ? "commonjs" : "module", private: true }) + "\n");
  let entryOut;
  for (const rel of c.files) {
    const src = applyRewrites(fs.readFileSync(path.join(c.srcRoot, rel), "utf8"), cfg.rewrites);
    let outRel = rel;
    let text = src;
    if (/\.m?ts$/.test(rel) && !rel.endsWith(".d.ts")) {
      outRel = rel.replace(/\.ts$/, ".js").replace(/\.mts$/, ".mjs");
      text = transpile(src, rel);
    } else if (rel.endsWith(".d.ts")) continue;
    fs.mkdirSync(path.dirname(path.join(dir, outRel)), { recursive: true });
    fs.writeFileSync(path.join(dir, outRel), text);
    if (rel === c.entry) entryOut = path.join(dir, outRel);
  }
  return { dir, entry: entryOut };
}

// ---------------------------------------------------------------- run
function runChild(cfg, built) {
  return new Promise((resolve) => {
    const folder = path.join(ORACLE, cfg.folder);
    const child = spawn(process.execPath, ["--no-warnings", CHILD, folder, built.entry, built.dir], {
      cwd: built.dir,
      stdio: ["ignore", "pipe", "pipe"],
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production", TZ: "UTC", LANG: "C" },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), TIMEOUT_MS);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, out, err });
    });
  });
}

const BATCH_SIZE = 60;

/** Runs built cases of one config in one process: key -> golden text, for those it finished. */
function runBatch(cfg, batch, index) {
  return new Promise((resolve) => {
    const folder = path.join(ORACLE, cfg.folder);
    const listFile = path.join(folder, ".build", cfg.name, `_batch-${index}.jsonl`);
    fs.writeFileSync(listFile, batch.map((b) => JSON.stringify({ key: b.key, entry: b.built.entry, dir: b.built.dir }) + "\n").join(""));
    const child = spawn(process.execPath, ["--no-warnings", CHILD, "--batch", folder, listFile], {
      cwd: path.join(folder, ".build"),
      stdio: ["ignore", "pipe", "ignore"],
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production", TZ: "UTC", LANG: "C" },
    });
    const texts = new Map();
    let buf = "";
    // a batch that stops making progress is ended; what it did not finish runs fresh
    let timer = setTimeout(() => child.kill("SIGKILL"), TIMEOUT_MS);
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (d) => {
      buf += d;
      for (let nl = buf.indexOf("\n"); nl >= 0; nl = buf.indexOf("\n")) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        const { key, result } = JSON.parse(line);
        texts.set(key, JSON.stringify(result, null, 2) + "\n");
        clearTimeout(timer);
        timer = setTimeout(() => child.kill("SIGKILL"), TIMEOUT_MS);
      }
    });
    child.on("close", () => {
      clearTimeout(timer);
      fs.rmSync(listFile, { force: true });
      resolve(texts);
    });
  });
}

/** The runs whose batched result equals their committed golden: key -> text. */
async function batchedMatches(runs, jobs) {
  const batches = [];
  for (const cfg of configs) {
    const ofConfig = runs.filter((r) => r.cfg === cfg);
    for (let i = 0; i < ofConfig.length; i += BATCH_SIZE) batches.push({ cfg, runs: ofConfig.slice(i, i + BATCH_SIZE) });
  }
  const matches = new Map();
  await pool(batches, jobs, async (b, index) => {
    const built = b.runs.map((r) => ({ key: r.key, built: buildCase(r.c, r.cfg) }));
    const texts = await runBatch(b.cfg, built, index);
    for (const r of b.runs) {
      const text = texts.get(r.key);
      const [cfgName, ...rest] = r.key.split("/");
      const gp = goldenPath(cfgName, rest.join("/"));
      if (text !== undefined && fs.existsSync(gp) && fs.readFileSync(gp, "utf8") === text) matches.set(r.key, text);
    }
  });
  return matches;
}

function goldenPath(cfgName, id) {
  return path.join(GOLDENS, cfgName, `${id}.json`);
}

async function pool(items, n, fn) {
  let next = 0;
  const workers = Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  });
  await Promise.all(workers);
}

async function main() {
  const t0 = Date.now();
  const cases = [...discover(CASES, "", []), ...exampleCases()];
  const seen = new Set();
  for (const c of cases) {
    if (seen.has(c.id)) throw new Error(`duplicate case id ${c.id} (two files with the same name and different extensions?)`);
    seen.add(c.id);
  }
  const runs = [];
  for (const c of cases) {
    for (const name of caseConfigs(c)) {
      const key = `${name}/${c.id}`;
      if (filter && !key.includes(filter)) continue;
      runs.push({ c, cfg: configByName.get(name), key });
    }
  }
  for (const cfg of configs) prepareConfigFolder(cfg);

  const results = fresh ? new Map() : await batchedMatches(runs, jobs); // key -> text
  const freshRuns = runs.filter((r) => !results.has(r.key));
  const failures = [];
  let done = results.size;
  await pool(freshRuns, jobs, async (r) => {
    const built = buildCase(r.c, r.cfg);
    const res = await runChild(r.cfg, built);
    const line = res.out.trim().split("\n").pop();
    let obj;
    try {
      if (res.code !== 0) throw new Error(`exit ${res.code ?? res.signal}`);
      obj = JSON.parse(line);
    } catch (e) {
      failures.push(`${r.key}: harness failure (${e.message})\n${res.err}`);
      return;
    }
    if (verbose && res.err.trim()) console.error(`--- ${r.key} stderr:\n${res.err.trimEnd()}`);
    results.set(r.key, JSON.stringify(obj, null, 2) + "\n");
    done++;
    if (verbose) console.error(`ok ${r.key}`);
    else if (process.stderr.isTTY) process.stderr.write(`\r${done}/${runs.length}`);
  });
  if (process.stderr.isTTY && !verbose) process.stderr.write("\n");

  if (failures.length) {
    console.error(`${failures.length} run(s) failed inside the harness:\n` + failures.join("\n"));
    process.exit(2);
  }

  // existing goldens in scope (all of them without a filter)
  const existing = new Set();
  if (fs.existsSync(GOLDENS)) {
    for (const f of listFilesRec(GOLDENS)) {
      if (!f.endsWith(".json")) continue;
      const key = path.relative(GOLDENS, f).split(path.sep).join("/").replace(/\.json$/, "");
      if (!filter || key.includes(filter)) existing.add(key);
    }
  }

  const problems = [];
  for (const [key, text] of [...results].sort()) {
    const [cfgName, ...rest] = key.split("/");
    const gp = goldenPath(cfgName, rest.join("/"));
    const old = fs.existsSync(gp) ? fs.readFileSync(gp, "utf8") : undefined;
    if (old === text) continue;
    if (check) problems.push(`${old === undefined ? "missing" : "differs"}: goldens/${key}.json`);
    else {
      fs.mkdirSync(path.dirname(gp), { recursive: true });
      fs.writeFileSync(gp, text);
      problems.push(`${old === undefined ? "new" : "updated"}: goldens/${key}.json`);
    }
  }
  for (const key of [...existing].sort()) {
    if (results.has(key)) continue;
    if (check) problems.push(`extra: goldens/${key}.json`);
    else {
      fs.rmSync(path.join(GOLDENS, `${key}.json`));
      problems.push(`removed: goldens/${key}.json`);
    }
  }
  if (!check) removeEmptyDirs(GOLDENS);

  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  for (const p of problems) console.log(p);
  console.log(
    `${runs.length} runs (${cases.length} cases, ${configs.length} configs; ${freshRuns.length} in a fresh process) in ${secs}s on ${jobs} job(s)`,
  );
  if (check) {
    if (problems.length) {
      console.log(`oracle check FAILED: ${problems.length} golden(s) out of date. Run: node tests/oracle/run.mjs`);
      process.exit(1);
    }
    console.log("oracle check passed: all goldens up to date");
  }
}

function removeEmptyDirs(dir) {
  if (!fs.existsSync(dir)) return;
  for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
    if (ent.isDirectory()) {
      const p = path.join(dir, ent.name);
      removeEmptyDirs(p);
      if (fs.readdirSync(p).length === 0) fs.rmdirSync(p);
    }
  }
}

// fixproof.mjs reuses the building and running of cases
export { CASES, configs, discover, exampleCases, caseConfigs, applyRewrites, prepareConfigFolder, buildCase, runChild, pool, listFilesRec };

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  parseArgs(process.argv.slice(2));
  main().catch((e) => {
    console.error(e?.stack ?? e);
    process.exit(2);
  });
}
