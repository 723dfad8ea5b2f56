//! Source edits for Python findings: only the bytes that change, so formatting and comments
//! around them stay as written.

use tree_sitter::Node;

use super::docstrings;
use super::eval::{self, Names};
use super::tools::{cleandoc, docstring};
use crate::model::Edit;
use crate::span::Span;
use crate::syntax::{text, Field};
use crate::workspace::{SourceFile, Workspace};

/// Describes the parameter written at `parameter` with its docstring entry, where every
/// framework reads a parameter's text: `x: T` becomes `x: Annotated[T, Field(description=...)]`,
/// an `Annotated[T, ...]` gains a `Field` (or the keyword in the one it has), and a `Field(...)`
/// default gains the keyword; `Annotated` and `Field` are imported when the module lacks them.
/// `None` where the parameter has no type (wrapping it would change its schema) or a string
/// annotation, holds a text in `Annotated` already, or has no entry.
pub(super) fn describe_from_docstring(ws: &Workspace, parameter: Span) -> Option<Vec<Edit>> {
    let file = ws.file(parameter.file);
    let src = file.text.as_str();
    let root = file.tree.root_node();
    let param = root
        .descendant_for_byte_range(parameter.start as usize, parameter.end as usize)
        .and_then(|n| enclosing_parameter(n, parameter))?;
    let name_node = match param.kind() {
        "typed_parameter" => param.named_child(0)?,
        "typed_default_parameter" => param.field("name")?,
        _ => return None,
    };
    if name_node.kind() != "identifier" {
        return None;
    }
    let name = text(name_node, src);
    let ty = param.field("type")?;
    let mut def = param;
    while def.kind() != "function_definition" {
        def = def.parent()?;
    }
    let said = entry_text(def, src, file.id, name)?;
    let literal = python_string(&said);
    let names = Names::of(root, src, "");
    let imported = |wanted: &[&str], local: &str| {
        names
            .imports()
            .any(|(l, q)| l == local && wanted.contains(&q))
    };
    let has_field = imported(&["pydantic.Field", "pydantic.fields.Field"], "Field");
    let has_annotated = imported(
        &["typing.Annotated", "typing_extensions.Annotated"],
        "Annotated",
    );
    let mut edits = Vec::new();
    let at = |start: usize, end: usize, t: String| Edit {
        span: Span::new(file.id, start, end),
        text: t,
    };
    let default = param.field("value");
    let field_default = default.filter(|d| eval::is_field_call(*d, src, &names));
    let (mut needs_annotated, mut needs_field) = (false, false);
    if let Some(call) = field_default {
        // the text goes into the `Field(...)` that is already there
        edits.push(add_keyword(call, src, &literal, &at)?);
    } else if let Some(inner) = eval::annotated_metadata(ty, src, &names) {
        // a text already there is `description-dropped`'s to move: one text per parameter
        if inner.iter().any(|m| is_text(*m, src, &names)) {
            return None;
        }
        match inner.iter().find(|m| eval::is_field_call(**m, src, &names)) {
            Some(field) => edits.push(add_keyword(*field, src, &literal, &at)?),
            None => {
                let close = ty.end_byte() - 1;
                needs_field = true;
                edits.push(at(close, close, format!(", Field(description={literal})")));
            }
        }
    } else {
        // a string annotation would need the text quoted inside its own quotes
        if ty.named_child(0).is_some_and(|s| s.kind() == "string") {
            return None;
        }
        let (start, end) = (ty.start_byte(), ty.end_byte());
        (needs_annotated, needs_field) = (true, true);
        edits.push(at(
            start,
            end,
            format!(
                "Annotated[{}, Field(description={literal})]",
                &src[start..end]
            ),
        ));
    }
    let mut wanted: Vec<(&str, &str)> = Vec::new();
    if needs_annotated && !has_annotated {
        wanted.push(("typing", "Annotated"));
    }
    if needs_field && !has_field {
        wanted.push(("pydantic", "Field"));
    }
    for (module, name) in wanted {
        edits.push(import_edit(&file, module, name)?);
    }
    edits.sort_by_key(|e| (e.span.start, e.span.end));
    Some(edits)
}

/// `Annotated[T, "text"]` (or `Doc("text")`) becomes `Annotated[T, Field(description="text")]`,
/// the text kept as written; `Field` is imported when the module lacks it. `None` where the
/// `Annotated` already holds a `Field`, which the text would then be given to by hand.
pub(super) fn describe_with_field(ws: &Workspace, text_at: Span) -> Option<Vec<Edit>> {
    let file = ws.file(text_at.file);
    let src = file.text.as_str();
    let root = file.tree.root_node();
    let part = root.descendant_for_byte_range(text_at.start as usize, text_at.end as usize)?;
    if part.byte_range() != (text_at.start as usize..text_at.end as usize) {
        return None;
    }
    let literal = match part.kind() {
        "string" => part,
        "call" => part.field("arguments")?.named_child(0)?,
        _ => return None,
    };
    if literal.kind() != "string" {
        return None;
    }
    // the parameter's annotation, not the `type` node a type argument is wrapped in
    let mut ty = part.parent()?;
    while !(ty.kind() == "type"
        && ty
            .parent()
            .is_some_and(|p| matches!(p.kind(), "typed_parameter" | "typed_default_parameter")))
    {
        ty = ty.parent()?;
    }
    // with a `Field` there, or another text (which one pydantic keeps is the author's call)
    let names = Names::of(root, src, "");
    let parts = eval::annotated_metadata(ty, src, &names)?;
    if parts.iter().any(|m| eval::is_field_call(*m, src, &names))
        || parts.iter().filter(|m| is_text(**m, src, &names)).count() > 1
    {
        return None;
    }
    let has_field = names
        .imports()
        .any(|(l, q)| l == "Field" && matches!(q, "pydantic.Field" | "pydantic.fields.Field"));
    let mut edits = vec![Edit {
        span: text_at,
        text: format!("Field(description={})", text(literal, src)),
    }];
    if !has_field {
        edits.push(import_edit(&file, "pydantic", "Field")?);
    }
    edits.sort_by_key(|e| (e.span.start, e.span.end));
    Some(edits)
}

/// The parameter node whose bytes are `span`, or that encloses the node found there.
fn enclosing_parameter(mut n: Node, span: Span) -> Option<Node> {
    loop {
        if matches!(n.kind(), "typed_parameter" | "typed_default_parameter")
            || (n.parent().is_some_and(|p| p.kind() == "parameters")
                && n.start_byte() <= span.start as usize)
        {
            return Some(n);
        }
        n = n.parent()?;
    }
}

/// The entry for `name` in the function's docstring, in whichever style it is written.
fn entry_text(def: Node, src: &str, id: crate::span::FileId, name: &str) -> Option<String> {
    let Some(Ok((doc, _))) = docstring(def, src, id) else {
        return None;
    };
    docstrings::entries_in_any_style(&cleandoc(&doc))
        .into_iter()
        .find(|(n, _)| n == name)
        .map(|(_, said)| said)
        .filter(|t| !t.trim().is_empty())
}

/// A double-quoted Python literal of `s`.
fn python_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `description=<literal>` added at the end of a `Field(...)` call's arguments; `None` when it
/// has one.
fn add_keyword(
    call: Node,
    src: &str,
    literal: &str,
    at: &dyn Fn(usize, usize, String) -> Edit,
) -> Option<Edit> {
    let args = call.field("arguments")?;
    if keyword(args, src, "description") {
        return None;
    }
    let close = args.end_byte() - 1;
    let before = src[args.start_byte() + 1..close].trim_end();
    let sep = if before.is_empty() || before.ends_with(',') {
        ""
    } else {
        ", "
    };
    Some(at(close, close, format!("{sep}description={literal}")))
}

/// A plain string or `Doc("...")` in `Annotated`: a text some framework reads as a description.
fn is_text(n: Node, src: &str, names: &Names) -> bool {
    n.kind() == "string" || eval::is_doc(n, src, names)
}

fn keyword(args: Node, src: &str, name: &str) -> bool {
    let mut c = args.walk();
    let found = args.named_children(&mut c).any(|a| {
        a.kind() == "keyword_argument" && a.field("name").map(|k| text(k, src)) == Some(name)
    });
    found
}

/// An edit that makes `name` importable from `module`: added to the module's
/// `from module import ...` statement at its top when there is one, else a statement of its
/// own before the first import (after `from __future__` ones).
fn import_edit(file: &SourceFile, module: &str, name: &str) -> Option<Edit> {
    let src = file.text.as_str();
    let root = file.tree.root_node();
    let mut c = root.walk();
    let imports: Vec<Node> = root
        .named_children(&mut c)
        .filter(|n| matches!(n.kind(), "import_statement" | "import_from_statement"))
        .collect();
    let edit = |at: usize, t: String| Edit {
        span: Span::new(file.id, at, at),
        text: t,
    };
    for stmt in &imports {
        let from = stmt.field("module_name").map(|m| text(m, src));
        let written = text(*stmt, src);
        // one line, no star, no alias list in parentheses to keep tidy
        if from == Some(module) && !written.contains('*') && !written.contains('\n') {
            let end = stmt.end_byte();
            return Some(match written.strip_suffix(')') {
                Some(_) => edit(end - 1, format!(", {name}")),
                None => edit(end, format!(", {name}")),
            });
        }
    }
    // `from __future__ import ...` is a statement of its own kind, which must stay first
    let first = imports.first()?;
    Some(edit(
        first.start_byte(),
        format!("from {module} import {name}\n"),
    ))
}
