//! Where a tool's function fails on a check by raising: the decorated function, the function
//! `add_tool` is given, or the branch of a low-level `call_tool` handler that answers for the
//! tool.

use tree_sitter::Node;

use super::eval;
use crate::model::{split_by_handler, Failures, ServerPrediction, Throw, Thrown};
use crate::span::{FileId, Span};
use crate::syntax::{node_at, text, walk_within, Field};
use crate::workspace::{SourceFile, Workspace};

/// Nodes a function's body is read through, at most.
const BUDGET: usize = 50_000;

/// Fills each tool's `throws` from its function.
pub fn attach(ws: &Workspace, servers: &mut [ServerPrediction]) {
    let (own, low_level) = split_by_handler(servers);
    for t in own {
        let file = ws.file(t.source.span.file);
        let Some(body) = tool_function(&file, t.source.span).and_then(|f| f.field("body")) else {
            continue;
        };
        raises_under(body, &file.text, file.id, &mut t.source.throws);
        t.source.throws.sort_by_key(|t| t.span.start);
        t.source.error_texts = error_texts(body, &file.text, file.id);
    }
    for (id, names, mut tools) in low_level {
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let found = low_level_throws(&ws.file(id), &names);
        for (t, (throws, texts)) in tools.iter_mut().zip(found) {
            (t.source.throws, t.source.error_texts) = (throws, texts);
        }
    }
}

/// The function a tool at `span` runs: the decorated one, or the one of the module `add_tool`
/// (or `Tool.from_function`) is given by name.
fn tool_function(file: &SourceFile, span: Span) -> Option<Node<'_>> {
    let n = ["decorated_definition", "function_definition", "call"]
        .into_iter()
        .find_map(|kind| node_at(&file.tree, span, kind))?;
    match n.kind() {
        "decorated_definition" => n.field("definition"),
        "function_definition" => Some(n),
        "call" => {
            let (args, _) = eval::arguments(n, &file.text);
            let name = args.first().filter(|a| a.kind() == "identifier")?;
            module_function(file, text(*name, &file.text))
        }
        _ => None,
    }
}

/// The function `name` defined at the top of the module, decorated or not.
fn module_function<'f>(file: &'f SourceFile, name: &str) -> Option<Node<'f>> {
    let root = file.tree.root_node();
    let mut c = root.walk();
    let statements: Vec<Node> = root.named_children(&mut c).collect();
    statements.into_iter().find_map(|s| {
        let def = match s.kind() {
            "decorated_definition" => s.field("definition")?,
            _ => s,
        };
        (def.kind() == "function_definition"
            && def
                .field("name")
                .is_some_and(|n| text(n, &file.text) == name))
        .then_some(def)
    })
}

/// The raises and error texts of a low-level server's `call_tool` handler
/// (`@server.call_tool()`, or mcp 2.x's `on_call_tool=`) in the branch that answers for each of the tools `names` (`if name
/// == "name":`), in the module of their entries.
fn low_level_throws(file: &SourceFile, names: &[&str]) -> Vec<Failures> {
    let src = file.text.as_str();
    let mut found: Vec<Failures> = vec![Default::default(); names.len()];
    let mut bodies: Vec<Node> = Vec::new();
    for at in memchr::memmem::find_iter(src.as_bytes(), ".call_tool(") {
        let Some(mut n) = file.tree.root_node().descendant_for_byte_range(at, at + 1) else {
            continue;
        };
        while n.kind() != "decorated_definition" {
            match n.parent() {
                Some(p) => n = p,
                None => break,
            }
        }
        if let Some(body) = n
            .field("definition")
            .filter(|_| n.kind() == "decorated_definition")
            .and_then(|d| d.field("body"))
        {
            bodies.push(body);
        }
    }
    // mcp 2.x: `Server(..., on_call_tool=handle_call)`, a function of the module
    for at in memchr::memmem::find_iter(src.as_bytes(), "on_call_tool") {
        let Some(mut n) = file.tree.root_node().descendant_for_byte_range(at, at + 1) else {
            continue;
        };
        while n.kind() != "keyword_argument" {
            match n.parent() {
                Some(p) => n = p,
                None => break,
            }
        }
        let handler = n
            .field("value")
            .filter(|v| n.kind() == "keyword_argument" && v.kind() == "identifier")
            .and_then(|v| module_function(file, text(v, src)))
            .and_then(|f| f.field("body"));
        bodies.extend(handler);
    }
    for body in bodies {
        for (tool, branch, caught) in branches_for(body, src, names) {
            let (throws, texts) = &mut found[tool];
            texts.extend(error_texts(branch, src, file.id));
            if !caught {
                raises_under(branch, src, file.id, throws);
            }
        }
    }
    for (throws, _) in &mut found {
        throws.sort_by_key(|t| t.span.start);
    }
    found
}

/// The literal texts of the error results written in `node`, outside nested functions:
/// `CallToolResult(isError=True, content=[TextContent(type="text", text="...")])` (`is_error=`
/// in mcp 2.x and fastmcp's `ToolResult`).
fn error_texts(node: Node, src: &str, file: FileId) -> Vec<(Span, String)> {
    let mut out = Vec::new();
    walk_within(node, (), BUDGET, |n, _| {
        if matches!(
            n.kind(),
            "function_definition" | "lambda" | "class_definition"
        ) {
            return None;
        }
        if n.kind() != "call" {
            return Some(());
        }
        let (_, keywords) = eval::arguments(n, src);
        let keyword = |k: &str| keywords.iter().find(|(name, _)| name == k).map(|(_, v)| *v);
        let is_error = keyword("isError")
            .or_else(|| keyword("is_error"))
            .is_some_and(|v| text(v, src) == "True");
        if !is_error {
            return Some(());
        }
        let content = keyword("content").filter(|c| c.kind() == "list")?;
        let mut c = content.walk();
        for item in content
            .named_children(&mut c)
            .filter(|i| i.kind() == "call")
        {
            let (_, item_keywords) = eval::arguments(item, src);
            if let Some((_, value)) = item_keywords.iter().find(|(k, _)| k == "text") {
                if let Ok(s) = eval::string(*value, src) {
                    out.push((Span::new(file, value.start_byte(), value.end_byte()), s));
                }
            }
        }
        None
    });
    out.sort_by_key(|(s, _)| s.start);
    out
}

/// Whether `n` is a `try` with an `except`, which then decides what a failure of its block
/// becomes.
fn handled_try(n: Node) -> bool {
    n.kind() == "try_statement" && {
        let mut c = n.walk();
        let handled = n
            .named_children(&mut c)
            .any(|k| matches!(k.kind(), "except_clause" | "except_group_clause"));
        handled
    }
}

/// The blocks of `body` that run for each of the tools `names` (the consequence of an
/// `if`/`elif` comparing with its name), by the tool's index in `names`, each with whether a
/// `try`'s `except` decides what its failures become.
fn branches_for<'t>(body: Node<'t>, src: &str, names: &[&str]) -> Vec<(usize, Node<'t>, bool)> {
    let tool_named = |n: Node| {
        let value = eval::string(n, src).ok()?;
        names.iter().position(|name| *name == value)
    };
    let compared = |condition: Node| {
        if condition.kind() != "comparison_operator" || !text(condition, src).contains("==") {
            return None;
        }
        let mut c = condition.walk();
        let tool = condition.named_children(&mut c).find_map(tool_named);
        tool
    };
    let mut out = Vec::new();
    // (inside the block of a handled `try`, a child of one)
    walk_within(
        body,
        (false, false),
        BUDGET,
        |n, &(caught, child_of_try)| {
            let caught = caught || (child_of_try && n.kind() == "block");
            if matches!(n.kind(), "if_statement" | "elif_clause") {
                if let Some(tool) = n.field("condition").and_then(compared) {
                    out.extend(n.field("consequence").map(|c| (tool, c, caught)));
                }
            }
            Some((caught, handled_try(n)))
        },
    );
    out
}

/// Reads `node` for `raise`s under an `if`, leaving out code that runs elsewhere (nested
/// functions, lambdas and classes) and `try` blocks whose `except` decides what the failure
/// becomes (with the `except` itself: an exception raised again there).
fn raises_under(node: Node, src: &str, file: FileId, out: &mut Vec<Throw>) {
    // (under an `if`, a child of a handled `try`)
    walk_within(
        node,
        (false, false),
        BUDGET,
        |n, &(guarded, child_of_try)| {
            if child_of_try && !matches!(n.kind(), "else_clause" | "finally_clause") {
                return None;
            }
            match n.kind() {
                "function_definition" | "lambda" | "class_definition" => None,
                "raise_statement" => {
                    if guarded {
                        out.extend(raised(n, src, file));
                    }
                    None
                }
                _ => Some((guarded || n.kind() == "if_statement", handled_try(n))),
            }
        },
    );
}

/// What a `raise` statement raises, when it is a new exception (not a caught one raised again).
fn raised(statement: Node, src: &str, file: FileId) -> Option<Throw> {
    let e = statement.named_child(0)?;
    let span = Span::new(file, statement.start_byte(), statement.end_byte());
    let mut code = None;
    let (class, message) = match e.kind() {
        "call" => {
            let class = e.field("function")?;
            let class = text(class, src).rsplit('.').next().unwrap_or_default();
            let (args, keywords) = eval::arguments(e, src);
            let mut message = args.first().and_then(|a| eval::string(*a, src).ok());
            if matches!(class, "McpError" | "MCPError") {
                // `McpError(ErrorData(code=..., message=...))` (1.x), `MCPError(code=..., message=...)`
                let data = args
                    .first()
                    .filter(|a| a.kind() == "call")
                    .map_or(keywords, |d| eval::arguments(*d, src).1);
                let keyword = |k: &str| data.iter().find(|(n, _)| n == k).map(|(_, v)| *v);
                code = keyword("code").and_then(|c| error_code(text(c, src)));
                message = keyword("message").and_then(|m| eval::string(m, src).ok());
            }
            (class, message)
        }
        // `raise ValueError`
        "identifier" | "attribute" => {
            let name = text(e, src).rsplit('.').next().unwrap_or_default();
            // a caught exception raised again is named in lower case (`raise e`)
            if !name.starts_with(char::is_uppercase) {
                return None;
            }
            (name, None)
        }
        _ => return None,
    };
    let kind = match class {
        "McpError" | "MCPError" => Thrown::Protocol(code),
        "ToolError" => Thrown::Framework,
        _ => Thrown::Error,
    };
    Some(Throw {
        span,
        kind,
        message,
    })
}

/// The JSON-RPC code a constant of `mcp.types` (or a number) stands for.
fn error_code(written: &str) -> Option<i64> {
    let constant = written.rsplit('.').next()?;
    Some(match constant {
        "PARSE_ERROR" => -32700,
        "INVALID_REQUEST" => -32600,
        "METHOD_NOT_FOUND" => -32601,
        "INVALID_PARAMS" => -32602,
        "INTERNAL_ERROR" => -32603,
        number => return number.parse().ok(),
    })
}
