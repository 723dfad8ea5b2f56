#!/usr/bin/env node
// Proves toolsight's fixes against the real converters.
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
// Then the rules whose fixes are unsafe (they change what a tool accepts or what it is called):
// the same case with only those rules on, fixed with `--fix --unsafe-fixes`, run again:
//   5. the fixed server lists tools wherever the original did;
//   6. the wire changed exactly as the fixes say — each tool with a fix changed, in nothing
//      but what its rule adds (`annotation-missing`: `annotations.destructiveHint: true`;
//      `missing-bounds`: the placeholder bounds; `tool-name-portability`: the tool's name,
//      to the name the fix writes) — and no other tool changed; no description left the wire
//      (a nullable whose branch gains a bound is sent as the equivalent `anyOf`, which may
//      repeat a description in its branch);
//   7. `toolsight check` on the fixed files reports no fixable finding of these rules.
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

/** The placeholder bounds `missing-bounds` writes, as the converters send them. */
const PLACEHOLDERS = { minimum: 0, maximum: 1000, maxLength: 200, maxItems: 100 };

/** The rules whose fixes are unsafe: they change what a tool accepts or what it is called. */
const UNSAFE = ["annotation-missing", "missing-bounds", "tool-name-portability"];

/** The value without its placeholder bounds, and how many it held. */
function withoutPlaceholders(j, count = { n: 0 }) {
  if (Array.isArray(j)) return [j.map((x) => withoutPlaceholders(x, count)[0]), count.n];
  if (j && typeof j === "object") {
    const o = {};
    for (const [k, v] of Object.entries(j)) {
      if (k in PLACEHOLDERS && v === PLACEHOLDERS[k]) count.n++;
      else o[k] = withoutPlaceholders(v, count)[0];
    }
    return [o, count.n];
  }
  return [j, count.n];
}

let allRules;
/** A toolsight.toml turning every rule off but `rules`. */
function onlyRules(rules) {
  allRules ??= toolsight(["rules"]).split("\n").map((l) => l.split(/\s+/)[0]).filter(Boolean);
  return "[rules]\n" + allRules.filter((r) => !rules.includes(r)).map((r) => `${r} = "off"\n`).join("");
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
  const unsafeFixed = {};
  const unsafeProven = {};
  await pool(runs, 2, async ([c, cfg]) => {
    // the case as that config sees it, inside the config folder so toolsight finds its versions
    const dir = path.join(ORACLE, cfg.folder, ".fixproof", cfg.name, c.id);
    fs.rmSync(dir, { recursive: true, force: true });
    for (const rel of c.files) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), applyRewrites(fs.readFileSync(path.join(c.srcRoot, rel), "utf8"), cfg.rewrites));
    }
    const key = `${cfg.name}/${c.id}`;
    const run = async (srcRoot, suffix) => {
      const built = buildCase({ ...c, id: `${c.id}${suffix}`, srcRoot }, cfg);
      const res = await runChild(cfg, built);
      return JSON.parse(res.out.trim().split("\n").pop());
    };
    const original = Object.fromEntries(c.files.map((rel) => [rel, fs.readFileSync(path.join(dir, rel), "utf8")]));
    let originalRun;
    const runOriginal = async () => {
      if (originalRun) return originalRun;
      // the golden is what the real packages list for the case as written
      const golden = path.join(ORACLE, "goldens", cfg.name, `${c.id}.json`);
      if (fs.existsSync(golden)) return (originalRun = JSON.parse(fs.readFileSync(golden, "utf8")));
      const originalDir = `${dir}.original`;
      fs.rmSync(originalDir, { recursive: true, force: true });
      for (const rel of c.files) {
        fs.mkdirSync(path.dirname(path.join(originalDir, rel)), { recursive: true });
        fs.writeFileSync(path.join(originalDir, rel), original[rel]);
      }
      originalRun = await run(originalDir, "~original");
      return originalRun;
    };
    await proveSafe(c, dir, key, original, run, runOriginal);
    await proveUnsafe(c, dir, key, original, run, runOriginal);
  });

  async function proveSafe(c, dir, key, original, run, runOriginal) {
    const before = JSON.parse(toolsight(["check", dir, "--format", "json"]));
    const moved = before.findings.filter((f) => f.rule === "description-dropped" && f.fix?.applicability === "safe");
    if (!moved.length) return;
    // what `--fix` reports is what remains, read again from the fixed files
    const after = JSON.parse(toolsight(["check", dir, "--fix", "--format", "json"]));
    const changed = c.files.filter((rel) => fs.readFileSync(path.join(dir, rel), "utf8") !== original[rel]);
    if (!changed.length) return;
    fixedCases++;
    const a = await runOriginal();
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
    const left = after.findings.filter((f) => f.rule === "description-dropped" && f.fix);
    if (left.length) problems.push(`${key}: ${left.length} fixable description-dropped finding(s) remain after --fix`);
    proven++;
  }

  async function proveUnsafe(c, dir, key, original, run, runOriginal) {
    const fixDir = `${dir}.unsafe`;
    fs.rmSync(fixDir, { recursive: true, force: true });
    for (const rel of c.files) {
      fs.mkdirSync(path.dirname(path.join(fixDir, rel)), { recursive: true });
      fs.writeFileSync(path.join(fixDir, rel), original[rel]);
    }
    fs.writeFileSync(path.join(fixDir, "toolsight.toml"), onlyRules(UNSAFE));
    const before = JSON.parse(toolsight(["check", fixDir, "--format", "json"]));
    const fixes = before.findings.filter((f) => UNSAFE.includes(f.rule) && f.fix);
    if (!fixes.length) return;
    const after = JSON.parse(toolsight(["check", fixDir, "--fix", "--unsafe-fixes", "--format", "json"]));
    const changed = c.files.filter((rel) => fs.readFileSync(path.join(fixDir, rel), "utf8") !== original[rel]);
    const at = `${key} (unsafe fixes)`;
    if (!changed.length) return problems.push(`${at}: ${fixes.length} fix(es) offered, none applied`);
    const rules = new Set(fixes.map((f) => f.rule));
    for (const rule of rules) unsafeFixed[rule] = (unsafeFixed[rule] ?? 0) + 1;
    const a = await runOriginal();
    const b = await run(fixDir, "~unsafe");
    if (!a.tools) return; // the original fails to list: nothing to compare
    if (!b.tools) return problems.push(`${at}: the fixed server no longer lists tools: ${JSON.stringify(b.error)}`);
    if (a.tools.length !== b.tools.length) return problems.push(`${at}: ${a.tools.length} tools before the fixes, ${b.tools.length} after`);
    const named = (rule) => new Set(fixes.filter((f) => f.rule === rule).map((f) => (f.message.match(/`([^`]+)`/) ?? [])[1]));
    // take each rule's change back out of the fixed list; what remains must be the original
    const undone = structuredClone(b.tools);
    const renamedTo = new Set(fixes.filter((f) => f.rule === "tool-name-portability").flatMap((f) => f.fix.edits.map((e) => e.text.replace(/^["'`]|["'`]$/g, ""))));
    const renamed = named("tool-name-portability");
    const annotated = named("annotation-missing");
    undone.forEach((t, i) => {
      const was = a.tools[i];
      if (t.name !== was.name) {
        if (!renamed.has(was.name) || !renamedTo.has(t.name)) problems.push(`${at}: \`${was.name}\` became \`${t.name}\`, which no fix writes for it`);
        renamed.delete(was.name);
        t.name = was.name;
      }
      if (t.annotations?.destructiveHint === true && was.annotations?.destructiveHint === undefined) {
        if (!annotated.has(was.name)) problems.push(`${at}: \`${was.name}\` gained destructiveHint without a fix for it`);
        annotated.delete(was.name);
        delete t.annotations.destructiveHint;
        if (!was.annotations && !Object.keys(t.annotations).length) delete t.annotations;
      }
    });
    for (const n of renamed) if (a.tools.some((t) => t.name === n)) problems.push(`${at}: the rename of \`${n}\` did not reach the wire`);
    for (const n of annotated) if (a.tools.some((t) => t.name === n)) problems.push(`${at}: the annotation fix of \`${n}\` did not reach the wire`);
    const [restA, boundsA] = withoutPlaceholders(a.tools);
    const [restB, boundsB] = withoutPlaceholders(undone);
    if (rules.has("missing-bounds") && !(boundsB > boundsA)) problems.push(`${at}: no placeholder bound reached the wire (${boundsA} → ${boundsB})`);
    // a nullable whose branch gains a bound is no longer compacted to a type array (zod 4.6,
    // zod-to-json-schema): it is sent as an equivalent `anyOf`, where zod-to-json-schema repeats
    // the description in the branch (or shows the branch's own); no description may be lost
    const left = JSON.stringify(withoutDescriptions(restA));
    const right = JSON.stringify(withoutDescriptions(restB));
    if (left !== right) problems.push(`${at}: the fixes changed more than their rules add:\n  before ${left}\n  after  ${right}`);
    const [da, db] = [descriptions(a.tools), descriptions(b.tools)];
    for (const [d, n] of da) if ((db.get(d) ?? 0) < n) problems.push(`${at}: the description "${d}" left the wire`);
    const remaining = after.findings.filter((f) => UNSAFE.includes(f.rule) && f.fix);
    if (remaining.length) problems.push(`${at}: ${remaining.length} fixable finding(s) remain after --fix: ${remaining.map((f) => `${f.rule}: ${f.message}`).join("; ")}`);
    for (const rule of rules) unsafeProven[rule] = (unsafeProven[rule] ?? 0) + 1;
  }

  for (const p of problems) console.log(p);
  console.log(`fix proof: ${fixedCases} case×config run(s) changed by --fix, ${proven} proven against the real packages, ${problems.length} problem(s)`);
  for (const rule of UNSAFE) console.log(`  unsafe ${rule}: ${unsafeFixed[rule] ?? 0} run(s) changed by --fix --unsafe-fixes, ${unsafeProven[rule] ?? 0} proven`);
  if (problems.length) process.exit(1);
  if (fixedCases === 0) {
    console.log("fix proof FAILED: no case was changed by --fix, so nothing was proven");
    process.exit(1);
  }
  for (const rule of UNSAFE) {
    if (!filter && !unsafeProven[rule]) {
      console.log(`fix proof FAILED: no case was changed by the ${rule} fix, so nothing was proven`);
      process.exit(1);
    }
  }
}

main().catch((e) => {
  console.error(e?.stack ?? e);
  process.exit(2);
});
