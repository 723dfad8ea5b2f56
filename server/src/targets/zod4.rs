//! A model of zod 4's `toJSONSchema` (4.6.x, 4.4.x, 4.3.x, and the 4.0.0 core that zod 3.25
//! bundles): the
//! converter behind MCP SDK 1.x for zod 4 schemas, SDK 2.x, and direct `z.toJSONSchema` calls.
//!
//! It follows the library's three passes: *process* walks the instance graph recording, per
//! instance, its own keywords, the instance it inherits from (`ref`), how often it is used and
//! whether it sits on a cycle; *extract* decides which instances move to `definitions`/`$defs`;
//! *finalize* flattens each instance onto what it inherits and compacts unions.

use std::collections::{HashMap, HashSet};

use serde_json::{json, Map, Value as Json};

use crate::ir::num_json;
use crate::ir::*;
use crate::span::Span;
use crate::targets::detect::{self, Model};
use crate::targets::formats::{format_schema, FormatLibrary};
use crate::targets::{join_pointer, node_id, ConvError, Emitted, UnknownPart};

/// The zod 4 releases whose output is measured (oracle configs `sdk1-zod4.0`, `sdk1-zod4.3`,
/// `sdk1-zod4.4`, `sdk1-zod4`), oldest first: a behaviour gated on `>= V44` was measured in
/// 4.4.3 and 4.6.7 and not in the older ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Zod4Version {
    /// The 4.0.0 core bundled in zod 3.25.x (`zod/v4`).
    V40,
    /// zod 4.3.x (measured on 4.3.6).
    V43,
    /// zod 4.4.x (measured on 4.4.3).
    V44,
    /// zod 4.6.x (measured on 4.6.7).
    V46,
}

impl Zod4Version {
    /// The model for a zod version string: the 4.0.0 core for zod 3.25.x, else the release of
    /// the verified version that [`detect::model_for`] picks for it.
    pub fn of(version: Option<&str>) -> Zod4Version {
        let Some(v) = version else {
            return Zod4Version::V46;
        };
        let modelled = match detect::model_for("zod", v) {
            Model::Verified => v,
            Model::SameMajor(m) | Model::OtherMajor(m) => m,
            Model::None => return Zod4Version::V46,
        };
        match detect::parse_version(modelled) {
            Some((3, ..)) => Zod4Version::V40,
            Some((4, 0..=3, _)) => Zod4Version::V43,
            Some((4, 4..=5, _)) => Zod4Version::V44,
            _ => Zod4Version::V46,
        }
    }

    /// 4.0 clones an instance for a check without a parent link, so metadata written before
    /// `.min()` is lost there; later releases keep the link.
    pub fn checks_keep_parent(self) -> bool {
        self > Zod4Version::V40
    }

    /// The string format table measured for this release.
    fn formats(self) -> FormatLibrary {
        match self {
            Zod4Version::V40 => FormatLibrary::Zod40,
            Zod4Version::V43 => FormatLibrary::Zod43,
            Zod4Version::V44 => FormatLibrary::Zod44,
            Zod4Version::V46 => FormatLibrary::Zod46,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Draft {
    Draft07,
    Draft202012,
}

#[derive(Debug, Clone)]
pub struct Zod4Options {
    pub version: Zod4Version,
    pub target: Draft,
    pub input: bool,
    pub unrepresentable_any: bool,
    pub reused_ref: bool,
    /// Converted through the schema's `~standard.jsonSchema` (MCP SDK 2.x), where zod mini
    /// instances have no JSON Schema processors and throw.
    pub standard_schema: bool,
}

impl Zod4Options {
    /// `z.toJSONSchema(schema, options)` as written at a call site.
    pub fn from_json(version: Zod4Version, opts: &Map<String, Json>) -> Result<Self, String> {
        let mut o = Zod4Options {
            version,
            target: Draft::Draft202012,
            input: false,
            unrepresentable_any: false,
            reused_ref: false,
            standard_schema: false,
        };
        for (k, v) in opts {
            let bad = || format!("the toJSONSchema option `{k}: {v}` is not modelled");
            match (k.as_str(), v.as_str()) {
                ("target", Some("draft-7" | "draft-07")) => o.target = Draft::Draft07,
                ("target", Some("draft-2020-12")) => o.target = Draft::Draft202012,
                ("io", Some("input")) => o.input = true,
                ("io", Some("output")) => o.input = false,
                ("unrepresentable", Some("any")) => o.unrepresentable_any = true,
                ("unrepresentable", Some("throw")) => o.unrepresentable_any = false,
                ("reused", Some("ref")) => o.reused_ref = true,
                ("reused", Some("inline")) => o.reused_ref = false,
                ("cycles", Some("ref")) => {}
                _ => return Err(bad()),
            }
        }
        Ok(o)
    }
}

/// A keyword value under construction: plain JSON, or a reference to another instance's schema
/// (the library shares the object, so later changes to it show everywhere it is used).
#[derive(Debug, Clone)]
enum J {
    Val(Json),
    Node(usize),
    Arr(Vec<J>),
    Obj(Vec<(String, J)>),
}

type Keys = Vec<(String, J)>;

fn set(keys: &mut Keys, k: &str, v: J) {
    if let Some(slot) = keys.iter_mut().find(|(n, _)| n == k) {
        slot.1 = v;
    } else {
        keys.push((k.to_string(), v));
    }
}

fn get<'a>(keys: &'a Keys, k: &str) -> Option<&'a J> {
    keys.iter().find(|(n, _)| n == k).map(|(_, v)| v)
}

fn remove(keys: &mut Keys, k: &str) -> Option<J> {
    let i = keys.iter().position(|(n, _)| n == k)?;
    Some(keys.remove(i).1)
}

struct Entry {
    node: SchemaRef,
    own: Keys,
    /// The instance this one inherits keywords from.
    ref_: Option<usize>,
    parent: Option<usize>,
    count: u32,
    cycle: bool,
    /// Set when extracted: the `$ref` use sites get, and the definition id (none for the root).
    extracted: Option<(String, Option<String>)>,
}

struct Gen<'o> {
    opts: &'o Zod4Options,
    entries: Vec<Entry>,
    index: HashMap<*const Schema, usize>,
    unknown: Vec<UnknownPart>,
    described: HashSet<Span>,
    error: Option<ConvError>,
    flat: HashMap<usize, Keys>,
}

/// Converts like `z.toJSONSchema(root, options)`; `Ok(None)` is never returned (zod always
/// emits an object).
pub fn convert(root: &SchemaRef, opts: &Zod4Options) -> Emitted {
    let mut g = Gen {
        opts,
        entries: Vec::new(),
        index: HashMap::new(),
        unknown: Vec::new(),
        described: HashSet::new(),
        error: None,
        flat: HashMap::new(),
    };
    let r = g.process(root, &[], &[]);
    if let Some(e) = g.error.take() {
        return Emitted {
            json: Err(e),
            unknown: g.unknown,
            described: HashSet::new(),
        };
    }
    g.extract(r);
    let json = g.finalize(r);
    Emitted {
        json: Ok(Some(json)),
        unknown: g.unknown,
        described: g.described,
    }
}

impl Gen<'_> {
    fn since(&self, v: Zod4Version) -> bool {
        self.opts.version >= v
    }

    fn draft7(&self) -> bool {
        self.opts.target == Draft::Draft07
    }

    /// The instance a derived instance inherits metadata from. zod 4.0 clones for checks without
    /// a parent link, which is why a description written before `.min()` is lost there.
    fn parent_of(&self, s: &Schema) -> Option<SchemaRef> {
        let p = s.parent.clone()?;
        match s.step {
            Step::Check(_) if !self.opts.version.checks_keep_parent() => None,
            _ => Some(p),
        }
    }

    fn unrepresentable(&mut self, s: &SchemaRef, msg: &str) {
        if !self.opts.unrepresentable_any && self.error.is_none() {
            self.error = Some(ConvError {
                message: msg.to_string(),
                span: s.span,
            });
        }
    }

    fn note_unknown(&mut self, path: &[String], reason: impl Into<String>) {
        self.unknown.push(UnknownPart {
            pointer: join_pointer(path),
            reason: reason.into(),
        });
    }

    /// `processSchema`.
    fn process(&mut self, s: &SchemaRef, path: &[String], schema_path: &[*const Schema]) -> usize {
        // an implicit lazy (a getter property) is the getter's schema itself in the library
        if let Kind::Lazy(t) = &s.kind {
            if t.implicit {
                if let Some(inner) = t.get() {
                    return self.process(&inner, path, schema_path);
                }
            }
        }
        let id = node_id(s);
        if let Some(&i) = self.index.get(&id) {
            self.entries[i].count += 1;
            if schema_path.contains(&id) {
                self.entries[i].cycle = true;
            }
            return i;
        }
        let i = self.entries.len();
        self.entries.push(Entry {
            node: s.clone(),
            own: Vec::new(),
            ref_: None,
            parent: None,
            count: 1,
            cycle: false,
            extracted: None,
        });
        self.index.insert(id, i);
        if self.opts.standard_schema && s.api == Api::Zod4Mini && self.error.is_none() {
            self.error = Some(ConvError {
                message: format!(
                    "[toJSONSchema]: Non-representable type encountered: {}",
                    s.kind.zod4_type()
                ),
                span: s.span,
            });
        }
        let mut sp = schema_path.to_vec();
        sp.push(id);
        let parent = self.parent_of(s);
        if self.opts.version.checks_keep_parent() || parent.is_none() {
            let (own, r) = self.processor(s, path, &sp);
            self.entries[i].own = own;
            self.entries[i].ref_ = r;
        }
        if let Some(p) = parent {
            let pi = self.process(&p, path, &sp);
            self.entries[i].parent = Some(pi);
            if self.entries[i].ref_.is_none() {
                self.entries[i].ref_ = Some(pi);
            }
        }
        // metadata, inherited along the parent chain except `id`
        let meta = self.meta(s);
        for (k, v) in meta {
            set(&mut self.entries[i].own, &k, J::Val(v));
        }
        if self.opts.input && is_transforming(s, &mut HashSet::new()) {
            remove(&mut self.entries[i].own, "examples");
            remove(&mut self.entries[i].own, "default");
        }
        if self.opts.input {
            if let Some(p) = remove(&mut self.entries[i].own, "_prefault") {
                if get(&self.entries[i].own, "default").is_none() {
                    set(&mut self.entries[i].own, "default", p);
                }
            }
        } else {
            remove(&mut self.entries[i].own, "_prefault");
        }
        i
    }

    fn meta(&mut self, s: &Schema) -> Vec<(String, Json)> {
        let mut out: Vec<(String, Json)> = Vec::new();
        if let Some(p) = self.parent_of(s) {
            out = self.meta(&p);
            out.retain(|(k, _)| k != "id");
        }
        let put = |out: &mut Vec<(String, Json)>, k: &str, v: Json| {
            if let Some(slot) = out.iter_mut().find(|(n, _)| n == k) {
                slot.1 = v;
            } else {
                out.push((k.to_string(), v));
            }
        };
        // the registry's entry for this instance: a later registration replaces its own step's
        let registered = s.registered.borrow().clone();
        let entries: &[(String, MetaValue)] = match (&registered, &s.step) {
            (Some(entries), _) => entries,
            (None, Step::Meta(entries)) => entries,
            (None, Step::Describe(t)) => {
                self.described.insert(t.span);
                put(&mut out, "description", Json::String(t.value.clone()));
                &[]
            }
            _ => &[],
        };
        for (k, v) in entries {
            match v {
                MetaValue::Known(j) => {
                    if k == "description" {
                        self.described.insert(s.span);
                    }
                    put(&mut out, k, j.clone());
                }
                MetaValue::Unknown(r) => {
                    self.unknown.push(UnknownPart {
                        pointer: String::new(),
                        reason: format!("the metadata `{k}`: {r}"),
                    });
                }
            }
        }
        out
    }

    fn child(&mut self, s: &SchemaRef, path: &[String], more: &[&str], sp: &[*const Schema]) -> J {
        let mut p = path.to_vec();
        p.extend(more.iter().map(|m| m.to_string()));
        J::Node(self.process(s, &p, sp))
    }

    /// The type's processor: its own keywords and the instance it refers to.
    fn processor(
        &mut self,
        s: &SchemaRef,
        path: &[String],
        sp: &[*const Schema],
    ) -> (Keys, Option<usize>) {
        let mut k: Keys = Vec::new();
        let mut r = None;
        let v = self.opts.version;
        let v46 = v > Zod4Version::V40;
        match &s.kind {
            Kind::String { checks, .. } => self.string(&mut k, checks, path),
            Kind::Number { checks, .. } => number(&mut k, checks, v46),
            Kind::Boolean { .. } => set(&mut k, "type", J::Val(json!("boolean"))),
            Kind::StringBool => set(
                &mut k,
                "type",
                J::Val(json!(if self.opts.input { "string" } else { "boolean" })),
            ),
            Kind::BigInt { .. } => {
                self.unrepresentable(s, "BigInt cannot be represented in JSON Schema")
            }
            Kind::Symbol => self.unrepresentable(s, "Symbols cannot be represented in JSON Schema"),
            Kind::Null => set(&mut k, "type", J::Val(json!("null"))),
            Kind::Undefined => {
                self.unrepresentable(s, "Undefined cannot be represented in JSON Schema")
            }
            Kind::LiteralUndefined => self.unrepresentable(
                s,
                "Literal `undefined` cannot be represented in JSON Schema",
            ),
            Kind::Void => self.unrepresentable(s, "Void cannot be represented in JSON Schema"),
            Kind::Never => set(&mut k, "not", J::Val(json!({}))),
            Kind::Any | Kind::Unknown => {}
            Kind::Date { .. } => {
                self.unrepresentable(s, "Date cannot be represented in JSON Schema")
            }
            Kind::NaN => self.unrepresentable(s, "NaN cannot be represented in JSON Schema"),
            Kind::Custom => {
                self.unrepresentable(s, "Custom types cannot be represented in JSON Schema")
            }
            Kind::Function => {
                if v46 {
                    self.unrepresentable(s, "Function types cannot be represented in JSON Schema")
                } else {
                    self.unrepresentable(s, "Cannot read properties of undefined (reading 'def')")
                }
            }
            Kind::Transform => {
                self.unrepresentable(s, "Transforms cannot be represented in JSON Schema")
            }
            Kind::Map { .. } => self.unrepresentable(s, "Map cannot be represented in JSON Schema"),
            Kind::Set { .. } => self.unrepresentable(s, "Set cannot be represented in JSON Schema"),
            Kind::Enum { values, .. } => {
                if values.is_empty() && v46 {
                    set(&mut k, "not", J::Val(json!({})));
                } else {
                    if values.iter().all(|v| v.is_number()) {
                        set(&mut k, "type", J::Val(json!("number")));
                    }
                    if values.iter().all(|v| v.is_string()) {
                        set(&mut k, "type", J::Val(json!("string")));
                    }
                    set(&mut k, "enum", J::Val(Json::Array(values.clone())));
                }
            }
            Kind::Literal(values) => {
                if values.len() == 1 {
                    let v = &values[0];
                    let ty = match v {
                        Json::Null => "null",
                        Json::String(_) => "string",
                        Json::Number(_) => "number",
                        Json::Bool(_) => "boolean",
                        _ => "object",
                    };
                    set(&mut k, "type", J::Val(json!(ty)));
                    set(&mut k, "const", J::Val(v.clone()));
                } else if !values.is_empty() {
                    for (ty, test) in [
                        ("number", Json::is_number as fn(&Json) -> bool),
                        ("string", Json::is_string),
                        ("boolean", Json::is_boolean),
                        ("null", Json::is_null),
                    ] {
                        if values.iter().all(test) {
                            set(&mut k, "type", J::Val(json!(ty)));
                        }
                    }
                    set(&mut k, "enum", J::Val(Json::Array(values.clone())));
                } else {
                    set(&mut k, "not", J::Val(json!({})));
                }
            }
            Kind::TemplateLiteral { pattern } => match pattern {
                Some(p) => {
                    set(&mut k, "type", J::Val(json!("string")));
                    set(&mut k, "pattern", J::Val(json!(p)));
                }
                None => {
                    self.note_unknown(
                        path,
                        "the pattern of a template literal type is not modelled",
                    );
                    set(&mut k, "type", J::Val(json!("string")));
                }
            },
            Kind::Array {
                element, checks, ..
            } => {
                let (min, max) = length_bounds(checks);
                if let Some(m) = min {
                    set(&mut k, "minItems", J::Val(num(m)));
                }
                if let Some(m) = max {
                    set(&mut k, "maxItems", J::Val(num(m)));
                }
                set(&mut k, "type", J::Val(json!("array")));
                let items = self.child(element, path, &["items"], sp);
                set(&mut k, "items", items);
            }
            Kind::Object {
                shape,
                unknown_keys,
                ..
            } => {
                set(&mut k, "type", J::Val(json!("object")));
                let mut props = Vec::new();
                for (key, prop) in shape {
                    let c = self.child(prop, path, &["properties", key], sp);
                    props.push((key.clone(), c));
                }
                set(&mut k, "properties", J::Obj(props));
                let mut required = Vec::new();
                for (key, prop) in shape {
                    let req = if self.opts.input {
                        input_optin(prop, v) == Opt::Required
                    } else {
                        optout(prop) == Opt::Required
                    };
                    if req {
                        required.push(json!(key));
                    }
                }
                if !required.is_empty() {
                    set(&mut k, "required", J::Val(Json::Array(required)));
                }
                match unknown_keys {
                    UnknownKeys::Strict => {
                        set(&mut k, "additionalProperties", J::Val(json!(false)))
                    }
                    UnknownKeys::Strip => {
                        if !self.opts.input {
                            set(&mut k, "additionalProperties", J::Val(json!(false)));
                        }
                    }
                    UnknownKeys::Passthrough => {
                        set(&mut k, "additionalProperties", J::Val(json!({})))
                    }
                    UnknownKeys::Catchall(c) => {
                        let c = self.child(c, path, &["additionalProperties"], sp);
                        set(&mut k, "additionalProperties", c);
                    }
                }
            }
            Kind::Union {
                options, exclusive, ..
            } => {
                let exclusive = v46 && *exclusive;
                let key = if exclusive { "oneOf" } else { "anyOf" };
                let mut list = Vec::new();
                for (i, o) in options.iter().enumerate() {
                    list.push(self.child(o, path, &[key, &i.to_string()], sp));
                }
                set(&mut k, key, J::Arr(list));
            }
            Kind::Intersection { left, right } => {
                let a = self.child(left, path, &["allOf", "0"], sp);
                let b = self.child(right, path, &["allOf", "1"], sp);
                let mut list = Vec::new();
                for x in [a, b] {
                    match self.simple_intersection(&x) {
                        Some(members) => list.extend(members),
                        None => list.push(x),
                    }
                }
                set(&mut k, "allOf", J::Arr(list));
            }
            Kind::Tuple { items, rest } => self.tuple(&mut k, s, items, rest.as_ref(), path, sp),
            Kind::Record { key, value } => {
                set(&mut k, "type", J::Val(json!("object")));
                let Some(key) = key else {
                    if v46 {
                        self.note_unknown(path, "a one-argument record under zod 4");
                    } else if self.error.is_none() {
                        self.error = Some(ConvError {
                            message: "Cannot read properties of undefined (reading '_zod')".into(),
                            span: s.span,
                        });
                    }
                    return (k, r);
                };
                if numeric_key(key) {
                    self.note_unknown(path, "numeric record keys are rewritten by zod in a way toolsight does not model");
                }
                let pn = self.child(key, path, &["propertyNames"], sp);
                set(&mut k, "propertyNames", pn);
                let ap = self.child(value, path, &["additionalProperties"], sp);
                set(&mut k, "additionalProperties", ap);
                if v46 {
                    let omittable = self.opts.input && input_optin(value, v) != Opt::Required;
                    if let (Some(keys), false) = (discrete_values(key), omittable) {
                        let names: Vec<Json> = keys
                            .iter()
                            .filter_map(|v| match v {
                                Json::String(s) => Some(json!(s)),
                                Json::Number(n) => Some(json!(n.to_string())),
                                _ => None,
                            })
                            .collect();
                        if !names.is_empty() {
                            set(&mut k, "required", J::Val(Json::Array(names)));
                        }
                    }
                }
            }
            Kind::Nullable(inner) => {
                let c = J::Node(self.process(inner, path, sp));
                set(
                    &mut k,
                    "anyOf",
                    J::Arr(vec![c, J::Val(json!({"type": "null"}))]),
                );
            }
            Kind::NonOptional(inner) | Kind::Optional(inner) | Kind::Promise(inner) => {
                r = Some(self.process(inner, path, sp));
            }
            Kind::Default { inner, value } | Kind::Prefault { inner, value } => {
                r = Some(self.process(inner, path, sp));
                let prefault = matches!(s.kind, Kind::Prefault { .. });
                if !prefault || self.opts.input {
                    let key = if prefault { "_prefault" } else { "default" };
                    match value {
                        DefaultValue::Known(v) => set(&mut k, key, J::Val(v.clone())),
                        DefaultValue::Unknown(reason) => {
                            self.note_unknown(path, format!("the default value: {reason}"));
                            set(&mut k, key, J::Val(Json::Null));
                        }
                    }
                }
            }
            Kind::Catch { inner, value } => {
                r = Some(self.process(inner, path, sp));
                match value {
                    DefaultValue::Known(v) => set(&mut k, "default", J::Val(v.clone())),
                    DefaultValue::Unknown(reason) => {
                        self.note_unknown(path, format!("the catch value: {reason}"));
                        set(&mut k, "default", J::Val(Json::Null));
                    }
                }
            }
            Kind::Readonly(inner) => {
                r = Some(self.process(inner, path, sp));
                set(&mut k, "readOnly", J::Val(json!(true)));
            }
            Kind::Pipe { input, output } => {
                let side = if self.opts.input {
                    if matches!(input.kind, Kind::Transform) {
                        output
                    } else {
                        input
                    }
                } else {
                    output
                };
                r = Some(self.process(side, path, sp));
            }
            Kind::Lazy(t) => match t.get() {
                Some(inner) => r = Some(self.process(&inner, path, sp)),
                None => self.note_unknown(path, "a lazy schema toolsight could not resolve"),
            },
            Kind::Branded(inner) => r = Some(self.process(inner, path, sp)),
            Kind::Effects { inner, .. } => {
                self.note_unknown(path, "a zod 3 effect given to the zod 4 converter");
                r = Some(self.process(inner, path, sp));
            }
            Kind::Json(j) => {
                if let Json::Object(m) = j {
                    for (a, b) in m {
                        set(&mut k, a, J::Val(b.clone()));
                    }
                }
            }
            Kind::Unresolved { reason } => self.note_unknown(path, reason.clone()),
        }
        (k, r)
    }

    fn simple_intersection(&self, x: &J) -> Option<Vec<J>> {
        let J::Node(i) = x else { return None };
        let e = &self.entries[*i];
        if e.own.len() == 1 && e.ref_.is_none() {
            if let Some(J::Arr(members)) = get(&e.own, "allOf") {
                return Some(members.clone());
            }
        }
        None
    }

    fn string(&mut self, k: &mut Keys, checks: &[Check], path: &[String]) {
        set(k, "type", J::Val(json!("string")));
        let lib = self.opts.version.formats();
        let (mut min, mut max): (Option<f64>, Option<f64>) = (None, None);
        let mut format: Option<String> = None;
        let mut patterns: Vec<String> = Vec::new();
        let mut content_encoding: Option<Json> = None;
        let add_pattern = |p: String, patterns: &mut Vec<String>| {
            if !patterns.contains(&p) {
                patterns.push(p);
            }
        };
        for c in checks {
            match &c.kind {
                CheckKind::MinLength(v) => min = Some(min.map_or(*v, |m| m.max(*v))),
                CheckKind::MaxLength(v) => max = Some(max.map_or(*v, |m| m.min(*v))),
                CheckKind::Length(v) => {
                    min = Some(min.map_or(*v, |m| m.max(*v)));
                    max = Some(max.map_or(*v, |m| m.min(*v)));
                }
                CheckKind::Regex { source, .. } => {
                    // `.regex()` is a format check of its own (`regex`, which the library leaves
                    // unset): `.url().regex(...)` loses the `uri` format
                    format = None;
                    add_pattern(source.clone(), &mut patterns);
                }
                CheckKind::StartsWith(t) => {
                    if self.since(Zod4Version::V46) {
                        format = Some("starts_with".into());
                    }
                    add_pattern(format!("^{}.*", escape_regex(t)), &mut patterns);
                }
                CheckKind::EndsWith(t) => {
                    if self.since(Zod4Version::V46) {
                        format = Some("ends_with".into());
                    }
                    add_pattern(format!(".*{}$", escape_regex(t)), &mut patterns);
                }
                CheckKind::Includes(t) => {
                    if self.since(Zod4Version::V46) {
                        format = Some("includes".into());
                    }
                    add_pattern(escape_regex(t), &mut patterns);
                }
                CheckKind::Format { name, options } => {
                    match format_schema(lib, name, options.as_ref()) {
                        Some(f) => {
                            match f.get("format").and_then(|x| x.as_str()) {
                                Some(fm) => format = Some(fm.to_string()),
                                None => {
                                    // a format the library leaves unset (`time`, `regex`) still replaces an earlier one
                                    format = None;
                                }
                            }
                            if let Some(p) = f.get("pattern").and_then(|x| x.as_str()) {
                                add_pattern(p.to_string(), &mut patterns);
                            }
                            if let Some(e) = f.get("contentEncoding") {
                                content_encoding = Some(e.clone());
                            }
                        }
                        None => self.note_unknown(
                            path,
                            match options {
                                Some(o) => format!("`.{name}({o})`: these options change the pattern and are not in toolsight's table"),
                                None => format!("the string format `{name}` under this zod version"),
                            },
                        ),
                    }
                }
                _ => {}
            }
        }
        if let Some(m) = min {
            set(k, "minLength", J::Val(num(m)));
        }
        if let Some(m) = max {
            set(k, "maxLength", J::Val(num(m)));
        }
        if let Some(f) = format {
            set(k, "format", J::Val(json!(f)));
        }
        if let Some(e) = content_encoding {
            set(k, "contentEncoding", J::Val(e));
        }
        match patterns.len() {
            0 => {}
            1 => set(k, "pattern", J::Val(json!(patterns[0]))),
            _ => {
                let draft7 = self.draft7();
                let list = patterns
                    .iter()
                    .map(|p| {
                        if draft7 {
                            J::Val(json!({"type": "string", "pattern": p}))
                        } else {
                            J::Val(json!({"pattern": p}))
                        }
                    })
                    .collect();
                set(k, "allOf", J::Arr(list));
            }
        }
    }

    fn tuple(
        &mut self,
        k: &mut Keys,
        s: &SchemaRef,
        items: &[SchemaRef],
        rest: Option<&SchemaRef>,
        path: &[String],
        sp: &[*const Schema],
    ) {
        set(k, "type", J::Val(json!("array")));
        let draft7 = self.draft7();
        let prefix_key = if draft7 { "items" } else { "prefixItems" };
        let mut prefix = Vec::new();
        for (i, it) in items.iter().enumerate() {
            let key = if self.since(Zod4Version::V43) {
                prefix_key
            } else {
                "prefixItems"
            };
            prefix.push(self.child(it, path, &[key, &i.to_string()], sp));
        }
        if !self.since(Zod4Version::V43) {
            set(k, prefix_key, J::Arr(prefix));
            if let Some(r) = rest {
                let c = self.child(r, path, &["items"], sp);
                if draft7 {
                    set(k, "additionalItems", c.clone());
                    // 4.0.0 then overwrites `items` with the rest type, losing the prefix
                    set(k, "items", c);
                } else {
                    set(k, "items", c);
                }
            }
            let _ = s;
            return;
        }
        let rest_json = rest.map(|r| {
            let key = if draft7 { "additionalItems" } else { "items" };
            self.child(r, path, &[key], sp)
        });
        if !self.since(Zod4Version::V46) {
            // 4.3 and 4.4 write the prefix and the rest, without the length bounds 4.6 adds
            if draft7 {
                set(k, "items", J::Arr(prefix));
                if let Some(r) = rest_json {
                    set(k, "additionalItems", r);
                }
            } else {
                set(k, "prefixItems", J::Arr(prefix));
                if let Some(r) = rest_json {
                    set(k, "items", r);
                }
            }
            return;
        }
        let mut min_items = items.len();
        while min_items > 0 {
            let it = &items[min_items - 1];
            let optional = if self.opts.input {
                input_optin(it, self.opts.version) != Opt::Required
            } else {
                optout(it) == Opt::Optional
            };
            if !optional {
                break;
            }
            min_items -= 1;
        }
        let closed = rest.is_none();
        if draft7 {
            set(k, "items", J::Arr(prefix));
            if closed {
                set(k, "additionalItems", J::Val(json!(false)));
            } else if let Some(r) = rest_json {
                set(k, "additionalItems", r);
            }
        } else {
            set(k, "prefixItems", J::Arr(prefix));
            if closed {
                set(k, "items", J::Val(json!(false)));
            } else if let Some(r) = rest_json {
                set(k, "items", r);
            }
        }
        if min_items > 0 {
            set(k, "minItems", J::Val(json!(min_items)));
        }
        if closed {
            set(k, "maxItems", J::Val(json!(items.len())));
        }
    }

    /// `extractDefs`: the root, instances with an `id`, and cycles move to definitions.
    fn extract(&mut self, root: usize) {
        let defs_key = if self.draft7() {
            "definitions"
        } else {
            "$defs"
        };
        let mut counter = 0;
        for i in 0..self.entries.len() {
            let id = self.own_id(i);
            let needs = i == root
                || id.is_some()
                || self.entries[i].cycle
                || (self.entries[i].count > 1 && self.opts.reused_ref);
            if !needs || self.own_is_ref(i) {
                continue;
            }
            if i == root && id.is_none() {
                self.entries[i].extracted = Some(("#".into(), None));
                continue;
            }
            let def_id = match id {
                Some(id) => id,
                None => {
                    let d = format!("__schema{counter}");
                    counter += 1;
                    d
                }
            };
            let uri = format!(
                "#/{defs_key}/{}",
                def_id.replace('~', "~0").replace('/', "~1")
            );
            self.entries[i].extracted = Some((uri, Some(def_id)));
        }
    }

    fn own_id(&self, i: usize) -> Option<String> {
        let node = &self.entries[i].node;
        if let Some(entries) = node.registered.borrow().as_ref() {
            return entries
                .iter()
                .rev()
                .find(|(k, _)| k == "id")
                .and_then(|(_, v)| match v {
                    MetaValue::Known(Json::String(s)) => Some(s.clone()),
                    _ => None,
                });
        }
        match &node.step {
            Step::Meta(entries) => {
                entries
                    .iter()
                    .rev()
                    .find(|(k, _)| k == "id")
                    .and_then(|(_, v)| match v {
                        MetaValue::Known(Json::String(s)) => Some(s.clone()),
                        _ => None,
                    })
            }
            _ => None,
        }
    }

    fn own_is_ref(&self, i: usize) -> bool {
        get(&self.entries[i].own, "$ref").is_some()
    }

    /// The keywords an instance ends with after inheriting from what it refers to (`flattenRef`).
    fn flatten(&mut self, i: usize) -> Keys {
        if let Some(k) = self.flat.get(&i) {
            return k.clone();
        }
        // guards recursion through refs: a cycle sees the instance's own keywords
        self.flat.insert(i, self.entries[i].own.clone());
        let own = self.entries[i].own.clone();
        let mut body = own.clone();
        let draft7 = self.draft7();
        if let Some(r) = self.entries[i].ref_ {
            let ref_flat = self.flatten(r);
            let ref_extracted = self.entries[r].extracted.clone();
            match &ref_extracted {
                Some((uri, _)) if draft7 => {
                    let mut list = match remove(&mut body, "allOf") {
                        Some(J::Arr(l)) => l,
                        _ => Vec::new(),
                    };
                    list.push(J::Val(json!({ "$ref": uri })));
                    set(&mut body, "allOf", J::Arr(list));
                }
                Some((uri, _)) => set(&mut body, "$ref", J::Val(json!(uri))),
                None => {
                    for (k, v) in &ref_flat {
                        if get(&body, k).is_none() {
                            body.push((k.clone(), v.clone()));
                        }
                    }
                }
            }
            for (k, v) in &own {
                set(&mut body, k, v.clone());
            }
            // 4.6 treats a same-type clone as a refinement of its parent: parent-only keys go
            if self.since(Zod4Version::V43) && self.entries[i].parent == Some(r) {
                body.retain(|(k, _)| k == "$ref" || k == "allOf" || get(&own, k).is_some());
            }
            if ref_extracted.is_some() {
                let def: Vec<(String, Json)> = ref_flat
                    .iter()
                    .map(|(k, v)| (k.clone(), self.materialize(v)))
                    .collect();
                let mats: Vec<(String, Json)> = body
                    .iter()
                    .map(|(k, v)| (k.clone(), self.materialize(v)))
                    .collect();
                body = body
                    .into_iter()
                    .zip(mats)
                    .filter(|((k, _), (_, m))| {
                        k == "$ref"
                            || k == "allOf"
                            || !def.iter().any(|(dk, dv)| dk == k && dv == m)
                    })
                    .map(|(b, _)| b)
                    .collect();
            }
        }
        if let Some(p) = self.entries[i].parent {
            if Some(p) != self.entries[i].ref_ {
                let _ = self.flatten(p);
                if let Some((uri, _)) = self.entries[p].extracted.clone() {
                    set(&mut body, "$ref", J::Val(json!(uri)));
                }
            }
        }
        self.flat.insert(i, body.clone());
        body
    }

    /// What a use of instance `i` shows: `{$ref}` when extracted, else its flattened keywords.
    fn use_site(&mut self, i: usize) -> Json {
        if let Some((uri, _)) = &self.entries[i].extracted {
            return json!({ "$ref": uri });
        }
        let body = self.flatten(i);
        let mut m = Map::new();
        for (k, v) in &body {
            m.insert(k.clone(), self.materialize(v));
        }
        let mut j = Json::Object(m);
        self.compact_and_fold(&mut j, i);
        j
    }

    fn materialize(&mut self, v: &J) -> Json {
        match v {
            J::Val(j) => j.clone(),
            J::Node(i) => self.use_site(*i),
            J::Arr(items) => Json::Array(items.iter().map(|x| self.materialize(x)).collect()),
            J::Obj(pairs) => {
                let mut m = Map::new();
                for (k, x) in pairs {
                    m.insert(k.clone(), self.materialize(x));
                }
                Json::Object(m)
            }
        }
    }

    /// 4.6 writes a union of bare types as a `type` list and merges an intersection of objects;
    /// 4.3 and 4.4 keep the `anyOf` and `allOf`.
    fn compact_and_fold(&self, j: &mut Json, i: usize) {
        if self.since(Zod4Version::V46) {
            compact_type_union(j);
            if matches!(self.entries[i].node.kind, Kind::Intersection { .. })
                || self.entries[i]
                    .ref_
                    .is_some_and(|r| matches!(self.entries[r].node.kind, Kind::Intersection { .. }))
            {
                fold_intersection(j);
            }
        }
    }

    fn finalize(&mut self, root: usize) -> Json {
        let mut result = Map::new();
        result.insert(
            "$schema".into(),
            json!(if self.draft7() {
                "http://json-schema.org/draft-07/schema#"
            } else {
                "https://json-schema.org/draft/2020-12/schema"
            }),
        );
        let root_extracted = self.entries[root].extracted.clone();
        let root_body = self.flatten(root);
        let mut body_json = Map::new();
        for (k, v) in &root_body {
            body_json.insert(k.clone(), self.materialize(v));
        }
        let mut body_json = Json::Object(body_json);
        self.compact_and_fold(&mut body_json, root);
        match &root_extracted {
            Some((uri, Some(_))) => {
                result.insert("$ref".into(), json!(uri));
            }
            _ => {
                if let Json::Object(m) = &body_json {
                    for (k, v) in m {
                        result.insert(k.clone(), v.clone());
                    }
                }
                if let Some(id) = self.own_id(root) {
                    if self.since(Zod4Version::V44) && result.get("id") == Some(&json!(id)) {
                        result.remove("id");
                    }
                }
            }
        }
        let mut defs = Map::new();
        for i in 0..self.entries.len() {
            let Some((_, Some(def_id))) = self.entries[i].extracted.clone() else {
                continue;
            };
            let mut body = if i == root {
                body_json.clone()
            } else {
                let b = self.flatten(i);
                let mut m = Map::new();
                for (k, v) in &b {
                    m.insert(k.clone(), self.materialize(v));
                }
                let mut j = Json::Object(m);
                self.compact_and_fold(&mut j, i);
                j
            };
            // before 4.4 a `.meta({id})` stays in its definition as an `id` keyword
            if self.since(Zod4Version::V44) {
                if let Json::Object(m) = &mut body {
                    if m.get("id") == Some(&json!(def_id)) {
                        m.shift_remove("id");
                    }
                }
            }
            defs.insert(def_id, body);
        }
        if !defs.is_empty() {
            result.insert(
                if self.draft7() {
                    "definitions"
                } else {
                    "$defs"
                }
                .into(),
                Json::Object(defs),
            );
        }
        Json::Object(result)
    }
}

/// Rewrites `anyOf` of bare types into a `type` array (zod 4.6).
fn compact_type_union(j: &mut Json) {
    let Json::Object(m) = j else { return };
    if m.contains_key("type") {
        return;
    }
    let Some(Json::Array(options)) = m.get_mut("anyOf") else {
        return;
    };
    if options.is_empty() {
        return;
    }
    let mut types: Vec<Json> = Vec::new();
    for o in options.iter_mut() {
        compact_type_union(o);
        let Json::Object(om) = o else { return };
        if om.len() != 1 {
            return;
        }
        let Some(t) = om.get("type") else { return };
        let list: Vec<Json> = match t {
            Json::Array(a) => a.clone(),
            other => vec![other.clone()],
        };
        for member in list {
            if !member.is_string() {
                return;
            }
            if !types.contains(&member) {
                types.push(member);
            }
        }
    }
    m.shift_remove("anyOf");
    m.insert(
        "type".into(),
        if types.len() == 1 {
            types[0].clone()
        } else {
            Json::Array(types)
        },
    );
}

const FOLDABLE: &[&str] = &["type", "properties", "required", "additionalProperties"];

fn undeclared_constraint(member: &Map<String, Json>) -> Option<Json> {
    match member.get("additionalProperties") {
        Some(Json::Object(o)) if !o.is_empty() => Some(Json::Object(o.clone())),
        _ => None,
    }
}

fn fold_objects(members: &[Json]) -> Option<Json> {
    let mut objects = Vec::new();
    for m in members {
        let Json::Object(o) = m else { return None };
        if o.get("type") != Some(&json!("object")) {
            return None;
        }
        if o.keys().any(|k| !FOLDABLE.contains(&k.as_str())) {
            return None;
        }
        objects.push(o);
    }
    let mut properties = Map::new();
    let mut required: Vec<Json> = Vec::new();
    for o in &objects {
        if let Some(Json::Object(props)) = o.get("properties") {
            for key in props.keys() {
                if properties.contains_key(key) {
                    continue;
                }
                let mut parts: Vec<Json> = Vec::new();
                for other in &objects {
                    let part = other
                        .get("properties")
                        .and_then(|p| p.get(key))
                        .cloned()
                        .or_else(|| undeclared_constraint(other));
                    if let Some(p) = part {
                        if !parts.contains(&p) {
                            parts.push(p);
                        }
                    }
                }
                let merged = if parts.len() == 1 {
                    parts.remove(0)
                } else {
                    fold_objects(&parts).unwrap_or_else(|| json!({ "allOf": parts }))
                };
                properties.insert(key.clone(), merged);
            }
        }
        if let Some(Json::Array(req)) = o.get("required") {
            for r in req {
                if !required.contains(r) {
                    required.push(r.clone());
                }
            }
        }
    }
    let mut folded = Map::new();
    folded.insert("type".into(), json!("object"));
    folded.insert("properties".into(), Json::Object(properties));
    if !required.is_empty() {
        folded.insert("required".into(), Json::Array(required));
    }
    if objects
        .iter()
        .all(|o| o.get("additionalProperties") == Some(&json!(false)))
    {
        folded.insert("additionalProperties".into(), json!(false));
    } else {
        let mut constraints: Vec<Json> = Vec::new();
        for o in &objects {
            if let Some(c) = undeclared_constraint(o) {
                if !constraints.contains(&c) {
                    constraints.push(c);
                }
            }
        }
        if constraints.len() == 1 {
            folded.insert("additionalProperties".into(), constraints.remove(0));
        } else if constraints.len() > 1 {
            folded.insert(
                "additionalProperties".into(),
                json!({ "allOf": constraints }),
            );
        }
    }
    Some(Json::Object(folded))
}

fn fold_intersection(j: &mut Json) {
    let Json::Object(m) = j else { return };
    let Some(Json::Array(all_of)) = m.get("allOf").cloned() else {
        return;
    };
    if all_of.len() < 2 || FOLDABLE.iter().any(|k| m.contains_key(*k)) {
        return;
    }
    let is_union = |x: &Json| {
        ["oneOf", "anyOf"]
            .iter()
            .any(|k| x.get(k).is_some_and(|v| v.is_array()))
    };
    let unions: Vec<&Json> = all_of.iter().filter(|x| is_union(x)).collect();
    let folded = if unions.is_empty() {
        fold_objects(&all_of)
    } else {
        let union = unions[0];
        let keyword = if union.get("oneOf").is_some_and(|v| v.is_array()) {
            "oneOf"
        } else {
            "anyOf"
        };
        if union.as_object().map(|o| o.len()) != Some(1) {
            return;
        }
        let rest: Vec<Json> = all_of.iter().filter(|x| *x != union).cloned().collect();
        let mut branches = Vec::new();
        for b in union[keyword].as_array().cloned().unwrap_or_default() {
            let mut members = rest.clone();
            members.push(b);
            match fold_objects(&members) {
                Some(f) => branches.push(f),
                None => return,
            }
        }
        Some(json!({ keyword: branches }))
    };
    let Some(Json::Object(f)) = folded else {
        return;
    };
    m.shift_remove("allOf");
    for (k, v) in f {
        m.insert(k, v);
    }
}

/// `util.escapeRegex`.
fn escape_regex(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if ".*+?^${}()|[]\\".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    // RegExp#source escapes forward slashes
    out.replace('/', "\\/")
}

fn num(n: f64) -> Json {
    num_json(n).unwrap_or(Json::Null)
}

fn length_bounds(checks: &[Check]) -> (Option<f64>, Option<f64>) {
    let (mut min, mut max): (Option<f64>, Option<f64>) = (None, None);
    for c in checks {
        match c.kind {
            CheckKind::MinLength(v) => min = Some(min.map_or(v, |m| m.max(v))),
            CheckKind::MaxLength(v) => max = Some(max.map_or(v, |m| m.min(v))),
            CheckKind::Length(v) => {
                min = Some(min.map_or(v, |m| m.max(v)));
                max = Some(max.map_or(v, |m| m.min(v)));
            }
            _ => {}
        }
    }
    (min, max)
}

const SAFE: f64 = 9_007_199_254_740_991.0;

fn number(k: &mut Keys, checks: &[Check], v46: bool) {
    let (mut min, mut max, mut ex_min, mut ex_max): (
        Option<f64>,
        Option<f64>,
        Option<f64>,
        Option<f64>,
    ) = (None, None, None, None);
    let mut multiple: Vec<f64> = Vec::new();
    let mut is_int = false;
    let narrow_min = |slot: &mut Option<f64>, v: f64| {
        if slot.is_none_or(|s| v > s) {
            *slot = Some(v);
        }
    };
    let narrow_max = |slot: &mut Option<f64>, v: f64| {
        if slot.is_none_or(|s| v < s) {
            *slot = Some(v);
        }
    };
    for c in checks {
        match c.kind {
            CheckKind::Min {
                value,
                inclusive: true,
            } => narrow_min(&mut min, value),
            CheckKind::Min {
                value,
                inclusive: false,
            } => narrow_min(&mut ex_min, value),
            CheckKind::Max {
                value,
                inclusive: true,
            } => narrow_max(&mut max, value),
            CheckKind::Max {
                value,
                inclusive: false,
            } => narrow_max(&mut ex_max, value),
            CheckKind::MultipleOf(v) if !multiple.contains(&v.abs()) => multiple.push(v.abs()),
            CheckKind::NumberFormat(ref f) => {
                let (lo, hi) = match f.as_str() {
                    "safeint" => (-SAFE, SAFE),
                    "int32" => (-2_147_483_648.0, 2_147_483_647.0),
                    "uint32" => (0.0, 4_294_967_295.0),
                    "float32" => (-3.402_823_466_385_288_6e38, 3.402_823_466_385_288_6e38),
                    _ => (-f64::MAX, f64::MAX),
                };
                if f.contains("int") {
                    is_int = true;
                }
                narrow_min(&mut min, lo);
                narrow_max(&mut max, hi);
            }
            _ => {}
        }
    }
    set(
        k,
        "type",
        J::Val(json!(if is_int { "integer" } else { "number" })),
    );
    let use_ex_min = ex_min.is_some_and(|e| e >= min.unwrap_or(f64::NEG_INFINITY));
    let use_ex_max = ex_max.is_some_and(|e| e <= max.unwrap_or(f64::INFINITY));
    if v46 {
        if use_ex_min {
            set(
                k,
                "exclusiveMinimum",
                J::Val(num(ex_min.unwrap_or_default())),
            );
        } else if let Some(m) = min {
            set(k, "minimum", J::Val(num(m)));
        }
        if use_ex_max {
            set(
                k,
                "exclusiveMaximum",
                J::Val(num(ex_max.unwrap_or_default())),
            );
        } else if let Some(m) = max {
            set(k, "maximum", J::Val(num(m)));
        }
    } else {
        if let Some(e) = ex_min {
            set(k, "exclusiveMinimum", J::Val(num(e)));
        }
        if let Some(m) = min {
            set(k, "minimum", J::Val(num(m)));
            if ex_min.is_some() {
                if use_ex_min {
                    remove(k, "minimum");
                } else {
                    remove(k, "exclusiveMinimum");
                }
            }
        }
        if let Some(e) = ex_max {
            set(k, "exclusiveMaximum", J::Val(num(e)));
        }
        if let Some(m) = max {
            set(k, "maximum", J::Val(num(m)));
            if ex_max.is_some() {
                if use_ex_max {
                    remove(k, "maximum");
                } else {
                    remove(k, "exclusiveMaximum");
                }
            }
        }
    }
    if let Some((first, rest)) = multiple.split_first() {
        set(k, "multipleOf", J::Val(num(*first)));
        if !rest.is_empty() && v46 {
            set(
                k,
                "allOf",
                J::Arr(
                    rest.iter()
                        .map(|m| J::Val(json!({"multipleOf": num(*m)})))
                        .collect(),
                ),
            );
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Opt {
    Required,
    Optional,
    Defaulted,
}

fn optin(s: &Schema, v: Zod4Version) -> Opt {
    let optin = |s: &Schema| optin(s, v);
    match &s.kind {
        Kind::Optional(i) | Kind::Catch { inner: i, .. } => {
            if optin(i) == Opt::Defaulted {
                Opt::Defaulted
            } else {
                Opt::Optional
            }
        }
        Kind::Default { .. } | Kind::Prefault { .. } => Opt::Defaulted,
        // 4.0 gives a transform no input optionality, so `z.preprocess` fields stay required
        Kind::Transform if v > Zod4Version::V40 => Opt::Optional,
        Kind::LiteralUndefined => Opt::Optional,
        Kind::Nullable(i) | Kind::Readonly(i) | Kind::Branded(i) => optin(i),
        Kind::Pipe { input, .. } => optin(input),
        Kind::Lazy(t) => t.get().map(|i| optin(&i)).unwrap_or(Opt::Required),
        Kind::Union { options, .. } => {
            if options.iter().any(|o| optin(o) == Opt::Defaulted) {
                Opt::Defaulted
            } else if options.iter().any(|o| optin(o) != Opt::Required) {
                Opt::Optional
            } else {
                Opt::Required
            }
        }
        _ => Opt::Required,
    }
}

fn optout(s: &Schema) -> Opt {
    match &s.kind {
        Kind::Optional(_) => Opt::Optional,
        Kind::Nullable(i) | Kind::Readonly(i) | Kind::Catch { inner: i, .. } | Kind::Branded(i) => {
            optout(i)
        }
        Kind::Pipe { output, .. } => optout(output),
        Kind::Lazy(t) => t.get().map(|i| optout(&i)).unwrap_or(Opt::Required),
        Kind::Union { options, .. } => {
            if options.iter().any(|o| optout(o) == Opt::Optional) {
                Opt::Optional
            } else {
                Opt::Required
            }
        }
        _ => Opt::Required,
    }
}

/// The optionality an input schema shows: 4.3 and 4.6 look past transforms and `catch` to the
/// declared type; 4.0 and 4.4 read the instance's own (measured: `z.preprocess` and `.catch()`
/// fields are required in 4.3.6 and 4.6.7, optional in 4.4.3).
fn input_optin(s: &Schema, v: Zod4Version) -> Opt {
    if matches!(v, Zod4Version::V43 | Zod4Version::V46) {
        match &s.kind {
            Kind::Pipe { input, output } if matches!(input.kind, Kind::Transform) => {
                return input_optin(output, v)
            }
            Kind::Catch { inner, .. } => return input_optin(inner, v),
            _ => {}
        }
    }
    optin(s, v)
}

fn is_transforming(s: &Schema, seen: &mut HashSet<*const Schema>) -> bool {
    if !seen.insert(s as *const Schema) {
        return false;
    }
    match &s.kind {
        Kind::Transform => true,
        Kind::Array { element, .. } => is_transforming(element, seen),
        Kind::Set { value, .. } => is_transforming(value, seen),
        Kind::Lazy(t) => t.get().is_some_and(|i| is_transforming(&i, seen)),
        Kind::Promise(i)
        | Kind::Optional(i)
        | Kind::NonOptional(i)
        | Kind::Nullable(i)
        | Kind::Readonly(i)
        | Kind::Branded(i) => is_transforming(i, seen),
        Kind::Default { inner, .. } | Kind::Prefault { inner, .. } | Kind::Catch { inner, .. } => {
            is_transforming(inner, seen)
        }
        Kind::Intersection { left, right } => {
            is_transforming(left, seen) || is_transforming(right, seen)
        }
        Kind::Record { key, value } => {
            key.as_ref().is_some_and(|k| is_transforming(k, seen)) || is_transforming(value, seen)
        }
        Kind::Map { key, value } => is_transforming(key, seen) || is_transforming(value, seen),
        Kind::Pipe { input, output } => {
            is_transforming(input, seen) || is_transforming(output, seen)
        }
        Kind::Object { shape, .. } => shape.iter().any(|(_, v)| is_transforming(v, seen)),
        Kind::Union { options, .. } => options.iter().any(|o| is_transforming(o, seen)),
        Kind::Tuple { items, rest } => {
            items.iter().any(|i| is_transforming(i, seen))
                || rest.as_ref().is_some_and(|r| is_transforming(r, seen))
        }
        _ => false,
    }
}

fn numeric_key(s: &Schema) -> bool {
    match &s.kind {
        Kind::Number { .. } => true,
        Kind::Enum { values, .. } | Kind::Literal(values) => values.iter().any(|v| v.is_number()),
        _ => false,
    }
}

/// The discrete key values of a record key schema (`z.enum`, `z.literal`).
fn discrete_values(s: &Schema) -> Option<Vec<Json>> {
    match &s.kind {
        Kind::Enum { values, .. } | Kind::Literal(values) => Some(values.clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_zod_version_is_converted_by_the_release_model_it_is_nearest_to() {
        let of = |v: &str| Zod4Version::of(Some(v));
        assert_eq!(of("3.25.76"), Zod4Version::V40);
        assert_eq!(of("3.22.4"), Zod4Version::V40);
        assert_eq!(of("4.3.6"), Zod4Version::V43);
        assert_eq!(of("4.1.13"), Zod4Version::V43);
        assert_eq!(of("4.4.3"), Zod4Version::V44);
        assert_eq!(of("4.5.0"), Zod4Version::V44);
        assert_eq!(of("4.6.7"), Zod4Version::V46);
        assert_eq!(of("4.9.0"), Zod4Version::V46);
        assert_eq!(of("5.0.0"), Zod4Version::V46);
        assert_eq!(Zod4Version::of(None), Zod4Version::V46);
    }
}
