//! Source files as the analysis sees them: read once, parsed once, looked up by path.
//!
//! Files are loaded on demand, so following a relative import parses just the files a schema
//! really depends on. Text given as an overlay (an editor buffer, a rewritten test case) wins
//! over the disk.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Mutex;

use tree_sitter::Tree;

use crate::span::{FileId, LineCol, LineIndex};
use crate::syntax::{self, Lang};

/// Files larger than this are not parsed. Published servers ship single-file bundles of up to
/// about 10 MB that hold their tool definitions (read at about 2 MB/s); larger files are
/// generated data, and parsing them would dominate the run.
pub const MAX_FILE_BYTES: usize = 16 * 1024 * 1024;

pub struct SourceFile {
    pub id: FileId,
    pub path: PathBuf,
    pub text: String,
    pub tree: Tree,
    pub lang: Lang,
    pub lines: LineIndex,
}

impl fmt::Debug for SourceFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SourceFile")
            .field("id", &self.id)
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

impl SourceFile {
    pub fn line_col(&self, offset: u32) -> LineCol {
        self.lines.line_col(&self.text, offset)
    }
}

/// Why a file could not be analysed. The message names the file and what to do.
#[derive(Debug, Clone)]
pub struct LoadError {
    pub path: PathBuf,
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.message)
    }
}

/// A file read and parsed ahead of the analysis, not yet given an id.
struct Parsed {
    text: String,
    tree: Tree,
    lang: Lang,
}

#[derive(Default)]
pub struct Workspace {
    files: RefCell<Vec<Rc<SourceFile>>>,
    by_path: RefCell<HashMap<PathBuf, Result<FileId, LoadError>>>,
    /// What `preload` parsed, taken by `load`: ids are still given in the order the analysis
    /// asks for files, so preloading changes no output.
    preloaded: RefCell<HashMap<PathBuf, Result<Parsed, LoadError>>>,
    overlays: HashMap<PathBuf, String>,
    /// Where each import base resolved to: most modules import the same few shared ones, and
    /// each resolution would otherwise ask the disk about a dozen candidate names.
    resolved: RefCell<HashMap<PathBuf, Option<FileId>>>,
    /// Texts `may_define_tools` read from disk, for `load` and `preload` to take instead of
    /// reading them again.
    read_ahead: RefCell<HashMap<PathBuf, String>>,
}

impl Workspace {
    pub fn new() -> Workspace {
        Workspace::default()
    }

    /// Use `text` instead of the file on disk at `path`.
    pub fn set_overlay(&mut self, path: impl Into<PathBuf>, text: String) {
        self.overlays.insert(normalize(&path.into()), text);
    }

    /// Use `text` instead of the file on disk at `path`, with `tree`, its syntax tree, already
    /// parsed (an editor buffer the language server keeps parsed incrementally).
    pub fn set_parsed_overlay(&mut self, path: impl Into<PathBuf>, text: String, tree: Tree) {
        let path = normalize(&path.into());
        let Some(lang) = Lang::from_path(&path) else {
            self.overlays.insert(path, text);
            return;
        };
        self.preloaded.borrow_mut().insert(
            path.clone(),
            Ok(Parsed {
                text: text.clone(),
                tree,
                lang,
            }),
        );
        self.overlays.insert(path, text);
    }

    /// Whether the editor holds `path`'s text (which then need not exist on disk).
    pub fn has_overlay(&self, path: &Path) -> bool {
        self.overlays.contains_key(&normalize(path))
    }

    /// Whether `path` may define a server or a tool, as its front end's `may_define` says of its
    /// text; a file that cannot be read says yes, so that loading it reports why.
    pub fn may_define(&self, path: &Path, may_define: impl Fn(&str) -> bool) -> bool {
        let path = normalize(path);
        if let Some(text) = self.overlays.get(&path) {
            return may_define(text);
        }
        match read_source(&path) {
            Ok(text) => {
                let may = may_define(&text);
                if may {
                    self.read_ahead.borrow_mut().insert(path, text);
                }
                may
            }
            Err(_) => true,
        }
    }

    /// How many files were loaded.
    pub fn loaded_files(&self) -> usize {
        self.files.borrow().len()
    }

    pub fn file(&self, id: FileId) -> Rc<SourceFile> {
        self.files.borrow()[id.0 as usize].clone()
    }

    pub fn load(&self, path: &Path) -> Result<FileId, LoadError> {
        let path = normalize(path);
        if let Some(r) = self.by_path.borrow().get(&path) {
            return r.clone();
        }
        let parsed = match self.preloaded.borrow_mut().remove(&path) {
            Some(p) => p,
            None => {
                let read = self.read_ahead.borrow_mut().remove(&path);
                read_and_parse(&self.overlays, &path, read)
            }
        };
        let result = parsed.map(|p| self.insert(&path, p));
        self.by_path.borrow_mut().insert(path, result.clone());
        result
    }

    /// Reads and parses `paths` on every core, for `load` to take later. Parsing is most of the
    /// cost of reading a file and each file parses on its own, while the analysis that follows
    /// is single-threaded; files the analysis never asks for are parsed for nothing.
    pub fn preload(&self, paths: &[PathBuf]) {
        let todo: Vec<(PathBuf, Mutex<Option<String>>)> = {
            let by_path = self.by_path.borrow();
            let preloaded = self.preloaded.borrow();
            let mut ahead = self.read_ahead.borrow_mut();
            let mut todo: Vec<PathBuf> = paths
                .iter()
                .map(|p| normalize(p))
                .filter(|p| !by_path.contains_key(p) && !preloaded.contains_key(p))
                .collect();
            todo.sort();
            todo.dedup();
            todo.into_iter()
                .map(|p| {
                    let read = ahead.remove(&p);
                    (p, Mutex::new(read))
                })
                .collect()
        };
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(todo.len());
        if threads == 0 {
            return;
        }
        // each thread takes the next file when it is done with one, so a few large files do
        // not leave the other cores idle
        let next = std::sync::atomic::AtomicUsize::new(0);
        let overlays = &self.overlays;
        let parse_some = || {
            let mut out = Vec::new();
            loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((path, read)) = todo.get(i) else {
                    return out;
                };
                let read = read.lock().ok().and_then(|mut r| r.take());
                out.push((path.clone(), read_and_parse(overlays, path, read)));
            }
        };
        let results: Vec<_> = std::thread::scope(|s| {
            let workers: Vec<_> = (1..threads).map(|_| s.spawn(parse_some)).collect();
            let mut all = parse_some();
            for w in workers {
                all.extend(w.join().expect("parsing a file does not panic"));
            }
            all
        });
        self.preloaded.borrow_mut().extend(results);
    }

    /// Gives the loaded file `id` a new text and its syntax tree: an editor buffer whose bytes
    /// `start..old_end` became `start..new_end` since it was loaded. What was derived from the
    /// old text is the caller's to update.
    pub fn replace(
        &mut self,
        id: FileId,
        text: String,
        tree: Tree,
        (start, old_end, new_end): (usize, usize, usize),
    ) {
        let mut files = self.files.borrow_mut();
        let old = &files[id.0 as usize];
        let path = old.path.clone();
        let lang = old.lang;
        let lines = old.lines.edited(&text, start, old_end, new_end);
        self.overlays.insert(path.clone(), text.clone());
        files[id.0 as usize] = Rc::new(SourceFile {
            id,
            path,
            lines,
            text,
            tree,
            lang,
        });
    }

    fn insert(&self, path: &Path, p: Parsed) -> FileId {
        let mut files = self.files.borrow_mut();
        let id = FileId(files.len() as u32);
        files.push(Rc::new(SourceFile {
            id,
            path: path.to_path_buf(),
            lines: LineIndex::new(&p.text),
            text: p.text,
            tree: p.tree,
            lang: p.lang,
        }));
        id
    }

    /// Resolves a relative module specifier the way TypeScript and Node do for source trees:
    /// `./a.js` may name `a.ts`, a directory means its `index` file.
    pub fn resolve_relative(&self, from: FileId, specifier: &str) -> Option<FileId> {
        if !(specifier.starts_with("./") || specifier.starts_with("../")) {
            return self.resolve_workspace_package(from, specifier);
        }
        let base = self.file(from).path.parent()?.join(specifier);
        let base = normalize(&base);
        if let Some(known) = self.resolved.borrow().get(&base) {
            return *known;
        }
        let found = candidates(&base).into_iter().find_map(|candidate| {
            (self.overlays.contains_key(&candidate) || candidate.is_file())
                .then(|| self.load(&candidate).ok())
                .flatten()
        });
        self.resolved.borrow_mut().insert(base, found);
        found
    }
}

impl Workspace {
    /// A package of the same workspace (`import { Schema } from "@repo/common"`): npm, yarn and
    /// pnpm workspaces link it into `node_modules` from its own folder, so it is source of the
    /// project, read as such, not an installed package. Its entry is the file its package.json
    /// names (`source`, `module`, `main`, `types`, `exports`), or, when that is a build output
    /// not built yet, the same file under `src/`.
    fn resolve_workspace_package(&self, from: FileId, specifier: &str) -> Option<FileId> {
        if specifier.starts_with("node:") || specifier.starts_with('/') {
            return None;
        }
        let mut parts = specifier.splitn(if specifier.starts_with('@') { 3 } else { 2 }, '/');
        let name = match specifier.starts_with('@') {
            true => format!("{}/{}", parts.next()?, parts.next()?),
            false => parts.next()?.to_string(),
        };
        let subpath = parts.next();
        let from_dir = self.file(from).path.parent()?.to_path_buf();
        let key = from_dir.join("node_modules").join(specifier);
        if let Some(known) = self.resolved.borrow().get(&key) {
            return *known;
        }
        let found = from_dir
            .ancestors()
            .map(|dir| dir.join("node_modules").join(&name))
            .find(|link| link.exists())
            .and_then(|link| std::fs::canonicalize(link).ok())
            // an installed package lives under node_modules; a workspace package does not
            .filter(|root| !root.components().any(|c| c.as_os_str() == "node_modules"))
            .and_then(|root| self.package_entry(&root, subpath));
        self.resolved.borrow_mut().insert(key, found);
        found
    }

    fn package_entry(&self, root: &Path, subpath: Option<&str>) -> Option<FileId> {
        let load = |base: PathBuf| {
            candidates(&normalize(&base))
                .into_iter()
                .filter(|c| !c.to_string_lossy().ends_with(".d.ts"))
                .find_map(|c| {
                    (self.overlays.contains_key(&c) || c.is_file())
                        .then(|| self.load(&c).ok())
                        .flatten()
                })
        };
        // built output not built yet: the source beside it
        let from_source = |entry: &str| {
            let entry = entry.trim_start_matches("./");
            let rest = ["dist/", "build/", "lib/", "out/"]
                .iter()
                .find_map(|d| entry.strip_prefix(d))?;
            let stem = rest
                .trim_end_matches(".d.ts")
                .trim_end_matches(".js")
                .trim_end_matches(".mjs")
                .trim_end_matches(".cjs");
            load(root.join("src").join(stem))
        };
        if let Some(sub) = subpath {
            return load(root.join(sub)).or_else(|| load(root.join("src").join(sub)));
        }
        let manifest: serde_json::Value = std::fs::read_to_string(root.join("package.json"))
            .ok()
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_default();
        let mut entries: Vec<String> = ["source", "module", "main", "types"]
            .iter()
            .filter_map(|k| manifest[*k].as_str().map(str::to_string))
            .collect();
        let dot = match &manifest["exports"] {
            serde_json::Value::String(s) => Some(serde_json::Value::String(s.clone())),
            e => e.get(".").cloned(),
        };
        match dot {
            Some(serde_json::Value::String(s)) => entries.insert(0, s),
            Some(o) => {
                for k in ["source", "import", "default", "require", "types"] {
                    if let Some(s) = o[k].as_str() {
                        entries.push(s.to_string());
                    }
                }
            }
            None => {}
        }
        entries
            .iter()
            .find_map(|e| load(root.join(e.trim_start_matches("./"))).or_else(|| from_source(e)))
            .or_else(|| load(root.join("src/index")))
            .or_else(|| load(root.join("index")))
    }
}

/// Parses the file at `path`: its overlay, else `read` (its text, already read from disk), else
/// what the disk holds. It touches only the overlays and the disk, so `preload` runs it on
/// several threads.
fn read_and_parse(
    overlays: &HashMap<PathBuf, String>,
    path: &Path,
    read: Option<String>,
) -> Result<Parsed, LoadError> {
    let lang = Lang::from_path(path).ok_or_else(|| LoadError {
        path: path.to_path_buf(),
        message: "not a TypeScript, JavaScript or Python file (.ts .tsx .mts .cts .js .jsx .mjs .cjs .py)"
            .into(),
    })?;
    let text = match overlays.get(path).cloned().or(read) {
        Some(t) => t,
        None => read_source(path)?,
    };
    let (tree, lang) = syntax::parse_within(&text, lang, None).map_err(|message| LoadError {
        path: path.to_path_buf(),
        message,
    })?;
    Ok(Parsed { tree, text, lang })
}

/// The text of the source file at `path` on disk, unless it is too large, binary or not UTF-8.
fn read_source(path: &Path) -> Result<String, LoadError> {
    let err = |message: String| LoadError {
        path: path.to_path_buf(),
        message,
    };
    let meta = std::fs::metadata(path).map_err(|e| err(format!("cannot read: {e}")))?;
    if meta.len() as usize > MAX_FILE_BYTES {
        return Err(err(format!(
            "skipped: {} bytes is over the {} MiB limit for source files (analyse the sources it was built from, or add it to .gitignore)",
            meta.len(),
            MAX_FILE_BYTES / 1024 / 1024
        )));
    }
    let bytes = std::fs::read(path).map_err(|e| err(format!("cannot read: {e}")))?;
    if bytes.iter().take(8192).any(|&b| b == 0) {
        return Err(err("skipped: binary file (contains NUL bytes)".into()));
    }
    String::from_utf8(bytes).map_err(|e| {
        err(format!(
            "skipped: not valid UTF-8 (first bad byte at offset {}); save the file as UTF-8",
            e.utf8_error().valid_up_to()
        ))
    })
}

const EXTENSIONS: &[&str] = &["ts", "tsx", "mts", "cts", "js", "jsx", "mjs", "cjs"];

fn candidates(base: &Path) -> Vec<PathBuf> {
    let mut out = vec![base.to_path_buf()];
    let s = base.to_string_lossy();
    // TypeScript ESM code imports `./a.js` for `a.ts`
    for (js, ts) in [
        (".js", ".ts"),
        (".js", ".tsx"),
        (".mjs", ".mts"),
        (".cjs", ".cts"),
        (".jsx", ".tsx"),
    ] {
        if let Some(stem) = s.strip_suffix(js) {
            out.push(PathBuf::from(format!("{stem}{ts}")));
        }
    }
    for ext in EXTENSIONS {
        out.push(PathBuf::from(format!("{s}.{ext}")));
    }
    for ext in EXTENSIONS {
        out.push(base.join(format!("index.{ext}")));
    }
    out
}

/// Removes `.` and `..` components without touching the file system, so overlays and disk
/// paths compare equal.
pub fn normalize(path: &Path) -> PathBuf {
    use std::path::Component;
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_js_specifiers_find_typescript_sources_and_index_files() {
        let mut ws = Workspace::new();
        ws.set_overlay(
            "/p/src/server.ts",
            "import { A } from './schemas.js';".into(),
        );
        ws.set_overlay("/p/src/schemas.ts", "export const A = 1;".into());
        ws.set_overlay("/p/src/lib/index.ts", "export const B = 1;".into());
        let server = ws.load(Path::new("/p/src/server.ts")).unwrap();
        let a = ws.resolve_relative(server, "./schemas.js").unwrap();
        assert_eq!(ws.file(a).path, Path::new("/p/src/schemas.ts"));
        let b = ws.resolve_relative(server, "./lib").unwrap();
        assert_eq!(ws.file(b).path, Path::new("/p/src/lib/index.ts"));
        assert!(ws.resolve_relative(server, "zod").is_none());
        assert!(ws.resolve_relative(server, "./missing.js").is_none());
    }

    #[test]
    fn unreadable_binary_and_foreign_files_give_errors_that_name_the_file() {
        let dir = std::env::temp_dir().join(format!("toolsight-ws-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let bin = dir.join("blob.js");
        std::fs::write(&bin, b"\x00\x01\x02").unwrap();
        let ws = Workspace::new();
        let e = ws.load(&bin).unwrap_err();
        assert!(e.to_string().contains("blob.js") && e.message.contains("binary"));
        let e = ws.load(&dir.join("nope.ts")).unwrap_err();
        assert!(e.message.contains("cannot read"));
        let e = ws.load(&dir.join("a.rb")).unwrap_err();
        assert!(e.message.contains("not a TypeScript"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
