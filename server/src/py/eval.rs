//! Values and types as a Python module writes them: literals, `Field(...)` calls and type
//! annotations, resolved through the module's imports. What cannot be known statically is an
//! `Unknown`/`Err` with its reason.

use std::collections::HashMap;
use std::rc::Rc;

use serde_json::{json, Value as Json};
use tree_sitter::Node;

use crate::syntax::text;
use crate::targets::pydantic::{EnumDef, FieldInfo, ModelDef, Models, Param, PyType};

/// Nested types and literals deeper than this are not followed.
const MAX_DEPTH: usize = 64;

/// What the module's names mean: `from X import a as b` gives `b → X.a`, `import X as y` gives
/// `y → X`.
#[derive(Debug, Default)]
pub struct Names {
    imported: HashMap<String, String>,
    /// What each import statement names, in the order written (`import a.b` as `a.b.`).
    imports_in_order: Vec<String>,
    /// The module's `Enum` classes, with their members in order.
    enums: HashMap<String, EnumClass>,
    /// The module's `BaseModel` classes.
    pub models: Models,
}

/// An `Enum` class: its definition for the schema, and its members by name.
type EnumClass = (Rc<EnumDef>, Vec<(String, Json)>);

impl Names {
    pub fn of(root: Node, src: &str) -> Names {
        let mut names = Names::default();
        let mut model_classes = Vec::new();
        let mut c = root.walk();
        for stmt in root.named_children(&mut c) {
            match stmt.kind() {
                "import_from_statement" => {
                    let Some(module) = stmt.child_by_field_name("module_name") else {
                        continue;
                    };
                    let module = text(module, src).to_string();
                    let mut c2 = stmt.walk();
                    for name in stmt.children_by_field_name("name", &mut c2) {
                        let (full, local) = match name.kind() {
                            "aliased_import" => (
                                name.child_by_field_name("name").map(|n| text(n, src)),
                                name.child_by_field_name("alias").map(|n| text(n, src)),
                            ),
                            _ => (Some(text(name, src)), Some(text(name, src))),
                        };
                        if let (Some(full), Some(local)) = (full, local) {
                            let q = format!("{module}.{full}");
                            names.imports_in_order.push(q.clone());
                            names.imported.insert(local.to_string(), q);
                        }
                    }
                }
                "import_statement" => {
                    let mut c2 = stmt.walk();
                    for name in stmt.children_by_field_name("name", &mut c2) {
                        match name.kind() {
                            "aliased_import" => {
                                if let (Some(full), Some(alias)) = (
                                    name.child_by_field_name("name"),
                                    name.child_by_field_name("alias"),
                                ) {
                                    names.imported.insert(
                                        text(alias, src).to_string(),
                                        text(full, src).to_string(),
                                    );
                                }
                            }
                            _ => {
                                let full = text(name, src);
                                let first = full.split('.').next().unwrap_or(full);
                                names.imports_in_order.push(format!("{full}."));
                                names.imported.insert(first.to_string(), first.to_string());
                            }
                        }
                    }
                }
                "class_definition" => {
                    if let Some((name, e)) = enum_class(stmt, src, &names) {
                        names.enums.insert(name, e);
                    } else if let Some(name) = model_name(stmt, src, &names) {
                        // fields are read once every class is known: they may refer to any
                        names.models.insert(
                            name.clone(),
                            ModelDef {
                                name,
                                ..ModelDef::default()
                            },
                        );
                        model_classes.push(stmt);
                    }
                }
                _ => {}
            }
        }
        for class in model_classes {
            if let Some(model) = model_fields(class, src, &names) {
                names.models.insert(model.name.clone(), model);
            }
        }
        names
    }

    /// What each import statement names, in order: `from .server import mcp` as `.server.mcp`,
    /// `import notes.tools.search` as `notes.tools.search.` (the module itself).
    pub fn imports_in_order(&self) -> impl Iterator<Item = &str> {
        self.imports_in_order.iter().map(String::as_str)
    }

    /// Every imported name, with what it means (`mcp` → `.server.mcp`).
    pub fn imports(&self) -> impl Iterator<Item = (&str, &str)> {
        self.imported.iter().map(|(l, q)| (l.as_str(), q.as_str()))
    }

    /// `Color.RED` of an `Enum` class of the module: the member's value.
    pub fn enum_member(&self, node: Node, src: &str) -> Option<Json> {
        if node.kind() != "attribute" {
            return None;
        }
        let class = text(node.child_by_field_name("object")?, src);
        let member = text(node.child_by_field_name("attribute")?, src);
        let (_, members) = self.enums.get(class)?;
        members
            .iter()
            .find(|(m, _)| m == member)
            .map(|(_, v)| v.clone())
    }

    /// The dotted name an expression refers to: `Optional` → `typing.Optional`,
    /// `t.Optional` → `typing.Optional` after `import typing as t`; a builtin stays as it is.
    pub fn qualified(&self, node: Node, src: &str) -> Option<String> {
        match node.kind() {
            "identifier" => {
                let n = text(node, src);
                Some(
                    self.imported
                        .get(n)
                        .cloned()
                        .unwrap_or_else(|| n.to_string()),
                )
            }
            "attribute" => {
                let object = self.qualified(node.child_by_field_name("object")?, src)?;
                let attr = text(node.child_by_field_name("attribute")?, src);
                Some(format!("{object}.{attr}"))
            }
            _ => None,
        }
    }
}

/// `class Color(str, Enum): RED = "red"` as pydantic sees it; `None` when it is not an enum or
/// a member's value is not a literal.
fn enum_class(class: Node, src: &str, names: &Names) -> Option<(String, EnumClass)> {
    let name = text(class.child_by_field_name("name")?, src).to_string();
    let bases = class.child_by_field_name("superclasses")?;
    let (positional, _) = arguments(bases, src);
    let qualified: Vec<String> = positional
        .iter()
        .filter_map(|b| names.qualified(*b, src))
        .collect();
    if !qualified
        .iter()
        .any(|q| is(q, &["enum.Enum", "enum.IntEnum", "enum.StrEnum"]))
        || qualified.len() != positional.len()
    {
        return None;
    }
    let body = class.child_by_field_name("body")?;
    let mut members = Vec::new();
    let mut description = None;
    let mut c = body.walk();
    for (i, stmt) in body.named_children(&mut c).enumerate() {
        if stmt.kind() != "expression_statement" {
            continue;
        }
        let expr = stmt.named_child(0)?;
        match expr.kind() {
            "string" if i == 0 => description = Some(cleandoc(&string(expr, src).ok()?)),
            "assignment" => {
                let left = expr.child_by_field_name("left")?;
                let value = literal(expr.child_by_field_name("right")?, src, 0).ok()?;
                members.push((text(left, src).to_string(), value));
            }
            _ => {}
        }
    }
    let def = EnumDef {
        name: name.clone(),
        values: members.iter().map(|(_, v)| v.clone()).collect(),
        description,
    };
    Some((name, (Rc::new(def), members)))
}

/// A class deriving from pydantic's `BaseModel` directly.
fn model_name(class: Node, src: &str, names: &Names) -> Option<String> {
    let bases = class.child_by_field_name("superclasses")?;
    let (positional, keywords) = arguments(bases, src);
    let base_model = positional.len() == 1
        && keywords.is_empty()
        && names.qualified(positional[0], src).as_deref() == Some("pydantic.BaseModel");
    base_model
        .then(|| text(class.child_by_field_name("name").map_or(class, |n| n), src).to_string())
}

/// The fields of a `BaseModel` class as pydantic reads them, and what in the class may change
/// its schema beyond them.
fn model_fields(class: Node, src: &str, names: &Names) -> Option<ModelDef> {
    let name = text(class.child_by_field_name("name")?, src).to_string();
    let body = class.child_by_field_name("body")?;
    let mut model = ModelDef {
        name,
        ..ModelDef::default()
    };
    let mut c = body.walk();
    for (i, stmt) in body.named_children(&mut c).enumerate() {
        match stmt.kind() {
            "expression_statement" => {
                let Some(expr) = stmt.named_child(0) else {
                    continue;
                };
                match expr.kind() {
                    "string" if i == 0 => {
                        model.description = string(expr, src).ok().map(|d| cleandoc(&d));
                    }
                    "string" => model.unmodelled.push("an attribute docstring".into()),
                    "assignment" => {
                        let (Some(left), Some(ty)) = (
                            expr.child_by_field_name("left"),
                            expr.child_by_field_name("type"),
                        ) else {
                            model.unmodelled.push(format!(
                                "`{}` in the class",
                                text(expr, src).chars().take(40).collect::<String>()
                            ));
                            continue;
                        };
                        let field_name = text(left, src).to_string();
                        // `_x: int = 0` is a private attribute, not a field
                        if field_name.starts_with('_') {
                            continue;
                        }
                        let ty = annotation(ty, src, names, 0);
                        let mut field = FieldInfo::default();
                        if let Some(d) = expr.child_by_field_name("right") {
                            match field_call(d, src, names) {
                                Some(f) => field = f,
                                None => {
                                    field.default = Some(
                                        literal(d, src, 0)
                                            .or_else(|e| names.enum_member(d, src).ok_or(e)),
                                    )
                                }
                            }
                        }
                        model.fields.push(Param {
                            name: field_name,
                            ty: Some(ty),
                            field,
                        });
                    }
                    _ => {}
                }
            }
            "function_definition" => {}
            "pass_statement" | "comment" => {}
            _ => model.unmodelled.push(format!(
                "`{}` in the class",
                text(stmt, src)
                    .lines()
                    .next()
                    .unwrap_or("")
                    .chars()
                    .take(40)
                    .collect::<String>()
            )),
        }
    }
    Some(model)
}

/// Python's `inspect.cleandoc`: the first line stripped, the common indentation of the others
/// removed, blank lines at both ends dropped.
pub fn cleandoc(doc: &str) -> String {
    let doc = doc.replace('\t', "        ");
    let mut lines: Vec<&str> = doc.split('\n').collect();
    let indent = lines
        .iter()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut out: Vec<String> = Vec::new();
    if let Some(first) = lines.first_mut() {
        out.push(first.trim_start().to_string());
    }
    for l in lines.iter().skip(1) {
        out.push(
            l.get(indent..)
                .unwrap_or("")
                .trim_end_matches([' ', '\t'])
                .to_string(),
        );
    }
    while out.last().is_some_and(|l| l.trim().is_empty()) {
        out.pop();
    }
    while out.first().is_some_and(|l| l.trim().is_empty()) {
        out.remove(0);
    }
    out.join("\n")
}

fn is(q: &str, names: &[&str]) -> bool {
    names.contains(&q)
}

/// A string literal's value: plain and raw strings, implicit concatenation and the common
/// escapes; f-strings and byte strings are not values toolsight evaluates.
pub fn string(node: Node, src: &str) -> Result<String, String> {
    match node.kind() {
        "concatenated_string" => {
            let mut out = String::new();
            let mut c = node.walk();
            for part in node.named_children(&mut c) {
                out.push_str(&string(part, src)?);
            }
            Ok(out)
        }
        "string" => {
            let mut out = String::new();
            let mut c = node.walk();
            let mut raw = false;
            for part in node.children(&mut c) {
                match part.kind() {
                    "string_start" => {
                        let prefix = text(part, src).trim_end_matches(['"', '\'']).to_lowercase();
                        if prefix.contains('f') || prefix.contains('b') {
                            return Err(format!(
                                "`{}` is not a plain string literal",
                                text(node, src).chars().take(40).collect::<String>()
                            ));
                        }
                        raw = prefix.contains('r');
                    }
                    "string_content" => {
                        // escape sequences are children of the content
                        let mut at = part.start_byte();
                        let mut c2 = part.walk();
                        for esc in part.named_children(&mut c2) {
                            out.push_str(&src[at..esc.start_byte()]);
                            let e = text(esc, src);
                            if raw {
                                out.push_str(e);
                            } else {
                                out.push_str(&unescape(e)?);
                            }
                            at = esc.end_byte();
                        }
                        out.push_str(&src[at..part.end_byte()]);
                    }
                    "interpolation" => return Err("an f-string is computed at run time".into()),
                    _ => {}
                }
            }
            Ok(out)
        }
        _ => Err(format!(
            "`{}` is not a string literal",
            text(node, src).chars().take(40).collect::<String>()
        )),
    }
}

fn unescape(e: &str) -> Result<String, String> {
    Ok(match e {
        "\\n" => "\n".into(),
        "\\t" => "\t".into(),
        "\\r" => "\r".into(),
        "\\\\" => "\\".into(),
        "\\'" => "'".into(),
        "\\\"" => "\"".into(),
        "\\\n" => String::new(),
        "\\0" => "\0".into(),
        _ => return Err(format!("the escape `{e}` is not evaluated")),
    })
}

/// A literal value as JSON (what pydantic puts in `default`).
pub fn literal(node: Node, src: &str, depth: usize) -> Result<Json, String> {
    if depth > MAX_DEPTH {
        return Err("a literal nested too deeply".into());
    }
    match node.kind() {
        "string" | "concatenated_string" => string(node, src).map(Json::String),
        "integer" => {
            let t = text(node, src).replace('_', "");
            t.parse::<i64>()
                .map(Json::from)
                .map_err(|_| format!("the integer `{t}` is not evaluated"))
        }
        "float" => {
            let t = text(node, src).replace('_', "");
            t.parse::<f64>()
                .ok()
                .and_then(serde_json::Number::from_f64)
                .map(Json::Number)
                .ok_or_else(|| format!("the number `{t}` is not evaluated"))
        }
        "true" => Ok(json!(true)),
        "false" => Ok(json!(false)),
        "none" => Ok(Json::Null),
        "unary_operator" if text(node, src).starts_with('-') => {
            match literal(
                node.child_by_field_name("argument").ok_or("no operand")?,
                src,
                depth + 1,
            )? {
                Json::Number(n) => match (n.as_i64(), n.as_f64()) {
                    (Some(i), _) => Ok(json!(-i)),
                    (None, Some(f)) => Ok(json!(-f)),
                    _ => Err("a negative number toolsight cannot evaluate".into()),
                },
                _ => Err("a negative non-number".into()),
            }
        }
        "list" | "tuple" => {
            let mut c = node.walk();
            node.named_children(&mut c)
                .filter(|n| n.kind() != "comment")
                .map(|n| literal(n, src, depth + 1))
                .collect::<Result<Vec<_>, _>>()
                .map(Json::Array)
        }
        "dictionary" => {
            let mut out = serde_json::Map::new();
            let mut c = node.walk();
            for pair in node
                .named_children(&mut c)
                .filter(|n| n.kind() != "comment")
            {
                let (Some(k), Some(v)) = (
                    pair.child_by_field_name("key"),
                    pair.child_by_field_name("value"),
                ) else {
                    return Err("a dictionary with unpacking is computed at run time".into());
                };
                out.insert(string(k, src)?, literal(v, src, depth + 1)?);
            }
            Ok(Json::Object(out))
        }
        "parenthesized_expression" => literal(
            node.named_child(0).ok_or("empty parentheses")?,
            src,
            depth + 1,
        ),
        _ => Err(format!(
            "`{}` is computed at run time",
            text(node, src).chars().take(40).collect::<String>()
        )),
    }
}

/// A call's (or an argument list's) arguments: the positional ones, and the keyword ones by name (comments skipped).
pub fn arguments<'t>(call: Node<'t>, src: &str) -> (Vec<Node<'t>>, Vec<(String, Node<'t>)>) {
    let (mut positional, mut keywords) = (Vec::new(), Vec::new());
    let args = match call.kind() {
        "argument_list" => Some(call),
        _ => call.child_by_field_name("arguments"),
    };
    let Some(args) = args else {
        return (positional, keywords);
    };
    let mut c = args.walk();
    for a in args.named_children(&mut c) {
        match a.kind() {
            "keyword_argument" => {
                if let (Some(k), Some(v)) = (
                    a.child_by_field_name("name"),
                    a.child_by_field_name("value"),
                ) {
                    keywords.push((text(k, src).to_string(), v));
                }
            }
            "comment" => {}
            _ => positional.push(a),
        }
    }
    (positional, keywords)
}

/// `Field(...)` (from pydantic): what it says of the field.
pub fn field_call(node: Node, src: &str, names: &Names) -> Option<FieldInfo> {
    if node.kind() != "call" {
        return None;
    }
    let callee = names.qualified(node.child_by_field_name("function")?, src)?;
    if !is(&callee, &["pydantic.Field", "pydantic.fields.Field"]) {
        return None;
    }
    let mut info = FieldInfo::default();
    let (positional, keywords) = arguments(node, src);
    if let Some(first) = positional.first() {
        info.default = default_value(*first, src);
    }
    for (key, v) in keywords {
        match key.as_str() {
            "description" => match string(v, src) {
                Ok(s) => info.description = Some(s),
                Err(_) => info.unmodelled.push(key),
            },
            "title" => match string(v, src) {
                Ok(s) => info.title = Some(s),
                Err(_) => info.unmodelled.push(key),
            },
            "default" => info.default = default_value(v, src),
            k if BOUNDS.contains(&k) => match literal(v, src, 0) {
                Ok(j) => info.constraints.push((key, j)),
                Err(_) => info.unmodelled.push(key),
            },
            _ => info.unmodelled.push(key),
        }
    }
    Some(info)
}

/// The `Field` keywords that bound a value.
const BOUNDS: &[&str] = &[
    "ge",
    "gt",
    "le",
    "lt",
    "multiple_of",
    "min_length",
    "max_length",
    "pattern",
];

/// A field's default as written: `...` means none (required).
fn default_value(node: Node, src: &str) -> Option<Result<Json, String>> {
    (text(node, src) != "...").then(|| literal(node, src, 0))
}

/// A type annotation as pydantic reads it.
pub fn annotation(node: Node, src: &str, names: &Names, depth: usize) -> PyType {
    if depth > MAX_DEPTH {
        return PyType::Unknown("a type nested too deeply".into());
    }
    let unknown = |n: Node| {
        PyType::Unknown(format!(
            "the type `{}` is not modelled",
            text(n, src).chars().take(60).collect::<String>()
        ))
    };
    match node.kind() {
        "type" => match node.named_child(0) {
            Some(inner) => annotation(inner, src, names, depth + 1),
            None => unknown(node),
        },
        "none" => PyType::None,
        "string" => PyType::Unknown("a type written as a string is not resolved yet".into()),
        "binary_operator" | "union_type" => {
            let (l, r) = match node.kind() {
                "union_type" => (node.named_child(0), node.named_child(1)),
                _ => (
                    node.child_by_field_name("left"),
                    node.child_by_field_name("right"),
                ),
            };
            let (Some(l), Some(r)) = (l, r) else {
                return unknown(node);
            };
            if node.kind() == "binary_operator"
                && node.child_by_field_name("operator").map(|o| text(o, src)) != Some("|")
            {
                return unknown(node);
            }
            let mut members = Vec::new();
            for side in [l, r] {
                match annotation(side, src, names, depth + 1) {
                    PyType::Union(m) => members.extend(m),
                    t => members.push(t),
                }
            }
            PyType::Union(members)
        }
        "identifier" | "attribute" => {
            let Some(q) = names.qualified(node, src) else {
                return unknown(node);
            };
            match q.as_str() {
                "str" => PyType::Str,
                "int" => PyType::Int,
                "float" => PyType::Float,
                "bool" => PyType::Bool,
                "bytes" => PyType::Bytes,
                "None" => PyType::None,
                "typing.Any" | "typing_extensions.Any" => PyType::Any,
                _ if fixed(&q).is_some() => fixed(&q).unwrap_or(PyType::Any),
                _ if names.enums.contains_key(q.as_str()) => {
                    PyType::Enum(names.enums[q.as_str()].0.clone())
                }
                _ if names.models.contains_key(q.as_str()) => PyType::Model(q.clone()),
                "list" | "typing.List" => PyType::List(Box::new(PyType::Any)),
                "dict" | "typing.Dict" => {
                    PyType::Dict(Box::new(PyType::Any), Box::new(PyType::Any))
                }
                _ => unknown(node),
            }
        }
        "generic_type" | "subscript" => subscript(node, src, names, depth),
        // `conint(ge=1)` and its kin: the base type with the constraints
        "call" => con_type(node, src, names, depth).unwrap_or_else(|| unknown(node)),
        _ => unknown(node),
    }
}

/// `X[...]`: containers, `Optional`, `Union`, `Literal`, `Annotated`.
fn subscript(node: Node, src: &str, names: &Names, depth: usize) -> PyType {
    let unknown = || {
        PyType::Unknown(format!(
            "the type `{}` is not modelled",
            text(node, src).chars().take(60).collect::<String>()
        ))
    };
    // the grammar writes `list[str]` in an annotation as a generic type (identifier +
    // type_parameter), and `typing.List[str]` as a subscript
    let (head, args): (Option<Node>, Vec<Node>) = match node.kind() {
        "generic_type" => {
            let head = node.named_child(0);
            let params = node.named_child(1);
            let mut args = Vec::new();
            if let Some(p) = params {
                let mut c = p.walk();
                args.extend(p.named_children(&mut c));
            }
            (head, args)
        }
        _ => {
            let head = node.child_by_field_name("value");
            let mut c = node.walk();
            let args = node.children_by_field_name("subscript", &mut c).collect();
            (head, args)
        }
    };
    let Some(q) = head.and_then(|h| names.qualified(h, src)) else {
        return unknown();
    };
    let ty = |n: &Node| annotation(*n, src, names, depth + 1);
    let typing = |name: &str| {
        [
            format!("typing.{name}"),
            format!("typing_extensions.{name}"),
        ]
        .contains(&q)
    };
    match q.as_str() {
        "list" | "typing.List" | "typing.Sequence" if args.len() == 1 && q != "typing.Sequence" => {
            PyType::List(Box::new(ty(&args[0])))
        }
        "set" | "frozenset" | "typing.Set" | "typing.FrozenSet" if args.len() == 1 => {
            PyType::Set(Box::new(ty(&args[0])))
        }
        "dict" | "typing.Dict" if args.len() == 2 => {
            PyType::Dict(Box::new(ty(&args[0])), Box::new(ty(&args[1])))
        }
        "tuple" | "typing.Tuple" if !args.iter().any(|a| text(*a, src) == "...") => {
            PyType::Tuple(args.iter().map(ty).collect())
        }
        _ if typing("Optional") && args.len() == 1 => match ty(&args[0]) {
            PyType::Union(mut m) => {
                if !m.contains(&PyType::None) {
                    m.push(PyType::None);
                }
                PyType::Union(m)
            }
            PyType::None => PyType::None,
            t => PyType::Union(vec![t, PyType::None]),
        },
        _ if typing("Union") => {
            let mut members = Vec::new();
            for a in &args {
                match ty(a) {
                    PyType::Union(m) => members.extend(m),
                    t if members.contains(&t) => {}
                    t => members.push(t),
                }
            }
            if members.len() == 1 {
                members.pop().unwrap_or(PyType::Any)
            } else {
                PyType::Union(members)
            }
        }
        _ if typing("Literal") => {
            let values: Result<Vec<Json>, String> = args
                .iter()
                .map(|a| literal(inner_type(*a), src, depth + 1))
                .collect();
            match values {
                Ok(v) => PyType::Literal(v),
                Err(why) => PyType::Unknown(why),
            }
        }
        _ if typing("Annotated") && !args.is_empty() => {
            let base = ty(&args[0]);
            let mut info = FieldInfo::default();
            for meta in &args[1..] {
                let meta = inner_type(*meta);
                match field_call(meta, src, names) {
                    Some(f) => {
                        info.description = f.description.or(info.description);
                        info.title = f.title.or(info.title);
                        info.default = f.default.or(info.default);
                        info.constraints.extend(f.constraints);
                        info.unmodelled.extend(f.unmodelled);
                    }
                    // the Python SDK gives a plain string in `Annotated` to nobody
                    None if meta.kind() == "string" => {}
                    None => match constraint_call(meta, src, names) {
                        Some(Ok(c)) => info.constraints.extend(c),
                        _ => info.unmodelled.push(format!(
                            "`{}` in `Annotated`",
                            text(meta, src).chars().take(40).collect::<String>()
                        )),
                    },
                }
            }
            PyType::Annotated(Box::new(base), Box::new(info))
        }
        _ => unknown(),
    }
}

/// The types whose schema is always the same, as pydantic 2.14 emits them.
fn fixed(q: &str) -> Option<PyType> {
    let schema = match q {
        "datetime.datetime" => json!({"format": "date-time", "type": "string"}),
        "datetime.date" => json!({"format": "date", "type": "string"}),
        "datetime.time" => json!({"format": "time", "type": "string"}),
        "datetime.timedelta" => json!({"format": "duration", "type": "string"}),
        "uuid.UUID" => json!({"format": "uuid", "type": "string"}),
        "pathlib.Path" => json!({"format": "path", "type": "string"}),
        "decimal.Decimal" => json!({"anyOf": [{"type": "number"}, {"type": "string"}]}),
        "pydantic.AnyUrl" => json!({"format": "uri", "minLength": 1, "type": "string"}),
        "pydantic.HttpUrl" => {
            json!({"format": "uri", "maxLength": 2083, "minLength": 1, "type": "string"})
        }
        "pydantic.SecretStr" => {
            json!({"format": "password", "type": "string", "writeOnly": true})
        }
        _ => return None,
    };
    match schema {
        Json::Object(m) => Some(PyType::Fixed(m)),
        _ => None,
    }
}

/// An annotated_types constraint (`Ge(0)`, `Interval(gt=0, lt=10)`, `Len(1, 2)`, …) as the
/// `Field` keywords it stands for.
fn constraint_call(
    node: Node,
    src: &str,
    names: &Names,
) -> Option<Result<Vec<(String, Json)>, String>> {
    if node.kind() != "call" {
        return None;
    }
    let q = names.qualified(node.child_by_field_name("function")?, src)?;
    let class = q.strip_prefix("annotated_types.")?;
    let (positional, keywords) = arguments(node, src);
    let one = |key: &str| -> Option<Result<Vec<(String, Json)>, String>> {
        let v = positional.first()?;
        Some(literal(*v, src, 0).map(|j| vec![(key.to_string(), j)]))
    };
    match class {
        "Ge" => one("ge"),
        "Gt" => one("gt"),
        "Le" => one("le"),
        "Lt" => one("lt"),
        "MultipleOf" => one("multiple_of"),
        "MinLen" => one("min_length"),
        "MaxLen" => one("max_length"),
        "Interval" => Some(
            keywords
                .iter()
                .map(|(k, v)| literal(*v, src, 0).map(|j| (k.clone(), j)))
                .collect(),
        ),
        "Len" => {
            let mut out = Vec::new();
            for (key, v) in ["min_length", "max_length"].iter().zip(&positional) {
                match literal(*v, src, 0) {
                    Ok(j) => out.push((key.to_string(), j)),
                    Err(e) => return Some(Err(e)),
                }
            }
            Some(Ok(out))
        }
        _ => None,
    }
}

/// `conint(...)`, `confloat(...)`, `constr(...)`, `conlist(T, ...)`, `conset(T, ...)`.
fn con_type(node: Node, src: &str, names: &Names, depth: usize) -> Option<PyType> {
    let q = names.qualified(node.child_by_field_name("function")?, src)?;
    let base = match q.as_str() {
        "pydantic.conint" => Some(PyType::Int),
        "pydantic.confloat" => Some(PyType::Float),
        "pydantic.constr" => Some(PyType::Str),
        "pydantic.conlist" | "pydantic.conset" => None,
        _ => return None,
    };
    let (positional, keywords) = arguments(node, src);
    let mut info = FieldInfo::default();
    let mut base = base;
    for (key, v) in &keywords {
        match literal(*v, src, 0) {
            Ok(j) if BOUNDS.contains(&key.as_str()) => info.constraints.push((key.clone(), j)),
            _ => info.unmodelled.push(key.clone()),
        }
    }
    for a in positional {
        if base.is_some() {
            info.unmodelled.push("a positional argument".into());
            continue;
        }
        let item = annotation(a, src, names, depth + 1);
        base = Some(if q == "pydantic.conset" {
            PyType::Set(Box::new(item))
        } else {
            PyType::List(Box::new(item))
        });
    }
    Some(PyType::Annotated(Box::new(base?), Box::new(info)))
}

/// The expression inside a `type` wrapper node (annotations wrap each subscript argument).
fn inner_type(n: Node) -> Node {
    if n.kind() == "type" {
        n.named_child(0).unwrap_or(n)
    } else {
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_string(src: &str) -> Result<String, String> {
        let tree = crate::syntax::parse(src, crate::syntax::Lang::Python);
        let stmt = tree.root_node().named_child(0).unwrap();
        string(stmt.named_child(0).unwrap(), src)
    }

    #[test]
    fn string_literals_evaluate_like_python() {
        assert_eq!(first_string(r#""a\tb\n""#).unwrap(), "a\tb\n");
        assert_eq!(first_string(r#"r"a\tb""#).unwrap(), "a\\tb");
        assert_eq!(first_string(r#""ab" 'cd'"#).unwrap(), "abcd");
        assert_eq!(first_string("'''x\n  y'''").unwrap(), "x\n  y");
        assert!(first_string(r#"f"{x}""#).is_err());
        assert!(first_string(r#"b"x""#).is_err());
        assert!(first_string(r#""\N{BULLET}""#).is_err());
    }
}
