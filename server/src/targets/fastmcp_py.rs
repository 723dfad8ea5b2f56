//! The standalone Python `fastmcp` package's passes over the schemas pydantic makes.
//!
//! 2.x (`compress_schema(..., prune_titles=True, dereference=True)` when the tool is made):
//! titles pruned, `additionalProperties: false` dropped, unused `$defs` removed, then every
//! `$ref` inlined with the keywords written beside it.
//!
//! 3.x: titles pruned only where the schema is a schema (not inside `default` or an `x-`
//! extension) and `additionalProperties: false` kept when the tool is made; the `$ref`s are
//! inlined when `tools/list` is answered (`DereferenceRefsMiddleware`), with OpenAPI's
//! `discriminator` dropped, and a schema that refers to itself keeps its `$defs`.
//!
//! It knows schemas, not Python syntax.

use serde_json::{json, Map, Value as Json};

/// The docstring of fastmcp's `_WrappedResult`, which its output schemas for non-object
/// returns carry as their description.
const WRAPPER_DESCRIPTION: &str = "Generic wrapper for non-object return types.";

/// fastmcp stops walking a schema this deep (`depth > 50`); deeper parts keep their titles.
const MAX_DEPTH: usize = 50;

/// The release lines of fastmcp whose schema passes differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    Two,
    Three,
    /// 4.x makes schemas as 3.x does; what it adds is the caller's.
    Four,
}

/// Whether `FastMCP.tool()` takes `keyword`, as each release's signature has it.
pub fn tool_takes(line: Line, keyword: &str) -> bool {
    const EVERY_LINE: &[&str] = &[
        "name_or_fn",
        "name",
        "title",
        "description",
        "icons",
        "tags",
        "output_schema",
        "annotations",
        "meta",
        "task",
    ];
    const SINCE_THREE: &[&str] = &["version", "app", "timeout", "auth", "run_in_thread"];
    EVERY_LINE.contains(&keyword)
        || match line {
            Line::Two => matches!(keyword, "exclude_args" | "enabled"),
            Line::Three => keyword == "exclude_args" || SINCE_THREE.contains(&keyword),
            // 4.x took `exclude_args` away
            Line::Four => SINCE_THREE.contains(&keyword),
        }
}

/// What the tool holds once made: `compress_schema(schema, prune_params, prune_titles=True)`,
/// which in 2.x also dereferences. `Err` when the result is not modelled (in 2.x a schema that
/// refers to itself, which `jsonref` cannot inline).
pub fn compress(mut schema: Json, prune_params: &[String], line: Line) -> Result<Json, String> {
    let Json::Object(root) = &mut schema else {
        return Ok(schema);
    };
    for p in prune_params {
        prune_param(root, p);
    }
    match line {
        Line::Two => {
            optimize(root);
            dereference(schema)
        }
        Line::Three | Line::Four => {
            optimize3(root);
            Ok(schema)
        }
    }
}

/// What `tools/list` sends of a schema the tool holds: in 3.x the dereferencing middleware's
/// result, in 2.x the schema itself. `Err` when that is not modelled.
pub fn listed(schema: Json, line: Line) -> Result<Json, String> {
    match line {
        Line::Two => Ok(schema),
        Line::Three | Line::Four if has_ref(&schema) => dereference3(schema),
        Line::Three | Line::Four => Ok(schema),
    }
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

/// The output schema fastmcp holds for a return type the SDK's model wraps in
/// `{"result": ...}`: pydantic's `_WrappedResult[T]`, whose title is pruned, in 2.x described
/// by its docstring, and marked with `x-fastmcp-wrap-result`.
pub fn wrapped_output(sdk_wrapped: Json, line: Line) -> Result<Json, String> {
    let Json::Object(mut root) = sdk_wrapped else {
        return Err("the wrapped output schema is not an object".into());
    };
    root.remove("title");
    let mut out = Map::new();
    if let Some(defs) = root.remove("$defs") {
        out.insert("$defs".into(), defs);
    }
    // pydantic sorts the wrapper's keys: `description` comes first
    if line == Line::Two {
        out.insert("description".into(), json!(WRAPPER_DESCRIPTION));
    }
    out.extend(root);
    out.insert("x-fastmcp-wrap-result".into(), json!(true));
    compress(Json::Object(out), &[], line)
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

/// What a walk collects: the definitions the root refers to, which definition refers to
/// which, and (3.x) whether it stopped at its depth limit (then no definition is removed).
#[derive(Default)]
struct Refs {
    root: Vec<String>,
    deps: Vec<(String, String)>,
    truncated: bool,
}

impl Refs {
    /// The definition a node's `#/$defs/...` reference names, as referred to from `def` (the
    /// root when `None`).
    fn note(&mut self, node: &Map<String, Json>, def: Option<&str>) {
        let Some(r) = node
            .get("$ref")
            .and_then(Json::as_str)
            .filter(|r| r.starts_with("#/$defs/"))
        else {
            return;
        };
        let referenced = r.rsplit('/').next().unwrap_or(r).to_string();
        match def {
            Some(d) => self.deps.push((referenced, d.to_string())),
            None => self.root.push(referenced),
        }
    }

    /// Removes the definitions nothing the root refers to reaches.
    fn prune(&self, defs: &mut Map<String, Json>) {
        let names: Vec<String> = defs.keys().cloned().collect();
        for name in names {
            if !used(&name, &self.root, &self.deps, &mut Vec::new()) {
                defs.shift_remove(&name);
            }
        }
    }
}

/// `_single_pass_optimize`: one walk that prunes titles and `additionalProperties: false`
/// (also on a `properties` map whose parameter names look like schema keywords, as fastmcp
/// does), then removes the `$defs` nothing reaches.
fn optimize(root: &mut Map<String, Json>) {
    let mut refs = Refs::default();
    let mut defs = root.shift_remove("$defs");
    clean(root, None, 0, &mut refs);
    if let Some(Json::Object(d)) = &mut defs {
        for (name, def) in d.iter_mut() {
            if let Json::Object(def) = def {
                clean(def, Some(name), 0, &mut refs);
            }
        }
        refs.prune(d);
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

fn clean(node: &mut Map<String, Json>, def: Option<&str>, depth: usize, refs: &mut Refs) {
    if depth > MAX_DEPTH {
        return;
    }
    refs.note(node, def);
    if node.contains_key("title") && TITLE_SIBLINGS.iter().any(|k| node.contains_key(*k)) {
        node.shift_remove("title");
    }
    if node.get("additionalProperties") == Some(&Json::Bool(false)) {
        node.shift_remove("additionalProperties");
    }
    for (_, value) in node.iter_mut() {
        clean_value(value, def, depth + 1, refs);
    }
}

fn clean_value(value: &mut Json, def: Option<&str>, depth: usize, refs: &mut Refs) {
    match value {
        Json::Object(o) => clean(o, def, depth, refs),
        Json::Array(items) if depth <= MAX_DEPTH => {
            for i in items {
                clean_value(i, def, depth + 1, refs);
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

/// The keywords whose presence makes a `title` beside them prunable in 3.x.
const SCHEMA_KEYWORDS: &[&str] = TITLE_SIBLINGS;
/// A `title` in a node of only these is pruned too (3.x).
const METADATA_KEYS: &[&str] = &[
    "title",
    "description",
    "deprecated",
    "readOnly",
    "writeOnly",
];
/// Keywords holding instance data, never walked as schemas.
const LITERAL_KEYWORDS: &[&str] = &["default", "const", "examples", "example", "enum"];
/// Keywords holding a map of name to schema.
const SUBSCHEMA_MAPS: &[&str] = &[
    "properties",
    "patternProperties",
    "$defs",
    "definitions",
    "dependentSchemas",
    "dependencies",
];
/// Keywords holding one schema.
const SUBSCHEMA_VALUES: &[&str] = &[
    "items",
    "additionalItems",
    "additionalProperties",
    "contains",
    "contentSchema",
    "propertyNames",
    "unevaluatedItems",
    "unevaluatedProperties",
    "if",
    "then",
    "else",
    "not",
];
/// Keywords holding a list of schemas.
const SUBSCHEMA_LISTS: &[&str] = &["allOf", "anyOf", "oneOf", "prefixItems"];

/// 3.x `_single_pass_optimize(prune_titles=True, prune_defs=True)`.
fn optimize3(root: &mut Map<String, Json>) {
    let mut refs = Refs::default();
    clean3_object(root, None, 0, true, true, &mut refs);
    let Some(Json::Object(defs)) = root.get_mut("$defs") else {
        return;
    };
    for (name, def) in defs.iter_mut() {
        clean3(def, Some(name), 0, true, &mut refs);
    }
    if refs.truncated {
        return;
    }
    refs.prune(defs);
    if defs.is_empty() {
        root.shift_remove("$defs");
    }
}

fn clean3(node: &mut Json, def: Option<&str>, depth: usize, in_schema: bool, refs: &mut Refs) {
    if depth > MAX_DEPTH {
        refs.truncated = true;
        return;
    }
    match node {
        Json::Object(o) => clean3_object(o, def, depth, in_schema, false, refs),
        Json::Array(items) => {
            for i in items {
                clean3(i, def, depth + 1, in_schema, refs);
            }
        }
        _ => {}
    }
}

fn clean3_object(
    node: &mut Map<String, Json>,
    def: Option<&str>,
    depth: usize,
    in_schema: bool,
    skip_defs: bool,
    refs: &mut Refs,
) {
    refs.note(node, def);
    if in_schema
        && node.get("title").is_some_and(Json::is_string)
        && (SCHEMA_KEYWORDS.iter().any(|k| node.contains_key(*k))
            || node.keys().all(|k| METADATA_KEYS.contains(&k.as_str())))
    {
        node.shift_remove("title");
    }
    for (key, value) in node.iter_mut() {
        let key = key.as_str();
        if skip_defs && key == "$defs" {
            continue;
        }
        if !in_schema {
            clean3(value, def, depth + 1, false, refs);
        } else if SUBSCHEMA_MAPS.contains(&key) && value.is_object() {
            for sub in value
                .as_object_mut()
                .into_iter()
                .flat_map(|m| m.values_mut())
            {
                clean3(sub, def, depth + 1, true, refs);
            }
        } else if LITERAL_KEYWORDS.contains(&key) {
        } else if SUBSCHEMA_LISTS.contains(&key) && value.is_array() {
            for item in value.as_array_mut().into_iter().flatten() {
                clean3(item, def, depth + 1, true, refs);
            }
        } else {
            let schema = SUBSCHEMA_VALUES.contains(&key);
            clean3(value, def, depth + 1, schema, refs);
        }
    }
}

/// Whether the middleware dereferences a schema: it has `$defs` or a `$ref` somewhere.
fn has_ref(schema: &Json) -> bool {
    let mut stack = vec![schema];
    while let Some(n) = stack.pop() {
        match n {
            Json::Object(o) if o.contains_key("$ref") || o.contains_key("$defs") => return true,
            Json::Object(o) => stack.extend(o.values()),
            Json::Array(a) => stack.extend(a),
            _ => {}
        }
    }
    false
}

/// Past these sizes of the inlined schema fastmcp 3 keeps the references
/// (`_MAX_INLINED_NODES`, `_MAX_INLINED_DEPTH`, `_MAX_INLINED_TEXT`).
const MAX_INLINED_NODES: usize = 100_000;
const MAX_INLINED_DEPTH: usize = 128;
const MAX_INLINED_TEXT: usize = 5_000_000;

/// The definition a `#/$defs/Name` reference names.
fn def_name(reference: &str) -> Option<&str> {
    reference
        .strip_prefix("#/$defs/")
        .filter(|n| !n.is_empty() && !n.contains(['/', '~', '%']))
}

/// 3.x `dereference_refs`: every local `$ref` inlined with the keywords beside it, `$defs`
/// dropped and `discriminator` removed; a schema that refers to itself, or would grow past
/// the limits, only has a `$ref` at its root resolved.
fn dereference3(schema: Json) -> Result<Json, String> {
    let schema = strip_remote_refs(schema);
    if self_referent(&schema).is_some() {
        return resolve_root_ref(schema);
    }
    let Json::Object(root) = &schema else {
        return Ok(schema);
    };
    let empty = Map::new();
    let defs = match root.get("$defs") {
        Some(Json::Object(d)) => d,
        _ => &empty,
    };
    let mut memo: Vec<(String, (usize, usize))> = Vec::new();
    let fits = match measure(&schema, defs, &mut memo, 0) {
        Ok((nodes, height)) => nodes <= MAX_INLINED_NODES && height <= MAX_INLINED_DEPTH,
        Err(Measure::Unresolvable) => false,
        Err(Measure::TooLarge) => false,
        Err(Measure::NotModelled(r)) => return Err(format!("the reference `{r}` is not modelled")),
    };
    if !fits {
        return resolve_root_ref(schema);
    }
    let mut out = Map::new();
    for (k, v) in root {
        if k != "$defs" {
            out.insert(k.clone(), v.clone());
        }
    }
    let mut out = Json::Object(out);
    inline(&mut out, defs, &mut Vec::new())?;
    let out = strip_discriminator(out);
    if text_size(&out) > MAX_INLINED_TEXT {
        return resolve_root_ref(schema);
    }
    Ok(out)
}

enum Measure {
    Unresolvable,
    TooLarge,
    NotModelled(String),
}

/// `_within_inline_limits(follow_refs=True)`: the nodes and height of `node` once every
/// reference in it is expanded, each definition measured once.
fn measure(
    node: &Json,
    defs: &Map<String, Json>,
    memo: &mut Vec<(String, (usize, usize))>,
    depth: usize,
) -> Result<(usize, usize), Measure> {
    if depth > MAX_INLINED_DEPTH {
        return Err(Measure::TooLarge);
    }
    let mut nodes = 1;
    let mut height = 0;
    let mut add = |(n, h): (usize, usize)| -> Result<(), Measure> {
        nodes += n;
        height = height.max(h + 1);
        if nodes > MAX_INLINED_NODES {
            return Err(Measure::TooLarge);
        }
        Ok(())
    };
    let children: Vec<&Json> = match node {
        Json::Object(o) => o.values().collect(),
        Json::Array(a) => a.iter().collect(),
        _ => return Ok((1, 0)),
    };
    for child in children {
        match child {
            Json::Object(_) | Json::Array(_) => add(measure(child, defs, memo, depth + 1)?)?,
            _ => add((1, 0))?,
        }
    }
    if let Some(r) = node
        .get("$ref")
        .and_then(Json::as_str)
        .filter(|r| r.starts_with('#'))
    {
        let name = def_name(r).ok_or_else(|| Measure::NotModelled(r.to_string()))?;
        let size = match memo.iter().find(|(n, _)| n == name) {
            Some((_, size)) => *size,
            None => {
                let def = defs.get(name).ok_or(Measure::Unresolvable)?;
                let size = measure(def, defs, memo, 0)?;
                memo.push((name.to_string(), size));
                size
            }
        };
        add(size)?;
    }
    if depth + height > MAX_INLINED_DEPTH {
        return Err(Measure::TooLarge);
    }
    Ok((nodes, height))
}

/// `_text_within_limit`'s count: the keys and scalars of a schema, in characters.
fn text_size(schema: &Json) -> usize {
    let mut total = 0usize;
    let mut stack = vec![schema];
    while let Some(n) = stack.pop() {
        match n {
            Json::Object(o) => {
                total += o.keys().map(|k| k.chars().count()).sum::<usize>();
                stack.extend(o.values());
            }
            Json::Array(a) => stack.extend(a),
            Json::String(s) => total += s.chars().count(),
            Json::Bool(_) | Json::Null => total += 5,
            Json::Number(x) => total += x.to_string().len(),
        }
        if total > MAX_INLINED_TEXT {
            break;
        }
    }
    total
}

/// `_strip_remote_refs`: a `$ref` that is not local is dropped before anything else.
fn strip_remote_refs(schema: Json) -> Json {
    match schema {
        Json::Object(o) => Json::Object(
            o.into_iter()
                .filter(|(k, v)| !(k == "$ref" && v.as_str().is_some_and(|r| !r.starts_with('#'))))
                .map(|(k, v)| (k, strip_remote_refs(v)))
                .collect(),
        ),
        Json::Array(a) => Json::Array(a.into_iter().map(strip_remote_refs).collect()),
        other => other,
    }
}

/// `_strip_discriminator`: OpenAPI's `discriminator` beside `anyOf`/`oneOf` is dropped, its
/// property added to each variant's `required`.
fn strip_discriminator(schema: Json) -> Json {
    match schema {
        Json::Object(mut o) => {
            let skip = o.contains_key("discriminator")
                && (o.contains_key("anyOf") || o.contains_key("oneOf"));
            if skip {
                let property = o
                    .get("discriminator")
                    .and_then(|d| d.get("propertyName"))
                    .and_then(Json::as_str)
                    .map(String::from);
                if let Some(p) = property {
                    for key in ["anyOf", "oneOf"] {
                        for variant in o
                            .get_mut(key)
                            .and_then(Json::as_array_mut)
                            .into_iter()
                            .flatten()
                        {
                            require(variant, &p);
                        }
                    }
                }
                o.shift_remove("discriminator");
            }
            Json::Object(
                o.into_iter()
                    .map(|(k, v)| {
                        let v = if DATA_KEYS.contains(&k.as_str()) {
                            v
                        } else {
                            strip_discriminator(v)
                        };
                        (k, v)
                    })
                    .collect(),
            )
        }
        Json::Array(a) => Json::Array(a.into_iter().map(strip_discriminator).collect()),
        other => other,
    }
}

/// The keywords `_strip_discriminator` does not walk into.
const DATA_KEYS: &[&str] = &["default", "const", "examples", "enum"];

/// `_require_property`: `property` appended to the variant's `required` (made when missing).
fn require(variant: &mut Json, property: &str) {
    let Json::Object(v) = variant else {
        return;
    };
    match v.get_mut("required") {
        None => {
            v.insert("required".into(), json!([property]));
        }
        Some(Json::Array(r)) if !r.iter().any(|x| x.as_str() == Some(property)) => {
            r.push(json!(property));
        }
        Some(_) => {}
    }
}

/// `resolve_root_ref`: a `$ref` at the root of a schema without `type` is replaced by its
/// definition (through definitions that are only a `$ref`), the root's other keywords and its
/// `$defs` kept after the definition's own.
fn resolve_root_ref(schema: Json) -> Result<Json, String> {
    let Json::Object(root) = &schema else {
        return Ok(schema);
    };
    let Some(mut reference) = root
        .get("$ref")
        .and_then(Json::as_str)
        .filter(|r| r.starts_with('#') && !root.contains_key("type"))
        .map(String::from)
    else {
        return Ok(schema);
    };
    let mut resolved: Map<String, Json> = root
        .iter()
        .filter(|(k, _)| *k != "$ref")
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let mut visited: Vec<String> = Vec::new();
    for _ in 0..MAX_ROOT_REF_HOPS {
        if visited.contains(&reference) {
            return Ok(schema);
        }
        visited.push(reference.clone());
        let name = def_name(&reference)
            .ok_or_else(|| format!("the reference `{reference}` is not modelled"))?;
        let Some(Json::Object(target)) = root.get("$defs").and_then(|d| d.get(name)) else {
            return Ok(schema);
        };
        let next = target
            .get("$ref")
            .and_then(Json::as_str)
            .filter(|r| r.starts_with('#') && !target.contains_key("type"))
            .map(String::from);
        let mut merged: Map<String, Json> = target
            .iter()
            .filter(|(k, _)| next.is_none() || *k != "$ref")
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        for (k, v) in resolved {
            merged.insert(k, v);
        }
        resolved = merged;
        match next {
            Some(n) => reference = n,
            None => return Ok(Json::Object(resolved)),
        }
    }
    Ok(schema)
}

/// How many definitions that are only a `$ref` `resolve_root_ref` follows.
const MAX_ROOT_REF_HOPS: usize = 32;

#[cfg(test)]
mod tests {
    use super::{tool_takes, Line};

    /// The keyword-only parameters of `FastMCP.tool` in fastmcp 2.14.7, 3.4.11 and 4.2.3, as
    /// their signatures have them.
    #[test]
    fn each_line_takes_the_keywords_its_signature_has() {
        let two = "name title description icons tags output_schema annotations exclude_args meta enabled task";
        let three = "name version title description icons tags output_schema annotations exclude_args meta app task timeout auth run_in_thread";
        let four = "name version title description icons tags output_schema annotations meta app task timeout auth run_in_thread";
        let every = format!("{two} {three} structured_output serializer");
        for (line, takes) in [(Line::Two, two), (Line::Three, three), (Line::Four, four)] {
            for keyword in every.split(' ') {
                let expected = takes.split(' ').any(|k| k == keyword);
                assert_eq!(tool_takes(line, keyword), expected, "{line:?} {keyword}");
            }
            assert!(tool_takes(line, "name_or_fn"));
        }
    }

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
        let out = compress(s, &[], Line::Two).unwrap();
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
        let out = compress(s, &[], Line::Two).unwrap();
        assert_eq!(out["properties"], json!({"type": {"type": "string"}}));
    }
}

/// 3.x: the expected values are what fastmcp 3.4.11's own `compress_schema` and
/// `dereference_refs` return for these schemas.
#[cfg(test)]
mod line_three {
    use super::*;

    #[test]
    fn titles_go_only_where_the_node_is_a_schema_and_additional_properties_stay() {
        let s = json!({"title": "fArguments", "type": "object", "properties": {
            "x": {"title": "X"},
            "y": {"default": {"title": "keep", "type": "string"}, "title": "Y", "type": "object"},
            "z": {"x-ui": {"title": "T", "type": "string"}, "title": "Z", "description": "zz"},
            "w": {"default": null, "title": "W"}
        }, "additionalProperties": false, "$defs": {"Unused": {"type": "string"}}});
        let out = compress(s, &[], Line::Three).unwrap();
        assert_eq!(
            serde_json::to_string(&out).unwrap(),
            r##"{"type":"object","properties":{"x":{},"y":{"default":{"title":"keep","type":"string"},"type":"object"},"z":{"x-ui":{"title":"T","type":"string"},"title":"Z","description":"zz"},"w":{"default":null,"title":"W"}},"additionalProperties":false}"##
        );
    }

    #[test]
    fn a_discriminator_goes_and_its_property_becomes_required_in_every_variant() {
        let s = json!({"$defs": {
            "Cat": {"properties": {"kind": {"const": "cat", "default": "cat", "type": "string"}}, "title": "Cat", "type": "object"},
            "Dog": {"properties": {"kind": {"const": "dog", "type": "string"}}, "required": ["kind"], "type": "object"}
        }, "properties": {"pet": {
            "discriminator": {"mapping": {"cat": "#/$defs/Cat", "dog": "#/$defs/Dog"}, "propertyName": "kind"},
            "oneOf": [{"$ref": "#/$defs/Cat"}, {"$ref": "#/$defs/Dog"}],
            "description": "d"
        }}, "required": ["pet"], "type": "object"});
        let out = listed(s, Line::Three).unwrap();
        assert_eq!(
            serde_json::to_string(&out).unwrap(),
            r##"{"properties":{"pet":{"oneOf":[{"properties":{"kind":{"const":"cat","default":"cat","type":"string"}},"title":"Cat","type":"object","required":["kind"]},{"properties":{"kind":{"const":"dog","type":"string"}},"required":["kind"],"type":"object"}],"description":"d"}},"required":["pet"],"type":"object"}"##
        );
    }

    #[test]
    fn a_schema_that_refers_to_itself_only_has_its_root_resolved() {
        let s = json!({"$defs": {"Node": {"properties": {
            "children": {"items": {"$ref": "#/$defs/Node"}, "type": "array"},
            "value": {"type": "integer"}
        }, "required": ["value"], "type": "object"}}, "$ref": "#/$defs/Node", "description": "root"});
        let out = listed(s, Line::Three).unwrap();
        assert_eq!(
            serde_json::to_string(&out).unwrap(),
            r##"{"properties":{"children":{"items":{"$ref":"#/$defs/Node"},"type":"array"},"value":{"type":"integer"}},"required":["value"],"type":"object","$defs":{"Node":{"properties":{"children":{"items":{"$ref":"#/$defs/Node"},"type":"array"},"value":{"type":"integer"}},"required":["value"],"type":"object"}},"description":"root"}"##
        );
    }

    #[test]
    fn a_schema_past_the_node_limit_keeps_its_references() {
        // 400 properties each referring to a definition of 400 nodes: 160,000 once inlined
        let big: Map<String, Json> = (0..399).map(|i| (format!("k{i}"), json!(i))).collect();
        let props: Map<String, Json> = (0..400)
            .map(|i| (format!("p{i}"), json!({"$ref": "#/$defs/Big"})))
            .collect();
        let s = json!({"$defs": {"Big": {"enum": Json::Object(big)}}, "properties": props, "type": "object"});
        let out = listed(s.clone(), Line::Three).unwrap();
        assert_eq!(out, s);
    }
}
