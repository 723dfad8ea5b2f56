//! `open-object`: an input object that accepts keys it does not declare.

use serde_json::Value as Json;

use super::{locate, properties, tool_name, tools, Context, Diagnostic, Rule, RuleMeta, Severity};

pub struct OpenObject;

static META: RuleMeta = RuleMeta {
    id: "open-object",
    severity: Severity::Warning,
    summary: "an input object (the root or a nested one) without `additionalProperties: false`: a misspelled or invented parameter is accepted silently",
    what: "Walks each tool's input schema as the model gets it: the root, nested objects, array items and union branches. An object schema (`type: \"object\"`, or one with `properties`) that does not say `additionalProperties: false` is reported at the place it is written. An object whose `additionalProperties` is a schema (a map of typed values) or `true` is a decision and is not reported, nor is one with `patternProperties` or `unevaluatedProperties`. Runs on WebMCP tools by default; on MCP and agent-framework tools only when asked: `open-object = { everywhere = true }` in `toolsight.toml` (OpenAI's strict mode needs every object closed).",
    why: "Models hallucinate parameters and misspell them. An open object accepts `quantitiy: 2` without a word, and the tool runs with `quantity` missing or defaulted; a closed object fails validation at once, with an error that names the key, which is the error the model can learn from.",
    example: "navigator.modelContext.registerTool({\n  name: \"add_to_cart\",\n  description: \"Add one product variant to the cart; the user can remove it again.\",\n  inputSchema: {\n    type: \"object\",\n    properties: { variant_id: { type: \"string\", maxLength: 20 } },\n    required: [\"variant_id\"],\n  },\n  execute: addToCart,\n});",
    python_example: "",
    python_note: "Runs on Python tools with `everywhere = true`: pydantic closes a model's object only with `model_config = ConfigDict(extra=\"forbid\")`, and the frameworks build the parameters' object open.",
    fix: "Write `additionalProperties: false` on every object of a JSON Schema literal. With zod, `.strict()` (zod 3) or `z.strictObject(...)` (zod 4) makes the converters write it; in pydantic, `model_config = ConfigDict(extra=\"forbid\")`.",
    references: &[
        "The WebMCP descriptions guide: close every object with `additionalProperties: false`; models hallucinate parameters, an open object accepts a misspelled one silently and the tool runs with it missing",
        "OpenAI function calling, strict mode: every object must set `additionalProperties: false`",
    ],
};

/// How deep nested schemas are followed (each level is a property, an item or a branch).
const MAX_NESTING: usize = 64;

/// The pointers of the open objects of a wire schema, the root first.
fn open_objects(schema: &Json, pointer: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut check = |s: &Json, at: &str| {
        if is_open(s) {
            out.push(at.to_string());
        }
    };
    check(schema, pointer);
    for (_, at, s) in properties(schema, pointer) {
        if at.matches('/').count() <= MAX_NESTING {
            check(s, &at);
        }
    }
    // array items that are objects themselves (`properties` reports the properties inside)
    let mut stack = vec![(schema, pointer.to_string(), 0)];
    while let Some((s, at, depth)) = stack.pop() {
        let Json::Object(m) = s else { continue };
        if depth > MAX_NESTING {
            continue;
        }
        if let Some(items) = m.get("items").filter(|i| i.is_object()) {
            let here = format!("{at}/items");
            check(items, &here);
            stack.push((items, here, depth + 1));
        }
        if let Some(Json::Object(props)) = m.get("properties") {
            for (k, v) in props {
                let here = format!("{at}/properties/{}", crate::targets::pointer_segment(k));
                stack.push((v, here, depth + 1));
            }
        }
    }
    out
}

/// An object schema that accepts keys it does not declare, and says nothing about them.
fn is_open(s: &Json) -> bool {
    let Json::Object(m) = s else { return false };
    let is_object =
        m.get("type") == Some(&Json::String("object".into())) || m.contains_key("properties");
    is_object
        && !m.contains_key("additionalProperties")
        && !m.contains_key("patternProperties")
        && !m.contains_key("unevaluatedProperties")
}

impl Rule for OpenObject {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (s, t) in tools(cx) {
            let everywhere = || {
                cx.option(META.id, t.meta.span, "everywhere")
                    .and_then(|v| v.as_bool())
                    .unwrap_or(false)
            };
            if !s.target.is_webmcp() && !everywhere() {
                continue;
            }
            let Some(input) = t.wire.get("inputSchema") else {
                continue;
            };
            let name = tool_name(t);
            for at in open_objects(input, "/inputSchema") {
                let what = match at.rsplit_once("/properties/") {
                    Some((_, key)) if !at.ends_with("/items") => {
                        format!("parameter `{key}` of `{name}` is an object")
                    }
                    _ if at == "/inputSchema" => format!("the input of `{name}` is an object"),
                    _ => format!("an object in the input of `{name}` (`{at}`)"),
                };
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span: locate(t, &at),
                    message: format!("{what} without `additionalProperties: false`: a misspelled or invented key is accepted silently, and the tool runs without the one it needed"),
                    related: Vec::new(),
                    fix: None,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_open_object_is_found_and_closed_or_typed_maps_are_not() {
        let schema = json!({
            "type": "object",
            "properties": {
                "closed": { "type": "object", "properties": {}, "additionalProperties": false },
                "map": { "type": "object", "additionalProperties": { "type": "string" } },
                "open": { "type": "object", "properties": { "inner": { "properties": {} } } },
                "list": { "type": "array", "items": { "type": "object" } },
                "text": { "type": "string" }
            },
            "additionalProperties": false
        });
        let mut found = open_objects(&schema, "/inputSchema");
        found.sort();
        assert_eq!(
            found,
            [
                "/inputSchema/properties/list/items",
                "/inputSchema/properties/open",
                "/inputSchema/properties/open/properties/inner",
            ]
        );
        assert_eq!(
            open_objects(&json!({"type": "object"}), "/inputSchema"),
            ["/inputSchema"]
        );
    }
}
