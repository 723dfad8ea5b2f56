//! Values and types as a Python module writes them: literals, `Field(...)` calls and type
//! annotations, resolved through the module's imports. What cannot be known statically is an
//! `Unknown`/`Err` with its reason.

use std::collections::HashMap;
use std::rc::Rc;

use serde_json::{json, Value as Json};
use tree_sitter::Node;

use crate::syntax::{text, Field, Lang};
use crate::targets::pydantic::{
    annotated_description, python_title, ClassKind, EnumDef, FieldInfo, ModelConfig, ModelDef,
    Models, Param, PyType,
};

/// Nested types and literals deeper than this are not followed.
const MAX_DEPTH: usize = 64;

/// What the module's names mean: `from X import a as b` gives `b → X.a`, `import X as y` gives
/// `y → X`.
#[derive(Debug, Default)]
pub struct Names {
    imported: HashMap<String, String>,
    /// What each import statement names, in the order written (`import a.b` as `a.b.`).
    imports_in_order: Vec<String>,
    /// The modules `from X import *` takes every public name of.
    star_imports: Vec<String>,
    /// `__all__` as a literal list: the names a star import of this module takes.
    all: Option<Vec<String>>,
    /// The classes a name means here: the module's own by their names, those of other modules
    /// by the dotted name an annotation resolves to (`.models.Query`, `app.models.Query`).
    classes: HashMap<String, Class>,
    /// The module's own classes (enums and classes read as fields), with where each is
    /// defined.
    own: Vec<OwnClass>,
    /// The key that makes this module's class names unique in the run.
    prefix: String,
    /// `from __future__ import annotations`: every annotation is a string evaluated later.
    pub future_annotations: bool,
    /// What a class statement of the module raises while the module loads, and where.
    pub load_error: Option<(String, usize, usize)>,
    /// Every class of the run read as fields, by key.
    pub models: Rc<Models>,
    /// Type aliases (`Path = Annotated[str, Field(...)]`) a name means here: the module's own by
    /// their names, those it imports by the dotted name an annotation resolves to.
    aliases: HashMap<String, PyType>,
}

/// A class an annotation may name.
#[derive(Debug, Clone)]
pub enum Class {
    Enum(Rc<EnumClass>),
    /// A class read as fields, by its key in [`Models`].
    Model(String),
}

/// An `Enum` class: its definition for the schema, and its members by name.
type EnumClass = (Rc<EnumDef>, Vec<(String, Json)>);

/// A class the module defines.
#[derive(Debug)]
struct OwnClass {
    name: String,
    at: usize,
    end: usize,
    /// `None` for an enum.
    shape: Option<Shape>,
}

/// What a class read as fields derives from.
#[derive(Debug, Clone)]
enum Shape {
    /// `BaseModel`, `TypedDict`, `NamedTuple` or nothing (a dataclass).
    Known(ClassKind),
    /// Another class, by the dotted name its base resolves to here: its kind and fields come
    /// from that class once every module is linked.
    Derived { base: String, dataclass: bool },
}

/// Base classes are followed this many levels deep.
const MAX_BASES: usize = 16;

impl Names {
    /// The module's imports and classes; `prefix` makes its class keys unique in the run. The
    /// fields of its classes are read by [`read_all`] once the names of every module
    /// are linked, since they may refer to classes of other modules.
    pub fn of(root: Node, src: &str, prefix: &str) -> Names {
        let mut names = Names {
            prefix: prefix.to_string(),
            ..Names::default()
        };
        // listed once: a tree cursor steps through a long module's statements slowly
        let mut c = root.walk();
        let statements: Vec<Node> = root.named_children(&mut c).collect();
        for &stmt in &statements {
            match stmt.kind() {
                "future_import_statement" if text(stmt, src).contains("annotations") => {
                    names.future_annotations = true;
                }
                "import_from_statement" => {
                    let Some(module) = stmt.field("module_name") else {
                        continue;
                    };
                    let module = text(module, src).to_string();
                    let mut c2 = stmt.walk();
                    if stmt
                        .named_children(&mut c2)
                        .any(|n| n.kind() == "wildcard_import")
                    {
                        // in order for when modules run; `*` names no module
                        names.imports_in_order.push(format!("{module}.*"));
                        names.star_imports.push(module.clone());
                        continue;
                    }
                    for name in stmt.children_by_field_name("name", &mut c2) {
                        let (full, local) = match name.kind() {
                            "aliased_import" => (
                                name.field("name").map(|n| text(n, src)),
                                name.field("alias").map(|n| text(n, src)),
                            ),
                            _ => (Some(text(name, src)), Some(text(name, src))),
                        };
                        if let (Some(full), Some(local)) = (full, local) {
                            // `from . import models` names the module `.models`
                            let q = if module.chars().all(|c| c == '.') {
                                format!("{module}{full}")
                            } else {
                                format!("{module}.{full}")
                            };
                            names.imports_in_order.push(q.clone());
                            names.imported.insert(local.to_string(), q);
                        }
                    }
                }
                "expression_statement" => {
                    let all = stmt.named_child(0).filter(|a| {
                        a.kind() == "assignment"
                            && a.field("left").map(|l| text(l, src)) == Some("__all__")
                    });
                    if let Some(value) = all.and_then(|a| a.field("right")) {
                        // an `__all__` computed at run time exports nothing toolsight can name
                        names.all = Some(match literal(value, src, 0) {
                            Ok(Json::Array(items)) => items
                                .into_iter()
                                .filter_map(|i| i.as_str().map(str::to_string))
                                .collect(),
                            _ => Vec::new(),
                        });
                    }
                }
                "import_statement" => {
                    let mut c2 = stmt.walk();
                    for name in stmt.children_by_field_name("name", &mut c2) {
                        match name.kind() {
                            "aliased_import" => {
                                if let (Some(full), Some(alias)) =
                                    (name.field("name"), name.field("alias"))
                                {
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
                _ => {}
            }
        }
        // classes after every import: a base or decorator may be imported below the class
        for &stmt in &statements {
            let Some((class, decorators)) = class_statement(stmt) else {
                continue;
            };
            if decorators.is_empty() {
                if let Some((name, e)) = enum_class(class, src, &names) {
                    names.classes.insert(name.clone(), Class::Enum(Rc::new(e)));
                    names.own.push(OwnClass {
                        name,
                        at: stmt.start_byte(),
                        end: stmt.end_byte(),
                        shape: None,
                    });
                    continue;
                }
            }
            if let Some((name, shape)) = class_shape(class, &decorators, src, &names) {
                if let Shape::Known(ClassKind::Dataclass)
                | Shape::Derived {
                    dataclass: true, ..
                } = shape
                {
                    if names.load_error.is_none() {
                        names.load_error = mutable_default(class, src, &names);
                    }
                }
                let key = format!("{}{name}", names.prefix);
                names.classes.insert(name.clone(), Class::Model(key));
                names.own.push(OwnClass {
                    name,
                    at: stmt.start_byte(),
                    end: stmt.end_byte(),
                    shape: Some(shape),
                });
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

    /// The class a name of this module means to another module importing it: its own class, or
    /// one it imports (a re-export, as a package's `__init__.py` makes).
    pub fn exported(&self, name: &str) -> Option<&Class> {
        let q = self.imported.get(name).map_or(name, String::as_str);
        self.classes.get(q)
    }

    /// Every class another module reaches through this one as a module (`m.Query` after
    /// `import app.models as m`), by name.
    pub fn exports(&self) -> Vec<(String, Class)> {
        // its own classes and those a star import brought, named plainly
        let mut out: Vec<(String, Class)> = self
            .classes
            .iter()
            .filter(|(n, _)| !n.contains('.'))
            .map(|(n, c)| (n.clone(), c.clone()))
            .collect();
        for (local, q) in &self.imported {
            if let Some(c) = self.classes.get(q) {
                out.push((local.clone(), c.clone()));
            }
        }
        out
    }

    /// The modules this one star-imports (`from .models import *`).
    pub fn star_imports(&self) -> impl Iterator<Item = &str> {
        self.star_imports.iter().map(String::as_str)
    }

    /// The classes `from <this module> import *` takes: those `__all__` lists, else every
    /// public one.
    pub fn star_exports(&self) -> Vec<(String, Class)> {
        self.exports()
            .into_iter()
            .filter(|(n, _)| match &self.all {
                Some(all) => all.contains(n),
                None => !n.starts_with('_'),
            })
            .collect()
    }

    /// Makes `name` mean a class of another module here; `false` when it already did.
    /// Adds what an alias name means here; whether it is new.
    pub fn link_alias(&mut self, name: String, ty: PyType) -> bool {
        if self.aliases.contains_key(&name) {
            return false;
        }
        self.aliases.insert(name, ty);
        true
    }

    /// The alias a name of the module means (its own, by the name).
    pub fn alias(&self, name: &str) -> Option<&PyType> {
        self.aliases.get(name)
    }

    pub fn link(&mut self, name: String, class: Class) -> bool {
        if self.classes.contains_key(&name) {
            return false;
        }
        self.classes.insert(name, class);
        true
    }

    /// The module's own classes read as fields: each one's key, and where its statement is.
    pub fn own_classes(&self) -> impl Iterator<Item = (String, usize, usize)> + '_ {
        self.own
            .iter()
            .filter(|o| o.shape.is_some())
            .map(|o| (self.key(&o.name), o.at, o.end))
    }

    /// The key of an own class.
    fn key(&self, name: &str) -> String {
        format!("{}{name}", self.prefix)
    }

    /// The kinds of the module's own classes that say theirs, by key.
    fn known_kinds(&self) -> impl Iterator<Item = (String, ClassKind)> + '_ {
        self.own.iter().filter_map(|o| match &o.shape {
            Some(Shape::Known(k)) => Some((self.key(&o.name), k.clone())),
            _ => None,
        })
    }

    /// The module's own derived classes by key, with the key of the class each derives from
    /// when it is one of the run's.
    fn bases(&self) -> impl Iterator<Item = (String, Option<String>)> + '_ {
        self.own.iter().filter_map(|o| match &o.shape {
            Some(Shape::Derived { base, .. }) => {
                let base = match self.classes.get(base) {
                    Some(Class::Model(k)) => Some(k.clone()),
                    _ => None,
                };
                Some((self.key(&o.name), base))
            }
            _ => None,
        })
    }

    /// The fields of the module's own classes, read with every class of the run known and the
    /// kind of every class (derived ones included) decided.
    fn read_classes(
        &self,
        statements: &[Node],
        src: &str,
        kinds: &HashMap<String, ClassKind>,
    ) -> Vec<(String, ModelDef)> {
        let mut out = Vec::new();
        for &stmt in statements {
            let Some((class, _)) = class_statement(stmt) else {
                continue;
            };
            let Some(name) = class.field("name").map(|n| text(n, src)) else {
                continue;
            };
            let Some(Some(shape)) = self
                .own
                .iter()
                .find(|o| o.name == name && o.at == stmt.start_byte())
                .map(|o| &o.shape)
            else {
                continue;
            };
            let key = self.key(name);
            let (kind, base) = match shape {
                Shape::Known(k) => (Some(k.clone()), None),
                Shape::Derived { base, dataclass } => {
                    let kind = kinds.get(&key).cloned();
                    // a dataclass derives from a dataclass, other classes from their own kind
                    let fits = kind.as_ref().is_some_and(|k| {
                        *k != ClassKind::NamedTuple && (*k == ClassKind::Dataclass) == *dataclass
                    });
                    (kind.filter(|_| fits), Some(base))
                }
            };
            let model = match kind {
                Some(kind) => class_fields(class, kind, src, self),
                None => Some(ModelDef {
                    name: name.to_string(),
                    unmodelled: vec![format!(
                        "deriving from `{}`",
                        base.map_or("another class", String::as_str)
                    )],
                    ..ModelDef::default()
                }),
            };
            out.extend(model.map(|m| (key, m)));
        }
        out
    }

    /// Where the module defines a class of its own, which a string annotation evaluated before
    /// that cannot name yet.
    pub fn defined_at(&self, name: &str) -> Option<usize> {
        self.own.iter().find(|o| o.name == name).map(|o| o.at)
    }

    /// `Color.RED` of an `Enum` class, or of an alias of one: the member's value.
    pub fn enum_member(&self, node: Node, src: &str) -> Option<Json> {
        if node.kind() != "attribute" {
            return None;
        }
        let object = node.field("object")?;
        let class = self.qualified(object, src)?;
        let member = text(node.field("attribute")?, src);
        let e = match self.classes.get(&class) {
            Some(Class::Enum(e)) => e,
            Some(_) => return None,
            // an alias of the class (`Shade = Color`): the class it names
            None => {
                let alias = (self.aliases.get(&class)).or(self.aliases.get(text(object, src)));
                let Some(PyType::Enum(def)) = alias else {
                    return None;
                };
                self.classes.values().find_map(|c| match c {
                    Class::Enum(e) if Rc::ptr_eq(&e.0, def) => Some(e),
                    _ => None,
                })?
            }
        };
        e.1.iter()
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
                let object = self.qualified(node.field("object")?, src)?;
                let attr = text(node.field("attribute")?, src);
                Some(format!("{object}.{attr}"))
            }
            _ => None,
        }
    }
}

/// A top-level class statement, with its decorators.
fn class_statement(stmt: Node) -> Option<(Node, Vec<Node>)> {
    match stmt.kind() {
        "class_definition" => Some((stmt, Vec::new())),
        "decorated_definition" => {
            let class = stmt
                .field("definition")
                .filter(|d| d.kind() == "class_definition")?;
            let mut c = stmt.walk();
            let decorators = stmt
                .named_children(&mut c)
                .filter(|n| n.kind() == "decorator")
                .collect();
            Some((class, decorators))
        }
        _ => None,
    }
}

/// How `enum.auto()` makes a member's value.
#[derive(Clone, Copy)]
enum Auto {
    Name,
    Next,
    Bit,
}

/// `auto()` from the `enum` module.
fn is_auto(node: Node, src: &str, names: &Names) -> bool {
    node.kind() == "call"
        && arguments(node, src) == (Vec::new(), Vec::new())
        && node
            .field("function")
            .and_then(|f| names.qualified(f, src))
            .is_some_and(|q| q == "enum.auto")
}

/// `class Color(str, Enum): RED = "red"` as pydantic sees it; `None` when it is not an enum or
/// a member's value is not a literal.
fn enum_class(class: Node, src: &str, names: &Names) -> Option<(String, EnumClass)> {
    let name = text(class.field("name")?, src).to_string();
    let bases = class.field("superclasses")?;
    let (positional, _) = arguments(bases, src);
    let qualified: Vec<String> = positional
        .iter()
        .filter_map(|b| names.qualified(*b, src))
        .collect();
    let kinds = [
        "enum.Enum",
        "enum.IntEnum",
        "enum.StrEnum",
        "enum.Flag",
        "enum.IntFlag",
    ];
    if !qualified.iter().any(|q| is(q, &kinds)) || qualified.len() != positional.len() {
        return None;
    }
    // what `auto()` gives: the lower-cased name in a `StrEnum`, the next power of two in a
    // flag, the next integer otherwise; after a mixin (`str, Enum`) it is left unread
    let auto = match qualified.as_slice() {
        [q] if q == "enum.StrEnum" => Some(Auto::Name),
        [q] if q == "enum.Flag" || q == "enum.IntFlag" => Some(Auto::Bit),
        [_] => Some(Auto::Next),
        _ => None,
    };
    let body = class.field("body")?;
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
                let left = text(expr.field("left")?, src).to_string();
                let right = expr.field("right")?;
                let value = match literal(right, src, 0) {
                    Ok(v) => v,
                    Err(_) if is_auto(right, src, names) => {
                        let mut last = members
                            .iter()
                            .filter_map(|(_, v): &(String, Json)| v.as_i64());
                        match auto? {
                            Auto::Name => json!(left.to_lowercase()),
                            Auto::Next => {
                                json!(last.next_back().map_or(Some(1), |v| v.checked_add(1))?)
                            }
                            Auto::Bit => json!(last.max().map_or(Some(1), |v| {
                                (v >= 0)
                                    .then(|| 1i64.checked_shl(64 - v.leading_zeros()))
                                    .flatten()
                            })?),
                        }
                    }
                    Err(_) => return None,
                };
                members.push((left, value));
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

/// A class pydantic reads as fields: deriving from `BaseModel`, `TypedDict` or `NamedTuple`
/// directly, or decorated as a dataclass, with its name; what its decorator or bases say
/// beyond that is in the unmodelled parts [`class_fields`] reports.
fn class_shape(
    class: Node,
    decorators: &[Node],
    src: &str,
    names: &Names,
) -> Option<(String, Shape)> {
    let name = text(class.field("name")?, src).to_string();
    let bases = class.field("superclasses");
    let (positional, keywords) = bases.map(|b| arguments(b, src)).unwrap_or_default();
    let base = match positional.as_slice() {
        [] => None,
        [one] => Some(names.qualified(*one, src)?),
        _ => return None,
    };
    if let Some(d) = decorators.first() {
        let expr = d.named_child(0)?;
        let callee = match expr.kind() {
            "call" => expr.field("function")?,
            _ => expr,
        };
        let q = names.qualified(callee, src)?;
        let dataclass = decorators.len() == 1
            && keywords.is_empty()
            && is(
                &q,
                &["dataclasses.dataclass", "pydantic.dataclasses.dataclass"],
            );
        if !dataclass {
            return None;
        }
        // a dataclass deriving from a dataclass also has the fields of its base
        return Some((
            name,
            match base {
                None => Shape::Known(ClassKind::Dataclass),
                Some(base) => Shape::Derived {
                    base,
                    dataclass: true,
                },
            },
        ));
    }
    let shape = match base?.as_str() {
        "pydantic.BaseModel" | "pydantic.main.BaseModel" if keywords.is_empty() => {
            Shape::Known(ClassKind::BaseModel)
        }
        "typing.TypedDict" => Shape::Known(ClassKind::TypedDict { typing: true }),
        "typing_extensions.TypedDict" => Shape::Known(ClassKind::TypedDict { typing: false }),
        "typing.NamedTuple" if keywords.is_empty() => Shape::Known(ClassKind::NamedTuple),
        "pydantic.BaseModel" | "pydantic.main.BaseModel" | "typing.NamedTuple" => return None,
        base => Shape::Derived {
            base: base.to_string(),
            dataclass: false,
        },
    };
    Some((name, shape))
}

/// `dataclasses` refuses a list, dict or set as a field's default when the class is made: the
/// `ValueError` it raises, and where.
fn mutable_default(class: Node, src: &str, names: &Names) -> Option<(String, usize, usize)> {
    let body = class.field("body")?;
    let mut c = body.walk();
    for stmt in body.named_children(&mut c) {
        let Some(assign) = stmt
            .named_child(0)
            .filter(|a| stmt.kind() == "expression_statement" && a.kind() == "assignment")
        else {
            continue;
        };
        let (Some(left), Some(ty), Some(mut value)) = (
            assign.field("left"),
            assign.field("type"),
            assign.field("right"),
        ) else {
            continue;
        };
        if is_class_var(ty, src, names) {
            continue;
        }
        // `field(default=[])` is refused the same way
        if value.kind() == "call"
            && value
                .field("function")
                .and_then(|f| names.qualified(f, src))
                .as_deref()
                == Some("dataclasses.field")
        {
            match arguments(value, src)
                .1
                .into_iter()
                .find(|(k, _)| k == "default")
            {
                Some((_, d)) => value = d,
                None => continue,
            }
        }
        let class_name = match value.kind() {
            "list" | "list_comprehension" => "list",
            "dictionary" | "dictionary_comprehension" => "dict",
            "set" | "set_comprehension" => "set",
            _ => continue,
        };
        let field = text(left, src);
        return Some((
            format!("ValueError: mutable default <class '{class_name}'> for field {field} is not allowed: use default_factory"),
            stmt.start_byte(),
            stmt.end_byte(),
        ));
    }
    None
}

/// Every class of the run read as fields, by key: the kind of a derived class is its base's,
/// and its fields follow its base's, a field it writes again staying where the base has it.
pub fn read_all(modules: &[(&Names, &[Node], &str)]) -> Models {
    let mut kinds: HashMap<String, ClassKind> = modules
        .iter()
        .flat_map(|(n, _, _)| n.known_kinds())
        .collect();
    let bases: Vec<(String, Option<String>)> =
        modules.iter().flat_map(|(n, _, _)| n.bases()).collect();
    for _ in 0..MAX_BASES {
        let mut changed = false;
        for (key, base) in &bases {
            if kinds.contains_key(key) {
                continue;
            }
            if let Some(k) = base.as_ref().and_then(|b| kinds.get(b)).cloned() {
                kinds.insert(key.clone(), k);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut models: Models = modules
        .iter()
        .flat_map(|(n, statements, src)| n.read_classes(statements, src, &kinds))
        .collect();
    let derived: Vec<&String> = bases.iter().map(|(k, _)| k).collect();
    for (key, m) in models.iter_mut() {
        if !derived.contains(&key) {
            settle(m);
        }
    }
    // each derived class once its base has its inherited fields
    let mut pending: Vec<(String, String)> = bases
        .into_iter()
        .filter(|(k, _)| kinds.contains_key(k))
        .filter_map(|(k, b)| Some((k, b?)))
        .collect();
    for _ in 0..MAX_BASES {
        let waiting: Vec<String> = pending.iter().map(|(k, _)| k.clone()).collect();
        let (ready, rest): (Vec<_>, Vec<_>) =
            pending.into_iter().partition(|(_, b)| !waiting.contains(b));
        for (key, base) in ready {
            if let (Some(base), Some(mut child)) = (models.get(&base).cloned(), models.remove(&key))
            {
                inherit(&mut child, &base);
                settle(&mut child);
                models.insert(key, child);
            }
        }
        pending = rest;
        if pending.is_empty() {
            break;
        }
    }
    for (key, _) in pending {
        if let Some(m) = models.get_mut(&key) {
            m.unmodelled.push("base classes nested too deeply".into());
        }
    }
    models
}

/// A derived class as pydantic collects it: the base's fields first (one written again keeps
/// the base's place), the base's configuration under the class's own, the class's own
/// docstring only.
fn inherit(child: &mut ModelDef, base: &ModelDef) {
    let mut fields = base.fields.clone();
    for f in std::mem::take(&mut child.fields) {
        match fields.iter().position(|b| b.name == f.name) {
            Some(at) => fields[at] = f,
            None => fields.push(f),
        }
    }
    child.fields = fields;
    let c = &mut child.config;
    c.title = c.title.take().or(base.config.title.clone());
    c.additional = c.additional.or(base.config.additional);
    c.extra = c.extra.take().or(base.config.extra.clone());
    c.alias_generator = c.alias_generator.or(base.config.alias_generator);
    c.attribute_docstrings = c.attribute_docstrings.or(base.config.attribute_docstrings);
    child.unmodelled.extend(base.unmodelled.iter().cloned());
    child
        .unmodelled_output
        .extend(base.unmodelled_output.iter().cloned());
}

/// The per-field settings of a class's configuration (its own, or its base's), applied once
/// its fields are collected: the alias generator names every field not named by an alias
/// written on it, a base's fields included; an attribute docstring describes a field the class
/// itself defines (a base's were settled by the base) when no `Field` does.
fn settle(model: &mut ModelDef) {
    let docs = model.config.attribute_docstrings == Some(true);
    for f in &mut model.fields {
        if let Some(d) = f.field.attribute_doc.take() {
            let described = f.ty.as_ref().is_some_and(annotated_description);
            if docs && !described {
                f.field.description.get_or_insert(d);
            }
        }
        if let Some(generate) = model.config.alias_generator {
            f.field.generated_alias = Some(generate(&f.name));
        }
    }
}

/// A method whose decorators leave the class's JSON schema as its fields make it: validators
/// of the whole model in any mode, validators of fields that run before, after or around the
/// field's own (a `plain` one replaces the field's schema), and the descriptors of plain
/// Python.
fn schema_neutral_method(stmt: Node, src: &str, names: &Names) -> bool {
    if stmt
        .field("definition")
        .is_none_or(|d| d.kind() != "function_definition")
    {
        return false;
    }
    let mut c = stmt.walk();
    let decorators: Vec<Node> = stmt
        .named_children(&mut c)
        .filter(|n| n.kind() == "decorator")
        .filter_map(|d| d.named_child(0))
        .collect();
    decorators.iter().all(|d| {
        let callee = match d.kind() {
            "call" => d.field("function").unwrap_or(*d),
            _ => *d,
        };
        let q = names.qualified(callee, src).unwrap_or_default();
        match q.as_str() {
            "classmethod" | "staticmethod" | "property" | "functools.cached_property" => {
                d.kind() != "call"
            }
            "pydantic.model_validator" | "pydantic.functional_validators.model_validator" => {
                d.kind() == "call"
            }
            "pydantic.field_validator" | "pydantic.functional_validators.field_validator" => {
                d.kind() == "call"
                    && arguments(*d, src).1.iter().all(|(k, v)| match k.as_str() {
                        "mode" => {
                            matches!(string(*v, src).as_deref(), Ok("before" | "after" | "wrap"))
                        }
                        "json_schema_input_type" => false,
                        _ => true,
                    })
            }
            _ => false,
        }
    })
}

/// The fields of a class pydantic reads, and what in the class may change its schema beyond
/// them.
fn class_fields(class: Node, kind: ClassKind, src: &str, names: &Names) -> Option<ModelDef> {
    let name = text(class.field("name")?, src).to_string();
    let body = class.field("body")?;
    let mut model = ModelDef {
        name,
        kind: kind.clone(),
        ..ModelDef::default()
    };
    let clip = |n: Node| {
        text(n, src)
            .lines()
            .next()
            .unwrap_or("")
            .chars()
            .take(40)
            .collect::<String>()
    };
    let decorator = class
        .parent()
        .filter(|p| p.kind() == "decorated_definition")
        .and_then(|p| p.named_child(0))
        .and_then(|d| d.named_child(0));
    let pydantic_dataclass = decorator
        .map(|d| match d.kind() {
            "call" => d.field("function").unwrap_or(d),
            _ => d,
        })
        .and_then(|d| names.qualified(d, src))
        .is_some_and(|q| q.starts_with("pydantic."));
    model.pydantic_dataclass = pydantic_dataclass;
    if let Some(decorator) = decorator {
        for (k, _) in arguments(decorator, src).1 {
            // these change how instances behave, not what validates
            if !is(
                &k,
                &[
                    "frozen",
                    "order",
                    "eq",
                    "repr",
                    "unsafe_hash",
                    "slots",
                    "kw_only",
                ],
            ) {
                model.unmodelled.push(format!("`dataclass({k}=...)`"));
            }
        }
    }
    let total = class
        .field("superclasses")
        .map(|b| arguments(b, src).1)
        .unwrap_or_default()
        .into_iter()
        .all(|(k, v)| match (k.as_str(), text(v, src)) {
            ("total", "False") => false,
            ("total", "True") => true,
            _ => {
                model.unmodelled.push(format!("`{k}=` in the class bases"));
                true
            }
        });
    let mut config = None;
    // attribute docstrings by field index, applied once the configuration is known
    let mut attribute_docs: Vec<(usize, String)> = Vec::new();
    let mut previous_field: Option<usize> = None;
    let mut c = body.walk();
    for (i, stmt) in body.named_children(&mut c).enumerate() {
        let after_field = previous_field.take();
        match stmt.kind() {
            "expression_statement" => {
                let Some(expr) = stmt.named_child(0) else {
                    continue;
                };
                match expr.kind() {
                    // pydantic drops a stdlib dataclass's docstring that looks like the
                    // signature `dataclass` writes when there is none
                    "string" if i == 0 => match string(expr, src) {
                        Ok(d)
                            if kind == ClassKind::Dataclass
                                && d.starts_with(&format!("{}(", model.name)) =>
                        {
                            if pydantic_dataclass {
                                model.unmodelled.push(
                                    "a docstring that starts like the class's signature".into(),
                                );
                            }
                        }
                        d => model.description = d.ok().map(|d| cleandoc(&d)),
                    },
                    "string" => {
                        if let (Some(f), Ok(d)) = (after_field, string(expr, src)) {
                            attribute_docs.push((f, cleandoc(&d)));
                        }
                    }
                    "assignment" => {
                        let Some(left) = expr.field("left") else {
                            continue;
                        };
                        let field_name = text(left, src).to_string();
                        let Some(ty) = expr.field("type") else {
                            if field_name == "model_config" && kind == ClassKind::BaseModel {
                                config = expr.field("right");
                            } else {
                                model
                                    .unmodelled
                                    .push(format!("`{}` in the class", clip(expr)));
                            }
                            continue;
                        };
                        // `_x: int = 0` is a private attribute, not a field
                        if field_name.starts_with('_') || is_class_var(ty, src, names) {
                            continue;
                        }
                        let (ty, required) = typed_dict_key(ty, src, names);
                        let mut field = FieldInfo::default();
                        if let Some(d) = expr.field("right") {
                            match field_call(d, src, names) {
                                Some(f) => {
                                    // what a pydantic dataclass leaves of a `Field` on the class,
                                    // and a factory a stdlib one keeps, is not measured
                                    if kind == ClassKind::Dataclass
                                        && (pydantic_dataclass || f.optional)
                                    {
                                        model
                                            .unmodelled_output
                                            .push("`Field(...)` as a dataclass default".into());
                                    }
                                    field = f
                                }
                                None => match dataclass_field(d, src, names) {
                                    Some(f) if kind == ClassKind::Dataclass => field = f,
                                    _ => field.default = default_value(d, src, names),
                                },
                            }
                        }
                        if let ClassKind::TypedDict { .. } = kind {
                            field.optional = !required.unwrap_or(total);
                        }
                        previous_field = Some(model.fields.len());
                        model.fields.push(Param {
                            name: field_name,
                            ty: Some(annotation(ty, src, names, 0)),
                            field,
                        });
                    }
                    _ => {}
                }
            }
            "function_definition" => {}
            "decorated_definition" if schema_neutral_method(stmt, src, names) => {}
            "pass_statement" | "comment" => {}
            _ => model
                .unmodelled
                .push(format!("`{}` in the class", clip(stmt))),
        }
    }
    for (f, d) in attribute_docs {
        model.fields[f].field.attribute_doc = Some(d);
    }
    if let Some(config) = config {
        model.config = model_config(config, src, names, &mut model);
    }
    Some(model)
}

/// `ClassVar[...]` marks a class attribute, not a field.
fn is_class_var(ty: Node, src: &str, names: &Names) -> bool {
    let node = inner_type(ty);
    let head = match node.kind() {
        "generic_type" => node.named_child(0),
        "subscript" => node.field("value"),
        _ => Some(node),
    };
    head.and_then(|h| names.qualified(h, src))
        .is_some_and(|q| is(&q, &["typing.ClassVar", "typing_extensions.ClassVar"]))
}

/// `Required[T]` / `NotRequired[T]` of a `TypedDict` key: the type inside, and whether the
/// key is required (`None` when the class's `total` decides).
fn typed_dict_key<'t>(ty: Node<'t>, src: &str, names: &Names) -> (Node<'t>, Option<bool>) {
    let node = inner_type(ty);
    let (head, arg) = match node.kind() {
        "generic_type" => (
            node.named_child(0),
            node.named_child(1).and_then(|p| p.named_child(0)),
        ),
        "subscript" => (node.field("value"), node.field("subscript")),
        _ => (None, None),
    };
    let q = head
        .and_then(|h| names.qualified(h, src))
        .unwrap_or_default();
    match (q.as_str(), arg) {
        ("typing.Required" | "typing_extensions.Required", Some(a)) => (a, Some(true)),
        ("typing.NotRequired" | "typing_extensions.NotRequired", Some(a)) => (a, Some(false)),
        _ => (ty, None),
    }
}

/// `field(default=..., default_factory=...)` of the `dataclasses` module.
fn dataclass_field(node: Node, src: &str, names: &Names) -> Option<FieldInfo> {
    if node.kind() != "call" {
        return None;
    }
    let callee = names.qualified(node.field("function")?, src)?;
    if callee != "dataclasses.field" {
        return None;
    }
    let mut info = FieldInfo::default();
    for (key, v) in arguments(node, src).1 {
        match key.as_str() {
            "default" => info.default = Some(literal(v, src, 0)),
            // the factory's value is not shown: the field is only not required
            "default_factory" => info.optional = true,
            "repr" | "compare" | "hash" | "kw_only" => {}
            _ => info.unmodelled.push(format!("`field({key}=...)`")),
        }
    }
    Some(info)
}

/// `model_config = ConfigDict(...)` (or a dict literal): what changes the schema. What it does
/// not model goes to `model.unmodelled`.
fn model_config(node: Node, src: &str, names: &Names, model: &mut ModelDef) -> ModelConfig {
    let mut config = ModelConfig::default();
    let mut entries: Vec<(String, Node)> = Vec::new();
    match node.kind() {
        "call"
            if node
                .field("function")
                .and_then(|f| names.qualified(f, src))
                .is_some_and(|q| {
                    is(&q, &["pydantic.ConfigDict", "pydantic.config.ConfigDict"])
                }) =>
        {
            let (positional, keywords) = arguments(node, src);
            if !positional.is_empty() {
                model
                    .unmodelled
                    .push("a positional `ConfigDict` argument".into());
            }
            entries = keywords;
        }
        "dictionary" => {
            let mut c = node.walk();
            for pair in node.named_children(&mut c) {
                match (
                    pair.field("key").map(|k| string(k, src)),
                    pair.field("value"),
                ) {
                    (Some(Ok(k)), Some(v)) => entries.push((k, v)),
                    _ => model.unmodelled.push("a `model_config` entry".into()),
                }
            }
        }
        _ => {
            model
                .unmodelled
                .push("a `model_config` computed at run time".into());
            return config;
        }
    }
    for (key, v) in entries {
        let value = literal(v, src, 0);
        match (key.as_str(), value) {
            ("title", Ok(Json::String(t))) => config.title = Some(t),
            ("extra", Ok(Json::String(e))) if e == "forbid" => config.additional = Some(false),
            ("extra", Ok(Json::String(e))) if e == "allow" => config.additional = Some(true),
            ("extra", Ok(Json::String(e))) if e == "ignore" => {}
            ("json_schema_extra", Ok(Json::Object(m))) => config.extra = Some(m),
            ("use_attribute_docstrings", Ok(Json::Bool(b))) => {
                config.attribute_docstrings = Some(b)
            }
            ("alias_generator", _) => {
                config.alias_generator = match names.qualified(v, src).as_deref() {
                    Some("pydantic.alias_generators.to_camel") => Some(to_camel),
                    Some("pydantic.alias_generators.to_pascal") => Some(to_pascal),
                    Some("pydantic.alias_generators.to_snake") => Some(to_snake),
                    _ => {
                        model
                            .unmodelled
                            .push(format!("`alias_generator={}`", text(v, src)));
                        None
                    }
                }
            }
            // these change how values validate or behave, not the schema
            (
                "populate_by_name"
                | "validate_by_name"
                | "frozen"
                | "str_strip_whitespace"
                | "str_to_lower"
                | "str_to_upper"
                | "validate_assignment"
                | "arbitrary_types_allowed"
                | "from_attributes"
                | "use_enum_values"
                | "validate_default"
                | "revalidate_instances"
                | "validate_return",
                Ok(_),
            ) => {}
            // its default: the aliases name the fields, as without it
            ("validate_by_alias", Ok(Json::Bool(true))) => {}
            _ => model.unmodelled.push(format!("`model_config` `{key}`")),
        }
    }
    config
}

/// pydantic's `to_pascal`: `str.title()`, then the underscores before a capital or digit
/// dropped.
fn to_pascal(snake: &str) -> String {
    let titled: Vec<char> = python_title(snake).chars().collect();
    let mut out = String::new();
    for (i, c) in titled.iter().enumerate() {
        let drop = *c == '_'
            && i > 0
            && titled[i - 1].is_ascii_alphanumeric()
            && titled
                .get(i + 1)
                .is_some_and(|n| n.is_ascii_uppercase() || n.is_ascii_digit());
        if !drop {
            out.push(*c);
        }
    }
    out
}

/// pydantic's `to_camel`: a name already in camel case as it is, else `to_pascal` with its
/// first capital (after leading underscores) lowered.
fn to_camel(snake: &str) -> String {
    let b = snake.as_bytes();
    let already = b.first().is_some_and(u8::is_ascii_lowercase)
        && b.iter().all(u8::is_ascii_alphanumeric)
        && !b
            .windows(2)
            .any(|w| w[0].is_ascii_digit() && w[1].is_ascii_lowercase());
    if already {
        return snake.to_string();
    }
    let pascal = to_pascal(snake);
    let skip = pascal.len() - pascal.trim_start_matches('_').len();
    let mut out = pascal[..skip].to_string();
    let mut rest = pascal[skip..].chars();
    match rest.next() {
        Some(c) if c.is_ascii_uppercase() => out.push(c.to_ascii_lowercase()),
        Some(c) => out.push(c),
        None => {}
    }
    out.extend(rest);
    out
}

/// pydantic's `to_snake`: underscores between an acronym and a word, a lower letter and a
/// capital, a digit and a capital, a lower letter and a digit; hyphens as underscores; lowered.
fn to_snake(camel: &str) -> String {
    let insert = |s: &str, at: &dyn Fn(&[char], usize) -> bool| -> String {
        let c: Vec<char> = s.chars().collect();
        let mut out = String::new();
        for i in 0..c.len() {
            if i > 0 && at(&c, i) {
                out.push('_');
            }
            out.push(c[i]);
        }
        out
    };
    let s = insert(camel, &|c, i| {
        c[i - 1].is_ascii_uppercase()
            && c[i].is_ascii_uppercase()
            && c.get(i + 1).is_some_and(char::is_ascii_lowercase)
    });
    let s = insert(&s, &|c, i| {
        c[i - 1].is_ascii_lowercase() && c[i].is_ascii_uppercase()
    });
    let s = insert(&s, &|c, i| {
        c[i - 1].is_ascii_digit() && c[i].is_ascii_uppercase()
    });
    let s = insert(&s, &|c, i| {
        c[i - 1].is_ascii_lowercase() && c[i].is_ascii_digit()
    });
    s.replace('-', "_").to_lowercase()
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
    string_with(node, src, None)
}

/// An f-string's interpolated expression as the text Python formats it into.
pub type Interpolate<'a> = &'a dyn Fn(Node) -> Result<String, String>;

/// A string literal's value; with `interpolate`, f-strings too, each `{expression}` (without a
/// conversion or format spec) formatted by it.
pub fn string_with(
    node: Node,
    src: &str,
    interpolate: Option<Interpolate>,
) -> Result<String, String> {
    match node.kind() {
        "concatenated_string" => {
            let mut out = String::new();
            let mut c = node.walk();
            for part in node.named_children(&mut c) {
                out.push_str(&string_with(part, src, interpolate)?);
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
                        if (prefix.contains('f') && interpolate.is_none()) || prefix.contains('b') {
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
                            if esc.kind() == "escape_interpolation" {
                                // `{{` and `}}` in an f-string
                                out.push_str(&e[..1]);
                            } else if raw {
                                out.push_str(e);
                            } else {
                                out.push_str(&unescape(e)?);
                            }
                            at = esc.end_byte();
                        }
                        out.push_str(&src[at..part.end_byte()]);
                    }
                    "interpolation" => {
                        let Some(interpolate) = interpolate else {
                            return Err("an f-string is computed at run time".into());
                        };
                        let mut c2 = part.walk();
                        let parts: Vec<Node> = part.named_children(&mut c2).collect();
                        // only `{expression}`: not `{x=}`, `{x!r}` or `{x:>4}`
                        let plain = |e: &Node| {
                            text(part, src)
                                .strip_prefix('{')
                                .and_then(|t| t.strip_suffix('}'))
                                .is_some_and(|t| t.trim() == text(*e, src))
                        };
                        match parts.as_slice() {
                            [expression] if plain(expression) => {
                                out.push_str(&interpolate(*expression)?)
                            }
                            _ => {
                                return Err(format!(
                                    "`{}` is formatted at run time",
                                    text(part, src)
                                ))
                            }
                        }
                    }
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
    let not_evaluated = || format!("the escape `{e}` is not evaluated");
    Ok(match e {
        "\\n" => "\n".into(),
        "\\t" => "\t".into(),
        "\\r" => "\r".into(),
        "\\\\" => "\\".into(),
        "\\'" => "'".into(),
        "\\\"" => "\"".into(),
        "\\\n" => String::new(),
        "\\a" => "\u{7}".into(),
        "\\b" => "\u{8}".into(),
        "\\f" => "\u{c}".into(),
        "\\v" => "\u{b}".into(),
        // `\x41`, `\u200b`, `\U0001F600` name a code point in hex; `\0`, `\101` in octal
        _ => {
            let code = match e.get(..2) {
                Some("\\x") if e.len() == 4 => u32::from_str_radix(&e[2..], 16).ok(),
                Some("\\u") if e.len() == 6 => u32::from_str_radix(&e[2..], 16).ok(),
                Some("\\U") if e.len() == 10 => u32::from_str_radix(&e[2..], 16).ok(),
                _ if e.len() <= 4 && e[1..].bytes().all(|b| (b'0'..=b'7').contains(&b)) => {
                    u32::from_str_radix(&e[1..], 8).ok()
                }
                _ => None,
            };
            // a lone surrogate is no character a JSON string can hold
            char::from_u32(code.ok_or_else(not_evaluated)?)
                .ok_or_else(not_evaluated)?
                .to_string()
        }
    })
}

/// A literal value as JSON (what pydantic puts in `default`).
pub fn literal(node: Node, src: &str, depth: usize) -> Result<Json, String> {
    if depth > MAX_DEPTH {
        return Err("a literal nested too deeply".into());
    }
    let computed = || {
        format!(
            "`{}` is computed at run time",
            text(node, src).chars().take(40).collect::<String>()
        )
    };
    match node.kind() {
        "string" | "concatenated_string" => string(node, src).map(Json::String),
        "integer" => {
            let t = text(node, src).replace('_', "").to_ascii_lowercase();
            let parsed = match t.get(..2) {
                Some("0x") => i64::from_str_radix(&t[2..], 16),
                Some("0o") => i64::from_str_radix(&t[2..], 8),
                Some("0b") => i64::from_str_radix(&t[2..], 2),
                _ => t.parse::<i64>(),
            };
            parsed
                .map(Json::from)
                .map_err(|_| format!("the integer `{t}` is not evaluated"))
        }
        // `60 * 5`, `2**31 - 1`: integer arithmetic, as Python computes it (division and floats
        // are left alone)
        "binary_operator" => {
            let int = |field: &str| -> Result<i64, String> {
                let operand = node.field(field).ok_or("no operand")?;
                literal(operand, src, depth + 1)?
                    .as_i64()
                    .ok_or_else(|| "arithmetic on other than integers is not evaluated".into())
            };
            let (l, r) = (int("left")?, int("right")?);
            let op = node.field("operator").map_or("", |o| text(o, src));
            match op {
                "+" => l.checked_add(r),
                "-" => l.checked_sub(r),
                "*" => l.checked_mul(r),
                "**" => u32::try_from(r).ok().and_then(|r| l.checked_pow(r)),
                _ => None,
            }
            .map(Json::from)
            .ok_or_else(computed)
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
            match literal(node.field("argument").ok_or("no operand")?, src, depth + 1)? {
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
                let (Some(k), Some(v)) = (pair.field("key"), pair.field("value")) else {
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
        // an empty collection made by its builtin: pydantic writes a set or a tuple as a list
        "call"
            if node
                .field("arguments")
                .is_some_and(|a| a.named_child_count() == 0) =>
        {
            match node.field("function").map(|f| text(f, src)) {
                Some("set" | "frozenset" | "list" | "tuple") => Ok(json!([])),
                Some("dict") => Ok(json!({})),
                _ => Err(computed()),
            }
        }
        _ => Err(computed()),
    }
}

/// A call's (or an argument list's) arguments: the positional ones, and the keyword ones by name (comments skipped).
pub fn arguments<'t>(call: Node<'t>, src: &str) -> (Vec<Node<'t>>, Vec<(String, Node<'t>)>) {
    let (mut positional, mut keywords) = (Vec::new(), Vec::new());
    let args = match call.kind() {
        "argument_list" => Some(call),
        _ => call.field("arguments"),
    };
    let Some(args) = args else {
        return (positional, keywords);
    };
    let mut c = args.walk();
    for a in args.named_children(&mut c) {
        match a.kind() {
            "keyword_argument" => {
                if let (Some(k), Some(v)) = (a.field("name"), a.field("value")) {
                    keywords.push((text(k, src).to_string(), v));
                }
            }
            "comment" => {}
            _ => positional.push(a),
        }
    }
    (positional, keywords)
}

/// `BeforeValidator(f)`, `AfterValidator(f)` or `WrapValidator(f)` of pydantic without
/// `json_schema_input_type=`: the validation schema is the annotated type's.
fn is_input_keeping_validator(node: Node, src: &str, names: &Names) -> bool {
    node.kind() == "call"
        && node
            .field("function")
            .and_then(|f| names.qualified(f, src))
            .is_some_and(|q| {
                ["BeforeValidator", "AfterValidator", "WrapValidator"]
                    .iter()
                    .any(|v| {
                        q == format!("pydantic.{v}")
                            || q == format!("pydantic.functional_validators.{v}")
                    })
            })
        && {
            let (positional, keywords) = arguments(node, src);
            positional.len() == 1 && keywords.is_empty()
        }
}

/// Whether `node` is a call of pydantic's `Field`.
pub fn is_field_call(node: Node, src: &str, names: &Names) -> bool {
    node.kind() == "call"
        && node
            .field("function")
            .and_then(|f| names.qualified(f, src))
            .is_some_and(|q| is(&q, &["pydantic.Field", "pydantic.fields.Field"]))
}

/// `Field(...)` (from pydantic): what it says of the field.
pub fn field_call(node: Node, src: &str, names: &Names) -> Option<FieldInfo> {
    if !is_field_call(node, src, names) {
        return None;
    }
    let mut info = FieldInfo::default();
    let (positional, keywords) = arguments(node, src);
    if let Some(first) = positional.first() {
        info.default = default_value(*first, src, names);
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
            "default" => info.default = default_value(v, src, names),
            // the factory's value is not shown: the field is only not required
            "default_factory" => info.optional = true,
            "alias" | "validation_alias" => match string(v, src) {
                Ok(a) if key == "alias" => info.alias = Some(a),
                Ok(a) => info.validation_alias = Some(a),
                Err(_) => info.unmodelled.push(key),
            },
            // the name a value is serialized under: not in a validation schema
            "serialization_alias" => info.serialization_alias = true,
            "json_schema_extra" => match literal(v, src, 0) {
                Ok(Json::Object(extra)) => info.json_schema_extra = Some(extra),
                _ => info.unmodelled.push(key),
            },
            "examples" => match literal(v, src, 0) {
                Ok(e @ Json::Array(_)) => info.examples = Some(e),
                _ => info.unmodelled.push(key),
            },
            // a message deprecates as `True` does
            "deprecated" => match literal(v, src, 0) {
                Ok(Json::Bool(b)) => info.deprecated = b,
                Ok(Json::Null) => {}
                Ok(Json::String(_)) => info.deprecated = true,
                _ => info.unmodelled.push(key),
            },
            // no coercion when validating: the schema is the same
            "strict" => {}
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
pub const BOUNDS: &[&str] = &[
    "ge",
    "gt",
    "le",
    "lt",
    "multiple_of",
    "min_length",
    "max_length",
    "pattern",
];

/// A field's default as written: `...` means none (required); an enum member is its value.
fn default_value(node: Node, src: &str, names: &Names) -> Option<Result<Json, String>> {
    (text(node, src) != "...").then(|| literal_or_members(node, src, names, 0))
}

/// A literal whose items may be members of the project's enums (`[Weekday.MON]`), which
/// pydantic writes as their values.
fn literal_or_members(node: Node, src: &str, names: &Names, depth: usize) -> Result<Json, String> {
    match node.kind() {
        "list" | "tuple" if depth < MAX_DEPTH => {
            let mut c = node.walk();
            node.named_children(&mut c)
                .filter(|n| n.kind() != "comment")
                .map(|n| literal_or_members(n, src, names, depth + 1))
                .collect::<Result<Vec<_>, _>>()
                .map(Json::Array)
        }
        _ => literal(node, src, 0).or_else(|e| names.enum_member(node, src).ok_or(e)),
    }
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
        "string" => string_annotation(node, src, |inner, text| {
            annotation(inner, text, names, depth + 1)
        })
        .unwrap_or_else(PyType::Unknown),
        "binary_operator" | "union_type" => {
            let (l, r) = match node.kind() {
                "union_type" => (node.named_child(0), node.named_child(1)),
                _ => (node.field("left"), node.field("right")),
            };
            let (Some(l), Some(r)) = (l, r) else {
                return unknown(node);
            };
            if node.kind() == "binary_operator"
                && node.field("operator").map(|o| text(o, src)) != Some("|")
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
            union(members)
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
                _ if pydantic_alias(&q).is_some() => pydantic_alias(&q).unwrap_or(PyType::Any),
                _ if names.classes.contains_key(q.as_str()) => match &names.classes[q.as_str()] {
                    Class::Enum(e) => PyType::Enum(e.0.clone()),
                    Class::Model(key) => PyType::Model(key.clone()),
                },
                _ if names.aliases.contains_key(q.as_str()) => names.aliases[q.as_str()].clone(),
                // a bare tuple is one of any length and any items, which pydantic lists as a list
                "list" | "typing.List" | "tuple" | "typing.Tuple" => {
                    PyType::List(Box::new(PyType::Any))
                }
                "dict" | "typing.Dict" => {
                    PyType::Dict(Box::new(PyType::Any), Box::new(PyType::Any))
                }
                "bytearray" => PyType::NoSchema("<class 'bytearray'>".into()),
                _ => unknown(node),
            }
        }
        "generic_type" | "subscript" => subscript(node, src, names, depth),
        // `conint(ge=1)` and its kin: the base type with the constraints
        "call" => con_type(node, src, names, depth).unwrap_or_else(|| unknown(node)),
        _ => unknown(node),
    }
}

/// A type written as a string (`"Query"`, `"list[int] | None"`): the expression it holds, read
/// by `read` as if written there.
pub fn string_annotation<T>(
    node: Node,
    src: &str,
    read: impl FnOnce(Node, &str) -> T,
) -> Result<T, String> {
    let written = string(node, src)?;
    let tree = crate::syntax::parse(&written, Lang::Python);
    let root = tree.root_node();
    let expr = (root.named_child_count() == 1 && !root.has_error())
        .then(|| root.named_child(0))
        .flatten()
        .filter(|s| s.kind() == "expression_statement" && s.named_child_count() == 1)
        .and_then(|s| s.named_child(0))
        .ok_or_else(|| format!("the string annotation `{written}` is not one expression"))?;
    Ok(read(expr, &written))
}

/// `X[...]`: containers, `Optional`, `Union`, `Literal`, `Annotated`.
/// A subscripted type's origin and arguments: the grammar writes `list[str]` in an annotation as
/// a generic type (identifier + type_parameter), and `typing.List[str]` as a subscript.
pub fn subscript_parts(node: Node) -> (Option<Node>, Vec<Node>) {
    match node.kind() {
        "generic_type" => {
            let head = node.named_child(0);
            let mut args = Vec::new();
            if let Some(p) = node.named_child(1) {
                let mut c = p.walk();
                args.extend(p.named_children(&mut c));
            }
            (head, args)
        }
        _ => {
            let head = node.field("value");
            let mut c = node.walk();
            let args = node.children_by_field_name("subscript", &mut c).collect();
            (head, args)
        }
    }
}

/// The metadata of an `Annotated[T, ...]` annotation (what follows `T`, each unwrapped), when
/// the annotation is one.
pub fn annotated_metadata<'t>(ty: Node<'t>, src: &str, names: &Names) -> Option<Vec<Node<'t>>> {
    let (head, args) = subscript_parts(inner_type(ty));
    let q = names.qualified(head?, src)?;
    is(&q, &["typing.Annotated", "typing_extensions.Annotated"])
        .then(|| args.into_iter().skip(1).map(inner_type).collect())
}

fn subscript(node: Node, src: &str, names: &Names, depth: usize) -> PyType {
    let unknown = || {
        PyType::Unknown(format!(
            "the type `{}` is not modelled",
            text(node, src).chars().take(60).collect::<String>()
        ))
    };
    let (head, args) = subscript_parts(node);
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
        "list" | "typing.List" if args.len() == 1 => PyType::List(Box::new(ty(&args[0]))),
        "set" | "frozenset" | "typing.Set" | "typing.FrozenSet" if args.len() == 1 => {
            PyType::Set(Box::new(ty(&args[0])))
        }
        "dict" | "typing.Dict" if args.len() == 2 => {
            PyType::Dict(Box::new(ty(&args[0])), Box::new(ty(&args[1])))
        }
        // the abstract collections pydantic validates as their concrete kin, with their schema
        "typing.Sequence"
        | "collections.abc.Sequence"
        | "typing.MutableSequence"
        | "collections.abc.MutableSequence"
        | "typing.Iterable"
        | "collections.abc.Iterable"
            if args.len() == 1 =>
        {
            PyType::List(Box::new(ty(&args[0])))
        }
        "typing.AbstractSet"
        | "collections.abc.Set"
        | "typing.MutableSet"
        | "collections.abc.MutableSet"
            if args.len() == 1 =>
        {
            PyType::Set(Box::new(ty(&args[0])))
        }
        "typing.Mapping"
        | "collections.abc.Mapping"
        | "typing.MutableMapping"
        | "collections.abc.MutableMapping"
            if args.len() == 2 =>
        {
            PyType::Dict(Box::new(ty(&args[0])), Box::new(ty(&args[1])))
        }
        "tuple" | "typing.Tuple" if !args.iter().any(|a| text(*a, src) == "...") => {
            PyType::Tuple(args.iter().map(ty).collect())
        }
        // pydantic gives a tuple of any length the schema of a list
        "tuple" | "typing.Tuple" if args.len() == 2 && text(args[1], src) == "..." => {
            PyType::List(Box::new(ty(&args[0])))
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
                union(members)
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
            let mut validated = false;
            for meta in &args[1..] {
                let meta = inner_type(*meta);
                match field_call(meta, src, names) {
                    Some(f) => {
                        info.description = f.description.or(info.description);
                        info.title = f.title.or(info.title);
                        info.default = f.default.or(info.default);
                        info.optional |= f.optional;
                        info.alias = f.alias.or(info.alias);
                        info.validation_alias = f.validation_alias.or(info.validation_alias);
                        info.constraints.extend(f.constraints);
                        info.unmodelled.extend(f.unmodelled);
                        info.json_schema_extra = f.json_schema_extra.or(info.json_schema_extra);
                        info.examples = f.examples.or(info.examples);
                        info.deprecated |= f.deprecated;
                        info.serialization_alias |= f.serialization_alias;
                    }
                    // a validator that runs before or around pydantic's own leaves the input
                    // schema the annotated type's, unless it names another input type
                    None if is_input_keeping_validator(meta, src, names) => validated = true,
                    // PEP 727's `Doc(...)` is read by no framework, nor by pydantic (measured
                    // under every config of the oracle: `d_annotated_str`, `d_annotated_doc`)
                    None if is_doc(meta, src, names) => {}
                    // pydantic and the Python SDK give a plain string in `Annotated` to nobody
                    None if meta.kind() == "string" => {
                        info.annotated_text = Some(match info.annotated_text {
                            None => string(meta, src),
                            Some(_) => Err("more than one plain string in `Annotated`".into()),
                        })
                    }
                    None => match constraint_call(meta, src, names) {
                        Some(Ok(c)) => info.constraints.extend(c),
                        _ => info.unmodelled.push(format!(
                            "`{}` in `Annotated`",
                            text(meta, src).chars().take(40).collect::<String>()
                        )),
                    },
                }
            }
            // beside a validator, pydantic may send a bound under its own name (`"ge": 0`)
            if validated && !info.constraints.is_empty() {
                info.constraints.clear();
                info.unmodelled.push("bounds beside a validator".into());
            }
            PyType::Annotated(Box::new(base), Box::new(info))
        }
        _ => unknown(),
    }
}

/// A union as pydantic builds it: `None` among the members makes it the nullable union of the
/// others, whose schema lists `null` last wherever it was written.
fn union(members: Vec<PyType>) -> PyType {
    let (nones, mut rest): (Vec<PyType>, Vec<PyType>) =
        members.into_iter().partition(|t| *t == PyType::None);
    if !nones.is_empty() {
        rest.push(PyType::None);
    }
    PyType::Union(rest)
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
        "pydantic.AnyHttpUrl" => json!({"format": "uri", "minLength": 1, "type": "string"}),
        "pydantic.Base64Str" => json!({"format": "base64", "type": "string"}),
        "ipaddress.IPv4Address" => json!({"format": "ipv4", "type": "string"}),
        "ipaddress.IPv6Address" => json!({"format": "ipv6", "type": "string"}),
        "pydantic.IPvAnyAddress" => json!({"format": "ipvanyaddress", "type": "string"}),
        "ipaddress.IPv4Network" => json!({"format": "ipv4network", "type": "string"}),
        "ipaddress.IPv6Network" => json!({"format": "ipv6network", "type": "string"}),
        "pydantic.IPvAnyNetwork" => json!({"format": "ipvanynetwork", "type": "string"}),
        _ => return None,
    };
    match schema {
        Json::Object(m) => Some(PyType::Fixed(m)),
        _ => None,
    }
}

/// pydantic's aliases of a scalar with a bound (`PositiveInt` is `Annotated[int, Gt(0)]`) or
/// with strict validation, which changes no schema.
fn pydantic_alias(q: &str) -> Option<PyType> {
    let name = q.strip_prefix("pydantic.")?;
    let (base, rest) = if let Some(rest) = name.strip_suffix("Int") {
        (PyType::Int, rest)
    } else if let Some(rest) = name.strip_suffix("Float") {
        (PyType::Float, rest)
    } else {
        match name {
            "StrictStr" => return Some(PyType::Str),
            "StrictBool" => return Some(PyType::Bool),
            "StrictBytes" => return Some(PyType::Bytes),
            _ => return None,
        }
    };
    let bound = match (rest, &base) {
        ("Strict", _) | ("Finite", PyType::Float) => None,
        ("Positive", _) => Some(("gt", 0)),
        ("Negative", _) => Some(("lt", 0)),
        ("NonNegative", _) => Some(("ge", 0)),
        ("NonPositive", _) => Some(("le", 0)),
        _ => return None,
    };
    Some(match bound {
        None => base,
        Some((k, v)) => PyType::Annotated(
            Box::new(base),
            Box::new(FieldInfo {
                constraints: vec![(k.into(), json!(v))],
                ..FieldInfo::default()
            }),
        ),
    })
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
    let q = names.qualified(node.field("function")?, src)?;
    if matches!(
        q.as_str(),
        "pydantic.StringConstraints" | "pydantic.types.StringConstraints"
    ) {
        let (positional, keywords) = arguments(node, src);
        if !positional.is_empty() {
            return Some(Err("`StringConstraints` with positional arguments".into()));
        }
        let mut out = Vec::new();
        for (k, v) in keywords {
            match k.as_str() {
                "min_length" | "max_length" | "pattern" => match literal(v, src, 0) {
                    Ok(Json::Null) => {}
                    Ok(j) => out.push((k, j)),
                    Err(e) => return Some(Err(e)),
                },
                // they change the value, not what the schema says of it
                "strip_whitespace" | "to_upper" | "to_lower" | "strict" => {}
                _ => return Some(Err(format!("`StringConstraints({k}=...)`"))),
            }
        }
        return Some(Ok(out));
    }
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
    let q = names.qualified(node.field("function")?, src)?;
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
/// `Doc("...")` of `typing_extensions` or `annotated_doc`, with a string.
pub fn is_doc(n: Node, src: &str, names: &Names) -> bool {
    n.kind() == "call"
        && n.field("function")
            .and_then(|f| names.qualified(f, src))
            .is_some_and(|q| matches!(q.as_str(), "typing_extensions.Doc" | "annotated_doc.Doc"))
        && n.field("arguments").is_some_and(|a| {
            a.named_child_count() == 1 && a.named_child(0).is_some_and(|s| s.kind() == "string")
        })
}

pub fn inner_type(n: Node) -> Node {
    if n.kind() == "type" {
        n.named_child(0).unwrap_or(n)
    } else {
        n
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn escapes_naming_code_points_are_the_characters_python_makes() {
        for (written, meant) in [
            ("\\x41", "A"),
            ("\\u200b", "\u{200b}"),
            ("\\U0001F600", "\u{1F600}"),
            ("\\101", "A"),
            ("\\0", "\0"),
            ("\\a", "\u{7}"),
            ("\\v", "\u{b}"),
        ] {
            assert_eq!(unescape(written).as_deref(), Ok(meant), "{written}");
        }
        // a lone surrogate, a named character and a short hex escape stay unknown
        for written in ["\\ud800", "\\N{BULLET}", "\\x4"] {
            assert!(unescape(written).is_err(), "{written}");
        }
    }

    use super::*;

    #[test]
    fn alias_generators_follow_pydantic() {
        assert_eq!(to_camel("first_name"), "firstName");
        assert_eq!(to_camel("alreadyCamel"), "alreadyCamel");
        assert_eq!(to_camel("_private_name"), "_privateName");
        assert_eq!(to_camel("v2_name"), "v2Name");
        assert_eq!(to_pascal("page_size"), "PageSize");
        assert_eq!(to_pascal("a__b"), "A__B");
        assert_eq!(to_snake("pageSize"), "page_size");
        assert_eq!(to_snake("HTTPCode"), "http_code");
        assert_eq!(to_snake("Version2Name"), "version_2_name");
        assert_eq!(to_snake("kebab-case"), "kebab_case");
    }

    fn first_string(src: &str) -> Result<String, String> {
        let tree = crate::syntax::parse(src, crate::syntax::Lang::Python);
        let stmt = tree.root_node().named_child(0).unwrap();
        string(stmt.named_child(0).unwrap(), src)
    }

    #[test]
    fn empty_builtin_collections_are_literals_and_other_calls_are_not() {
        let value = |src: &str| {
            let tree = crate::syntax::parse(src, crate::syntax::Lang::Python);
            let stmt = tree.root_node().named_child(0).unwrap();
            literal(stmt.named_child(0).unwrap(), src, 0)
        };
        assert_eq!(value("frozenset()").unwrap(), json!([]));
        assert_eq!(value("tuple()").unwrap(), json!([]));
        assert_eq!(value("dict()").unwrap(), json!({}));
        assert!(value("set([1, 2])").is_err());
        assert!(value("make()").is_err());
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
