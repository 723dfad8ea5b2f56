//! A model of zod-to-json-schema 3.25 converting zod 3 schemas: the converter behind MCP SDK 1.x
//! for zod 3 and behind direct `zodToJsonSchema(...)` calls.

use std::collections::{HashMap, HashSet};

use serde_json::{json, Map, Value as Json};

use crate::ir::v3_description;
use crate::ir::*;
use crate::span::Span;
use crate::targets::formats::{format_schema, FormatLibrary};
use crate::targets::{
    join_pointer, node_id, ConvError, Emitted, FnOutcome, UnknownPart, UserFunctions,
};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ZjsTarget {
    JsonSchema7,
    JsonSchema201909,
    OpenApi3,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefStrategy {
    Root,
    Relative,
    None,
    Seen,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PipeStrategy {
    All,
    Input,
    Output,
}

#[derive(Debug, Clone)]
pub struct ZjsOptions {
    pub target: ZjsTarget,
    pub ref_strategy: RefStrategy,
    pub pipe_strategy: PipeStrategy,
    pub effect_input: bool,
    pub strict_unions: bool,
    pub name: Option<String>,
    pub definition_path: String,
    pub date_format: &'static str,
    pub remove_additional_strict: bool,
    pub pattern_escape: bool,
    pub markdown_description: bool,
    pub base_path: Vec<String>,
}

impl Default for ZjsOptions {
    fn default() -> Self {
        ZjsOptions {
            target: ZjsTarget::JsonSchema7,
            ref_strategy: RefStrategy::Root,
            pipe_strategy: PipeStrategy::All,
            effect_input: true,
            strict_unions: false,
            name: None,
            definition_path: "definitions".into(),
            date_format: "date-time",
            remove_additional_strict: false,
            pattern_escape: true,
            markdown_description: false,
            base_path: vec!["#".into()],
        }
    }
}

impl ZjsOptions {
    /// The options MCP SDK 1.x passes: `{strictUnions: true, pipeStrategy: 'input'|'output'}`.
    pub fn mcp_sdk1(output: bool) -> Self {
        ZjsOptions {
            strict_unions: true,
            pipe_strategy: if output {
                PipeStrategy::Output
            } else {
                PipeStrategy::Input
            },
            ..Default::default()
        }
    }

    /// The options MCP SDK 1.x before 1.21 passes, for both schemas: `{strictUnions: true}`.
    pub fn mcp_sdk1_before_1_21() -> Self {
        ZjsOptions {
            strict_unions: true,
            ..Default::default()
        }
    }

    /// Options written at a call site; `Err` names an option toolsight does not model.
    pub fn from_json(opts: &Map<String, Json>) -> Result<Self, String> {
        let mut o = ZjsOptions::default();
        for (k, v) in opts {
            let bad = || format!("the zod-to-json-schema option `{k}: {v}` is not modelled");
            match (k.as_str(), v) {
                ("target", Json::String(t)) => {
                    o.target = match t.as_str() {
                        "jsonSchema7" => ZjsTarget::JsonSchema7,
                        "jsonSchema2019-09" => ZjsTarget::JsonSchema201909,
                        "openApi3" => ZjsTarget::OpenApi3,
                        _ => return Err(bad()),
                    }
                }
                ("$refStrategy", Json::String(t)) => {
                    o.ref_strategy = match t.as_str() {
                        "root" => RefStrategy::Root,
                        "relative" => RefStrategy::Relative,
                        "none" => RefStrategy::None,
                        "seen" => RefStrategy::Seen,
                        _ => return Err(bad()),
                    }
                }
                ("pipeStrategy", Json::String(t)) => {
                    o.pipe_strategy = match t.as_str() {
                        "all" => PipeStrategy::All,
                        "input" => PipeStrategy::Input,
                        "output" => PipeStrategy::Output,
                        _ => return Err(bad()),
                    }
                }
                ("effectStrategy", Json::String(t)) => o.effect_input = t == "input",
                ("strictUnions", Json::Bool(b)) => o.strict_unions = *b,
                ("name", Json::String(n)) => o.name = Some(n.clone()),
                ("definitionPath", Json::String(n)) => o.definition_path = n.clone(),
                ("dateStrategy", Json::String(t)) if t == "format:date" => o.date_format = "date",
                ("dateStrategy", Json::String(t)) if t == "format:date-time" || t == "string" => {}
                ("removeAdditionalStrategy", Json::String(t)) => {
                    o.remove_additional_strict = t == "strict"
                }
                ("patternStrategy", Json::String(t)) => o.pattern_escape = t == "escape",
                ("markdownDescription", Json::Bool(b)) => o.markdown_description = *b,
                ("errorMessages", Json::Bool(false)) => {}
                ("basePath", Json::Array(parts)) => {
                    o.base_path = parts
                        .iter()
                        .filter_map(|p| p.as_str().map(String::from))
                        .collect()
                }
                _ => return Err(bad()),
            }
        }
        Ok(o)
    }
}

struct Seen {
    path: Vec<String>,
}

struct Ctx<'o> {
    opts: &'o ZjsOptions,
    funcs: Option<&'o dyn UserFunctions>,
    seen: HashMap<*const Schema, Seen>,
    unknown: Vec<UnknownPart>,
    described: HashSet<Span>,
    error: Option<ConvError>,
}

/// Converts like `zodToJsonSchema(schema, options)`; `funcs` runs user functions where the
/// library does (deciding `required`).
pub fn convert(root: &SchemaRef, opts: &ZjsOptions, funcs: Option<&dyn UserFunctions>) -> Emitted {
    let mut cx = Ctx {
        opts,
        funcs,
        seen: HashMap::new(),
        unknown: Vec::new(),
        described: HashSet::new(),
        error: None,
    };
    let start: Vec<String> = match &opts.name {
        Some(n) => {
            let mut p = opts.base_path.clone();
            p.push(opts.definition_path.clone());
            p.push(n.clone());
            p
        }
        None => opts.base_path.clone(),
    };
    let main = parse(&mut cx, root, &start, None, false).unwrap_or_else(|| json!({}));
    let mut combined = match &opts.name {
        None => main,
        Some(n) => {
            let mut p = if opts.ref_strategy == RefStrategy::Relative {
                vec![]
            } else {
                opts.base_path.clone()
            };
            p.push(opts.definition_path.clone());
            p.push(n.clone());
            let mut defs = Map::new();
            defs.insert(n.clone(), main);
            json!({ "$ref": p.join("/"), (opts.definition_path.clone()): Json::Object(defs) })
        }
    };
    if let Json::Object(m) = &mut combined {
        match opts.target {
            ZjsTarget::JsonSchema7 => {
                m.insert(
                    "$schema".into(),
                    json!("http://json-schema.org/draft-07/schema#"),
                );
            }
            ZjsTarget::JsonSchema201909 => {
                m.insert(
                    "$schema".into(),
                    json!("https://json-schema.org/draft/2019-09/schema#"),
                );
            }
            ZjsTarget::OpenApi3 => {}
        }
    }
    Emitted {
        json: match cx.error {
            Some(e) => Err(e),
            None => Ok(Some(combined)),
        },
        unknown: cx.unknown,
        described: cx.described,
    }
}

fn seg(path: &[String], more: &[&str]) -> Vec<String> {
    let mut p = path.to_vec();
    p.extend(more.iter().map(|s| s.to_string()));
    p
}

/// `parseDef`: the `$ref` bookkeeping around each node, then its parser, then its description.
fn parse(
    cx: &mut Ctx,
    s: &SchemaRef,
    path: &[String],
    property_path: Option<&[String]>,
    force: bool,
) -> Option<Json> {
    // an implicit lazy (a getter property) is not a node of its own in the library
    if let Kind::Lazy(t) = &s.kind {
        if t.implicit {
            return match t.get() {
                Some(inner) => parse(cx, &inner, path, property_path, force),
                None => {
                    cx.unknown.push(UnknownPart {
                        pointer: pointer(path),
                        reason: "a recursive reference toolsight could not resolve".into(),
                    });
                    Some(json!({}))
                }
            };
        }
    }
    let id = node_id(s);
    if let Some(item) = cx.seen.get(&id) {
        if !force {
            match cx.opts.ref_strategy {
                RefStrategy::Root => return Some(json!({ "$ref": item.path.join("/") })),
                RefStrategy::Relative => {
                    return Some(json!({ "$ref": relative_path(path, &item.path) }))
                }
                RefStrategy::None | RefStrategy::Seen => {
                    let is_recursive = item.path.len() < path.len()
                        && item.path.iter().zip(path).all(|(a, b)| a == b);
                    if is_recursive || cx.opts.ref_strategy == RefStrategy::Seen {
                        return Some(json!({}));
                    }
                }
            }
        }
    }
    cx.seen.insert(
        id,
        Seen {
            path: path.to_vec(),
        },
    );
    let mut out = select(cx, s, path, property_path);
    if let Some(Json::Object(m)) = &mut out {
        // zod-to-json-schema tests the description for truthiness: "" is not emitted
        if let Some(why) = crate::ir::v3_unknown_description(s) {
            cx.unknown.push(UnknownPart {
                pointer: pointer(path),
                reason: format!("the description: {why}"),
            });
        }
        if let Some(d) = v3_description(s).filter(|d| !d.value.is_empty()) {
            cx.described.insert(d.span);
            m.insert("description".into(), Json::String(d.value.clone()));
            if cx.opts.markdown_description {
                m.insert("markdownDescription".into(), Json::String(d.value));
            }
        }
    }
    out
}

fn pointer(path: &[String]) -> String {
    join_pointer(path.get(1..).unwrap_or(&[]))
}

fn relative_path(current: &[String], target: &[String]) -> String {
    let mut i = 0;
    while i < current.len() && i < target.len() && current[i] == target[i] {
        i += 1;
    }
    let mut parts = vec![(current.len() - i).to_string()];
    parts.extend(target[i..].iter().cloned());
    parts.join("/")
}

fn obj(pairs: Vec<(&str, Json)>) -> Json {
    let mut m = Map::new();
    for (k, v) in pairs {
        m.insert(k.into(), v);
    }
    Json::Object(m)
}

fn number_json(n: f64) -> Json {
    crate::ir::num_json(n).unwrap_or(Json::Null)
}

fn select(
    cx: &mut Ctx,
    s: &SchemaRef,
    path: &[String],
    property_path: Option<&[String]>,
) -> Option<Json> {
    let openapi = cx.opts.target == ZjsTarget::OpenApi3;
    let draft7 = cx.opts.target == ZjsTarget::JsonSchema7;
    Some(match &s.kind {
        Kind::String { checks, .. } => string_def(cx, checks, path),
        Kind::Number { checks, .. } => number_def(checks, "number", draft7),
        Kind::BigInt { checks, .. } => {
            let mut j = number_def(checks, "integer", draft7);
            if let Json::Object(m) = &mut j {
                let mut n = Map::new();
                n.insert("type".into(), json!("integer"));
                n.insert("format".into(), json!("int64"));
                for (k, v) in m.iter().filter(|(k, _)| *k != "type") {
                    n.insert(k.clone(), v.clone());
                }
                *m = n;
            }
            j
        }
        Kind::Boolean { .. } => json!({"type": "boolean"}),
        Kind::Date { .. } => obj(vec![
            ("type", json!("string")),
            ("format", json!(cx.opts.date_format)),
        ]),
        Kind::Undefined => json!({"not": {}}),
        Kind::Null => {
            if openapi {
                json!({"enum": ["null"], "nullable": true})
            } else {
                json!({"type": "null"})
            }
        }
        Kind::Never | Kind::NaN => json!({"not": {}}),
        Kind::Any | Kind::Unknown | Kind::Custom => json!({}),
        Kind::Void | Kind::Symbol | Kind::Function => return None,
        Kind::LiteralUndefined => json!({"type": "object"}),
        Kind::Literal(values) => {
            let Some(v) = values.first() else {
                return Some(json!({}));
            };
            let ty = match v {
                Json::String(_) => "string",
                Json::Number(_) => "number",
                Json::Bool(_) => "boolean",
                Json::Array(_) => return Some(json!({"type": "array"})),
                _ => return Some(json!({"type": "object"})),
            };
            if openapi {
                obj(vec![("type", json!(ty)), ("enum", json!([v]))])
            } else {
                obj(vec![("type", json!(ty)), ("const", v.clone())])
            }
        }
        Kind::Enum { values, native } => {
            if *native {
                let mut types: Vec<&str> = Vec::new();
                for v in values {
                    let t = if v.is_string() { "string" } else { "number" };
                    if !types.contains(&t) {
                        types.push(t);
                    }
                }
                let ty = if types.len() == 1 {
                    json!(types[0])
                } else {
                    json!(["string", "number"])
                };
                obj(vec![("type", ty), ("enum", Json::Array(values.clone()))])
            } else {
                obj(vec![
                    ("type", json!("string")),
                    ("enum", Json::Array(values.clone())),
                ])
            }
        }
        Kind::Object {
            shape,
            unknown_keys,
            ..
        } => {
            let mut props = Map::new();
            let mut required = Vec::new();
            for (key, prop) in shape {
                let optional = is_optional(cx, prop, path, key);
                let ppath = seg(path, &["properties", key]);
                let parsed = parse(cx, prop, &ppath, Some(&ppath), false);
                let Some(parsed) = parsed else { continue };
                props.insert(key.clone(), parsed);
                if !optional {
                    required.push(json!(key));
                }
            }
            let mut m = Map::new();
            m.insert("type".into(), json!("object"));
            m.insert("properties".into(), Json::Object(props));
            if !required.is_empty() {
                m.insert("required".into(), Json::Array(required));
            }
            let additional = match unknown_keys {
                UnknownKeys::Catchall(c) => {
                    parse(cx, c, &seg(path, &["additionalProperties"]), None, false)
                }
                UnknownKeys::Passthrough => Some(json!(true)),
                UnknownKeys::Strict => Some(json!(false)),
                UnknownKeys::Strip => Some(json!(cx.opts.remove_additional_strict)),
            };
            if let Some(a) = additional {
                m.insert("additionalProperties".into(), a);
            }
            Json::Object(m)
        }
        Kind::Array {
            element, checks, ..
        } => {
            let mut m = Map::new();
            m.insert("type".into(), json!("array"));
            if !matches!(element.kind, Kind::Any) {
                if let Some(items) = parse(cx, element, &seg(path, &["items"]), None, false) {
                    m.insert("items".into(), items);
                }
            }
            let (min, max, exact) = v3_lengths(checks);
            if let Some(v) = min {
                m.insert("minItems".into(), number_json(v));
            }
            if let Some(v) = max {
                m.insert("maxItems".into(), number_json(v));
            }
            if let Some(v) = exact {
                m.insert("minItems".into(), number_json(v));
                m.insert("maxItems".into(), number_json(v));
            }
            Json::Object(m)
        }
        Kind::Set { value, checks } => {
            let items = parse(cx, value, &seg(path, &["items"]), None, false);
            let mut m = Map::new();
            m.insert("type".into(), json!("array"));
            m.insert("uniqueItems".into(), json!(true));
            if let Some(i) = items {
                m.insert("items".into(), i);
            }
            let (min, max, exact) = v3_lengths(checks);
            if let Some(v) = min.or(exact) {
                m.insert("minItems".into(), number_json(v));
            }
            if let Some(v) = max.or(exact) {
                m.insert("maxItems".into(), number_json(v));
            }
            Json::Object(m)
        }
        Kind::Map { key, value } => {
            let k = parse(cx, key, &seg(path, &["items", "items", "0"]), None, false)
                .unwrap_or(json!({}));
            let v = parse(cx, value, &seg(path, &["items", "items", "1"]), None, false)
                .unwrap_or(json!({}));
            json!({"type": "array", "maxItems": 125, "items": {"type": "array", "items": [k, v], "minItems": 2, "maxItems": 2}})
        }
        Kind::Tuple { items, rest } => {
            let parsed: Vec<Json> = items
                .iter()
                .enumerate()
                .filter_map(|(i, x)| {
                    parse(cx, x, &seg(path, &["items", &i.to_string()]), None, false)
                })
                .collect();
            let n = items.len();
            match rest {
                Some(r) => {
                    let additional = parse(cx, r, &seg(path, &["additionalItems"]), None, false);
                    let mut m = Map::new();
                    m.insert("type".into(), json!("array"));
                    m.insert("minItems".into(), json!(n));
                    m.insert("items".into(), Json::Array(parsed));
                    if let Some(a) = additional {
                        m.insert("additionalItems".into(), a);
                    }
                    Json::Object(m)
                }
                None => json!({"type": "array", "minItems": n, "maxItems": n, "items": parsed}),
            }
        }
        Kind::Record { key, value } => {
            let additional = parse(
                cx,
                value,
                &seg(path, &["additionalProperties"]),
                None,
                false,
            )
            .unwrap_or(json!(true));
            let mut m = Map::new();
            m.insert("type".into(), json!("object"));
            m.insert("additionalProperties".into(), additional);
            if openapi {
                return Some(Json::Object(m));
            }
            if let Some(k) = key {
                match &k.kind {
                    Kind::String { checks, .. } if !checks.is_empty() => {
                        if let Json::Object(mut ks) = string_def(cx, checks, path) {
                            ks.remove("type");
                            m.insert("propertyNames".into(), Json::Object(ks));
                        }
                    }
                    Kind::Enum {
                        values,
                        native: false,
                    } => {
                        m.insert("propertyNames".into(), json!({"enum": values}));
                    }
                    _ => {}
                }
            }
            Json::Object(m)
        }
        Kind::Union { options, .. } => return union_def(cx, options, path),
        Kind::Intersection { left, right } => {
            let parts: Vec<Json> = [
                parse(cx, left, &seg(path, &["allOf", "0"]), None, false),
                parse(cx, right, &seg(path, &["allOf", "1"]), None, false),
            ]
            .into_iter()
            .flatten()
            .collect();
            let mut merged = Vec::new();
            for p in parts {
                let is_all_of = p.get("type") != Some(&json!("string")) && p.get("allOf").is_some();
                if is_all_of {
                    if let Some(Json::Array(inner)) = p.get("allOf") {
                        merged.extend(inner.iter().cloned());
                    }
                } else if let Json::Object(mut m) = p {
                    if m.get("additionalProperties") == Some(&json!(false)) {
                        m.shift_remove("additionalProperties");
                    }
                    merged.push(Json::Object(m));
                } else {
                    merged.push(p);
                }
            }
            if merged.is_empty() {
                return None;
            }
            json!({ "allOf": merged })
        }
        Kind::Nullable(inner) => {
            let primitive = match &inner.kind {
                Kind::String { checks, .. }
                | Kind::Number { checks, .. }
                | Kind::BigInt { checks, .. }
                    if checks.is_empty() =>
                {
                    Some(primitive_name(&inner.kind))
                }
                Kind::Boolean { .. } | Kind::Null => Some(primitive_name(&inner.kind)),
                _ => None,
            };
            if let Some(p) = primitive {
                if openapi {
                    return Some(json!({"type": p, "nullable": true}));
                }
                return Some(json!({"type": [p, "null"]}));
            }
            if openapi {
                let base = parse(cx, inner, path, None, false)?;
                if base.get("$ref").is_some() {
                    return Some(json!({"allOf": [base], "nullable": true}));
                }
                let mut b = base;
                if let Json::Object(m) = &mut b {
                    m.insert("nullable".into(), json!(true));
                }
                return Some(b);
            }
            let base = parse(cx, inner, &seg(path, &["anyOf", "0"]), None, false)?;
            json!({"anyOf": [base, {"type": "null"}]})
        }
        Kind::Optional(inner) => {
            if property_path == Some(path) {
                return parse(cx, inner, path, property_path, false);
            }
            match parse(cx, inner, &seg(path, &["anyOf", "1"]), None, false) {
                Some(i) => json!({"anyOf": [{"not": {}}, i]}),
                None => json!({}),
            }
        }
        Kind::Default { inner, value } => {
            let base = parse(cx, inner, path, property_path, false);
            let mut m = match base {
                Some(Json::Object(m)) => m,
                _ => Map::new(),
            };
            match value {
                DefaultValue::Known(v) => {
                    m.insert("default".into(), v.clone());
                }
                DefaultValue::Unknown(r) => {
                    cx.unknown.push(UnknownPart {
                        pointer: format!("{}/default", pointer(path)),
                        reason: r.clone(),
                    });
                    m.insert("default".into(), Json::Null);
                }
            }
            Json::Object(m)
        }
        Kind::Catch { inner, .. }
        | Kind::Readonly(inner)
        | Kind::Branded(inner)
        | Kind::Promise(inner) => return parse(cx, inner, path, property_path, false),
        Kind::NonOptional(inner) | Kind::Prefault { inner, .. } => {
            return parse(cx, inner, path, property_path, false)
        }
        Kind::Effects { inner, .. } => {
            if cx.opts.effect_input {
                return parse(cx, inner, path, property_path, false);
            }
            json!({})
        }
        Kind::Pipe { input, output } => match cx.opts.pipe_strategy {
            PipeStrategy::Input => return parse(cx, input, path, property_path, false),
            PipeStrategy::Output => return parse(cx, output, path, property_path, false),
            PipeStrategy::All => {
                let a = parse(cx, input, &seg(path, &["allOf", "0"]), None, false);
                let b = parse(
                    cx,
                    output,
                    &seg(path, &["allOf", if a.is_some() { "1" } else { "0" }]),
                    None,
                    false,
                );
                {
                    let parts: Vec<Json> = [a, b].into_iter().flatten().collect();
                    json!({ "allOf": parts })
                }
            }
        },
        Kind::Lazy(t) => match t.get() {
            Some(inner) => return parse(cx, &inner, path, property_path, false),
            None => {
                cx.unknown.push(UnknownPart {
                    pointer: pointer(path),
                    reason: "a lazy schema toolsight could not resolve".into(),
                });
                json!({})
            }
        },
        Kind::Transform | Kind::StringBool | Kind::TemplateLiteral { .. } | Kind::Json(_) => {
            cx.unknown.push(UnknownPart {
                pointer: pointer(path),
                reason: "a zod 4 construct given to the zod 3 converter".into(),
            });
            json!({})
        }
        Kind::Unresolved { reason } => {
            cx.unknown.push(UnknownPart {
                pointer: pointer(path),
                reason: reason.clone(),
            });
            json!({})
        }
    })
}

fn primitive_name(k: &Kind) -> &'static str {
    match k {
        Kind::String { .. } => "string",
        Kind::Number { .. } => "number",
        Kind::BigInt { .. } => "integer",
        Kind::Boolean { .. } => "boolean",
        _ => "null",
    }
}

fn union_def(cx: &mut Ctx, options: &[SchemaRef], path: &[String]) -> Option<Json> {
    if cx.opts.target != ZjsTarget::OpenApi3 {
        let all_primitive = options.iter().all(|o| match &o.kind {
            Kind::String { checks, .. }
            | Kind::Number { checks, .. }
            | Kind::BigInt { checks, .. } => checks.is_empty(),
            Kind::Boolean { .. } | Kind::Null => true,
            _ => false,
        });
        if all_primitive {
            let mut types: Vec<&str> = Vec::new();
            for o in options {
                let t = primitive_name(&o.kind);
                if !types.contains(&t) {
                    types.push(t);
                }
            }
            return Some(if types.len() > 1 {
                json!({"type": types})
            } else {
                json!({"type": types.first()})
            });
        }
        let all_literal = options
            .iter()
            .all(|o| matches!(o.kind, Kind::Literal(_)) && v3_description(o).is_none());
        if all_literal {
            let values: Vec<&Json> = options
                .iter()
                .filter_map(|o| match &o.kind {
                    Kind::Literal(v) => v.first(),
                    _ => None,
                })
                .collect();
            let types: Vec<&str> = values
                .iter()
                .filter_map(|v| match v {
                    Json::String(_) => Some("string"),
                    Json::Number(_) => Some("number"),
                    Json::Bool(_) => Some("boolean"),
                    Json::Null => Some("null"),
                    _ => None,
                })
                .collect();
            if types.len() == options.len() {
                let mut unique: Vec<&str> = Vec::new();
                for t in types {
                    if !unique.contains(&t) {
                        unique.push(t);
                    }
                }
                let mut enum_values: Vec<Json> = Vec::new();
                for v in values {
                    if !enum_values.contains(v) {
                        enum_values.push(v.clone());
                    }
                }
                let ty = if unique.len() > 1 {
                    json!(unique)
                } else {
                    json!(unique[0])
                };
                return Some(obj(vec![("type", ty), ("enum", Json::Array(enum_values))]));
            }
        } else if options
            .iter()
            .all(|o| matches!(o.kind, Kind::Enum { native: false, .. }))
        {
            let mut vals: Vec<Json> = Vec::new();
            for o in options {
                if let Kind::Enum { values, .. } = &o.kind {
                    for v in values {
                        if !vals.contains(v) {
                            vals.push(v.clone());
                        }
                    }
                }
            }
            return Some(obj(vec![
                ("type", json!("string")),
                ("enum", Json::Array(vals)),
            ]));
        }
    }
    let strict = cx.opts.strict_unions;
    let any_of: Vec<Json> = options
        .iter()
        .enumerate()
        .filter_map(|(i, o)| parse(cx, o, &seg(path, &["anyOf", &i.to_string()]), None, false))
        .filter(|x| !strict || x.as_object().is_some_and(|m| !m.is_empty()))
        .collect();
    if any_of.is_empty() {
        return None;
    }
    Some(json!({ "anyOf": any_of }))
}

/// zod 3 keeps array/set lengths in the def, each call replacing the last.
fn v3_lengths(checks: &[Check]) -> (Option<f64>, Option<f64>, Option<f64>) {
    let (mut min, mut max, mut exact) = (None, None, None);
    for c in checks {
        match c.kind {
            CheckKind::MinLength(v) => min = Some(v),
            CheckKind::MaxLength(v) => max = Some(v),
            CheckKind::Length(v) => exact = Some(v),
            _ => {}
        }
    }
    (min, max, exact)
}

fn number_def(checks: &[Check], ty: &str, draft7: bool) -> Json {
    let mut m = Map::new();
    m.insert("type".into(), json!(ty));
    for c in checks {
        match &c.kind {
            CheckKind::Int => {
                m.insert("type".into(), json!("integer"));
            }
            CheckKind::Min { value, inclusive } => {
                if draft7 {
                    m.insert(
                        if *inclusive {
                            "minimum"
                        } else {
                            "exclusiveMinimum"
                        }
                        .into(),
                        number_json(*value),
                    );
                } else {
                    if !inclusive {
                        m.insert("exclusiveMinimum".into(), json!(true));
                    }
                    m.insert("minimum".into(), number_json(*value));
                }
            }
            CheckKind::Max { value, inclusive } => {
                if draft7 {
                    m.insert(
                        if *inclusive {
                            "maximum"
                        } else {
                            "exclusiveMaximum"
                        }
                        .into(),
                        number_json(*value),
                    );
                } else {
                    if !inclusive {
                        m.insert("exclusiveMaximum".into(), json!(true));
                    }
                    m.insert("maximum".into(), number_json(*value));
                }
            }
            CheckKind::MultipleOf(v) => {
                m.insert("multipleOf".into(), number_json(*v));
            }
            _ => {}
        }
    }
    Json::Object(m)
}

/// zod-to-json-schema's escaping of literal text in patterns. Its set of characters left
/// unescaped lacks `W` and `w`, so those get a backslash too.
fn escape_literal(s: &str, escape: bool) -> String {
    if !escape {
        return s.to_string();
    }
    let keep = |c: char| c.is_ascii_alphanumeric() && c != 'W' && c != 'w';
    let mut out = String::new();
    // JavaScript iterates UTF-16 code units; escaping a lone surrogate half yields the same text
    for c in s.chars() {
        if !keep(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn string_def(cx: &mut Ctx, checks: &[Check], path: &[String]) -> Json {
    let mut m = Map::new();
    m.insert("type".into(), json!("string"));
    for c in checks {
        match &c.kind {
            CheckKind::MinLength(v) => {
                let v = m
                    .get("minLength")
                    .and_then(|x| x.as_f64())
                    .map_or(*v, |old| old.max(*v));
                m.insert("minLength".into(), number_json(v));
            }
            CheckKind::MaxLength(v) => {
                let v = m
                    .get("maxLength")
                    .and_then(|x| x.as_f64())
                    .map_or(*v, |old| old.min(*v));
                m.insert("maxLength".into(), number_json(v));
            }
            CheckKind::Length(v) => {
                let lo = m
                    .get("minLength")
                    .and_then(|x| x.as_f64())
                    .map_or(*v, |old| old.max(*v));
                m.insert("minLength".into(), number_json(lo));
                let hi = m
                    .get("maxLength")
                    .and_then(|x| x.as_f64())
                    .map_or(*v, |old| old.min(*v));
                m.insert("maxLength".into(), number_json(hi));
            }
            CheckKind::Regex { source, .. } => add_pattern(&mut m, source.clone()),
            CheckKind::StartsWith(t) => add_pattern(
                &mut m,
                format!("^{}", escape_literal(t, cx.opts.pattern_escape)),
            ),
            CheckKind::EndsWith(t) => add_pattern(
                &mut m,
                format!("{}$", escape_literal(t, cx.opts.pattern_escape)),
            ),
            CheckKind::Includes(t) => {
                add_pattern(&mut m, escape_literal(t, cx.opts.pattern_escape))
            }
            CheckKind::Format { name, options } => {
                let version = options
                    .as_ref()
                    .and_then(|o| o.get("version"))
                    .and_then(|v| v.as_str());
                match (name.as_str(), version) {
                    ("ip", Some("v4")) => add_format(&mut m, "ipv4"),
                    ("ip", Some("v6")) => add_format(&mut m, "ipv6"),
                    _ => match format_schema(FormatLibrary::ZodToJsonSchema, name, None) {
                        Some(f) => {
                            if let Some(Json::Array(alts)) = f.get("anyOf") {
                                for a in alts {
                                    if let Some(fm) = a.get("format").and_then(|x| x.as_str()) {
                                        add_format(&mut m, fm);
                                    }
                                }
                            }
                            if let Some(fm) = f.get("format").and_then(|x| x.as_str()) {
                                add_format(&mut m, fm);
                            }
                            if let Some(p) = f.get("pattern").and_then(|x| x.as_str()) {
                                add_pattern(&mut m, p.to_string());
                            }
                            if let Some(e) = f.get("contentEncoding") {
                                m.insert("contentEncoding".into(), e.clone());
                            }
                        }
                        None => cx.unknown.push(UnknownPart {
                            pointer: pointer(path),
                            reason: format!("the string format `{name}` under zod-to-json-schema"),
                        }),
                    },
                }
            }
            _ => {}
        }
    }
    Json::Object(m)
}

fn add_format(m: &mut Map<String, Json>, value: &str) {
    let has_any_of_format = m
        .get("anyOf")
        .and_then(|a| a.as_array())
        .is_some_and(|a| a.iter().any(|x| x.get("format").is_some()));
    if m.contains_key("format") || has_any_of_format {
        let mut list = m
            .get("anyOf")
            .and_then(|a| a.as_array().cloned())
            .unwrap_or_default();
        if let Some(old) = m.shift_remove("format") {
            list.push(json!({"format": old}));
        }
        list.push(json!({"format": value}));
        m.insert("anyOf".into(), Json::Array(list));
    } else {
        m.insert("format".into(), json!(value));
    }
}

fn add_pattern(m: &mut Map<String, Json>, source: String) {
    let has_all_of_pattern = m
        .get("allOf")
        .and_then(|a| a.as_array())
        .is_some_and(|a| a.iter().any(|x| x.get("pattern").is_some()));
    if m.contains_key("pattern") || has_all_of_pattern {
        let mut list = m
            .get("allOf")
            .and_then(|a| a.as_array().cloned())
            .unwrap_or_default();
        if let Some(old) = m.shift_remove("pattern") {
            list.push(json!({"pattern": old}));
        }
        list.push(json!({"pattern": source}));
        m.insert("allOf".into(), Json::Array(list));
    } else {
        m.insert("pattern".into(), json!(source));
    }
}

/// The outcome of `schema.safeParse(value)` in zod 3, as far as it can be known statically.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Parse {
    Accepts,
    Rejects,
    /// The parse throws (a refinement or transform that throws on the value).
    Throws,
}

/// `schema.isOptional()` in zod 3 as zod-to-json-schema calls it: whether `undefined` passes,
/// an exception counting as optional. `funcs` runs the user's refinements and preprocess steps.
pub fn is_optional_v3(s: &SchemaRef, funcs: Option<&dyn UserFunctions>) -> Result<bool, String> {
    Ok(parse_v3(s, None, funcs)? != Parse::Rejects)
}

fn all(parts: impl IntoIterator<Item = Parse>) -> Parse {
    let mut out = Parse::Accepts;
    for p in parts {
        match p {
            Parse::Throws => return Parse::Throws,
            Parse::Rejects => out = Parse::Rejects,
            Parse::Accepts => {}
        }
    }
    out
}

fn yes(b: bool) -> Parse {
    if b {
        Parse::Accepts
    } else {
        Parse::Rejects
    }
}

/// `schema.safeParse(v)` for the values a field's optionality depends on (`None` is `undefined`).
fn parse_v3(
    s: &SchemaRef,
    v: Option<&Json>,
    funcs: Option<&dyn UserFunctions>,
) -> Result<Parse, String> {
    let unknown = |what: &str| {
        Err(format!(
            "whether {what} accepts {}",
            v.map_or("undefined".to_string(), |j| j.to_string())
        ))
    };
    Ok(match &s.kind {
        Kind::Optional(i) => match v {
            None => Parse::Accepts,
            Some(_) => parse_v3(i, v, funcs)?,
        },
        // the default replaces undefined; a default that fails its own schema is not worth modelling
        Kind::Default { inner, .. } => match v {
            None => Parse::Accepts,
            Some(_) => parse_v3(inner, v, funcs)?,
        },
        Kind::Catch { .. } | Kind::Any | Kind::Unknown => Parse::Accepts,
        Kind::Undefined | Kind::Void | Kind::LiteralUndefined => yes(v.is_none()),
        Kind::Nullable(i) => match v {
            Some(Json::Null) => Parse::Accepts,
            _ => parse_v3(i, v, funcs)?,
        },
        Kind::Readonly(i) | Kind::Branded(i) => parse_v3(i, v, funcs)?,
        Kind::Lazy(t) => match t.get() {
            Some(i) => parse_v3(&i, v, funcs)?,
            None => return Err("a lazy schema toolsight could not resolve".into()),
        },
        Kind::Union { options, .. } => {
            let mut out = Parse::Rejects;
            for o in options {
                match parse_v3(o, v, funcs)? {
                    Parse::Accepts => return Ok(Parse::Accepts),
                    Parse::Throws => out = Parse::Throws,
                    Parse::Rejects => {}
                }
            }
            out
        }
        Kind::Intersection { left, right } => {
            all([parse_v3(left, v, funcs)?, parse_v3(right, v, funcs)?])
        }
        Kind::Null => yes(v == Some(&Json::Null)),
        Kind::Boolean { coerce: true } => Parse::Accepts,
        Kind::Boolean { coerce: false } => yes(matches!(v, Some(Json::Bool(_)))),
        Kind::String { coerce, checks } => {
            let text = match (v, coerce) {
                (Some(Json::String(t)), _) => t.clone(),
                (None, true) => "undefined".to_string(),
                (Some(other), true) => match other {
                    Json::Number(n) => n.to_string(),
                    Json::Bool(b) => b.to_string(),
                    Json::Null => "null".to_string(),
                    _ => return unknown("a coerced string"),
                },
                _ => return Ok(Parse::Rejects),
            };
            let len = text.encode_utf16().count() as f64;
            let mut ok = true;
            for c in checks {
                match c.kind {
                    CheckKind::MinLength(n) => ok &= len >= n,
                    CheckKind::MaxLength(n) => ok &= len <= n,
                    CheckKind::Length(n) => ok &= len == n,
                    CheckKind::NoSchemaEffect(_) => {}
                    _ => return unknown("a string check"),
                }
            }
            yes(ok)
        }
        Kind::Number {
            coerce: false,
            checks,
        } => match v {
            Some(Json::Number(n)) => {
                let x = n.as_f64().unwrap_or(f64::NAN);
                let mut ok = true;
                for c in checks {
                    match c.kind {
                        CheckKind::Min { value, inclusive } => {
                            ok &= if inclusive { x >= value } else { x > value }
                        }
                        CheckKind::Max { value, inclusive } => {
                            ok &= if inclusive { x <= value } else { x < value }
                        }
                        CheckKind::Int => ok &= x.fract() == 0.0,
                        CheckKind::Finite => ok &= x.is_finite(),
                        _ => return unknown("a number check"),
                    }
                }
                yes(ok)
            }
            _ => Parse::Rejects,
        },
        // Number(undefined) is NaN, which zod rejects
        Kind::Number { coerce: true, .. } if v.is_none() => Parse::Rejects,
        Kind::Literal(values) => yes(v.is_some_and(|x| values.contains(x))),
        Kind::Enum { values, .. } => yes(v.is_some_and(|x| values.contains(x))),
        Kind::Effects {
            inner,
            effect,
            func,
        } => {
            let run = |arg: Option<&Json>| -> Result<FnOutcome, String> {
                match (funcs, func) {
                    (Some(f), Some(span)) => Ok(f.call(*span, arg)),
                    _ => Err("a function toolsight cannot run".to_string()),
                }
            };
            match effect {
                EffectKind::Preprocess => match run(v)? {
                    FnOutcome::Returned(out) => parse_v3(inner, out.as_ref(), funcs)?,
                    FnOutcome::Throws => Parse::Throws,
                    FnOutcome::Unknown(r) => return Err(format!("the preprocess function ({r})")),
                },
                EffectKind::Refine => match parse_v3(inner, v, funcs)? {
                    Parse::Accepts => match run(v)? {
                        FnOutcome::Returned(out) => yes(truthy(out.as_ref())),
                        FnOutcome::Throws => Parse::Throws,
                        FnOutcome::Unknown(r) => return Err(format!("the refinement ({r})")),
                    },
                    other => other,
                },
                EffectKind::Transform => match parse_v3(inner, v, funcs)? {
                    Parse::Accepts => match run(v)? {
                        FnOutcome::Throws => Parse::Throws,
                        FnOutcome::Returned(_) => Parse::Accepts,
                        FnOutcome::Unknown(r) => return Err(format!("the transform ({r})")),
                    },
                    other => other,
                },
            }
        }
        Kind::Pipe { input, output } => match parse_v3(input, v, funcs)? {
            // the pipe's output side sees the input side's result, which for these values is the value
            Parse::Accepts => parse_v3(output, v, funcs)?,
            other => other,
        },
        Kind::Unresolved { reason } => return Err(reason.clone()),
        // objects, arrays, dates and the rest reject undefined; other values are not asked about
        _ if v.is_none() => Parse::Rejects,
        _ => return unknown("this schema"),
    })
}

fn truthy(v: Option<&Json>) -> bool {
    match v {
        None | Some(Json::Null) => false,
        Some(Json::Bool(b)) => *b,
        Some(Json::Number(n)) => n.as_f64().is_some_and(|x| x != 0.0 && !x.is_nan()),
        Some(Json::String(s)) => !s.is_empty(),
        Some(_) => true,
    }
}

fn is_optional(cx: &mut Ctx, prop: &SchemaRef, path: &[String], key: &str) -> bool {
    match is_optional_v3(prop, cx.funcs) {
        Ok(b) => b,
        Err(reason) => {
            cx.unknown.push(UnknownPart {
                pointer: format!("{}/required", pointer(path)),
                reason: format!("whether `{key}` is required depends on {reason}"),
            });
            false
        }
    }
}
