//! `missing-bounds`: a parameter the model can fill with anything.

use serde_json::Value as Json;

use super::{
    input_properties, locate, node_at, tools, Applicability, Context, Diagnostic, Fix, Rule,
    RuleMeta, Severity,
};
use crate::frontend::{self, Bound, Change};
use crate::ir::{Api, Kind, SchemaRef};
use crate::model::{ServerPrediction, ToolPrediction};

pub struct MissingBounds;

static META: RuleMeta = RuleMeta {
    id: "missing-bounds",
    severity: Severity::Warning,
    summary: "a number without minimum/maximum, a string without maxLength/enum/format/pattern, an array without maxItems, or an unbounded record reaches the wire",
    what: "Flags parameters whose wire schema puts no limit on what the model may send: numbers with neither `minimum` nor `maximum` (nor their exclusive forms), strings with no `maxLength`, `enum`, `const`, `format` or `pattern`, arrays with no `maxItems`, and records (`additionalProperties` schemas) with no `propertyNames` and no `maxProperties`.",
    why: "Bounds are the only limits a model can read before it calls. Without them it learns them from validation errors, one failed call at a time (\"default 100, max 1000\" written only in a description never reaches a validator, and written nowhere the model learns it by failing).",
    example: "server.registerTool(\"search\", {\n  inputSchema: { limit: z.number().int() },\n}, handler);",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool()\ndef search(query: str, limit: int = 10) -> list[str]:\n    \"\"\"Search the notes by the words in their text, newest first.\"\"\"",
    python_note: "",
    fix: "Add the bound the handler really enforces: `z.number().int().min(1).max(100)`, `z.string().max(200)`, `z.array(x).max(50)`. The quick fix inserts placeholder bounds you must edit, right after the `z.string()`, `z.number()` or `z.array()` call written in the property; it is marked unsafe because it changes what the tool accepts. It is not offered where the property is a union, a transform, a pipe or a lazy schema (they have no `.min`/`.max`), nor where it is a declaration other properties share.",
    references: &[
        "The descriptions-thrown-away write-up: life.timeline's limit published as a bare integer; a model passing 5000 only learns the ceiling from a runtime error",
        "mcplint MG001 and webmcp-lint WML-004: unconstrained risky parameters",
    ],
};

impl Rule for MissingBounds {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (s, t) in tools(cx) {
            for (name, pointer, schema) in input_properties(t) {
                if let Some(what) = unbounded(schema) {
                    let span = locate(t, &pointer);
                    let bounds = bounds_for(what);
                    let keywords: Vec<&str> = bounds.iter().map(|b| b.keyword).collect();
                    // bounds written in the source but missing on the wire were dropped by the
                    // converter: placeholders would stack a second set that it drops as well
                    let (message, fix) = match frontend::written_bounds(cx.ws, span, &keywords) {
                        Some(written) => (
                            format!("`{name}` is {what} on the wire: the bounds written in the source (`{written}`) are dropped by the converter, so the model learns the limits only from failed calls"),
                            None,
                        ),
                        None => match converter_without_bounds(s, t, &pointer, what) {
                            // bounds written into the schema would not reach the wire either
                            Some(converter) => (
                                format!("`{name}` is {what}: the model learns the limits only from failed calls, and the hand-written converter `{converter}` sends none (handwritten-converter-gap)"),
                                None,
                            ),
                            None => (
                                format!("`{name}` is {what}: the model learns the limits only from failed calls"),
                                node_at(t, &pointer)
                                    .and_then(|node| placeholder_fix(cx, &node, what, &bounds)),
                            ),
                        },
                    };
                    out.push(Diagnostic {
                        rule: META.id,
                        unnecessary: false,
                        severity: META.severity,
                        span,
                        message,
                        related: Vec::new(),
                        fix,
                    });
                }
            }
        }
    }
}

/// The placeholder bounds for a kind of unbounded value (none for a record).
fn bounds_for(what: &str) -> Vec<Bound> {
    let bound = |keyword, value, note| Bound {
        keyword,
        value,
        note,
    };
    if what.starts_with("a number") {
        vec![
            bound("minimum", 0, "the real minimum"),
            bound("maximum", 1000, "the real maximum"),
        ]
    } else if what.starts_with("a string") {
        vec![bound("maxLength", 200, "the real maximum length")]
    } else if what.starts_with("an array") {
        vec![bound("maxItems", 100, "the real maximum count")]
    } else {
        Vec::new()
    }
}

/// The hand-written converter the property goes through, when it emits no bounds of its kind.
fn converter_without_bounds<'a>(
    s: &'a ServerPrediction,
    t: &ToolPrediction,
    pointer: &str,
    what: &str,
) -> Option<&'a str> {
    let through = t
        .source
        .map
        .parts()
        .iter()
        .filter(|w| pointer.starts_with(w.pointer.as_str()))
        .find_map(|w| w.converter.as_ref())?;
    let c = s.converters.iter().find(|c| c.span == through.function)?;
    let p = &c.profile;
    let emits = if what.starts_with("a number") {
        p.emits_number_bounds
    } else if what.starts_with("a string") {
        p.emits_string_bounds
    } else {
        p.emits_array_bounds
    };
    (!emits).then_some(c.name.as_str())
}

/// Placeholder bounds the user must replace with the limits the handler enforces. Unsafe: it
/// changes what the tool accepts. Offered only where the bound methods exist: on the string,
/// number or array schema itself (under `.optional()`, `.nullable()`, `.default()`), written
/// inside the property — not on a union, a transform, a pipe or a lazy schema, which have no
/// `.min`/`.max`, nor in a declaration other properties share.
fn placeholder_fix(
    cx: &Context,
    property: &SchemaRef,
    what: &str,
    bounds: &[Bound],
) -> Option<Fix> {
    if bounds.is_empty() || !matches!(property.api, Api::Zod3 | Api::Zod4) {
        return None;
    }
    let mut base = property.clone();
    loop {
        let inner = match &base.kind {
            Kind::Optional(i) | Kind::Nullable(i) | Kind::Readonly(i) => i.clone(),
            Kind::Default { inner, .. } | Kind::Catch { inner, .. } => inner.clone(),
            _ => break,
        };
        base = inner;
    }
    let boundable = match &base.kind {
        Kind::Number { .. } => what.starts_with("a number"),
        Kind::String { .. } => what.starts_with("a string"),
        Kind::Array { .. } => what.starts_with("an array"),
        _ => false,
    };
    let (outer, inner) = (property.span, base.span);
    let inside = outer.file == inner.file && outer.start <= inner.start && inner.end <= outer.end;
    if !boundable || !inside {
        return None;
    }
    let change = Change::AddBounds {
        schema: base.span,
        bounds,
    };
    Some(Fix {
        title: "Add placeholder bounds to replace with the real limits".into(),
        edits: frontend::edits(cx.ws, base.span, &change)?,
        applicability: Applicability::Unsafe,
    })
}

/// What kind of unbounded value a property schema accepts, if it is unbounded.
fn unbounded(schema: &Json) -> Option<&'static str> {
    let m = schema.as_object()?;
    if m.contains_key("enum") || m.contains_key("const") || m.contains_key("$ref") {
        return None;
    }
    let has = |keys: &[&str]| keys.iter().any(|k| m.contains_key(*k));
    let types: Vec<&str> = match m.get("type") {
        Some(Json::String(t)) => vec![t.as_str()],
        Some(Json::Array(a)) => a.iter().filter_map(|t| t.as_str()).collect(),
        _ => return None,
    };
    if types.contains(&"number") || types.contains(&"integer") {
        if !has(&["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]) {
            return Some("a number with no minimum or maximum");
        }
    } else if types.contains(&"string") {
        if !has(&["maxLength", "format", "pattern", "allOf", "anyOf"]) {
            return Some("a string with no maxLength, format or pattern");
        }
    } else if types.contains(&"array") {
        if !has(&["maxItems"]) {
            return Some("an array with no maxItems");
        }
    } else if types.contains(&"object")
        && !m.contains_key("properties")
        && m.get("additionalProperties")
            .is_some_and(|a| a != &Json::Bool(false))
        && !has(&["propertyNames", "maxProperties"])
    {
        return Some("a record with no limit on its keys");
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn bounded_and_enumerated_values_pass_unbounded_ones_are_named() {
        assert_eq!(
            unbounded(&json!({"type": "integer"})),
            Some("a number with no minimum or maximum")
        );
        assert_eq!(unbounded(&json!({"type": "integer", "maximum": 5})), None);
        assert_eq!(unbounded(&json!({"type": "string", "enum": ["a"]})), None);
        assert_eq!(
            unbounded(&json!({"type": ["string", "null"]})),
            Some("a string with no maxLength, format or pattern")
        );
        assert_eq!(
            unbounded(&json!({"type": "string", "format": "uuid"})),
            None
        );
        assert_eq!(
            unbounded(&json!({"type": "array", "items": {}})),
            Some("an array with no maxItems")
        );
        assert_eq!(
            unbounded(&json!({"type": "object", "additionalProperties": {"type": "string"}})),
            Some("a record with no limit on its keys")
        );
        assert_eq!(
            unbounded(&json!({"type": "object", "properties": {}})),
            None
        );
        assert_eq!(unbounded(&json!({"type": "boolean"})), None);
    }
}
