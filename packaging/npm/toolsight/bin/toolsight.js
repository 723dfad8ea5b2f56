#!/usr/bin/env node
// Runs the toolsight binary of this platform, from the optional dependency
// @toolsight/cli-<platform>-<arch> that npm installed beside this package (the layout biome and
// esbuild use). TOOLSIGHT_BINARY overrides it. Arguments, stdio and the exit status pass through.
"use strict";
const { spawnSync } = require("node:child_process");

const target = `${process.platform}-${process.arch}`;
const pkg = `@toolsight/cli-${target}`;
const exe = process.platform === "win32" ? "toolsight.exe" : "toolsight";

function binary() {
  if (process.env.TOOLSIGHT_BINARY) return process.env.TOOLSIGHT_BINARY;
  try {
    return require.resolve(`${pkg}/${exe}`);
  } catch {
    process.stderr.write(
      `toolsight: the binary package ${pkg} is not installed.\n` +
        `npm installs it with toolsight unless optional dependencies are omitted (--omit=optional,\n` +
        `--no-optional) or the lockfile was made on another platform: reinstall with\n` +
        `  npm i -D toolsight\n` +
        `Other ways to install toolsight: pip install toolsight, cargo install toolsight.\n` +
        `Platforms with a binary package: linux-x64, linux-arm64, darwin-x64, darwin-arm64, win32-x64.\n`,
    );
    process.exit(2);
  }
}

const result = spawnSync(binary(), process.argv.slice(2), { stdio: "inherit", windowsHide: true });
if (result.error) {
  process.stderr.write(`toolsight: cannot run ${result.error.path || "the binary"}: ${result.error.message}\n`);
  process.exit(2);
}
if (result.signal) {
  process.kill(process.pid, result.signal);
}
process.exit(result.status === null ? 1 : result.status);
