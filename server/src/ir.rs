//! The schema IR shared by every source language and every converter model.
//!
//! A [`Schema`] mirrors one *instance* of the schema library as the user's code builds it: each
//! chained call that returns a new instance (`.min()`, `.describe()`, `.optional()`, …) gives a new
//! node. Derived instances of the same type (a check, a description, metadata) point to the
//! instance they were derived from through [`Schema::parent`], because converters differ exactly
//! there: zod 4.6 inherits metadata along that chain, zod 4.0 does not for checks, zod 3 copies it.
//! Node identity (`Rc` pointer) is the library's object identity, which `$ref` reuse depends on.
//!
//! Every node keeps the span of the call that made it, so a loss found by a converter model can
//! point at the exact source text.

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::Value as Json;

use crate::span::Span;

/// A schema node. Cheap to share; compare identity with [`Rc::ptr_eq`].
pub type SchemaRef = Rc<Schema>;

#[derive(Debug)]
pub struct Schema {
    pub kind: Kind,
    /// The instance this one was cloned from by a check, a refinement or metadata call.
    pub parent: Option<SchemaRef>,
    /// What this instance added relative to `parent` (or `Step::Construct` for a fresh instance).
    pub step: Step,
    /// The call expression that created this instance.
    pub span: Span,
    /// zod 3 copies the wrapped instance's description into wrappers made by methods
    /// (`.optional()`, `.default()`, `.refine()`, `.or()`, …); this is that copy.
    pub copied_description: Option<Text>,
    /// What a later statement put in zod 4's global registry for this very instance
    /// (`z.globalRegistry.add(s, meta)`, `s.register(z.globalRegistry, meta)`); it replaces the
    /// metadata of the instance's own step.
    pub registered: RefCell<Option<Vec<(String, MetaValue)>>>,
    /// Which schema library API built it (decides the converter model that applies).
    pub api: Api,
}

/// The library flavour that constructed a node, after the installed versions were taken into
/// account (so `zod` resolves to [`Api::Zod3`] or [`Api::Zod4`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Api {
    /// zod 3 classic (`zod@3`, or `zod/v3` of zod 3.25+/4).
    Zod3,
    /// zod 4 classic (`zod@4`, `zod/v4`).
    Zod4,
    /// zod 4 mini (`zod/mini`, `zod/v4-mini`, `zod/v4/mini`): the same core, but its schemas carry
    /// no JSON Schema processors of their own.
    Zod4Mini,
    /// A JSON Schema written out literally.
    JsonSchema,
}

/// What a derived instance changed.
#[derive(Debug, Clone)]
pub enum Step {
    Construct,
    Check(Check),
    Describe(Text),
    Meta(Vec<(String, MetaValue)>),
}

/// A metadata value: known JSON or something that cannot be evaluated statically.
#[derive(Debug, Clone)]
pub enum MetaValue {
    Known(Json),
    Unknown(String),
}

/// A string written in the source, with the span of its literal.
#[derive(Debug, Clone)]
pub struct Text {
    pub value: String,
    pub span: Span,
}

/// A refinement or bound attached to a node.
#[derive(Debug, Clone)]
pub struct Check {
    pub kind: CheckKind,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum CheckKind {
    MinLength(f64),
    MaxLength(f64),
    Length(f64),
    /// A named string format (`email`, `uuid`, `url`, `datetime`, `ipv4`, …) as the library's
    /// method names it; `options` holds arguments that change the emitted pattern.
    Format {
        name: String,
        options: Option<Json>,
    },
    Regex {
        source: String,
        flags: String,
    },
    StartsWith(String),
    EndsWith(String),
    Includes(String),
    /// `min`/`gte`/`positive`/… on numbers: `inclusive == false` for `gt`.
    Min {
        value: f64,
        inclusive: bool,
    },
    Max {
        value: f64,
        inclusive: bool,
    },
    Int,
    /// zod 4 number formats (`safeint`, `int32`, `uint32`, `float32`, `float64`).
    NumberFormat(String),
    MultipleOf(f64),
    Finite,
    /// `.trim()`, `.toLowerCase()` and other checks with no schema effect.
    NoSchemaEffect(String),
    /// `.refine()` / `.superRefine()` in zod 4 (a check on the same instance).
    Refine,
}

/// Object key handling.
#[derive(Debug, Clone)]
pub enum UnknownKeys {
    Strip,
    Strict,
    Passthrough,
    Catchall(SchemaRef),
}

/// A default (or catch) value: known JSON, or an expression toolsight cannot evaluate.
#[derive(Debug, Clone)]
pub enum DefaultValue {
    Known(Json),
    Unknown(String),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EffectKind {
    Refine,
    Transform,
    Preprocess,
}

#[derive(Debug, Clone)]
pub enum Kind {
    String {
        checks: Vec<Check>,
        /// `z.coerce.string()`.
        coerce: bool,
    },
    Number {
        checks: Vec<Check>,
        coerce: bool,
    },
    BigInt {
        checks: Vec<Check>,
        coerce: bool,
    },
    Boolean {
        coerce: bool,
    },
    Date {
        coerce: bool,
    },
    Null,
    Undefined,
    Void,
    Never,
    Any,
    Unknown,
    NaN,
    Symbol,
    Function,
    /// `z.custom()` / `z.instanceof()`.
    Custom,
    Literal(Vec<Json>),
    /// `z.literal(undefined)`.
    LiteralUndefined,
    /// `z.enum([...])` / `z.nativeEnum(E)` (the values) — `native` marks TS enums.
    Enum {
        values: Vec<Json>,
        native: bool,
    },
    TemplateLiteral {
        pattern: Option<String>,
    },
    StringBool,
    Object {
        shape: Vec<(String, SchemaRef)>,
        unknown_keys: UnknownKeys,
        checks: Vec<Check>,
    },
    Array {
        element: SchemaRef,
        checks: Vec<Check>,
        /// Made by the element's own `.array()` method (`x.describe(...).array()`), so text
        /// written on `x` was written on the way to the list, not chosen for its items.
        method: bool,
    },
    Tuple {
        items: Vec<SchemaRef>,
        rest: Option<SchemaRef>,
    },
    Record {
        key: Option<SchemaRef>,
        value: SchemaRef,
    },
    Map {
        key: SchemaRef,
        value: SchemaRef,
    },
    Set {
        value: SchemaRef,
        checks: Vec<Check>,
    },
    Union {
        options: Vec<SchemaRef>,
        discriminator: Option<String>,
        /// zod 4 `z.xor` and discriminated unions: exactly one option matches.
        exclusive: bool,
    },
    Intersection {
        left: SchemaRef,
        right: SchemaRef,
    },
    Optional(SchemaRef),
    /// zod 4 `.required()` on an object wraps each field.
    NonOptional(SchemaRef),
    Nullable(SchemaRef),
    Default {
        inner: SchemaRef,
        value: DefaultValue,
    },
    Prefault {
        inner: SchemaRef,
        value: DefaultValue,
    },
    Catch {
        inner: SchemaRef,
        value: DefaultValue,
    },
    Readonly(SchemaRef),
    Branded(SchemaRef),
    Promise(SchemaRef),
    /// zod 3 `ZodEffects` (refine, transform, preprocess); zod 4 uses checks and pipes instead.
    Effects {
        inner: SchemaRef,
        effect: EffectKind,
        /// The user's function, when it is written in the workspace (zod 3 runs it when deciding
        /// whether a field is optional).
        func: Option<Span>,
    },
    /// zod 4 `ZodTransform` (the right side of `.transform()`).
    Transform,
    Pipe {
        input: SchemaRef,
        output: SchemaRef,
    },
    /// `z.lazy(() => X)`: resolved after the binding it refers to is complete (recursion).
    Lazy(LazyTarget),
    /// A JSON Schema object written literally (low-level handlers).
    Json(Json),
    /// Something toolsight cannot resolve statically.
    Unresolved {
        reason: String,
    },
}

/// The target of a `z.lazy` getter, filled once the referenced binding has been built, which is
/// what lets a recursive schema refer to itself. `implicit` marks the indirection toolsight adds
/// for a getter property (`get children() { return z.array(Node) }`), which the library does not
/// see as a node of its own. Make one with [`Recursion::lazy`].
#[derive(Clone)]
pub struct LazyTarget {
    cell: Rc<RefCell<Option<SchemaRef>>>,
    pub implicit: bool,
}

impl LazyTarget {
    pub fn get(&self) -> Option<SchemaRef> {
        self.cell.borrow().clone()
    }

    /// Points the getter at `target`; a second call keeps the first target.
    pub fn set(&self, target: SchemaRef) {
        let mut cell = self.cell.borrow_mut();
        if cell.is_none() {
            *cell = Some(target);
        }
    }
}

/// Every lazy target of a run's schemas. A recursive schema holds itself through its target,
/// a cycle reference counting never frees: when the last holder of this (the evaluators and
/// every prediction that keeps their schemas) is gone, the targets are emptied and the nodes
/// freed — a language server re-predicts on every edit.
#[derive(Default)]
pub struct Recursion {
    cells: RefCell<Vec<Rc<RefCell<Option<SchemaRef>>>>>,
}

impl Recursion {
    pub fn lazy(&self, implicit: bool) -> LazyTarget {
        let cell = Rc::new(RefCell::new(None));
        self.cells.borrow_mut().push(cell.clone());
        LazyTarget { cell, implicit }
    }
}

// neither follows its targets: a recursive schema would print itself forever
impl std::fmt::Debug for LazyTarget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LazyTarget")
            .field("filled", &self.cell.borrow().is_some())
            .field("implicit", &self.implicit)
            .finish()
    }
}

impl std::fmt::Debug for Recursion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Recursion({} targets)", self.cells.borrow().len())
    }
}

impl Drop for Recursion {
    fn drop(&mut self) {
        for cell in self.cells.get_mut().drain(..) {
            let target = cell.borrow_mut().take();
            drop(target);
        }
    }
}

impl Kind {
    /// The `def.type` zod 4 gives this kind.
    pub fn zod4_type(&self) -> &'static str {
        match self {
            Kind::String { .. } => "string",
            Kind::Number { .. } => "number",
            Kind::BigInt { .. } => "bigint",
            Kind::Boolean { .. } => "boolean",
            Kind::Date { .. } => "date",
            Kind::Null => "null",
            Kind::Undefined => "undefined",
            Kind::Void => "void",
            Kind::Never => "never",
            Kind::Any => "any",
            Kind::Unknown => "unknown",
            Kind::NaN => "nan",
            Kind::Symbol => "symbol",
            Kind::Function => "function",
            Kind::Custom => "custom",
            Kind::Literal(_) | Kind::LiteralUndefined => "literal",
            Kind::Enum { .. } => "enum",
            Kind::Object { .. } => "object",
            Kind::Array { .. } => "array",
            Kind::Tuple { .. } => "tuple",
            Kind::Record { .. } => "record",
            Kind::Map { .. } => "map",
            Kind::Set { .. } => "set",
            Kind::Union { .. } => "union",
            Kind::Intersection { .. } => "intersection",
            Kind::Optional(_) => "optional",
            Kind::NonOptional(_) => "nonoptional",
            Kind::Nullable(_) => "nullable",
            Kind::Default { .. } => "default",
            Kind::Prefault { .. } => "prefault",
            Kind::Catch { .. } => "catch",
            Kind::Readonly(_) => "readonly",
            Kind::Promise(_) => "promise",
            Kind::Pipe { .. } => "pipe",
            Kind::Transform => "transform",
            Kind::Lazy(_) => "lazy",
            Kind::TemplateLiteral { .. } => "template_literal",
            Kind::StringBool => "pipe",
            _ => "unknown",
        }
    }
}

impl Schema {
    pub fn new(kind: Kind, span: Span, api: Api) -> SchemaRef {
        Rc::new(Schema {
            kind,
            parent: None,
            step: Step::Construct,
            span,
            copied_description: None,
            registered: RefCell::new(None),
            api,
        })
    }

    /// A fresh wrapper that (in zod 3) copied `copied` from the instance it wraps.
    pub fn wrapper(kind: Kind, span: Span, api: Api, copied: Option<Text>) -> SchemaRef {
        Rc::new(Schema {
            kind,
            parent: None,
            step: Step::Construct,
            span,
            copied_description: copied,
            registered: RefCell::new(None),
            api,
        })
    }

    /// A derived instance of the same type (a check, a description, metadata).
    pub fn derive(parent: &SchemaRef, kind: Kind, step: Step, span: Span) -> SchemaRef {
        Rc::new(Schema {
            kind,
            parent: Some(parent.clone()),
            step,
            span,
            copied_description: parent.copied_description.clone(),
            registered: RefCell::new(None),
            api: parent.api,
        })
    }

    pub fn is_unresolved(&self) -> Option<&str> {
        match &self.kind {
            Kind::Unresolved { reason } => Some(reason),
            _ => None,
        }
    }
}

/// Every description written anywhere in a schema tree, with its source span, for loss
/// accounting: the converter models report which of these do not reach the wire.
pub fn written_descriptions(root: &SchemaRef) -> Vec<(Text, SchemaRef)> {
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    collect_descriptions(root, &mut out, &mut seen);
    out
}

fn collect_descriptions(
    node: &SchemaRef,
    out: &mut Vec<(Text, SchemaRef)>,
    seen: &mut std::collections::HashSet<*const Schema>,
) {
    if !seen.insert(Rc::as_ptr(node)) {
        return;
    }
    match &node.step {
        Step::Describe(t) => out.push((t.clone(), node.clone())),
        Step::Meta(entries) => {
            for (k, v) in entries {
                if k == "description" {
                    if let MetaValue::Known(Json::String(s)) = v {
                        out.push((
                            Text {
                                value: s.clone(),
                                span: node.span,
                            },
                            node.clone(),
                        ));
                    }
                }
            }
        }
        _ => {}
    }
    if let Some(p) = &node.parent {
        collect_descriptions(p, out, seen);
    }
    for child in children(node) {
        collect_descriptions(&child, out, seen);
    }
}

/// The direct child schemas of a node (not its parent).
pub fn children(node: &Schema) -> Vec<SchemaRef> {
    match &node.kind {
        Kind::Object {
            shape,
            unknown_keys,
            ..
        } => {
            let mut v: Vec<SchemaRef> = shape.iter().map(|(_, s)| s.clone()).collect();
            if let UnknownKeys::Catchall(c) = unknown_keys {
                v.push(c.clone());
            }
            v
        }
        Kind::Array { element, .. } => vec![element.clone()],
        Kind::Tuple { items, rest } => items.iter().cloned().chain(rest.clone()).collect(),
        Kind::Record { key, value } => key.iter().cloned().chain([value.clone()]).collect(),
        Kind::Map { key, value } => vec![key.clone(), value.clone()],
        Kind::Set { value, .. } => vec![value.clone()],
        Kind::Union { options, .. } => options.clone(),
        Kind::Intersection { left, right } => vec![left.clone(), right.clone()],
        Kind::Optional(i)
        | Kind::NonOptional(i)
        | Kind::Nullable(i)
        | Kind::Readonly(i)
        | Kind::Branded(i)
        | Kind::Promise(i) => vec![i.clone()],
        Kind::Default { inner, .. }
        | Kind::Prefault { inner, .. }
        | Kind::Catch { inner, .. }
        | Kind::Effects { inner, .. } => vec![inner.clone()],
        Kind::Pipe { input, output } => vec![input.clone(), output.clone()],
        Kind::Lazy(t) => t.get().into_iter().collect(),
        _ => vec![],
    }
}
/// The description zod 3 holds in an instance's `_def.description`: the latest `.describe()` in
/// its own chain, else the one its wrapper copied at construction.
/// Why a zod 3 schema's description is not known: the nearest `.describe(...)` had an argument
/// toolsight could not evaluate (kept as an unknown `description` metadata entry).
pub fn v3_unknown_description(s: &SchemaRef) -> Option<String> {
    let mut cur = Some(s.clone());
    while let Some(n) = cur {
        match &n.step {
            Step::Describe(_) => return None,
            Step::Meta(entries) => {
                let unknown = entries.iter().rev().find_map(|(k, v)| match v {
                    MetaValue::Unknown(r) if k == "description" => Some(r.clone()),
                    _ => None,
                });
                if unknown.is_some() {
                    return unknown;
                }
            }
            _ => {}
        }
        cur = n.parent.clone();
    }
    None
}

pub fn v3_description(s: &SchemaRef) -> Option<Text> {
    let mut cur = Some(s.clone());
    while let Some(n) = cur {
        if let Step::Describe(t) = &n.step {
            return Some(t.clone());
        }
        cur = n.parent.clone();
    }
    s.copied_description.clone()
}

/// JavaScript numbers as JSON: integers without a fraction, like `JSON.stringify`.
pub fn num_json(n: f64) -> Option<Json> {
    if !n.is_finite() {
        return None;
    }
    if n.fract() == 0.0 && n.abs() < 9.007_199_254_740_992e15 {
        return Some(Json::from(n as i64));
    }
    serde_json::Number::from_f64(n).map(Json::Number)
}
