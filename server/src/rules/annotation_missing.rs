//! `annotation-missing`: a tool that changes things and leaves clients to assume how much.

use serde_json::Value as Json;

use super::annotation_contradiction::{verb, Verb};
use super::{
    name_span, node_at, tool_name, tools, Applicability, Context, Diagnostic, Edit, Fix, Rule,
    RuleMeta, Severity,
};
use crate::predict::ToolPrediction;
use crate::span::Span;
use crate::syntax::text;
use crate::ts::tools::Form;
use crate::workspace::Workspace;

pub struct AnnotationMissing;

static META: RuleMeta = RuleMeta {
    id: "annotation-missing",
    severity: Severity::Info,
    summary: "a tool whose name says it changes something sets no explicit `destructiveHint`",
    what: "Flags tools whose name's verb changes state (delete, remove, drop, purge, update, write, send, create, add, set, move, upload, publish, run, cancel, …) but whose `annotations` have no `destructiveHint`, unless they claim `readOnlyHint: true`. When the tool's config (or low-level entry) is an object literal without an `annotations` key, a quick fix adds `annotations: { destructiveHint: true }` before its closing brace.",
    why: "Without the hint, clients apply the specification's default, `destructiveHint: true`, and cannot tell a reversible write from a deletion: some ask the user to confirm every call, others bucket every write as destructive. Saying it explicitly is the only way the client learns which writes are safe to run without asking.",
    example: "server.registerTool(\"update_profile\", {\n  description: \"Update the user's display name and bio.\",\n  inputSchema: { name: z.string().max(80) },\n}, handler);",
    fix: "Add `annotations: { destructiveHint: true }` for tools that delete or overwrite, `destructiveHint: false` for additive, reversible writes (and `idempotentHint` when repeating a call is harmless). The quick fix inserts `destructiveHint: true`, the specification's default made explicit; it is marked unsafe so you check whether `false` is the truth.",
    references: &[
        "apollographql/apollo-mcp-server PR #510: with only `readOnlyHint` set, the destructive default applied and OpenAI acted on it, so the server sets `destructiveHint` explicitly",
        "TryGhost/ghst PR #183 and danielmarbach/mnemonic PR #122: writes without explicit `destructiveHint: false` were bucketed as destructive by clients",
        "The mcp-linter survey and antonsoo/mcplint: missing annotations on destructive-sounding tools",
    ],
};

impl Rule for AnnotationMissing {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            if t.def.form == Form::Framework
                || !matches!(verb(tool_name(t)), Some(Verb::Write | Verb::Destroy))
            {
                continue;
            }
            let hints = t.wire.get("annotations").and_then(Json::as_object);
            if hints.is_some_and(|h| {
                h.contains_key("destructiveHint")
                    || h.get("readOnlyHint") == Some(&Json::Bool(true))
            }) {
                continue;
            }
            let fix = if hints.is_none() {
                insert_annotations(cx.ws, t)
            } else {
                None
            };
            out.push(Diagnostic {
                rule: META.id,
                unnecessary: false,
                severity: META.severity,
                span: name_span(t),
                message: format!("`{}` changes state but sets no `destructiveHint`: clients assume it destroys data and cannot tell it from a harmless write", tool_name(t)),
                related: Vec::new(),
                fix,
            });
        }
    }
}

const HINT: &str = "annotations: { destructiveHint: true }";

/// Adds the hint to the object literal that configures the tool, when that literal is plain
/// enough (no spread, no `annotations` key) for a textual insertion to mean what it says.
fn insert_annotations(ws: &Workspace, t: &ToolPrediction) -> Option<Fix> {
    let file = ws.file(t.def.span.file);
    let src = file.text.as_str();
    let object = match t.def.form {
        Form::RegisterTool => {
            let call = node_at(&file.tree, t.def.span, "call_expression")?;
            let args = call.child_by_field_name("arguments")?;
            let mut c = args.walk();
            let config = args
                .named_children(&mut c)
                .filter(|n| n.kind() != "comment")
                .nth(1)?;
            (config.kind() == "object").then_some(config)?
        }
        Form::LowLevel => node_at(&file.tree, t.def.span, "object")?,
        _ => return None,
    };
    let mut c = object.walk();
    let members: Vec<_> = object
        .named_children(&mut c)
        .filter(|n| n.kind() != "comment")
        .collect();
    let plain = members.iter().all(|m| {
        m.kind() == "pair"
            && m.child_by_field_name("key")
                .is_some_and(|k| text(k, src).trim_matches(['"', '\'']) != "annotations")
    });
    if !plain {
        return None;
    }
    let at = |pos: usize, text: String| Edit {
        span: Span::new(t.def.span.file, pos, pos),
        text,
    };
    let edits = match members.last() {
        None => vec![at(object.start_byte() + 1, format!(" {HINT} "))],
        Some(last) => {
            let comma = last.next_sibling().filter(|n| n.kind() == ",");
            let close = object.end_byte() - 1;
            let close_line = src[..close].rfind('\n').map_or(0, |i| i + 1);
            let own_line =
                src[close_line..close].trim().is_empty() && close_line > object.start_byte();
            if own_line {
                let last_line = src[..last.start_byte()].rfind('\n').map_or(0, |i| i + 1);
                let indent: String = src[last_line..]
                    .chars()
                    .take_while(|c| *c == ' ' || *c == '\t')
                    .collect();
                let mut edits = Vec::new();
                if comma.is_none() {
                    edits.push(at(last.end_byte(), ",".into()));
                }
                edits.push(at(close_line, format!("{indent}{HINT},\n")));
                edits
            } else {
                match comma {
                    Some(cm) => vec![at(cm.end_byte(), format!(" {HINT},"))],
                    None => vec![at(last.end_byte(), format!(", {HINT}"))],
                }
            }
        }
    };
    Some(Fix {
        title: "Add `annotations: { destructiveHint: true }`".into(),
        edits,
        applicability: Applicability::Unsafe,
    })
}

/// The node of `kind` that spans exactly `span`: up from the leaf at its start.
#[cfg(test)]
mod tests {
    use super::*;

    fn fixed(src: &str) -> Option<String> {
        let mut ws = Workspace::new();
        ws.set_overlay("/virtual/a.ts", src.to_string());
        let id = ws.load(std::path::Path::new("/virtual/a.ts")).ok()?;
        let file = ws.file(id);
        let mut call = file.tree.root_node().descendant_for_byte_range(0, 1)?;
        while call.kind() != "call_expression" {
            call = call.parent()?;
        }
        let span = Span::new(id, call.start_byte(), call.end_byte());
        let def = crate::ts::tools::ToolDef {
            form: Form::RegisterTool,
            name: crate::ts::value::Value::Undefined,
            title: None,
            description: None,
            input: None,
            output: None,
            annotations: None,
            meta: None,
            raw: None,
            span,
            name_span: span,
            load_error: None,
            run: Default::default(),
        };
        let t = ToolPrediction {
            wire: Default::default(),
            meta: crate::predict::ToolMeta {
                span,
                exact: true,
                unknown: vec![],
                losses: vec![],
                conditional: None,
            },
            def,
            schemas: vec![],
        };
        let fix = insert_annotations(&ws, &t)?;
        let mut out = src.to_string();
        for e in fix.edits.iter().rev() {
            out.replace_range(e.span.start as usize..e.span.end as usize, &e.text);
        }
        Some(out)
    }

    #[test]
    fn the_hint_goes_before_the_closing_brace_at_the_members_indentation() {
        assert_eq!(
            fixed("s.registerTool(\"a\", {\n    description: \"x\",\n  }, h);").as_deref(),
            Some("s.registerTool(\"a\", {\n    description: \"x\",\n    annotations: { destructiveHint: true },\n  }, h);")
        );
        assert_eq!(
            fixed("s.registerTool(\"a\", {\n  description: \"x\"\n}, h);").as_deref(),
            Some("s.registerTool(\"a\", {\n  description: \"x\",\n  annotations: { destructiveHint: true },\n}, h);")
        );
        assert_eq!(fixed("s.registerTool(\"a\", { description: \"x\" }, h);").as_deref(), Some("s.registerTool(\"a\", { description: \"x\", annotations: { destructiveHint: true } }, h);"));
        assert_eq!(
            fixed("s.registerTool(\"a\", {}, h);").as_deref(),
            Some("s.registerTool(\"a\", { annotations: { destructiveHint: true } }, h);")
        );
    }

    #[test]
    fn no_fix_where_a_spread_or_an_annotations_key_could_disagree() {
        assert_eq!(
            fixed("s.registerTool(\"a\", { ...base, description: \"x\" }, h);"),
            None
        );
        assert_eq!(
            fixed("s.registerTool(\"a\", { annotations: hints }, h);"),
            None
        );
        assert_eq!(fixed("s.registerTool(\"a\", config, h);"), None);
    }
}
