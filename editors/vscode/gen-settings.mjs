#!/usr/bin/env node
// The `toolsight.rules` and `toolsight.target.clients` settings in package.json mirror
// toolsight.toml: one property per rule id of `toolsight rules`, and the client ids of
// server/src/rules/clients.json.
//   node gen-settings.mjs --binary PATH [--check]   rewrite package.json, or fail if it differs
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { binary: { type: "string" }, check: { type: "boolean" } } });
if (!values.binary) {
  console.error("usage: gen-settings.mjs --binary PATH [--check]");
  process.exit(2);
}
const rules = execFileSync(values.binary, ["rules"], { encoding: "utf8" })
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => {
    const m = /^(\S+)\s+(error|warning|info)\s+(.*)$/.exec(l);
    if (!m) throw new Error(`cannot read \`toolsight rules\` line: ${l}`);
    return { id: m[1], severity: m[2], what: m[3] };
  });
const clients = JSON.parse(readFileSync(join(here, "../../server/src/rules/clients.json"), "utf8")).clients.map((c) => c.id);
if (clients.length === 0) throw new Error("no clients in server/src/rules/clients.json");

const level = { type: "string", enum: ["off", "info", "warning", "error"] };
const ruleProps = {};
for (const r of rules) {
  ruleProps[r.id] = {
    markdownDescription: `${r.what} (default: ${r.severity}). [Rule page](https://toolsight.dev/rules/${r.id})`,
    anyOf: [
      level,
      {
        type: "object",
        description: "A level and the rule's options (see the rule's page).",
        properties: { severity: level },
      },
    ],
  };
}
const path = join(here, "package.json");
const text = readFileSync(path, "utf8");
const pkg = JSON.parse(text);
const props = pkg.contributes.configuration.properties;
props["toolsight.rules"].properties = ruleProps;
props["toolsight.target.clients"].items.enum = clients;
const out = JSON.stringify(pkg, null, 2) + "\n";
if (values.check) {
  if (out !== text) {
    console.error("editors/vscode/package.json's settings differ from `toolsight rules` / clients.json: run gen-settings.mjs");
    process.exit(1);
  }
  console.log(`package.json settings match: ${rules.length} rules, ${clients.length} clients`);
} else {
  writeFileSync(path, out);
  console.log(`wrote ${rules.length} rules, ${clients.length} clients`);
}
