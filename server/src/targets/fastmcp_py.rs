//! The standalone Python `fastmcp` 2.x package's passes over the schemas pydantic makes
//! (`fastmcp.utilities.json_schema.compress_schema(..., prune_titles=True, dereference=True)`):
//! titles pruned, `additionalProperties: false` dropped, unused `$defs` removed, then every
//! `$ref` inlined with the keywords written beside it. It knows schemas, not Python syntax.

use serde_json::{json, Map, Value as Json};

/// The docstring of fastmcp's `_WrappedResult`, which its output schemas for non-object
/// returns carry as their description.
const WRAPPER_DESCRIPTION: &str = "Generic wrapper for non-object return types.";

/// fastmcp stops walking a schema this deep (`depth > 50`); deeper parts keep their titles.
const MAX_DEPTH: usize = 50;

/// `compress_schema(schema, prune_params, prune_titles=True, dereference=True)`. `Err` when
/// the result is not modelled (a schema that refers to itself, which `jsonref` cannot inline).
pub fn compress(mut schema: Json, prune_params: &[String]) -> Result<Json, String> {
    let Json::Object(root) = &mut schema else {
        return Ok(schema);
    };
    for p in prune_params {
        prune_param(root, p);
    }
    optimize(root);
    dereference(schema)
}

/// A `$defs` entry of pydantic's schema that refers to itself, directly or through others.
/// fastmcp 2 inlines `$ref`s with `jsonref`, which builds a cyclic object for it instead of
/// raising the error fastmcp's fallback expects; serializing the tool then fails inside the
/// `tools/list` handler, and the request is never answered for any tool of the server.
pub fn self_referent(schema: &Json) -> Option<String> {
    let defs = schema.get("$defs")?.as_object()?;
    let refs = |def: &Json| {
        let mut out = Vec::new();
        let mut stack = vec![def];
        while let Some(n) = stack.pop() {
            match n {
                Json::Object(o) => {
                    if let Some(name) = o
                        .get("$ref")
                        .and_then(Json::as_str)
                        .and_then(|r| r.strip_prefix("#/$defs/"))
                    {
                        out.push(name.to_string());
                    }
                    stack.extend(o.values());
                }
                Json::Array(a) => stack.extend(a),
                _ => {}
            }
        }
        out
    };
    defs.iter().find_map(|(name, def)| {
        // the definitions reachable from this one, each visited once
        let mut seen: Vec<String> = Vec::new();
        let mut todo = refs(def);
        while let Some(next) = todo.pop() {
            if &next == name {
                return Some(name.clone());
            }
            if seen.len() < defs.len() && !seen.contains(&next) {
                if let Some(d) = defs.get(&next) {
                    todo.extend(refs(d));
                }
                seen.push(next);
            }
        }
        None
    })
}

/// The output schema fastmcp sends for a return type the SDK's model wraps in
/// `{"result": ...}`: pydantic's `_WrappedResult[T]`, whose title is pruned, described by its
/// docstring and marked with `x-fastmcp-wrap-result`.
pub fn wrapped_output(sdk_wrapped: Json) -> Result<Json, String> {
    let Json::Object(mut root) = sdk_wrapped else {
        return Err("the wrapped output schema is not an object".into());
    };
    root.remove("title");
    let mut out = Map::new();
    if let Some(defs) = root.remove("$defs") {
        out.insert("$defs".into(), defs);
    }
    // pydantic sorts the wrapper's keys: `description` comes first
    out.insert("description".into(), json!(WRAPPER_DESCRIPTION));
    out.extend(root);
    out.insert("x-fastmcp-wrap-result".into(), json!(true));
    compress(Json::Object(out), &[])
}

fn prune_param(root: &mut Map<String, Json>, param: &str) {
    let removed = root
        .get_mut("properties")
        .and_then(Json::as_object_mut)
        .and_then(|p| p.shift_remove(param));
    if removed.is_none() {
        return;
    }
    if let Some(Json::Array(required)) = root.get_mut("required") {
        required.retain(|r| r.as_str() != Some(param));
        if required.is_empty() {
            root.shift_remove("required");
        }
    }
}

/// `_single_pass_optimize`: one walk that prunes titles and `additionalProperties: false`
/// (also on a `properties` map whose parameter names look like schema keywords, as fastmcp
/// does), then removes the `$defs` nothing reaches.
fn optimize(root: &mut Map<String, Json>) {
    let mut root_refs: Vec<String> = Vec::new();
    let mut deps: Vec<(String, String)> = Vec::new();
    let mut defs = root.shift_remove("$defs");
    clean(root, None, 0, &mut root_refs, &mut deps);
    if let Some(Json::Object(d)) = &mut defs {
        for (name, def) in d.iter_mut() {
            if let Json::Object(def) = def {
                clean(def, Some(name), 0, &mut root_refs, &mut deps);
            }
        }
        let names: Vec<String> = d.keys().cloned().collect();
        for name in names {
            if !used(&name, &root_refs, &deps, &mut Vec::new()) {
                d.shift_remove(&name);
            }
        }
    }
    if let Some(Json::Object(d)) = defs {
        if !d.is_empty() {
            root.insert("$defs".into(), Json::Object(d));
        }
    }
}

fn used(
    name: &str,
    root_refs: &[String],
    deps: &[(String, String)],
    visiting: &mut Vec<String>,
) -> bool {
    if root_refs.iter().any(|r| r == name) {
        return true;
    }
    if visiting.iter().any(|v| v == name) {
        return false;
    }
    visiting.push(name.to_string());
    let by: Vec<String> = deps
        .iter()
        .filter(|(d, _)| d == name)
        .map(|(_, b)| b.clone())
        .collect();
    by.iter()
        .any(|b| !visiting.contains(b) && used(b, root_refs, deps, &mut visiting.clone()))
}

const TITLE_SIBLINGS: &[&str] = &[
    "type",
    "properties",
    "$ref",
    "items",
    "allOf",
    "oneOf",
    "anyOf",
    "required",
];

fn clean(
    node: &mut Map<String, Json>,
    def: Option<&str>,
    depth: usize,
    root_refs: &mut Vec<String>,
    deps: &mut Vec<(String, String)>,
) {
    if depth > MAX_DEPTH {
        return;
    }
    if let Some(r) = node
        .get("$ref")
        .and_then(Json::as_str)
        .and_then(|r| r.strip_prefix("#/$defs/"))
    {
        let referenced = r.rsplit('/').next().unwrap_or(r).to_string();
        match def {
            Some(d) => deps.push((referenced, d.to_string())),
            None => root_refs.push(referenced),
        }
    }
    if node.contains_key("title") && TITLE_SIBLINGS.iter().any(|k| node.contains_key(*k)) {
        node.shift_remove("title");
    }
    if node.get("additionalProperties") == Some(&Json::Bool(false)) {
        node.shift_remove("additionalProperties");
    }
    for (_, value) in node.iter_mut() {
        clean_value(value, def, depth + 1, root_refs, deps);
    }
}

fn clean_value(
    value: &mut Json,
    def: Option<&str>,
    depth: usize,
    root_refs: &mut Vec<String>,
    deps: &mut Vec<(String, String)>,
) {
    match value {
        Json::Object(o) => clean(o, def, depth, root_refs, deps),
        Json::Array(items) if depth <= MAX_DEPTH => {
            for i in items {
                clean_value(i, def, depth + 1, root_refs, deps);
            }
        }
        _ => {}
    }
}

/// `dereference_refs`: each `$ref` replaced by its definition, the keywords beside the
/// reference written after the definition's own (a keyword both have keeps the definition's
/// place and takes the reference's value), and `$defs` dropped.
fn dereference(schema: Json) -> Result<Json, String> {
    let Json::Object(mut root) = schema else {
        return Ok(schema);
    };
    let defs = match root.shift_remove("$defs") {
        Some(Json::Object(d)) => d,
        _ => return Ok(Json::Object(root)),
    };
    let mut out = Json::Object(root);
    inline(&mut out, &defs, &mut Vec::new())?;
    Ok(out)
}

fn inline(
    node: &mut Json,
    defs: &Map<String, Json>,
    stack: &mut Vec<String>,
) -> Result<(), String> {
    match node {
        Json::Object(o) => {
            if let Some(r) = o.get("$ref").and_then(Json::as_str) {
                let name = r
                    .strip_prefix("#/$defs/")
                    .ok_or_else(|| format!("the reference `{r}` is not modelled"))?
                    .to_string();
                if stack.contains(&name) {
                    return Err(format!(
                        "`{name}` refers to itself, which fastmcp cannot inline; what it sends is not modelled"
                    ));
                }
                let mut def = defs
                    .get(&name)
                    .cloned()
                    .ok_or_else(|| format!("the definition `{name}` is missing"))?;
                stack.push(name);
                inline(&mut def, defs, stack)?;
                stack.pop();
                let mut merged = match def {
                    Json::Object(d) => d,
                    _ => return Err("a definition that is not an object".into()),
                };
                for (k, v) in o.iter() {
                    if k != "$ref" && k != "$defs" {
                        let mut v = v.clone();
                        inline(&mut v, defs, stack)?;
                        merged.insert(k.clone(), v);
                    }
                }
                *o = merged;
                return Ok(());
            }
            for (_, v) in o.iter_mut() {
                inline(v, defs, stack)?;
            }
        }
        Json::Array(items) => {
            for i in items {
                inline(i, defs, stack)?;
            }
        }
        _ => {}
    }
    // pydantic's `discriminator.mapping` points into `$defs`, which are gone
    if let Json::Object(o) = node {
        if let Some(Json::Object(d)) = o.get_mut("discriminator") {
            d.shift_remove("mapping");
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_definition_reaching_itself_through_another_is_self_referent() {
        let through = serde_json::json!({"$defs": {
            "A": {"properties": {"b": {"$ref": "#/$defs/B"}}},
            "B": {"properties": {"a": {"items": {"$ref": "#/$defs/A"}}}},
            "C": {"properties": {"a": {"$ref": "#/$defs/A"}}}
        }});
        assert_eq!(super::self_referent(&through).as_deref(), Some("A"));
        let tree = serde_json::json!({"$defs": {
            "A": {"properties": {"b": {"$ref": "#/$defs/B"}}},
            "B": {"type": "string"}
        }});
        assert_eq!(super::self_referent(&tree), None);
    }

    use super::*;

    #[test]
    fn titles_go_where_a_schema_keyword_is_beside_them_and_refs_are_inlined() {
        let s = json!({
            "$defs": {"Color": {"enum": ["red"], "title": "Color", "type": "string"}, "Unused": {"type": "string"}},
            "properties": {
                "c": {"$ref": "#/$defs/Color", "default": "red"},
                "x": {"default": null, "title": "X"}
            },
            "required": [],
            "title": "fArguments",
            "type": "object"
        });
        let out = compress(s, &[]).unwrap();
        assert_eq!(
            out,
            json!({"properties": {"c": {"enum": ["red"], "type": "string", "default": "red"}, "x": {"default": null, "title": "X"}}, "required": [], "type": "object"})
        );
        let keys: Vec<&String> = out["properties"]["c"].as_object().unwrap().keys().collect();
        assert_eq!(keys, ["enum", "type", "default"]);
    }

    #[test]
    fn a_parameter_named_title_goes_when_one_named_like_a_keyword_is_beside_it() {
        let s = json!({"properties": {"title": {"type": "string"}, "type": {"type": "string"}}, "type": "object"});
        let out = compress(s, &[]).unwrap();
        assert_eq!(out["properties"], json!({"type": {"type": "string"}}));
    }
}
