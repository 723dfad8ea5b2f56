//! openai-agents 0.24.0's strict mode, applied to the pydantic schema of a tool's arguments
//! model (`ensure_strict_json_schema`): every object closed and every property required,
//! `default: null` dropped, a `$ref` with siblings inlined, `oneOf` turned into `anyOf`, and the
//! schemas strict mode cannot express refused with the `UserError` the library raises.

use serde_json::{Map, Value as Json};

/// Why a schema has no strict form: what the library raises, or a shape toolsight does not
/// follow.
#[derive(Debug, Clone, PartialEq)]
pub enum NotStrict {
    /// The message of the `UserError` raised while the tool is built.
    UserError(String),
    Unmodelled(String),
}

pub const ADDITIONAL_PROPERTIES_ERROR: &str = "additionalProperties should not be set for object types. This could be because you're using an older version of Pydantic, or because you configured additional properties to be allowed. If you really need this, update the function or output tool to not use a strict schema.";

/// Keys that may sit beside a `$ref` without constraining it (any other is refused).
const REF_SIBLINGS: &[&str] = &[
    "$anchor",
    "$comment",
    "$defs",
    "$schema",
    "contentEncoding",
    "contentMediaType",
    "contentSchema",
    "default",
    "definitions",
    "deprecated",
    "description",
    "examples",
    "readOnly",
    "title",
    "writeOnly",
];

/// The library gives up on schemas nested deeper than this; so does this model, without
/// claiming the library's exact message for it.
const MAX_DEPTH: usize = 100;

/// The strict form of a tool's parameters schema.
pub fn strict(mut schema: Json) -> Result<Json, NotStrict> {
    // `$ref`s resolve against the definitions as the library finds them when it inlines: made
    // strict already (it processes `$defs` before the rest, in place)
    let mut defs = match schema.get_mut("$defs") {
        Some(Json::Object(d)) => std::mem::take(d),
        _ => Map::new(),
    };
    let originals = defs.clone();
    for (_, d) in defs.iter_mut() {
        let def = std::mem::take(d);
        *d = node(def, &originals, 1)?;
    }
    if let Some(Json::Object(d)) = schema.get_mut("$defs") {
        *d = defs.clone();
    }
    let mut root = node_without_defs(schema, &defs, 1)?;
    if root.get("anyOf").is_some_and(Json::is_array) {
        return Err(NotStrict::UserError(
            "The root of a strict JSON schema must not use `anyOf`.".into(),
        ));
    }
    if let Some(Json::Array(types)) = root.get("type") {
        if types.iter().any(|t| t == "object") {
            if types.len() == 1 {
                root["type"] = Json::String("object".into());
            } else {
                return Err(NotStrict::Unmodelled(
                    "a nullable object at the root of a strict schema".into(),
                ));
            }
        }
    }
    Ok(root)
}

fn node(schema: Json, defs: &Map<String, Json>, depth: usize) -> Result<Json, NotStrict> {
    if let Some(Json::Object(_)) = schema.get("$defs") {
        return Err(NotStrict::Unmodelled(
            "`$defs` below the root of a schema".into(),
        ));
    }
    node_without_defs(schema, defs, depth)
}

/// One schema node made strict, its own `$defs` (the root's) already handled by the caller.
fn node_without_defs(
    schema: Json,
    defs: &Map<String, Json>,
    depth: usize,
) -> Result<Json, NotStrict> {
    if depth > MAX_DEPTH {
        return Err(NotStrict::Unmodelled(
            "a schema nested deeper than strict mode processes".into(),
        ));
    }
    let Json::Object(mut s) = schema else {
        return Err(NotStrict::Unmodelled(
            "a schema that is not an object".into(),
        ));
    };
    if s.contains_key("$ref") {
        let mut odd: Vec<&str> = s
            .keys()
            .map(String::as_str)
            .filter(|k| *k != "$ref" && !REF_SIBLINGS.contains(k))
            .collect();
        if !odd.is_empty() {
            odd.sort();
            return Err(NotStrict::UserError(format!("JSON schema contains a `$ref` with incompatible sibling keyword(s) ({}) that cannot be merged without changing its accepted values.", odd.join(", "))));
        }
    }
    if s.contains_key("definitions") || s.contains_key("allOf") || s.contains_key("$id") {
        return Err(NotStrict::Unmodelled(
            "`definitions`, `allOf` or `$id` in a strict schema".into(),
        ));
    }
    let typ = s.get("type").cloned();
    let has_properties = s.get("properties").is_some_and(Json::is_object);
    let typ = match typ {
        None if has_properties => {
            s.insert("type".into(), Json::String("object".into()));
            Some(Json::String("object".into()))
        }
        None if s
            .get("additionalProperties")
            .is_some_and(|a| *a != Json::Bool(false)) =>
        {
            return Err(NotStrict::UserError(ADDITIONAL_PROPERTIES_ERROR.into()))
        }
        t => t,
    };
    let is_object = match &typ {
        Some(Json::String(t)) => t == "object",
        Some(Json::Array(ts)) => ts.iter().any(|t| t == "object"),
        _ => false,
    };
    if is_object {
        match s.get("additionalProperties") {
            None => {
                s.insert("additionalProperties".into(), Json::Bool(false));
            }
            Some(Json::Bool(false)) => {}
            Some(_) => return Err(NotStrict::UserError(ADDITIONAL_PROPERTIES_ERROR.into())),
        }
    }
    if let Some(Json::Object(props)) = s.get("properties").cloned() {
        let required: Vec<Json> = props.keys().map(|k| Json::String(k.clone())).collect();
        s.insert("required".into(), Json::Array(required));
        let mut out = Map::new();
        for (k, v) in props {
            out.insert(k, node(v, defs, depth + 1)?);
        }
        s.insert("properties".into(), Json::Object(out));
    }
    if let Some(items) = s.get("items").filter(|i| i.is_object()).cloned() {
        s.insert("items".into(), node(items, defs, depth + 1)?);
    }
    if let Some(Json::Array(any_of)) = s.get("anyOf").cloned() {
        let variants = any_of
            .into_iter()
            .map(|v| node(v, defs, depth + 1))
            .collect::<Result<Vec<_>, _>>()?;
        s.insert("anyOf".into(), Json::Array(variants));
    }
    // strict mode has no `oneOf`: its variants join the `anyOf`
    if let Some(Json::Array(one_of)) = s.shift_remove("oneOf") {
        let mut variants = match s.get("anyOf") {
            Some(Json::Array(a)) => a.clone(),
            _ => Vec::new(),
        };
        for v in one_of {
            variants.push(node(v, defs, depth + 1)?);
        }
        s.insert("anyOf".into(), Json::Array(variants));
    }
    if s.get("default") == Some(&Json::Null) {
        s.shift_remove("default");
    }
    // a `$ref` with siblings is replaced by what it points at, the siblings winning
    if s.len() > 1 {
        if let Some(Json::String(r)) = s.get("$ref").cloned() {
            let Some(target) = r.strip_prefix("#/$defs/").and_then(|n| defs.get(n)) else {
                return Err(NotStrict::Unmodelled(format!("the reference `{r}`")));
            };
            let Json::Object(target) = target else {
                return Err(NotStrict::Unmodelled(format!("the reference `{r}`")));
            };
            s.shift_remove("$ref");
            for (k, v) in target {
                if !s.contains_key(k) {
                    s.insert(k.clone(), v.clone());
                }
            }
            return node_without_defs(Json::Object(s), defs, depth + 1);
        }
    }
    Ok(Json::Object(s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_property_is_required_and_every_object_closed() {
        let s = json!({"properties": {"a": {"type": "integer", "default": 3},
            "b": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": null}},
            "required": ["a"], "title": "f_args", "type": "object"});
        assert_eq!(
            strict(s).unwrap(),
            json!({"properties": {"a": {"type": "integer", "default": 3},
                "b": {"anyOf": [{"type": "string"}, {"type": "null"}]}},
                "required": ["a", "b"], "title": "f_args", "type": "object",
                "additionalProperties": false})
        );
    }

    #[test]
    fn a_ref_with_a_description_is_inlined_and_the_defs_stay() {
        let s = json!({"$defs": {"P": {"properties": {"x": {"type": "integer"}}, "title": "P", "type": "object"}},
            "properties": {"p": {"$ref": "#/$defs/P", "description": "where"}, "q": {"$ref": "#/$defs/P"}},
            "required": ["p", "q"], "title": "f_args", "type": "object"});
        let out = strict(s).unwrap();
        let p = json!({"properties": {"x": {"type": "integer"}}, "title": "P", "type": "object",
            "additionalProperties": false, "required": ["x"]});
        assert_eq!(out["$defs"]["P"], p);
        let mut inlined = p.clone();
        inlined["description"] = json!("where");
        assert_eq!(out["properties"]["p"], inlined);
        assert_eq!(out["properties"]["q"], json!({"$ref": "#/$defs/P"}));
    }

    #[test]
    fn an_open_map_has_no_strict_form() {
        let s = json!({"properties": {"m": {"additionalProperties": true, "type": "object"}},
            "type": "object"});
        assert_eq!(
            strict(s),
            Err(NotStrict::UserError(ADDITIONAL_PROPERTIES_ERROR.into()))
        );
    }
}
