// Runs a case whose `server` is started by itself over stdio (a `fastmcp` FastMCP), the way
// such servers run for real: child.mjs spawns this file and speaks JSON-RPC on its stdin and
// stdout.
//
//   node stdio-server.mjs <entryAbs>
//
// fd 1 is the wire, so whatever the case prints goes to stderr.
import { pathToFileURL } from "node:url";
import fs from "node:fs";

for (const k of ["log", "info", "debug", "warn", "error", "trace", "dir"]) {
  console[k] = (...a) => {
    try {
      fs.writeSync(2, a.map(String).join(" ") + "\n");
    } catch {}
  };
}

const mod = await import(pathToFileURL(process.argv[2]).href);
const server = mod.server ?? mod.default?.server;
await server.start({ transportType: "stdio" });
