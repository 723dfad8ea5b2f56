//! `description-dropped`: text written on a schema that the target loses or moves off its
//! property.

use std::rc::Rc;

use serde_json::{Map, Value as Json};

use super::{tools, unwrap, Context, Diagnostic, Rule, RuleMeta, Severity};
use crate::frontend::{self, Change, Direction};
use crate::ir::{self, Api, Kind, SchemaRef, Step, Text};
use crate::model::{Loss, ServerPrediction, ToolPrediction};
use crate::span::Span;
use crate::targets::zod4::Zod4Version;
use crate::workspace::Workspace;

use super::{Applicability, Fix};

pub struct DescriptionDropped;

static META: RuleMeta = RuleMeta {
    id: "description-dropped",
    severity: Severity::Warning,
    summary: "a `.describe()`/`.meta()` text does not reach the wire under the target, or lands off its property (inside `anyOf`, on `items`, in `$defs`)",
    what: "Follows every description written in a tool's schemas to the predicted `tools/list` entry. It fires when the text is missing from the entry (a hand-written converter that does not copy it, zod 4.0 forgetting a description written before a check such as `.min()`, the side of a `.pipe()`/`.transform()` that is not emitted) and when the text is there but not on the property it was written for: zod 4 keeps `.describe(...).nullable()` on the non-null branch inside `anyOf`, `.describe(...).array()` describes the items instead of the list, and a schema emitted as `$ref` keeps its text in `$defs`. Text written on an element on purpose (`z.array(z.string().describe(...))`) is not reported.",
    why: "Where a description lands depends on the converter and its version, and the order of calls matters in both directions; the same chain can work under zod 3 and lose its text under zod 4. Models read property-level descriptions first and many clients keep nothing else, so a misplaced text is often as good as lost, and nothing in the source shows it.",
    example: "server.registerTool(\"search\", {\n  inputSchema: {\n    // zod 4: the text lands on anyOf[0], not on `cursor`\n    cursor: z.string().describe(\"Opaque page token\").nullable(),\n  },\n}, handler);",
    python_example: "from typing import Annotated\n\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool()\ndef tag_note(note_id: Annotated[str, \"The id search_notes returns\"], tag: str) -> str:\n    \"\"\"Add a one-word tag to a note.\"\"\"",
    python_note: "",
    fix: "Put `.describe()` (or `.meta({ description })`) last in the chain, after `.optional()`, `.nullable()`, `.default()`, `.array()` and checks: `z.string().nullable().describe(\"Opaque page token\")`. For a hand-written converter, copy the description of wrapper nodes too (see `handwritten-converter-gap`).",
    references: &[
        "modelcontextprotocol/typescript-sdk#1143: with zod 4, `.describe()` text (notably on `.optional()` fields) missing from tools/list",
        "colinhacks/zod#4431: in zod 4 a wrapper made after `.describe()` does not carry the description, by design",
        "firecrawl/firecrawl-mcp-server PR #418: zod 4.0–4.1 lost every parameter description of the server (none of 21 reached the model until zod was upgraded)",
        "StefanTerdell/zod-to-json-schema#66, asteasolutions/zod-to-openapi#225, trpc/trpc-openapi#280: description order before or after `.optional()` decides whether it survives, differently per converter",
        "vercel/ai#4411: an optional field turned nullable lost its description",
    ],
};

impl Rule for DescriptionDropped {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (s, t) in tools(cx) {
            unread_texts(cx, t, out);
            for (prefix, root) in &t.schemas {
                // an emptied root loses everything in it; root-emptied reports that once
                if t.meta
                    .losses
                    .iter()
                    .any(|l| l.pointer == *prefix && l.what == "the whole schema")
                {
                    continue;
                }
                let all = ir::written_descriptions(root);
                for (text, node) in &all {
                    if superseded(node, &all) {
                        continue;
                    }
                    if let Some(loss) = t
                        .meta
                        .losses
                        .iter()
                        .find(|l| l.span == text.span && l.what.starts_with("description"))
                    {
                        // a hand-written converter that emits the whole node as `{}` loses the
                        // text with it; that field is reported as such, and no reordering helps
                        if handwritten_empty_node(s, node) {
                            continue;
                        }
                        let mut d = diagnostic(
                            cx.ws,
                            text,
                            node,
                            format!(
                                "{} never reaches the wire: {}",
                                quote(&text.value),
                                why_dropped(s, prefix, root, node, loss)
                            ),
                        );
                        // the text is dead code as far as the model is concerned
                        d.unnecessary = true;
                        if loss.reason.contains("hand-written converter") {
                            d.fix = reorder_fix(cx.ws, text, Direction::Inward, "Move the description before the wrappers, where the converter reads it");
                        }
                        out.push(d);
                    }
                }
                let Some(wire) = t.wire.get(&prefix[1..]) else {
                    continue;
                };
                let mut walk = Walk {
                    t,
                    all: &all,
                    root_wire: wire,
                    found: Vec::new(),
                    seen: Vec::new(),
                };
                walk.node(root, wire);
                for (key, text, node, place) in walk.found {
                    let mut d = diagnostic(
                        cx.ws,
                        &text,
                        &node,
                        format!("{} written for `{key}` ends up {place}", quote(&text.value)),
                    );
                    if place.starts_with("inside `anyOf`") {
                        d.fix = reorder_fix(
                            cx.ws,
                            &text,
                            Direction::Outward,
                            "Move the description after `.nullable()`, onto the property",
                        );
                    }
                    out.push(d);
                }
            }
        }
    }
}

/// Descriptions written where the framework reads none (a plain string in Python's
/// `Annotated` under the MCP SDK, `Doc(...)`), which the front end records as losses of their
/// own: no schema node holds them.
fn unread_texts(cx: &Context, t: &ToolPrediction, out: &mut Vec<Diagnostic>) {
    for loss in t
        .meta
        .losses
        .iter()
        .filter(|l| l.what == Loss::UNREAD_DESCRIPTION)
    {
        let file = cx.ws.file(loss.span.file);
        let written = &file.text[loss.span.start as usize..loss.span.end as usize];
        let parameter = super::lost_description_of(loss);
        // written where it is read, the text helps only where nothing else is sent
        let sent = t
            .wire
            .get("inputSchema")
            .and_then(|s| s.pointer(loss.pointer.strip_prefix("/inputSchema")?))
            .is_some();
        let change = Change::DescribeWithField { text: loss.span };
        let fix = (!sent)
            .then(|| frontend::edits(cx.ws, loss.span, &change))
            .flatten()
            .map(|edits| Fix {
                title: "Write the text as `Field(description=...)`, where it is read".to_string(),
                edits,
                applicability: Applicability::Safe,
            });
        out.push(Diagnostic {
            rule: META.id,
            unnecessary: true,
            severity: META.severity,
            span: loss.span,
            message: format!(
                "`{}` written for `{parameter}` never reaches the wire: {}",
                short(written),
                loss.reason
            ),
            related: Vec::new(),
            fix,
        });
    }
}

/// Source text as a message quotes it: its first line, cut after 40 characters.
fn short(written: &str) -> String {
    let line = written.lines().next().unwrap_or("");
    let cut: String = line.chars().take(40).collect();
    if cut.len() < written.len() {
        format!("{cut}…")
    } else {
        cut
    }
}

fn diagnostic(ws: &Workspace, text: &Text, node: &SchemaRef, message: String) -> Diagnostic {
    Diagnostic {
        rule: META.id,
        unnecessary: false,
        severity: META.severity,
        span: call_span(ws, text, node),
        message,
        related: Vec::new(),
        fix: None,
    }
}

/// Moving the `.describe(...)` along its chain changes only where the text sits, not what is
/// validated, so the fix is safe.
fn reorder_fix(ws: &Workspace, text: &Text, dir: Direction, title: &str) -> Option<Fix> {
    let change = Change::MoveDescription {
        text: text.span,
        direction: dir,
    };
    let edits = frontend::edits(ws, text.span, &change)?;
    Some(Fix {
        title: title.to_string(),
        edits,
        applicability: Applicability::Safe,
    })
}

/// Whether a hand-written converter this server uses turns the node the text is written on into
/// `{}` (no branch for its type).
fn handwritten_empty_node(s: &ServerPrediction, node: &SchemaRef) -> bool {
    let kind = match &unwrap(node).kind {
        Kind::Literal(_) | Kind::LiteralUndefined => "literal",
        Kind::Record { .. } => "record",
        Kind::Union { .. } => "union",
        Kind::Tuple { .. } => "tuple",
        Kind::Intersection { .. } => "intersection",
        Kind::Date { .. } => "date",
        Kind::Enum { .. } => "enum",
        Kind::Array { .. } => "array",
        Kind::Object { .. } => "object",
        Kind::Boolean { .. } => "boolean",
        Kind::Number { .. } => "number",
        Kind::String { .. } => "string",
        _ => return false,
    };
    s.converters
        .iter()
        .any(|c| c.profile.no_branch.contains(&kind))
}

fn quote(s: &str) -> String {
    let short: String = s.chars().take(40).collect();
    if short.len() < s.len() {
        format!("the description \"{short}…\"")
    } else {
        format!("the description \"{short}\"")
    }
}

/// The `describe(...)`/`meta(...)` call that wrote the text, from the method name to the closing
/// parenthesis; the text itself when the call cannot be found.
fn call_span(ws: &Workspace, text: &Text, node: &SchemaRef) -> Span {
    let src = &ws.file(node.span.file).text;
    let (method, before) = match node.step {
        Step::Describe(_) => (".describe", text.span.start),
        _ => (".meta", node.span.end),
    };
    if text.span.file != node.span.file || before < node.span.start {
        return text.span;
    }
    match src
        .get(node.span.start as usize..before as usize)
        .and_then(|s| s.rfind(method))
    {
        Some(i) => Span {
            file: node.span.file,
            start: node.span.start + i as u32 + 1,
            end: node.span.end,
        },
        None => text.span,
    }
}

/// The next instance along a property's chain: the one it was derived from, or the one a
/// wrapper wraps.
fn chain_next(s: &SchemaRef) -> Option<SchemaRef> {
    if let Some(p) = &s.parent {
        return Some(p.clone());
    }
    match &s.kind {
        Kind::Optional(i)
        | Kind::NonOptional(i)
        | Kind::Nullable(i)
        | Kind::Readonly(i)
        | Kind::Branded(i)
        | Kind::Promise(i) => Some(i.clone()),
        Kind::Default { inner, .. }
        | Kind::Prefault { inner, .. }
        | Kind::Catch { inner, .. }
        | Kind::Effects { inner, .. } => Some(inner.clone()),
        Kind::Array {
            element,
            method: true,
            ..
        } => Some(element.clone()),
        _ => None,
    }
}

fn chain(s: &SchemaRef) -> Vec<SchemaRef> {
    let mut out = vec![s.clone()];
    while let Some(n) = chain_next(out.last().expect("starts non-empty")) {
        if out.iter().any(|x| Rc::ptr_eq(x, &n)) {
            break;
        }
        out.push(n);
    }
    out
}

/// A text replaced by one written later in the same chain (`.describe("a").describe("b")`):
/// losing it is what the later call asks for.
fn superseded(node: &SchemaRef, all: &[(Text, SchemaRef)]) -> bool {
    all.iter().any(|(_, other)| {
        !Rc::ptr_eq(other, node) && chain(other).iter().skip(1).any(|n| Rc::ptr_eq(n, node))
    })
}

/// The descriptions written along a property's chain, outermost first.
fn chain_texts(prop: &SchemaRef, all: &[(Text, SchemaRef)]) -> Vec<(Text, SchemaRef)> {
    chain(prop)
        .into_iter()
        .flat_map(|n| {
            all.iter()
                .filter(move |(_, m)| Rc::ptr_eq(m, &n))
                .cloned()
                .collect::<Vec<_>>()
        })
        .collect()
}

#[derive(Clone, Copy, PartialEq)]
enum Edge {
    Parent,
    PipeInput,
    PipeOutput,
    Child,
}

/// How a described node is reached from the root, for naming the cause of a drop.
fn path_to(
    from: &SchemaRef,
    to: &SchemaRef,
    seen: &mut Vec<*const ir::Schema>,
    path: &mut Vec<(SchemaRef, Edge)>,
) -> bool {
    if Rc::ptr_eq(from, to) {
        return true;
    }
    if seen.contains(&Rc::as_ptr(from)) {
        return false;
    }
    seen.push(Rc::as_ptr(from));
    let mut next: Vec<(SchemaRef, Edge)> = from
        .parent
        .iter()
        .map(|p| (p.clone(), Edge::Parent))
        .collect();
    match &from.kind {
        Kind::Pipe { input, output } => {
            next.push((input.clone(), Edge::PipeInput));
            next.push((output.clone(), Edge::PipeOutput));
        }
        _ => next.extend(ir::children(from).into_iter().map(|c| (c, Edge::Child))),
    }
    for (n, e) in next {
        path.push((from.clone(), e));
        if path_to(&n, to, seen, path) {
            return true;
        }
        path.pop();
    }
    false
}

fn why_dropped(
    s: &ServerPrediction,
    prefix: &str,
    root: &SchemaRef,
    node: &SchemaRef,
    loss: &Loss,
) -> String {
    if loss.reason.contains("hand-written converter") {
        return loss.reason.clone();
    }
    let mut path = Vec::new();
    path_to(root, node, &mut Vec::new(), &mut path);
    let output = prefix == "/outputSchema";
    if path.iter().any(|(_, e)| {
        *e == if output {
            Edge::PipeInput
        } else {
            Edge::PipeOutput
        }
    }) {
        let (kept, side) = if output {
            ("output", "input")
        } else {
            ("input", "output")
        };
        return format!("it is on the {side} side of a `.pipe()`/`.transform()`, and only the {kept} side is converted into the {}", &prefix[1..]);
    }
    let v40 = s.target.zod4_version() == Zod4Version::V40
        && matches!(node.api, Api::Zod4 | Api::Zod4Mini);
    if v40
        && path
            .iter()
            .any(|(n, e)| *e == Edge::Parent && matches!(n.step, Step::Check(_)))
    {
        return "zod 4.0 (the core in zod 3.25's `zod/v4`) forgets a description written before a check such as `.min()` or `.int()`".into();
    }
    loss.reason.clone()
}

/// Walks the IR next to the wire JSON and records texts that reach the entry but not their
/// property: `(property, text, node, where it ends up)`.
struct Walk<'a> {
    t: &'a ToolPrediction,
    all: &'a [(Text, SchemaRef)],
    root_wire: &'a Json,
    found: Vec<(String, Text, SchemaRef, String)>,
    /// (node, wire) pairs already walked: recursive schemas meet themselves through `$ref`.
    seen: Vec<(*const ir::Schema, *const Json)>,
}

impl<'a> Walk<'a> {
    fn node(&mut self, ir: &SchemaRef, wire: &'a Json) {
        let wire = self.deref(wire);
        let key = (Rc::as_ptr(ir), wire as *const Json);
        if self.seen.contains(&key) {
            return;
        }
        self.seen.push(key);
        match &unwrap(ir).kind {
            Kind::Object { shape, .. } => {
                let Some(props) = branch_with(wire, "properties")
                    .and_then(|m| m.get("properties"))
                    .and_then(Json::as_object)
                else {
                    return;
                };
                for (key, prop) in shape {
                    let Some(wprop) = props.get(key) else {
                        continue;
                    };
                    self.property(key, prop, wprop);
                    self.node(prop, wprop);
                }
            }
            Kind::Array { element, .. } => {
                if let Some(items) = branch_with(wire, "items").and_then(|m| m.get("items")) {
                    self.node(element, items);
                }
            }
            Kind::Union { options, .. } => {
                let branches = ["anyOf", "oneOf"]
                    .iter()
                    .find_map(|k| wire.get(*k))
                    .and_then(Json::as_array);
                if let Some(b) = branches.filter(|b| b.len() == options.len()) {
                    for (o, w) in options.iter().zip(b) {
                        self.node(o, w);
                    }
                }
            }
            _ => {}
        }
    }

    fn property(&mut self, key: &str, prop: &SchemaRef, wprop: &Json) {
        for (text, node) in chain_texts(prop, self.all) {
            if superseded(&node, self.all) || self.t.meta.losses.iter().any(|l| l.span == text.span)
            {
                continue;
            }
            if wprop.get("description").and_then(Json::as_str) == Some(text.value.as_str()) {
                continue;
            }
            let place = match find_text(wprop, &text.value, "") {
                Some(p) => describe_place(&p),
                None if has_ref(wprop) => match ["$defs", "definitions"].iter().find_map(|k| {
                    self.root_wire
                        .get(*k)
                        .and_then(|d| find_text(d, &text.value, &format!("/{k}")))
                }) {
                    Some(p) => format!(
                        "in `{}` behind a `$ref`, where clients that strip definitions lose it",
                        p.trim_start_matches('/')
                    ),
                    None => continue,
                },
                None => continue,
            };
            self.found.push((key.to_string(), text, node, place));
        }
    }

    /// A local `$ref` replaced by its target, for walking into it.
    fn deref(&self, wire: &'a Json) -> &'a Json {
        let Some(r) = wire.get("$ref").and_then(Json::as_str) else {
            return wire;
        };
        let Some(rel) = r.strip_prefix('#') else {
            return wire;
        };
        self.root_wire.pointer(rel).unwrap_or(wire)
    }
}

fn has_ref(j: &Json) -> bool {
    match j {
        Json::Object(m) => m.contains_key("$ref") || m.values().any(has_ref),
        Json::Array(a) => a.iter().any(has_ref),
        _ => false,
    }
}

/// The schema itself, or the branch of its `anyOf`/`oneOf` (a nullable) that has `key`.
fn branch_with<'a>(wire: &'a Json, key: &str) -> Option<&'a Map<String, Json>> {
    let m = wire.as_object()?;
    if m.contains_key(key) {
        return Some(m);
    }
    ["anyOf", "oneOf"]
        .iter()
        .filter_map(|k| m.get(*k).and_then(Json::as_array))
        .flatten()
        .filter_map(Json::as_object)
        .find(|b| b.contains_key(key))
}

/// The pointer (relative to `j`) of the first schema whose description is `text`.
fn find_text(j: &Json, text: &str, at: &str) -> Option<String> {
    match j {
        Json::Object(m) => {
            if m.get("description").and_then(Json::as_str) == Some(text) {
                return Some(at.to_string());
            }
            m.iter()
                .filter(|(k, _)| !matches!(k.as_str(), "default" | "const" | "enum" | "examples"))
                .find_map(|(k, v)| {
                    find_text(
                        v,
                        text,
                        &format!("{at}/{}", crate::targets::pointer_segment(k)),
                    )
                })
        }
        Json::Array(a) => a
            .iter()
            .enumerate()
            .find_map(|(i, v)| find_text(v, text, &format!("{at}/{i}"))),
        _ => None,
    }
}

fn describe_place(p: &str) -> String {
    let first = p.trim_start_matches('/').split('/').next().unwrap_or("");
    match first {
        "anyOf" | "oneOf" | "allOf" => format!("inside `{first}` (at `{}`), on one branch instead of the property, where models and clients reading the property miss it", p.trim_start_matches('/')),
        "items" => "on `items`: it describes each element instead of the list".to_string(),
        _ => format!("at `{}` inside it instead of on the property", p.trim_start_matches('/')),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn texts_are_found_below_the_property_and_their_place_named() {
        let w = json!({"anyOf": [{"type": "string", "description": "token"}, {"type": "null"}]});
        assert_eq!(find_text(&w, "token", "").as_deref(), Some("/anyOf/0"));
        assert!(describe_place("/anyOf/0").starts_with("inside `anyOf`"));
        assert!(describe_place("/items").starts_with("on `items`"));
        assert_eq!(
            find_text(&json!({"default": {"description": "token"}}), "token", ""),
            None
        );
    }
}
