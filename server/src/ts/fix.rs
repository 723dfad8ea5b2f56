//! Source edits that fixes are made of. They work on the syntax tree, so chains split over
//! several lines, comments and indentation survive.

use serde_json::Value as Json;
use tree_sitter::Node;

use crate::model::{Edit, ToolForm, ToolSource};
use crate::span::Span;
use crate::syntax::{node_at, text, Field};
use crate::workspace::{SourceFile, Workspace};

/// The wrapper methods a `.describe()` can be moved across without changing what is validated.
const WRAPPERS: &[&str] = &[
    "optional", "nullable", "nullish", "default", "catch", "readonly", "brand", "prefault",
];

/// Which way to move a `.describe(...)`/`.meta(...)` call along its chain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// Before the wrappers it follows: `x.optional().describe(d)` → `x.describe(d).optional()`,
    /// for converters that unwrap wrappers without their description.
    Inward,
    /// After the wrappers that follow it: `x.describe(d).nullable()` → `x.nullable().describe(d)`,
    /// for zod 4, which keeps a description under `.nullable()` inside `anyOf`.
    Outward,
}

/// The `.describe(...)`/`.meta(...)` call around a span inside it (its argument, or the call).
fn describe_call<'t>(f: &'t SourceFile, inside: Span) -> Option<Node<'t>> {
    let mut n = f
        .tree
        .root_node()
        .descendant_for_byte_range(inside.start as usize, inside.end as usize)?;
    loop {
        if n.kind() == "call_expression" {
            let callee = n.field("function")?;
            if callee.kind() == "member_expression"
                && callee
                    .field("property")
                    .is_some_and(|p| matches!(text(p, &f.text), "describe" | "meta"))
            {
                return Some(n);
            }
        }
        n = n.parent()?;
    }
}

/// `recv.method(...)`: the method name and the receiver, for a call on a member.
fn method_call<'t, 's>(call: Node<'t>, src: &'s str) -> Option<(&'s str, Node<'t>)> {
    if call.kind() != "call_expression" {
        return None;
    }
    let callee = call.field("function")?;
    if callee.kind() != "member_expression" {
        return None;
    }
    let name = callee.field("property")?;
    let recv = callee.field("object")?;
    Some((text(name, src), recv))
}

/// The edits that move the describe call around `inside` in direction `dir`, or `None` when
/// there is no wrapper to move across.
pub fn move_describe(f: &SourceFile, inside: Span, dir: Move) -> Option<Vec<Edit>> {
    let src = f.text.as_str();
    let call = describe_call(f, inside)?;
    let callee = call.field("function")?;
    let recv = callee.field("object")?;
    // the moved text: `.describe(...)`, with its own line break and indentation when the chain is
    // split over lines (a comment ending the line before stays where it is)
    let dot = src[recv.end_byte()..callee.end_byte()]
        .find('.')
        .map_or(recv.end_byte(), |i| recv.end_byte() + i);
    let line_start = src[..dot]
        .rfind('\n')
        .filter(|&nl| nl >= recv.end_byte() && src[nl + 1..dot].trim().is_empty());
    let moved = &src[line_start.unwrap_or(recv.end_byte())..call.end_byte()];
    // a line comment ending the previous line would swallow what follows the call if the line
    // break went too, so then only the call itself is cut
    let comment_before = line_start.is_some_and(|nl| {
        src[..nl]
            .rsplit('\n')
            .next()
            .is_some_and(|l| l.contains("//"))
    });
    let cut_from = if comment_before {
        dot
    } else {
        line_start.unwrap_or(recv.end_byte())
    };
    let span = |a: usize, b: usize| Span::new(f.id, a, b);
    match dir {
        Move::Inward => {
            let mut anchor = recv;
            let mut crossed = false;
            while let Some((name, inner)) = method_call(anchor, src) {
                if !WRAPPERS.contains(&name) {
                    break;
                }
                anchor = inner;
                crossed = true;
            }
            if !crossed {
                return None;
            }
            Some(vec![
                Edit {
                    span: span(anchor.end_byte(), anchor.end_byte()),
                    text: moved.to_string(),
                },
                Edit {
                    span: span(cut_from, call.end_byte()),
                    text: String::new(),
                },
            ])
        }
        Move::Outward => {
            let mut outer = call;
            let mut crossed = false;
            while let Some(parent_call) = outer
                .parent()
                .and_then(|m| m.parent())
                .filter(|c| c.kind() == "call_expression")
            {
                match method_call(parent_call, src) {
                    Some((name, r)) if r.id() == outer.id() && WRAPPERS.contains(&name) => {
                        outer = parent_call;
                        crossed = true;
                    }
                    _ => break,
                }
            }
            if !crossed {
                return None;
            }
            Some(vec![
                Edit {
                    span: span(cut_from, call.end_byte()),
                    text: String::new(),
                },
                Edit {
                    span: span(outer.end_byte(), outer.end_byte()),
                    text: moved.to_string(),
                },
            ])
        }
    }
}

/// Methods that wrap or annotate a schema without changing its type's own checks.
const WRAPPERS_AND_METADATA: &[&str] = &[
    "optional", "nullable", "nullish", "default", "catch", "readonly", "brand", "prefault",
    "describe", "meta",
];

/// An edit inserting `text` (a check such as `.max(100)`) into the zod chain written at `chain`,
/// after the type and its checks and before wrappers and descriptions, so it constrains the value
/// itself: `z.string().optional().describe(d)` → `z.string().max(100).optional().describe(d)`.
/// `None` when `chain` is not a method chain.
pub fn insert_check(f: &SourceFile, chain: Span, text: &str) -> Option<Edit> {
    let src = f.text.as_str();
    let mut n = f
        .tree
        .root_node()
        .descendant_for_byte_range(chain.start as usize, chain.end as usize)?;
    while n.kind() != "call_expression"
        || n.start_byte() != chain.start as usize
        || n.end_byte() != chain.end as usize
    {
        n = n.parent()?;
        if n.start_byte() < chain.start as usize {
            return None;
        }
    }
    while let Some((name, recv)) = method_call(n, src) {
        if !WRAPPERS_AND_METADATA.contains(&name) {
            break;
        }
        n = recv;
    }
    if n.kind() != "call_expression" {
        return None;
    }
    Some(Edit {
        span: Span::new(f.id, n.end_byte(), n.end_byte()),
        text: text.to_string(),
    })
}

/// The zod methods that set a JSON Schema bound keyword.
fn bound_methods(keyword: &str) -> &'static [&'static str] {
    match keyword {
        "minimum" => &["min", "gt", "gte", "positive", "nonnegative"],
        "maximum" => &["max", "lt", "lte", "negative", "nonpositive"],
        "maxLength" => &["max", "length"],
        "maxItems" => &["max", "length"],
        _ => &[],
    }
}

/// The calls already written on the zod chain at `chain` that set one of `keywords`, as written
/// (`.min(1).max(1000)`): on the wire they are missing, so the converter dropped them, and
/// placeholder bounds would only stack a second set on the chain.
pub fn written_bounds(f: &SourceFile, chain: Span, keywords: &[&str]) -> Option<String> {
    let src = f.text.as_str();
    let mut n = node_at(&f.tree, chain, "call_expression")?;
    let mut found = Vec::new();
    while let Some((name, recv)) = method_call(n, src) {
        if keywords.iter().any(|k| bound_methods(k).contains(&name)) {
            // the call without its receiver: `.max(1000)`
            let callee = n.field("function")?;
            let dot = callee.field("property")?.start_byte();
            found.push(format!(".{}", &src[dot..n.end_byte()]));
        }
        n = recv;
    }
    found.reverse();
    (!found.is_empty()).then(|| found.concat())
}

/// Applies edits to a text (for tests and previews); edits must not overlap.
pub fn apply(text: &str, edits: &[Edit]) -> String {
    let mut sorted: Vec<&Edit> = edits.iter().collect();
    sorted.sort_by_key(|e| std::cmp::Reverse((e.span.start, e.span.end)));
    let mut out = text.to_string();
    for e in sorted {
        out.replace_range(e.span.start as usize..e.span.end as usize, &e.text);
    }
    out
}

/// Adds `key: value` to the object literal that configures the tool, when that literal is plain
/// enough (no spread, no `key` already) for a textual insertion to mean what it says.
pub fn add_to_config(
    ws: &Workspace,
    tool: &ToolSource,
    key: &str,
    value: &Json,
) -> Option<Vec<Edit>> {
    let part = format!("{key}: {}", js_literal(value));
    let file = ws.file(tool.span.file);
    let src = file.text.as_str();
    let object = match tool.form {
        ToolForm::Registration => {
            let call = node_at(&file.tree, tool.span, "call_expression")?;
            let args = call.field("arguments")?;
            let mut c = args.walk();
            let config = args
                .named_children(&mut c)
                .filter(|n| n.kind() != "comment")
                .nth(1)?;
            (config.kind() == "object").then_some(config)?
        }
        // a WebMCP tool is its object; other frameworks' spans are calls, which have no object
        // here
        ToolForm::LowLevel | ToolForm::Framework => node_at(&file.tree, tool.span, "object")?,
        _ => return None,
    };
    let mut c = object.walk();
    let members: Vec<_> = object
        .named_children(&mut c)
        .filter(|n| n.kind() != "comment")
        .collect();
    let plain = members.iter().all(|m| {
        m.kind() == "pair"
            && m.field("key")
                .is_some_and(|k| text(k, src).trim_matches(['"', '\'']) != key)
    });
    if !plain {
        return None;
    }
    let at = |pos: usize, text: String| Edit {
        span: Span::new(tool.span.file, pos, pos),
        text,
    };
    let edits = match members.last() {
        None => vec![at(object.start_byte() + 1, format!(" {part} "))],
        Some(last) => {
            let comma = last.next_sibling().filter(|n| n.kind() == ",");
            let close = object.end_byte() - 1;
            let close_line = src[..close].rfind('\n').map_or(0, |i| i + 1);
            let own_line =
                src[close_line..close].trim().is_empty() && close_line > object.start_byte();
            if own_line {
                let last_line = src[..last.start_byte()].rfind('\n').map_or(0, |i| i + 1);
                let indent: String = src[last_line..]
                    .chars()
                    .take_while(|c| *c == ' ' || *c == '\t')
                    .collect();
                let mut edits = Vec::new();
                if comma.is_none() {
                    edits.push(at(last.end_byte(), ",".into()));
                }
                edits.push(at(close_line, format!("{indent}{part},\n")));
                edits
            } else {
                match comma {
                    Some(cm) => vec![at(cm.end_byte(), format!(" {part},"))],
                    None => vec![at(last.end_byte(), format!(", {part}"))],
                }
            }
        }
    };
    Some(edits)
}

/// `value` as a JavaScript literal: `{ destructiveHint: true }`.
fn js_literal(value: &Json) -> String {
    match value {
        Json::Object(m) if m.is_empty() => "{}".into(),
        Json::Object(m) => {
            let members: Vec<String> = m
                .iter()
                .map(|(k, v)| {
                    let plain = k
                        .chars()
                        .next()
                        .is_some_and(|c| c.is_alphabetic() || c == '_' || c == '$')
                        && k.chars()
                            .all(|c| c.is_alphanumeric() || c == '_' || c == '$');
                    let key = if plain {
                        k.clone()
                    } else {
                        Json::String(k.clone()).to_string()
                    };
                    format!("{key}: {}", js_literal(v))
                })
                .collect();
            format!("{{ {} }}", members.join(", "))
        }
        Json::Array(items) => {
            let items: Vec<String> = items.iter().map(js_literal).collect();
            format!("[{}]", items.join(", "))
        }
        other => other.to_string(),
    }
}

/// The `name` a server gives itself in `new McpServer({ name: "…" })`, which clients such as
/// Cursor commonly use as the prefix of its tools.
pub fn server_name(ws: &Workspace, at: Span) -> Option<String> {
    let file = ws.file(at.file);
    let src = file.text.as_str();
    let node = crate::syntax::node_at(&file.tree, at, "new_expression")?;
    let info = crate::syntax::first_argument(node).filter(|n| n.kind() == "object")?;
    let mut c = info.walk();
    let pair = info.named_children(&mut c).find(|p| {
        p.kind() == "pair"
            && p.field("key")
                .is_some_and(|k| text(k, src).trim_matches(['"', '\'']) == "name")
    })?;
    let value = pair.field("value").filter(|v| v.kind() == "string")?;
    // an unterminated literal (being typed) names no server yet
    let raw = text(value, src);
    let q = raw.chars().next()?;
    let inner = raw.strip_prefix(q)?.strip_suffix(q)?;
    (!inner.contains('\\')).then(|| inner.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(src: &str, needle: &str, dir: Move) -> Option<String> {
        let mut ws = Workspace::new();
        ws.set_overlay("/t/a.ts", src.to_string());
        let id = ws.load(std::path::Path::new("/t/a.ts")).unwrap();
        let f = ws.file(id);
        let at = src.find(needle).unwrap();
        let edits = move_describe(&f, Span::new(id, at, at + needle.len()), dir)?;
        let fixed = apply(src, &edits);
        // the fixed text still parses as cleanly as before
        assert!(
            !crate::syntax::parse(&fixed, crate::syntax::Lang::TypeScript)
                .root_node()
                .has_error(),
            "{fixed}"
        );
        Some(fixed)
    }

    #[test]
    fn inward_moves_before_every_wrapper_on_one_line() {
        let fixed = run(
            "const a = z.string().nullable().optional().describe(\"d\");",
            "\"d\"",
            Move::Inward,
        )
        .unwrap();
        assert_eq!(
            fixed,
            "const a = z.string().describe(\"d\").nullable().optional();"
        );
    }

    #[test]
    fn inward_keeps_the_line_break_and_indentation_of_a_split_chain() {
        let src = "const a = z\n  .string()\n  .optional() // may be absent\n  .describe(\"YYYY-MM-DD\");\n";
        let fixed = run(src, "YYYY", Move::Inward).unwrap();
        assert_eq!(fixed, "const a = z\n  .string()\n  .describe(\"YYYY-MM-DD\")\n  .optional() // may be absent\n  ;\n");
        let src = "const b = {\n  since: z.string().optional()\n    .describe(\"ISO date\"),\n};\n";
        let fixed = run(src, "ISO", Move::Inward).unwrap();
        assert_eq!(
            fixed,
            "const b = {\n  since: z.string()\n    .describe(\"ISO date\").optional(),\n};\n"
        );
    }

    #[test]
    fn outward_moves_after_nullable() {
        let fixed = run(
            "const a = z.string().describe(\"d\").nullable();",
            "\"d\"",
            Move::Outward,
        )
        .unwrap();
        assert_eq!(fixed, "const a = z.string().nullable().describe(\"d\");");
    }

    #[test]
    fn checks_go_before_wrappers_and_descriptions() {
        let src = "const a = { q: z.string().min(1).optional().describe(\"Query\") };";
        let mut ws = Workspace::new();
        ws.set_overlay("/t/b.ts", src.to_string());
        let id = ws.load(std::path::Path::new("/t/b.ts")).unwrap();
        let f = ws.file(id);
        let start = src.find("z.string").unwrap();
        let end = src.find(" };").unwrap();
        let e = insert_check(&f, Span::new(id, start, end), ".max(200)").unwrap();
        assert_eq!(
            apply(src, &[e]),
            "const a = { q: z.string().min(1).max(200).optional().describe(\"Query\") };"
        );
        // not a chain: no edit
        let q = src.find("q:").unwrap();
        assert_eq!(insert_check(&f, Span::new(id, q, q + 1), ".max(1)"), None);
    }

    #[test]
    fn nothing_to_cross_means_no_fix() {
        assert_eq!(
            run(
                "const a = z.string().describe(\"d\");",
                "\"d\"",
                Move::Inward
            ),
            None
        );
        assert_eq!(
            run(
                "const a = z.string().min(1).describe(\"d\");",
                "\"d\"",
                Move::Inward
            ),
            None
        );
        assert_eq!(
            run(
                "const a = z.string().describe(\"d\").min(1);",
                "\"d\"",
                Move::Outward
            ),
            None
        );
    }

    fn fixed(src: &str) -> Option<String> {
        let mut ws = Workspace::new();
        ws.set_overlay("/virtual/a.ts", src.to_string());
        let id = ws.load(std::path::Path::new("/virtual/a.ts")).ok()?;
        let file = ws.file(id);
        let mut call = file.tree.root_node().descendant_for_byte_range(0, 1)?;
        while call.kind() != "call_expression" {
            call = call.parent()?;
        }
        let span = Span::new(id, call.start_byte(), call.end_byte());
        let tool = ToolSource {
            form: ToolForm::Registration,
            span,
            name_span: span,
            map: Default::default(),
            throws: Vec::new(),
            error_texts: Vec::new(),
        };
        let edits = add_to_config(
            &ws,
            &tool,
            "annotations",
            &serde_json::json!({"destructiveHint": true}),
        )?;
        let mut out = src.to_string();
        for e in edits.iter().rev() {
            out.replace_range(e.span.start as usize..e.span.end as usize, &e.text);
        }
        Some(out)
    }

    #[test]
    fn the_hint_goes_before_the_closing_brace_at_the_members_indentation() {
        assert_eq!(
            fixed("s.registerTool(\"a\", {\n    description: \"x\",\n  }, h);").as_deref(),
            Some("s.registerTool(\"a\", {\n    description: \"x\",\n    annotations: { destructiveHint: true },\n  }, h);")
        );
        assert_eq!(
            fixed("s.registerTool(\"a\", {\n  description: \"x\"\n}, h);").as_deref(),
            Some("s.registerTool(\"a\", {\n  description: \"x\",\n  annotations: { destructiveHint: true },\n}, h);")
        );
        assert_eq!(fixed("s.registerTool(\"a\", { description: \"x\" }, h);").as_deref(), Some("s.registerTool(\"a\", { description: \"x\", annotations: { destructiveHint: true } }, h);"));
        assert_eq!(
            fixed("s.registerTool(\"a\", {}, h);").as_deref(),
            Some("s.registerTool(\"a\", { annotations: { destructiveHint: true } }, h);")
        );
    }

    #[test]
    fn no_fix_where_a_spread_or_an_annotations_key_could_disagree() {
        assert_eq!(
            fixed("s.registerTool(\"a\", { ...base, description: \"x\" }, h);"),
            None
        );
        assert_eq!(
            fixed("s.registerTool(\"a\", { annotations: hints }, h);"),
            None
        );
        assert_eq!(fixed("s.registerTool(\"a\", config, h);"), None);
    }
}
