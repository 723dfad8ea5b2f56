//! `handwritten-converter-gap`: what a hand-written zod → JSON Schema converter loses, counted
//! over the fields that go through it.

use std::rc::Rc;

use super::{servers, Context, Diagnostic, Rule, RuleMeta, Severity};
use crate::ir::{self, CheckKind, Kind, SchemaRef};
use crate::model::{ConverterInfo, ToolPrediction};
use crate::span::Span;
use crate::targets::handwritten::ConverterProfile;
use crate::workspace::Workspace;

pub struct HandwrittenConverterGap;

static META: RuleMeta = RuleMeta {
    id: "handwritten-converter-gap",
    severity: Severity::Warning,
    summary: "a hand-written schema converter drops descriptions on some wrappers, turns node types it has no branch for into `{}`, or never emits bounds and defaults — counted over the fields that go through it",
    what: "toolsight runs each hand-written converter of the workspace (a function that walks `_def`/`_zod.def` and builds JSON Schema) on small probe schemas and on the real ones. At the converter it reports, one finding per kind of gap: wrappers (`optional`, `nullable`, `default`, `refine`, …) whose own description it does not copy; node types with no branch, which come out as `{}`; bounds (`minLength`/`maxLength`, `minimum`/`maximum`, `minItems`/`maxItems`) and `default` it never emits. Each finding counts the fields of the run's tools that the gap actually hits.",
    why: "A hand-rolled converter fails quietly: it returns something for every schema, so nothing breaks, but each gap removes what the schema author wrote for the model. The losses are spread over every tool that uses the converter, which is why they are reported once, at the converter, with their reach.",
    example: "function convert(s: ZodTypeAny): Json {\n  const def = s._def;\n  if (def.typeName === \"ZodString\") return withDesc(s, { type: \"string\" });\n  if (def.typeName === \"ZodOptional\") return convert(def.innerType); // loses .optional().describe()\n  return {};\n}",
    python_example: "",
    python_note: "Does not arise in Python: the frameworks build every schema with pydantic, which toolsight models as the project installs it, and a low-level `Server`'s `inputSchema` dict is sent as written, where the other rules read it directly.",
    fix: "Read the description from every node, wrappers included, before unwrapping (`const d = s.description ?? inner.description`); add branches for the node types the report names; copy checks to `minLength`/`maximum`/`maxItems` and `_def.defaultValue()` to `default`. Or replace the converter with `z.toJSONSchema` (zod 4) / zod-to-json-schema (zod 3), which handle all of this.",
    references: &[
        "The descriptions-thrown-away write-up (seed 000): a hand-written converter unwrapped `.optional()`/`.default()` without their descriptions and sent no bounds, so `limit` reached the model as a bare integer",
        "StefanTerdell/zod-to-json-schema#66 and asteasolutions/zod-to-openapi#225: even maintained converters lost descriptions written on wrappers",
    ],
};

impl Rule for HandwrittenConverterGap {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        let mut done: Vec<Span> = Vec::new();
        for c in servers(cx).iter().flat_map(|s| &s.converters) {
            if done.contains(&c.span) {
                continue;
            }
            done.push(c.span);
            let roots: Vec<(SchemaRef, &ToolPrediction)> = servers(cx)
                .iter()
                .flat_map(|s| &s.tools)
                .flat_map(|t| converted_by(t, c.span).into_iter().map(move |r| (r, t)))
                .collect();
            let span = name_span(cx.ws, c);
            for (message, related) in gaps(c, &roots) {
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span,
                    message,
                    related,
                    fix: None,
                });
            }
        }
    }
}

/// The schemas a low-level tool entry passes through the converter at `span`.
fn converted_by(t: &ToolPrediction, span: Span) -> Vec<SchemaRef> {
    t.source
        .map
        .parts()
        .iter()
        // the entry's own keys: `inputSchema: convert(schema)`
        .filter(|w| w.pointer.rfind('/') == Some(0))
        .filter_map(|w| w.converter.as_ref())
        .filter(|c| c.function == span)
        .filter_map(|c| c.schema.clone())
        .collect()
}

/// The converter's name where it is declared, or the whole function.
fn name_span(ws: &Workspace, c: &ConverterInfo) -> Span {
    let text = &ws.file(c.span.file).text;
    let head = text
        .get(c.span.start as usize..c.span.end as usize)
        .and_then(|f| f.lines().next())
        .unwrap_or("");
    let at = head
        .match_indices(c.name.as_str())
        .map(|(i, _)| i)
        .find(|&i| {
            !head[i + c.name.len()..].starts_with(|ch: char| ch.is_alphanumeric() || ch == '_')
        });
    match at {
        Some(i) => Span {
            file: c.span.file,
            start: c.span.start + i as u32,
            end: c.span.start + (i + c.name.len()) as u32,
        },
        None => c.span,
    }
}

/// One `(message, related places)` per kind of gap that hits at least one field.
fn gaps(
    c: &ConverterInfo,
    roots: &[(SchemaRef, &ToolPrediction)],
) -> Vec<(String, Vec<(Span, String)>)> {
    let p = &c.profile;
    let mut out = Vec::new();
    // descriptions: the run's own losses, attributed to this converter by name
    let marker = format!("hand-written converter `{}`", c.name);
    let mut described = 0;
    let mut lost = Vec::new();
    for (root, t) in roots {
        for (text, _) in ir::written_descriptions(root) {
            described += 1;
            if t.meta
                .losses
                .iter()
                .any(|l| l.span == text.span && l.reason.contains(&marker))
                && !lost.contains(&text.span)
            {
                lost.push(text.span);
            }
        }
    }
    if !lost.is_empty() {
        let on = if p.keeps_leaf_description && !p.drops_description_on.is_empty() {
            format!(
                "the descriptions written on {}",
                p.drops_description_on
                    .iter()
                    .map(|w| format!(".{w}()"))
                    .collect::<Vec<_>>()
                    .join("/")
            )
        } else {
            "descriptions".to_string()
        };
        out.push((
            format!(
                "this converter drops {on}: {} of {described} described fields lose theirs",
                lost.len()
            ),
            lost.into_iter()
                .map(|s| (s, "this description is lost".to_string()))
                .collect(),
        ));
    }
    // node types without a branch
    let mut empty = Vec::new();
    let mut fields = 0;
    for (root, _) in roots {
        no_branch_fields(root, p, &mut Vec::new(), &mut empty, &mut fields);
    }
    if !empty.is_empty() {
        let kinds: Vec<&str> = p
            .no_branch
            .iter()
            .copied()
            .filter(|k| empty.iter().any(|(_, n)| n == k))
            .collect();
        out.push((
            format!("this converter has no branch for {}: {} of {fields} fields come out as `{{}}` and accept anything", kinds.join(", "), empty.len()),
            empty.into_iter().map(|(s, k)| (s, format!("a {k} schema emitted as {{}}"))).collect(),
        ));
    }
    // bounds and defaults
    let mut carrying = 0;
    let mut lose = Vec::new();
    let mut missing: Vec<&str> = Vec::new();
    for (root, _) in roots {
        for (key, prop) in fields_of(root) {
            let bounds = field_bounds(&prop);
            if bounds.is_empty() {
                continue;
            }
            carrying += 1;
            let lost: Vec<&str> = bounds
                .iter()
                .filter(|b| !b.emitted(p))
                .map(|b| b.name())
                .collect();
            if lost.is_empty() {
                continue;
            }
            for l in &lost {
                if !missing.contains(l) {
                    missing.push(l);
                }
            }
            lose.push((
                prop.span,
                format!("`{key}` loses its {}", lost.join(" and ")),
            ));
        }
    }
    if !lose.is_empty() {
        let order = [Bound::String, Bound::Number, Bound::Array, Bound::Default].map(Bound::name);
        missing.sort_by_key(|m| order.iter().position(|o| o == m));
        out.push((format!("this converter emits no {}: {} of {carrying} fields that carry bounds or defaults lose them", missing.join(" or "), lose.len()), lose));
    }
    out
}

/// Fields (and a root) whose conversion reaches a node type the converter has no branch for;
/// nothing below such a node is converted, so it counts once.
fn no_branch_fields(
    s: &SchemaRef,
    p: &ConverterProfile,
    seen: &mut Vec<*const ir::Schema>,
    out: &mut Vec<(Span, &'static str)>,
    fields: &mut usize,
) {
    if seen.contains(&Rc::as_ptr(s)) {
        return;
    }
    seen.push(Rc::as_ptr(s));
    if let Some(k) = probe_name(&s.kind).filter(|k| p.no_branch.contains(k)) {
        out.push((s.span, k));
        return;
    }
    if let Kind::Object { shape, .. } = &s.kind {
        *fields += shape.len();
    }
    for c in ir::children(s) {
        no_branch_fields(&c, p, seen, out, fields);
    }
}

/// The probe a node kind corresponds to in the converter's profile.
fn probe_name(k: &Kind) -> Option<&'static str> {
    Some(match k {
        Kind::String { .. } => "string",
        Kind::Number { .. } => "number",
        Kind::Boolean { .. } => "boolean",
        Kind::Enum { .. } => "enum",
        Kind::Literal(_) => "literal",
        Kind::Array { .. } => "array",
        Kind::Object { .. } => "object",
        Kind::Record { .. } => "record",
        Kind::Union { .. } => "union",
        Kind::Tuple { .. } => "tuple",
        Kind::Intersection { .. } => "intersection",
        Kind::Nullable(_) => "nullable",
        Kind::Date { .. } => "date",
        _ => return None,
    })
}

#[derive(Clone, Copy)]
enum Bound {
    String,
    Number,
    Array,
    Default,
}

impl Bound {
    fn emitted(self, p: &ConverterProfile) -> bool {
        match self {
            Bound::String => p.emits_string_bounds,
            Bound::Number => p.emits_number_bounds,
            Bound::Array => p.emits_array_bounds,
            Bound::Default => p.emits_default,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Bound::String => "minLength/maxLength",
            Bound::Number => "minimum/maximum",
            Bound::Array => "minItems/maxItems",
            Bound::Default => "default",
        }
    }
}

/// Every object property in a schema tree, nested ones included.
fn fields_of(root: &SchemaRef) -> Vec<(String, SchemaRef)> {
    let mut out = Vec::new();
    let mut seen = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(s) = stack.pop() {
        if seen.contains(&Rc::as_ptr(&s)) {
            continue;
        }
        seen.push(Rc::as_ptr(&s));
        if let Kind::Object { shape, .. } = &s.kind {
            out.extend(shape.iter().cloned());
        }
        stack.extend(ir::children(&s));
    }
    out
}

/// The bounds and default written along one field's wrapper chain.
fn field_bounds(prop: &SchemaRef) -> Vec<Bound> {
    let mut out = Vec::new();
    let length = |c: &CheckKind| {
        matches!(
            c,
            CheckKind::MinLength(_) | CheckKind::MaxLength(_) | CheckKind::Length(_)
        )
    };
    let mut cur = Some(prop.clone());
    while let Some(s) = cur {
        cur = match &s.kind {
            Kind::Optional(i) | Kind::Nullable(i) | Kind::Readonly(i) | Kind::Branded(i) => {
                Some(i.clone())
            }
            Kind::Effects { inner, .. } | Kind::Catch { inner, .. } => Some(inner.clone()),
            Kind::Default { inner, .. } => {
                out.push(Bound::Default);
                Some(inner.clone())
            }
            Kind::String { checks, .. } if checks.iter().any(|c| length(&c.kind)) => {
                out.push(Bound::String);
                None
            }
            Kind::Number { checks, .. }
                if checks
                    .iter()
                    .any(|c| matches!(c.kind, CheckKind::Min { .. } | CheckKind::Max { .. })) =>
            {
                out.push(Bound::Number);
                None
            }
            Kind::Array { checks, .. } if checks.iter().any(|c| length(&c.kind)) => {
                out.push(Bound::Array);
                None
            }
            _ => None,
        };
    }
    out
}
