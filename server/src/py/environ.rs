//! `os.environ` under a declared environment, as `ts/environ.rs` reads `process.env`: a
//! declared variable reads as its value and, when the declaration is complete, an undeclared
//! one as unset; a variable the program sets or deletes itself anywhere in the modules of the
//! run stays unknown, and a write toolsight cannot name (a computed key, `update`, `clear`, the
//! mapping replaced) makes every variable unknown.

use tree_sitter::Node;

use super::eval::{self, Names};
use super::tools::Module;
use crate::model::{Declared, Environment};
use crate::syntax::{text, Field};

/// Nodes looked at per module for writes: a module larger than this is not scanned further,
/// and its unseen part counts as a write toolsight cannot name.
const MAX_NODES: usize = 400_000;

/// What a run knows of the process environment.
#[derive(Debug, Default)]
pub(super) struct Environ {
    declared: Option<Environment>,
    /// Each variable the program sets or deletes, with where (`file:line`).
    written: Vec<(String, String)>,
    /// A write toolsight cannot name the variable of, with where.
    unnamed: Option<String>,
}

/// What reading one variable gives.
pub(super) enum Read<'n> {
    /// Its value.
    Value(String),
    /// It is unset: the read gives its default (`None` without one).
    Unset(Option<Node<'n>>),
    /// Why it is not known.
    Unknown(String),
}

impl Environ {
    /// The declaration (`None`: nothing declared), and the writes of the run's modules.
    pub(super) fn new(declared: Option<&Environment>, modules: &[Module]) -> Environ {
        let mut e = Environ {
            declared: declared.cloned(),
            ..Environ::default()
        };
        for m in modules {
            e.scan(m);
        }
        e
    }

    fn scan(&mut self, m: &Module) {
        let src = m.file.text.as_str();
        if !crate::syntax::mentions(src, "environ") {
            return;
        }
        let at = |n: Node| format!("{}:{}", m.file.path.display(), n.start_position().row + 1);
        let is_environ = |n: Node| m.names.qualified(n, src).as_deref() == Some("os.environ");
        let mut stack = vec![m.file.tree.root_node()];
        let mut seen = 0;
        while let Some(n) = stack.pop() {
            seen += 1;
            if seen > MAX_NODES {
                self.unnamed.get_or_insert(format!(
                    "{} (a module too large to read for writes)",
                    m.file.path.display()
                ));
                return;
            }
            match n.kind() {
                // `os.environ["K"] = v`, `os.environ |= {...}`, `os.environ = {...}`
                "assignment" | "augmented_assignment" => {
                    if let Some(left) = n.field("left") {
                        self.target(left, &is_environ, src, at(n));
                    }
                }
                "delete_statement" => {
                    let mut c = n.walk();
                    for t in n.named_children(&mut c) {
                        self.target(t, &is_environ, src, at(n));
                    }
                }
                "call" => {
                    let callee = n.field("function");
                    let method = callee
                        .filter(|f| f.kind() == "attribute")
                        .filter(|f| f.field("object").is_some_and(is_environ))
                        .and_then(|f| f.field("attribute"))
                        .map(|a| text(a, src));
                    match method {
                        Some("setdefault" | "pop") => {
                            let (positional, _) = eval::arguments(n, src);
                            match positional.first().map(|k| eval::string(*k, src)) {
                                Some(Ok(key)) => self.written.push((key, at(n))),
                                _ => {
                                    self.unnamed.get_or_insert(at(n));
                                }
                            }
                        }
                        Some("update" | "clear" | "popitem" | "__setitem__" | "__delitem__") => {
                            self.unnamed.get_or_insert(at(n));
                        }
                        _ => {}
                    }
                }
                _ => {}
            }
            let mut c = n.walk();
            stack.extend(n.named_children(&mut c));
        }
    }

    /// An assignment's or a `del`'s target: a key of `os.environ`, or the mapping itself.
    fn target(&mut self, t: Node, is_environ: &dyn Fn(Node) -> bool, src: &str, at: String) {
        let targets: Vec<Node> = match t.kind() {
            "pattern_list" | "tuple_pattern" | "expression_list" => {
                let mut c = t.walk();
                t.named_children(&mut c).collect()
            }
            _ => vec![t],
        };
        for t in targets {
            if is_environ(t) {
                self.unnamed.get_or_insert(at.clone());
            } else if t.kind() == "subscript" && t.field("value").is_some_and(is_environ) {
                match t.field("subscript").map(|k| eval::string(k, src)) {
                    Some(Ok(key)) => self.written.push((key, at.clone())),
                    _ => {
                        self.unnamed.get_or_insert(at.clone());
                    }
                }
            }
        }
    }

    /// The variable `key` as the program sees it, `default` standing for it when it is unset.
    fn get<'n>(&self, key: &str, default: Option<Node<'n>>) -> Read<'n> {
        if let Some((_, at)) = self.written.iter().find(|(k, _)| k == key) {
            return Read::Unknown(format!(
                "the environment variable `{key}`, which the program sets itself at {at}"
            ));
        }
        if let Some(at) = &self.unnamed {
            return Read::Unknown(format!(
                "the environment variable `{key}`: the program changes the environment at {at}"
            ));
        }
        match self.declared.as_ref().map(|d| d.get(key)) {
            Some(Declared::Set(v)) => Read::Value(v.to_string()),
            Some(Declared::Unset) => Read::Unset(default),
            Some(Declared::Unknown) => Read::Unknown(format!(
                "the environment variable `{key}`, which the declared environment does not list"
            )),
            None => Read::Unknown(format!(
                "the environment variable `{key}`, which is not declared (`[environment]` in toolsight.toml, `--env`)"
            )),
        }
    }

    /// What `node` reads when it is a read of the environment: `os.environ.get("K"[, d])`,
    /// `os.getenv("K"[, d])`, `os.environ["K"]` (also through `from os import environ,
    /// getenv`); `None` for anything else.
    pub(super) fn read<'n>(&self, node: Node<'n>, names: &Names, src: &str) -> Option<Read<'n>> {
        match node.kind() {
            "call" => {
                let callee = names.qualified(node.field("function")?, src)?;
                if !matches!(callee.as_str(), "os.environ.get" | "os.getenv") {
                    return None;
                }
                let (positional, keywords) = eval::arguments(node, src);
                let key = positional.first()?;
                let default = positional.get(1).copied().or_else(|| {
                    keywords
                        .iter()
                        .find(|(k, _)| k == "default")
                        .map(|(_, v)| *v)
                });
                Some(match eval::string(*key, src) {
                    Ok(key) => self.get(&key, default),
                    Err(_) => Read::Unknown(format!(
                        "`{}` reads an environment variable toolsight cannot name",
                        text(node, src)
                    )),
                })
            }
            "subscript" => {
                let mapping = node.field("value")?;
                if names.qualified(mapping, src).as_deref() != Some("os.environ") {
                    return None;
                }
                let key = node.field("subscript")?;
                Some(match eval::string(key, src) {
                    Ok(key) => match self.get(&key, None) {
                        // the read raises `KeyError`, which stops the module
                        Read::Unset(_) => Read::Unknown(format!(
                            "`os.environ[\"{key}\"]` raises `KeyError` in the declared environment, which does not set it"
                        )),
                        read => read,
                    },
                    Err(_) => Read::Unknown(format!(
                        "`{}` reads an environment variable toolsight cannot name",
                        text(node, src)
                    )),
                })
            }
            _ => None,
        }
    }

    /// `"K" in os.environ`: whether the variable is set, where that is known.
    pub(super) fn contains(&self, key: &str) -> Option<bool> {
        match self.get(key, None) {
            Read::Value(_) => Some(true),
            Read::Unset(_) => Some(false),
            Read::Unknown(_) => None,
        }
    }
}
