// One (stack, server) run of measure.mjs, in a Node process of its own.
//
//   node child.mjs <buildDir> <caseFile> memory|stdio
//
// <buildDir> is tests/handler-errors/.build/<config>: its node_modules is the oracle folder's,
// and its _client.mjs re-exports that folder's own MCP Client (and transports). The case is
// linked to a real Client either over the SDK's InMemoryTransport (a case that exports
// `server`, connected with server.connect) or over stdio (a case that starts itself: a
// `fastmcp` server, spawned as `node <caseFile>` with the SDK's StdioClientTransport).
// The client lists the tools, then calls each one; for each call this records the JSON-RPC
// response exactly as it reached the client's transport, and what the client's callTool made
// of it (resolved, or rejected with which error). Writes ONE line of JSON to fd 1; everything
// else (the case's own output) goes to stderr.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Keep fd 1 for the result only.
for (const k of ["log", "info", "debug", "warn", "error", "trace", "dir"]) {
  console[k] = (...a) => {
    try {
      fs.writeSync(2, a.map(String).join(" ") + "\n");
    } catch {}
  };
}
process.stdout.write = (chunk, ...rest) => process.stderr.write(chunk, ...rest);

// The calls: which arguments each tool of a case gets (measure.mjs maps tools to failure kinds).
// A quantity of 0 passes the schema and makes the handler fail its own check; "three" fails
// the schema (an integer is declared).
const ARGUMENTS = {
  throw_error_sync: { quantity: 0 },
  throw_error_async: { quantity: 0 },
  throw_subclass: { quantity: 0 },
  throw_protocol_error: { quantity: 0 },
  throw_framework_error: { quantity: 0 },
  throw_string: { quantity: 0 },
  return_is_error: { quantity: 0 },
  validate_quantity: { quantity: "three" },
};

const [buildDir, caseFile, mode] = process.argv.slice(2);
const clone = (v) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

async function main() {
  const sdk = await import(pathToFileURL(path.join(buildDir, "_client.mjs")).href);
  let clientT;
  if (mode === "stdio") {
    clientT = new sdk.StdioClientTransport({
      command: process.execPath,
      args: ["--no-warnings", caseFile],
      cwd: buildDir,
      stderr: "pipe",
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production", TZ: "UTC", LANG: "C" },
    });
  } else {
    const mod = await import(pathToFileURL(caseFile).href);
    const [c, s] = sdk.InMemoryTransport.createLinkedPair();
    await mod.server.connect(s);
    clientT = c;
  }

  // Every message the client's transport delivers, as it arrives (cloned: a real transport
  // serialises it), and the ids of the tools/call requests the client sends.
  const received = [];
  let onmessage;
  Object.defineProperty(clientT, "onmessage", {
    configurable: true,
    get: () =>
      onmessage &&
      ((msg, ...rest) => {
        received.push(clone(msg));
        return onmessage(msg, ...rest);
      }),
    set: (f) => (onmessage = f),
  });
  const callIds = new Map(); // request id -> tool name
  const send = clientT.send.bind(clientT);
  clientT.send = (msg, ...rest) => {
    if (msg && msg.method === "tools/call" && msg.id !== undefined) callIds.set(msg.id, msg.params.name);
    return send(msg, ...rest);
  };

  // SDK 1.0.x requires the options argument; later clients default to the same empty capabilities
  const client = new sdk.Client({ name: "toolsight-handler-errors", version: "0.0.0" }, { capabilities: {} });
  await client.connect(clientT);
  const init = received.find((m) => m && m.result && m.result.protocolVersion);
  const { tools } = await client.listTools();
  const out = { protocolVersion: init?.result.protocolVersion ?? null, tools: tools.map((t) => t.name), calls: {} };

  for (const { name } of tools) {
    if (!(name in ARGUMENTS)) throw new Error(`tool ${name} has no arguments in child.mjs`);
    const args = ARGUMENTS[name];
    let clientView;
    try {
      const result = await client.callTool({ name, arguments: args });
      clientView = { resolves: clone(result) };
    } catch (e) {
      clientView = { rejects: e instanceof Error ? `${e.name}: ${e.message}` : `(not an Error) ${String(e)}` };
    }
    const ids = [...callIds].filter(([, n]) => n === name).map(([id]) => id);
    const responses = received.filter((m) => m && ids.includes(m.id) && ("result" in m || "error" in m));
    if (responses.length !== 1) throw new Error(`tool ${name}: ${responses.length} responses captured`);
    const { jsonrpc, id, ...response } = responses[0];
    out.calls[name] = { arguments: args, response, client: clientView };
  }
  // notifications the server sent along (a log message about the failure, say)
  const notes = received.filter((m) => m && m.method && m.id === undefined).map((m) => m.method);
  if (notes.length) out.notifications = [...new Set(notes)].sort();
  return out;
}

const timer = setTimeout(() => {
  fs.writeSync(2, "HARNESS FAILURE: no result within 30 s\n");
  process.exit(3);
}, 30_000);
main().then(
  (out) => {
    clearTimeout(timer);
    // a pipe takes a large result in parts: write until all of it is out
    const buf = Buffer.from(JSON.stringify(out) + "\n");
    for (let off = 0; off < buf.length; ) {
      try {
        off += fs.writeSync(1, buf, off);
      } catch (e) {
        if (e.code !== "EAGAIN") throw e;
      }
    }
    process.exit(0);
  },
  (e) => {
    fs.writeSync(2, "HARNESS FAILURE: " + (e?.stack ?? e) + "\n");
    process.exit(3);
  },
);
