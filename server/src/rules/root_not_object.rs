//! `root-not-object`: a tool schema whose root is not a plain object schema.

use serde_json::Value as Json;

use super::{tool_name, tools, Context, Diagnostic, Rule, RuleMeta, Severity};
use crate::model::{ToolForm, ToolPrediction};
use crate::span::Span;

pub struct RootNotObject;

static META: RuleMeta = RuleMeta {
    id: "root-not-object",
    severity: Severity::Warning,
    summary: "the wire `inputSchema`/`outputSchema` lacks `type: \"object\"` at its root or is a top-level `anyOf`/`oneOf`/`allOf`",
    what: "Checks the root of each tool's predicted `inputSchema` and `outputSchema`: it must say `\"type\": \"object\"` and must not be a composition (`anyOf`, `oneOf`, `allOf`) at the top level. Unions and discriminated unions passed as the whole input, JSON Schema written without `type`, and converters that wrap the root in a `$ref` all produce such roots.",
    why: "The MCP spec requires tool schemas to be object schemas, and clients enforce it in different ways: Claude Code and Cursor reject tools whose input root has no `type: \"object\"` (some refuse every tool of the server), and the Anthropic API returns 400 for the whole request when a tool's `input_schema` has `anyOf`/`oneOf`/`allOf` at the top level, so one such tool breaks every conversation it is enabled in.",
    example: "server.registerTool(\"send\", {\n  inputSchema: z.discriminatedUnion(\"kind\", [\n    z.object({ kind: z.literal(\"email\"), to: z.string() }),\n    z.object({ kind: z.literal(\"sms\"), phone: z.string() }),\n  ]),\n}, handler);",
    python_example: "import mcp.types as types\nfrom mcp.server.lowlevel import Server\n\nserver = Server(\"mail\")\n\n\n@server.list_tools()\nasync def list_tools() -> list[types.Tool]:\n    return [\n        types.Tool(\n            name=\"send\",\n            description=\"Send a message by email or by SMS, to the address or the number given.\",\n            inputSchema={\n                \"oneOf\": [\n                    {\"type\": \"object\", \"properties\": {\"email\": {\"type\": \"string\"}}},\n                    {\"type\": \"object\", \"properties\": {\"phone\": {\"type\": \"string\"}}},\n                ]\n            },\n        )\n    ]",
    python_note: "",
    fix: "Make the root a single object: merge the union's members into one `z.object` with an enum discriminator and optional member fields (describe which fields go with which kind), or nest the union under a property (`{ target: z.discriminatedUnion(...) }`). In hand-written JSON Schema, add `\"type\": \"object\"`.",
    references: &[
        "mastra-ai/mastra#18255: a discriminated-union input became a schema without `type`, and Claude Code rejected all of the server's tools with \"expected object\"",
        "zereight/gitlab-mcp#286: tools listed with an input schema lacking a type made Cursor, Windsurf and AMP list nothing",
        "WebMCP-org/npm-packages#117: an empty zod input became `{}` without `type`, and the extension refused every tool of the page",
        "zereight/gitlab-mcp PR #551 and anthropics/claude-code#5319 and duplicates: a root `oneOf` from `z.union` made the Anthropic API answer 400 to every request",
        "PrefectHQ/fastmcp#2455: a self-referential output type produced a root `$ref` without `type: object`, and Claude Code rejected the tool",
    ],
};

impl Rule for RootNotObject {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            for key in ["inputSchema", "outputSchema"] {
                let Some(root) = t.wire.get(key) else {
                    continue;
                };
                let Some(problem) = problem(root) else {
                    continue;
                };
                let consequence = match (key, problem.starts_with("is a top-level")) {
                    ("inputSchema", true) => "the Anthropic API answers 400 to every request this tool is enabled in",
                    ("inputSchema", false) => "Claude Code and Cursor reject the tool, and some clients then list none of this server's tools",
                    _ => "clients that check output schemas (Claude Code) reject the tool",
                };
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span: root_span(t, key),
                    message: format!("the {key} of `{}` {problem}: {consequence}", tool_name(t)),
                    related: Vec::new(),
                    fix: None,
                });
            }
        }
    }
}

/// What is wrong with a wire root, if anything.
fn problem(root: &Json) -> Option<String> {
    let Json::Object(m) = root else {
        return Some("is not a JSON object".into());
    };
    if let Some(k) = ["anyOf", "oneOf", "allOf"]
        .into_iter()
        .find(|k| m.contains_key(*k))
    {
        return Some(format!("is a top-level `{k}`"));
    }
    match m.get("type") {
        Some(Json::String(t)) if t == "object" => None,
        Some(other) => Some(format!("has `type: {other}` instead of `\"object\"`")),
        None if m.contains_key("$ref") => {
            Some("is a bare `$ref` without `type: \"object\"`".into())
        }
        None => Some("has no `type: \"object\"`".into()),
    }
}

/// The schema written for `key`: the converted IR root, else the value written in a low-level
/// tool object, else the registration.
fn root_span(t: &ToolPrediction, key: &str) -> Span {
    let pointer = format!("/{key}");
    if let Some((_, s)) = t.schemas.iter().find(|(p, _)| *p == pointer) {
        return s.span;
    }
    match t.source.form {
        ToolForm::LowLevel => t.source.map.at(&pointer).map_or(t.meta.span, |w| w.value),
        _ => t.meta.span,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn object_roots_pass_compositions_and_untyped_roots_do_not() {
        assert_eq!(problem(&json!({"type": "object", "properties": {}})), None);
        assert_eq!(
            problem(&json!({"type": "object", "anyOf": []})).as_deref(),
            Some("is a top-level `anyOf`")
        );
        assert_eq!(
            problem(&json!({"properties": {}})).as_deref(),
            Some("has no `type: \"object\"`")
        );
        assert_eq!(
            problem(&json!({"$ref": "#/definitions/X"})).as_deref(),
            Some("is a bare `$ref` without `type: \"object\"`")
        );
        assert_eq!(
            problem(&json!({"type": "string"})).as_deref(),
            Some("has `type: \"string\"` instead of `\"object\"`")
        );
    }
}
