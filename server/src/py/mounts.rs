//! fastmcp's `parent.mount(child, namespace)`: the child's tools listed by the parent after the
//! parent's own, each under `namespace_name` (2.x calls it `prefix`). Read where the call is a
//! statement at the top of a module, on servers both named there.

use tree_sitter::Node;

use super::eval;
use super::tools::default_title;
use crate::model::{ServerError, ServerPrediction, Written};
use crate::span::{FileId, Span};
use crate::syntax::{text, Field};
use crate::targets::fastmcp_py::Line;
use crate::targets::UnknownPart;

/// How deep mounts of mounts are followed.
const MAX_DEPTH: usize = 8;

/// One `parent.mount(child, ...)` read.
pub(super) struct Mount {
    pub(super) parent: usize,
    pub(super) child: usize,
    pub(super) namespace: Option<(String, Span)>,
    /// The server names in the call, so that they do not read as handed on.
    pub(super) names_at: [(FileId, u32); 2],
}

/// A `mount` call that raises when it runs.
pub(super) struct Refused {
    pub(super) parent: usize,
    pub(super) names_at: [(FileId, u32); 2],
    pub(super) error: ServerError,
}

/// The keywords naming the namespace in each release line.
fn namespace_keywords(line: Line) -> &'static [&'static str] {
    match line {
        Line::Two => &["prefix"],
        Line::Three => &["namespace", "prefix"],
        Line::Four => &["namespace"],
    }
}

/// `parent.mount(child)`, `parent.mount(child, "ns")` or `parent.mount(child, prefix="ns")` as a
/// statement, with `server` giving the server a name means (and its fastmcp release line) there.
/// `Err` with the parent, the server names and the failure when the keyword is not this
/// release's; `None` for anything else.
pub(super) fn mount_statement(
    stmt: Node,
    src: &str,
    file: FileId,
    server: &dyn Fn(&str) -> Option<(usize, Line)>,
) -> Option<Result<Mount, Refused>> {
    let call = match stmt.kind() {
        "expression_statement" => stmt.named_child(0)?,
        _ => return None,
    };
    let callee = call.field("function")?;
    if call.kind() != "call"
        || callee.kind() != "attribute"
        || callee
            .field("attribute")
            .is_none_or(|a| text(a, src) != "mount")
    {
        return None;
    }
    let parent_name = callee
        .field("object")
        .filter(|o| o.kind() == "identifier")?;
    let (parent, line) = server(text(parent_name, src))?;
    let (positional, keywords) = eval::arguments(call, src);
    let child_name = positional.first().filter(|a| a.kind() == "identifier")?;
    let (child, _) = server(text(*child_name, src))?;
    let at = Span::new(file, call.start_byte(), call.end_byte());
    let names_at = [
        (file, parent_name.start_byte() as u32),
        (file, child_name.start_byte() as u32),
    ];
    let literal = |n: Node| {
        eval::string(n, src)
            .ok()
            .map(|s| (s, Span::new(file, n.start_byte(), n.end_byte())))
    };
    let mut namespace = match positional.get(1) {
        Some(n) => Some(literal(*n)?),
        None => None,
    };
    if positional.len() > 2 {
        return None;
    }
    for (key, value) in keywords {
        if !namespace_keywords(line).contains(&key.as_str()) {
            // a keyword of another release: the call raises when the module loads
            if ["prefix", "namespace"].contains(&key.as_str()) {
                return Some(Err(Refused {
                    parent,
                    names_at,
                    error: ServerError::load(
                        format!(
                            "TypeError: FastMCP.mount() got an unexpected keyword argument '{key}'"
                        ),
                        at,
                    ),
                }));
            }
            return None;
        }
        namespace = Some(literal(value)?);
    }
    Some(Ok(Mount {
        parent,
        child,
        namespace,
        names_at,
    }))
}

/// Adds each mounted server's tools to its parent's, children's mounts first. `retitle` is
/// whether the release titles a tool after its name (4.x), which a namespace changes.
pub(super) fn apply(
    servers: &mut [ServerPrediction],
    mounts: &[Mount],
    retitle: &dyn Fn(usize) -> bool,
) {
    let mut done = vec![false; servers.len()];
    for m in mounts {
        resolve(m.parent, servers, mounts, retitle, &mut done, 0);
    }
}

fn resolve(
    server: usize,
    servers: &mut [ServerPrediction],
    mounts: &[Mount],
    retitle: &dyn Fn(usize) -> bool,
    done: &mut [bool],
    depth: usize,
) {
    if done[server] || depth > MAX_DEPTH {
        return;
    }
    done[server] = true;
    for m in mounts.iter().filter(|m| m.parent == server) {
        resolve(m.child, servers, mounts, retitle, done, depth + 1);
        let child = &servers[m.child];
        let mut tools = child.tools.clone();
        let child_error = child.error.as_ref().map(|e| e.message.clone());
        let child_untraced = child.untraced.clone();
        for t in &mut tools {
            let Some((ns, at)) = &m.namespace else {
                continue;
            };
            let Some(name) = t
                .wire
                .get("name")
                .and_then(|n| n.as_str())
                .map(String::from)
            else {
                continue;
            };
            let new_name = format!("{ns}_{name}");
            // 4.x titles a tool that has no title of its own after the name it is listed under
            let titled = t.source.map.at("/title").is_some()
                || t.wire
                    .get("annotations")
                    .is_some_and(|a| a.get("title").is_some());
            if retitle(m.child)
                && !titled
                && t.wire.get("title").and_then(|x| x.as_str()) == Some(&default_title(&name))
            {
                t.wire
                    .insert("title".into(), default_title(&new_name).into());
            }
            t.wire.insert("name".into(), new_name.clone().into());
            // the name is no longer the literal written at the tool
            t.source.map.push(Written {
                pointer: "/name".into(),
                key: None,
                value: *at,
                literal: None,
                converter: None,
            });
        }
        let parent = &mut servers[server];
        for t in tools {
            let clash = parent
                .tools
                .iter()
                .any(|o| o.wire.get("name") == t.wire.get("name"));
            let mut t = t;
            if clash {
                t.meta.exact = false;
                t.meta.unknown.push(UnknownPart {
                    pointer: "/name".into(),
                    reason: "the parent lists a tool of this name too; which one fastmcp lists is not modelled".into(),
                });
            }
            parent.tools.push(t);
        }
        if let Some(e) = child_error {
            for t in &mut parent.tools {
                t.meta.exact = false;
                t.meta.unknown.push(UnknownPart {
                    pointer: String::new(),
                    reason: format!(
                        "a mounted server fails (`{}`); what the parent lists then is not modelled",
                        e.lines().next().unwrap_or("")
                    ),
                });
            }
        }
        if let Some(why) = child_untraced {
            parent
                .untraced
                .get_or_insert_with(|| format!("a mounted server is untraced: {why}"));
        }
    }
}
