//! What an edit in the language server can change of a TypeScript prediction, and the
//! declaration indexes kept between edits.

use std::collections::HashMap;
use std::rc::Rc;

use crate::frontend::{DocumentEdit, Kept};
use crate::span::{FileId, Span};
use crate::syntax::{node_at, Field};
use crate::ts::predict::KeptIndexes;
use crate::ts::scope::{declared_names, ProgramIndex};
use crate::ts::tools::{candidates, tool_function_names_of};

/// zod registry calls change schemas from anywhere in the program.
fn registry_calls(text: &str) -> bool {
    text.contains("globalRegistry") || text.contains(".register(")
}

fn indexes(kept: &mut Kept) -> &mut HashMap<FileId, Rc<ProgramIndex>> {
    if !kept.0.is::<KeptIndexes>() {
        kept.0 = Box::new(KeptIndexes(HashMap::new()));
    }
    &mut kept
        .0
        .downcast_mut::<KeptIndexes>()
        .expect("replaced just above")
        .0
}

fn text(s: &str, at: Span) -> &str {
    s.get(at.start as usize..at.end as usize).unwrap_or("")
}

pub fn edit_in_tool(e: &DocumentEdit, before: Span, after: Span, kept: &mut Kept) -> bool {
    if e.touches_a_syntax_error()
        || registry_calls(text(&e.old.text, before))
        || registry_calls(text(e.new_text, after))
        || !e.changes_only_inside(after, "call_expression")
    {
        return false;
    }
    // a top-level expression statement declares nothing, so an edit inside one only moves the
    // file's declarations; elsewhere the index is built again
    let statement = e
        .new_tree
        .root_node()
        .first_child_for_byte(after.start as usize);
    let indexes = indexes(kept);
    match indexes.get_mut(&e.old.id) {
        Some(index) if statement.is_some_and(|s| s.kind() == "expression_statement") => {
            *index = Rc::new(index.moved(|offset| e.moved(offset)));
            debug_assert_eq!(
                **index,
                ProgramIndex::build(e.new_text, e.new_tree.root_node())
            );
        }
        _ => {
            indexes.remove(&e.old.id);
        }
    }
    true
}

pub fn edit_is_inert(e: &DocumentEdit, statement: Span, kept: &mut Kept) -> bool {
    let old = e.old;
    let root = old.tree.root_node();
    let mut c = root.walk();
    let Some(before) = root.children(&mut c).find(|n| {
        n.start_byte() == statement.start as usize && n.end_byte() == statement.end as usize
    }) else {
        return false;
    };
    let new_s = e.moved_span(statement);
    // imports decide what names mean; CommonJS exports are found by looking through
    // statements; registry calls change schemas from anywhere
    let looked_for = |t: &str| registry_calls(t) || t.contains("exports");
    // an export list, a re-export or `export default <value>` decides what other modules import
    // without declaring anything here
    let exports_names =
        before.kind() == "export_statement" && before.field("declaration").is_none();
    if e.touches_a_syntax_error()
        || before.kind().starts_with("import")
        || exports_names
        || looked_for(text(&old.text, statement))
        || looked_for(text(e.new_text, new_s))
        || !e.changes_only_inside(new_s, before.kind())
    {
        return false;
    }
    let Some(after) = node_at(e.new_tree, new_s, before.kind()) else {
        return false;
    };
    let (mut declared_before, mut declared_after) = (Vec::new(), Vec::new());
    declared_names(&old.text, before, &mut declared_before);
    declared_names(e.new_text, after, &mut declared_after);
    // the statement is no import, so the module's tool functions are the old text's; the kept
    // declaration index says where its imports are (walking every statement for them costs
    // more than the rest of this update)
    let indexes = indexes(kept);
    let index = indexes
        .entry(old.id)
        .or_insert_with(|| Rc::new(ProgramIndex::build(&old.text, root)));
    let imports = index.imports(root);
    let functions = tool_function_names_of(&imports, &old.text);
    if declared_before != declared_after
        || !candidates(before, &old.text, &functions).is_empty()
        || !candidates(after, e.new_text, &functions).is_empty()
    {
        return false;
    }
    *index = Rc::new(index.moved(|offset| e.moved(offset)));
    debug_assert_eq!(
        **index,
        ProgramIndex::build(e.new_text, e.new_tree.root_node())
    );
    true
}
