// Which toolsight binary the extension runs: the `toolsight.path` setting, else the binary
// bundled in the extension for this platform, else `toolsight` on PATH. No `vscode` import, so
// test/binary.test.js runs it under plain node.
import * as fs from "node:fs";
import * as path from "node:path";

export type Found = { path: string; source: "setting" | "bundled" | "PATH" };
export type NotFound = { path: undefined; message: string };

export interface Where {
  setting: string | undefined; // toolsight.path, as the user wrote it
  workspaceFolder: string | undefined; // a relative setting is resolved against it
  extensionPath: string;
  platform: NodeJS.Platform;
  arch: string;
  envPath: string | undefined;
  isExecutable?: (file: string) => boolean;
}

const INSTALL = "pip install toolsight, npm i -D toolsight, or cargo install toolsight";

function executable(file: string): boolean {
  try {
    const st = fs.statSync(file);
    if (!st.isFile()) return false;
    if (process.platform === "win32") return true;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function exeName(platform: NodeJS.Platform): string {
  return platform === "win32" ? "toolsight.exe" : "toolsight";
}

/** The bundled binary's place in the extension: bin/<platform>-<arch>/toolsight[.exe]. */
export function bundledPath(extensionPath: string, platform: NodeJS.Platform, arch: string): string {
  return path.join(extensionPath, "bin", `${platform}-${arch}`, exeName(platform));
}

export function findBinary(w: Where): Found | NotFound {
  const isExe = w.isExecutable ?? executable;
  const setting = (w.setting ?? "").trim();
  if (setting) {
    const p = path.isAbsolute(setting) || !w.workspaceFolder ? setting : path.join(w.workspaceFolder, setting);
    if (isExe(p)) return { path: p, source: "setting" };
    return {
      path: undefined,
      message: `toolsight: the toolsight.path setting points at ${p}, which is not an executable file. Fix the setting, or clear it to use the bundled binary or toolsight on PATH.`,
    };
  }
  const bundled = bundledPath(w.extensionPath, w.platform, w.arch);
  if (isExe(bundled)) return { path: bundled, source: "bundled" };
  const sep = w.platform === "win32" ? ";" : ":";
  for (const dir of (w.envPath ?? "").split(sep)) {
    if (!dir) continue;
    const candidate = path.join(dir, exeName(w.platform));
    if (isExe(candidate)) return { path: candidate, source: "PATH" };
  }
  return {
    path: undefined,
    message: `toolsight: no toolsight binary found. This extension has none bundled for ${w.platform}-${w.arch} and there is no toolsight on PATH. Install it (${INSTALL}) or set toolsight.path.`,
  };
}
