#!/usr/bin/env node
// Proves toolsight's safe fixes against the real converters.
//
//   TOOLSIGHT_BIN=target/debug/toolsight node tests/oracle/fixproof.mjs [filter]
//
// For every oracle case and README example under every config it applies to: write the case
// (rewrites applied) into the config folder, run `toolsight check --fix` on it, and when files
// changed, run the original and the fixed server through the real packages. Then require:
//   1. the fixed files still parse and load (the fixed run succeeds wherever the original did);
//   2. every description a `description-dropped` fix moved now reaches the wire more often
//      than before (it was missing or off its property);
//   3. nothing else on the wire changed: both tools/list responses are equal once every
//      `description` is removed;
//   4. `toolsight check` on the fixed files reports no fixable `description-dropped`.
// Exit 1 lists every case that breaks one of these.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  configs,
  discover,
  CASES,
  exampleCases,
  caseConfigs,
  applyRewrites,
  prepareConfigFolder,
  buildCase,
  runChild,
  pool,
} from "./run.mjs";

const ORACLE = path.dirname(fileURLToPath(import.meta.url));
const BIN = path.resolve(process.env.TOOLSIGHT_BIN ?? path.join(ORACLE, "../../target/debug/toolsight"));
const filter = process.argv[2] ?? "";

if (!fs.existsSync(BIN)) {
  console.error(`toolsight binary not found at ${BIN}: build it first (cargo build) or set TOOLSIGHT_BIN`);
  process.exit(2);
}

function toolsight(args) {
  const r = spawnSync(BIN, args, { encoding: "utf8", maxBuffer: 64 << 20 });
  if (r.status === 2 || r.error) throw new Error(`toolsight ${args.join(" ")} failed: ${r.stderr || r.error}`);
  return r.stdout;
}

/** Every description value in a JSON value, counted. */
function descriptions(j, out = new Map()) {
  if (Array.isArray(j)) j.forEach((x) => descriptions(x, out));
  else if (j && typeof j === "object") {
    for (const [k, v] of Object.entries(j)) {
      if (k === "description" && typeof v === "string") out.set(v, (out.get(v) ?? 0) + 1);
      else descriptions(v, out);
    }
  }
  return out;
}

/** The value with every `description` removed and keys sorted, for comparing the rest. An
 * `anyOf` of bare types is written as the equivalent `type` array: once a description leaves a
 * nullable's branch, zod 4.6 compacts `anyOf:[{type:T},{type:null}]` into `type:[T,"null"]`,
 * which accepts exactly the same values. */
function withoutDescriptions(j) {
  if (Array.isArray(j)) return j.map(withoutDescriptions);
  if (j && typeof j === "object") {
    const o = {};
    for (const k of Object.keys(j).sort()) if (k !== "description") o[k] = withoutDescriptions(j[k]);
    const bare = Array.isArray(o.anyOf) && o.type === undefined && o.anyOf.every((b) => b && Object.keys(b).length === 1 && typeof b.type === "string");
    if (bare) {
      const types = [...new Set(o.anyOf.map((b) => b.type))];
      delete o.anyOf;
      o.type = types.length === 1 ? types[0] : types;
      return Object.fromEntries(Object.keys(o).sort().map((k) => [k, o[k]]));
    }
    return o;
  }
  return j;
}

async function main() {
  const cases = [...discover(CASES, "", []), ...exampleCases()];
  const runs = [];
  // version variants ("like") share their base config's fixes; proving them again only costs CI time
  for (const c of cases) for (const name of caseConfigs(c)) if (!configs.find((x) => x.name === name).like && (!filter || `${name}/${c.id}`.includes(filter))) runs.push([c, configs.find((x) => x.name === name)]);
  for (const cfg of configs) prepareConfigFolder(cfg);

  const problems = [];
  let proven = 0;
  let fixedCases = 0;
  await pool(runs, 2, async ([c, cfg]) => {
    // the case as that config sees it, inside the config folder so toolsight finds its versions
    const dir = path.join(ORACLE, cfg.folder, ".fixproof", cfg.name, c.id);
    fs.rmSync(dir, { recursive: true, force: true });
    for (const rel of c.files) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), applyRewrites(fs.readFileSync(path.join(c.srcRoot, rel), "utf8"), cfg.rewrites));
    }
    const before = JSON.parse(toolsight(["check", dir, "--format", "json"]));
    const moved = before.findings.filter((f) => f.rule === "description-dropped" && f.fix?.applicability === "safe");
    if (!moved.length) return;
    const original = Object.fromEntries(c.files.map((rel) => [rel, fs.readFileSync(path.join(dir, rel), "utf8")]));
    toolsight(["check", dir, "--fix", "--format", "json"]);
    const changed = c.files.filter((rel) => fs.readFileSync(path.join(dir, rel), "utf8") !== original[rel]);
    if (!changed.length) return;
    fixedCases++;
    const key = `${cfg.name}/${c.id}`;
    const run = async (srcRoot, suffix) => {
      const built = buildCase({ ...c, id: `${c.id}${suffix}`, srcRoot }, cfg);
      const res = await runChild(cfg, built);
      return JSON.parse(res.out.trim().split("\n").pop());
    };
    const originalDir = `${dir}.original`;
    fs.rmSync(originalDir, { recursive: true, force: true });
    for (const rel of c.files) {
      fs.mkdirSync(path.dirname(path.join(originalDir, rel)), { recursive: true });
      fs.writeFileSync(path.join(originalDir, rel), original[rel]);
    }
    const a = await run(originalDir, "~original");
    const b = await run(dir, "~fixed");
    if (!b.tools && a.tools) return problems.push(`${key}: the fixed server no longer lists tools: ${JSON.stringify(b.error)}`);
    if (!a.tools) return; // the original fails to list; the description fix cannot be observed
    const da = descriptions(a.tools);
    const db = descriptions(b.tools);
    for (const f of moved) {
      const text = (f.message.match(/the description "([^"]*?)(…)?"/) ?? [])[1];
      if (text === undefined) continue;
      const count = (m) => [...m].filter(([d]) => (f.message.includes("…") ? d.startsWith(text) : d === text)).reduce((n, [, k]) => n + k, 0);
      if (!(count(db) > count(da) || (f.message.includes("ends up") && count(db) >= count(da)))) {
        problems.push(`${key}: after the fix "${text}" still does not reach the wire (${count(da)} → ${count(db)})`);
      }
    }
    if (JSON.stringify(withoutDescriptions(a.tools)) !== JSON.stringify(withoutDescriptions(b.tools))) {
      problems.push(`${key}: the fix changed more than descriptions on the wire:\n  before ${JSON.stringify(withoutDescriptions(a.tools))}\n  after  ${JSON.stringify(withoutDescriptions(b.tools))}`);
    }
    const after = JSON.parse(toolsight(["check", dir, "--format", "json"]));
    const left = after.findings.filter((f) => f.rule === "description-dropped" && f.fix);
    if (left.length) problems.push(`${key}: ${left.length} fixable description-dropped finding(s) remain after --fix`);
    proven++;
  });
  for (const p of problems) console.log(p);
  console.log(`fix proof: ${fixedCases} case×config run(s) changed by --fix, ${proven} proven against the real packages, ${problems.length} problem(s)`);
  if (problems.length) process.exit(1);
  if (fixedCases === 0) {
    console.log("fix proof FAILED: no case was changed by --fix, so nothing was proven");
    process.exit(1);
  }
}

main().catch((e) => {
  console.error(e?.stack ?? e);
  process.exit(2);
});
