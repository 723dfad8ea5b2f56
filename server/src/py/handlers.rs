//! Where a tool's function fails on a check by raising: the decorated function, the function
//! `add_tool` is given, or the branch of a low-level `call_tool` handler that answers for the
//! tool.

use tree_sitter::Node;

use super::eval;
use crate::model::{ServerPrediction, Throw, Thrown, ToolForm, ToolPrediction};
use crate::span::{FileId, Span};
use crate::syntax::{node_around, text, Field};
use crate::workspace::{SourceFile, Workspace};

/// Nodes a function's body is read through, at most.
const BUDGET: usize = 50_000;

/// Fills each tool's `throws` from its function.
pub fn attach(ws: &Workspace, servers: &mut [ServerPrediction]) {
    for t in servers.iter_mut().flat_map(|s| s.tools.iter_mut()) {
        let file = ws.file(t.source.span.file);
        let found = match t.source.form {
            ToolForm::LowLevel => low_level_throws(&file, t),
            _ => tool_function(&file, t.source.span)
                .and_then(|f| f.field("body"))
                .map(|body| {
                    let mut out = Vec::new();
                    raises_under(body, &file.text, file.id, false, &mut out);
                    out.sort_by_key(|t| t.span.start);
                    (out, error_texts(body, &file.text, file.id))
                })
                .unwrap_or_default(),
        };
        (t.source.throws, t.source.error_texts) = found;
    }
}

/// The function a tool at `span` runs: the decorated one, or the one of the module `add_tool`
/// (or `Tool.from_function`) is given by name.
fn tool_function(file: &SourceFile, span: Span) -> Option<Node<'_>> {
    let n = node_around(
        file.tree.root_node(),
        span.start as usize,
        span.end as usize,
    )?;
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

/// The raises of a low-level server's `call_tool` handler (`@server.call_tool()`) in the branch
/// that answers for the tool (`if name == "name":`), in the module of the tool's entry.
fn low_level_throws(file: &SourceFile, t: &ToolPrediction) -> (Vec<Throw>, Vec<(Span, String)>) {
    let Some(name) = t.wire.get("name").and_then(|n| n.as_str()) else {
        return Default::default();
    };
    let src = file.text.as_str();
    let mut out = Vec::new();
    let mut texts = Vec::new();
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
        let Some(body) = n
            .field("definition")
            .filter(|_| n.kind() == "decorated_definition")
            .and_then(|d| d.field("body"))
        else {
            continue;
        };
        for branch in branches_for(body, src, name) {
            texts.extend(error_texts(branch, src, file.id));
            if !caught(branch, body) {
                raises_under(branch, src, file.id, false, &mut out);
            }
        }
    }
    out.sort_by_key(|t| t.span.start);
    (out, texts)
}

/// The literal texts of the error results written in `node`, outside nested functions:
/// `CallToolResult(isError=True, content=[TextContent(type="text", text="...")])` (`is_error=`
/// in mcp 2.x and fastmcp's `ToolResult`).
fn error_texts(node: Node, src: &str, file: FileId) -> Vec<(Span, String)> {
    let mut out = Vec::new();
    let mut stack = vec![node];
    let mut budget = BUDGET;
    while let Some(n) = stack.pop() {
        budget = budget.saturating_sub(1);
        if budget == 0 {
            break;
        }
        if matches!(
            n.kind(),
            "function_definition" | "lambda" | "class_definition"
        ) {
            continue;
        }
        if n.kind() == "call" {
            let (_, keywords) = eval::arguments(n, src);
            let keyword = |k: &str| keywords.iter().find(|(name, _)| name == k).map(|(_, v)| *v);
            let is_error = keyword("isError")
                .or_else(|| keyword("is_error"))
                .is_some_and(|v| text(v, src) == "True");
            if is_error {
                if let Some(content) = keyword("content").filter(|c| c.kind() == "list") {
                    let mut c = content.walk();
                    for item in content
                        .named_children(&mut c)
                        .filter(|i| i.kind() == "call")
                    {
                        let (_, item_keywords) = eval::arguments(item, src);
                        if let Some((_, value)) = item_keywords.iter().find(|(k, _)| k == "text") {
                            if let Ok(s) = eval::string(*value, src) {
                                out.push((
                                    Span::new(file, value.start_byte(), value.end_byte()),
                                    s,
                                ));
                            }
                        }
                    }
                }
                continue;
            }
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    out.sort_by_key(|(s, _)| s.start);
    out
}

/// Whether `node` is inside the block of a `try` with an `except`, within `body`: the `except`
/// then decides what a failure becomes.
fn caught(node: Node, body: Node) -> bool {
    let mut child = node;
    while let Some(parent) = child.parent() {
        if parent == body {
            return false;
        }
        if parent.kind() == "try_statement" && parent.field("body") == Some(child) {
            let mut c = parent.walk();
            if parent
                .named_children(&mut c)
                .any(|k| matches!(k.kind(), "except_clause" | "except_group_clause"))
            {
                return true;
            }
        }
        child = parent;
    }
    false
}

/// The blocks of `body` that run for the tool `name`: the consequence of an `if`/`elif`
/// comparing with its name.
fn branches_for<'t>(body: Node<'t>, src: &str, name: &str) -> Vec<Node<'t>> {
    let names_it = |n: Node| eval::string(n, src).ok().as_deref() == Some(name);
    let compares = |condition: Node| {
        condition.kind() == "comparison_operator" && {
            let mut c = condition.walk();
            let parts: Vec<Node> = condition.named_children(&mut c).collect();
            text(condition, src).contains("==") && parts.iter().any(|p| names_it(*p))
        }
    };
    let mut out = Vec::new();
    let mut stack = vec![body];
    let mut budget = BUDGET;
    while let Some(n) = stack.pop() {
        budget = budget.saturating_sub(1);
        if budget == 0 {
            break;
        }
        if matches!(n.kind(), "if_statement" | "elif_clause")
            && n.field("condition").is_some_and(compares)
        {
            out.extend(n.field("consequence"));
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    out
}

/// Reads `node` for `raise`s under an `if` (`guarded` once inside one), leaving out code that
/// runs elsewhere (nested functions, lambdas and classes) and `try` blocks whose `except`
/// decides what the failure becomes.
fn raises_under(node: Node, src: &str, file: FileId, guarded: bool, out: &mut Vec<Throw>) {
    let mut stack = vec![(node, guarded)];
    let mut budget = BUDGET;
    while let Some((n, guarded)) = stack.pop() {
        budget = budget.saturating_sub(1);
        if budget == 0 {
            return;
        }
        match n.kind() {
            "function_definition" | "lambda" | "class_definition" => continue,
            "raise_statement" => {
                if guarded {
                    out.extend(raised(n, src, file));
                }
                continue;
            }
            "try_statement" => {
                let mut c = n.walk();
                let handled = n
                    .named_children(&mut c)
                    .any(|k| matches!(k.kind(), "except_clause" | "except_group_clause"));
                if handled {
                    let mut c = n.walk();
                    stack.extend(
                        n.named_children(&mut c)
                            .filter(|k| matches!(k.kind(), "else_clause" | "finally_clause"))
                            .map(|k| (k, guarded)),
                    );
                    continue;
                }
            }
            _ => {}
        }
        let inner = guarded || n.kind() == "if_statement";
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c).map(|c| (c, inner)));
    }
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
