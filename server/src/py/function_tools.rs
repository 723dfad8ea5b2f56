//! What the agent frameworks that make tools of plain Python functions (openai-agents'
//! `function_tool`, langchain's `tool`) have in common to read: the function a call names, the
//! call's arguments, and the function's parameters.

use tree_sitter::Node;

use super::eval;
use crate::model::Written;
use crate::span::Span;
use crate::syntax::{text, Field};

/// The call's arguments after the first `skip` positional ones, positional ones with an empty
/// name, then the keywords.
pub(super) fn call_arguments<'t>(
    args: Node<'t>,
    src: &str,
    skip: usize,
) -> Vec<(String, Node<'t>)> {
    let (positional, keywords) = eval::arguments(args, src);
    positional
        .into_iter()
        .skip(skip)
        .map(|p| (String::new(), p))
        .chain(keywords)
        .collect()
}

/// The undecorated top-level function `name` defined before `before`.
pub(super) fn module_function<'t>(
    root: Node<'t>,
    name: &str,
    before: usize,
    src: &str,
) -> Option<Node<'t>> {
    let mut c = root.walk();
    root.named_children(&mut c)
        .filter(|s| s.start_byte() < before && s.kind() == "function_definition")
        .filter(|s| s.field("name").is_some_and(|n| text(n, src) == name))
        .last()
}

/// A text of the entry written as a literal at `at`.
pub(super) fn written(pointer: &str, at: Span) -> Written {
    Written {
        pointer: pointer.into(),
        key: None,
        value: at,
        literal: Some(at),
        converter: None,
    }
}

/// How a parameter takes its arguments.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Splat {
    Normal,
    /// `*args`.
    Args,
    /// `**kwargs`.
    Kwargs,
}

/// A parameter's name, annotation, default and kind; `None` for a shape not modelled.
pub(super) fn parameter(p: Node) -> Option<(Node, Option<Node>, Option<Node>, Splat)> {
    fn splat(n: Node) -> Option<(Node, Splat)> {
        match n.kind() {
            "identifier" => Some((n, Splat::Normal)),
            "list_splat_pattern" => Some((n.named_child(0)?, Splat::Args)),
            "dictionary_splat_pattern" => Some((n.named_child(0)?, Splat::Kwargs)),
            _ => None,
        }
    }
    let (name, ty, default) = match p.kind() {
        "identifier" | "list_splat_pattern" | "dictionary_splat_pattern" => (p, None, None),
        "typed_parameter" => (p.named_child(0)?, p.field("type"), None),
        "default_parameter" => (p.field("name")?, None, p.field("value")),
        "typed_default_parameter" => (p.field("name")?, p.field("type"), p.field("value")),
        _ => return None,
    };
    let (name, kind) = splat(name)?;
    (name.kind() == "identifier").then_some((name, ty, default, kind))
}
