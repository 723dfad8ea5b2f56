//! What a hand-written converter does with each kind of schema, found by running it (in the
//! interpreter) on small probe schemas: which node types it has no branch for (they come out as
//! `{}`), which wrappers lose a description written on them, and whether bounds, defaults, enums
//! and literals reach its output. Predictions run the converter on the real schemas; this profile
//! says why they look the way they do, per branch.

use serde::Serialize;
use serde_json::{json, Value as Json};

use crate::ir::*;
use crate::span::Span;

/// Runs the converter under analysis on a schema.
pub trait RunConverter {
    /// `Ok(None)` when it returns `undefined`; `Err` when it throws or cannot be interpreted.
    fn convert(&self, schema: &SchemaRef) -> Result<Option<Json>, String>;
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ConverterProfile {
    /// Node types the converter turns into `{}` (no branch for them).
    pub no_branch: Vec<&'static str>,
    /// Wrappers whose own description does not reach the output (`.optional().describe(...)`).
    pub drops_description_on: Vec<&'static str>,
    /// Whether a description on a plain leaf (`z.string().describe(...)`) is kept.
    pub keeps_leaf_description: bool,
    pub emits_string_bounds: bool,
    pub emits_number_bounds: bool,
    pub emits_array_bounds: bool,
    pub emits_default: bool,
    pub emits_enum: bool,
    pub emits_const: bool,
    /// Probes the converter threw on or toolsight could not interpret, with the reason.
    pub failed_probes: Vec<(String, String)>,
}

struct Probe {
    api: Api,
    span: Span,
}

impl Probe {
    fn node(&self, kind: Kind) -> SchemaRef {
        Schema::new(kind, self.span, self.api)
    }

    fn string(&self) -> SchemaRef {
        self.node(Kind::String {
            checks: vec![],
            coerce: false,
        })
    }

    fn check(&self, s: &SchemaRef, kind: CheckKind) -> SchemaRef {
        let check = Check {
            kind,
            span: self.span,
        };
        let mut k = s.kind.clone();
        match &mut k {
            Kind::String { checks, .. }
            | Kind::Number { checks, .. }
            | Kind::Array { checks, .. } => checks.push(check.clone()),
            _ => {}
        }
        Schema::derive(s, k, Step::Check(check), self.span)
    }

    fn describe(&self, s: &SchemaRef) -> SchemaRef {
        Schema::derive(
            s,
            s.kind.clone(),
            Step::Describe(Text {
                value: PROBE_TEXT.into(),
                span: self.span,
            }),
            self.span,
        )
    }

    /// A wrapper made by a method, as zod 3 makes it (the wrapped description copied).
    fn wrap(&self, kind: Kind) -> SchemaRef {
        Schema::wrapper(kind, self.span, self.api, None)
    }
}

const PROBE_TEXT: &str = "toolsight probe description";

fn contains_text(j: &Json, text: &str) -> bool {
    match j {
        Json::String(s) => s == text,
        Json::Array(a) => a.iter().any(|x| contains_text(x, text)),
        Json::Object(m) => m.values().any(|x| contains_text(x, text)),
        _ => false,
    }
}

fn has_key(j: &Json, keys: &[&str]) -> bool {
    match j {
        Json::Object(m) => {
            keys.iter().any(|k| m.contains_key(*k)) || m.values().any(|v| has_key(v, keys))
        }
        Json::Array(a) => a.iter().any(|v| has_key(v, keys)),
        _ => false,
    }
}

/// Probes the converter with schemas of the given API (the one its call sites pass).
pub fn profile(run: &dyn RunConverter, api: Api, span: Span) -> ConverterProfile {
    let p = Probe { api, span };
    let mut out = ConverterProfile {
        no_branch: Vec::new(),
        drops_description_on: Vec::new(),
        keeps_leaf_description: false,
        emits_string_bounds: false,
        emits_number_bounds: false,
        emits_array_bounds: false,
        emits_default: false,
        emits_enum: false,
        emits_const: false,
        failed_probes: Vec::new(),
    };
    let mut probe = |name: &str, s: SchemaRef| -> Option<Json> {
        match run.convert(&s) {
            Ok(j) => Some(j.unwrap_or(Json::Null)),
            Err(e) => {
                out.failed_probes.push((name.to_string(), e));
                None
            }
        }
    };
    let string = p.string();
    let number = p.node(Kind::Number {
        checks: vec![],
        coerce: false,
    });
    let kinds: Vec<(&'static str, SchemaRef)> = vec![
        ("string", string.clone()),
        ("number", number.clone()),
        ("boolean", p.node(Kind::Boolean { coerce: false })),
        (
            "enum",
            p.node(Kind::Enum {
                values: vec![json!("a"), json!("b")],
                native: false,
            }),
        ),
        ("literal", p.node(Kind::Literal(vec![json!(true)]))),
        (
            "array",
            p.node(Kind::Array {
                element: string.clone(),
                checks: vec![],
                method: false,
            }),
        ),
        (
            "object",
            p.node(Kind::Object {
                shape: vec![("a".into(), string.clone())],
                unknown_keys: UnknownKeys::Strip,
                checks: vec![],
            }),
        ),
        (
            "record",
            p.node(Kind::Record {
                key: Some(string.clone()),
                value: string.clone(),
            }),
        ),
        (
            "union",
            p.node(Kind::Union {
                options: vec![string.clone(), number.clone()],
                discriminator: None,
                exclusive: false,
            }),
        ),
        (
            "tuple",
            p.node(Kind::Tuple {
                items: vec![string.clone(), number.clone()],
                rest: None,
            }),
        ),
        (
            "intersection",
            p.node(Kind::Intersection {
                left: string.clone(),
                right: string.clone(),
            }),
        ),
        ("nullable", p.wrap(Kind::Nullable(string.clone()))),
        ("date", p.node(Kind::Date { coerce: false })),
    ];
    let mut results = Vec::new();
    for (name, s) in kinds {
        results.push((name, probe(name, s)));
    }
    for (name, r) in &results {
        if r.as_ref().is_some_and(|j| j == &json!({})) {
            out.no_branch.push(name);
        }
    }
    out.emits_enum = results
        .iter()
        .any(|(n, r)| *n == "enum" && r.as_ref().is_some_and(|j| has_key(j, &["enum"])));
    out.emits_const = results.iter().any(|(n, r)| {
        *n == "literal" && r.as_ref().is_some_and(|j| has_key(j, &["const", "enum"]))
    });
    if let Some(j) = probe("described string", p.describe(&string)) {
        out.keeps_leaf_description = contains_text(&j, PROBE_TEXT);
    }
    let wrappers: Vec<(&'static str, Kind)> = vec![
        ("optional", Kind::Optional(string.clone())),
        ("nullable", Kind::Nullable(string.clone())),
        (
            "default",
            Kind::Default {
                inner: string.clone(),
                value: DefaultValue::Known(json!("x")),
            },
        ),
        (
            "refine",
            Kind::Effects {
                inner: string.clone(),
                effect: EffectKind::Refine,
                func: None,
            },
        ),
        (
            "transform",
            Kind::Effects {
                inner: string.clone(),
                effect: EffectKind::Transform,
                func: None,
            },
        ),
    ];
    for (name, kind) in wrappers {
        let w = p.describe(&p.wrap(kind));
        if let Some(j) = probe(name, w) {
            if !contains_text(&j, PROBE_TEXT) {
                out.drops_description_on.push(name);
            }
        }
    }
    let bounded_string = p.check(
        &p.check(&string, CheckKind::MinLength(1.0)),
        CheckKind::MaxLength(5.0),
    );
    out.emits_string_bounds = probe("bounded string", bounded_string)
        .is_some_and(|j| has_key(&j, &["minLength", "maxLength"]));
    let bounded_number = p.check(
        &p.check(
            &number,
            CheckKind::Min {
                value: 1.0,
                inclusive: true,
            },
        ),
        CheckKind::Max {
            value: 5.0,
            inclusive: true,
        },
    );
    out.emits_number_bounds = probe("bounded number", bounded_number).is_some_and(|j| {
        has_key(
            &j,
            &["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"],
        )
    });
    let array = p.node(Kind::Array {
        element: string.clone(),
        checks: vec![],
        method: false,
    });
    let bounded_array = p.check(&array, CheckKind::MaxLength(3.0));
    out.emits_array_bounds = probe("bounded array", bounded_array)
        .is_some_and(|j| has_key(&j, &["minItems", "maxItems"]));
    let defaulted = p.wrap(Kind::Default {
        inner: string.clone(),
        value: DefaultValue::Known(json!("x")),
    });
    out.emits_default = probe("default", defaulted).is_some_and(|j| has_key(&j, &["default"]));
    out
}
