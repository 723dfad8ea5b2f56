//! Where a tool's handler fails on a check by throwing: the callback of a registration, the
//! `execute` of a framework's tool, or the case of a low-level `tools/call` handler that answers
//! for the tool.

use tree_sitter::Node;

use super::scope::string_value;
use crate::model::{split_by_handler, Failures, ServerPrediction, Throw, Thrown};
use crate::span::{FileId, Span};
use crate::syntax::{node_at, text, walk_within, Field};
use crate::workspace::{SourceFile, Workspace};

/// Nodes a handler's body is read through, at most.
const BUDGET: usize = 50_000;

/// Fills each tool's `throws` from its handler. Returns where the handlers read outside the
/// tools' own registrations are (a function the registration names, a `tools/call` handler):
/// an edit there changes what is found.
pub fn attach(ws: &Workspace, servers: &mut [ServerPrediction]) -> Vec<Span> {
    let mut read = Vec::new();
    let (own, low_level) = split_by_handler(servers);
    for t in own {
        let file = ws.file(t.source.span.file);
        if let Some(h) = registered_handler(&file, t.source.span) {
            let at = Span::new(file.id, h.start_byte(), h.end_byte());
            if !(t.source.span.start <= at.start && at.end <= t.source.span.end) {
                read.push(at);
            }
            t.source.throws = throws_in(h, &file.text, file.id);
            t.source.error_texts = error_texts(h, &file.text, file.id);
            continue;
        }
        // `registerTool(name, config, handleX)` with `handleX` imported from a module of the
        // project
        let Some((theirs, name)) = imported_handler(ws, &file, t.source.span) else {
            continue;
        };
        let Some(h) = declared_function(&theirs, &name) else {
            continue;
        };
        read.push(Span::new(theirs.id, h.start_byte(), h.end_byte()));
        t.source.throws = throws_in(h, &theirs.text, theirs.id);
        t.source.error_texts = error_texts(h, &theirs.text, theirs.id);
    }
    for (id, names, mut tools) in low_level {
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let found = low_level_throws(&ws.file(id), &names, &mut read);
        for (t, (throws, texts)) in tools.iter_mut().zip(found) {
            (t.source.throws, t.source.error_texts) = (throws, texts);
        }
    }
    read
}

fn is_function(n: Node) -> bool {
    matches!(
        n.kind(),
        "arrow_function"
            | "function_expression"
            | "function"
            | "function_declaration"
            | "generator_function"
            | "generator_function_declaration"
            | "method_definition"
    )
}

/// The handler of the registration call at `span`: its last argument when that is a function
/// (or names one the module declares), or the `execute` of the tool object it registers.
fn registered_handler(file: &SourceFile, span: Span) -> Option<Node<'_>> {
    let call = node_at(&file.tree, span, "call_expression")?;
    let args = call.field("arguments")?;
    let mut c = args.walk();
    let args: Vec<Node> = args.named_children(&mut c).collect();
    let last = *args.last()?;
    if is_function(last) {
        return Some(last);
    }
    if last.kind() == "identifier" {
        return declared_function(file, text(last, &file.text));
    }
    // `server.addTool({ name, parameters, execute })`
    let object = args.iter().find(|a| a.kind() == "object")?;
    let mut c = object.walk();
    let found = object.named_children(&mut c).find_map(|p| match p.kind() {
        "pair"
            if p.field("key")
                .is_some_and(|k| text(k, &file.text) == "execute") =>
        {
            p.field("value").filter(|v| is_function(*v))
        }
        "method_definition"
            if p.field("name")
                .is_some_and(|k| text(k, &file.text) == "execute") =>
        {
            Some(p)
        }
        _ => None,
    });
    found
}

/// The module a registration's last argument is imported from, with the name it has there,
/// when it is a named import of a module of the project (`import { handleX } from
/// "./handlers.js"`).
fn imported_handler(
    ws: &Workspace,
    file: &SourceFile,
    span: Span,
) -> Option<(std::rc::Rc<SourceFile>, String)> {
    let call = node_at(&file.tree, span, "call_expression")?;
    let args = call.field("arguments")?;
    let mut c = args.walk();
    let last = args
        .named_children(&mut c)
        .filter(|n| n.kind() != "comment")
        .last()?;
    if last.kind() != "identifier" {
        return None;
    }
    let root = file.tree.root_node();
    let Some(super::scope::Decl::Import {
        specifier,
        imported: super::scope::Imported::Named(name),
    }) = super::scope::find_decl(&file.text, text(last, &file.text), root, last)
    else {
        return None;
    };
    let id = ws.resolve_relative(file.id, &specifier)?;
    Some((ws.file(id), name))
}

/// A function the module declares at its top level under `name` (`function handle(...)`,
/// `const handle = async (...) => ...`), exported or not.
fn declared_function<'f>(file: &'f SourceFile, name: &str) -> Option<Node<'f>> {
    let root = file.tree.root_node();
    let mut c = root.walk();
    let statements: Vec<Node> = root.named_children(&mut c).collect();
    statements.into_iter().find_map(|mut s| {
        if s.kind() == "export_statement" {
            s = s.field("declaration")?;
        }
        match s.kind() {
            "function_declaration" => {
                Some(s).filter(|f| f.field("name").is_some_and(|n| text(n, &file.text) == name))
            }
            "lexical_declaration" | "variable_declaration" => {
                let mut c = s.walk();
                let found = s.named_children(&mut c).find_map(|d| {
                    (d.kind() == "variable_declarator"
                        && d.field("name").is_some_and(|n| text(n, &file.text) == name))
                    .then(|| d.field("value"))
                    .flatten()
                    .filter(|v| is_function(*v))
                });
                found
            }
            _ => None,
        }
    })
}

/// The throws of a low-level server's `tools/call` handler in the branch that answers for the
/// tool (`case "name":`, `if (name === "name")`), in the module of the tool's entry.
fn low_level_throws(file: &SourceFile, names: &[&str], read: &mut Vec<Span>) -> Vec<Failures> {
    let src = file.text.as_str();
    let mut found: Vec<Failures> = vec![Default::default(); names.len()];
    for at in memchr::memmem::find_iter(src.as_bytes(), "setRequestHandler") {
        let Some(mut call) = file
            .tree
            .root_node()
            .descendant_for_byte_range(at, at + "setRequestHandler".len())
        else {
            continue;
        };
        while call.kind() != "call_expression" {
            match call.parent() {
                Some(p) => call = p,
                None => break,
            }
        }
        let Some(args) = call.field("arguments") else {
            continue;
        };
        let mut c = args.walk();
        let args: Vec<Node> = args.named_children(&mut c).collect();
        let (Some(schema), Some(handler)) = (args.first(), args.get(1)) else {
            continue;
        };
        let schema = text(*schema, src);
        if !(schema.contains("CallToolRequest") || schema.trim_matches(['"', '\'']) == "tools/call")
            || !is_function(*handler)
        {
            continue;
        }
        read.push(Span::new(file.id, handler.start_byte(), handler.end_byte()));
        for (tool, branch, caught) in branches_for(*handler, src, names) {
            let (throws, texts) = &mut found[tool];
            texts.extend(error_texts(branch, src, file.id));
            if !caught {
                throws_under(branch, src, file.id, throws);
            }
        }
    }
    for (throws, _) in &mut found {
        throws.sort_by_key(|t| t.span.start);
    }
    found
}

/// The value of the `key: value` pair of an object literal.
fn pair<'t>(object: Node<'t>, key: &str, src: &str) -> Option<Node<'t>> {
    let mut c = object.walk();
    let found = object.named_children(&mut c).find(|p| {
        p.kind() == "pair"
            && p.field("key")
                .and_then(|k| string_value(src, k))
                .is_some_and(|k| k == key)
    });
    found.and_then(|p| p.field("value"))
}

/// The literal texts of the error results (`{ content: [{ type: "text", text: "..." }],
/// isError: true }`) written in `node`, outside nested functions.
fn error_texts(node: Node, src: &str, file: FileId) -> Vec<(Span, String)> {
    let pair = |object, key| pair(object, key, src);
    let mut out = Vec::new();
    walk_within(node, (), BUDGET, |n, _| {
        if n != node && is_function(n) {
            return None;
        }
        let is_error =
            n.kind() == "object" && pair(n, "isError").is_some_and(|v| v.kind() == "true");
        if !is_error {
            return Some(());
        }
        let content = pair(n, "content").filter(|c| c.kind() == "array")?;
        let mut c = content.walk();
        for item in content
            .named_children(&mut c)
            .filter(|i| i.kind() == "object")
        {
            if let Some(text) = pair(item, "text") {
                if let Some(value) = string_value(src, text) {
                    out.push((Span::new(file, text.start_byte(), text.end_byte()), value));
                }
            }
        }
        None
    });
    out.sort_by_key(|(s, _)| s.start);
    out
}

/// Where a walk is, for what a `try` decides: inside the block of a `try` that has a `catch`
/// (the `catch` then decides what a failure becomes), and whether the node is a child of such
/// a `try`.
#[derive(Clone, Copy, Default)]
struct InTry {
    caught: bool,
    child_of_try: bool,
}

impl InTry {
    /// Where the walk is at `n`, a child of the node this state was handed down from.
    fn at(self, n: Node) -> InTry {
        InTry {
            caught: self.caught || (self.child_of_try && n.kind() == "statement_block"),
            child_of_try: n.kind() == "try_statement" && n.field("handler").is_some(),
        }
    }
}

/// The statements of `handler` that run for each of the tools `names` (the body of its `case`
/// and the consequence of an `if` comparing with its name), by the tool's index in `names`,
/// each with whether a `try`'s `catch` decides what its failures become.
fn branches_for<'t>(handler: Node<'t>, src: &str, names: &[&str]) -> Vec<(usize, Node<'t>, bool)> {
    let tool_named = |n: Node| {
        let value = string_value(src, n)?;
        names.iter().position(|name| *name == value)
    };
    // the tools a condition compares the name with (`name === "a" || name === "b"`)
    let compared = |condition: Node| {
        let mut tools = Vec::new();
        walk_within(condition, (), BUDGET, |e, _| {
            if e.kind() == "binary_expression"
                && matches!(
                    e.field("operator").map(|o| text(o, src)),
                    Some("===" | "==")
                )
            {
                tools.extend(
                    [e.field("left"), e.field("right")]
                        .into_iter()
                        .flatten()
                        .filter_map(tool_named),
                );
            }
            Some(())
        });
        tools
    };
    let mut out = Vec::new();
    walk_within(handler, InTry::default(), BUDGET, |n, parent| {
        let here = parent.at(n);
        match n.kind() {
            "switch_case" => {
                if let Some(tool) = n.field("value").and_then(tool_named) {
                    out.push((tool, n, here.caught));
                    return None;
                }
            }
            "if_statement" => {
                if let Some(consequence) = n.field("consequence") {
                    let tools = n.field("condition").map(compared).unwrap_or_default();
                    out.extend(
                        tools
                            .into_iter()
                            .map(|tool| (tool, consequence, here.caught)),
                    );
                }
            }
            _ => {}
        }
        Some(here)
    });
    out
}

/// The throws under an `if` in a handler's body.
fn throws_in(handler: Node, src: &str, file: FileId) -> Vec<Throw> {
    let mut out = Vec::new();
    if let Some(body) = handler.field("body") {
        throws_under(body, src, file, &mut out);
    }
    out.sort_by_key(|t| t.span.start);
    out
}

/// Reads `node` for `throw`s under an `if`, leaving out code that runs elsewhere (nested
/// functions and classes) and `try` blocks whose `catch` decides what the failure becomes
/// (with the `catch` itself: a failure thrown again there).
fn throws_under(node: Node, src: &str, file: FileId, out: &mut Vec<Throw>) {
    // (under an `if`, a child of a `try` with a `catch`)
    walk_within(
        node,
        (false, false),
        BUDGET,
        |n, &(guarded, child_of_try)| {
            if n != node && (is_function(n) || matches!(n.kind(), "class" | "class_declaration")) {
                return None;
            }
            if child_of_try && matches!(n.kind(), "statement_block" | "catch_clause") {
                return None;
            }
            if n.kind() == "throw_statement" {
                if guarded {
                    out.extend(thrown(n, src, file));
                }
                return None;
            }
            let handled = n.kind() == "try_statement" && n.field("handler").is_some();
            Some((guarded || n.kind() == "if_statement", handled))
        },
    );
}

/// What a `throw` statement throws, when it is a new failure (not a caught one thrown again).
fn thrown(statement: Node, src: &str, file: FileId) -> Option<Throw> {
    let e = statement.named_child(0)?;
    let span = Span::new(file, statement.start_byte(), statement.end_byte());
    let (kind, message) = match e.kind() {
        "new_expression" | "call_expression" => {
            let class = e.field("constructor").or_else(|| e.field("function"))?;
            let class = text(class, src).rsplit('.').next().unwrap_or_default();
            if !class.ends_with("Error") {
                return None;
            }
            let args: Vec<Node> = e
                .field("arguments")
                .map(|a| {
                    let mut c = a.walk();
                    a.named_children(&mut c).collect()
                })
                .unwrap_or_default();
            let string_at = |i: usize| args.get(i).and_then(|a| string_value(src, *a));
            match class {
                "McpError" | "ProtocolError" => (
                    Thrown::Protocol(args.first().and_then(|a| error_code(text(*a, src)))),
                    string_at(1),
                ),
                "UserError" => (Thrown::Framework, string_at(0)),
                _ => (Thrown::Error, string_at(0)),
            }
        }
        "string" | "template_string" => (Thrown::NonError, string_value(src, e)),
        _ => return None,
    };
    Some(Throw {
        span,
        kind,
        message,
    })
}

/// The JSON-RPC code an `ErrorCode` member (or a number) stands for.
fn error_code(written: &str) -> Option<i64> {
    let member = written.rsplit('.').next()?;
    Some(match member {
        "ParseError" => -32700,
        "InvalidRequest" => -32600,
        "MethodNotFound" => -32601,
        "InvalidParams" => -32602,
        "InternalError" => -32603,
        number => return number.parse().ok(),
    })
}
