//! The language server, driven over real JSON-RPC on stdio of the real binary: initialize with
//! encoding negotiation, diagnostics after open and after an incremental edit, hover with the wire
//! schema, code actions from `Diagnostic.data`, and a clean exit. No sleeps: every step waits for
//! the message it expects, with a generous timeout.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

use serde_json::{json, Value};

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

    fn send(&mut self, msg: Value) {
        let body = msg.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        self.stdin.flush().unwrap();
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({ "jsonrpc": "2.0", "method": method, "params": params }));
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        self.send(json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        let reply = self.wait(|m| m["id"] == id && m.get("method").is_none());
        assert!(reply.get("error").is_none(), "{method} failed: {reply}");
        reply["result"].clone()
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

const SERVER: &str = r#"import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "lsp-test", version: "1.0.0" });

server.registerTool(
  "search_orders",
  {
    description: "Search the shop's orders by customer name, newest first, one page at a time.",
    inputSchema: {
      customer: z.string().max(100).describe("Part of the customer's name"),
      page: z.number().int().min(1).max(50).optional().describe("Page number"),
    },
  },
  async () => ({ content: [] }),
);
"#;

fn project() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("toolsight-lsp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("package.json"),
        r#"{"dependencies":{"@modelcontextprotocol/sdk":"1.32.2","zod":"4.6.7"}}"#,
    )
    .unwrap();
    std::fs::write(dir.join("server.ts"), SERVER).unwrap();
    dir
}

fn diagnostics_for(lsp: &mut Lsp, uri: &str, version: i64) -> Vec<Value> {
    let m = lsp.wait(|m| {
        m["method"] == "textDocument/publishDiagnostics"
            && m["params"]["uri"] == uri
            && m["params"]["version"] == version
    });
    m["params"]["diagnostics"].as_array().unwrap().clone()
}

#[test]
fn open_edit_hover_fix_and_exit_over_json_rpc() {
    let dir = project();
    let path = dir.join("server.ts");
    let uri = format!("file://{}", path.display());
    let mut lsp = Lsp::start();

    let init = lsp.request(
        "initialize",
        json!({ "processId": null, "rootUri": null, "capabilities": { "general": { "positionEncodings": ["utf-8", "utf-16"] }, "textDocument": { "publishDiagnostics": { "relatedInformation": true } } } }),
    );
    assert_eq!(init["capabilities"]["positionEncoding"], "utf-8");
    lsp.notify("initialized", json!({}));

    lsp.notify("textDocument/didOpen", json!({ "textDocument": { "uri": uri, "languageId": "typescript", "version": 1, "text": SERVER } }));
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
    assert!(actions
        .iter()
        .any(|a| a["title"].as_str().unwrap().contains("toolsight-ignore")));

    let all = lsp.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": uri }, "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } }, "context": { "diagnostics": [], "only": ["source.fixAll.toolsight"] } }),
    );
    assert_eq!(all.as_array().unwrap().len(), 1);

    lsp.request("shutdown", Value::Null);
    lsp.notify("exit", Value::Null);
    // stdin stays open: the server must still exit on `exit`
    let (tx, rx) = channel();
    let mut child = lsp.child;
    std::thread::spawn(move || {
        let _ = tx.send(child.wait());
    });
    let status = rx
        .recv_timeout(WAIT)
        .expect("the server exits after `exit`")
        .unwrap();
    assert!(status.success());
    drop(lsp.stdin);
    std::fs::remove_dir_all(&dir).unwrap();
}
