//! What an edit in the language server can change of a Python prediction: an edit inside one
//! tool's decorated function changes that tool alone when the function still names no server
//! (nor a registry of one) outside its decorators, keeps its name unless the name is written
//! nowhere else, and moves no line (messages say "at line N"); an edit in a top-level comment
//! or in a function nothing can call changes nothing.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use crate::frontend::{DocumentEdit, Kept};
use crate::span::{FileId, Span};
use crate::syntax::{node_at, Field};

/// What a Python session keeps for the next, for each module it read: the names that stand
/// for a server or a registry of one there, and the words other modules that may import it
/// write.
#[derive(Default, Clone)]
pub struct PyKept {
    pub servers: HashMap<FileId, Vec<String>>,
    pub mentioned: HashMap<FileId, Rc<HashSet<String>>>,
    pub resolutions: super::tools::Resolutions,
    pub quiet: super::tools::Quiet,
}

/// The kept state of `kept`, when it is a Python session's.
pub fn py_kept(kept: &Kept) -> Option<&PyKept> {
    kept.0.downcast_ref::<PyKept>()
}

/// How many times `word` is written in `text` as a name of its own (not part of a longer one).
fn names(text: &str, word: &str) -> usize {
    let part = |c: char| c.is_alphanumeric() || c == '_';
    // whole modules are searched on a keystroke: memchr's search is several times faster
    memchr::memmem::find_iter(text.as_bytes(), word.as_bytes())
        .filter(|at| {
            !text[..*at].chars().next_back().is_some_and(part)
                && !text[at + word.len()..].chars().next().is_some_and(part)
        })
        .count()
}

/// What the last full analysis kept of the edited module (the names that reach a server, the
/// words of modules that may import it), when the edit is one an in-place update may take at
/// all: both texts parse, and it moves no line.
fn module_facts<'k>(
    e: &DocumentEdit,
    kept: &'k Kept,
) -> Option<(&'k [String], &'k HashSet<String>)> {
    let kept = py_kept(kept)?;
    let servers = kept.servers.get(&e.old.id)?;
    let mentioned = kept.mentioned.get(&e.old.id)?;
    let lines = |t: &str| t.bytes().filter(|&b| b == b'\n').count();
    let moves_a_line =
        lines(&e.old.text[e.start..e.old_end]) != lines(&e.new_text[e.start..e.new_end]);
    (!e.touches_a_syntax_error() && !moves_a_line).then_some((servers.as_slice(), &**mentioned))
}

pub fn edit_in_tool(e: &DocumentEdit, before: Span, after: Span, kept: &mut Kept) -> bool {
    let Some((servers, mentioned)) = module_facts(e, kept) else {
        return false;
    };
    if !e.changes_only_inside(after, "decorated_definition") {
        return false;
    }
    let (Some(old), Some(new)) = (
        node_at(&e.old.tree, before, "decorated_definition"),
        node_at(e.new_tree, after, "decorated_definition"),
    ) else {
        return false;
    };
    let parts = |n: tree_sitter::Node, src: &str| {
        let definition = n.field("definition")?;
        let name = definition.field("name")?;
        let at = |from: usize, to: usize| src.get(from..to).unwrap_or("").to_string();
        Some((
            at(name.start_byte(), name.end_byte()),
            at(n.start_byte(), definition.start_byte()),
            at(definition.start_byte(), definition.end_byte()),
        ))
    };
    let (Some((old_name, old_decorators, old_body)), Some((new_name, new_decorators, new_body))) =
        (parts(old, &e.old.text), parts(new, e.new_text))
    else {
        return false;
    };
    // a renamed function is another name of the module: only when no other code names either;
    // and another module that names the function may register it too
    let renamed_alone = old_name == new_name
        || (names(&e.old.text, &old_name) == 1 && names(e.new_text, &new_name) == 1);
    let named_elsewhere = mentioned.contains(&old_name) || mentioned.contains(&new_name);
    // a server named in the function's code (handed on, registered on when it runs) or in a
    // decorator's arguments is a server-wide fact, which a full analysis derives
    let server_named = servers.iter().any(|s| {
        names(&old_body, s) > 0
            || names(&new_body, s) > 0
            || names(&old_decorators, s) != old_decorators.matches(&format!("@{s}.")).count()
            || names(&new_decorators, s) != new_decorators.matches(&format!("@{s}.")).count()
    });
    renamed_alone && !named_elsewhere && !server_named
}

/// Whether an edit inside the top-level statement `statement` changes no prediction: a
/// comment, or a function nothing can call (its name, before and after, is written nowhere
/// else in the module nor in a module that may import it) that names no server. Neither may
/// move a line.
pub fn edit_is_inert(e: &DocumentEdit, statement: Span, kept: &mut Kept) -> bool {
    let Some((servers, mentioned)) = module_facts(e, kept) else {
        return false;
    };
    let new_s = e.moved_span(statement);
    let Some(before) = node_at(&e.old.tree, statement, "comment")
        .or_else(|| node_at(&e.old.tree, statement, "function_definition"))
    else {
        return false;
    };
    if !e.changes_only_inside(new_s, before.kind()) {
        return false;
    }
    if before.kind() == "comment" {
        return true;
    }
    let Some(after) = node_at(e.new_tree, new_s, "function_definition") else {
        return false;
    };
    let name = |n: tree_sitter::Node, src: &str| {
        n.field("name")
            .and_then(|x| src.get(x.byte_range()))
            .unwrap_or("")
            .to_string()
    };
    let (old_name, new_name) = (name(before, &e.old.text), name(after, e.new_text));
    let body = |n: tree_sitter::Node, src: &str| src.get(n.byte_range()).unwrap_or("").to_string();
    let (old_body, new_body) = (body(before, &e.old.text), body(after, e.new_text));
    !old_name.is_empty()
        && names(&e.old.text, &old_name) == 1
        && names(e.new_text, &new_name) == 1
        && !mentioned.contains(&old_name)
        && !mentioned.contains(&new_name)
        && !servers
            .iter()
            .any(|s| names(&old_body, s) > 0 || names(&new_body, s) > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_counts_only_on_its_own() {
        assert_eq!(names("mcp = FastMCP(); mcp2 = x; amcp; mcp.tool", "mcp"), 2);
        assert_eq!(names("search(query)", "search"), 1);
        assert_eq!(names("search_notes", "search"), 0);
    }
}
