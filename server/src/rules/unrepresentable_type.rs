//! `unrepresentable-type`: a schema type the converter in use cannot express in JSON Schema.

use serde_json::{Map, Value as Json};

use super::{servers, tool_name, tools, unwrap, Context, Diagnostic, Rule, RuleMeta, Severity};
use crate::ir::{Kind, SchemaRef};
use crate::model::{ServerError, ToolPrediction};
use crate::workspace::Workspace;

pub struct UnrepresentableType;

static META: RuleMeta = RuleMeta {
    id: "unrepresentable-type",
    severity: Severity::Error,
    summary: "the converter in use throws on a type (the whole tools/list fails), emits `{}` for it, or drops the property",
    what: "Fires at a schema whose type has no JSON Schema form under the target: zod 4's converter (MCP SDK 1.x with zod 4, SDK 2.x, `z.toJSONSchema`) throws on `z.date()`, `z.coerce.date()`, `z.bigint()`, `z.map()`, `z.set()`, `z.symbol()`, `z.custom()`, `z.instanceof()`, `z.function()`, `z.undefined()`, `z.void()`, `z.nan()` and on `.transform()` output; zod-to-json-schema silently leaves out `z.void()`, `z.symbol()` and `z.function()` properties and emits `{}` (anything) for `z.custom()`/`z.instanceof()`.",
    why: "A throw inside the converter fails the `tools/list` request itself (-32603), so the client shows none of the server's tools, not just the one with the date field; the server starts fine and nothing is logged where you look. A silently dropped or emptied property is subtler: the model is told nothing (or \"anything\") about a value the handler then validates strictly.",
    example: "server.registerTool(\"events\", {\n  inputSchema: { since: z.date() },   // zod 4\n}, handler);",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool  # the SDK raises TypeError: it needs @mcp.tool()\ndef archive(note_id: str) -> str:\n    \"\"\"Archive a note; archived notes leave search results.\"\"\"",
    python_note: "",
    fix: "Accept the wire form and convert in the handler: `z.iso.datetime()` (zod 4) or `z.string().datetime()` instead of `z.date()`, `z.string()` or `z.number().int()` instead of `z.bigint()`, arrays or records instead of sets and maps, a concrete object schema instead of `z.custom()`/`z.instanceof()`. Remove `void`/`function` parameters the model cannot send anyway.",
    references: &[
        "modelcontextprotocol/typescript-sdk#2464: with zod 4, any `z.date()` makes tools/list fail with -32603 \"Date cannot be represented in JSON Schema\"",
        "colinhacks/zod#4508: `z.toJSONSchema` throws on `z.date()` by default",
        "triggerdotdev/trigger.dev#4939 and #4935: one `z.coerce.date()` after moving to zod 4 made all 40 tools of the server vanish",
        "ever-co/ever-gauzy#10186: the official MCP image failed tools/list on a date range field",
        "jparkerweb/mcp-sqlite#4, obra/knowledge-graph#2: a one-argument `z.record()` crashed the zod 4 converter and no tools were listed",
    ],
};

impl Rule for UnrepresentableType {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for s in servers(cx) {
            let Some(e) = &s.error else { continue };
            let n = s.registered;
            let every = if n == 1 {
                "its only tool disappears".to_string()
            } else {
                format!("every tool of this server ({n}) disappears")
            };
            let Some(cause) = e.cause else {
                if let Some(d) = registration_failure(e, &every) {
                    out.push(d);
                }
                continue;
            };
            out.push(Diagnostic {
                rule: META.id,
                unnecessary: false,
                severity: META.severity,
                span: cause,
                message: format!(
                    "{} makes the whole tools/list fail (\"{}\"): {every}",
                    snippet(cx.ws, cause),
                    e.message
                ),
                related: vec![(e.span, "the tool whose schema holds it".into())],
                fix: None,
            });
        }
        for (s, t) in tools(cx) {
            for (pointer, root) in &t.schemas {
                let converter = handwritten(t, pointer)
                    .and_then(|name| s.converters.iter().find(|c| c.name == name));
                let Some(wire) = t.wire.get(&pointer[1..]) else {
                    continue;
                };
                let mut found = Vec::new();
                silent(root, wire, &mut found);
                for (key, node, dropped) in found {
                    let message = match (dropped, converter) {
                        (true, _) => format!("`{key}` ({}) is left out of the {} of `{}`: the model never learns the handler expects it", snippet(cx.ws, node.span), &pointer[1..], tool_name(t)),
                        (false, Some(c)) => format!("`{key}` ({}) comes out of the hand-written converter `{}` as `{{}}`: the model is told any value will do, and the handler rejects most of them", snippet(cx.ws, node.span), c.name),
                        (false, None) => format!("`{key}` ({}) reaches the wire as `{{}}`: the model is told any value will do, and the handler rejects most of them", snippet(cx.ws, node.span)),
                    };
                    out.push(Diagnostic {
                        rule: META.id,
                        unnecessary: false,
                        severity: META.severity,
                        span: node.span,
                        message,
                        related: converter
                            .map(|c| (c.span, format!("`{}` has no branch for this type", c.name)))
                            .into_iter()
                            .collect(),
                        fix: None,
                    });
                }
            }
        }
    }
}

/// A failure of the whole server that no schema node causes and no other rule reports: what a
/// framework raises at a registration it refuses (a Python signature or type it has no schema
/// for, a decorator used without its call), which stops the module or the listing.
fn registration_failure(e: &ServerError, every: &str) -> Option<Diagnostic> {
    let claimed = super::zod_version_mismatch::MESSAGES
        .iter()
        .any(|m| e.message.starts_with(m))
        || super::tool_name_collision::name_registered_twice(&e.message).is_some();
    let when = match e.stage {
        _ if claimed => return None,
        "load" => "raised while the module registers its tools, so the server never starts",
        "list" => "raised while the server answers tools/list, so every request fails",
        _ => return None,
    };
    let first = e.message.lines().next().unwrap_or("");
    Some(Diagnostic {
        rule: META.id,
        unnecessary: false,
        severity: META.severity,
        span: e.span,
        message: format!("\"{first}\" is {when}: {every}"),
        related: Vec::new(),
        fix: None,
    })
}

/// The source of a span, quoted; a long call is shortened to its callee (`z.custom<T>(…)`).
fn snippet(ws: &Workspace, span: crate::span::Span) -> String {
    let f = ws.file(span.file);
    match f.text.get(span.start as usize..span.end as usize) {
        Some(t) if t.len() <= 60 && !t.contains('\n') => format!("`{t}`"),
        Some(t) => match t.find('(') {
            Some(i) if i <= 60 => format!("`{}(…)`", &t[..i]),
            _ => "this schema".into(),
        },
        None => "this schema".into(),
    }
}

/// The instance a chain of checks and metadata started from (`z.instanceof(Buffer)` under its
/// `.describe()`), which is the type the user chose.
fn constructed(s: &SchemaRef) -> SchemaRef {
    let mut cur = s.clone();
    while let Some(p) = cur.parent.clone() {
        cur = p;
    }
    cur
}

/// The hand-written converter the schema at `pointer` goes through, by name.
fn handwritten(t: &ToolPrediction, pointer: &str) -> Option<String> {
    let written = t.source.map.at(pointer)?;
    Some(written.converter.as_ref()?.name.clone())
}

/// Properties whose written type the converter silently replaced: `(key, node, dropped)` where
/// `dropped` means left out and otherwise emitted as `{}`.
fn silent(ir: &SchemaRef, wire: &Json, out: &mut Vec<(String, SchemaRef, bool)>) {
    match &unwrap(ir).kind {
        Kind::Object { shape, .. } => {
            let Some(props) = object_of(wire)
                .and_then(|m| m.get("properties"))
                .and_then(Json::as_object)
            else {
                return;
            };
            for (key, prop) in shape {
                let inner = constructed(&unwrap(prop));
                match props.get(key) {
                    None if matches!(inner.kind, Kind::Void | Kind::Symbol | Kind::Function) => {
                        out.push((key.clone(), inner, true))
                    }
                    Some(w) if specific(&inner.kind) && empty(w) => {
                        out.push((key.clone(), inner, false))
                    }
                    Some(w) => silent(prop, w, out),
                    None => {}
                }
            }
        }
        Kind::Array { element, .. } => {
            if let Some(items) = object_of(wire).and_then(|m| m.get("items")) {
                silent(element, items, out);
            }
        }
        _ => {}
    }
}

/// A type the user chose over "anything": emitting `{}` for it loses what was written.
fn specific(k: &Kind) -> bool {
    !matches!(
        k,
        Kind::Any
            | Kind::Unknown
            | Kind::Lazy(_)
            | Kind::Unresolved { .. }
            | Kind::Json(_)
            | Kind::Transform
    )
}

/// `{}` up to annotations that constrain nothing.
fn empty(w: &Json) -> bool {
    w.as_object().is_some_and(|m| {
        m.keys().all(|k| {
            matches!(
                k.as_str(),
                "description" | "title" | "default" | "examples" | "readOnly" | "$schema"
            )
        })
    })
}

/// The object schema of a wire property, looking through a nullable `anyOf`.
fn object_of(w: &Json) -> Option<&Map<String, Json>> {
    let m = w.as_object()?;
    if m.contains_key("properties") || m.contains_key("items") {
        return Some(m);
    }
    m.get("anyOf")
        .and_then(Json::as_array)?
        .iter()
        .filter_map(Json::as_object)
        .find(|b| b.contains_key("properties") || b.contains_key("items"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn only_annotation_only_schemas_count_as_empty() {
        assert!(empty(&json!({})));
        assert!(empty(&json!({"description": "a file"})));
        assert!(!empty(&json!({"type": "string"})));
        assert!(specific(&Kind::Custom));
        assert!(!specific(&Kind::Any));
    }
}
