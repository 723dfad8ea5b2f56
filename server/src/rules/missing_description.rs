//! `missing-description`: a tool or parameter the model has to guess from its name.

use serde_json::Value as Json;

use super::{locate, name_span, properties, tools, Context, Diagnostic, Rule, RuleMeta, Severity};
use crate::model::{Loss, ToolPrediction};
use crate::span::Span;

pub struct MissingDescription;

static META: RuleMeta = RuleMeta {
    id: "missing-description",
    severity: Severity::Warning,
    summary: "a tool or one of its parameters has no description on the wire",
    what: "Flags tools whose `tools/list` entry has no `description` (or an empty one), and input parameters, at any depth (nested objects, array items, union branches), whose wire schema carries no `description`. Parameters whose text is written in the source but lost by the converter are left to `description-dropped`; parts toolsight cannot resolve are not judged.",
    why: "The model never sees the code: it picks a tool from its name and description and fills each parameter from the property name and its description. Without them it guesses what `id` refers to, which format `start` takes and where a value comes from, and learns the answers from failed calls.",
    example: "server.registerTool(\"book\", {\n  inputSchema: { id: z.string(), start: z.string() },\n}, handler);",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool()\ndef archive(note_id: str) -> str:\n    return note_id",
    python_note: "",
    fix: "Give the tool a description that says what it does, when to use it and its limits, and describe every parameter with `.describe()` (zod) or `description` (JSON Schema): where the value comes from, its format and an example.",
    references: &[
        "The tool-descriptions guide's weak `book` tool: a one-line description and undescribed `id`, `start`, `end`, so the model invents ids and sends \"next Monday\" as a date",
        "antonsoo/mcplint, mcpolish and oh-my-mcp all check for missing tool and parameter descriptions",
    ],
};

impl Rule for MissingDescription {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            if !is_unknown(t, "/description") && !has_text(t.wire.get("description")) {
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span: name_span(t),
                    message: format!(
                        "tool `{}` {}: the model chooses it from its name alone",
                        super::tool_name(t),
                        // frameworks differ: the MCP Python SDK sends "" for a function without a
                        // docstring where fastmcp leaves the key out
                        match t.wire.get("description") {
                            Some(serde_json::Value::String(_)) =>
                                "sends an empty string as its description",
                            Some(serde_json::Value::Null) => "sends `null` as its description",
                            _ => "has no description",
                        }
                    ),
                    related: Vec::new(),
                    fix: None,
                });
            }
            let Some(input) = t.wire.get("inputSchema") else {
                continue;
            };
            let props = properties(input, "/inputSchema");
            let spans: Vec<(String, Span)> = props
                .iter()
                .map(|(_, p, _)| (p.clone(), source_span(t, p)))
                .collect();
            for ((name, pointer, schema), (_, span)) in props.iter().zip(&spans) {
                if has_text(schema.get("description"))
                    || is_unknown(t, pointer)
                    || described_by_ref(input, schema)
                {
                    continue;
                }
                let span = *span;
                // a text written for it elsewhere and lost is reported as that loss
                let written_elsewhere = t.meta.losses.iter().any(|l| {
                    matches!(
                        l.what.as_str(),
                        Loss::DOCSTRING_ENTRY | Loss::UNREAD_DESCRIPTION
                    ) && l.pointer == format!("{pointer}/description")
                });
                if dropped_here(t, span, &spans) || written_elsewhere {
                    continue;
                }
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span,
                    message: format!("parameter `{name}` has no description: the model guesses its meaning and format from the name"),
                    related: Vec::new(),
                    fix: None,
                });
            }
        }
    }
}

fn has_text(v: Option<&Json>) -> bool {
    v.and_then(Json::as_str)
        .is_some_and(|s| !s.trim().is_empty())
}

/// Whether toolsight could not resolve the part of the entry at `pointer` (or a part holding it).
pub(super) fn is_unknown(t: &ToolPrediction, pointer: &str) -> bool {
    t.meta.unknown.iter().any(|u| {
        pointer == u.pointer
            || pointer
                .strip_prefix(u.pointer.as_str())
                .is_some_and(|rest| rest.starts_with('/'))
    })
}

/// A `$ref` property whose local target carries the description (the model reads it there).
fn described_by_ref(root: &Json, schema: &Json) -> bool {
    let Some(target) = schema
        .get("$ref")
        .and_then(Json::as_str)
        .and_then(|r| r.strip_prefix('#'))
    else {
        return false;
    };
    root.pointer(target)
        .is_some_and(|s| has_text(s.get("description")))
}

/// Whether a description written for this property is lost on the way (`description-dropped`
/// reports that, with the reason): the lost text lies in this property's source and in no
/// narrower property's.
fn dropped_here(t: &ToolPrediction, span: Span, all: &[(String, Span)]) -> bool {
    let within = |inner: Span, outer: Span| {
        inner.file == outer.file && outer.start <= inner.start && inner.end <= outer.end
    };
    t.meta
        .losses
        .iter()
        .filter(|l| l.what.starts_with("description"))
        .any(|l| {
            within(l.span, span)
                && !all
                    .iter()
                    .any(|(_, s)| *s != span && within(*s, span) && within(l.span, *s))
        })
}

/// Where the part of a tool's entry at a wire pointer is written: the zod schema behind it, the
/// literal of a hand-written entry (low-level lists, annotations, names, descriptions), or the
/// registration.
pub(super) fn source_span(t: &ToolPrediction, pointer: &str) -> Span {
    if t.schemas
        .iter()
        .any(|(p, _)| pointer.starts_with(p.as_str()))
    {
        return locate(t, pointer);
    }
    match t.source.map.nearest(pointer) {
        Some(w) if w.pointer == pointer => w.literal.unwrap_or(w.value),
        Some(w) => w.value,
        None => t.meta.span,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn blank_text_is_no_description() {
        assert!(has_text(Some(&json!("Words"))));
        assert!(!has_text(Some(&json!("  "))));
        assert!(!has_text(Some(&json!(3))));
        assert!(!has_text(None));
    }

    #[test]
    fn a_local_ref_target_can_carry_the_description() {
        let root = json!({"definitions": {"Sort": {"type": "string", "description": "Order"}, "Bare": {"type": "string"}}});
        assert!(described_by_ref(
            &root,
            &json!({"$ref": "#/definitions/Sort"})
        ));
        assert!(!described_by_ref(
            &root,
            &json!({"$ref": "#/definitions/Bare"})
        ));
        assert!(!described_by_ref(&root, &json!({"type": "string"})));
    }
}
