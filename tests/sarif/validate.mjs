#!/usr/bin/env node
// Validates SARIF files against the SARIF 2.1.0 JSON schema, with every format checked.
//
//   node tests/sarif/validate.mjs FILE.sarif [...]
//
// Exit 1 lists each violation with its JSON path.
import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const Ajv = require("ajv");
const schema = require("@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json");
const draft04 = require("ajv/lib/refs/json-schema-draft-04.json");

const ajv = new Ajv({ schemaId: "auto", allErrors: true, format: "full" });
ajv.addMetaSchema(draft04);
const validate = ajv.compile(schema);

const files = process.argv.slice(2);
if (!files.length) {
  console.error("usage: validate.mjs FILE.sarif [...]");
  process.exit(2);
}
let bad = 0;
for (const f of files) {
  const log = JSON.parse(fs.readFileSync(f, "utf8"));
  const results = log.runs?.reduce((n, r) => n + (r.results?.length ?? 0), 0) ?? 0;
  if (!validate(log)) {
    bad++;
    console.log(`${f}: INVALID SARIF`);
    for (const e of validate.errors) console.log(`  ${e.dataPath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
  } else if (results === 0) {
    bad++;
    console.log(`${f}: valid but holds no results, so it proves little`);
  } else {
    console.log(`${f}: valid SARIF 2.1.0 (${results} results)`);
  }
}
process.exit(bad ? 1 : 0);
