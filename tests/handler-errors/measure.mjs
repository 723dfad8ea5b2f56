#!/usr/bin/env node
// What an MCP client (and so the model) receives when a TypeScript tool handler fails.
//
//   node tests/handler-errors/measure.mjs [--check] [-v]
//
// Runs the server cases of cases-ts/ on the real npm packages that the TypeScript oracle's
// folders pin (tests/oracle/<folder>/node_modules, made by `npm ci` there), each linked to a
// real MCP Client of the same folder (child.mjs), calls one tool per failure kind and writes
// what came back to results-ts.json. With --check nothing is written: exit 1 with a diff when
// the results differ from the committed file, 2 on a harness failure (a missing node_modules,
// a case that did not run).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, "../..");
const ORACLE = path.join(REPO, "tests/oracle");
const BUILD = path.join(HERE, ".build");
const RESULTS = path.join(HERE, "results-ts.json");
const TIMEOUT_MS = 60_000;
const JOBS = 2;

// ---------------------------------------------------------------- what runs
// server kind -> the case file and how the client reaches it
const SERVERS = {
  "McpServer.registerTool": { file: "sdk1-registerTool.mjs", transport: "in-memory" },
  "McpServer.tool": { file: "sdk1-tool.mjs", transport: "in-memory" },
  "Server (low-level, CallToolRequestSchema handler)": { file: "sdk1-lowlevel.mjs", transport: "in-memory" },
  "McpServer.registerTool (2.x)": { file: "sdk2-registerTool.mjs", transport: "in-memory" },
  'Server (low-level 2.x, "tools/call" handler)': { file: "sdk2-lowlevel.mjs", transport: "in-memory" },
  "FastMCP.addTool": { file: "fastmcp.mjs", transport: "stdio" },
};
const SDK1 = ["McpServer.registerTool", "McpServer.tool", "Server (low-level, CallToolRequestSchema handler)"];
const SDK2 = ["McpServer.registerTool (2.x)", 'Server (low-level 2.x, "tools/call" handler)'];
const LOWLEVEL = ["Server (low-level, CallToolRequestSchema handler)"];

// The oracle configs (tests/oracle/configs.json) measured, and their server kinds. The first
// six are the versions the oracle's models are built on; the rest are its older SDK pins, for
// the differences between versions (1.0.1 and 0.x have only the low-level Server).
const STACKS = [
  { config: "sdk1-zod3", servers: SDK1 },
  { config: "sdk1-zod4", servers: SDK1 },
  { config: "sdk2-zod4", servers: SDK2 },
  { config: "sdk2.0-zod4", servers: SDK2 },
  { config: "fastmcp4.3-zod3", servers: ["FastMCP.addTool"] },
  { config: "fastmcp4.20-zod4", servers: ["FastMCP.addTool"] },
  { config: "sdk1.30-zod3", servers: SDK1, variant: true },
  { config: "sdk1.29-zod3", servers: SDK1, variant: true },
  { config: "sdk1.26-zod3", servers: SDK1, variant: true },
  { config: "sdk1.24-zod3", servers: SDK1, variant: true },
  { config: "sdk1.15-zod3", servers: SDK1, variant: true },
  { config: "sdk1.13-zod3", servers: SDK1, variant: true },
  { config: "sdk1.0-zod3", servers: LOWLEVEL, variant: true },
  { config: "sdk0.6-zod3", servers: LOWLEVEL, variant: true },
  { config: "sdk0.5-zod3", servers: LOWLEVEL, variant: true },
];

// tool name in a case -> failure kind
const KINDS = {
  throw_error_sync: "1a-throw-error-sync",
  throw_error_async: "1b-throw-error-async",
  throw_subclass: "2-throw-error-subclass",
  throw_protocol_error: "3a-throw-protocol-error",
  throw_framework_error: "3b-throw-framework-error",
  throw_string: "4-throw-non-error",
  return_is_error: "5a-return-is-error",
  validate_quantity: "6-invalid-arguments",
};
const MESSAGE = "quantity must be at least 1";

// the packages named in a stack's key (the rest of its folder's pins are listed with it)
const KEY_PACKAGES = ["@modelcontextprotocol/sdk", "@modelcontextprotocol/server", "@modelcontextprotocol/client", "fastmcp", "zod"];

// ---------------------------------------------------------------- args
let check = false;
let verbose = false;
for (const a of process.argv.slice(2)) {
  if (a === "--check") check = true;
  else if (a === "-v" || a === "--verbose") verbose = true;
  else {
    console.error(`usage: node tests/handler-errors/measure.mjs [--check] [-v]   (unknown argument ${a})`);
    process.exit(2);
  }
}

class HarnessError extends Error {}

// ---------------------------------------------------------------- build
const configs = new Map(JSON.parse(fs.readFileSync(path.join(ORACLE, "configs.json"), "utf8")).configs.map((c) => [c.name, c]));

const CLIENT_SHIM = {
  sdk1:
    'export { Client } from "@modelcontextprotocol/sdk/client/index.js";\n' +
    'export { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";\n' +
    'export { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";\n',
  sdk2: 'export { Client, InMemoryTransport } from "@modelcontextprotocol/client";\n',
};

/** .build/<config>: the cases, a node_modules link to the oracle folder's, the client shim. */
function prepare(stack) {
  const cfg = configs.get(stack.config);
  if (!cfg) throw new HarnessError(`${stack.config}: not in tests/oracle/configs.json`);
  const folder = path.join(ORACLE, cfg.folder);
  const modules = path.join(folder, "node_modules");
  if (!fs.existsSync(modules)) {
    throw new HarnessError(`tests/oracle/${cfg.folder}/node_modules missing: run "npm ci" in tests/oracle/${cfg.folder}`);
  }
  const dir = path.join(BUILD, stack.config);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.symlinkSync(path.relative(dir, modules), path.join(dir, "node_modules"), "dir");
  fs.writeFileSync(path.join(dir, "package.json"), '{"type":"module","private":true}\n');
  const sdk1 = fs.existsSync(path.join(modules, "@modelcontextprotocol/sdk/package.json"));
  fs.writeFileSync(path.join(dir, "_client.mjs"), sdk1 ? CLIENT_SHIM.sdk1 : CLIENT_SHIM.sdk2);
  for (const server of stack.servers) {
    const file = SERVERS[server].file;
    fs.copyFileSync(path.join(HERE, "cases-ts", file), path.join(dir, file));
  }
  // the versions actually installed, of every package the folder's package.json pins
  const pins = Object.keys(JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8")).dependencies ?? {});
  const packages = {};
  for (const p of pins.sort()) packages[p] = JSON.parse(fs.readFileSync(path.join(modules, p, "package.json"), "utf8")).version;
  return { dir, folder: cfg.folder, packages };
}

// ---------------------------------------------------------------- run
function runChild(dir, file, transport) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--no-warnings", path.join(HERE, "child.mjs"), dir, path.join(dir, file), transport === "stdio" ? "stdio" : "memory"], {
      cwd: dir,
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

async function pool(items, n, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

// ---------------------------------------------------------------- record
/** Absolute paths (this checkout, node internals) in a text, as placeholders; a stack trace's
 *  frames likewise. Returns [text, notes]. */
function normalise(text) {
  const notes = [];
  let s = text;
  const reps = [
    [new RegExp("file://" + REPO.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g"), "<repo>", "file URL of this checkout"],
    [new RegExp(REPO.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g"), "<repo>", "path of this checkout"],
    [/\n\s+at [^\n]*/g, "\n    at <frame>", "stack trace frames"],
  ];
  for (const [re, to, what] of reps) {
    const t = s.replace(re, to);
    if (t !== s) notes.push(`${what} replaced by ${to}`);
    s = t;
  }
  return [s, notes];
}

function normaliseDeep(value, notes) {
  if (typeof value === "string") {
    const [s, n] = normalise(value);
    notes.push(...n);
    return s;
  }
  if (Array.isArray(value)) return value.map((v) => normaliseDeep(v, notes));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseDeep(v, notes)]));
  return value;
}

function isDeepEqual(a, b) {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

/** How a response delivers the handler's failure: the derived, comparable fields. */
function classify(kind, response) {
  const out = {};
  if (response.result) {
    const r = response.result;
    out.delivered_as = r.isError === true ? "tool result, isError: true" : `tool result, isError: ${JSON.stringify(r.isError ?? "absent")}`;
    out.model_text = (r.content ?? []).map((c) => (c.type === "text" ? c.text : `<${c.type} content>`)).join("\n");
  } else {
    out.delivered_as = `JSON-RPC error ${response.error.code} (a protocol error, not a tool result)`;
    out.model_text = null; // the host decides what, if anything, the model is told
    out.error_message = response.error.message;
  }
  if (kind !== "6-invalid-arguments") {
    const where = response.result ? out.model_text : response.error.message;
    let place = response.result ? "the result content" : "the JSON-RPC error message only";
    if (response.result && response.result.isError !== true) place += " of a result that is not marked isError (a success to the client)";
    if (response.error && "data" in response.error && JSON.stringify(response.error.data).includes(MESSAGE)) place += " (and its data)";
    out.handler_message = where === MESSAGE ? `verbatim, in ${place}` : where.includes(MESSAGE) ? `inside other text, in ${place}` : "not sent";
  }
  return out;
}

function sortKeys(v) {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === "object") return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys(v[k])]));
  return v;
}

// ---------------------------------------------------------------- diff (for --check)
function diffLines(a, b) {
  const x = a.split("\n");
  const y = b.split("\n");
  const n = x.length;
  const m = y.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && x[i] === y[j]) {
      out.push({ t: " ", s: x[i] });
      i++;
      j++;
    } else if (i < n && (j === m || lcs[i + 1][j] >= lcs[i][j + 1])) out.push({ t: "-", s: x[i++] });
    else out.push({ t: "+", s: y[j++] });
  }
  // the changed lines with 3 lines of context
  const keep = new Set();
  out.forEach((l, k) => {
    if (l.t !== " ") for (let d = -3; d <= 3; d++) keep.add(k + d);
  });
  const lines = ["--- results-ts.json (committed)", "+++ results-ts.json (now)"];
  let last = -2;
  let oldLine = 0;
  out.forEach((l, k) => {
    if (l.t !== "+") oldLine++;
    if (!keep.has(k)) return;
    if (k !== last + 1) lines.push(`@@ near line ${oldLine} of the committed file`);
    lines.push(l.t + l.s);
    last = k;
  });
  return lines.join("\n");
}

// ---------------------------------------------------------------- main
async function main() {
  const t0 = Date.now();
  const runs = [];
  for (const stack of STACKS) {
    const built = prepare(stack);
    for (const server of stack.servers) runs.push({ stack, server, built });
  }
  const stacks = {};
  const failures = [];
  await pool(runs, JOBS, async ({ stack, server, built }) => {
    const { file, transport } = SERVERS[server];
    const res = await runChild(built.dir, file, transport);
    let got;
    try {
      if (res.code !== 0) throw new Error(`exit ${res.code ?? res.signal}`);
      got = JSON.parse(res.out.trim().split("\n").pop());
    } catch (e) {
      failures.push(`${stack.config} ${server}: ${e.message}\n${res.err.trimEnd()}`);
      return;
    }
    if (verbose) console.error(`ok ${stack.config} ${server}${res.err.trim() ? `\n  stderr: ${res.err.trim().replace(/\n/g, "\n  ")}` : ""}`);
    const keyPkgs = KEY_PACKAGES.filter((p) => p in built.packages).map((p) => `${p} ${built.packages[p]}`);
    const key = `${stack.config} (${keyPkgs.join(", ")}) ${server}`;
    const outcomes = {};
    for (const [tool, call] of Object.entries(got.calls)) {
      const kind = KINDS[tool];
      if (!kind) {
        failures.push(`${stack.config} ${server}: tool ${tool} is no failure kind`);
        return;
      }
      const notes = [];
      const response = normaliseDeep(call.response, notes);
      const client =
        "resolves" in call.client && response.result && isDeepEqual(call.client.resolves, call.response.result)
          ? "resolves with the result as sent"
          : normaliseDeep(call.client, notes);
      outcomes[kind] = { tool, arguments: call.arguments, response, client, ...classify(kind, response) };
      if (notes.length) outcomes[kind].normalised = [...new Set(notes)].sort();
    }
    stacks[key] = {
      config: stack.config,
      oracle_folder: `tests/oracle/${built.folder}`,
      packages: built.packages,
      server,
      case: `tests/handler-errors/cases-ts/${file}`,
      transport,
      protocol_version: got.protocolVersion,
      version_variant: !!stack.variant,
      ...(got.notifications ? { notifications_sent: got.notifications } : {}),
      outcomes,
    };
  });
  fs.rmSync(BUILD, { recursive: true, force: true });
  if (failures.length) {
    console.error(`${failures.length} run(s) failed in the harness; nothing written:\n` + failures.join("\n"));
    process.exit(2);
  }

  const doc = {
    about:
      "What an MCP client receives from tools/call when a TypeScript tool handler fails, per server stack and failure kind. " +
      "Written by tests/handler-errors/measure.mjs from the real npm packages; never edit by hand (see README.md).",
    stacks,
  };
  const text = JSON.stringify(sortKeys(doc), null, 2) + "\n";
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  const old = fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, "utf8") : "";
  if (check) {
    if (old !== text) {
      console.log(old ? diffLines(old, text) : "results-ts.json is missing");
      console.log(`handler-errors check FAILED: tests/handler-errors/results-ts.json differs from what the packages do now (${runs.length} runs, ${secs}s). Run: node tests/handler-errors/measure.mjs`);
      process.exit(1);
    }
    console.log(`handler-errors check passed: ${runs.length} runs (${Object.keys(stacks).length} stacks) in ${secs}s`);
    return;
  }
  if (old !== text) fs.writeFileSync(RESULTS, text);
  console.log(`${old === text ? "unchanged" : "written"}: tests/handler-errors/results-ts.json (${runs.length} runs in ${secs}s)`);
}

main().catch((e) => {
  console.error(e instanceof HarnessError ? `harness failure: ${e.message}` : e?.stack ?? e);
  process.exit(2);
});
