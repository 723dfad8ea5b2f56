// The binary lookup of src/binary.ts (compiled to out/binary.js): setting, bundled, PATH, none.
const { test } = require("node:test");
const assert = require("node:assert");
const path = require("node:path");
const { findBinary, bundledPath } = require("../out/binary.js");

const ext = "/ext";
const base = { workspaceFolder: "/ws", extensionPath: ext, platform: "linux", arch: "x64", envPath: "/usr/bin:/opt/ts/bin" };
const only = (...files) => (f) => files.includes(f);

test("the toolsight.path setting wins, relative to the workspace folder", () => {
  const everything = () => true;
  assert.deepStrictEqual(findBinary({ ...base, setting: "/abs/toolsight", isExecutable: everything }), { path: "/abs/toolsight", source: "setting" });
  assert.deepStrictEqual(findBinary({ ...base, setting: "bin/toolsight", isExecutable: everything }), { path: path.join("/ws", "bin/toolsight"), source: "setting" });
});

test("a setting that is not executable is an error naming the path, not a fallback", () => {
  const r = findBinary({ ...base, setting: "/nope/toolsight", isExecutable: only(bundledPath(ext, "linux", "x64")) });
  assert.strictEqual(r.path, undefined);
  assert.match(r.message, /toolsight\.path setting points at \/nope\/toolsight/);
});

test("then the bundled binary of the platform", () => {
  const bundled = bundledPath(ext, "linux", "x64");
  assert.strictEqual(bundled, "/ext/bin/linux-x64/toolsight");
  assert.deepStrictEqual(findBinary({ ...base, setting: "", isExecutable: only(bundled, "/opt/ts/bin/toolsight") }), { path: bundled, source: "bundled" });
  assert.strictEqual(bundledPath(ext, "win32", "x64"), path.join("/ext/bin/win32-x64/toolsight.exe"));
});

test("then toolsight on PATH, in PATH order", () => {
  const r = findBinary({ ...base, setting: undefined, isExecutable: only("/opt/ts/bin/toolsight") });
  assert.deepStrictEqual(r, { path: "/opt/ts/bin/toolsight", source: "PATH" });
});

test("none found: a message that says how to install", () => {
  const r = findBinary({ ...base, setting: "", isExecutable: () => false });
  assert.strictEqual(r.path, undefined);
  assert.match(r.message, /no toolsight binary found/);
  assert.match(r.message, /pip install toolsight/);
  assert.match(r.message, /npm i -D toolsight/);
  assert.match(r.message, /toolsight\.path/);
});
