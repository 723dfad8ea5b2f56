//! A wire schema with its local `$ref`s inlined, the way the MCP TypeScript SDK change that
//! inlines them describes it (seed 003): what the model would get from a stack that inlines.
//!
//! No release of the SDK does it yet: the oracle's `refs` goldens of `@modelcontextprotocol/sdk`
//! 1.32.2 and `@modelcontextprotocol/server` 2.4.0 (the latest of each) keep `$ref` and
//! `$defs`. So this is shown beside the prediction, never as it.

use serde_json::{Map, Value as Json};

use super::segment_text;

/// How many schema nodes an inlined copy may hold: a diamond of references can multiply a
/// schema, and a hover must stay small.
const MAX_NODES: usize = 20_000;

/// A schema with its local references inlined.
#[derive(Debug, PartialEq)]
pub struct Inlined {
    pub schema: Json,
    /// The references that lead back into themselves, cut to `{"type": "object"}` where they
    /// recur: what inlining cannot keep.
    pub cycles: Vec<String>,
}

/// `schema` with every local `$ref` (`#`, `#/$defs/…`, `#/definitions/…`, any `#/…` pointer)
/// replaced by what it points to, keywords written beside the `$ref` kept over it, and the
/// definition tables dropped. A reference back into one being inlined becomes
/// `{"type": "object"}`; an external or dangling one stays as written. `None` when the copy
/// would pass [`MAX_NODES`] or there is no local reference at all.
pub fn inline_local_refs(schema: &Json) -> Option<Inlined> {
    if !has_local_ref(schema) {
        return None;
    }
    let mut walk = Walk {
        root: schema,
        stack: Vec::new(),
        cycles: Vec::new(),
        nodes: 0,
    };
    let out = walk.inline(schema)?;
    Some(Inlined {
        schema: out,
        cycles: walk.cycles,
    })
}

fn has_local_ref(j: &Json) -> bool {
    match j {
        Json::Object(m) => {
            m.get("$ref")
                .and_then(Json::as_str)
                .is_some_and(|r| r.starts_with('#'))
                || m.values().any(has_local_ref)
        }
        Json::Array(a) => a.iter().any(has_local_ref),
        _ => false,
    }
}

struct Walk<'j> {
    root: &'j Json,
    /// The references being inlined, outermost first.
    stack: Vec<String>,
    cycles: Vec<String>,
    nodes: usize,
}

impl<'j> Walk<'j> {
    fn inline(&mut self, j: &'j Json) -> Option<Json> {
        self.nodes += 1;
        if self.nodes > MAX_NODES {
            return None;
        }
        match j {
            Json::Object(m) => {
                let local = m
                    .get("$ref")
                    .and_then(Json::as_str)
                    .filter(|r| r.starts_with('#'));
                if let Some(r) = local {
                    if let Some(target) = self.resolve(r) {
                        return self.referenced(r, target, m);
                    }
                }
                let mut out = Map::new();
                // the root's definition tables are what gets inlined, not part of the result
                let root = std::ptr::eq(j, self.root);
                for (k, v) in m {
                    if root && matches!(k.as_str(), "$defs" | "definitions") {
                        continue;
                    }
                    // values, not schemas: copied as written
                    let copied = match k.as_str() {
                        "default" | "const" | "enum" | "examples" => v.clone(),
                        _ => self.inline(v)?,
                    };
                    out.insert(k.clone(), copied);
                }
                Some(Json::Object(out))
            }
            Json::Array(a) => a
                .iter()
                .map(|v| self.inline(v))
                .collect::<Option<Vec<_>>>()
                .map(Json::Array),
            other => Some(other.clone()),
        }
    }

    /// The schema a `$ref` to `target` stands for, with the keywords written beside it.
    fn referenced(&mut self, r: &str, target: &'j Json, at: &'j Map<String, Json>) -> Option<Json> {
        let mut out = if self.stack.iter().any(|s| s == r) {
            if !self.cycles.iter().any(|c| c == r) {
                self.cycles.push(r.to_string());
            }
            let mut cut = Map::new();
            cut.insert("type".into(), Json::String("object".into()));
            cut
        } else {
            self.stack.push(r.to_string());
            let inlined = self.inline(target);
            self.stack.pop();
            match inlined? {
                Json::Object(m) => m,
                // `true`/`false` schemas: nothing to merge the siblings into
                other => return Some(other),
            }
        };
        for (k, v) in at.iter().filter(|(k, _)| *k != "$ref") {
            let sibling = self.inline(v)?;
            out.insert(k.clone(), sibling);
        }
        Some(Json::Object(out))
    }

    /// The node a local reference points to, if it exists.
    fn resolve(&self, r: &str) -> Option<&'j Json> {
        let path = r.strip_prefix('#')?;
        let mut node = self.root;
        for segment in path.split('/').skip(1) {
            let key = segment_text(segment);
            node = match node {
                Json::Object(m) => m.get(&key)?,
                Json::Array(a) => a.get(key.parse::<usize>().ok()?)?,
                _ => return None,
            };
        }
        Some(node)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn registered_and_reused_schemas_are_inlined_and_tables_dropped() {
        let schema = json!({
            "type": "object",
            "properties": {
                "fill": { "$ref": "#/$defs/Color" },
                "stroke": { "$ref": "#/$defs/Color", "description": "Outline colour" },
                "id": { "type": "string" },
                "other": { "$ref": "#/properties/id" }
            },
            "$defs": { "Color": { "type": "string", "enum": ["red", "green"] } }
        });
        let inlined = inline_local_refs(&schema).unwrap();
        assert_eq!(
            inlined.schema,
            json!({
                "type": "object",
                "properties": {
                    "fill": { "type": "string", "enum": ["red", "green"] },
                    "stroke": { "type": "string", "enum": ["red", "green"], "description": "Outline colour" },
                    "id": { "type": "string" },
                    "other": { "type": "string" }
                }
            })
        );
        assert!(inlined.cycles.is_empty());
    }

    #[test]
    fn a_cycle_is_cut_where_it_recurs_and_named() {
        let schema = json!({
            "type": "object",
            "properties": { "tree": { "$ref": "#/definitions/Node" } },
            "definitions": {
                "Node": { "type": "object", "properties": { "children": { "type": "array", "items": { "$ref": "#/definitions/Node" } } } }
            }
        });
        let inlined = inline_local_refs(&schema).unwrap();
        assert_eq!(
            inlined.schema["properties"]["tree"],
            json!({ "type": "object", "properties": { "children": { "type": "array", "items": { "type": "object" } } } })
        );
        assert_eq!(inlined.cycles, ["#/definitions/Node"]);
        // the root referring to itself
        let root = json!({ "type": "object", "properties": { "next": { "$ref": "#" } } });
        let inlined = inline_local_refs(&root).unwrap();
        assert_eq!(
            inlined.schema["properties"]["next"]["properties"]["next"],
            json!({ "type": "object" })
        );
        assert_eq!(inlined.cycles, ["#"]);
    }

    #[test]
    fn external_and_dangling_refs_stay_and_plain_schemas_give_nothing() {
        let schema = json!({
            "type": "object",
            "properties": {
                "a": { "$ref": "https://example.com/a.json" },
                "b": { "$ref": "#/$defs/Missing" },
                "c": { "$ref": "#/$defs/C" }
            },
            "$defs": { "C": { "type": "integer" } }
        });
        let inlined = inline_local_refs(&schema).unwrap();
        assert_eq!(
            inlined.schema["properties"]["a"],
            json!({ "$ref": "https://example.com/a.json" })
        );
        assert_eq!(
            inlined.schema["properties"]["b"],
            json!({ "$ref": "#/$defs/Missing" })
        );
        assert_eq!(
            inlined.schema["properties"]["c"],
            json!({ "type": "integer" })
        );
        assert_eq!(inline_local_refs(&json!({ "type": "object" })), None);
    }

    #[test]
    fn a_diamond_that_multiplies_past_the_budget_gives_nothing() {
        // each level refers to the next twice: 2^30 copies of the last
        let mut defs = Map::new();
        for i in 0..30 {
            defs.insert(
                format!("L{i}"),
                json!({ "type": "array", "items": [{ "$ref": format!("#/$defs/L{}", i + 1) }, { "$ref": format!("#/$defs/L{}", i + 1) }] }),
            );
        }
        defs.insert("L30".into(), json!({ "type": "string" }));
        let schema = json!({ "type": "object", "properties": { "x": { "$ref": "#/$defs/L0" } }, "$defs": defs });
        assert_eq!(inline_local_refs(&schema), None);
    }
}
