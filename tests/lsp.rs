//! The language server, driven over real JSON-RPC on stdio of the real binary: initialize with
//! encoding negotiation, diagnostics after open and after an incremental edit, hover with the wire
//! schema, code actions from the analysis, code lenses, document and workspace symbols, pulled
//! diagnostics, a replay of random incremental edits, and a clean exit. No sleeps: every step
//! waits for the message it expects, with a generous timeout.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

use serde_json::{json, Value};

mod support;

const WAIT: Duration = Duration::from_secs(60);

struct Lsp {
    child: Child,
    stdin: ChildStdin,
    messages: Receiver<Value>,
    next_id: u64,
    /// Messages read while waiting for something else.
    backlog: Vec<Value>,
}

impl Lsp {
    fn start() -> Lsp {
        let mut child = Command::new(env!("CARGO_BIN_EXE_toolsight"))
            .args(["lsp", "--stdio"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("toolsight lsp starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stdout);
            loop {
                let mut len = 0usize;
                loop {
                    let mut line = String::new();
                    if r.read_line(&mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    let line = line.trim_end();
                    if line.is_empty() {
                        break;
                    }
                    if let Some(v) = line.strip_prefix("Content-Length: ") {
                        len = v.parse().unwrap();
                    }
                }
                let mut body = vec![0; len];
                if r.read_exact(&mut body).is_err() {
                    return;
                }
                if tx.send(serde_json::from_slice(&body).unwrap()).is_err() {
                    return;
                }
            }
        });
        Lsp {
            child,
            stdin,
            messages: rx,
            next_id: 1,
            backlog: Vec::new(),
        }
    }

    /// `initialize` with the client capabilities `capabilities`, then `initialized`.
    fn initialize(&mut self, capabilities: Value) -> Value {
        let init = self.request(
            "initialize",
            json!({ "processId": null, "rootUri": null, "capabilities": capabilities }),
        );
        self.notify("initialized", json!({}));
        init
    }

    fn open(&mut self, uri: &str, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({ "textDocument": { "uri": uri, "languageId": "typescript", "version": 1, "text": text } }),
        );
    }

    /// `shutdown` and `exit`, with stdin still open: the server must exit on `exit` alone.
    fn exit(mut self) {
        self.request("shutdown", Value::Null);
        let status = self.exit_status();
        assert!(status.success());
    }

    /// Sends `exit` and waits for the process to end.
    fn exit_status(mut self) -> std::process::ExitStatus {
        self.notify("exit", Value::Null);
        let (tx, rx) = channel();
        let mut child = self.child;
        std::thread::spawn(move || {
            let _ = tx.send(child.wait());
        });
        rx.recv_timeout(WAIT)
            .expect("the server exits after `exit`")
            .unwrap()
    }

    fn send(&mut self, msg: Value) {
        let body = msg.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        self.stdin.flush().unwrap();
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({ "jsonrpc": "2.0", "method": method, "params": params }));
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        let reply = self.reply_to(method, params);
        assert!(reply.get("error").is_none(), "{method} failed: {reply}");
        reply["result"].clone()
    }

    /// The whole response to a request, error or result.
    fn reply_to(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        self.send(json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        self.wait(|m| m["id"] == id && m.get("method").is_none())
    }

    /// The first message (already read or still to come) that satisfies `pred`.
    fn wait(&mut self, pred: impl Fn(&Value) -> bool) -> Value {
        if let Some(i) = self.backlog.iter().position(&pred) {
            return self.backlog.remove(i);
        }
        loop {
            let m = self
                .messages
                .recv_timeout(WAIT)
                .expect("the server answers in time");
            if pred(&m) {
                return m;
            }
            self.backlog.push(m);
        }
    }
}

/// Also an oracle case, so what the server shows for it is checked against the real SDK.
const SERVER: &str = include_str!("oracle/cases/server/lsp-search-orders.ts");

/// A project directory of its own per test (tests run in parallel) with `files` and a
/// package.json pinning the SDK and zod.
fn project(name: &str, files: &[(&str, &str)]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("toolsight-lsp-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("package.json"),
        r#"{"dependencies":{"@modelcontextprotocol/sdk":"1.32.2","zod":"4.6.7"}}"#,
    )
    .unwrap();
    for (file, text) in files {
        std::fs::write(dir.join(file), text).unwrap();
    }
    dir
}

fn uri_of(dir: &std::path::Path, file: &str) -> String {
    format!("file://{}", dir.join(file).display())
}

fn diagnostics_for(lsp: &mut Lsp, uri: &str, version: i64) -> Vec<Value> {
    let m = lsp.wait(|m| {
        m["method"] == "textDocument/publishDiagnostics"
            && m["params"]["uri"] == uri
            && m["params"]["version"] == version
    });
    m["params"]["diagnostics"].as_array().unwrap().clone()
}

/// A document over the CLI's size limit is not kept or analysed, and the server says so and goes
/// on serving; one that grows past it is dropped as if closed.
#[test]
fn a_document_over_the_size_limit_is_said_so_and_not_analysed() {
    let dir = project("too-large", &[("ok.ts", "export const x = 1;\n")]);
    let uri = |f: &str| format!("file://{}", dir.join(f).display());
    let mut lsp = Lsp::start();
    lsp.initialize(json!({}));
    let big = format!("// {}\n", "x".repeat(5 * 1024 * 1024));
    lsp.open(&uri("big.ts"), &big);
    let log = lsp.wait(|m| {
        m["method"] == "window/logMessage"
            && m["params"]["message"]
                .as_str()
                .is_some_and(|t| t.contains("big.ts is not analysed"))
    });
    assert_eq!(log["params"]["type"], 2, "a warning: {log}");
    let hover = lsp.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": uri("big.ts") }, "position": { "line": 0, "character": 3 } }),
    );
    assert!(hover.is_null(), "{hover}");
    // a document that grows past the limit
    lsp.open(&uri("ok.ts"), "export const x = 1;\n");
    lsp.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": uri("ok.ts"), "version": 2 }, "contentChanges": [{ "text": big }] }),
    );
    lsp.wait(|m| {
        m["method"] == "window/logMessage"
            && m["params"]["message"]
                .as_str()
                .is_some_and(|t| t.contains("ok.ts is not analysed") && t.contains("reopen"))
    });
    lsp.exit();
}

/// A low-level server's `tools/call` handler lies outside every tool entry: a throw typed into
/// it still changes the tool's findings, so the edit is analysed, not taken as inert.
#[test]
fn a_throw_typed_into_a_low_level_call_handler_is_reported_and_its_removal_clears_it() {
    const LOW_LEVEL: &str = "import { Server } from '@modelcontextprotocol/sdk/server/index.js';\nimport { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';\nexport const server = new Server({ name: 'cart', version: '1' }, { capabilities: { tools: {} } });\nserver.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: 'empty_cart', description: 'Remove every item from the cart of the signed-in user; the cart cannot be restored.', inputSchema: { type: 'object', properties: {}, additionalProperties: false } }] }));\nserver.setRequestHandler(CallToolRequestSchema, async (request) => {\n  switch (request.params.name) {\n    case 'empty_cart': {\n      return { content: [] };\n    }\n  }\n  return { content: [], isError: true };\n});\n";
    let dir = project("handler-throws", &[("server.ts", LOW_LEVEL)]);
    let uri = uri_of(&dir, "server.ts");
    let mut lsp = Lsp::start();
    lsp.initialize(json!({}));
    lsp.open(&uri, LOW_LEVEL);
    let throws = |d: &Vec<Value>| d.iter().filter(|d| d["code"] == "handler-throws").count();
    assert_eq!(throws(&diagnostics_for(&mut lsp, &uri, 1)), 0);
    // line 7 (0-based) is `      return { content: [] };` inside the case
    let typed = "      if (Date.now() < 0) throw new Error('the clock is wrong');\n";
    lsp.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": uri, "version": 2 }, "contentChanges": [{ "range": { "start": { "line": 7, "character": 0 }, "end": { "line": 7, "character": 0 } }, "text": typed }] }),
    );
    let after = diagnostics_for(&mut lsp, &uri, 2);
    assert_eq!(throws(&after), 1, "{after:?}");
    let message = after
        .iter()
        .find(|d| d["code"] == "handler-throws")
        .unwrap()["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(message.contains("JSON-RPC error -32603"), "{message}");
    lsp.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": uri, "version": 3 }, "contentChanges": [{ "range": { "start": { "line": 7, "character": 0 }, "end": { "line": 8, "character": 0 } }, "text": "" }] }),
    );
    assert_eq!(throws(&diagnostics_for(&mut lsp, &uri, 3)), 0);
    lsp.exit();
}

/// A registration may name a handler declared elsewhere in the module: a throw typed into that
/// function changes the tool's findings, though the edit is outside the registration.
#[test]
fn a_throw_typed_into_a_named_handler_is_reported() {
    const NAMED: &str = "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js';\nexport const server = new McpServer({ name: 'cart', version: '1' });\nasync function emptyCart() {\n  return { content: [] };\n}\nserver.registerTool('empty_cart', { description: 'Remove every item from the cart of the signed-in user; the cart cannot be restored.', annotations: { destructiveHint: true, readOnlyHint: false, idempotentHint: true, openWorldHint: false } }, emptyCart);\n";
    let dir = project("named-handler", &[("server.ts", NAMED)]);
    let uri = uri_of(&dir, "server.ts");
    let mut lsp = Lsp::start();
    lsp.initialize(json!({}));
    lsp.open(&uri, NAMED);
    let throws = |d: &Vec<Value>| d.iter().filter(|d| d["code"] == "handler-throws").count();
    assert_eq!(throws(&diagnostics_for(&mut lsp, &uri, 1)), 0);
    // line 4 (0-based) is `  return { content: [] };`; McpServer 1.x prefixes an McpError's text
    let typed = "  if (Date.now() < 0) throw new McpError(ErrorCode.InvalidParams, 'the clock is wrong');\n";
    lsp.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": uri, "version": 2 }, "contentChanges": [{ "range": { "start": { "line": 4, "character": 0 }, "end": { "line": 4, "character": 0 } }, "text": typed }] }),
    );
    let after = diagnostics_for(&mut lsp, &uri, 2);
    assert_eq!(throws(&after), 1, "{after:?}");
    lsp.exit();
}

/// A web page's WebMCP tools in an inline script: diagnostics in the page, hover with what the
/// agent gets, and an edit typed into the script that the analysis follows.
#[test]
fn a_web_page_s_webmcp_tools_are_checked_and_hovered_in_its_html() {
    const PAGE: &str = "<!doctype html>\n<title>Shop</title>\n<script>\n  navigator.modelContext.registerTool({\n    name: 'place_order',\n    description: 'Place the order for the items in the cart and charge the card the user saved. For the cart itself use get_cart.',\n    inputSchema: { type: 'object', properties: {}, additionalProperties: false },\n    execute: async () => ({ content: [] }),\n  });\n</script>\n";
    let dir = project("webmcp-page", &[("index.html", PAGE)]);
    let uri = uri_of(&dir, "index.html");
    let mut lsp = Lsp::start();
    lsp.initialize(json!({}));
    lsp.open(&uri, PAGE);
    let diags = diagnostics_for(&mut lsp, &uri, 1);
    assert_eq!(codes(&diags), ["webmcp-hint-missing"], "{diags:?}");
    // line 4 (0-based) is `    name: 'place_order',`
    assert_eq!(
        diags[0]["range"]["start"],
        json!({ "line": 4, "character": 10 })
    );
    let hover = lsp.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": uri }, "position": { "line": 4, "character": 14 } }),
    );
    let shown = hover["contents"]["value"].as_str().unwrap_or_default();
    assert!(shown.contains("\"name\": \"place_order\""), "{hover}");
    assert!(shown.contains("\"additionalProperties\": false"), "{hover}");
    let lenses = lsp.request(
        "textDocument/codeLens",
        json!({ "textDocument": { "uri": uri } }),
    );
    let titles: Vec<&str> = lenses
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|l| l["command"]["title"].as_str())
        .collect();
    assert_eq!(titles.len(), 1, "{lenses}");
    assert!(
        titles[0].starts_with("0/0 params described · ") && titles[0].ends_with(" · WebMCP"),
        "{titles:?}"
    );
    // the hint typed into the object clears the finding
    lsp.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": uri, "version": 2 }, "contentChanges": [{ "range": { "start": { "line": 7, "character": 0 }, "end": { "line": 7, "character": 0 } }, "text": "    annotations: { consequentialHint: true },\n" }] }),
    );
    let after = diagnostics_for(&mut lsp, &uri, 2);
    assert!(codes(&after).is_empty(), "{after:?}");
    lsp.exit();
}

/// A tool whose schema reaches the wire with `$ref`s (zod 4's `.meta({ id })` under SDK 1.32.2,
/// as the oracle's `refs` goldens record it): the hover shows it inlined beside the prediction.
#[test]
fn the_hover_on_a_tool_with_refs_shows_its_schema_inlined() {
    const PAINT: &str = "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nexport const server = new McpServer({ name: 'paint', version: '1' });\nconst Color = z.enum(['red', 'green']).meta({ id: 'Color' });\nserver.registerTool('paint', { description: 'Paint the shape on the canvas with a fill and an outline colour.', inputSchema: { fill: Color, stroke: Color } }, async () => ({ content: [] }));\n";
    let dir = project("refs-inlined", &[("server.ts", PAINT)]);
    let uri = uri_of(&dir, "server.ts");
    let mut lsp = Lsp::start();
    lsp.initialize(json!({}));
    lsp.open(&uri, PAINT);
    let diags = diagnostics_for(&mut lsp, &uri, 1);
    assert!(
        codes(&diags).contains(&"ref-in-schema".to_string()),
        "{diags:?}"
    );
    let hover = lsp.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": uri }, "position": { "line": 4, "character": 22 } }),
    );
    let md = hover["contents"]["value"].as_str().unwrap_or_default();
    let (predicted, inlined) = md
        .split_once("with its `$ref`s inlined")
        .expect("an inlined schema");
    assert!(
        predicted.contains("\"$ref\": \"#/definitions/Color\""),
        "{md}"
    );
    assert!(
        !inlined.contains("$ref") && !inlined.contains("definitions"),
        "{md}"
    );
    assert_eq!(inlined.matches("\"enum\"").count(), 2, "{md}");
    lsp.exit();
}

/// The protocol: `exit` without `shutdown` before it ends the server with exit code 1.
#[test]
fn exit_without_shutdown_exits_with_1() {
    let mut lsp = Lsp::start();
    lsp.initialize(json!({}));
    assert_eq!(lsp.exit_status().code(), Some(1));
}

#[test]
fn open_edit_hover_fix_and_exit_over_json_rpc() {
    let dir = project("basics", &[("server.ts", SERVER)]);
    let uri = uri_of(&dir, "server.ts");
    let mut lsp = Lsp::start();

    let init = lsp.initialize(
        json!({ "general": { "positionEncodings": ["utf-8", "utf-16"] }, "textDocument": { "publishDiagnostics": { "relatedInformation": true, "codeDescriptionSupport": true } } }),
    );
    assert_eq!(init["capabilities"]["positionEncoding"], "utf-8");

    lsp.open(&uri, SERVER);
    let diags = diagnostics_for(&mut lsp, &uri, 1);
    // zod 4 puts `.describe("Page number")` after `.optional()` on the property: nothing to report
    // there; the short `page` description is fine; no finding has a fix yet
    assert!(diags.iter().all(|d| d["source"] == "toolsight"));
    assert!(diags.iter().all(|d| d["codeDescription"]["href"]
        .as_str()
        .is_some_and(|h| h.starts_with("https://"))));

    // an incremental edit: make `customer` nullable with the description before it, which zod 4
    // moves into anyOf: description-dropped with a fix
    let line = SERVER
        .lines()
        .position(|l| l.contains("customer:"))
        .unwrap() as u32;
    let col = SERVER
        .lines()
        .nth(line as usize)
        .unwrap()
        .find(".describe")
        .unwrap() as u32;
    let end = SERVER.lines().nth(line as usize).unwrap().len() as u32 - 1;
    lsp.notify(
        "textDocument/didChange",
        json!({
            "textDocument": { "uri": uri, "version": 2 },
            "contentChanges": [{ "range": { "start": { "line": line, "character": end }, "end": { "line": line, "character": end } }, "text": ".nullable()" }],
        }),
    );
    let diags = diagnostics_for(&mut lsp, &uri, 2);
    let dropped: Vec<&Value> = diags
        .iter()
        .filter(|d| d["code"] == "description-dropped")
        .collect();
    assert_eq!(dropped.len(), 1, "{diags:#?}");
    assert_eq!(dropped[0]["range"]["start"]["line"], line);
    assert_eq!(dropped[0]["range"]["start"]["character"], col + 1);

    let hover = lsp.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": uri }, "position": { "line": 7, "character": 5 } }),
    );
    let md = hover["contents"]["value"].as_str().unwrap();
    assert!(
        md.contains("search_orders") && md.contains("```json") && md.contains("\"inputSchema\""),
        "{md}"
    );

    let actions = lsp.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": uri }, "range": dropped[0]["range"], "context": { "diagnostics": [dropped[0]] } }),
    );
    let actions = actions.as_array().unwrap();
    let fix = actions
        .iter()
        .find(|a| {
            a["title"]
                .as_str()
                .unwrap()
                .starts_with("Move the description")
        })
        .expect("the reorder fix");
    let edits = fix["edit"]["changes"][&uri].as_array().unwrap();
    assert_eq!(edits.len(), 2);
    // the fix came from the analysis, not from the diagnostic: clients with and without
    // `dataSupport` get the same
    assert!(dropped[0].get("data").is_none(), "{:#}", dropped[0]);
    assert!(actions
        .iter()
        .any(|a| a["title"].as_str().unwrap().contains("toolsight-ignore")));

    let all = lsp.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": uri }, "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } }, "context": { "diagnostics": [], "only": ["source.fixAll.toolsight"] } }),
    );
    assert_eq!(all.as_array().unwrap().len(), 1);

    lsp.exit();
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A nested object, parameters without descriptions, and multi-byte text before a tool's name on
/// its line (UTF-16 and UTF-8 columns differ there).
const FEATURES: &str = r#"import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "lsp-features", version: "1.0.0" });

server.registerTool(
  /* 😀 é */ "list_items",
  {
    description: "List the items of the shop's catalogue that carry a tag, one page at a time.",
    inputSchema: {
      filter: z.object({
        tag: z.string().max(40).describe("The tag the items carry"),
        since: z.string().max(40),
      }),
      limit: z.number().int().min(1).max(100).describe("At most this many items"),
    },
  },
  async () => ({ content: [] }),
);
"#;

#[test]
fn malformed_messages_get_errors_and_the_server_keeps_serving() {
    let dir = project("malformed", &[("server.ts", SERVER)]);
    let uri = uri_of(&dir, "server.ts");
    let mut lsp = Lsp::start();
    lsp.initialize(json!({}));
    lsp.open(&uri, SERVER);
    diagnostics_for(&mut lsp, &uri, 1);

    let bad_params = lsp.reply_to("textDocument/hover", json!({ "position": "here" }));
    assert_eq!(bad_params["error"]["code"], -32602, "{bad_params}");
    let unknown = lsp.reply_to("toolsight/noSuchMethod", json!({}));
    assert_eq!(unknown["error"]["code"], -32601, "{unknown}");

    // notifications cannot be answered; they must simply not hurt
    lsp.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": uri } }),
    );
    lsp.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": "file:///never/opened.ts", "version": 2 },
                "contentChanges": [{ "text": "x" }] }),
    );
    lsp.notify(
        "textDocument/didOpen",
        json!({ "textDocument": { "uri": "untitled:Untitled-1", "languageId": "typescript", "version": 1, "text": SERVER } }),
    );
    // a range far past the end of the document is clamped to the end
    lsp.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": uri, "version": 2 },
                "contentChanges": [{ "range": { "start": { "line": 9999, "character": 0 }, "end": { "line": 10000, "character": 5 } }, "text": "// end\n" }] }),
    );
    lsp.send(json!({ "jsonrpc": "2.0", "id": "x", "method": "textDocument/hover" }));
    let no_params = lsp.wait(|m| m["id"] == "x");
    assert!(no_params.get("error").is_some(), "{no_params}");
    let past_end = lsp.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": uri }, "position": { "line": 5000, "character": 80 } }),
    );
    assert!(past_end.is_null(), "{past_end}");

    let diags = diagnostics_for(&mut lsp, &uri, 2);
    assert!(
        !diags.is_empty(),
        "the server still analyses after bad input"
    );
    let name = line_of(SERVER, "\"search_orders\"");
    let hover = lsp.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": uri }, "position": { "line": name, "character": 4 } }),
    );
    assert!(
        hover["contents"]["value"]
            .as_str()
            .is_some_and(|h| h.contains("\"inputSchema\"")),
        "{hover}"
    );
    let customer = line_of(SERVER, "customer: z.string()");
    let field = lsp.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": uri }, "position": { "line": customer, "character": 20 } }),
    );
    let field = field["contents"]["value"].as_str().unwrap_or_default();
    assert!(
        field.starts_with("**`customer`** of **search_orders**"),
        "{field}"
    );
    assert!(field.contains("\"maxLength\": 100"), "{field}");
    assert!(
        field.ends_with("Its description reaches the model."),
        "{field}"
    );
    let text = lsp.request("workspace/symbol", json!({ "query": "search" }));
    assert!(text.as_array().is_some_and(|a| !a.is_empty()), "{text}");
    lsp.exit();
}

/// Copies `examples/<name>` into a fresh temporary project of the test `label` (the server may
/// be asked to fix it, and tests run in parallel).
fn copy_example(name: &str, label: &str) -> std::path::PathBuf {
    fn copy(from: &std::path::Path, to: &std::path::Path) {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            let target = to.join(entry.file_name());
            if entry.file_type().unwrap().is_dir() {
                copy(&entry.path(), &target);
            } else {
                std::fs::copy(entry.path(), target).unwrap();
            }
        }
    }
    let from = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples")
        .join(name);
    let to = std::env::temp_dir().join(format!("toolsight-lsp-{}-{label}", std::process::id()));
    let _ = std::fs::remove_dir_all(&to);
    copy(&from, &to);
    to
}

fn codes(diagnostics: &[Value]) -> Vec<String> {
    diagnostics
        .iter()
        .map(|d| d["code"].as_str().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn a_tool_module_gets_the_findings_of_the_server_it_registers_on() {
    // the tools are objects in src/tools/*.ts; the server that lists them, and the converter
    // that drops their descriptions, are in src/server.ts and src/zod-to-json.ts
    let dir = copy_example("seed-converter-server", "companions");
    let policy = uri_of(&dir, "src/tools/policy.ts");
    let banking = uri_of(&dir, "src/tools/banking.ts");
    let server_uri = uri_of(&dir, "src/server.ts");
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).unwrap();
    let mut lsp = Lsp::start();
    lsp.initialize(
        json!({ "textDocument": { "publishDiagnostics": { "tagSupport": { "valueSet": [1, 2] } } } }),
    );
    lsp.open(&policy, &read("src/tools/policy.ts"));
    let found = codes(&diagnostics_for(&mut lsp, &policy, 1));
    assert!(
        found.iter().any(|c| c == "unrepresentable-type"),
        "{found:?}"
    );
    lsp.open(&banking, &read("src/tools/banking.ts"));
    let banking_diagnostics = diagnostics_for(&mut lsp, &banking, 1);
    let found = codes(&banking_diagnostics);
    assert!(
        found.iter().any(|c| c == "description-dropped"),
        "{found:?}"
    );
    // text the converter never copies is dead code to the model: the editor fades it; other
    // findings are not faded
    for d in &banking_diagnostics {
        let faded = d["tags"] == json!([1]);
        let dropped = d["code"] == "description-dropped"
            && d["message"]
                .as_str()
                .unwrap()
                .contains("never reaches the wire");
        assert_eq!(faded, dropped, "{d}");
    }

    // hover on a field: its own wire schema, and why the description written there is missing
    let banking_text = read("src/tools/banking.ts");
    let (since, column) = position_of(&banking_text, "since: z.string().optional()", "optional");
    let hover = lsp.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": banking }, "position": { "line": since, "character": column } }),
    );
    let text = hover["contents"]["value"].as_str().unwrap_or_default();
    assert!(
        text.starts_with("**`since`** of **banking_tx_history**"),
        "{hover}"
    );
    assert!(text.contains("\"type\": \"string\""), "{hover}");
    let wire_part = text.split("**Lost on the way**").next().unwrap();
    assert!(
        !wire_part.contains("YYYY-MM-DD"),
        "the text does not reach the wire: {hover}"
    );
    assert!(text.contains("**Lost on the way**"), "{hover}");
    assert_eq!(hover["range"]["start"]["line"], since, "{hover}");
    // the property's key shows the property too, not the whole tool
    let (key_line, key_column) =
        position_of(&banking_text, "since: z.string().optional()", "since");
    let on_key = lsp.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": banking }, "position": { "line": key_line, "character": key_column + 1 } }),
    );
    assert_eq!(on_key, hover);

    // a tool written as an object here and registered from server.ts shows here, at its name
    let (name_line, name_column) =
        position_of(&banking_text, "name: \"banking_tx_history\"", "banking_tx");
    let at_name = json!({ "line": name_line, "character": name_column + 3 });
    let hover = lsp.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": banking }, "position": at_name }),
    );
    let text = hover["contents"]["value"].as_str().unwrap_or_default();
    assert!(
        text.starts_with("**banking_tx_history** as it goes over the wire"),
        "{hover}"
    );
    // the range is the name string here, not the `t.name` in server.ts that registers it
    assert_eq!(hover["range"]["start"]["line"], name_line, "{hover}");
    assert_eq!(
        hover["range"]["start"]["character"],
        name_column - 1,
        "{hover}"
    );
    let symbols = lsp.request(
        "textDocument/documentSymbol",
        json!({ "textDocument": { "uri": banking } }),
    );
    let names: Vec<&str> = symbols
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|s| s["name"].as_str())
        .collect();
    assert!(names.contains(&"banking_tx_history"), "{symbols}");
    let lenses = lsp.request(
        "textDocument/codeLens",
        json!({ "textDocument": { "uri": banking } }),
    );
    let on_name = lenses
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["range"]["start"]["line"] == name_line);
    assert!(
        on_name.is_some_and(|l| l["command"]["title"]
            .as_str()
            .unwrap_or_default()
            .contains("params described")),
        "{lenses}"
    );

    // an edit to the server's module re-publishes the open tool modules from the same analysis
    let server_text = read("src/server.ts");
    lsp.open(&server_uri, &server_text);
    diagnostics_for(&mut lsp, &server_uri, 1);
    lsp.backlog.clear();
    lsp.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": server_uri, "version": 2 },
                "contentChanges": [{ "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } }, "text": "// edited\n" }] }),
    );
    diagnostics_for(&mut lsp, &server_uri, 2);
    let again = codes(&diagnostics_for(&mut lsp, &banking, 1));
    assert!(
        again.iter().any(|c| c == "description-dropped"),
        "{again:?}"
    );
    lsp.exit();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_pulling_client_is_asked_to_re_pull_when_a_companion_document_changes() {
    let dir = copy_example("seed-converter-server", "refresh");
    let banking = uri_of(&dir, "src/tools/banking.ts");
    let server_uri = uri_of(&dir, "src/server.ts");
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).unwrap();
    let mut lsp = Lsp::start();
    lsp.initialize(json!({
        "textDocument": { "diagnostic": {} },
        "workspace": { "diagnostics": { "refreshSupport": true } }
    }));
    lsp.open(&banking, &read("src/tools/banking.ts"));
    lsp.open(&server_uri, &read("src/server.ts"));
    let pulled = lsp.request(
        "textDocument/diagnostic",
        json!({ "textDocument": { "uri": banking } }),
    );
    let found = codes(pulled["items"].as_array().unwrap());
    assert!(found.iter().any(|c| c == "description-dropped"), "{pulled}");

    lsp.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": server_uri, "version": 2 },
                "contentChanges": [{ "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } }, "text": "// edited\n" }] }),
    );
    let refresh = lsp.wait(|m| m["method"] == "workspace/diagnostic/refresh");
    let id = refresh["id"].clone();
    lsp.send(json!({ "jsonrpc": "2.0", "id": id, "result": null }));
    assert!(
        lsp.backlog
            .iter()
            .all(|m| m["method"] != "textDocument/publishDiagnostics"),
        "a pulling client is not pushed to: {:?}",
        lsp.backlog
    );
    lsp.exit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// The globs of the file watchers the server registers at start (the registration answered).
fn watched_globs(lsp: &mut Lsp) -> Vec<String> {
    let register = lsp.wait(|m| m["method"] == "client/registerCapability");
    let registration = &register["params"]["registrations"][0];
    assert_eq!(registration["method"], "workspace/didChangeWatchedFiles");
    let globs = registration["registerOptions"]["watchers"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|w| w["globPattern"].as_str().map(str::to_string))
        .collect();
    lsp.send(json!({ "jsonrpc": "2.0", "id": register["id"], "result": null }));
    globs
}

/// Writes `file` of `dir` on disk, says so as a watched-file change, and returns the rule ids
/// of the diagnostics re-published for the open document `uri` (at version 1).
fn written_on_disk(
    lsp: &mut Lsp,
    dir: &std::path::Path,
    uri: &str,
    file: &str,
    text: &str,
) -> Vec<String> {
    std::fs::write(dir.join(file), text).unwrap();
    lsp.notify(
        "workspace/didChangeWatchedFiles",
        json!({ "changes": [{ "uri": uri_of(dir, file), "type": 1 }] }),
    );
    codes(&diagnostics_for(lsp, uri, 1))
}

#[test]
fn a_configuration_written_on_disk_re_publishes_the_open_documents() {
    let dir = copy_example("seed-converter-server", "watched");
    let policy = uri_of(&dir, "src/tools/policy.ts");
    let mut lsp = Lsp::start();
    let id = lsp.next_id;
    lsp.initialize(
        json!({ "workspace": { "didChangeWatchedFiles": { "dynamicRegistration": true } } }),
    );
    assert_eq!(lsp.next_id, id + 1);
    let globs = watched_globs(&mut lsp);
    assert!(
        globs.iter().any(|g| g == "**/toolsight.toml")
            && globs.iter().any(|g| g == "**/package.json"),
        "{globs:?}"
    );

    lsp.open(
        &policy,
        &std::fs::read_to_string(dir.join("src/tools/policy.ts")).unwrap(),
    );
    let before = codes(&diagnostics_for(&mut lsp, &policy, 1));
    assert!(
        before.iter().any(|c| c == "unrepresentable-type"),
        "{before:?}"
    );

    let after = written_on_disk(
        &mut lsp,
        &dir,
        &policy,
        "toolsight.toml",
        "[rules]\nunrepresentable-type = \"off\"\n",
    );
    assert!(
        !after.iter().any(|c| c == "unrepresentable-type"),
        "{after:?}"
    );
    assert!(!after.is_empty(), "the other findings stay");
    lsp.exit();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn editor_settings_arrive_at_start_and_change_later_in_the_toolsight_toml_shape() {
    let dir = copy_example("seed-converter-server", "settings");
    let policy = uri_of(&dir, "src/tools/policy.ts");
    let mut lsp = Lsp::start();
    lsp.request(
        "initialize",
        json!({ "processId": null, "rootUri": null, "capabilities": {},
                "initializationOptions": { "rules": { "unrepresentable-type": "off" } } }),
    );
    lsp.notify("initialized", json!({}));
    lsp.open(
        &policy,
        &std::fs::read_to_string(dir.join("src/tools/policy.ts")).unwrap(),
    );
    let at_start = codes(&diagnostics_for(&mut lsp, &policy, 1));
    assert!(
        !at_start.iter().any(|c| c == "unrepresentable-type"),
        "{at_start:?}"
    );
    assert!(!at_start.is_empty(), "{at_start:?}");

    // VS Code sends its whole settings tree; the toolsight section is the one read
    lsp.notify(
        "workspace/didChangeConfiguration",
        json!({ "settings": { "toolsight": { "rules": { "missing-bounds": "off" } } } }),
    );
    let changed = codes(&diagnostics_for(&mut lsp, &policy, 1));
    assert!(
        changed.iter().any(|c| c == "unrepresentable-type"),
        "{changed:?}"
    );
    assert!(
        !changed.iter().any(|c| c == "missing-bounds"),
        "{changed:?}"
    );

    lsp.notify(
        "workspace/didChangeConfiguration",
        json!({ "settings": { "toolsight": { "rules": { "no-such-rule": "off" } } } }),
    );
    let warning = lsp.wait(|m| m["method"] == "window/showMessage");
    let message = warning["params"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("editor settings") && message.contains("no-such-rule"),
        "{warning}"
    );
    // settings it cannot read are not used: the defaults come back
    let defaults = codes(&diagnostics_for(&mut lsp, &policy, 1));
    assert!(
        defaults.iter().any(|c| c == "missing-bounds"),
        "{defaults:?}"
    );
    lsp.exit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// A response with the test's project folder written as `<project>`, for a stable snapshot.
fn pinned(value: &Value, dir: &std::path::Path) -> String {
    serde_json::to_string_pretty(value)
        .unwrap()
        .replace(&format!("file://{}", dir.display()), "file://<project>")
}

#[test]
fn whole_responses_of_every_method_are_pinned() {
    let dir = project("snapshots", &[("server.ts", SERVER)]);
    let uri = uri_of(&dir, "server.ts");
    let mut lsp = Lsp::start();
    lsp.initialize(
        json!({ "general": { "positionEncodings": ["utf-16"] }, "textDocument": { "publishDiagnostics": { "relatedInformation": true, "codeDescriptionSupport": true } } }),
    );
    lsp.open(&uri, SERVER);
    let diagnostics = diagnostics_for(&mut lsp, &uri, 1);
    let at = |needle: &str, column: &str| {
        let (line, character) = position_of(SERVER, needle, column);
        json!({ "textDocument": { "uri": uri }, "position": { "line": line, "character": character + 1 } })
    };
    let tool_hover = lsp.request(
        "textDocument/hover",
        at("\"search_orders\"", "search_orders"),
    );
    let field_hover = lsp.request("textDocument/hover", at("page: z.number()", "optional"));
    let lenses = lsp.request(
        "textDocument/codeLens",
        json!({ "textDocument": { "uri": uri } }),
    );
    let symbols = lsp.request(
        "textDocument/documentSymbol",
        json!({ "textDocument": { "uri": uri } }),
    );
    let actions = lsp.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": uri }, "range": diagnostics[0]["range"],
                "context": { "diagnostics": [diagnostics[0]] } }),
    );
    let fix_all = lsp.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": uri },
                "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } },
                "context": { "diagnostics": [], "only": ["source.fixAll.toolsight"] } }),
    );
    lsp.exit();

    // the tool as hover shows it is what the real SDK sends (recorded by the oracle)
    let golden: Value = serde_json::from_str(
        &std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../tests/oracle/goldens/sdk1-zod4/server/lsp-search-orders.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let markdown = tool_hover["contents"]["value"].as_str().unwrap();
    let block = markdown
        .split("```json\n")
        .nth(1)
        .unwrap()
        .split("\n```")
        .next()
        .unwrap();
    let shown: Value = serde_json::from_str(block).unwrap();
    assert_eq!(shown, golden["tools"][0]);

    for (name, response) in [
        ("diagnostics", json!(diagnostics)),
        ("hover_tool", tool_hover),
        ("hover_field", field_hover),
        ("code_lens", lenses),
        ("document_symbols", symbols),
        ("code_actions", actions),
        ("fix_all", fix_all),
    ] {
        insta::assert_snapshot!(format!("lsp_{name}"), pinned(&response, &dir));
    }
}

/// The line holding `line_needle` and the column of `column_needle` on it (ASCII lines).
fn position_of(text: &str, line_needle: &str, column_needle: &str) -> (u64, usize) {
    let line = line_of(text, line_needle);
    let column = text
        .lines()
        .nth(line as usize)
        .unwrap()
        .find(column_needle)
        .unwrap();
    (line, column)
}

fn line_of(text: &str, needle: &str) -> u64 {
    text.lines().position(|l| l.contains(needle)).unwrap() as u64
}

#[test]
fn code_lens_symbols_and_pulled_diagnostics() {
    let dir = project(
        "features",
        &[("features.ts", FEATURES), ("orders.ts", SERVER)],
    );
    let (features, orders) = (uri_of(&dir, "features.ts"), uri_of(&dir, "orders.ts"));
    let mut lsp = Lsp::start();
    // no positionEncodings offered: UTF-16
    let init = lsp.initialize(json!({}));
    let caps = &init["capabilities"];
    assert_eq!(caps["positionEncoding"], "utf-16");
    assert_eq!(caps["codeLensProvider"]["resolveProvider"], false);
    assert_eq!(caps["documentSymbolProvider"], true);
    assert_eq!(caps["workspaceSymbolProvider"], true);
    assert_eq!(
        caps["diagnosticProvider"],
        json!({ "identifier": "toolsight", "interFileDependencies": true, "workspaceDiagnostics": false })
    );
    lsp.open(&features, FEATURES);
    lsp.open(&orders, SERVER);
    let name_line = line_of(FEATURES, "\"list_items\"");
    // `  /* 😀 é */ ` is 13 UTF-16 code units (16 bytes)
    let name_start = json!({ "line": name_line, "character": 13 });

    // the lens counts against the wire entry that hover shows
    let hover = lsp.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": features }, "position": name_start }),
    );
    let md = hover["contents"]["value"].as_str().unwrap();
    let wire: Value = serde_json::from_str(
        md.split("```json\n")
            .nth(1)
            .unwrap()
            .split("\n```")
            .next()
            .unwrap(),
    )
    .unwrap();
    let chars = serde_json::to_string(&wire).unwrap().chars().count();
    let tokens = toolsight::tokens::count(&serde_json::to_string(&wire).unwrap());
    // Claude's estimate: the characters over 3.5, rounded up
    let claude = (chars * 2).div_ceil(7);
    assert!(
        md.contains(&format!(
            "({chars} characters, {tokens} tokens in o200k_base, about {claude} for Claude, exact)"
        )),
        "{md}"
    );
    let lenses = lsp.request(
        "textDocument/codeLens",
        json!({ "textDocument": { "uri": features } }),
    );
    let lenses = lenses.as_array().unwrap();
    assert_eq!(lenses.len(), 1, "{lenses:#?}");
    assert_eq!(lenses[0]["range"]["start"], name_start);
    // filter, filter.tag, filter.since, limit: tag and limit are described
    assert_eq!(
        lenses[0]["command"]["title"],
        format!("2/4 params described · {chars} chars on the wire · {tokens} tokens · sdk@1.32.2 + zod 4.6.7")
    );
    // clicking the lens runs its command on the server: the same wire entry, shown and returned
    assert_eq!(
        caps["executeCommandProvider"]["commands"],
        json!([lenses[0]["command"]["command"]])
    );
    // the pushed diagnostics may come before the replies above or after them: taken now, before
    // the backlog is cleared for the command's message
    let pushed = diagnostics_for(&mut lsp, &features, 1);
    lsp.backlog.clear();
    let shown = lsp.request(
        "workspace/executeCommand",
        json!({ "command": lenses[0]["command"]["command"], "arguments": lenses[0]["command"]["arguments"] }),
    );
    assert_eq!(shown, wire);
    let message = lsp.wait(|m| m["method"] == "window/showMessage");
    assert_eq!(message["params"]["type"], 3, "INFO");
    let text = message["params"]["message"].as_str().unwrap();
    let (head, body) = text.split_once('\n').unwrap();
    assert_eq!(head, "list_items over the wire (sdk@1.32.2 + zod 4.6.7):");
    assert_eq!(serde_json::from_str::<Value>(body).unwrap(), wire);
    for (command, arguments) in [
        (json!("toolsight.nope"), json!([features])),
        (lenses[0]["command"]["command"].clone(), json!([features])),
        (
            lenses[0]["command"]["command"].clone(),
            json!([features, "no_such_tool"]),
        ),
    ] {
        let reply = lsp.reply_to(
            "workspace/executeCommand",
            json!({ "command": command, "arguments": arguments }),
        );
        assert_eq!(reply["error"]["code"], -32602, "{reply}");
    }

    let symbols = lsp.request(
        "textDocument/documentSymbol",
        json!({ "textDocument": { "uri": features } }),
    );
    let tools = symbols.as_array().unwrap();
    assert_eq!(tools.len(), 1);
    let tool = &tools[0];
    assert_eq!(tool["name"], "list_items");
    assert_eq!(tool["kind"], 12, "FUNCTION");
    assert_eq!(tool["selectionRange"]["start"], name_start);
    assert_eq!(
        tool["range"]["start"]["line"],
        line_of(FEATURES, "registerTool")
    );
    let outline = |s: &Value| -> Vec<(String, u64, u64)> {
        s["children"]
            .as_array()
            .map(|c| {
                c.iter()
                    .map(|c| {
                        (
                            c["name"].as_str().unwrap().to_string(),
                            c["kind"].as_u64().unwrap(),
                            c["selectionRange"]["start"]["line"].as_u64().unwrap(),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    assert_eq!(
        outline(tool),
        [
            ("filter".to_string(), 8, line_of(FEATURES, "filter:")),
            ("limit".to_string(), 8, line_of(FEATURES, "limit:")),
        ]
    );
    assert_eq!(
        outline(&tool["children"][0]),
        [
            ("tag".to_string(), 8, line_of(FEATURES, "tag:")),
            ("since".to_string(), 8, line_of(FEATURES, "since:")),
        ]
    );

    let found = |lsp: &mut Lsp, query: &str| -> Vec<(String, String)> {
        let mut v: Vec<(String, String)> = lsp
            .request("workspace/symbol", json!({ "query": query }))
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                (
                    s["name"].as_str().unwrap().to_string(),
                    s["location"]["uri"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        v.sort();
        v
    };
    assert_eq!(
        found(&mut lsp, "ORDERS"),
        [("search_orders".to_string(), orders.clone())]
    );
    assert_eq!(
        found(&mut lsp, ""),
        [
            ("list_items".to_string(), features.clone()),
            ("search_orders".to_string(), orders.clone()),
        ]
    );

    // this client does not pull, so it gets pushed diagnostics too: both say the same
    let pulled = lsp.request(
        "textDocument/diagnostic",
        json!({ "textDocument": { "uri": features } }),
    );
    assert_eq!(pulled["kind"], "full");
    assert!(!pushed.is_empty());
    assert_eq!(pulled["items"].as_array().unwrap(), &pushed);
    // this client declared neither codeDescriptionSupport nor tags
    assert!(pushed
        .iter()
        .all(|d| d.get("codeDescription").is_none() && d.get("tags").is_none()));

    lsp.exit();
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A small deterministic PRNG (splitmix64): the replay is the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Byte offsets where lines start, with LSP's line breaks: `\n`, `\r\n` and a lone `\r`.
fn line_starts(text: &str) -> Vec<usize> {
    let b = text.as_bytes();
    let mut starts = vec![0];
    for i in 0..b.len() {
        if b[i] == b'\n' || (b[i] == b'\r' && b.get(i + 1) != Some(&b'\n')) {
            starts.push(i + 1);
        }
    }
    starts
}

/// Where line `line`'s content ends, before its line break.
fn content_end(text: &str, starts: &[usize], line: usize) -> usize {
    let end = starts.get(line + 1).copied().unwrap_or(text.len());
    let content = &text[starts[line]..end];
    starts[line] + content.trim_end_matches('\n').trim_end_matches('\r').len()
}

/// The LSP position (line, UTF-16 code units) of a byte offset.
fn utf16_position(text: &str, offset: usize) -> (usize, usize) {
    let starts = line_starts(text);
    let line = starts.partition_point(|s| *s <= offset) - 1;
    (line, text[starts[line]..offset].encode_utf16().count())
}

/// The byte offset of an LSP position in UTF-16, clamped to its line's end or the text's end.
fn utf16_offset(text: &str, line: usize, character: usize) -> usize {
    let starts = line_starts(text);
    if line >= starts.len() {
        return text.len();
    }
    let mut offset = starts[line];
    let mut units = 0;
    for c in text[offset..content_end(text, &starts, line)].chars() {
        if units + c.len_utf16() > character {
            break;
        }
        units += c.len_utf16();
        offset += c.len_utf8();
    }
    offset
}

/// The tool description between the first two `delimiter`s (a template literal's backticks, a
/// docstring's triple quotes), where every edit of the replay lands: the text stays valid and
/// every edit shows on the wire.
fn zone(text: &str, delimiter: &str) -> (usize, usize) {
    let start = text.find(delimiter).unwrap() + delimiter.len();
    (start, start + text[start..].find(delimiter).unwrap())
}

/// Written with `\n`; the replay opens it with CRLF line endings.
const REPLAYED: &str = r#"import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "replay", version: "1.0.0" });

server.registerTool(
  "replay_notes",
  {
    description: `Keeps é notes 😀 for 日本 teams,
one per line.`,
    inputSchema: {
      note: z.string().max(200).describe("The note"),
      tags: z.array(z.string().max(20)).max(5),
    },
  },
  async () => ({ content: [] }),
);
"#;

/// The Python replay: the edits land in the docstring, which the SDK sends whole.
const REPLAYED_PY: &str = r#"from typing import Annotated

from mcp.server.fastmcp import FastMCP
from pydantic import Field

mcp = FastMCP("replay")


@mcp.tool()
def replay_notes(
    note: Annotated[str, Field(max_length=200, description="The note")],
    tags: Annotated[list[str], Field(max_length=5)],
) -> str:
    """Keeps é notes 😀 for 日本 teams,
    one per line."""
    return note
"#;

/// The page replay: the edits land in a WebMCP tool's description in an inline script, one of
/// a `provideContext` list.
const REPLAYED_HTML: &str = r#"<!doctype html>
<html>
<body>
<script type="module">
  navigator.modelContext.provideContext({
    tools: [
      {
        name: "replay_notes",
        description: `Keeps é notes 😀 for 日本 teams,
one per line.`,
        inputSchema: {
          type: "object",
          properties: { note: { type: "string", maxLength: 200, description: "The note" } },
          required: ["note"],
        },
        execute: async () => ({ content: [] }),
      },
      {
        name: "replay_tags",
        description: "List the tags of the notes, most used first; read-only.",
        inputSchema: { type: "object", properties: {}, additionalProperties: false },
        annotations: { readOnlyHint: true },
        execute: async () => ({ content: [] }),
      },
    ],
  });
</script>
</body>
</html>
"#;

/// What a document looks like to a client: diagnostics (pulled), code lenses, document symbols
/// and the hover on its tool, which shows the whole wire entry.
fn observe(lsp: &mut Lsp, uri: &str, text: &str) -> Value {
    let doc = json!({ "uri": uri });
    let (line, character) = utf16_position(text, text.find("replay_notes").unwrap() + 1);
    json!({
        "diagnostics": lsp.request("textDocument/diagnostic", json!({ "textDocument": doc })),
        "lenses": lsp.request("textDocument/codeLens", json!({ "textDocument": doc })),
        "symbols": lsp.request("textDocument/documentSymbol", json!({ "textDocument": doc })),
        "hover": lsp.request("textDocument/hover", json!({ "textDocument": doc, "position": { "line": line, "character": character } })),
    })
}

#[test]
fn ten_thousand_random_incremental_edits_end_where_the_text_ends() {
    replay("replay.ts", "typescript", REPLAYED, "`");
}

#[test]
fn ten_thousand_random_incremental_edits_of_a_web_page_end_where_the_text_ends() {
    replay("replay.html", "html", REPLAYED_HTML, "`");
}

#[test]
fn ten_thousand_random_incremental_edits_of_python_end_where_the_text_ends() {
    replay("replay.py", "python", REPLAYED_PY, "\"\"\"");
}

/// Opens `source` (with CRLF line endings) as `file`, sends ten thousand random incremental
/// edits inside the `delimiter`-quoted description, and compares what the client sees with a
/// fresh server that opens the final text.
fn replay(file: &str, language: &str, source: &str, delimiter: &str) {
    const EDITS: usize = 10_000;
    const PER_CHANGE: usize = 25;
    let source = source.replace('\n', "\r\n");
    let dir = project(&format!("replay-{language}"), &[(file, &source)]);
    let uri = uri_of(&dir, file);
    let open = |lsp: &mut Lsp, text: &str| {
        lsp.notify(
            "textDocument/didOpen",
            json!({ "textDocument": { "uri": uri, "languageId": language, "version": 1, "text": text } }),
        );
    };
    let mut lsp = Lsp::start();
    lsp.initialize(json!({}));
    open(&mut lsp, &source);

    let pieces = [
        "é", "😀", "日本", "\r\n", "\n", "\r", "a", "note ", "x", " ",
    ];
    let mut rng = Rng(0x7005_1647);
    let mut text = source.clone();
    let mut version = 1;
    let mut changes = Vec::new();
    // what the replay covered, so a change to it cannot quietly stop testing a case
    let (mut at_line_end, mut past_line_end, mut across_lines, mut newlines) = (0, 0, 0, 0);
    for i in 0..EDITS {
        let (zs, ze) = zone(&text, delimiter);
        // every offset an LSP position can name: a character boundary not inside a `\r\n`
        let offsets: Vec<usize> = (zs..=ze)
            .filter(|&o| {
                text.is_char_boundary(o)
                    && !(text[..o].ends_with('\r') && text[o..].starts_with('\n'))
            })
            .collect();
        let ends: Vec<usize> = offsets
            .iter()
            .copied()
            .filter(|&o| text[o..].starts_with(['\r', '\n']))
            .collect();
        let start = if !ends.is_empty() && rng.below(4) == 0 {
            *rng.pick(&ends)
        } else {
            *rng.pick(&offsets)
        };
        // delete more as the description grows, so it stays around a few hundred bytes
        let delete = rng.below(ze - zs + 200) > 300;
        let end = if delete {
            let later: Vec<usize> = offsets
                .iter()
                .copied()
                .filter(|&o| o >= start && o <= start + 40)
                .collect();
            *rng.pick(&later)
        } else {
            start
        };
        let insert: String = if !delete || rng.below(3) == 0 {
            (0..1 + rng.below(4)).map(|_| *rng.pick(&pieces)).collect()
        } else {
            String::new()
        };

        let (sl, mut sc) = utf16_position(&text, start);
        let (el, mut ec) = utf16_position(&text, end);
        // an insertion past the end of a line that is not the zone's last: the server clamps it
        // to the line's end
        if ends.contains(&start) && start == end && start < ze && rng.below(2) == 0 {
            sc += 1 + rng.below(5);
            ec = sc;
            past_line_end += 1;
        }
        // the String takes the edit through the same UTF-16 positions the server gets
        let (s, e) = (utf16_offset(&text, sl, sc), utf16_offset(&text, el, ec));
        assert_eq!((s, e), (start, end), "edit {i}");
        at_line_end += usize::from(ends.contains(&start));
        across_lines += usize::from(el > sl);
        newlines += usize::from(insert.contains(['\r', '\n']));
        text.replace_range(s..e, &insert);
        changes.push(json!({
            "range": { "start": { "line": sl, "character": sc }, "end": { "line": el, "character": ec } },
            "text": insert,
        }));
        if changes.len() == PER_CHANGE || i + 1 == EDITS {
            version += 1;
            lsp.notify(
                "textDocument/didChange",
                json!({ "textDocument": { "uri": uri, "version": version }, "contentChanges": changes }),
            );
            changes = Vec::new();
        }
    }
    assert!(
        at_line_end > 500 && past_line_end > 100 && across_lines > 500 && newlines > 1000,
        "{at_line_end} {past_line_end} {across_lines} {newlines}"
    );
    assert!(text.contains(['é', '😀', '日']));

    let replayed = observe(&mut lsp, &uri, &text);
    // the debounced push settles on the final version and says what the pull says
    assert_eq!(
        diagnostics_for(&mut lsp, &uri, version),
        replayed["diagnostics"]["items"].as_array().unwrap().clone()
    );
    let mut fresh = Lsp::start();
    fresh.initialize(json!({}));
    open(&mut fresh, &text);
    let direct = observe(&mut fresh, &uri, &text);
    assert!(direct["hover"]["contents"]["value"]
        .as_str()
        .is_some_and(|md| md.contains("replay_notes")));
    assert_eq!(replayed, direct);

    lsp.exit();
    fresh.exit();
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A module that creates a server and registers one tool on it.
fn tool_module(tool: &str) -> String {
    format!(
        r#"import {{ McpServer }} from "@modelcontextprotocol/sdk/server/mcp.js";
import {{ z }} from "zod";

const server = new McpServer({{ name: "s", version: "1.0.0" }});
server.registerTool("{tool}", {{ description: "Finds things.", inputSchema: {{ q: z.string().max(50) }} }}, async () => ({{ content: [] }}));
"#
    )
}

#[test]
fn the_workspace_is_indexed_at_start_and_again_after_changes_on_disk() {
    let root = std::env::temp_dir().join(format!("toolsight-lsp-{}-index", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let a = root.join("a");
    let b = root.join("b");
    std::fs::create_dir_all(b.join("generated")).unwrap();
    std::fs::create_dir_all(&a).unwrap();
    let manifest = r#"{"dependencies":{"@modelcontextprotocol/sdk":"1.32.2","zod":"4.6.7"}}"#;
    for dir in [&a, &b] {
        std::fs::write(dir.join("package.json"), manifest).unwrap();
    }
    std::fs::write(a.join("server.ts"), SERVER).unwrap();
    std::fs::write(b.join("tools.ts"), tool_module("b_tool")).unwrap();
    // git-ignored (in a git work tree): not indexed
    std::fs::write(b.join("generated/gen.ts"), tool_module("ignored_tool")).unwrap();
    std::fs::write(root.join(".gitignore"), "generated/\n").unwrap();
    let git = Command::new("git")
        .args(["init", "-q"])
        .current_dir(&root)
        .status()
        .expect("git runs");
    assert!(git.success());

    let mut lsp = Lsp::start();
    let root_uri = format!("file://{}", root.display());
    lsp.request(
        "initialize",
        json!({ "processId": null, "rootUri": root_uri,
                "workspaceFolders": [{ "uri": root_uri, "name": "ws" }], "capabilities": {} }),
    );
    lsp.notify("initialized", json!({}));
    let logged = lsp.wait(|m| {
        m["method"] == "window/logMessage"
            && m["params"]["message"]
                .as_str()
                .is_some_and(|t| t.starts_with("toolsight: indexed"))
    });
    let message = logged["params"]["message"].as_str().unwrap();
    assert!(
        message.starts_with("toolsight: indexed 2 files in 2 projects (2 tools) in "),
        "{message}"
    );
    let symbols = |lsp: &mut Lsp| -> Vec<(String, String, u64)> {
        let mut v: Vec<(String, String, u64)> = lsp
            .request("workspace/symbol", json!({ "query": "" }))
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                (
                    s["name"].as_str().unwrap().to_string(),
                    s["location"]["uri"]
                        .as_str()
                        .unwrap()
                        .replace(&root_uri, ""),
                    s["location"]["range"]["start"]["line"].as_u64().unwrap(),
                )
            })
            .collect();
        v.sort();
        v
    };
    let b_tool = ("b_tool".to_string(), "/b/tools.ts".to_string(), 4);
    let search = (
        "search_orders".to_string(),
        "/a/server.ts".to_string(),
        line_of(SERVER, "\"search_orders\""),
    );
    // no document is open: every tool comes from the index
    assert_eq!(symbols(&mut lsp), [b_tool.clone(), search.clone()]);

    // an open document's project comes from its text, the others still from the index
    let a_uri = uri_of(&a, "server.ts");
    lsp.open(&a_uri, &format!("\n{SERVER}"));
    let moved = (search.0.clone(), search.1.clone(), search.2 + 1);
    assert_eq!(symbols(&mut lsp), [b_tool.clone(), moved]);

    // a module written on disk in project b: that project is indexed again
    std::fs::write(b.join("more.ts"), tool_module("b_more")).unwrap();
    lsp.notify(
        "workspace/didChangeWatchedFiles",
        json!({ "changes": [{ "uri": uri_of(&b, "more.ts"), "type": 1 }] }),
    );
    let logged = lsp.wait(|m| {
        m["method"] == "window/logMessage"
            && m["params"]["message"]
                .as_str()
                .is_some_and(|t| t.starts_with("toolsight: re-indexed"))
    });
    assert!(
        logged["params"]["message"]
            .as_str()
            .unwrap()
            .starts_with("toolsight: re-indexed 2 files in 1 project (2 tools)"),
        "{logged}"
    );
    let names: Vec<String> = symbols(&mut lsp).into_iter().map(|s| s.0).collect();
    assert_eq!(names, ["b_more", "b_tool", "search_orders"]);

    // closing the last open document of project a hands it back to the index, from disk
    lsp.notify(
        "textDocument/didClose",
        json!({ "textDocument": { "uri": a_uri } }),
    );
    let logged = lsp.wait(|m| {
        m["method"] == "window/logMessage"
            && m["params"]["message"].as_str().is_some_and(|t| {
                t.starts_with("toolsight: re-indexed 1 file in 1 project (1 tool)")
            })
    });
    assert!(logged["params"]["message"].is_string());
    let all = symbols(&mut lsp);
    assert!(all.contains(&search), "{all:?}");
    lsp.exit();
    let _ = std::fs::remove_dir_all(&root);
}

/// One failure never hides the rest: a schema that fails the whole list is reported, the other
/// tools' findings still arrive, and hover on them shows the failure first, then the entry.
#[test]
fn a_failing_list_still_shows_the_other_tools() {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../tests/fixtures/layouts/list-fails/src/server.ts"),
    )
    .unwrap();
    let dir = project("list-fails", &[("server.ts", &text)]);
    let uri = uri_of(&dir, "server.ts");
    let mut lsp = Lsp::start();
    lsp.initialize(json!({}));
    lsp.open(&uri, &text);
    let found = codes(&diagnostics_for(&mut lsp, &uri, 1));
    assert!(
        found.iter().any(|c| c == "unrepresentable-type"),
        "{found:?}"
    );
    assert!(found.iter().any(|c| c == "missing-bounds"), "{found:?}");
    let (line, column) = position_of(&text, "\"add_event\"", "add_event");
    let hover = lsp.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": uri }, "position": { "line": line, "character": column } }),
    );
    let shown = hover["contents"]["value"].as_str().unwrap_or_default();
    assert!(
        shown.starts_with("**tools/list fails**: Date cannot be represented"),
        "{hover}"
    );
    assert!(shown.contains("\"name\": \"add_event\""), "{hover}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Found by the `document` fuzzer: an edit above a server that is passed on (`wrap(new
/// McpServer(...))`), in a statement that registers nothing (a line break typed into a template
/// string), kept the finding's message naming the old line of the server, where a fresh analysis
/// names the new one. Findings whose message names a place of the edited file are not
/// moved in place; the document is analysed again.
#[test]
fn a_place_named_in_a_message_follows_an_edit_above_it() {
    let text = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nconst note = `a`;\nwrap(new McpServer({ name: \"s\", version: \"1.0.0\" }));\n";
    let dir = project("place-in-message", &[("server.ts", text)]);
    let uri = uri_of(&dir, "server.ts");
    // whether a diagnostic says the server is created on `line`
    let names_line = |diags: &[Value], line: u32| {
        let said = format!(
            "the server created at {}:{line}:6 is passed on",
            dir.join("server.ts").display()
        );
        diags
            .iter()
            .any(|d| d["message"].as_str().is_some_and(|m| m.contains(&said)))
    };
    let mut lsp = Lsp::start();
    lsp.initialize(json!({}));
    lsp.open(&uri, text);
    let before = diagnostics_for(&mut lsp, &uri, 1);
    assert!(names_line(&before, 3), "{before:?}");
    lsp.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": uri, "version": 2 },
                "contentChanges": [{ "range": { "start": { "line": 1, "character": 15 }, "end": { "line": 1, "character": 15 } }, "text": "\n" }] }),
    );
    let after = diagnostics_for(&mut lsp, &uri, 2);
    assert!(names_line(&after, 4), "{after:?}");
    lsp.exit();
}

/// A Python project's `pyproject.toml` written on disk (its `[tool.toolsight]` table, which the
/// server watches) re-publishes the open Python module.
#[test]
fn a_pyproject_written_on_disk_re_publishes_an_open_python_module() {
    let dir = copy_example("python-server", "pyproject");
    let uri = uri_of(&dir, "notes_server.py");
    let mut lsp = Lsp::start();
    lsp.initialize(
        json!({ "workspace": { "didChangeWatchedFiles": { "dynamicRegistration": true } } }),
    );
    let globs = watched_globs(&mut lsp);
    for glob in ["**/pyproject.toml", "**/requirements*.txt", "**/*.py"] {
        assert!(globs.iter().any(|g| g == glob), "{glob}: {globs:?}");
    }
    let text = std::fs::read_to_string(dir.join("notes_server.py")).unwrap();
    lsp.notify(
        "textDocument/didOpen",
        json!({ "textDocument": { "uri": uri, "languageId": "python", "version": 1, "text": text } }),
    );
    let before = codes(&diagnostics_for(&mut lsp, &uri, 1));
    assert!(
        before.iter().any(|c| c == "docstring-args-ignored"),
        "{before:?}"
    );
    let after = written_on_disk(
        &mut lsp,
        &dir,
        &uri,
        "pyproject.toml",
        "[project]\nname = \"notes\"\n\n[tool.toolsight.rules]\ndocstring-args-ignored = \"off\"\n",
    );
    assert!(
        !after.iter().any(|c| c == "docstring-args-ignored"),
        "{after:?}"
    );
    assert!(
        after.iter().any(|c| c == "description-dropped"),
        "the others stay: {after:?}"
    );
    lsp.exit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// `edits` (LSP `TextEdit`s in UTF-16 positions, not overlapping) applied to `text`.
fn apply_edits(text: &str, edits: &[Value]) -> String {
    let offset = |p: &Value| {
        utf16_offset(
            text,
            p["line"].as_u64().unwrap() as usize,
            p["character"].as_u64().unwrap() as usize,
        )
    };
    let mut spans: Vec<(usize, usize, &str)> = edits
        .iter()
        .map(|e| {
            (
                offset(&e["range"]["start"]),
                offset(&e["range"]["end"]),
                e["newText"].as_str().unwrap(),
            )
        })
        .collect();
    spans.sort_by_key(|&(start, end, _)| std::cmp::Reverse((start, end)));
    let mut out = text.to_string();
    for (start, end, new) in spans {
        out.replace_range(start..end, new);
    }
    out
}

/// The wire entry a hover shows in its JSON block.
fn hovered_wire(hover: &Value) -> Value {
    let md = hover["contents"]["value"].as_str().unwrap();
    serde_json::from_str(
        md.split("```json\n")
            .nth(1)
            .unwrap()
            .split("\n```")
            .next()
            .unwrap(),
    )
    .unwrap()
}

/// The Python example over JSON-RPC, as an editor opens it: its findings, hover on a tool (the
/// entry the real SDK sends, recorded by the Python oracle) and on a parameter (whether its text
/// arrives), one lens per tool, symbols, the docstring-to-`Field` quick fix and fix-all, each
/// applied as a client would, after which the findings they fix are gone.
#[test]
fn a_python_module_over_json_rpc() {
    let dir = copy_example("python-server", "python");
    let uri = uri_of(&dir, "notes_server.py");
    let text = std::fs::read_to_string(dir.join("notes_server.py")).unwrap();
    let golden: Value = serde_json::from_str(
        &std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../tests/oracle-py/goldens/examples/notes_server.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let real = |name: &str| -> Value {
        golden["tools"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["name"] == name)
            .unwrap()
            .clone()
    };
    let mut lsp = Lsp::start();
    let init = lsp.initialize(json!({ "general": { "positionEncodings": ["utf-16"] } }));
    assert_eq!(init["capabilities"]["positionEncoding"], "utf-16");
    let open = |lsp: &mut Lsp, version: i64, text: &str| {
        if version == 1 {
            lsp.notify(
                "textDocument/didOpen",
                json!({ "textDocument": { "uri": uri, "languageId": "python", "version": 1, "text": text } }),
            );
        } else {
            lsp.notify(
                "textDocument/didChange",
                json!({ "textDocument": { "uri": uri, "version": version }, "contentChanges": [{ "text": text }] }),
            );
        }
    };
    open(&mut lsp, 1, &text);
    let diagnostics = diagnostics_for(&mut lsp, &uri, 1);
    let ignored: Vec<&Value> = diagnostics
        .iter()
        .filter(|d| d["code"] == "docstring-args-ignored")
        .collect();
    // the two `Args:` entries of search_notes, which the SDK never reads
    assert_eq!(
        ignored
            .iter()
            .map(|d| d["range"]["start"]["line"].as_u64().unwrap())
            .collect::<Vec<_>>(),
        [
            line_of(&text, "query: Words"),
            line_of(&text, "limit: How many")
        ]
    );
    assert!(codes(&diagnostics).contains(&"description-dropped".to_string()));

    let doc = json!({ "uri": uri });
    let hover_at = |lsp: &mut Lsp, text: &str, line_needle: &str, column_needle: &str| {
        let (line, character) = position_of(text, line_needle, column_needle);
        lsp.request(
            "textDocument/hover",
            json!({ "textDocument": doc, "position": { "line": line, "character": character + 1 } }),
        )
    };
    // on the function's name and on its decorator: the entry the real SDK lists
    for (line, column) in [
        ("def search_notes", "search_notes"),
        ("@mcp.tool()", "tool"),
    ] {
        let hover = hover_at(&mut lsp, &text, line, column);
        assert_eq!(hovered_wire(&hover), real("search_notes"), "{line}");
    }
    let query = hover_at(&mut lsp, &text, "def search_notes", "query");
    let md = query["contents"]["value"].as_str().unwrap();
    assert_eq!(
        hovered_wire(&query),
        real("search_notes")["inputSchema"]["properties"]["query"]
    );
    assert!(md.contains("**Lost on the way**: docstring entry"), "{md}");
    let tag = hover_at(&mut lsp, &text, "tag: str", "tag");
    let md = tag["contents"]["value"].as_str().unwrap();
    assert!(md.contains("Its description reaches the model."), "{md}");
    let note_id = hover_at(&mut lsp, &text, "note_id: Annotated", "note_id");
    let md = note_id["contents"]["value"].as_str().unwrap();
    assert!(
        md.contains("**Lost on the way**: description where it is not read"),
        "{md}"
    );

    // a lens on each function's name, counting against the real entries
    let lenses = lsp.request("textDocument/codeLens", json!({ "textDocument": doc }));
    let titles: Vec<(u64, String)> = lenses
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["range"]["start"]["line"].as_u64().unwrap(),
                l["command"]["title"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let expected: Vec<(u64, String)> = ["search_notes", "tag_note", "delete_note"]
        .iter()
        .map(|name| {
            let entry = real(name);
            let params = entry["inputSchema"]["properties"].as_object().unwrap();
            let described = params.values().filter(|p| p.get("description").is_some()).count();
            let chars = serde_json::to_string(&entry).unwrap().chars().count();
            let tokens = toolsight::tokens::count(&serde_json::to_string(&entry).unwrap());
            (
                line_of(&text, &format!("def {name}(")),
                format!(
                    "{described}/{} params described · {chars} chars on the wire · {tokens} tokens · mcp@1.30.0 + pydantic 2.14.4",
                    params.len()
                ),
            )
        })
        .collect();
    assert_eq!(titles, expected);

    let symbols = lsp.request(
        "textDocument/documentSymbol",
        json!({ "textDocument": doc }),
    );
    let outline: Vec<(String, u64, Vec<String>)> = symbols
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["name"].as_str().unwrap().to_string(),
                s["selectionRange"]["start"]["line"].as_u64().unwrap(),
                s["children"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c["name"].as_str().unwrap().to_string())
                    .collect(),
            )
        })
        .collect();
    assert_eq!(
        outline,
        [
            (
                "search_notes".into(),
                line_of(&text, "def search_notes"),
                vec!["query".into(), "limit".into()]
            ),
            (
                "tag_note".into(),
                line_of(&text, "def tag_note"),
                vec!["note_id".into(), "tag".into()]
            ),
            (
                "delete_note".into(),
                line_of(&text, "def delete_note"),
                vec!["note_id".into()]
            ),
        ]
    );
    let found = lsp.request("workspace/symbol", json!({ "query": "TAG" }));
    assert_eq!(
        found
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].clone())
            .collect::<Vec<_>>(),
        [json!("tag_note")]
    );

    // the quick fix on `query`'s docstring entry, applied as the client would
    let actions = lsp.request(
        "textDocument/codeAction",
        json!({ "textDocument": doc, "range": ignored[0]["range"], "context": { "diagnostics": [ignored[0]] } }),
    );
    let actions = actions.as_array().unwrap();
    let fix = actions
        .iter()
        .find(|a| {
            a["kind"] == "quickfix"
                && a["title"]
                    .as_str()
                    .unwrap()
                    .contains("Field(description=...)")
        })
        .unwrap_or_else(|| panic!("the docstring-to-Field fix: {actions:#?}"));
    let suppress = actions
        .iter()
        .find(|a| a["title"].as_str().unwrap().contains("toolsight-ignore"))
        .expect("the suppression");
    let comment = &suppress["edit"]["changes"][&uri][0]["newText"];
    assert!(
        comment
            .as_str()
            .unwrap()
            .trim_start()
            .starts_with("# toolsight-ignore: docstring-args-ignored"),
        "{comment}"
    );
    let fixed = apply_edits(&text, fix["edit"]["changes"][&uri].as_array().unwrap());
    open(&mut lsp, 2, &fixed);
    let after = diagnostics_for(&mut lsp, &uri, 2);
    let still: Vec<&Value> = after
        .iter()
        .filter(|d| d["code"] == "docstring-args-ignored")
        .collect();
    assert_eq!(still.len(), 1, "{after:#?}");
    assert!(still[0]["message"].as_str().unwrap().contains("`limit`"));
    let query = hover_at(&mut lsp, &fixed, "query: Annotated", "query");
    assert_eq!(
        hovered_wire(&query)["description"],
        "Words to look for; every word must appear."
    );

    // fix-all: every safe fix of the file at once
    let all = lsp.request(
        "textDocument/codeAction",
        json!({ "textDocument": doc,
                "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } },
                "context": { "diagnostics": [], "only": ["source.fixAll.toolsight"] } }),
    );
    let all = all.as_array().unwrap();
    assert_eq!(all.len(), 1, "{all:#?}");
    let fixed_all = apply_edits(&fixed, all[0]["edit"]["changes"][&uri].as_array().unwrap());
    open(&mut lsp, 3, &fixed_all);
    let after = codes(&diagnostics_for(&mut lsp, &uri, 3));
    assert!(
        !after
            .iter()
            .any(|c| c == "docstring-args-ignored" || c == "description-dropped"),
        "{after:?}\n{fixed_all}"
    );
    lsp.exit();
    std::fs::remove_dir_all(&dir).unwrap();
}

/// In a git repository, lens and hover say which tools differ from where the branch left main,
/// in a TypeScript and in a Python project: a changed description, a parameter newly required,
/// a new tool; an unchanged tool says nothing, and neither does a server git ignores.
#[test]
fn tools_changed_since_the_base_of_the_branch_say_so_in_lens_and_hover() {
    let root = std::env::temp_dir().join(format!("toolsight-lsp-{}-since", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let (ts, py) = (root.join("ts"), root.join("py"));
    std::fs::create_dir_all(&ts).unwrap();
    std::fs::create_dir_all(root.join("py/scratch")).unwrap();
    std::fs::write(
        ts.join("package.json"),
        r#"{"dependencies":{"@modelcontextprotocol/sdk":"1.32.2","zod":"4.6.7"}}"#,
    )
    .unwrap();
    std::fs::write(
        py.join("requirements.txt"),
        "mcp==1.30.0\npydantic==2.14.4\n",
    )
    .unwrap();
    std::fs::write(root.join(".gitignore"), "scratch/\n").unwrap();
    let ts_server = |alpha: &str, gamma: bool| {
        let mut text = format!(
            "import {{ McpServer }} from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport {{ z }} from \"zod\";\n\nconst server = new McpServer({{ name: \"s\", version: \"1.0.0\" }});\nserver.registerTool(\"alpha\", {{ description: \"{alpha}\", inputSchema: {{ path: z.string() }} }}, async () => ({{ content: [] }}));\nserver.registerTool(\"beta\", {{ description: \"Lists files.\", inputSchema: {{ dir: z.string() }} }}, async () => ({{ content: [] }}));\n"
        );
        if gamma {
            text.push_str("server.registerTool(\"gamma\", { description: \"Deletes a file.\", inputSchema: { path: z.string() } }, async () => ({ content: [] }));\n");
        }
        text
    };
    let py_server = |limit: &str| {
        format!("from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool()\ndef search(query: str, {limit}) -> str:\n    \"\"\"Searches the notes.\"\"\"\n    return \"\"\n")
    };
    std::fs::write(ts.join("server.ts"), ts_server("Reads a file.", false)).unwrap();
    std::fs::write(py.join("server.py"), py_server("limit: int = 10")).unwrap();
    support::commit_as_main(&root);
    let base = Command::new("git")
        .args(["rev-parse", "--short=7", "HEAD"])
        .current_dir(&root)
        .output()
        .unwrap();
    let base = String::from_utf8(base.stdout).unwrap().trim().to_string();
    support::git_in(&root, &["checkout", "-q", "-b", "change"]);
    let ts_now = ts_server("Reads a file from disk.", true);
    let py_now = py_server("limit: int");
    std::fs::write(ts.join("server.ts"), &ts_now).unwrap();
    std::fs::write(py.join("server.py"), &py_now).unwrap();
    // a server in a folder git ignores is in no revision: it is not compared
    std::fs::write(py.join("scratch/server.py"), py_server("limit: int")).unwrap();

    let mut lsp = Lsp::start();
    let root_uri = format!("file://{}", root.display());
    lsp.request(
        "initialize",
        json!({ "processId": null, "rootUri": root_uri,
                "workspaceFolders": [{ "uri": root_uri, "name": "ws" }],
                "capabilities": { "workspace": { "codeLens": { "refreshSupport": true } } } }),
    );
    lsp.notify("initialized", json!({}));
    let logged = lsp.wait(|m| {
        m["method"] == "window/logMessage"
            && m["params"]["message"]
                .as_str()
                .is_some_and(|t| t.starts_with("toolsight: comparing tools with"))
    });
    assert_eq!(
        logged["params"]["message"],
        format!(
            "toolsight: comparing tools with {base} (where this branch left main): 3 tools there in {}",
            root.display()
        )
    );
    // the client is asked to redraw its lenses, and answers
    let refresh = lsp.wait(|m| m["method"] == "workspace/codeLens/refresh");
    lsp.send(json!({ "jsonrpc": "2.0", "id": refresh["id"], "result": null }));

    let lens_titles = |lsp: &mut Lsp, uri: &str| -> Vec<String> {
        lsp.request(
            "textDocument/codeLens",
            json!({ "textDocument": { "uri": uri } }),
        )
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["command"]["title"].as_str().unwrap().to_string())
        .collect()
    };
    let ts_uri = uri_of(&ts, "server.ts");
    lsp.open(&ts_uri, &ts_now);
    let titles = lens_titles(&mut lsp, &ts_uri);
    assert_eq!(titles.len(), 3, "{titles:?}");
    assert!(
        titles[0].ends_with(&format!(" · changed since {base}")),
        "{titles:?}"
    );
    assert!(!titles[1].contains(" since "), "{titles:?}");
    assert!(
        titles[2].ends_with(&format!(" · new since {base}")),
        "{titles:?}"
    );
    let (line, character) = position_of(&ts_now, "\"alpha\"", "alpha");
    let hover = lsp.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": ts_uri }, "position": { "line": line, "character": character } }),
    );
    let md = hover["contents"]["value"].as_str().unwrap();
    assert!(
        md.contains(&format!(
            "**Changed since `{base}` (where this branch left main)**: description changed (text)."
        )),
        "{md}"
    );

    let py_uri = uri_of(&py, "server.py");
    lsp.notify(
        "textDocument/didOpen",
        json!({ "textDocument": { "uri": py_uri, "languageId": "python", "version": 1, "text": py_now } }),
    );
    let titles = lens_titles(&mut lsp, &py_uri);
    assert_eq!(titles.len(), 1, "{titles:?}");
    assert!(
        titles[0].ends_with(&format!(" · changed since {base}")),
        "{titles:?}"
    );
    let (line, character) = position_of(&py_now, "def search", "search");
    let hover = lsp.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": py_uri }, "position": { "line": line, "character": character } }),
    );
    let md = hover["contents"]["value"].as_str().unwrap();
    assert!(
        md.contains("**: parameter `limit` newly required (breaking)."),
        "{md}"
    );

    let ignored_uri = uri_of(&py, "scratch/server.py");
    lsp.notify(
        "textDocument/didOpen",
        json!({ "textDocument": { "uri": ignored_uri, "languageId": "python", "version": 1, "text": py_server("limit: int") } }),
    );
    let titles = lens_titles(&mut lsp, &ignored_uri);
    assert_eq!(titles.len(), 1, "{titles:?}");
    assert!(!titles[0].contains(" since "), "{titles:?}");
    lsp.exit();
    std::fs::remove_dir_all(&root).unwrap();
}
