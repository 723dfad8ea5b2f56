// Regenerates server/src/targets/formats.json: the JSON Schema that each string format check
// turns into, read from the real libraries (zod 4.6.7, 4.4.3 and 4.3.6, the zod 4.0.0 core inside
// zod 3.25.76, and zod-to-json-schema 3.25.2 on zod 3). toolsight's converter models read this table instead
// of hard-coding library regexes. `node formats.mjs --check` fails when the committed file is stale.
import { createRequire } from "node:module";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, "../../../server/src/targets/formats.json");
const req3 = createRequire(path.resolve(here, "../sdk1-zod3/package.json"));
const req4 = createRequire(path.resolve(here, "../sdk1-zod4/package.json"));
const req43 = createRequire(path.resolve(here, "../sdk1-zod4.3/package.json"));
const req44 = createRequire(path.resolve(here, "../sdk1-zod4.4/package.json"));
const z3 = req3("zod/v3").z;
const z40 = req3("zod/v4").z;
const z46 = req4("zod").z;
const z43 = req43("zod").z;
const z44 = req44("zod").z;
const { zodToJsonSchema } = req3("zod-to-json-schema");

const methods = ["email", "url", "uuid", "guid", "uuidv4", "uuidv6", "uuidv7", "nanoid", "cuid", "cuid2",
  "ulid", "emoji", "base64", "base64url", "datetime", "date", "time", "duration", "ipv4", "ipv6",
  "cidrv4", "cidrv6", "e164", "jwt", "lowercase", "uppercase", "ip", "cidr", "hostname", "hex"];

// Options that change the emitted pattern, keyed as `method` + JSON of the options (as written).
const variants = [
  ["datetime", { offset: true }], ["datetime", { local: true }], ["datetime", { offset: true, local: true }],
  ["datetime", { precision: 0 }], ["datetime", { precision: 3 }], ["datetime", { offset: true, precision: 3 }],
  ["time", { precision: 0 }], ["time", { precision: 3 }],
  ["ip", { version: "v4" }], ["ip", { version: "v6" }], ["cidr", { version: "v4" }], ["cidr", { version: "v6" }],
];
const entries = [...methods.map((m) => [m, undefined]), ...variants];
const key = (m, o) => (o === undefined ? m : m + JSON.stringify(o));

function v4(z) {
  const table = {};
  for (const [m, o] of entries) {
    try {
      const s = typeof z.string()[m] === "function" ? z.string()[m](o) : null;
      if (!s) continue;
      const j = z.toJSONSchema(s, { target: "draft-7" });
      delete j.$schema;
      table[key(m, o)] = j;
    } catch (e) { table[key(m, o)] = { error: String(e.message).split("\n")[0] }; }
  }
  return table;
}
function v3() {
  const table = {};
  for (const [m, o] of entries) {
    try {
      const s = typeof z3.string()[m] === "function" ? z3.string()[m](o) : null;
      if (!s) continue;
      const j = zodToJsonSchema(s, { strictUnions: true, pipeStrategy: "input" });
      delete j.$schema;
      table[key(m, o)] = j;
    } catch (e) { table[key(m, o)] = { error: String(e.message).split("\n")[0] }; }
  }
  return table;
}
const data = { "zod-4.6.7": v4(z46), "zod-4.4.3": v4(z44), "zod-4.3.6": v4(z43), "zod-4.0.0": v4(z40), "zod-to-json-schema-3.25.2": v3() };
const text = JSON.stringify(data, null, 2) + "\n";
if (process.argv.includes("--check")) {
  let old = "";
  try { old = readFileSync(out, "utf8"); } catch {}
  if (old !== text) { console.error(`${out} is stale: run node tests/oracle/tables/formats.mjs`); process.exit(1); }
} else {
  writeFileSync(out, text);
}
