//! What an editor shows of the prediction, as plain data: the hover on a tool or a parameter, the
//! lens above each tool, the document's tool symbols. The language server converts these to LSP;
//! nothing here knows LSP or a source language.

use serde_json::Value as Json;

use crate::baseline::{Baseline, Since};
use crate::model::{Sdk, ServerPrediction, Target, ToolPrediction};
use crate::rules;
use crate::span::{FileId, Span};
use crate::workspace::Workspace;

/// A hover: Markdown, and the range it is about.
#[derive(Debug, Clone, PartialEq)]
pub struct HoverView {
    pub span: Option<Span>,
    pub markdown: String,
}

/// A lens above a tool; clicking it shows the tool's wire entry.
#[derive(Debug, Clone, PartialEq)]
pub struct LensView {
    pub span: Span,
    pub title: String,
    pub tool: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SymbolKind {
    Tool,
    Parameter,
}

/// A tool of the document, with its parameters (nested objects' properties under their
/// property).
#[derive(Debug, Clone, PartialEq)]
pub struct SymbolView {
    pub name: String,
    pub detail: Option<String>,
    pub kind: SymbolKind,
    /// All of it.
    pub span: Span,
    /// Where its name is.
    pub selection: Span,
    pub children: Vec<SymbolView>,
}

/// The hover at byte `offset` of `file`: the innermost parameter under it, else the tool whose
/// name or registration it is in.
pub fn hover(
    ws: &Workspace,
    servers: &[ServerPrediction],
    file: FileId,
    offset: u32,
    baseline: Option<&Baseline>,
) -> Option<HoverView> {
    if let Some(h) = field_hover(ws, servers, file, offset) {
        return Some(h);
    }
    for s in servers {
        for t in &s.tools {
            let at_name = t.source.name_span.file == file
                && t.source.name_span.start <= offset
                && offset <= t.source.name_span.end;
            let in_call = t.meta.span.file == file
                && t.meta.span.start <= offset
                && offset <= t.meta.span.end;
            let site = tool_site(t, file);
            let at_name_text =
                site.is_some_and(|at| at.file == file && at.start <= offset && offset <= at.end);
            if !(at_name || in_call || at_name_text) {
                continue;
            }
            // the range is in this document: the name where it is written here, else the site
            let shown = if at_name {
                Some(t.source.name_span)
            } else {
                site
            };
            let wire = Json::Object(t.wire.clone());
            // the failure first: nothing of this server reaches the model until it is fixed
            let mut md = match &s.error {
                Some(e) => format!(
                    "**tools/list fails**: {}; no tool of this server reaches the model. Once that is fixed, ",
                    e.message
                ),
                None => String::new(),
            };
            md += &format!(
                "**{}** as it goes over the wire in `tools/list` ({} characters, {} tokens in o200k_base, about {} for Claude, {}):\n\n```json\n{}\n```\n\nTarget: {}",
                rules::tool_name(t),
                wire_chars(t),
                crate::tokens::entry_tokens(&t.wire),
                crate::tokens::entry_claude_estimate(&t.wire),
                if t.meta.exact { "exact" } else { "approximate" },
                serde_json::to_string_pretty(&wire).unwrap_or_default(),
                s.target.why.join("; ")
            );
            if let Some((why, _)) = &t.meta.conditional {
                md.push_str(&format!(
                    "\n\n**Conditional**: the server lists this tool only sometimes: {why}"
                ));
            }
            if let Some(b) = baseline {
                md.push_str(&since_markdown(b, b.since(ws, s, t)));
            }
            md.push_str(&inlined_schemas(t));
            for l in &t.meta.losses {
                md.push_str(&format!("\n\n- lost: {} — {}", l.what, l.reason));
            }
            for u in &t.meta.unknown {
                md.push_str(&format!(
                    "\n\n- unknown at `{}`: {}",
                    if u.pointer.is_empty() {
                        "/"
                    } else {
                        &u.pointer
                    },
                    u.reason
                ));
            }
            return Some(HoverView {
                span: shown,
                markdown: md,
            });
        }
    }
    None
}

/// Hover on a parameter's schema (its zod chain, `.describe()` and `.meta()` calls included):
/// what the model gets for that one property, and whether the text written there reaches it.
/// The innermost property wins, so a nested field shows itself rather than its parent.
fn field_hover(
    ws: &Workspace,
    servers: &[ServerPrediction],
    file: FileId,
    offset: u32,
) -> Option<HoverView> {
    let source = ws.file(file);
    let text = source.text.as_str();
    let mut best: Option<(Span, &ToolPrediction, String, String, &Json)> = None;
    for t in servers.iter().flat_map(|s| &s.tools) {
        for (name, pointer, schema) in rules::input_properties(t) {
            let value = rules::locate(t, &pointer);
            if value.file != file {
                continue;
            }
            // the property's key (`since:`) belongs to the property too
            let span = Span {
                start: key_start(text, value.start as usize, &name)
                    .map_or(value.start, |k| k as u32),
                ..value
            };
            if offset < span.start || offset > span.end {
                continue;
            }
            let narrower = best
                .as_ref()
                .is_none_or(|(b, ..)| span.end - span.start < b.end - b.start);
            if narrower {
                best = Some((span, t, name, pointer, schema));
            }
        }
    }
    let (span, t, name, pointer, schema) = best?;
    let mut md = format!(
        "**`{name}`** of **{}** as the model sees it ({}):\n\n```json\n{}\n```",
        rules::tool_name(t),
        if t.meta.exact { "exact" } else { "approximate" },
        serde_json::to_string_pretty(&schema).unwrap_or_default()
    );
    let losses: Vec<_> = t
        .meta
        .losses
        .iter()
        .filter(|l| {
            // some converters' losses only know the schema they happened in, not the property;
            // where the lost text is written tells which property it belongs to
            l.pointer == pointer
                || l.pointer.strip_prefix(pointer.as_str()) == Some("/description")
                || (pointer.starts_with(&l.pointer)
                    && l.span.file == span.file
                    && span.start <= l.span.start
                    && l.span.end <= span.end)
        })
        .collect();
    if losses.is_empty() {
        md.push_str(match schema.get("description") {
            Some(Json::String(_)) => "\n\nIts description reaches the model.",
            _ => "\n\nNo description is written for it, so the model gets only the name and type.",
        });
    }
    for l in losses {
        md.push_str(&format!(
            "\n\n**Lost on the way**: {} — {}",
            l.what, l.reason
        ));
    }
    for u in t
        .meta
        .unknown
        .iter()
        .filter(|u| u.pointer.starts_with(&pointer))
    {
        md.push_str(&format!("\n\n- unknown at `{}`: {}", u.pointer, u.reason));
    }
    Some(HoverView {
        span: Some(span),
        markdown: md,
    })
}

/// Where the key of the property whose value starts at `value_start` begins, when the source
/// right before the value is `key:`, `"key":` or `'key':`.
fn key_start(text: &str, value_start: usize, key: &str) -> Option<usize> {
    let before = text.get(..value_start)?.trim_end();
    let before = before.strip_suffix(':')?.trim_end();
    for quote in ["", "\"", "'"] {
        let Some(rest) = before
            .strip_suffix(quote)
            .and_then(|b| b.strip_suffix(key))
            .and_then(|b| b.strip_suffix(quote))
        else {
            continue;
        };
        let boundary = quote.is_empty()
            && rest
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$');
        if !boundary {
            return Some(rest.len());
        }
    }
    None
}

/// The length of the tool's `tools/list` entry in characters, as the model reads it.
fn wire_chars(t: &ToolPrediction) -> usize {
    serde_json::to_string(&t.wire)
        .map(|s| s.chars().count())
        .unwrap_or(0)
}

/// Where a tool is shown: its name when it is written inside the registration, else the
/// registration (a name from a constant elsewhere would put the tool at that constant).
fn tool_anchor(t: &ToolPrediction) -> Span {
    let (name, call) = (t.source.name_span, t.meta.span);
    if name.file == call.file && call.start <= name.start && name.end <= call.end {
        name
    } else {
        call
    }
}

/// Where a tool's name is written: the string it comes from (which may be in a module of tool
/// objects registered from elsewhere), else where [`tool_anchor`] puts the tool.
pub fn name_written_at(t: &ToolPrediction) -> Span {
    t.source
        .map
        .literal("/name")
        .unwrap_or_else(|| tool_anchor(t))
}

/// Where a tool shows in `file`: at its registration, or, for a tool written as an object in one
/// module and registered from another (`TOOLS.map((t) => ({ name: t.name, ... }))`), at the
/// string its name comes from. `None` when neither is in the file.
pub fn tool_site(t: &ToolPrediction, file: FileId) -> Option<Span> {
    if t.meta.span.file == file {
        return Some(tool_anchor(t));
    }
    t.source.map.literal("/name").filter(|at| at.file == file)
}

/// The converter chain in a few words: the SDK, framework or Python package and what makes its
/// schemas (zod, pydantic), with their versions; `?` where a version was not found.
pub fn target_label(target: &Target) -> String {
    let version = |v: &Option<String>| v.clone().unwrap_or_else(|| "?".into());
    if let Some(py) = &target.python {
        return format!(
            "{}@{} + pydantic {}",
            py.framework,
            version(&py.framework_version),
            version(&py.pydantic_version)
        );
    }
    if target.is_webmcp() {
        // a page's own objects: no package, no version
        return crate::model::WEBMCP.to_string();
    }
    let mut label = match target.framework {
        Some(framework) => format!("{framework}@{}", version(&target.framework_version)),
        None => format!(
            "{}@{}",
            match target.sdk {
                Sdk::V1 => "sdk",
                Sdk::V2 => "server",
            },
            version(&target.sdk_version)
        ),
    };
    if let Some(zod) = &target.zod_version {
        label.push_str(&format!(" + zod {zod}"));
    }
    label
}

/// The tool's schemas that carry local `$ref`s, as a stack that inlines them would send them
/// (seed 003's SDK change; `ref-in-schema` says why it matters), and the references that
/// recur and can only be cut.
fn inlined_schemas(t: &ToolPrediction) -> String {
    let mut md = String::new();
    for key in ["inputSchema", "outputSchema"] {
        let Some(inlined) = t
            .wire
            .get(key)
            .and_then(crate::targets::inline_refs::inline_local_refs)
        else {
            continue;
        };
        md.push_str(&format!(
            "\n\n**`{key}` with its `$ref`s inlined**, as a stack that inlines local references would send it (fastmcp 2.x does for Python tools; no release of the MCP TypeScript SDK does, through 1.32.2 and 2.4.0), and as models read it best:\n\n```json\n{}\n```",
            serde_json::to_string_pretty(&inlined.schema).unwrap_or_default()
        ));
        if !inlined.cycles.is_empty() {
            let cut: Vec<String> = inlined.cycles.iter().map(|c| format!("`{c}`")).collect();
            md.push_str(&format!(
                "\n\nCut to `{{\"type\": \"object\"}}` where it recurs, since a recursive schema cannot be inlined: {}",
                cut.join(", ")
            ));
        }
    }
    md
}

/// A lens above each tool registered in `file`: how many of its parameters the model gets
/// explained, what the entry costs, and which converter chain the prediction assumes.
pub fn lenses(
    ws: &Workspace,
    servers: &[ServerPrediction],
    file: FileId,
    baseline: Option<&Baseline>,
) -> Vec<LensView> {
    let mut lenses = Vec::new();
    for s in servers {
        for (t, site) in s
            .tools
            .iter()
            .filter_map(|t| tool_site(t, file).map(|at| (t, at)))
        {
            let params = rules::input_properties(t);
            let described = params
                .iter()
                .filter(|(_, _, p)| p.get("description").is_some_and(Json::is_string))
                .count();
            let about = if t.meta.exact { "" } else { "≈" };
            let mut title = format!(
                "{described}/{} params described · {about}{} chars on the wire · {about}{} tokens · {}",
                params.len(),
                wire_chars(t),
                crate::tokens::entry_tokens(&t.wire),
                target_label(&s.target)
            );
            if s.error.is_some() {
                title.push_str(" · tools/list fails");
            }
            if t.meta.conditional.is_some() {
                title.push_str(" · conditional");
            }
            match baseline.and_then(|b| b.since(ws, s, t).map(|since| (b, since))) {
                Some((b, Since::New)) => title.push_str(&format!(" · new since {}", b.short())),
                Some((b, Since::Changed(_))) => {
                    title.push_str(&format!(" · changed since {}", b.short()))
                }
                None => {}
            }
            lenses.push(LensView {
                span: site,
                title,
                tool: rules::tool_name(t).to_string(),
            });
        }
    }
    lenses
}

/// The hover's words on how a tool differs from the base (nothing when it does not).
fn since_markdown(b: &Baseline, since: Option<Since>) -> String {
    let base = format!("`{}` ({})", b.short(), b.base.about);
    match since {
        None => String::new(),
        Some(Since::New) => format!("\n\n**New since {base}**: the base lists no such tool."),
        Some(Since::Changed(changes)) => {
            let list: Vec<String> = changes
                .iter()
                .map(|(class, what)| format!("{what} ({class})"))
                .collect();
            format!("\n\n**Changed since {base}**: {}.", list.join("; "))
        }
    }
}

/// The smallest span holding all of `spans` (which are in one file).
fn hull(spans: impl IntoIterator<Item = Span>) -> Option<Span> {
    spans.into_iter().reduce(|a, b| Span {
        file: a.file,
        start: a.start.min(b.start),
        end: a.end.max(b.end),
    })
}

/// The tools registered in `file`, each with its input parameters as children.
pub fn document_symbols(servers: &[ServerPrediction], file: FileId) -> Vec<SymbolView> {
    let mut tools = Vec::new();
    for t in servers.iter().flat_map(|s| &s.tools) {
        let Some(anchor) = tool_site(t, file) else {
            continue;
        };
        // a parameter defined in another file is shown at the tool
        let params: Vec<(String, String, &Json, Span)> = rules::input_properties(t)
            .into_iter()
            .map(|(key, pointer, schema)| {
                let at = rules::locate(t, &pointer);
                let at = if at.file == file { at } else { anchor };
                (key, pointer, schema, at)
            })
            .collect();
        // the tool's range holds its parameters, which may be declared before the registration
        let whole = hull(
            [t.meta.span, anchor]
                .into_iter()
                .chain(params.iter().map(|p| p.3))
                .filter(|at| at.file == file),
        )
        .unwrap_or(anchor);
        // properties come depth first, so a stack of the open ancestors nests them
        let mut open: Vec<(String, SymbolView)> = Vec::new();
        let mut children: Vec<SymbolView> = Vec::new();
        let close = |open: &mut Vec<(String, SymbolView)>, children: &mut Vec<SymbolView>| {
            if let Some((_, done)) = open.pop() {
                match open.last_mut() {
                    Some((_, parent)) => parent.children.push(done),
                    None => children.push(done),
                }
            }
        };
        for (key, pointer, schema, at) in params {
            while open
                .last()
                .is_some_and(|(p, _)| !pointer.starts_with(&format!("{p}/")))
            {
                close(&mut open, &mut children);
            }
            let detail = schema.get("type").map(|ty| match ty {
                Json::String(s) => s.clone(),
                other => other.to_string(),
            });
            open.push((
                pointer,
                SymbolView {
                    name: key,
                    detail,
                    kind: SymbolKind::Parameter,
                    span: at,
                    selection: at,
                    children: Vec::new(),
                },
            ));
        }
        while !open.is_empty() {
            close(&mut open, &mut children);
        }
        tools.push(SymbolView {
            name: rules::tool_name(t).to_string(),
            detail: None,
            kind: SymbolKind::Tool,
            span: whole,
            selection: anchor,
            children,
        });
    }
    tools
}

/// Every tool of the analysis by name, where its name is written, once each.
pub fn tool_names(servers: &[ServerPrediction]) -> Vec<(String, Span)> {
    let mut found: Vec<(String, Span)> = Vec::new();
    for t in servers.iter().flat_map(|s| &s.tools) {
        let entry = (rules::tool_name(t).to_string(), name_written_at(t));
        if !found.contains(&entry) {
            found.push(entry);
        }
    }
    found
}
