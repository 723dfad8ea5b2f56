//! Classes of the project that derive from a server class (`class AppMCP(FastMCP): ...`), in
//! the module that defines them and in every module that imports them, so that
//! `mcp = AppMCP(...)` is a server of the framework its base is. A method the subclass (or a
//! project class between it and the framework's) defines that may change the tools makes the
//! server's tools approximate, with the method named.

use std::collections::HashMap;

use tree_sitter::Node;

use super::lowlevel::binding;
use super::tools::{Module, Resolver, TopLevel};
use crate::span::FileId;
use crate::syntax::{text, Field};

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
    /// The project classes from this one to the framework's, each by the file it is written in.
    pub(super) chain: Vec<(FileId, String)>,
}

/// For each module (by its index in `modules`), the server classes by the dotted name an
/// expression of that module resolves to (`names.qualified`): its own classes by their names,
/// imported ones by the name they are imported as.
pub(super) fn server_classes(
    resolver: &Resolver,
    modules: &[Module],
    tops: &TopLevel,
    frameworks: &[(&'static str, &'static str)],
) -> Vec<HashMap<String, ServerClass>> {
    let mut table: Vec<HashMap<String, ServerClass>> = vec![HashMap::new(); modules.len()];
    let own: Vec<Vec<(String, Node, Vec<String>)>> = modules
        .iter()
        .map(|m| classes_of(tops.of_file(m.file.id), &m.file.text))
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
                            chain: Vec::new(),
                        }),
                        None => table[i].get(&q).cloned(),
                    }
                });
                if let Some(mut server) = found {
                    server.chain.insert(0, (m.file.id, name.clone()));
                    // the most derived class's methods first, as Python looks them up
                    let own = methods
                        .iter()
                        .filter(|method| {
                            !(method.as_str() == "tool"
                                && forwards_tool(*class, resolver, modules, m))
                        })
                        .map(|method| format!("{name}.{method}"));
                    let inherited = std::mem::take(&mut server.overrides);
                    server.overrides = own.chain(inherited).collect();
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
    statements: &[Node],
    src: &str,
    classes: &HashMap<String, ServerClass>,
) -> Vec<(usize, usize)> {
    classes_of(statements, src)
        .into_iter()
        .filter(|(name, _, _)| classes.contains_key(name))
        .map(|(_, class, _)| (class.start_byte(), class.end_byte()))
        .collect()
}

/// The statements of a block that define a `kind` (`class_definition`), decorated or not.
fn definitions<'t>(block: Node<'t>, kind: &str) -> Vec<Node<'t>> {
    let mut c = block.walk();
    let statements: Vec<Node> = block.named_children(&mut c).collect();
    definitions_among(&statements, kind)
}

/// Those of `statements` that define a `kind`, decorated or not.
fn definitions_among<'t>(statements: &[Node<'t>], kind: &str) -> Vec<Node<'t>> {
    statements
        .iter()
        .filter_map(|&stmt| match stmt.kind() {
            "decorated_definition" => stmt.field("definition"),
            _ => Some(stmt),
        })
        .filter(|d| d.kind() == kind)
        .collect()
}

/// The module's top-level classes with the methods of each that may change a server's tools.
fn classes_of<'t>(statements: &[Node<'t>], src: &str) -> Vec<(String, Node<'t>, Vec<String>)> {
    let mut out = Vec::new();
    for class in definitions_among(statements, "class_definition") {
        if class.field("superclasses").is_none() {
            continue;
        }
        let Some(name) = class.field("name") else {
            continue;
        };
        out.push((text(name, src).to_string(), class, tool_methods(class, src)));
    }
    out
}

/// The methods a class defines whose name speaks of tools (`tool`, `add_tool`,
/// `_list_tools_mcp`, …), and an `__init__` whose body does.
fn tool_methods(class: Node, src: &str) -> Vec<String> {
    let Some(body) = class.field("body") else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for def in definitions(body, "function_definition") {
        let Some(name) = def.field("name").map(|n| text(n, src)) else {
            continue;
        };
        // a method that runs a call of a tool changes nothing `tools/list` shows
        let at_call = name.contains("call_tool");
        let speaks_of_tools = (name.contains("tool") && !at_call)
            || (name == "__init__"
                && def
                    .field("body")
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
    let Some(list) = class.field("superclasses") else {
        return Vec::new();
    };
    let mut c = list.walk();
    list.named_children(&mut c)
        .filter_map(|b| match b.kind() {
            "identifier" | "attribute" => Some(b),
            "subscript" => b.field("value"),
            _ => None,
        })
        .collect()
}

/// Whether a class's `tool` override only hands fastmcp's own `tool` the function, or the
/// function wrapped by a decorator of the project that keeps its signature and docstring
/// (`functools.wraps`), with the keywords it was given (and a first argument that is a
/// string as the `name`, which is what fastmcp does with one): the tools are then the ones
/// fastmcp makes of the functions as written.
fn forwards_tool(class: Node, resolver: &Resolver, modules: &[Module], m: &Module) -> bool {
    let src = m.file.text.as_str();
    let Some(def) = class.field("body").and_then(|body| {
        definitions(body, "function_definition")
            .into_iter()
            .find(|d| d.field("name").is_some_and(|n| text(n, src) == "tool"))
    }) else {
        return false;
    };
    let mut forwarded = 0;
    let mut stack = vec![def];
    while let Some(n) = stack.pop() {
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
        if n.kind() != "call" {
            continue;
        }
        let Some(callee) = n.field("function") else {
            continue;
        };
        let on_super = callee.kind() == "attribute"
            && callee
                .field("object")
                .and_then(|o| o.field("function"))
                .is_some_and(|f| text(f, src) == "super");
        let on_self = callee.kind() == "attribute"
            && callee
                .field("object")
                .is_some_and(|o| text(o, src) == "self");
        if on_self {
            return false;
        }
        if !on_super {
            continue;
        }
        if callee
            .field("attribute")
            .is_none_or(|a| text(a, src) != "tool")
        {
            return false;
        }
        let Some(args) = n.field("arguments") else {
            return false;
        };
        let mut c = args.walk();
        let parts: Vec<Node> = args
            .named_children(&mut c)
            .filter(|a| a.kind() != "comment")
            .collect();
        let [function, keywords] = parts.as_slice() else {
            return false;
        };
        let plain = |x: Node| x.kind() == "identifier";
        let wrapped = function.kind() == "call"
            && function.field("function").is_some_and(|d| {
                d.kind() == "identifier" && keeps_signature(d, resolver, modules, m)
            })
            && function
                .field("arguments")
                .is_some_and(|a| a.named_child_count() == 1 && a.named_child(0).is_some_and(plain));
        if !(plain(*function) || wrapped) || keywords.kind() != "dictionary_splat" {
            return false;
        }
        forwarded += 1;
    }
    forwarded > 0 && passes_keywords_through(def, src)
}

/// Whether the `**` parameter of a `tool` override is only passed on, or rebound as itself
/// with the first parameter as `name` (`kwargs = {**kwargs, "name": name_or_fn}`).
fn passes_keywords_through(def: Node, src: &str) -> bool {
    let Some(params) = def.field("parameters") else {
        return false;
    };
    let mut c = params.walk();
    let names: Vec<&str> = params
        .named_children(&mut c)
        .filter_map(|p| match p.kind() {
            "identifier" => Some(text(p, src)),
            "default_parameter" | "typed_default_parameter" => {
                p.field("name").map(|n| text(n, src))
            }
            "typed_parameter" => p.named_child(0).map(|n| text(n, src)),
            "dictionary_splat_pattern" => p.named_child(0).map(|n| text(n, src)),
            _ => None,
        })
        .collect();
    let (Some(first), Some(rest)) = (names.get(1), names.last()) else {
        return false;
    };
    let rest = rest.trim_start_matches("**");
    let mut stack = vec![def];
    while let Some(n) = stack.pop() {
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
        if n.kind() != "assignment" {
            continue;
        }
        let Some(left) = n.field("left") else {
            continue;
        };
        if text(left, src) != rest {
            continue;
        }
        let spread = format!("**{rest}");
        let ok = n.field("right").is_some_and(|r| {
            let mut c = r.walk();
            let entries: Vec<String> = r
                .named_children(&mut c)
                .map(|e| text(e, src).split_whitespace().collect::<String>())
                .collect();
            r.kind() == "dictionary"
                && entries.len() == 2
                && entries[0] == spread
                && (entries[1] == format!("\"name\":{first}")
                    || entries[1] == format!("'name':{first}"))
        });
        if !ok {
            return false;
        }
    }
    true
}

/// Whether a decorator of the project returns a function made with `functools.wraps` of its
/// argument, which keeps the signature (through `__wrapped__`) and the docstring fastmcp reads.
fn keeps_signature(decorator: Node, resolver: &Resolver, modules: &[Module], m: &Module) -> bool {
    let src = m.file.text.as_str();
    let Some((owner, def)) = binding(resolver, modules, m, text(decorator, src), 0) else {
        return false;
    };
    if def.kind() != "function_definition" {
        return false;
    }
    let osrc = owner.file.text.as_str();
    let Some(body) = def.field("body") else {
        return false;
    };
    let mut c = body.walk();
    let stmts: Vec<Node> = body
        .named_children(&mut c)
        .filter(|n| n.kind() != "comment")
        .collect();
    let Some(last) = stmts.last() else {
        return false;
    };
    let returned = (last.kind() == "return_statement")
        .then(|| last.named_child(0))
        .flatten()
        .filter(|r| r.kind() == "identifier")
        .map(|r| text(r, osrc));
    let Some(returned) = returned else {
        return false;
    };
    stmts.iter().any(|s| {
        s.kind() == "decorated_definition"
            && s.field("definition")
                .and_then(|d| d.field("name"))
                .is_some_and(|n| text(n, osrc) == returned)
            && {
                let mut c = s.walk();
                let decorators: Vec<Node> = s
                    .named_children(&mut c)
                    .filter(|d| d.kind() == "decorator")
                    .collect();
                decorators.iter().all(|d| {
                    d.named_child(0)
                        .filter(|e| e.kind() == "call")
                        .and_then(|e| e.field("function"))
                        .and_then(|f| owner.names.qualified(f, osrc))
                        .is_some_and(|q| q == "functools.wraps")
                }) && !decorators.is_empty()
            }
    })
}
