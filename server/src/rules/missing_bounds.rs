//! `missing-bounds`: a parameter the model can fill with anything.

use serde_json::Value as Json;

use super::{
    input_properties, locate, tools, Applicability, Context, Diagnostic, Fix, Rule, RuleMeta,
    Severity,
};
use crate::frontend::{self, Bound, Change};

pub struct MissingBounds;

static META: RuleMeta = RuleMeta {
    id: "missing-bounds",
    severity: Severity::Warning,
    summary: "a number without minimum/maximum, a string without maxLength/enum/format/pattern, an array without maxItems, or an unbounded record reaches the wire",
    what: "Flags parameters whose wire schema puts no limit on what the model may send: numbers with neither `minimum` nor `maximum` (nor their exclusive forms), strings with no `maxLength`, `enum`, `const`, `format` or `pattern`, arrays with no `maxItems`, and records (`additionalProperties` schemas) with no `propertyNames` and no `maxProperties`.",
    why: "Bounds are the only limits a model can read before it calls. Without them it learns them from validation errors, one failed call at a time (\"default 100, max 1000\" written only in a description never reaches a validator, and written nowhere the model learns it by failing).",
    example: "server.registerTool(\"search\", {\n  inputSchema: { limit: z.number().int() },\n}, handler);",
    fix: "Add the bound the handler really enforces: `z.number().int().min(1).max(100)`, `z.string().max(200)`, `z.array(x).max(50)`. The quick fix inserts placeholder bounds you must edit; it is marked unsafe because it changes what the tool accepts.",
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
        for (_, t) in tools(cx) {
            for (name, pointer, schema) in input_properties(t) {
                if let Some(what) = unbounded(schema) {
                    let span = locate(t, &pointer);
                    let bounds = placeholders(what);
                    let keywords: Vec<&str> = bounds.iter().map(|b| b.keyword).collect();
                    // bounds written in the source but missing on the wire were dropped by the
                    // converter: placeholders would stack a second set that it drops as well
                    let (message, fix) = match frontend::written_bounds(cx.ws, span, &keywords) {
                        Some(written) => (
                            format!("`{name}` is {what} on the wire: the bounds written in the source (`{written}`) are dropped by the converter, so the model learns the limits only from failed calls"),
                            None,
                        ),
                        None => (
                            format!("`{name}` is {what}: the model learns the limits only from failed calls"),
                            placeholder_fix(cx, span, &bounds),
                        ),
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
fn placeholders(what: &str) -> Vec<Bound> {
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

/// Placeholder bounds the user must replace with the limits the handler enforces. Unsafe: it
/// changes what the tool accepts.
fn placeholder_fix(cx: &Context, span: crate::span::Span, bounds: &[Bound]) -> Option<Fix> {
    if bounds.is_empty() {
        return None;
    }
    let change = Change::AddBounds {
        schema: span,
        bounds,
    };
    Some(Fix {
        title: "Add placeholder bounds to replace with the real limits".into(),
        edits: frontend::edits(cx.ws, span, &change)?,
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
