//! Building IR nodes from zod calls, mirroring the instance graph the library builds: which call
//! makes a fresh instance, which derives a clone of the same type, and (zod 3) which wrapper
//! copies the wrapped instance's description.

use std::rc::Rc;

use serde_json::Value as Json;

use crate::ir::*;
use crate::span::Span;
use crate::ts::eval::Evaluator;
use crate::ts::value::*;

const STRING_FORMATS: &[&str] = &[
    "email",
    "url",
    "uuid",
    "guid",
    "uuidv4",
    "uuidv6",
    "uuidv7",
    "nanoid",
    "cuid",
    "cuid2",
    "ulid",
    "emoji",
    "base64",
    "base64url",
    "datetime",
    "date",
    "time",
    "duration",
    "ipv4",
    "ipv6",
    "cidrv4",
    "cidrv6",
    "e164",
    "jwt",
    "ip",
    "cidr",
    "hostname",
    "hex",
];

/// Top-level zod 4 functions that build a string with one format check (`z.email()`).
const TOP_LEVEL_FORMATS: &[&str] = &[
    "email",
    "url",
    "uuid",
    "guid",
    "uuidv4",
    "uuidv6",
    "uuidv7",
    "nanoid",
    "cuid",
    "cuid2",
    "ulid",
    "emoji",
    "base64",
    "base64url",
    "ipv4",
    "ipv6",
    "cidrv4",
    "cidrv6",
    "e164",
    "jwt",
    "hostname",
    "hex",
];

fn arg(args: &[(Value, Span)], i: usize) -> Option<&Value> {
    args.get(i).map(|a| &a.0)
}

fn unresolved(reason: impl Into<String>, span: Span, api: Api) -> Value {
    Value::Schema(Schema::new(
        Kind::Unresolved {
            reason: reason.into(),
        },
        span,
        api,
    ))
}

/// A schema argument, or an unresolved node saying why it is not one.
fn schema_arg(ev: &Evaluator, v: Option<&Value>, span: Span, api: Api) -> SchemaRef {
    match v {
        Some(Value::Schema(s)) => s.clone(),
        Some(Value::Pending(key)) if ev.in_deferred() => ev.lazy_for(*key, true, span),
        Some(Value::Pending(_)) => Schema::new(
            Kind::Unresolved {
                reason:
                    "a binding used before its declaration completes (a ReferenceError at run time)"
                        .into(),
            },
            span,
            api,
        ),
        Some(Value::Unknown(r)) => Schema::new(
            Kind::Unresolved {
                reason: r.to_string(),
            },
            span,
            api,
        ),
        Some(other) => Schema::new(
            Kind::Unresolved {
                reason: format!("{} where a schema was expected", other.describe()),
            },
            span,
            api,
        ),
        None => Schema::new(
            Kind::Unresolved {
                reason: "a missing schema argument".into(),
            },
            span,
            api,
        ),
    }
}

fn json_of(v: Option<&Value>) -> DefaultValue {
    match v {
        Some(Value::Func(_)) => DefaultValue::Unknown("a default computed by a function".into()),
        Some(v) => match v.to_json() {
            Ok(j) => DefaultValue::Known(j),
            Err(e) => DefaultValue::Unknown(e),
        },
        None => DefaultValue::Known(Json::Null),
    }
}

impl Evaluator<'_> {
    /// A default value: literals, or an arrow function returning a literal (zod evaluates it).
    fn default_value(&self, v: Option<&Value>) -> DefaultValue {
        if let Some(Value::Func(func)) = v {
            return match self.call_func(func, &[], Span::default()) {
                Value::Unknown(r) => {
                    DefaultValue::Unknown(format!("a default computed at run time ({r})"))
                }
                other => json_of(Some(&other)),
            };
        }
        json_of(v)
    }

    fn shape_of(&self, v: Option<&Value>, api: Api) -> Result<Vec<(String, SchemaRef)>, String> {
        match v {
            Some(Value::Object(o)) => Ok(o
                .props
                .iter()
                .map(|p| {
                    (
                        p.key.to_string(),
                        schema_arg(self, Some(&p.value), p.value_span, api),
                    )
                })
                .collect()),
            None => Ok(Vec::new()),
            Some(Value::Unknown(r)) => Err(r.to_string()),
            Some(other) => Err(format!(
                "{} where an object shape was expected",
                other.describe()
            )),
        }
    }

    pub fn zod_member(&self, z: &ZodRef, name: &str) -> Value {
        let path: Rc<str> = if z.path.is_empty() {
            name.into()
        } else {
            format!("{}.{name}", z.path).into()
        };
        // `zod.z` and `zod.default` name the namespace itself
        if z.path.is_empty() && (name == "z" || name == "default") {
            return Value::Zod(z.clone());
        }
        Value::Zod(ZodRef { api: z.api, path })
    }

    pub fn zod_call(&self, z: &ZodRef, args: &[(Value, Span)], span: Span) -> Value {
        let api = z.api;
        let v3 = api == Api::Zod3;
        let mk = |kind: Kind| Value::Schema(Schema::new(kind, span, api));
        let a0 = arg(args, 0);
        let path = z.path.as_ref();
        match path {
            "string" => mk(Kind::String {
                checks: vec![],
                coerce: false,
            }),
            "number" => mk(Kind::Number {
                checks: vec![],
                coerce: false,
            }),
            "bigint" => mk(Kind::BigInt {
                checks: vec![],
                coerce: false,
            }),
            "boolean" => mk(Kind::Boolean { coerce: false }),
            "date" => mk(Kind::Date { coerce: false }),
            "coerce.string" => mk(Kind::String {
                checks: vec![],
                coerce: true,
            }),
            "coerce.number" => mk(Kind::Number {
                checks: vec![],
                coerce: true,
            }),
            "coerce.bigint" => mk(Kind::BigInt {
                checks: vec![],
                coerce: true,
            }),
            "coerce.boolean" => mk(Kind::Boolean { coerce: true }),
            "coerce.date" => mk(Kind::Date { coerce: true }),
            "null" => mk(Kind::Null),
            "undefined" => mk(Kind::Undefined),
            "void" => mk(Kind::Void),
            "never" => mk(Kind::Never),
            "any" => mk(Kind::Any),
            "unknown" => mk(Kind::Unknown),
            "nan" => mk(Kind::NaN),
            "symbol" => mk(Kind::Symbol),
            // in the 4.0.0 core `z.function()` builds a plain function factory, not a schema
            "function" if !v3 && self.zod.core40 => Value::Object(Rc::new(ObjectLit {
                props: vec![],
                span,
            })),
            "function" => mk(Kind::Function),
            "custom" | "instanceof" => mk(Kind::Custom),
            "stringbool" if !v3 => mk(Kind::StringBool),
            "int" | "int32" | "uint32" | "float32" | "float64" if !v3 => {
                let fmt = if path == "int" { "safeint" } else { path };
                mk(Kind::Number {
                    checks: vec![Check {
                        kind: CheckKind::NumberFormat(fmt.into()),
                        span,
                    }],
                    coerce: false,
                })
            }
            "int64" | "uint64" if !v3 => mk(Kind::BigInt {
                checks: vec![Check {
                    kind: CheckKind::NumberFormat(path.into()),
                    span,
                }],
                coerce: false,
            }),
            "literal" => match a0 {
                Some(Value::Array(items)) if !v3 => match items
                    .iter()
                    .map(|v| v.to_json())
                    .collect::<Result<Vec<_>, _>>()
                {
                    Ok(vals) => mk(Kind::Literal(vals)),
                    Err(e) => unresolved(
                        format!("a literal toolsight cannot evaluate: {e}"),
                        span,
                        api,
                    ),
                },
                Some(Value::Undefined) => mk(Kind::LiteralUndefined),
                Some(v) => match v.to_json() {
                    Ok(j) => mk(Kind::Literal(vec![j])),
                    Err(e) => unresolved(
                        format!("a literal toolsight cannot evaluate: {e}"),
                        span,
                        api,
                    ),
                },
                None => unresolved("a literal without a value", span, api),
            },
            "enum" | "nativeEnum" => self.enum_of(
                a0,
                path == "nativeEnum" || !matches!(a0, Some(Value::Array(_))),
                span,
                api,
            ),
            "object" | "strictObject" | "looseObject" => match self.shape_of(a0, api) {
                Ok(shape) => mk(Kind::Object {
                    shape,
                    unknown_keys: match path {
                        "strictObject" => UnknownKeys::Strict,
                        "looseObject" => UnknownKeys::Passthrough,
                        _ => UnknownKeys::Strip,
                    },
                    checks: vec![],
                }),
                Err(r) => unresolved(
                    format!("an object shape toolsight cannot list: {r}"),
                    span,
                    api,
                ),
            },
            "array" => mk(Kind::Array {
                element: schema_arg(self, a0, span, api),
                checks: vec![],
                method: false,
            }),
            "set" => mk(Kind::Set {
                value: schema_arg(self, a0, span, api),
                checks: vec![],
            }),
            "map" => mk(Kind::Map {
                key: schema_arg(self, a0, span, api),
                value: schema_arg(self, arg(args, 1), span, api),
            }),
            "record" => {
                if args.len() >= 2 {
                    mk(Kind::Record {
                        key: Some(schema_arg(self, a0, span, api)),
                        value: schema_arg(self, arg(args, 1), span, api),
                    })
                } else {
                    mk(Kind::Record {
                        key: None,
                        value: schema_arg(self, a0, span, api),
                    })
                }
            }
            "tuple" => match a0 {
                Some(Value::Array(items)) => mk(Kind::Tuple {
                    items: items
                        .iter()
                        .map(|v| schema_arg(self, Some(v), span, api))
                        .collect(),
                    rest: arg(args, 1)
                        .filter(|v| matches!(v, Value::Schema(_)))
                        .map(|v| schema_arg(self, Some(v), span, api)),
                }),
                _ => unresolved("a tuple whose items toolsight cannot list", span, api),
            },
            "union" | "xor" => match a0 {
                Some(Value::Array(items)) => mk(Kind::Union {
                    options: items
                        .iter()
                        .map(|v| schema_arg(self, Some(v), span, api))
                        .collect(),
                    discriminator: None,
                    exclusive: path == "xor",
                }),
                _ => unresolved("a union whose options toolsight cannot list", span, api),
            },
            "discriminatedUnion" => match (a0, arg(args, 1)) {
                (Some(Value::Str(d, _)), Some(Value::Array(items))) => mk(Kind::Union {
                    options: items
                        .iter()
                        .map(|v| schema_arg(self, Some(v), span, api))
                        .collect(),
                    discriminator: Some(d.to_string()),
                    exclusive: !v3,
                }),
                _ => unresolved("a discriminated union toolsight cannot list", span, api),
            },
            "intersection" => mk(Kind::Intersection {
                left: schema_arg(self, a0, span, api),
                right: schema_arg(self, arg(args, 1), span, api),
            }),
            "optional" => mk(Kind::Optional(schema_arg(self, a0, span, api))),
            "nullable" => mk(Kind::Nullable(schema_arg(self, a0, span, api))),
            "nullish" => {
                let n = Schema::new(Kind::Nullable(schema_arg(self, a0, span, api)), span, api);
                mk(Kind::Optional(n))
            }
            "promise" => mk(Kind::Promise(schema_arg(self, a0, span, api))),
            "lazy" => match a0 {
                Some(Value::Func(func)) => {
                    match self.deferred_eval(|| self.call_func(func, &[], span)) {
                        Value::Schema(s) => {
                            let target = self.lazy_target();
                            target.set(s);
                            mk(Kind::Lazy(target))
                        }
                        Value::Pending(key) => {
                            let lazy = self.lazy_for(key, false, span);
                            Value::Schema(lazy)
                        }
                        other => unresolved(
                            format!("a lazy schema returning {}", other.describe()),
                            span,
                            api,
                        ),
                    }
                }
                _ => unresolved(
                    "a lazy schema without a getter toolsight can follow",
                    span,
                    api,
                ),
            },
            "preprocess" => {
                let inner = schema_arg(self, arg(args, 1), span, api);
                if v3 {
                    mk(Kind::Effects {
                        inner,
                        effect: EffectKind::Preprocess,
                        func: func_span(a0),
                    })
                } else {
                    let t = Schema::new(Kind::Transform, span, api);
                    mk(Kind::Pipe {
                        input: t,
                        output: inner,
                    })
                }
            }
            "pipe" if !v3 => mk(Kind::Pipe {
                input: schema_arg(self, a0, span, api),
                output: schema_arg(self, arg(args, 1), span, api),
            }),
            "templateLiteral" if !v3 => mk(Kind::TemplateLiteral { pattern: None }),
            // `lazy(() => union([string(), number(), boolean(), null(), array(self), record(string(), self)]))`
            "json" if !v3 => {
                let target = self.lazy_target();
                let json = Schema::new(Kind::Lazy(target.clone()), span, api);
                let leaf = |kind: Kind| Schema::new(kind, span, api);
                let union = leaf(Kind::Union {
                    options: vec![
                        leaf(Kind::String {
                            checks: vec![],
                            coerce: false,
                        }),
                        leaf(Kind::Number {
                            checks: vec![],
                            coerce: false,
                        }),
                        leaf(Kind::Boolean { coerce: false }),
                        leaf(Kind::Null),
                        leaf(Kind::Array {
                            element: json.clone(),
                            checks: vec![],
                            method: false,
                        }),
                        leaf(Kind::Record {
                            key: Some(leaf(Kind::String {
                                checks: vec![],
                                coerce: false,
                            })),
                            value: json.clone(),
                        }),
                    ],
                    discriminator: None,
                    exclusive: false,
                });
                target.set(union);
                Value::Schema(json)
            }
            "globalRegistry.add" if !v3 => {
                if let (Some(Value::Schema(s)), Some(meta)) = (a0, arg(args, 1)) {
                    register(s, meta);
                }
                Value::Zod(ZodRef {
                    api,
                    path: "globalRegistry".into(),
                })
            }
            "toJSONSchema" if !v3 => Value::Converted(Rc::new(Converted {
                converter: Converter::ZodToJSONSchema,
                schema: a0.cloned().unwrap_or(Value::Undefined),
                options: match arg(args, 1) {
                    Some(Value::Object(o)) => Some(o.clone()),
                    _ => None,
                },
                name: None,
                after: Vec::new(),
                dropped: Vec::new(),
                span,
            })),
            p if !v3 && TOP_LEVEL_FORMATS.contains(&p) => {
                let s = Schema::new(
                    Kind::String {
                        checks: vec![],
                        coerce: false,
                    },
                    span,
                    api,
                );
                self.add_check(
                    &s,
                    CheckKind::Format {
                        name: p.into(),
                        options: options_json(a0),
                    },
                    span,
                )
            }
            p if !v3 && p.starts_with("iso.") => {
                let name = &p[4..];
                let s = Schema::new(
                    Kind::String {
                        checks: vec![],
                        coerce: false,
                    },
                    span,
                    api,
                );
                self.add_check(
                    &s,
                    CheckKind::Format {
                        name: name.into(),
                        options: options_json(a0),
                    },
                    span,
                )
            }
            // the 4.0.0 core's mini has no metadata checks
            "describe" | "meta" if !v3 && self.zod.core40 => Value::unknown(format!(
                "`z.{path}`, which the zod 4.0 core does not have (a TypeError at run time)"
            )),
            p if !v3 => match mini_check(p, args) {
                Some(c) => Value::ZodCheck(Rc::new(c)),
                None => Value::unknown(format!("`z.{path}(...)`, which toolsight does not model")),
            },
            _ => Value::unknown(format!("`z.{path}(...)`, which toolsight does not model")),
        }
    }

    fn enum_of(&self, v: Option<&Value>, native: bool, span: Span, api: Api) -> Value {
        let values: Result<Vec<Json>, String> = match v {
            Some(Value::Array(items)) => items.iter().map(|i| i.to_json()).collect(),
            Some(Value::Object(o)) => {
                // a TS enum's reverse mappings (numeric keys whose value is a member name) are not values
                let numeric_values: Vec<f64> = o
                    .props
                    .iter()
                    .filter_map(|p| {
                        if let Value::Num(n) = p.value {
                            Some(n)
                        } else {
                            None
                        }
                    })
                    .collect();
                o.props
                    .iter()
                    .filter(|p| {
                        !(p.key
                            .parse::<f64>()
                            .ok()
                            .is_some_and(|k| numeric_values.contains(&k))
                            && matches!(p.value, Value::Str(..)))
                    })
                    .map(|p| p.value.to_json())
                    .collect()
            }
            Some(Value::Unknown(r)) => Err(r.to_string()),
            _ => Err("enum values toolsight cannot list".into()),
        };
        match values {
            Ok(values) => Value::Schema(Schema::new(Kind::Enum { values, native }, span, api)),
            Err(e) => unresolved(format!("enum values toolsight cannot list: {e}"), span, api),
        }
    }

    /// A derived instance with one more check (zod 3: new def with the check appended; zod 4: a
    /// clone whose parent is `s`).
    pub fn add_check(&self, s: &SchemaRef, kind: CheckKind, span: Span) -> Value {
        let check = Check { kind, span };
        let new_kind = match &s.kind {
            Kind::String { checks, coerce } => Kind::String {
                checks: push(checks, check.clone()),
                coerce: *coerce,
            },
            Kind::Number { checks, coerce } => Kind::Number {
                checks: push(checks, check.clone()),
                coerce: *coerce,
            },
            Kind::BigInt { checks, coerce } => Kind::BigInt {
                checks: push(checks, check.clone()),
                coerce: *coerce,
            },
            Kind::Array {
                element,
                checks,
                method,
            } => Kind::Array {
                element: element.clone(),
                checks: push(checks, check.clone()),
                method: *method,
            },
            Kind::Set { value, checks } => Kind::Set {
                value: value.clone(),
                checks: push(checks, check.clone()),
            },
            Kind::Object {
                shape,
                unknown_keys,
                checks,
            } => Kind::Object {
                shape: shape.clone(),
                unknown_keys: unknown_keys.clone(),
                checks: push(checks, check.clone()),
            },
            other => other.clone(),
        };
        Value::Schema(Schema::derive(s, new_kind, Step::Check(check), span))
    }

    pub fn schema_member(&self, s: &SchemaRef, name: &str, span: Span) -> Value {
        match (name, &s.kind) {
            ("shape", Kind::Object { shape, .. }) => Value::Object(Rc::new(ObjectLit {
                props: shape
                    .iter()
                    .map(|(k, v)| Prop {
                        key: k.as_str().into(),
                        value: Value::Schema(v.clone()),
                        key_span: v.span,
                        value_span: v.span,
                    })
                    .collect(),
                span,
            })),
            ("element", Kind::Array { element, .. }) => Value::Schema(element.clone()),
            ("options", Kind::Union { options, .. }) => Value::Array(Rc::new(
                options.iter().map(|o| Value::Schema(o.clone())).collect(),
            )),
            ("options", Kind::Enum { values, .. }) => Value::Array(Rc::new(
                values
                    .iter()
                    .map(|v| match v {
                        Json::String(s) => Value::Str(s.as_str().into(), span),
                        Json::Number(n) => Value::Num(n.as_f64().unwrap_or(0.0)),
                        _ => Value::unknown("an enum value"),
                    })
                    .collect(),
            )),
            ("enum", Kind::Enum { values, .. }) => Value::Object(Rc::new(ObjectLit {
                props: values
                    .iter()
                    .filter_map(|v| v.as_str())
                    .map(|v| Prop {
                        key: v.into(),
                        value: Value::Str(v.into(), span),
                        key_span: span,
                        value_span: span,
                    })
                    .collect(),
                span,
            })),
            ("description", _) => Value::unknown("a schema's description read at run time"),
            _ => Value::SchemaMethod(s.clone(), name.into()),
        }
    }

    pub fn schema_method(
        &self,
        s: &SchemaRef,
        m: &str,
        args: &[(Value, Span)],
        span: Span,
    ) -> Value {
        let api = s.api;
        let v3 = api == Api::Zod3;
        let a0 = arg(args, 0);
        // zod 3 wrappers made by methods copy the description of the instance they wrap
        let copied = || if v3 { v3_description(s) } else { None };
        let wrap = |kind: Kind, copies: bool| {
            Value::Schema(Schema::wrapper(
                kind,
                span,
                api,
                if copies { copied() } else { None },
            ))
        };
        let num = |v: Option<&Value>| match v {
            Some(Value::Num(n)) => Some(*n),
            _ => None,
        };
        match m {
            // zod 4.2+ instances convert themselves like `z.toJSONSchema(schema, params)`; the
            // 4.0 core zod 3.25 bundles has no such method
            "toJSONSchema" if api == Api::Zod4 && self.zod.core40 => Value::unknown(
                "`.toJSONSchema()`, which the zod 4.0 core of zod 3.25 does not have (a TypeError at run time)",
            ),
            "toJSONSchema" if api == Api::Zod4 => Value::Converted(Rc::new(Converted {
                converter: Converter::ZodToJSONSchema,
                schema: Value::Schema(s.clone()),
                options: match a0 {
                    Some(Value::Object(o)) => Some(o.clone()),
                    _ => None,
                },
                name: None,
                after: Vec::new(),
                dropped: Vec::new(),
                span,
            })),
            "optional" => wrap(Kind::Optional(s.clone()), true),
            "nullable" => wrap(Kind::Nullable(s.clone()), true),
            "nullish" => {
                let n = Schema::wrapper(Kind::Nullable(s.clone()), span, api, copied());
                let copied2 = if v3 { v3_description(&n) } else { None };
                Value::Schema(Schema::wrapper(Kind::Optional(n), span, api, copied2))
            }
            "default" => wrap(
                Kind::Default {
                    inner: s.clone(),
                    value: self.default_value(a0),
                },
                true,
            ),
            "prefault" if !v3 => wrap(
                Kind::Prefault {
                    inner: s.clone(),
                    value: self.default_value(a0),
                },
                false,
            ),
            "catch" => wrap(
                Kind::Catch {
                    inner: s.clone(),
                    value: self.default_value(a0),
                },
                true,
            ),
            "readonly" => wrap(Kind::Readonly(s.clone()), false),
            "brand" => {
                if v3 {
                    wrap(Kind::Branded(s.clone()), true)
                } else {
                    Value::Schema(s.clone())
                }
            }
            "array" => wrap(
                Kind::Array {
                    element: s.clone(),
                    checks: vec![],
                    method: true,
                },
                false,
            ),
            "promise" => wrap(Kind::Promise(s.clone()), true),
            "or" => wrap(
                Kind::Union {
                    options: vec![s.clone(), schema_arg(self, a0, span, api)],
                    discriminator: None,
                    exclusive: false,
                },
                true,
            ),
            "and" => wrap(
                Kind::Intersection {
                    left: s.clone(),
                    right: schema_arg(self, a0, span, api),
                },
                true,
            ),
            "describe" => match a0 {
                Some(Value::Str(text, tspan)) => Value::Schema(Schema::derive(
                    s,
                    s.kind.clone(),
                    Step::Describe(Text {
                        value: text.to_string(),
                        span: *tspan,
                    }),
                    span,
                )),
                Some(other) => Value::Schema(Schema::derive(
                    s,
                    s.kind.clone(),
                    Step::Meta(vec![(
                        "description".into(),
                        MetaValue::Unknown(match other {
                            Value::Unknown(reason) => reason.to_string(),
                            other => format!("{} toolsight cannot evaluate", other.describe()),
                        }),
                    )]),
                    span,
                )),
                None => Value::Schema(s.clone()),
            },
            "meta" if !v3 => match a0 {
                Some(Value::Object(o)) => {
                    let entries = o
                        .props
                        .iter()
                        .map(|p| {
                            let v = match p.value.to_json() {
                                Ok(j) => MetaValue::Known(j),
                                Err(e) => MetaValue::Unknown(e),
                            };
                            (p.key.to_string(), v)
                        })
                        .collect();
                    Value::Schema(Schema::derive(s, s.kind.clone(), Step::Meta(entries), span))
                }
                None => Value::unknown("the metadata read back with `.meta()`"),
                Some(other) => {
                    unresolved(format!("metadata given as {}", other.describe()), span, api)
                }
            },
            "refine" | "superRefine" | "check" if v3 || m != "check" => {
                if v3 {
                    wrap(
                        Kind::Effects {
                            inner: s.clone(),
                            effect: EffectKind::Refine,
                            func: func_span(a0),
                        },
                        true,
                    )
                } else {
                    self.add_check(s, CheckKind::Refine, span)
                }
            }
            "check" => self.mini_checks(s, args, span),
            "register" if !v3 => {
                match (a0, arg(args, 1)) {
                    (Some(Value::Zod(z)), Some(meta)) if &*z.path == "globalRegistry" => {
                        register(s, meta)
                    }
                    _ => {
                        return Value::unknown(
                            "a schema registered in a registry toolsight does not follow",
                        )
                    }
                }
                Value::Schema(s.clone())
            }
            "transform" => {
                if v3 {
                    wrap(
                        Kind::Effects {
                            inner: s.clone(),
                            effect: EffectKind::Transform,
                            func: func_span(a0),
                        },
                        true,
                    )
                } else {
                    let t = Schema::new(Kind::Transform, span, api);
                    wrap(
                        Kind::Pipe {
                            input: s.clone(),
                            output: t,
                        },
                        false,
                    )
                }
            }
            "pipe" => wrap(
                Kind::Pipe {
                    input: s.clone(),
                    output: schema_arg(self, a0, span, api),
                },
                false,
            ),
            "unwrap" | "removeDefault" | "removeCatch" => match &s.kind {
                Kind::Optional(i)
                | Kind::Nullable(i)
                | Kind::Branded(i)
                | Kind::Readonly(i)
                | Kind::Promise(i) => Value::Schema(i.clone()),
                Kind::Default { inner, .. } | Kind::Catch { inner, .. } => {
                    Value::Schema(inner.clone())
                }
                Kind::Array { element, .. } => Value::Schema(element.clone()),
                _ => Value::unknown(format!("`.{m}()` of this schema")),
            },
            "innerType" | "sourceType" => match &s.kind {
                Kind::Effects { inner, .. } => Value::Schema(inner.clone()),
                _ => Value::unknown(format!("`.{m}()` of this schema")),
            },
            _ => self.type_method(s, m, args, span, num(a0)),
        }
    }

    /// zod mini's `.check(z.minLength(2), ...)`: each argument is a check call.
    /// zod mini's `.check(z.minLength(2), z.describe("d"), ...)`: one clone carrying every
    /// check, modelled as one derived instance per check (the metadata each sees is the same).
    fn mini_checks(&self, s: &SchemaRef, args: &[(Value, Span)], span: Span) -> Value {
        let mut cur = s.clone();
        for (a, _) in args {
            let next = match a {
                Value::ZodCheck(c) => match c.as_ref() {
                    MiniCheck::Check(kind) => self.add_check(&cur, kind.clone(), span),
                    MiniCheck::Describe(t) => Value::Schema(Schema::derive(
                        &cur,
                        cur.kind.clone(),
                        Step::Describe(t.clone()),
                        span,
                    )),
                    MiniCheck::Meta(entries) => Value::Schema(Schema::derive(
                        &cur,
                        cur.kind.clone(),
                        Step::Meta(entries.clone()),
                        span,
                    )),
                },
                Value::Func(_) => self.add_check(&cur, CheckKind::Refine, span),
                other => {
                    return unresolved(
                        format!("a `.check()` argument that is {}", other.describe()),
                        span,
                        s.api,
                    )
                }
            };
            match next {
                Value::Schema(n) => cur = n,
                other => return other,
            }
        }
        Value::Schema(cur)
    }

    fn type_method(
        &self,
        s: &SchemaRef,
        m: &str,
        args: &[(Value, Span)],
        span: Span,
        n0: Option<f64>,
    ) -> Value {
        let api = s.api;
        let v3 = api == Api::Zod3;
        let a0 = arg(args, 0);
        let check = |k: CheckKind| self.add_check(s, k, span);
        let need_num = |k: fn(f64) -> CheckKind| match n0 {
            Some(n) => self.add_check(s, k(n), span),
            None => unresolved(
                format!("`.{m}()` with a bound toolsight cannot evaluate"),
                span,
                api,
            ),
        };
        match (&s.kind, m) {
            (Kind::String { .. }, "min") => need_num(CheckKind::MinLength),
            (Kind::String { .. }, "max") => need_num(CheckKind::MaxLength),
            (Kind::String { .. }, "length") => need_num(CheckKind::Length),
            (Kind::String { .. }, "nonempty") => check(CheckKind::MinLength(1.0)),
            (Kind::String { .. }, "regex") => match a0 {
                Some(Value::Regex { source, flags }) => check(CheckKind::Regex {
                    source: source.to_string(),
                    flags: flags.to_string(),
                }),
                _ => unresolved("a regex toolsight cannot evaluate", span, api),
            },
            (Kind::String { .. }, "startsWith" | "endsWith" | "includes") => match a0 {
                Some(Value::Str(t, _)) => check(match m {
                    "startsWith" => CheckKind::StartsWith(t.to_string()),
                    "endsWith" => CheckKind::EndsWith(t.to_string()),
                    _ => CheckKind::Includes(t.to_string()),
                }),
                _ => unresolved(
                    format!("`.{m}()` with text toolsight cannot evaluate"),
                    span,
                    api,
                ),
            },
            (Kind::String { .. }, f) if STRING_FORMATS.contains(&f) => check(CheckKind::Format {
                name: f.into(),
                options: options_json(a0),
            }),
            (
                Kind::String { .. },
                "trim" | "toLowerCase" | "toUpperCase" | "normalize" | "lowercase" | "uppercase",
            ) => {
                if !v3 && matches!(m, "lowercase" | "uppercase") {
                    check(CheckKind::Format {
                        name: m.into(),
                        options: None,
                    })
                } else {
                    check(CheckKind::NoSchemaEffect(m.into()))
                }
            }
            (Kind::Number { .. } | Kind::BigInt { .. }, "min" | "gte") => {
                need_num(|v| CheckKind::Min {
                    value: v,
                    inclusive: true,
                })
            }
            (Kind::Number { .. } | Kind::BigInt { .. }, "gt") => need_num(|v| CheckKind::Min {
                value: v,
                inclusive: false,
            }),
            (Kind::Number { .. } | Kind::BigInt { .. }, "max" | "lte") => {
                need_num(|v| CheckKind::Max {
                    value: v,
                    inclusive: true,
                })
            }
            (Kind::Number { .. } | Kind::BigInt { .. }, "lt") => need_num(|v| CheckKind::Max {
                value: v,
                inclusive: false,
            }),
            (Kind::Number { .. } | Kind::BigInt { .. }, "positive") => check(CheckKind::Min {
                value: 0.0,
                inclusive: false,
            }),
            (Kind::Number { .. } | Kind::BigInt { .. }, "nonnegative") => check(CheckKind::Min {
                value: 0.0,
                inclusive: true,
            }),
            (Kind::Number { .. } | Kind::BigInt { .. }, "negative") => check(CheckKind::Max {
                value: 0.0,
                inclusive: false,
            }),
            (Kind::Number { .. } | Kind::BigInt { .. }, "nonpositive") => check(CheckKind::Max {
                value: 0.0,
                inclusive: true,
            }),
            (Kind::Number { .. } | Kind::BigInt { .. }, "multipleOf" | "step") => {
                need_num(CheckKind::MultipleOf)
            }
            (Kind::Number { .. }, "int") => {
                if v3 {
                    check(CheckKind::Int)
                } else {
                    check(CheckKind::NumberFormat("safeint".into()))
                }
            }
            (Kind::Number { .. }, "safe") => {
                if v3 {
                    let a = self.add_check(
                        s,
                        CheckKind::Min {
                            value: -9_007_199_254_740_991.0,
                            inclusive: true,
                        },
                        span,
                    );
                    match a {
                        Value::Schema(a) => self.add_check(
                            &a,
                            CheckKind::Max {
                                value: 9_007_199_254_740_991.0,
                                inclusive: true,
                            },
                            span,
                        ),
                        other => other,
                    }
                } else {
                    check(CheckKind::NumberFormat("safeint".into()))
                }
            }
            (Kind::Number { .. }, "finite") => {
                if v3 {
                    check(CheckKind::Finite)
                } else {
                    Value::Schema(s.clone())
                }
            }
            (Kind::Array { .. } | Kind::Set { .. }, "min") => need_num(CheckKind::MinLength),
            (Kind::Array { .. } | Kind::Set { .. }, "max") => need_num(CheckKind::MaxLength),
            (Kind::Array { .. } | Kind::Set { .. }, "length" | "size") => {
                need_num(CheckKind::Length)
            }
            (Kind::Array { .. } | Kind::Set { .. }, "nonempty") => check(CheckKind::MinLength(1.0)),
            (Kind::Object { .. }, _) => self.object_method(s, m, args, span),
            (Kind::Tuple { items, .. }, "rest") => Value::Schema(Schema::new(
                Kind::Tuple {
                    items: items.clone(),
                    rest: Some(schema_arg(self, a0, span, api)),
                },
                span,
                api,
            )),
            (Kind::Enum { values, native }, "extract" | "exclude") => match a0 {
                Some(Value::Array(keep)) => {
                    let keep: Vec<Json> = keep.iter().filter_map(|v| v.to_json().ok()).collect();
                    let values = values
                        .iter()
                        .filter(|v| keep.contains(v) == (m == "extract"))
                        .cloned()
                        .collect();
                    Value::Schema(Schema::new(
                        Kind::Enum {
                            values,
                            native: *native,
                        },
                        span,
                        api,
                    ))
                }
                _ => unresolved(
                    format!("`.{m}()` with values toolsight cannot list"),
                    span,
                    api,
                ),
            },
            (Kind::Unresolved { reason }, _) => unresolved(reason.clone(), span, api),
            _ => unresolved(
                format!("`.{m}()`, which toolsight does not model on this schema"),
                span,
                api,
            ),
        }
    }

    fn object_method(&self, s: &SchemaRef, m: &str, args: &[(Value, Span)], span: Span) -> Value {
        let api = s.api;
        let v3 = api == Api::Zod3;
        let Kind::Object {
            shape,
            unknown_keys,
            checks,
        } = &s.kind
        else {
            unreachable!("object_method is called for objects")
        };
        let a0 = arg(args, 0);
        let obj =
            |shape: Vec<(String, SchemaRef)>, unknown_keys: UnknownKeys, checks: Vec<Check>| {
                Value::Schema(Schema::new(
                    Kind::Object {
                        shape,
                        unknown_keys,
                        checks,
                    },
                    span,
                    api,
                ))
            };
        let mask = |v: Option<&Value>| -> Option<Vec<String>> {
            match v {
                Some(Value::Object(o)) => Some(
                    o.props
                        .iter()
                        .filter(|p| !matches!(p.value, Value::Bool(false)))
                        .map(|p| p.key.to_string())
                        .collect(),
                ),
                _ => None,
            }
        };
        match m {
            "strict" => obj(shape.clone(), UnknownKeys::Strict, checks.clone()),
            "passthrough" | "loose" => obj(shape.clone(), UnknownKeys::Passthrough, checks.clone()),
            "strip" => obj(shape.clone(), UnknownKeys::Strip, checks.clone()),
            "catchall" => obj(
                shape.clone(),
                UnknownKeys::Catchall(schema_arg(self, a0, span, api)),
                checks.clone(),
            ),
            "extend" | "safeExtend" => match self.shape_of(a0, api) {
                Ok(extra) => {
                    let mut new = shape.clone();
                    for (k, v) in extra {
                        if let Some(slot) = new.iter_mut().find(|(n, _)| *n == k) {
                            slot.1 = v;
                        } else {
                            new.push((k, v));
                        }
                    }
                    obj(new, unknown_keys.clone(), checks.clone())
                }
                Err(r) => unresolved(
                    format!("`.extend()` with a shape toolsight cannot list: {r}"),
                    span,
                    api,
                ),
            },
            "merge" => match a0 {
                Some(Value::Schema(other)) => match &other.kind {
                    Kind::Object {
                        shape: s2,
                        unknown_keys: u2,
                        checks: c2,
                    } => {
                        let mut new = shape.clone();
                        for (k, v) in s2 {
                            if let Some(slot) = new.iter_mut().find(|(n, _)| n == k) {
                                slot.1 = v.clone();
                            } else {
                                new.push((k.clone(), v.clone()));
                            }
                        }
                        obj(
                            new,
                            u2.clone(),
                            if v3 { checks.clone() } else { c2.clone() },
                        )
                    }
                    _ => unresolved("`.merge()` with a schema that is not an object", span, api),
                },
                _ => unresolved(
                    "`.merge()` with a schema toolsight cannot resolve",
                    span,
                    api,
                ),
            },
            "pick" | "omit" => match mask(a0) {
                Some(keys) => {
                    let new = shape
                        .iter()
                        .filter(|(k, _)| keys.contains(k) == (m == "pick"))
                        .cloned()
                        .collect();
                    obj(new, unknown_keys.clone(), vec![])
                }
                None => unresolved(
                    format!("`.{m}()` with keys toolsight cannot list"),
                    span,
                    api,
                ),
            },
            "partial" | "required" => {
                let keys = mask(a0);
                let new = shape
                    .iter()
                    .map(|(k, v)| {
                        if keys.as_ref().is_some_and(|ks| !ks.contains(k)) {
                            return (k.clone(), v.clone());
                        }
                        let nv = if m == "partial" {
                            Schema::wrapper(
                                Kind::Optional(v.clone()),
                                span,
                                api,
                                if v3 { v3_description(v) } else { None },
                            )
                        } else if v3 {
                            let mut inner = v.clone();
                            while let Kind::Optional(i) = &inner.kind {
                                inner = i.clone();
                            }
                            inner
                        } else {
                            Schema::new(Kind::NonOptional(v.clone()), span, api)
                        };
                        (k.clone(), nv)
                    })
                    .collect();
                obj(
                    new,
                    unknown_keys.clone(),
                    if m == "partial" && !v3 {
                        vec![]
                    } else {
                        checks.clone()
                    },
                )
            }
            "keyof" => Value::Schema(Schema::new(
                Kind::Enum {
                    values: shape.iter().map(|(k, _)| Json::String(k.clone())).collect(),
                    native: false,
                },
                span,
                api,
            )),
            _ => unresolved(
                format!("`.{m}()`, which toolsight does not model on objects"),
                span,
                api,
            ),
        }
    }
}

fn push(checks: &[Check], c: Check) -> Vec<Check> {
    let mut v = checks.to_vec();
    v.push(c);
    v
}

fn options_json(v: Option<&Value>) -> Option<Json> {
    match v {
        Some(Value::Object(o)) => {
            let j = Value::Object(o.clone()).to_json().ok()?;
            // a message-only argument does not change the schema
            let mut m = j.as_object()?.clone();
            m.remove("message");
            m.remove("error");
            (!m.is_empty()).then_some(Json::Object(m))
        }
        _ => None,
    }
}

/// `z.globalRegistry.add(s, meta)`: the registry's entry for `s` is replaced by `meta`.
fn register(s: &SchemaRef, meta: &Value) {
    let entries = match meta {
        Value::Object(o) => o
            .props
            .iter()
            .map(|p| {
                let v = match p.value.to_json() {
                    Ok(j) => MetaValue::Known(j),
                    Err(e) => MetaValue::Unknown(e),
                };
                (p.key.to_string(), v)
            })
            .collect(),
        other => vec![(
            "(metadata)".to_string(),
            MetaValue::Unknown(format!("{} as registry metadata", other.describe())),
        )],
    };
    *s.registered.borrow_mut() = Some(entries);
}

/// Where a function argument is written, so a converter model can run it.
fn func_span(v: Option<&Value>) -> Option<Span> {
    match v {
        Some(Value::Func(f)) => Some(Span {
            file: f.file,
            start: f.start,
            end: f.end,
        }),
        _ => None,
    }
}

/// zod mini's check factories (`z.minLength(2)`, `z.gte(0)`, `z.describe("d")`), for `.check()`.
fn mini_check(name: &str, args: &[(Value, Span)]) -> Option<MiniCheck> {
    let a0 = arg(args, 0);
    let n = match a0 {
        Some(Value::Num(n)) => Some(*n),
        _ => None,
    };
    let text = |v: Option<&Value>| match v {
        Some(Value::Str(t, _)) => Some(t.to_string()),
        _ => None,
    };
    let check = |k: CheckKind| Some(MiniCheck::Check(k));
    match name {
        "minLength" | "minSize" => check(CheckKind::MinLength(n?)),
        "maxLength" | "maxSize" => check(CheckKind::MaxLength(n?)),
        "length" | "size" => check(CheckKind::Length(n?)),
        "gte" | "minimum" => check(CheckKind::Min {
            value: n?,
            inclusive: true,
        }),
        "gt" => check(CheckKind::Min {
            value: n?,
            inclusive: false,
        }),
        "lte" | "maximum" => check(CheckKind::Max {
            value: n?,
            inclusive: true,
        }),
        "lt" => check(CheckKind::Max {
            value: n?,
            inclusive: false,
        }),
        "positive" => check(CheckKind::Min {
            value: 0.0,
            inclusive: false,
        }),
        "nonnegative" => check(CheckKind::Min {
            value: 0.0,
            inclusive: true,
        }),
        "negative" => check(CheckKind::Max {
            value: 0.0,
            inclusive: false,
        }),
        "nonpositive" => check(CheckKind::Max {
            value: 0.0,
            inclusive: true,
        }),
        "multipleOf" => check(CheckKind::MultipleOf(n?)),
        "regex" => match a0 {
            Some(Value::Regex { source, flags }) => check(CheckKind::Regex {
                source: source.to_string(),
                flags: flags.to_string(),
            }),
            _ => None,
        },
        "startsWith" => check(CheckKind::StartsWith(text(a0)?)),
        "endsWith" => check(CheckKind::EndsWith(text(a0)?)),
        "includes" => check(CheckKind::Includes(text(a0)?)),
        "lowercase" | "uppercase" => check(CheckKind::Format {
            name: name.into(),
            options: None,
        }),
        "trim" | "toLowerCase" | "toUpperCase" | "normalize" => {
            check(CheckKind::NoSchemaEffect(name.into()))
        }
        "describe" => match a0 {
            Some(Value::Str(t, sp)) => Some(MiniCheck::Describe(Text {
                value: t.to_string(),
                span: *sp,
            })),
            _ => None,
        },
        "meta" => match a0 {
            Some(Value::Object(o)) => Some(MiniCheck::Meta(
                o.props
                    .iter()
                    .map(|p| {
                        let v = match p.value.to_json() {
                            Ok(j) => MetaValue::Known(j),
                            Err(e) => MetaValue::Unknown(e),
                        };
                        (p.key.to_string(), v)
                    })
                    .collect(),
            )),
            _ => None,
        },
        "refine" | "superRefine" => check(CheckKind::Refine),
        _ => None,
    }
}
