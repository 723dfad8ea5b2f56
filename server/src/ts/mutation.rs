//! Where code changes a value after it is built, read from the syntax alone.
//!
//! The evaluator reads a binding's value where it is declared; statements that later change that
//! value in place (`delete o.schema.$schema`, `o.tags.push(x)`, `tool.description = ...` in a loop
//! over a table) would make that reading wrong. These walks find such changes so the evaluator
//! can mark what they touch as unknown, and say when a value escapes where they cannot follow it.

use tree_sitter::Node;

use crate::syntax::{text, Field};
use crate::ts::scope;
use crate::workspace::SourceFile;

/// Nodes one walk looks at before it gives up (`None`).
const MAX_NODES: usize = 500_000;

/// Nodes the walk of a whole module looks at: it streams, so a bundle as large as the largest
/// source file read (16 MiB) fits.
const MAX_MODULE_NODES: usize = 40_000_000;

/// Array methods that change the array they are called on.
const MUTATING_METHODS: &[&str] = &[
    "push",
    "unshift",
    "splice",
    "pop",
    "shift",
    "sort",
    "reverse",
    "fill",
    "copyWithin",
    "add",
    "set",
    "delete",
    "clear",
];

/// A change in place of one property of a value: `name.key...` changed at `site`; `key` is `None`
/// when it is computed.
pub struct Change<'t> {
    pub key: Option<String>,
    pub site: Node<'t>,
    /// Handed on rather than changed where it stands: only a value that is an object can be
    /// changed that way.
    pub handed_on: bool,
}

/// The member chain an identifier heads (`o.a.b` for `o`): its outermost node, the first key
/// (`Some(None)` when computed, `None` for the bare identifier) and how many members deep it is.
fn chain<'t>(src: &str, ident: Node<'t>) -> (Node<'t>, Option<Option<String>>, usize) {
    let mut top = ident;
    let mut first = None;
    let mut depth = 0;
    while let Some(p) = top.parent() {
        let is_object = p.field("object").is_some_and(|o| o.id() == top.id());
        if !is_object {
            break;
        }
        let key = match p.kind() {
            "member_expression" => p.field("property").map(|k| text(k, src).to_string()),
            "subscript_expression" => p.field("index").and_then(|i| scope::string_value(src, i)),
            _ => break,
        };
        if depth == 0 {
            first = Some(key);
        }
        depth += 1;
        top = p;
    }
    (top, first, depth)
}

/// Whether the member chain `top` (at least one member deep) is changed where it stands: assigned
/// through (`o.a.b = 1`, `o.a += 1` also for one member when `deep_only` is false), deleted,
/// incremented, or the receiver of a mutating method (`o.a.push(x)`).
fn changes(src: &str, top: Node, deep: bool) -> bool {
    let Some(p) = top.parent() else { return false };
    let is = |field: &str| p.field(field).is_some_and(|c| c.id() == top.id());
    match p.kind() {
        "assignment_expression" => is("left") && deep,
        "augmented_assignment_expression" | "update_expression" => true,
        "unary_expression" => p
            .field("operator")
            .is_some_and(|o| text(o, src) == "delete"),
        _ => {
            // `o.a.push(x)`: `top` is `o.a.push`, the callee
            top.kind() == "member_expression"
                && p.kind() == "call_expression"
                && is("function")
                && top
                    .field("property")
                    .is_some_and(|m| MUTATING_METHODS.contains(&text(m, src)))
        }
    }
}

/// Nodes under `root`, at most [`MAX_NODES`].
fn all_nodes(root: Node) -> Option<Vec<Node>> {
    crate::ts::tools::nodes_under(root, false, MAX_NODES)
}

/// The changes in place of the object bound to `name` inside `body` (a function body that builds
/// it and returns it); plain `name.key = value` assignments only with `assignments`, since the
/// evaluator applies those itself. `None` when the object escapes where its changes cannot be
/// seen: aliased (`const b = name`), handed to a function (`Object.assign(name, x)`), or a method
/// of it called.
pub fn changes_of_local<'t>(
    f: &SourceFile,
    body: Node<'t>,
    name: &str,
    assignments: bool,
) -> Option<Vec<Change<'t>>> {
    let src = f.text.as_str();
    let mut out = Vec::new();
    for n in all_nodes(body)? {
        if n.kind() == "shorthand_property_identifier" && text(n, src) == name {
            return None;
        }
        if n.kind() != "identifier" || text(n, src) != name {
            continue;
        }
        let parent = n.parent()?;
        if parent.kind() == "variable_declarator"
            && parent.field("name").is_some_and(|d| d.id() == n.id())
        {
            continue;
        }
        let (top, first, depth) = chain(src, n);
        let Some(key) = first else {
            // the bare object: read where nothing can keep it
            let read = match parent.kind() {
                "return_statement" | "spread_element" | "binary_expression" => true,
                "unary_expression" => parent
                    .field("operator")
                    .is_some_and(|o| matches!(text(o, src), "typeof" | "!")),
                _ => false,
            };
            if !read {
                return None;
            }
            continue;
        };
        let p = top.parent()?;
        if depth == 1 && p.kind() == "call_expression" {
            return None;
        }
        let handed_on = passed_on(p, top);
        if changes(src, top, depth > 1 || assignments) || handed_on {
            out.push(Change {
                key,
                site: p,
                handed_on,
            });
        }
    }
    Some(out)
}

/// Whether a member value is handed somewhere it may be changed from: a call's argument, an
/// element or property of a new value, a variable's initial value.
fn passed_on(parent: Node, top: Node) -> bool {
    match parent.kind() {
        "arguments" | "array" | "pair" | "variable_declarator" => true,
        "assignment_expression" => parent.field("right").is_some_and(|r| r.id() == top.id()),
        _ => false,
    }
}

/// A change in place of the elements of a table: `alias.key` changed at `site`, where `alias` is
/// a loop variable over the table, a callback's item, or a `find` result.
pub struct ElementChange {
    pub alias: String,
    pub key: Option<String>,
    pub line_start: u32,
}

/// What one walk of a module finds for [`ElementIndex::changes_of`]: the names its code gives
/// to elements of a table, and the member chains it changes.
#[derive(Debug, Default)]
pub struct ElementIndex {
    /// `(table, alias)`: a loop variable over the table, a callback's item, a `find` result.
    aliases: Vec<(String, String)>,
    sites: Vec<Site>,
}

/// A member chain `root.first.second...` changed in place or assigned.
#[derive(Debug)]
struct Site {
    root: String,
    depth: usize,
    first: Option<String>,
    second: Option<String>,
    /// Changed below its first member (`root.a.b = 1`, `delete root.a.b`, `root.a.push(x)`), or
    /// `root.a` deleted or incremented.
    deep: bool,
    /// The whole chain is the target of a plain assignment.
    assigned: bool,
    start: u32,
}

impl ElementIndex {
    /// One walk of the module; `None` when it is too large to walk.
    pub fn of(f: &SourceFile) -> Option<ElementIndex> {
        let src = f.text.as_str();
        let mut index = ElementIndex::default();
        let ident = |n: Option<Node>| {
            n.filter(|n| n.kind() == "identifier")
                .map(|n| text(n, src).to_string())
        };
        let whole = crate::syntax::each_named_node(f.tree.root_node(), MAX_MODULE_NODES, |n| {
            match n.kind() {
                "for_in_statement" => {
                    if let (Some(table), Some(alias)) =
                        (ident(n.field("right")), ident(n.field("left")))
                    {
                        index.aliases.push((table, alias));
                    }
                }
                "variable_declarator" => {
                    let table = n.field("value").and_then(|v| match v.kind() {
                        "subscript_expression" => ident(v.field("object")),
                        "call_expression" => v
                            .field("function")
                            .filter(|c| {
                                c.kind() == "member_expression"
                                    && c.field("property").is_some_and(|m| {
                                        matches!(text(m, src), "find" | "findLast" | "at")
                                    })
                            })
                            .and_then(|c| ident(c.field("object"))),
                        _ => None,
                    });
                    if let (Some(table), Some(alias)) = (table, ident(n.field("name"))) {
                        index.aliases.push((table, alias));
                    }
                }
                "call_expression" => {
                    let table = n
                        .field("function")
                        .filter(|c| c.kind() == "member_expression")
                        .and_then(|c| ident(c.field("object")));
                    let cb = n
                        .field("arguments")
                        .and_then(|a| crate::ts::eval::named_parts(a).first().copied())
                        .filter(|cb| {
                            matches!(
                                cb.kind(),
                                "arrow_function" | "function_expression" | "function"
                            )
                        });
                    let alias =
                        cb.and_then(|cb| ident(crate::ts::eval::params_of(cb).first().copied()));
                    if let (Some(table), Some(alias)) = (table, alias) {
                        index.aliases.push((table, alias));
                    }
                    for top in changed_chains(src, n) {
                        if let Some(site) = site_of(src, top) {
                            index.sites.push(site);
                        }
                    }
                }
                // a chain is changed where it stands: read from there down to its root
                // (from each identifier up would ask every identifier for its parent, which
                // tree-sitter finds by descending from the root)
                "assignment_expression"
                | "augmented_assignment_expression"
                | "update_expression"
                | "unary_expression" => {
                    for top in changed_chains(src, n) {
                        if let Some(site) = site_of(src, top) {
                            index.sites.push(site);
                        }
                    }
                }
                _ => {}
            }
        });
        // in the order of their roots in the module, as a walk of the identifiers finds them
        index.sites.sort_by_key(|site| site.start);
        whole.then_some(index)
    }

    /// Where the module's code changes the elements of its table `name` in place: `for (const t
    /// of name) t.key = ...`, `name.forEach((t) => { t.key = ... })`, `const t = name.find(...);
    /// t.key = ...`, `name[0].key = ...`. Aliases are matched by name across the module, which
    /// may find more changes than there are.
    pub fn changes_of(&self, name: &str) -> Vec<ElementChange> {
        let aliases: Vec<&str> = self
            .aliases
            .iter()
            .filter(|(t, _)| t == name)
            .map(|(_, a)| a.as_str())
            .collect();
        let mut out = Vec::new();
        for s in &self.sites {
            let (alias, key) = if aliases.contains(&s.root.as_str()) {
                if !(s.deep || (s.depth == 1 && s.assigned)) {
                    continue;
                }
                (s.root.clone(), s.first.clone())
            } else if s.root == name && s.depth >= 2 && (s.deep || (s.depth == 2 && s.assigned)) {
                (format!("{name}[…]"), s.second.clone())
            } else {
                continue;
            };
            out.push(ElementChange {
                alias,
                key,
                line_start: s.start,
            });
        }
        out
    }
}

/// The member chains that `n` changes where they stand (the nodes [`changes`] says yes to, as
/// the tops [`chain`] climbs to): an assignment's target, both sides of an augmented assignment,
/// an incremented or deleted operand, a mutating method's callee.
fn changed_chains<'t>(src: &str, n: Node<'t>) -> Vec<Node<'t>> {
    let chain_top = |c: Option<Node<'t>>| {
        c.filter(|c| matches!(c.kind(), "member_expression" | "subscript_expression"))
    };
    match n.kind() {
        "assignment_expression" => chain_top(n.field("left")).into_iter().collect(),
        "augmented_assignment_expression" => [n.field("left"), n.field("right")]
            .into_iter()
            .filter_map(chain_top)
            .collect(),
        "update_expression" => chain_top(n.field("argument")).into_iter().collect(),
        "unary_expression"
            if n.field("operator")
                .is_some_and(|o| text(o, src) == "delete") =>
        {
            chain_top(n.field("argument")).into_iter().collect()
        }
        "call_expression" => chain_top(n.field("function"))
            .filter(|f| f.kind() == "member_expression" && changes(src, *f, true))
            .into_iter()
            .collect(),
        _ => Vec::new(),
    }
}

/// The site of the chain `top` (changed or assigned where it stands), read down to its root,
/// which must be an identifier.
fn site_of(src: &str, top: Node) -> Option<Site> {
    let mut root = top;
    let mut depth: usize = 0;
    let mut first = None;
    while matches!(root.kind(), "member_expression" | "subscript_expression") {
        first = Some(match root.kind() {
            "member_expression" => root.field("property").map(|k| text(k, src).to_string()),
            _ => root
                .field("index")
                .and_then(|i| scope::string_value(src, i)),
        });
        depth += 1;
        root = root.field("object")?;
    }
    if root.kind() != "identifier" {
        return None;
    }
    let first = first?;
    let deep = changes(src, top, true);
    let assigned = assigned(top);
    if !deep && !assigned {
        return None;
    }
    let mut second = top;
    for _ in 0..depth.saturating_sub(2) {
        match second.field("object") {
            Some(o) => second = o,
            None => break,
        }
    }
    let second = (depth >= 2)
        .then(|| match second.kind() {
            "member_expression" => second.field("property").map(|k| text(k, src).to_string()),
            _ => second
                .field("index")
                .and_then(|i| scope::string_value(src, i)),
        })
        .flatten();
    Some(Site {
        root: text(root, src).to_string(),
        depth,
        first,
        second,
        deep,
        assigned,
        start: root.start_byte() as u32,
    })
}

/// Whether a member chain is the target of a plain assignment.
fn assigned(top: Node) -> bool {
    top.parent().is_some_and(|p| {
        p.kind() == "assignment_expression" && p.field("left").is_some_and(|l| l.id() == top.id())
    })
}
