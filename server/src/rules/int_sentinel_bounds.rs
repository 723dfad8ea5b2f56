//! `int-sentinel-bounds`: zod 4's `.int()` bounds that look like limits but are none.

use serde_json::Value as Json;

use super::{locate, properties, tools, Context, Diagnostic, Rule, RuleMeta, Severity};

pub struct IntSentinelBounds;

/// `Number.MAX_SAFE_INTEGER`, which zod 4 writes as the range of every `.int()`.
const SAFE: f64 = 9007199254740991.0;

static META: RuleMeta = RuleMeta {
    id: "int-sentinel-bounds",
    severity: Severity::Info,
    summary: "zod 4's `.int()` emits minimum/maximum of ±9007199254740991, which read as bounds but limit nothing",
    what: "Flags integer parameters whose wire schema carries `minimum: -9007199254740991` or `maximum: 9007199254740991`. zod 4 adds the safe-integer range to every `.int()` it converts, so the keywords are there even when nobody chose a limit.",
    why: "A reader (human, linter or model) sees `minimum`/`maximum` and assumes the parameter is bounded. It is not: any integer up to 2^53−1 passes, and the real limits the handler enforces are learnt from failed calls. The two sixteen-digit numbers also cost tokens in every request.",
    example: "server.registerTool(\"page\", {\n  inputSchema: { offset: z.number().int() },\n}, handler);\n// wire: {\"type\":\"integer\",\"minimum\":-9007199254740991,\"maximum\":9007199254740991}",
    python_example: "",
    python_note: "Does not arise in Python: pydantic writes no bounds for an `int` unless the code sets them (`Field(ge=..., le=...)`, `conint`), and then it writes the ones set.",
    fix: "Write the range the handler really accepts: `z.number().int().min(0).max(10_000)`. Each side you set replaces its sentinel.",
    references: &[
        "toolsight's converter survey (research/ts-converters.md): zod 4 fills in ±(2^53−1) for each side of an `.int()` left open, so `.int().positive()` comes out with `exclusiveMinimum: 0` and a sentinel `maximum`",
        "The descriptions-thrown-away write-up: limits the model can read decide how many calls fail before one succeeds",
    ],
};

impl Rule for IntSentinelBounds {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            for key in ["inputSchema", "outputSchema"] {
                let Some(schema) = t.wire.get(key) else {
                    continue;
                };
                for (name, pointer, prop) in properties(schema, &format!("/{key}")) {
                    let Some(sides) = sentinels(prop) else {
                        continue;
                    };
                    out.push(Diagnostic {
                        rule: META.id,
                        unnecessary: false,
                        severity: META.severity,
                        span: locate(t, &pointer),
                        message: format!(
                            "`{name}` gets {sides} from zod 4's `.int()`: it looks bounded but accepts any safe integer, so the real limit is learnt from failed calls"
                        ),
                        related: Vec::new(),
                        fix: None,
                    });
                }
            }
        }
    }
}

/// Which sentinel bounds a property schema carries, as the message names them.
fn sentinels(schema: &Json) -> Option<&'static str> {
    let m = schema.as_object()?;
    let is = |k: &str, v: f64| m.get(k).and_then(Json::as_f64) == Some(v);
    match (is("minimum", -SAFE), is("maximum", SAFE)) {
        (true, true) => Some("`minimum: -9007199254740991` and `maximum: 9007199254740991`"),
        (true, false) => Some("`minimum: -9007199254740991`"),
        (false, true) => Some("`maximum: 9007199254740991`"),
        (false, false) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn only_the_safe_integer_range_counts() {
        assert!(sentinels(&json!({"type": "integer", "minimum": -9007199254740991i64, "maximum": 9007199254740991i64})).is_some_and(|s| s.contains("and")));
        assert_eq!(
            sentinels(&json!({"type": "integer", "minimum": 1, "maximum": 9007199254740991i64})),
            Some("`maximum: 9007199254740991`")
        );
        assert_eq!(
            sentinels(&json!({"type": "integer", "minimum": 1, "maximum": 100})),
            None
        );
        assert_eq!(sentinels(&json!({"type": "integer"})), None);
    }
}
