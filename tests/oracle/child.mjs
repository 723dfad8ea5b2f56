// (case, config) runs, either one in a fresh Node process or many in one.
//
//   node child.mjs <configFolderAbs> <entryAbs> <caseBuildDirAbs>
//   node child.mjs --batch <configFolderAbs> <listFileAbs>
//
// Loads the already-built case entry, takes its exported `server`, links it to a
// real Client of the same SDK over the SDK's InMemoryTransport, captures the exact
// JSON-RPC response the server sends for `tools/list`, and writes ONE line of JSON
// (the golden object) to fd 1. Everything the case itself prints goes to stderr.
// A server that starts its own transport (a `fastmcp` FastMCP: it has `start`, no
// `connect`) runs in a process of its own (stdio-server.mjs) and is reached over stdio.
//
// With --batch the list file holds one `{"key","entry","dir"}` per line, and the cases run
// one after another in this process, sharing its SDK, zod and ajv: fd 1 gets one
// `{"key","result"}` line per case. Cases can leave state behind in the shared modules (zod
// 4's global registry, prototypes), so run.mjs accepts a batched result only when it equals
// the committed golden and runs every other case again in a fresh process.
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import fs from "node:fs";
import path from "node:path";

const oracleDir = path.dirname(new URL(import.meta.url).pathname);

// Keep fd 1 for the results only.
for (const k of ["log", "info", "debug", "warn", "error", "trace", "dir"]) {
  console[k] = (...a) => {
    try {
      fs.writeSync(2, a.map(String).join(" ") + "\n");
    } catch {}
  };
}
process.stdout.write = (chunk, ...rest) => process.stderr.write(chunk, ...rest);

function writeLine(value) {
  // a pipe takes a large result in parts: write until all of it is out
  const buf = Buffer.from(JSON.stringify(value) + "\n");
  for (let off = 0; off < buf.length; ) {
    try {
      off += fs.writeSync(1, buf, off);
    } catch (e) {
      if (e.code !== "EAGAIN") throw e;
    }
  }
}

// run.mjs writes <config folder>/.build/_sdk-client.mjs, which re-exports the
// config's own Client and InMemoryTransport (so they resolve from that folder's
// node_modules with ESM conditions).
async function loadSdk(configDir) {
  const m = await import(pathToFileURL(path.join(configDir, ".build", "_sdk-client.mjs")).href);
  return { Client: m.Client, InMemoryTransport: m.InMemoryTransport };
}

/** Thrown by `emit` to end the case's own flow; the result is already settled. */
class Settled extends Error {}

/** The golden object of one case: resolves once, at the first `emit`. */
function runCase(configDir, entry, caseDir, loadOnce) {
  let settle;
  const done = new Promise((resolve) => (settle = resolve));
  let settled = false;
  let stdioProc;
  const emit = (obj) => {
    if (!settled) {
      settled = true;
      stdioProc?.kill("SIGKILL");
      settle(obj);
    }
    throw new Settled();
  };

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

  // A client transport over the stdio of stdio-server.mjs running the case: one JSON-RPC
  // message per line each way, as the SDK's stdio transports frame them.
  function stdioClient() {
    const proc = spawn(process.execPath, ["--no-warnings", path.join(oracleDir, "stdio-server.mjs"), entry], {
      cwd: caseDir,
      stdio: ["pipe", "pipe", "inherit"],
      env: process.env,
    });
    stdioProc = proc;
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

  async function flow() {
    let server;
    try {
      const mod = await import(pathToFileURL(entry).href);
      server = mod.server ?? mod.default?.server;
      if (!server) throw new Error("case does not export `server`");
    } catch (e) {
      emit({ error: { stage: "load", message: cleanMessage(e?.message ?? e) } });
    }

    // after the entry, as a fresh process first evaluates the case's own imports
    const { Client, InMemoryTransport } = await loadOnce();
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

  flow().catch((e) => {
    if (e instanceof Settled) return;
    fs.writeSync(2, "HARNESS FAILURE: " + (e?.stack ?? e) + "\n");
    process.exit(3);
  });
  return done;
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === "--batch") {
    const [configDir, listFile] = args.slice(1);
    let sdk;
    const loadOnce = () => (sdk ??= loadSdk(configDir));
    const items = fs
      .readFileSync(listFile, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    for (const item of items) {
      const result = await runCase(configDir, item.entry, item.dir, loadOnce);
      writeLine({ key: item.key, result });
    }
  } else {
    const [configDir, entry, caseDir] = args;
    writeLine(await runCase(configDir, entry, caseDir, () => loadSdk(configDir)));
  }
  process.exit(0);
}

main().catch((e) => {
  fs.writeSync(2, "HARNESS FAILURE: " + (e?.stack ?? e) + "\n");
  process.exit(3);
});
