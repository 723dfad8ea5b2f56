//! What outlives one request: each open document's text with a syntax tree kept current by
//! incremental reparsing, and the last analyses, which hover, code lens, symbols and pulled
//! diagnostics reuse until a document, the settings or a watched file changes.
//!
//! An analysis holds `Rc`s and `RefCell`s, so it lives on one thread of its own; requests send it
//! work and await the answer.

use std::cell::OnceCell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::mpsc;

use ropey::Rope;
use serde_json::Value as Json;
use tower_lsp_server::ls_types::Range;
use tree_sitter::{InputEdit, Parser, Point, Tree};

use crate::config::{Config, Configs};
use crate::lsp::convert::offset_in;
use crate::lsp::position::Encoding;
use crate::predict::{predict_file, predict_files, ServerPrediction};
use crate::rules;
use crate::span::FileId;
use crate::syntax::Lang;
use crate::walk::project_root;
use crate::workspace::Workspace;

/// An open document's text and, for TypeScript and JavaScript, its syntax tree.
pub struct DocText {
    pub text: Rope,
    tree: Option<Tree>,
    lang: Option<Lang>,
}

impl DocText {
    pub fn new(path: &Path, text: &str) -> DocText {
        let lang = Lang::from_path(path);
        let mut doc = DocText {
            text: Rope::from_str(text),
            tree: None,
            lang,
        };
        doc.reparse();
        doc
    }

    /// Applies one `contentChanges` entry (a range replaced, or without a range the whole text)
    /// to the text, and the same edit to the tree so the next [`DocText::reparse`] reuses every
    /// subtree the edit did not touch.
    pub fn apply(&mut self, range: Option<Range>, new_text: &str, enc: Encoding) {
        let Some(range) = range else {
            self.text = Rope::from_str(new_text);
            self.tree = None;
            return;
        };
        let start = offset_in(&self.text, range.start, enc);
        let end = offset_in(&self.text, range.end, enc).max(start);
        let start_position = self.point(start);
        let old_end_position = self.point(end);
        let (cs, ce) = (self.text.byte_to_char(start), self.text.byte_to_char(end));
        self.text.remove(cs..ce);
        self.text.insert(cs, new_text);
        let new_end = start + new_text.len();
        let new_end_position = self.point(new_end);
        if let Some(tree) = &mut self.tree {
            tree.edit(&InputEdit {
                start_byte: start,
                old_end_byte: end,
                new_end_byte: new_end,
                start_position,
                old_end_position,
                new_end_position,
            });
        }
    }

    /// Brings the tree up to date with the text: incrementally after [`DocText::apply`], in full
    /// after a whole-text change or on open.
    pub fn reparse(&mut self) {
        let Some(lang) = self.lang else {
            return;
        };
        let mut parser = Parser::new();
        if parser.set_language(&lang.language()).is_err() {
            return;
        }
        let text = self.text.to_string();
        self.tree = parser.parse(&text, self.tree.as_ref());
    }

    /// The tree of the current text (present once [`DocText::reparse`] ran after the last edit).
    pub fn tree(&self) -> Option<&Tree> {
        self.tree.as_ref()
    }

    /// A byte offset as tree-sitter's row and byte column.
    fn point(&self, offset: usize) -> Point {
        let row = self.text.byte_to_line(offset);
        Point {
            row,
            column: offset - self.text.line_to_byte(row),
        }
    }
}

/// An open document as an analysis sees it.
#[derive(Clone)]
pub struct Overlay {
    pub path: PathBuf,
    pub version: i32,
    pub text: String,
    pub tree: Option<Tree>,
}

/// Everything an analysis depends on besides the disk.
#[derive(Clone)]
pub struct Inputs {
    pub overlays: Vec<Overlay>,
    /// The editor's settings, already checked (`Null`: none).
    pub settings: Json,
    /// Bumped when a watched file changes on disk, so no analysis from before is reused.
    pub disk_generation: u64,
}

/// What an analysis of one project found.
pub struct Analysis {
    pub ws: Workspace,
    pub servers: Vec<ServerPrediction>,
    /// The document the current request is about.
    pub file: Option<FileId>,
    /// `toolsight.toml` with the editor's settings over it.
    pub configs: Configs,
    found: OnceCell<Vec<rules::Diagnostic>>,
}

impl Analysis {
    /// Analyses `path` with the open documents' text (and trees) in place of the disk. Tools are
    /// often registered in one module on a server created in another, so the whole project
    /// `path` belongs to is predicted, as `toolsight check` on its folder would; a file outside
    /// any project is predicted alone.
    pub fn new(inputs: &Inputs, path: &Path) -> Analysis {
        let mut ws = Workspace::new();
        for o in &inputs.overlays {
            match &o.tree {
                Some(tree) => ws.set_parsed_overlay(&o.path, o.text.clone(), tree.clone()),
                None => ws.set_overlay(&o.path, o.text.clone()),
            }
        }
        let servers = match project_root(path) {
            Some(root) => {
                let (mut files, _) = crate::walk::source_files(&[root]);
                // the document is analysed even where the walk leaves it out (git-ignored)
                if !files.iter().any(|f| f == path) {
                    files.push(path.to_path_buf());
                }
                predict_files(&ws, &files, false).0
            }
            None => predict_file(&ws, path, None).unwrap_or_default(),
        };
        let file = ws.load(path).ok();
        Analysis {
            ws,
            servers,
            file,
            configs: configs_with(&inputs.settings),
            found: OnceCell::new(),
        }
    }

    /// The findings of every rule, computed once per analysis.
    pub fn found(&self) -> &[rules::Diagnostic] {
        self.found
            .get_or_init(|| rules::check_with(&self.ws, &self.servers, &self.configs).0)
    }
}

/// `toolsight.toml` files with the editor's settings over them (`settings` was checked when it
/// arrived).
fn configs_with(settings: &Json) -> Configs {
    match Config::from_settings(settings) {
        Ok(overrides) if !settings.is_null() => Configs::with_overrides(overrides),
        _ => Configs::default(),
    }
}

/// What makes two analyses of a project the same.
#[derive(PartialEq)]
struct Key {
    scope: PathBuf,
    documents: Vec<(PathBuf, i32)>,
    settings: String,
    disk_generation: u64,
}

impl Key {
    fn new(inputs: &Inputs, path: &Path) -> Key {
        let mut documents: Vec<(PathBuf, i32)> = inputs
            .overlays
            .iter()
            .map(|o| (o.path.clone(), o.version))
            .collect();
        documents.sort();
        Key {
            scope: project_root(path).unwrap_or_else(|| path.to_path_buf()),
            documents,
            settings: inputs.settings.to_string(),
            disk_generation: inputs.disk_generation,
        }
    }
}

/// How many projects' analyses are kept: one per project the user is switching between.
const KEPT_ANALYSES: usize = 4;

/// The last analysis of each of the last few projects, most recent first.
#[derive(Default)]
pub struct Engine {
    kept: Vec<(Key, Analysis)>,
    /// Analyses no request can use any more, freed after the answer that replaced them is sent:
    /// freeing a project's trees and predictions is not free, and nobody waits for it.
    stale: Vec<Analysis>,
}

impl Engine {
    /// The analysis of `path`'s project for these inputs: the kept one when nothing it depends on
    /// changed since, else a new one, which replaces the project's older one.
    pub fn analysis(&mut self, inputs: &Inputs, path: &Path) -> &Analysis {
        let key = Key::new(inputs, path);
        let kept = match self.kept.iter().position(|(k, _)| *k == key) {
            Some(i) => self.kept.remove(i),
            None => {
                // inputs only move forward: an older analysis of the project is never asked for
                if let Some(i) = self.kept.iter().position(|(k, _)| k.scope == key.scope) {
                    self.stale.push(self.kept.remove(i).1);
                }
                (key, Analysis::new(inputs, path))
            }
        };
        self.kept.insert(0, kept);
        if self.kept.len() > KEPT_ANALYSES {
            self.stale
                .extend(self.kept.drain(KEPT_ANALYSES..).map(|(_, a)| a));
        }
        let analysis = &mut self.kept[0].1;
        analysis.file = analysis.ws.load(path).ok();
        analysis
    }

    /// Frees what no request can use any more.
    pub fn tidy(&mut self) {
        self.stale.clear();
    }
}

type Job = Box<dyn FnOnce(&mut Engine) + Send>;

/// The thread the [`Engine`] lives on.
pub struct EngineThread {
    jobs: mpsc::Sender<Job>,
}

impl EngineThread {
    pub fn start() -> EngineThread {
        let (jobs, queue) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("toolsight-analysis".into())
            .spawn(move || {
                let mut engine = Engine::default();
                for job in queue {
                    // a bug in the analysis fails that one request (its answer channel closes),
                    // not the server; nothing kept from before the panic is trusted
                    if catch_unwind(AssertUnwindSafe(|| job(&mut engine))).is_err() {
                        engine = Engine::default();
                    }
                    engine.tidy();
                }
            })
            .expect("the analysis thread starts");
        EngineThread { jobs }
    }

    /// Runs `f` on the analysis thread; `None` if it panicked.
    pub async fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Engine) -> T + Send + 'static,
    ) -> Option<T> {
        let (answer, answered) = tokio::sync::oneshot::channel();
        self.jobs
            .send(Box::new(move |engine| {
                let _ = answer.send(f(engine));
            }))
            .ok()?;
        answered.await.ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tower_lsp_server::ls_types::Position;

    fn range(l1: u32, c1: u32, l2: u32, c2: u32) -> Option<Range> {
        Some(Range::new(Position::new(l1, c1), Position::new(l2, c2)))
    }

    #[test]
    fn an_incrementally_reparsed_tree_equals_a_fresh_parse() {
        let path = Path::new("/p/a.ts");
        let mut doc = DocText::new(
            path,
            "const a = z.string();\r\nserver.registerTool(\"x\", {}, h);\n// é😀\n",
        );
        let edits = [
            (range(0, 10, 0, 20), "z.number().describe(\"n\")"),
            (range(1, 21, 1, 21), "\n  /* 😀 */ "),
            (range(3, 3, 3, 5), "ü"),
            (range(0, 0, 0, 0), "import { z } from \"zod\";\n"),
            (range(9, 0, 9, 0), "const b = 1;"),
        ];
        for (r, text) in edits {
            doc.apply(r, text, Encoding::Utf16);
            doc.reparse();
            assert_matches_a_fresh_parse(&doc);
        }
    }

    /// The document's tree has the shape, byte ranges and rows/columns of a fresh parse of its text.
    fn assert_matches_a_fresh_parse(doc: &DocText) {
        let text = doc.text.to_string();
        let fresh = crate::syntax::parse(&text, Lang::TypeScript);
        let tree = doc.tree().unwrap();
        assert_eq!(tree.root_node().to_sexp(), fresh.root_node().to_sexp());
        assert_eq!(positions(tree), positions(&fresh), "{text:?}");
    }

    /// Every node's byte range and row/column span, in tree order.
    fn positions(tree: &Tree) -> Vec<(std::ops::Range<usize>, Point, Point)> {
        let mut out = Vec::new();
        let mut cursor = tree.walk();
        loop {
            let n = cursor.node();
            out.push((n.byte_range(), n.start_position(), n.end_position()));
            if cursor.goto_first_child() {
                continue;
            }
            while !cursor.goto_next_sibling() {
                if !cursor.goto_parent() {
                    return out;
                }
            }
        }
    }

    #[test]
    fn random_edits_keep_the_tree_equal_to_a_fresh_parse() {
        let path = Path::new("/p/a.ts");
        let mut doc = DocText::new(
            path,
            "server.registerTool(\"t\", { inputSchema: { a: z.string().optional() } }, h);\n",
        );
        let pieces = [
            "z",
            ".describe(\"é\")",
            "\r\n",
            "\n",
            "\r",
            "😀",
            "{",
            "}",
            "(",
            ")",
            "\"",
            ", b: z.number()",
            "",
        ];
        let mut seed: u64 = 7;
        let mut next = |n: usize| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize % n.max(1)
        };
        for _ in 0..400 {
            let text = doc.text.to_string();
            let chars: Vec<usize> = text
                .char_indices()
                .map(|(i, _)| i)
                .chain([text.len()])
                .collect();
            let a = chars[next(chars.len())];
            let b = chars[next(chars.len())].max(a).min(a + 6);
            let b = *chars.iter().find(|&&c| c >= b).unwrap();
            let to_lsp = |offset: usize| {
                let line = text[..offset].matches('\n').count();
                let start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
                Position::new(
                    line as u32,
                    text[start..offset].encode_utf16().count() as u32,
                )
            };
            let r = Some(Range::new(to_lsp(a), to_lsp(b)));
            doc.apply(r, pieces[next(pieces.len())], Encoding::Utf16);
            doc.reparse();
            assert_matches_a_fresh_parse(&doc);
        }
    }
}
