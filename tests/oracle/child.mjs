// One (case, config) run in a fresh Node process.
//
//   node child.mjs <configFolderAbs> <entryAbs> <caseBuildDirAbs>
//
// Loads the already-built case entry, takes its exported `server`, links it to a
// real Client of the same SDK over the SDK's InMemoryTransport, captures the exact
// JSON-RPC response the server sends for `tools/list`, and writes ONE line of JSON
// (the golden object) to fd 1. Everything the case itself prints goes to stderr.
// A server that starts its own transport (a `fastmcp` FastMCP: it has `start`, no
// `connect`) runs in a process of its own (stdio-server.mjs) and is reached over stdio.
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import fs from "node:fs";
import path from "node:path";

const [configDir, entry, caseDir] = process.argv.slice(2);
const oracleDir = path.dirname(new URL(import.meta.url).pathname);

// Keep fd 1 for the result only.
for (const k of ["log", "info", "debug", "warn", "error", "trace", "dir"]) {
  console[k] = (...a) => {
    try {
      fs.writeSync(2, a.map(String).join(" ") + "\n");
    } catch {}
  };
}
process.stdout.write = (chunk, ...rest) => process.stderr.write(chunk, ...rest);

function sanitize(msg) {
  let s = String(msg ?? "");
  const reps = [
    [pathToFileURL(caseDir).href, "<case>"],
    [caseDir, "<case>"],
    [pathToFileURL(configDir).href, "<config>"],
    [configDir, "<config>"],
    [pathToFileURL(oracleDir).href, "<oracle>"],
    [oracleDir, "<oracle>"],
  ];
  for (const [a, b] of reps) s = s.split(a).join(b);
  // any other absolute path / file URL (e.g. node internals)
  s = s.replace(/file:\/\/\/[^\s'")]+/g, "<path>");
  return s;
}

// A message as stored in a golden: paths stripped; multi-line JSON (ZodError)
// is compacted, anything else multi-line keeps its first line only.
function cleanMessage(msg) {
  const s = sanitize(msg).replace(/\r/g, "");
  if (!s.includes("\n")) return s;
  // "<prefix>[ ...pretty JSON... ]" (ZodError messages): keep the prefix, compact the JSON
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== "[" && s[i] !== "{") continue;
    try {
      return s.slice(0, i) + JSON.stringify(JSON.parse(s.slice(i)));
    } catch {}
  }
  return s.split("\n")[0];
}

function emit(obj) {
  // a pipe takes a large result in parts: write until all of it is out
  const buf = Buffer.from(JSON.stringify(obj) + "\n");
  for (let off = 0; off < buf.length; ) {
    try {
      off += fs.writeSync(1, buf, off);
    } catch (e) {
      if (e.code !== "EAGAIN") throw e;
    }
  }
  process.exit(0);
}

// run.mjs writes <config folder>/.build/_sdk-client.mjs, which re-exports the
// config's own Client and InMemoryTransport (so they resolve from that folder's
// node_modules with ESM conditions).
async function loadSdk() {
  const m = await import(pathToFileURL(path.join(configDir, ".build", "_sdk-client.mjs")).href);
  return { Client: m.Client, InMemoryTransport: m.InMemoryTransport };
}

async function main() {
  let server;
  try {
    const mod = await import(pathToFileURL(entry).href);
    server = mod.server ?? mod.default?.server;
    if (!server) throw new Error("case does not export `server`");
  } catch (e) {
    emit({ error: { stage: "load", message: cleanMessage(e?.message ?? e) } });
  }

  const { Client, InMemoryTransport } = await loadSdk();
  const ownTransport = typeof server.connect !== "function" && typeof server.start === "function";
  const [clientT, serverT] = ownTransport ? [stdioClient(), undefined] : InMemoryTransport.createLinkedPair();

  const listIds = new Set();
  let captured;
  const cSend = clientT.send.bind(clientT);
  clientT.send = (msg, ...rest) => {
    if (msg && msg.method === "tools/list" && msg.id !== undefined) listIds.add(msg.id);
    return cSend(msg, ...rest);
  };
  const isListResponse = (msg) =>
    captured === undefined && msg && msg.id !== undefined && listIds.has(msg.id) && ("result" in msg || "error" in msg);
  if (ownTransport) {
    // the line as it came over the pipe, parsed before the client's schemas see it
    clientT.onwire = (msg) => {
      if (isListResponse(msg)) captured = msg;
    };
  } else {
    const sSend = serverT.send.bind(serverT);
    serverT.send = (msg, ...rest) => {
      if (isListResponse(msg)) {
        let text;
        try {
          text = JSON.stringify(msg);
        } catch (e) {
          // A real transport serializes with JSON.stringify too (stdio, HTTP): the
          // response can never be sent and the client would wait until its timeout.
          emit({ error: { stage: "send", message: cleanMessage(e?.message ?? e) } });
        }
        captured = JSON.parse(text);
      }
      return sSend(msg, ...rest);
    };
    await server.connect(serverT);
  }
  // SDK 1.0.x requires the options argument; later clients default to the same empty capabilities
  const client = new Client({ name: "toolsight-oracle", version: "0.0.0" }, { capabilities: {} });
  await client.connect(clientT);

  let clientError;
  try {
    await client.listTools(undefined, { timeout: 30_000 });
  } catch (e) {
    clientError = cleanMessage(e?.message ?? e);
  }

  if (captured === undefined) {
    // the client never sent tools/list (e.g. it refuses because the server
    // advertised no tools capability): record the client's own error.
    const caps = typeof client.getServerCapabilities === "function" ? client.getServerCapabilities() : undefined;
    const why = caps && !caps.tools ? "client sent no tools/list: server advertises no tools capability" : "no tools/list response captured";
    emit({ error: { stage: "client", message: clientError ?? why } });
  }
  if (captured.error) {
    emit({ error: { stage: "list", code: captured.error.code, message: cleanMessage(captured.error.message) } });
  }
  const out = { tools: captured.result.tools };
  if ("nextCursor" in captured.result) out.nextCursor = captured.result.nextCursor;
  if (clientError !== undefined) out.clientError = clientError;
  emit(out);
}

// A client transport over the stdio of stdio-server.mjs running the case: one JSON-RPC
// message per line each way, as the SDK's stdio transports frame them.
function stdioClient() {
  const proc = spawn(process.execPath, ["--no-warnings", path.join(oracleDir, "stdio-server.mjs"), entry], {
    cwd: caseDir,
    stdio: ["pipe", "pipe", "inherit"],
    env: process.env,
  });
  process.on("exit", () => proc.kill("SIGKILL"));
  const t = {
    async start() {
      let buf = "";
      proc.stdout.setEncoding("utf8");
      proc.stdout.on("data", (d) => {
        buf += d;
        for (let nl = buf.indexOf("\n"); nl >= 0; nl = buf.indexOf("\n")) {
          const line = buf.slice(0, nl).replace(/\r$/, "");
          buf = buf.slice(nl + 1);
          if (!line) continue;
          const msg = JSON.parse(line);
          t.onwire?.(msg);
          t.onmessage?.(msg);
        }
      });
      proc.on("exit", () => t.onclose?.());
    },
    async send(msg) {
      proc.stdin.write(JSON.stringify(msg) + "\n");
    },
    async close() {
      proc.kill("SIGKILL");
    },
  };
  return t;
}

main().catch((e) => {
  fs.writeSync(2, "HARNESS FAILURE: " + (e?.stack ?? e) + "\n");
  process.exit(3);
});
