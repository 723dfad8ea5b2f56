//! `default-required`: a parameter with a default that the wire still marks required.

use serde_json::{Map, Value as Json};

use super::{locate, tools, Context, Diagnostic, Rule, RuleMeta, Severity};
use crate::model::ToolForm;
use crate::model::ToolPrediction;
use crate::span::Span;

pub struct DefaultRequired;

static META: RuleMeta = RuleMeta {
    id: "default-required",
    severity: Severity::Warning,
    summary: "a property that carries a `default` is also listed in its object's `required`",
    what: "Flags wire properties that have a `default` keyword and whose name is in the enclosing object's `required` array, in input and output schemas. This comes from converters run in output mode, from `.default()` under wrappers that make zod call the field required, and from JSON Schema written by hand.",
    why: "A default only helps when the value may be left out. Listed as required, the model must invent a value on every call (and usually picks something other than your default); in an output schema, clients that validate `structuredContent` reject results in which the field is absent although your code fills it in. Some clients also ignore `default` entirely, so `required` is all they go by.",
    example: "server.registerTool(\"list\", {\n  inputSchema: z.object({\n    limit: z.number().default(20).transform((n) => Math.min(n, 100)),\n  }),\n}, handler);",
    python_example: "import mcp.types as types\nfrom mcp.server.lowlevel import Server\n\nserver = Server(\"notes\")\n\n\n@server.list_tools()\nasync def list_tools() -> list[types.Tool]:\n    return [\n        types.Tool(\n            name=\"list_notes\",\n            description=\"List the newest notes, at most `limit` of them, newest first.\",\n            inputSchema={\n                \"type\": \"object\",\n                \"properties\": {\"limit\": {\"type\": \"integer\", \"default\": 20}},\n                \"required\": [\"limit\"],\n            },\n        )\n    ]",
    python_note: "",
    fix: "Make the field optional on the wire: put `.default()` outermost (after `.transform()`/`.refine()`), or remove the name from `required` in hand-written JSON Schema. In output schemas, either always return the field or drop the default.",
    references: &[
        "modelcontextprotocol/typescript-sdk#2464: output schemas advertise required fields that the raw `structuredContent` does not satisfy",
        "python-sdk#1402: optionality and requiredness on the wire drifting from what the function accepts",
        "Client survey (research/peers.md section 3): Continue ignores `default`, so `required` is the only signal it keeps",
    ],
};

impl Rule for DefaultRequired {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            for key in ["inputSchema", "outputSchema"] {
                let Some(schema) = t.wire.get(key) else {
                    continue;
                };
                let mut found = Vec::new();
                defaulted_required(schema, &format!("/{key}"), &mut found);
                for (name, pointer, default) in found {
                    let consequence = if key == "inputSchema" {
                        "the model must send it on every call and the default never applies"
                    } else {
                        "clients that validate structuredContent reject results without it"
                    };
                    out.push(Diagnostic {
                        rule: META.id,
                        unnecessary: false,
                        severity: META.severity,
                        span: literal_span(t, &pointer).unwrap_or_else(|| locate(t, &pointer)),
                        message: format!("`{name}` has a default ({default}) but is listed in `required` of {key}: {consequence}"),
                        related: Vec::new(),
                        fix: None,
                    });
                }
            }
        }
    }
}

/// Every `(name, pointer, default)` of an object property that has a default and is required,
/// at any depth.
fn defaulted_required(schema: &Json, pointer: &str, out: &mut Vec<(String, String, String)>) {
    match schema {
        Json::Object(m) => {
            if let Some(Json::Object(props)) = m.get("properties") {
                let required = required_names(m);
                for (k, v) in props {
                    let p = format!(
                        "{pointer}/properties/{}",
                        crate::targets::pointer_segment(k)
                    );
                    if let Some(d) = v.get("default") {
                        if required.contains(&k.as_str()) {
                            out.push((k.clone(), p.clone(), d.to_string()));
                        }
                    }
                }
            }
            for (k, v) in m {
                if k == "properties" {
                    if let Json::Object(props) = v {
                        for (name, child) in props {
                            defaulted_required(
                                child,
                                &format!(
                                    "{pointer}/properties/{}",
                                    crate::targets::pointer_segment(name)
                                ),
                                out,
                            );
                        }
                    }
                } else if !matches!(k.as_str(), "default" | "const" | "enum" | "examples")
                    && (v.is_object() || v.is_array())
                {
                    defaulted_required(
                        v,
                        &format!("{pointer}/{}", crate::targets::pointer_segment(k)),
                        out,
                    );
                }
            }
        }
        Json::Array(a) => {
            for (i, v) in a.iter().enumerate() {
                defaulted_required(v, &format!("{pointer}/{i}"), out);
            }
        }
        _ => {}
    }
}

/// Where a pointer's value is written in a low-level tool object given as a literal (JSON
/// Schema written by hand has no schema nodes to locate).
fn literal_span(t: &ToolPrediction, pointer: &str) -> Option<Span> {
    if t.source.form != ToolForm::LowLevel {
        return None;
    }
    let written = t.source.map.at(pointer)?;
    let key = written.key?;
    Some(Span {
        file: key.file,
        start: key.start,
        end: written.value.end,
    })
}

fn required_names(m: &Map<String, Json>) -> Vec<&str> {
    m.get("required")
        .and_then(Json::as_array)
        .map(|a| a.iter().filter_map(Json::as_str).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn finds_required_defaults_at_any_depth_and_skips_optional_ones() {
        let schema = json!({
            "type": "object",
            "properties": {
                "limit": {"type": "integer", "default": 20},
                "sort": {"type": "string", "default": "new"},
                "filter": {"type": "object", "properties": {"tag": {"type": "string", "default": "x"}}, "required": ["tag"]}
            },
            "required": ["limit", "filter"]
        });
        let mut found = Vec::new();
        defaulted_required(&schema, "/inputSchema", &mut found);
        let names: Vec<&str> = found.iter().map(|(n, _, _)| n.as_str()).collect();
        assert_eq!(names, ["limit", "tag"]);
        assert_eq!(found[1].1, "/inputSchema/properties/filter/properties/tag");
    }
}
