#!/usr/bin/env node
// Packs the npm packages from this repository:
//   node packaging/npm/pack.mjs --binary target/release/toolsight --out DIR [--target linux-x64]
// writes DIR/toolsight-<v>.tgz (the launcher, packaging/npm/toolsight) and
// DIR/toolsight-cli-<target>-<v>.tgz (@toolsight/cli-<target>, holding the binary). The
// version is server/Cargo.toml's; the launcher's package.json must already say the same.
import { execFileSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../..");
const { values } = parseArgs({
  options: {
    binary: { type: "string" },
    out: { type: "string" },
    target: { type: "string", default: `${process.platform}-${process.arch}` },
  },
});
if (!values.binary || !values.out) {
  console.error("usage: pack.mjs --binary PATH --out DIR [--target PLATFORM-ARCH]");
  process.exit(2);
}
const [os, cpu] = values.target.split("-");
const cargo = readFileSync(join(repo, "server/Cargo.toml"), "utf8");
const version = /^version\s*=\s*"([^"]+)"/m.exec(cargo)[1];
const launcher = JSON.parse(readFileSync(join(here, "toolsight/package.json"), "utf8"));
const platformPkg = `@toolsight/cli-${values.target}`;
const fail = (msg) => {
  console.error(`pack.mjs: ${msg}`);
  process.exit(1);
};
if (launcher.version !== version) fail(`packaging/npm/toolsight/package.json is ${launcher.version}, Cargo.toml ${version}`);
for (const [name, v] of Object.entries(launcher.optionalDependencies)) {
  if (v !== version) fail(`optional dependency ${name} is ${v}, want ${version}`);
}
if (!(platformPkg in launcher.optionalDependencies)) fail(`${platformPkg} is not an optional dependency of toolsight`);

const out = resolve(values.out);
mkdirSync(out, { recursive: true });
const pack = (dir) => {
  const json = execFileSync("npm", ["pack", "--json", "--pack-destination", out], { cwd: dir, encoding: "utf8" });
  const file = join(out, JSON.parse(json)[0].filename);
  console.log(file);
};

// the platform package: package.json + the binary, installable only where it runs
const stage = mkdtempSync(join(tmpdir(), "toolsight-npm-"));
try {
  const exe = os === "win32" ? "toolsight.exe" : "toolsight";
  const pkg = {
    name: platformPkg,
    version,
    description: `The ${values.target} binary of toolsight (installed by the toolsight package).`,
    homepage: launcher.homepage,
    license: launcher.license,
    os: [os],
    cpu: [cpu],
    ...(os === "linux" ? { libc: ["glibc"] } : {}),
    files: [exe],
    preferUnplugged: true,
  };
  writeFileSync(join(stage, "package.json"), JSON.stringify(pkg, null, 2) + "\n");
  writeFileSync(join(stage, "README.md"), `# ${platformPkg}\n\nThe ${values.target} binary of [toolsight](https://www.npmjs.com/package/toolsight). Install \`toolsight\`, not this package.\n`);
  copyFileSync(resolve(values.binary), join(stage, exe));
  chmodSync(join(stage, exe), 0o755);
  pack(stage);
} finally {
  rmSync(stage, { recursive: true, force: true });
}
pack(join(here, "toolsight"));
