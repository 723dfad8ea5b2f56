//! `process.env` under a declared environment. A declared variable reads as its value and, when
//! the declaration is complete, an undeclared one as `undefined`; but the program may set
//! variables itself (`process.env.X = ...`, `delete process.env.X`, `Object.assign(process.env,
//! ...)`), so a variable written anywhere in the modules toolsight reads stays unknown, and a
//! write it cannot name (a computed key, the whole object replaced) makes every variable unknown.

use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};

use crate::model::{Declared, Environment};
use crate::span::FileId;
use crate::workspace::Workspace;

/// What one evaluation run knows of the process environment.
#[derive(Debug)]
pub struct EnvState {
    declared: Environment,
    writes: RefCell<Writes>,
    /// Workspace files scanned for writes so far (files are numbered in load order).
    scanned: Cell<usize>,
    /// The variables read so far: a write found later in a module read afterwards makes what
    /// was read stale ([`EnvState::stale`]).
    reads: RefCell<HashSet<String>>,
    read_all: Cell<bool>,
}

#[derive(Debug, Default, Clone)]
struct Writes {
    /// Each variable the program sets or deletes, with where (`file:line`).
    keys: HashMap<String, String>,
    /// A write toolsight cannot name the variable of, with where.
    unnamed: Option<String>,
}

/// What a read of one variable gives.
pub enum Read<'a> {
    Declared(Declared<'a>),
    /// The program changes it: why.
    Written(String),
}

impl EnvState {
    pub fn new(declared: Environment) -> EnvState {
        EnvState {
            declared,
            writes: RefCell::default(),
            scanned: Cell::new(0),
            reads: RefCell::default(),
            read_all: Cell::new(false),
        }
    }

    /// The same declaration and the writes found so far, with no reads: for a fresh run that
    /// knows every write from the start.
    pub fn rerun(&self) -> EnvState {
        EnvState {
            declared: self.declared.clone(),
            writes: RefCell::new(self.writes.borrow().clone()),
            scanned: Cell::new(self.scanned.get()),
            reads: RefCell::default(),
            read_all: Cell::new(false),
        }
    }

    pub fn declared(&self) -> &Environment {
        &self.declared
    }

    /// The variable `key` as the program sees it.
    pub fn read(&self, ws: &Workspace, key: &str) -> Read<'_> {
        self.scan(ws);
        let writes = self.writes.borrow();
        if let Some(at) = writes.keys.get(key) {
            return Read::Written(format!(
                "`process.env.{key}`, which the program sets itself at {at}"
            ));
        }
        if let Some(at) = &writes.unnamed {
            return Read::Written(format!(
                "`process.env.{key}`: the program changes the environment at {at}"
            ));
        }
        // only a declared value read can turn stale
        self.reads.borrow_mut().insert(key.to_string());
        Read::Declared(self.declared.get(key))
    }

    /// Every variable, when the declaration is complete and the program writes none.
    pub fn all(&self, ws: &Workspace) -> Option<Vec<(&str, &str)>> {
        self.scan(ws);
        let writes = self.writes.borrow();
        let known = self.declared.complete && writes.keys.is_empty() && writes.unnamed.is_none();
        self.read_all.set(self.read_all.get() || known);
        known.then(|| {
            self.declared
                .vars
                .iter()
                .map(|(k, v)| (k.as_str(), v.as_str()))
                .collect()
        })
    }

    /// Whether a write found since (in a module loaded after a read) changes what was read.
    pub fn stale(&self, ws: &Workspace) -> bool {
        self.scan(ws);
        let writes = self.writes.borrow();
        let reads = self.reads.borrow();
        let read_any = self.read_all.get() || !reads.is_empty();
        (read_any && (writes.unnamed.is_some() || self.read_all.get() && !writes.keys.is_empty()))
            || reads.iter().any(|k| writes.keys.contains_key(k))
    }

    /// Looks for writes in the files loaded since the last scan, and in the modules they
    /// import (which run too, whether or not a prediction reads them).
    fn scan(&self, ws: &Workspace) {
        let mut writes = self.writes.borrow_mut();
        while self.scanned.get() < ws.loaded_files().min(MAX_SCANNED) {
            let id = FileId(self.scanned.get() as u32);
            self.scanned.set(self.scanned.get() + 1);
            let f = ws.file(id);
            for spec in relative_imports(&f.text) {
                ws.resolve_relative(id, spec);
            }
            let (keys, unnamed) = writes_in(&f.text);
            let at = |o: usize| {
                format!(
                    "{}:{}",
                    f.path.display(),
                    f.line_col(o.min(u32::MAX as usize) as u32).line
                )
            };
            for (k, o) in keys {
                writes.keys.entry(k).or_insert_with(|| at(o));
            }
            if let (None, Some(o)) = (&writes.unnamed, unnamed) {
                writes.unnamed = Some(at(o));
            }
        }
        if ws.loaded_files() > MAX_SCANNED && writes.unnamed.is_none() {
            writes.unnamed = Some(format!(
                "one of the modules past the first {MAX_SCANNED}, which toolsight does not read for writes"
            ));
        }
    }
}

/// Modules read for writes to the environment, at most.
const MAX_SCANNED: usize = 20_000;

/// The relative specifiers `text` imports (`from "./x"`, `import "./x"`, `require("./x")`,
/// `import("./x")`).
fn relative_imports(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    while let Some(found) = text[i..].find(['"', '\'']) {
        let q = i + found;
        i = q + 1;
        let rest = &text[q + 1..];
        if !(rest.starts_with("./") || rest.starts_with("../")) {
            continue;
        }
        let Some(len) = rest
            .find(b[q] as char)
            .filter(|&l| !rest[..l].contains('\n'))
        else {
            continue;
        };
        let before = text[..q].trim_end();
        let before = before.strip_suffix('(').map_or(before, str::trim_end);
        let word_end = |w: &str| {
            before.ends_with(w)
                && !before[..before.len() - w.len()]
                    .bytes()
                    .last()
                    .is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$')
        };
        if word_end("from") || word_end("import") || word_end("require") {
            out.push(&rest[..len]);
        }
        i = q + 1 + len + 1;
    }
    out
}

/// The variables `text` writes through `process.env` (each with the offset of its first
/// write), and the offset of a write whose variable it does not name.
fn writes_in(text: &str) -> (Vec<(String, usize)>, Option<usize>) {
    const NEEDLE: &str = "process.env";
    let b = text.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$';
    let (mut keys, mut unnamed) = (Vec::new(), None);
    let mut from = 0;
    while let Some(found) = text[from..].find(NEEDLE) {
        let at = from + found;
        from = at + NEEDLE.len();
        if at > 0 && (ident(b[at - 1]) || b[at - 1] == b'.') {
            continue;
        }
        if b.get(from).copied().is_some_and(ident) {
            continue;
        }
        let before = text[..at].trim_end();
        let deleted = before.ends_with("delete")
            && !before.as_bytes()[..before.len() - 6]
                .last()
                .copied()
                .is_some_and(ident);
        let as_argument = before.ends_with('(') && {
            let callee = before[..before.len() - 1].trim_end();
            callee.ends_with("Object.assign") || callee.ends_with("Object.defineProperty")
        };
        if as_argument {
            unnamed.get_or_insert(at);
            continue;
        }
        let rest = &text[from..];
        let after = rest.trim_start();
        let skipped = rest.len() - after.len();
        if let Some(member) = after.strip_prefix('.') {
            let len = member.bytes().take_while(|&c| ident(c)).count();
            if len == 0 {
                continue;
            }
            if deleted || assigns(&member[len..]) {
                keys.push((member[..len].to_string(), at));
            }
        } else if let Some(index) = after.strip_prefix('[') {
            let index_start = from + skipped + 1;
            match quoted_key(index) {
                Some((key, len)) => {
                    if deleted || assigns(&index[len..]) {
                        keys.push((key, at));
                    }
                }
                None => {
                    // a computed key: a write only if the bracket closes before an assignment
                    let Some(close) = closing_bracket(&text[index_start..]) else {
                        continue;
                    };
                    if deleted || assigns(&text[index_start + close + 1..]) {
                        unnamed.get_or_insert(at);
                    }
                }
            }
        } else if assigns(after) {
            unnamed.get_or_insert(at);
        }
    }
    (keys, unnamed)
}

/// Whether `rest` (the text after an assignment target) starts with an assignment operator.
fn assigns(rest: &str) -> bool {
    let r = rest.trim_start();
    if let Some(after) = r.strip_prefix('=') {
        return !after.starts_with('=') && !after.starts_with('>');
    }
    ["+=", "-=", "||=", "&&=", "??="]
        .iter()
        .any(|op| r.starts_with(op))
}

/// `"KEY"]` or `'KEY']` at the start of an index: the key and the length through `]`.
fn quoted_key(index: &str) -> Option<(String, usize)> {
    let trimmed = index.trim_start();
    let lead = index.len() - trimmed.len();
    let quote = trimmed.chars().next().filter(|&c| c == '"' || c == '\'')?;
    let body = &trimmed[1..];
    let end = body.find(quote)?;
    let key = &body[..end];
    if key.contains('\\') || key.contains('\n') {
        return None;
    }
    let tail = &body[end + 1..];
    let close = tail.len() - tail.trim_start().len();
    tail.trim_start()
        .starts_with(']')
        .then(|| (key.to_string(), lead + 1 + end + 1 + close + 1))
}

/// The offset of the `]` closing an index whose `[` is just before `text`, within a short
/// reach (an index expression is short; a bracket that does not close soon is not followed).
fn closing_bracket(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices().take(400) {
        match c {
            '[' => depth += 1,
            ']' if depth == 0 => return Some(i),
            ']' => depth -= 1,
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(text: &str) -> (Vec<String>, bool) {
        let (k, u) = writes_in(text);
        (k.into_iter().map(|(k, _)| k).collect(), u.is_some())
    }

    #[test]
    fn writes_are_told_from_reads() {
        assert_eq!(
            keys("const a = process.env.A; if (process.env.B === 'x') f(process.env['C']);"),
            (vec![], false)
        );
        assert_eq!(
            keys("process.env.A = '1'; process.env['B'] ??= 'x'; delete process.env.C;"),
            (vec!["A".into(), "B".into(), "C".into()], false)
        );
        assert_eq!(
            keys("x = process.env.A == 'y' || (() => process.env.B)"),
            (vec![], false)
        );
        assert_eq!(keys("process.env[name] = v"), (vec![], true));
        assert_eq!(keys("delete process.env[name]"), (vec![], true));
        assert_eq!(keys("f(process.env[name])"), (vec![], false));
        assert_eq!(keys("process.env = { ...old }"), (vec![], true));
        assert_eq!(keys("Object.assign(process.env, parsed)"), (vec![], true));
        assert_eq!(
            keys("myprocess.env.A = 1; a.process.env.B = 2"),
            (vec![], false)
        );
    }

    #[test]
    fn relative_imports_are_found_in_every_form() {
        let text = "import a from './a.js';\nimport \"../b.js\";\nconst c = require('./c');\nawait import(\"./d.js\");\nconst s = \"./not-an-import\"; export * from './e.js';";
        assert_eq!(
            relative_imports(text),
            ["./a.js", "../b.js", "./c", "./d.js", "./e.js"]
        );
    }

    #[test]
    fn a_bracket_that_does_not_close_is_not_followed() {
        assert_eq!(keys("process.env[ ((((("), (vec![], false));
        assert_eq!(keys("process.env[\"A"), (vec![], false));
        assert_eq!(keys("delete process.env"), (vec![], false));
    }
}
