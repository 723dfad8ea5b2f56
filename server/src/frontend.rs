//! The seam between languages and everything else. A front end reads one language's source and
//! produces the neutral model ([`crate::model`]); it also turns the rules' requests for source
//! changes into edits in its syntax. The pipeline, the rules, the output formats and the
//! language server only ever talk to front ends through this trait.

use std::ops::Range;
use std::path::{Path, PathBuf};

use serde_json::Value as Json;
use tree_sitter::{InputEdit, Point};

use crate::model::{Edit, Environment, Reads, ServerPrediction, ToolSource};
use crate::span::{FileId, Span};
use crate::targets::detect::Installed;
use crate::workspace::{LoadError, SourceFile, Workspace};

pub trait FrontEnd: Sync {
    /// The languages it reads, as users name them.
    fn name(&self) -> &'static str;

    /// What starts a comment running to the end of the line (`toolsight-ignore:` goes there).
    fn line_comment(&self) -> &'static str;

    /// Whether `path` is a source file of its language.
    fn reads(&self, path: &Path) -> bool;

    /// A cheap look at a module's text: whether it may define a server or a tool, or hand one
    /// on. Modules that may not are parsed only when another module imports them.
    fn may_define_tools(&self, text: &str) -> bool;

    /// A prediction session over `ws`: caches that serve every file of one run. `installed`
    /// fixes the package versions instead of detecting them per project; `kept` is what an
    /// earlier session of the same front end handed on ([`Session::keep`]); `environment`, when
    /// declared, is what the program reads from its process environment (a front end that does
    /// not read it leaves what depends on the environment unknown, as without one).
    /// What is installed for the file at `path`: the packages its predictions are made for.
    fn detect(&self, path: &Path) -> Installed;

    fn session<'w>(
        &self,
        ws: &'w Workspace,
        installed: Option<Installed>,
        kept: Option<Kept>,
        environment: Option<&Environment>,
    ) -> Box<dyn Session + 'w>;

    /// The edits that make `change` in the source, or none when it cannot be made safely.
    fn edits(&self, ws: &Workspace, change: &Change) -> Option<Vec<Edit>>;

    /// The calls already written on the schema at `schema` that set one of the JSON Schema
    /// bound `keywords` (`.min(1).max(1000)`), as written, if any: where the wire has no such
    /// bound, the converter dropped them.
    fn written_bounds(&self, ws: &Workspace, schema: Span, keywords: &[&str]) -> Option<String>;

    /// The name a server gives itself where it is created (clients prefix its tools with it).
    fn server_name(&self, ws: &Workspace, server: &ServerPrediction) -> Option<String>;

    /// Whether an edit inside one tool's registration (`before` in the old text, `after` in
    /// the new) can only change that tool, so the language server re-predicts it alone. On
    /// true, `kept` (the last session's hand-on) is brought up to date with the new text.
    fn edit_in_tool(&self, edit: &DocumentEdit, before: Span, after: Span, kept: &mut Kept)
        -> bool;

    /// Whether an edit inside the top-level statement `statement` (old text), which registers
    /// no tool and which no prediction read, changes no prediction at all: both texts of the
    /// statement declare the same names and hold no registration, and nothing else looks at
    /// it. On true, `kept` is brought up to date with the new text.
    fn edit_is_inert(&self, edit: &DocumentEdit, statement: Span, kept: &mut Kept) -> bool;
}

/// A source change a rule asks for, said without any language's syntax.
#[derive(Debug)]
pub enum Change<'a> {
    /// Add the part `key: value` to the tool's definition (`annotations`).
    AddToDefinition {
        tool: &'a ToolSource,
        key: &'a str,
        value: &'a Json,
    },
    /// Add placeholder bounds to the schema written at `schema`.
    AddBounds { schema: Span, bounds: &'a [Bound] },
    /// Move the description written around `text` along the schema's chain of wrappers.
    MoveDescription { text: Span, direction: Direction },
    /// Describe the parameter written at `parameter`, where the framework reads it, with the
    /// text its function's documentation comment gives it.
    DescribeFromDocComment { parameter: Span },
    /// Write the description at `text`, where the framework does not read it, as one it reads.
    DescribeWithField { text: Span },
}

/// A JSON Schema bound to add, with what the user must replace it by.
#[derive(Debug, Clone, Copy)]
pub struct Bound {
    /// `minimum`, `maximum`, `maxLength` or `maxItems`.
    pub keyword: &'static str,
    pub value: i64,
    pub note: &'static str,
}

/// Which way a description moves along a chain of wrappers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// Before the wrappers it follows, where converters that unwrap them still read it.
    Inward,
    /// After the wrappers that follow it, onto the property.
    Outward,
}

/// What one prediction session hands on to the next one of the same front end (declaration
/// indexes, …): opaque to everyone else.
pub struct Kept(pub Box<dyn std::any::Any>);

/// One edit of a document, as the language server hands it to a front end: bytes
/// `start..old_end` of the old text became `start..new_end` of the new one.
pub struct DocumentEdit<'a> {
    pub old: &'a SourceFile,
    pub new_text: &'a str,
    pub new_tree: &'a tree_sitter::Tree,
    /// Where `new_tree` differs from the old tree, when the parse that made it said.
    pub changed: Option<&'a [tree_sitter::Range]>,
    pub start: usize,
    pub old_end: usize,
    pub new_end: usize,
}

impl DocumentEdit<'_> {
    /// Whether the text before or after the edit does not parse: every tool read from it is
    /// approximate for the first error, so the edit may change all of them.
    pub fn touches_a_syntax_error(&self) -> bool {
        self.old.tree.root_node().has_error() || self.new_tree.root_node().has_error()
    }

    /// Where an old offset outside the edited bytes is in the new text.
    pub fn moved(&self, offset: usize) -> usize {
        if offset >= self.old_end {
            offset + self.new_end - self.old_end
        } else {
            offset
        }
    }

    /// Whether the syntax tree changed only inside `r` (new offsets), and `r` is still one node
    /// of `kind`.
    pub fn changes_only_inside(&self, r: Span, kind: &str) -> bool {
        if crate::syntax::node_at(self.new_tree, r, kind).is_none() {
            return false;
        }
        let inside = |ch: &tree_sitter::Range| {
            r.start as usize <= ch.start_byte && ch.end_byte <= r.end as usize
        };
        if let Some(changed) = self.changed {
            return changed.iter().all(inside);
        }
        let mut edited = self.old.tree.clone();
        edited.edit(&self.input_edit());
        edited.changed_ranges(self.new_tree).all(|ch| inside(&ch))
    }

    /// The syntax tree's edit for this change.
    fn input_edit(&self) -> InputEdit {
        let (old, new) = (self.old.text.as_bytes(), self.new_text.as_bytes());
        let start_position = advance(Point { row: 0, column: 0 }, &old[..self.start]);
        InputEdit {
            start_byte: self.start,
            old_end_byte: self.old_end,
            new_end_byte: self.new_end,
            start_position,
            old_end_position: advance(start_position, &old[self.start..self.old_end]),
            new_end_position: advance(start_position, &new[self.start..self.new_end]),
        }
    }

    pub fn moved_span(&self, span: Span) -> Span {
        Span {
            start: self.moved(span.start as usize) as u32,
            end: self.moved(span.end as usize) as u32,
            ..span
        }
    }
}

/// The position after `bytes`, starting at `from` (rows end at `\n`, as tree-sitter counts).
fn advance(from: Point, bytes: &[u8]) -> Point {
    match bytes.iter().rposition(|&b| b == b'\n') {
        Some(last) => Point {
            row: from.row + bytes.iter().filter(|&&b| b == b'\n').count(),
            column: bytes.len() - last - 1,
        },
        None => Point {
            row: from.row,
            column: from.column + bytes.len(),
        },
    }
}

/// A front end's prediction session.
pub trait Session {
    /// The servers of `files` (all of the front end's language), with the files that could not
    /// be read. Files are parsed on every core first when `parse_on_all_cores`.
    fn predict_files(
        &self,
        files: &[PathBuf],
        parse_on_all_cores: bool,
    ) -> (Vec<ServerPrediction>, Vec<LoadError>);

    /// The servers defined in `path`, read alone.
    fn predict_file(
        &self,
        path: &Path,
        installed: Option<&Installed>,
    ) -> Result<Vec<ServerPrediction>, LoadError>;

    /// The one tool registered in `path` around `range` (new text), predicted alone: the
    /// language server re-predicts it after an edit inside it.
    fn predict_around(
        &self,
        path: &Path,
        installed: &Installed,
        range: Range<usize>,
    ) -> Result<Vec<ServerPrediction>, LoadError>;

    /// What the predictions so far depended on beyond the registrations themselves.
    fn reads(&self) -> Reads;

    /// What the next session may start from.
    fn keep(&self) -> Kept;
}

/// Every front end, in the order their files are predicted.
pub fn all() -> &'static [&'static dyn FrontEnd] {
    &[&crate::ts::TypeScript, &crate::py::Python]
}

/// The front end that reads `path`.
pub fn for_path(path: &Path) -> Option<&'static dyn FrontEnd> {
    all().iter().copied().find(|f| f.reads(path))
}

/// The front end of a file of the workspace.
pub fn of(ws: &Workspace, file: FileId) -> Option<&'static dyn FrontEnd> {
    for_path(&ws.file(file).path)
}

/// The edits of `change` in the file at `at`, by that file's front end.
pub fn edits(ws: &Workspace, at: Span, change: &Change) -> Option<Vec<Edit>> {
    of(ws, at.file)?.edits(ws, change)
}

/// What starts a line comment in `path`'s language (`//` where no front end reads it).
pub fn line_comment(path: &Path) -> &'static str {
    for_path(path).map_or("//", |fe| fe.line_comment())
}

/// The bounds already written on the schema at `schema`, by its file's front end.
pub fn written_bounds(ws: &Workspace, schema: Span, keywords: &[&str]) -> Option<String> {
    of(ws, schema.file)?.written_bounds(ws, schema, keywords)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_source_file_has_one_front_end_and_other_files_none() {
        for p in [
            "a.ts", "a.mts", "a.cts", "a.tsx", "a.js", "a.jsx", "a.mjs", "a.cjs",
        ] {
            let fe = for_path(Path::new(p)).unwrap_or_else(|| panic!("{p}"));
            assert_eq!(fe.name(), "TypeScript and JavaScript");
        }
        for p in ["a.json", "a.md", "Makefile", "a.d"] {
            assert!(for_path(Path::new(p)).is_none(), "{p}");
        }
    }

    /// Edits of `a(1); b(2);`: whether the tree changed only inside a call, answered from the
    /// ranges the reparse gave and by comparing the trees, the same both ways.
    #[test]
    fn an_edit_changes_only_the_call_it_is_typed_in() {
        use crate::span::{FileId, LineIndex, Span};
        use crate::syntax::{reparse_within, Lang};
        let old_text = "a(1); b(2);";
        let old_tree = crate::syntax::parse(old_text, Lang::TypeScript);
        let old = SourceFile {
            id: FileId(0),
            path: PathBuf::from("m.ts"),
            text: old_text.into(),
            tree: old_tree.clone(),
            lang: Lang::TypeScript,
            lines: LineIndex::new(old_text),
        };
        // `1` becomes `1+c` inside `a(...)`: a binary expression where a number was
        let new_text = "a(1+c); b(2);";
        let mut edited = old_tree;
        edited.edit(&InputEdit {
            start_byte: 3,
            old_end_byte: 3,
            new_end_byte: 5,
            start_position: Point { row: 0, column: 3 },
            old_end_position: Point { row: 0, column: 3 },
            new_end_position: Point { row: 0, column: 5 },
        });
        let reparsed = reparse_within(new_text, Lang::TypeScript, Some(&edited)).unwrap();
        let ranges = reparsed.changed.clone().unwrap();
        let call = |at: &str| {
            let start = new_text.find(at).unwrap() as u32;
            Span::new(
                FileId(0),
                start as usize,
                (start + at.len() as u32) as usize,
            )
        };
        for changed in [Some(&ranges[..]), None] {
            let edit = DocumentEdit {
                old: &old,
                new_text,
                new_tree: &reparsed.tree,
                changed,
                start: 3,
                old_end: 3,
                new_end: 5,
            };
            assert!(edit.changes_only_inside(call("a(1+c)"), "call_expression"));
            assert!(!edit.changes_only_inside(call("b(2)"), "call_expression"));
            assert!(!edit.changes_only_inside(call("1+c"), "call_expression"));
        }
    }

    #[test]
    fn front_end_names_are_unique_as_they_key_what_sessions_keep() {
        let mut names: Vec<&str> = all().iter().map(|f| f.name()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), all().len());
    }
}
