//! Classes of the project that derive from a server class (`class AppMCP(FastMCP): ...`), in
//! the module that defines them and in every module that imports them, so that
//! `mcp = AppMCP(...)` is a server of the framework its base is. A method the subclass (or a
//! project class between it and the framework's) defines that may change the tools makes the
//! server's tools approximate, with the method named.

use std::collections::HashMap;

use tree_sitter::Node;

use super::tools::{Module, Resolver};
use crate::syntax::text;

/// How many classes deep a chain of project subclasses is followed, and how many passes link
/// them across modules (a re-export is one more pass).
const MAX_PASSES: usize = 8;

/// A project class whose instances are servers of a framework.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct ServerClass {
    pub(super) framework: &'static str,
    /// The framework's class it derives from, as `SERVER_CLASSES` names it.
    pub(super) base: &'static str,
    /// `Class.method` of each method of the chain that may change the server's tools.
    pub(super) overrides: Vec<String>,
}

/// For each module (by its index in `modules`), the server classes by the dotted name an
/// expression of that module resolves to (`names.qualified`): its own classes by their names,
/// imported ones by the name they are imported as.
pub(super) fn server_classes(
    resolver: &Resolver,
    modules: &[Module],
    frameworks: &[(&'static str, &'static str)],
) -> Vec<HashMap<String, ServerClass>> {
    let mut table: Vec<HashMap<String, ServerClass>> = vec![HashMap::new(); modules.len()];
    let own: Vec<Vec<(String, Node, Vec<String>)>> = modules
        .iter()
        .map(|m| classes_of(m.file.tree.root_node(), &m.file.text))
        .collect();
    if own.iter().all(Vec::is_empty) {
        return table;
    }
    let index = |m: &Module, dotted: &str| {
        let file = resolver.resolve(&m.file.path, dotted)?;
        modules.iter().position(|o| o.file.id == file)
    };
    for _ in 0..MAX_PASSES {
        let mut changed = false;
        for (i, m) in modules.iter().enumerate() {
            let src = m.file.text.as_str();
            for (name, class, methods) in &own[i] {
                if table[i].contains_key(name) {
                    continue;
                }
                let found = bases(*class).into_iter().find_map(|base| {
                    let q = m.names.qualified(base, src)?;
                    match frameworks.iter().find(|(c, _)| *c == q) {
                        Some((base, framework)) => Some(ServerClass {
                            framework,
                            base,
                            overrides: Vec::new(),
                        }),
                        None => table[i].get(&q).cloned(),
                    }
                });
                if let Some(mut server) = found {
                    server
                        .overrides
                        .extend(methods.iter().map(|method| format!("{name}.{method}")));
                    table[i].insert(name.clone(), server);
                    changed = true;
                }
            }
            for (_, q) in m.names.imports() {
                if table[i].contains_key(q) {
                    continue;
                }
                let Some((module, name)) = q.rsplit_once('.') else {
                    continue;
                };
                let Some(server) = index(m, module).and_then(|at| {
                    // the class by its own name there, or under the name that module imports
                    // it as (a package's `__init__.py` re-exporting it)
                    let there = &modules[at].names;
                    let key = there
                        .imports()
                        .find(|(local, _)| *local == name)
                        .map_or(name, |(_, q)| q);
                    table[at].get(key).cloned()
                }) else {
                    continue;
                };
                table[i].insert(q.to_string(), server);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    table
}

/// Where the module's own server classes are written, as byte ranges.
pub(super) fn defined_in(
    root: Node,
    src: &str,
    classes: &HashMap<String, ServerClass>,
) -> Vec<(usize, usize)> {
    classes_of(root, src)
        .into_iter()
        .filter(|(name, _, _)| classes.contains_key(name))
        .map(|(_, class, _)| (class.start_byte(), class.end_byte()))
        .collect()
}

/// The statements of a block that define a `kind` (`class_definition`), decorated or not.
fn definitions<'t>(block: Node<'t>, kind: &str) -> Vec<Node<'t>> {
    let mut c = block.walk();
    block
        .named_children(&mut c)
        .filter_map(|stmt| match stmt.kind() {
            "decorated_definition" => stmt.child_by_field_name("definition"),
            _ => Some(stmt),
        })
        .filter(|d| d.kind() == kind)
        .collect()
}

/// The module's top-level classes with the methods of each that may change a server's tools.
fn classes_of<'t>(root: Node<'t>, src: &str) -> Vec<(String, Node<'t>, Vec<String>)> {
    let mut out = Vec::new();
    for class in definitions(root, "class_definition") {
        if class.child_by_field_name("superclasses").is_none() {
            continue;
        }
        let Some(name) = class.child_by_field_name("name") else {
            continue;
        };
        out.push((text(name, src).to_string(), class, tool_methods(class, src)));
    }
    out
}

/// The methods a class defines whose name speaks of tools (`tool`, `add_tool`,
/// `_list_tools_mcp`, …), and an `__init__` whose body does.
fn tool_methods(class: Node, src: &str) -> Vec<String> {
    let Some(body) = class.child_by_field_name("body") else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for def in definitions(body, "function_definition") {
        let Some(name) = def.child_by_field_name("name").map(|n| text(n, src)) else {
            continue;
        };
        let speaks_of_tools = name.contains("tool")
            || (name == "__init__"
                && def
                    .child_by_field_name("body")
                    .is_some_and(|b| text(b, src).contains("tool")));
        if speaks_of_tools {
            out.push(name.to_string());
        }
    }
    out
}

/// The expressions a class statement derives from: `FastMCP` of `FastMCP[Ctx]`, keywords
/// (`metaclass=`) left out.
fn bases(class: Node) -> Vec<Node> {
    let Some(list) = class.child_by_field_name("superclasses") else {
        return Vec::new();
    };
    let mut c = list.walk();
    list.named_children(&mut c)
        .filter_map(|b| match b.kind() {
            "identifier" | "attribute" => Some(b),
            "subscript" => b.child_by_field_name("value"),
            _ => None,
        })
        .collect()
}
