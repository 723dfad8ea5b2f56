//! What outlives one request: each open document's text with a syntax tree kept current by
//! incremental reparsing, and the last analyses, which hover, code lens, symbols and pulled
//! diagnostics reuse until a document, the settings or a watched file changes.
//!
//! An analysis holds `Rc`s and `RefCell`s, so it lives on one thread of its own; requests send it
//! work and await the answer.

use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::{mpsc, Arc};

use ropey::Rope;
use serde_json::Value as Json;
use tower_lsp_server::ls_types::Range;
use tree_sitter::{InputEdit, Point, Tree};

use crate::config::{Config, Configs};
use crate::frontend::{self, DocumentEdit, FrontEnd, Kept};
use crate::lsp::convert::{offset_in, Converted, TextChange};
use crate::lsp::position::Encoding;
use crate::model::{Environment, Reads, ServerPrediction};
use crate::predict::{predict_files_with, Predictor};
use crate::rules::{self, Facts, Findings, ToolFacts};
use crate::span::{FileId, Span};
use crate::syntax::Lang;
use crate::targets::detect::Installed;
use crate::walk::project_root;
use crate::workspace::Workspace;

/// An open document's text and, for TypeScript and JavaScript, its syntax tree.
pub struct DocText {
    pub text: Rope,
    tree: Option<Tree>,
    lang: Option<Lang>,
    /// Where the last reparse changed the tree's structure (new bytes), when it reused the tree
    /// of the text before the edits it was given.
    changed: Option<Arc<[tree_sitter::Range]>>,
}

impl DocText {
    pub fn new(path: &Path, text: &str) -> DocText {
        let lang = Lang::from_path(path);
        let mut doc = DocText {
            text: Rope::from_str(text),
            tree: None,
            lang,
            changed: None,
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
        // a text the parser does not finish (or too deep) has no tree: loading it then reports why
        let text = rope_text(&self.text);
        let parse = |old: Option<&Tree>| {
            crate::syntax::reparse_within(&text, lang, old)
                .ok()
                .filter(|r| r.lang == lang)
        };
        let reparsed = parse(self.tree.as_ref());
        self.changed = reparsed
            .as_ref()
            .and_then(|r| r.changed.as_deref())
            .map(Arc::from);
        self.tree = reparsed.map(|r| r.tree);
        // tree-sitter recovers from syntax errors differently when it reuses an old tree, and the
        // findings must be those of the text, not of its history: while there are errors, the
        // tree is the one a fresh parse gives
        if self.changed.is_some()
            && self
                .tree
                .as_ref()
                .is_some_and(|t| t.root_node().has_error())
        {
            self.tree = parse(None).map(|r| r.tree);
            self.changed = None;
        }
    }

    /// The document at `version` as an analysis sees it; `previous` is the version whose text
    /// the last reparse started from.
    pub fn overlay(&self, path: &Path, version: i32, previous: i32) -> Overlay {
        Overlay {
            path: path.to_path_buf(),
            version,
            text: rope_text(&self.text),
            tree: self.tree.clone(),
            changed: self.changed.clone().map(|ranges| SyntaxChange {
                from_version: previous,
                ranges,
            }),
        }
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

/// A rope's text as one string (faster than through `Display`).
pub fn rope_text(rope: &Rope) -> String {
    let mut text = String::with_capacity(rope.len_bytes());
    for chunk in rope.chunks() {
        text.push_str(chunk);
    }
    text
}

/// An open document as an analysis sees it.
#[derive(Clone)]
pub struct Overlay {
    pub path: PathBuf,
    pub version: i32,
    pub text: String,
    pub tree: Option<Tree>,
    /// Where the tree changed since the document's version before this one, when it was
    /// reparsed from that version's tree: an analysis of that version is updated without
    /// comparing the trees again.
    pub changed: Option<SyntaxChange>,
}

/// See [`Overlay::changed`].
#[derive(Clone)]
pub struct SyntaxChange {
    pub from_version: i32,
    pub ranges: Arc<[tree_sitter::Range]>,
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
    /// The predicted servers; only [`Analysis::found`] is kept current by
    /// [`Analysis::update`], which leaves these describing an older text. Which servers go
    /// through a hand-written converter still holds: an update never involves one.
    pub servers: Vec<ServerPrediction>,
    /// The document the current request is about.
    pub file: Option<FileId>,
    /// `toolsight.toml` with the editor's settings over it.
    pub configs: Configs,
    /// The declared environment the servers were predicted for.
    environment: Option<Environment>,
    findings: OnceCell<Findings>,
    found: OnceCell<Vec<Rc<rules::Diagnostic>>>,
    /// Whether `servers` describe the current text.
    servers_current: bool,
    /// The installed packages of the project, by front end, read once for the edits that
    /// follow.
    installed: HashMap<&'static str, Installed>,
    /// What each front end's last session handed on (declaration indexes, …), for the next
    /// update.
    kept: HashMap<&'static str, Kept>,
    /// What the predictions depended on beyond the registrations themselves.
    reads: Reads,
    /// What an update replaced, freed by [`Engine::tidy`] once the answer is out.
    litter: Vec<Box<dyn std::any::Any>>,
    /// Whether a finding's message names a place of the file (`server.ts:20:23`), by file.
    places_named: HashMap<FileId, bool>,
    converted: RefCell<Converted>,
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
        let configs = configs_with(&inputs.settings);
        // the environment `toolsight.toml` (or the editor's settings) declare for this file
        let environment = configs
            .for_file(path)
            .ok()
            .and_then(|c| c.environment.clone());
        let predictor = Predictor::with_environment(&ws, None, HashMap::new(), environment.clone());
        let servers = match project_root(path) {
            Some(root) => {
                let (mut files, _) = crate::walk::source_files(&[root]);
                // the document is analysed even where the walk leaves it out (git-ignored)
                if !files.iter().any(|f| f == path) {
                    files.push(path.to_path_buf());
                }
                predict_files_with(&predictor, &files, false).0
            }
            None => predictor.predict_file(path, None).unwrap_or_default(),
        };
        let reads = predictor.reads();
        // what the front ends learnt, so that the next edit may update this analysis in place
        let kept = predictor.keep();
        drop(predictor);
        let file = ws.load(path).ok();
        Analysis {
            ws,
            servers,
            file,
            configs,
            environment,
            findings: OnceCell::new(),
            found: OnceCell::new(),
            servers_current: true,
            installed: HashMap::new(),
            kept,
            reads,
            litter: Vec::new(),
            places_named: HashMap::new(),
            converted: RefCell::default(),
        }
    }

    /// The findings of every rule, computed once per analysis.
    pub fn found(&self) -> &[Rc<rules::Diagnostic>] {
        self.found
            .get_or_init(|| self.findings().settled(&self.ws, &self.configs).0)
    }

    fn findings(&self) -> &Findings {
        self.findings.get_or_init(|| {
            rules::find_all(
                &self.ws,
                &self.servers,
                &self.configs,
                rules::FixCheck::WhenApplied,
            )
        })
    }

    /// Brings the findings up to date with `doc`'s new text when the edit since the last text
    /// provably changes only what it can re-derive cheaply:
    /// - inside one tool's registration: that tool is predicted and checked again, the
    ///   cross-tool checks re-run on the tools' facts;
    /// - inside a top-level statement nothing was read from (no declaration a prediction
    ///   resolved, no tool, no finding), which declares the same names and holds no tool
    ///   before or after: nothing is re-derived.
    ///
    /// Every other finding moves with the text. Returns false, having possibly changed the
    /// analysis (drop it then), when that cannot be shown; a full analysis is needed instead.
    /// `from` is the version of `doc` this analysis read.
    pub fn update(&mut self, doc: &Overlay, from: i32) -> bool {
        let Some(tree) = &doc.tree else {
            return false;
        };
        let Ok(id) = self.ws.load(&doc.path) else {
            return false;
        };
        let old = self.ws.file(id);
        let Some(edit) = Edit::between(&old.text, &doc.text) else {
            return true;
        };
        self.findings();
        let Some(findings) = self.findings.take() else {
            return false;
        };
        // a message naming a place of this file (`server.ts:20:23`) would keep the old place;
        // looked for once per file, then only in the findings an update makes
        let place = format!("{}:", old.path.display());
        let named = *self
            .places_named
            .entry(id)
            .or_insert_with(|| findings.all().any(|d| d.message.contains(&place)));
        if named {
            self.findings = OnceCell::from(findings);
            return false;
        }
        // nor would one that says where a failing server's failure is ("once `z.date()` at
        // 75:14 … is fixed", on every finding of its tools)
        if findings.facts.servers.iter().any(|s| !s.lists) {
            return false;
        }
        let noted = text_change(id, &old, &doc.text, &edit);
        let change = Change {
            doc,
            tree,
            changed: doc
                .changed
                .as_ref()
                .filter(|c| c.from_version == from)
                .map(|c| &*c.ranges),
            id,
            old,
            edit,
        };
        let updated = match tool_around(&findings.facts, id, &edit) {
            Some(tool) => self.update_tool(change, findings, tool),
            None => self.update_elsewhere(change, findings),
        };
        if updated {
            self.converted.get_mut().edited(noted);
        }
        updated
    }

    /// What the last conversion of each file's findings to LSP diagnostics made, for the next.
    pub fn converted(&self) -> std::cell::RefMut<'_, Converted> {
        self.converted.borrow_mut()
    }

    fn update_tool(&mut self, c: Change, findings: Findings, (si, ti): (usize, usize)) -> bool {
        let (id, edit, old) = (c.id, c.edit, &c.old);
        let r = findings.facts.servers[si].tools[ti].span;
        let new_r = Span {
            end: edit.moved(r.end),
            ..r
        };
        let Some(fe) = frontend::for_path(&old.path) else {
            return false;
        };
        if !findings.facts.servers[si].lists
            || !self.servers[si].converters.is_empty()
            || depends_on(&findings, (si, ti), r)
            || !fe.edit_in_tool(&c.document_edit(), r, new_r, self.kept_for(fe))
        {
            return false;
        }
        let path = old.path.clone();
        self.replace_text(&c);
        let installed = self
            .installed
            .entry(fe.name())
            .or_insert_with(|| fe.detect(&path))
            .clone();
        let predictor = Predictor::with_environment(
            &self.ws,
            None,
            std::mem::take(&mut self.kept),
            self.environment.clone(),
        );
        let predicted = predictor.predict_around(&path, &installed, edit.start..edit.new_end);
        self.kept = predictor.keep();
        let reads = predictor.reads();
        drop(predictor);
        let Ok(servers) = predicted else {
            return false;
        };
        let server = &findings.facts.servers[si];
        let [s] = servers.as_slice() else {
            return false;
        };
        let [t] = s.tools.as_slice() else {
            return false;
        };
        let facts = ToolFacts::of(t);
        // the SDK throws on a name registered twice, which hides every tool of the server
        let repeats = server
            .tools
            .iter()
            .enumerate()
            .any(|(i, other)| i != ti && other.name == facts.name);
        if s.error.is_some()
            || !s.converters.is_empty()
            || s.registered != 1
            || s.span != edit.moved_span(server.span)
            || facts.span != new_r
            || repeats
        {
            return false;
        }
        let mut findings = findings;
        let found = rules::shared(rules::check_tool(
            &self.ws,
            &servers,
            &self.configs,
            (0, 0),
            &rules::ToolSpans::of(&servers),
            rules::FixCheck::WhenApplied,
        ));
        // what was read inside the registration is read again below
        self.reads.declarations.retain(|d| !overlaps(*d, r));
        self.move_with(&mut findings, &edit, id);
        self.reads.extend(reads);
        let mut cross_before = std::mem::take(&mut findings.cross);
        for d in &mut cross_before {
            edit.move_diagnostic(d, id);
        }
        findings.facts.servers[si].tools[ti] = facts;
        findings.cross = rules::shared_keeping(
            rules::check_facts(&self.ws, &self.configs, &findings.facts),
            &cross_before,
        );
        let replaced = (
            std::mem::replace(&mut findings.tools[si][ti], found),
            cross_before,
        );
        for (file, named) in self.places_named.iter_mut().filter(|(_, n)| !**n) {
            let place = format!("{}:", self.ws.file(*file).path.display());
            *named = findings.tools[si][ti]
                .iter()
                .chain(&findings.cross)
                .any(|d| d.message.contains(&place));
        }
        self.findings = OnceCell::from(findings);
        self.litter.push(Box::new((replaced, servers, c.old)));
        true
    }

    fn update_elsewhere(&mut self, c: Change, mut findings: Findings) -> bool {
        let (doc, id, edit, old) = (c.doc, c.id, c.edit, &c.old);
        // a hand-written converter runs code whose reads toolsight does not track
        if self.servers.iter().any(|s| !s.converters.is_empty()) {
            return false;
        }
        let Some(before) = statement_around(old.tree.root_node(), &edit) else {
            return false;
        };
        let s = Span::new(id, before.start_byte(), before.end_byte());
        let new_s = edit.moved_span(s);
        let (old_text, new_text) = (
            &old.text[s.start as usize..s.end as usize],
            &doc.text[new_s.start as usize..new_s.end as usize],
        );
        let read = self.reads.declarations.iter().any(|d| overlaps(*d, s));
        let registered = findings.facts.servers.iter().any(|sf| {
            overlaps(sf.span, s)
                || sf
                    .tools
                    .iter()
                    .any(|t| overlaps(t.span, s) || overlaps(t.name_span, s))
        });
        let found_there = findings.all().any(|d| touches(d, s));
        // helpers called by name are found by looking through statements
        let calls_looked_for = |text: &str| {
            self.reads
                .call_names
                .iter()
                .any(|n| text.contains(n.as_str()))
        };
        let Some(fe) = frontend::for_path(&old.path) else {
            return false;
        };
        if read
            || registered
            || found_there
            || calls_looked_for(old_text)
            || calls_looked_for(new_text)
            || !fe.edit_is_inert(&c.document_edit(), s, self.kept_for(fe))
        {
            return false;
        }
        self.replace_text(&c);
        self.move_with(&mut findings, &edit, id);
        for d in &mut findings.cross {
            edit.move_diagnostic(d, id);
        }
        #[cfg(test)]
        tests::ELSEWHERE.with(|n| n.set(n.get() + 1));
        self.findings = OnceCell::from(findings);
        self.litter.push(Box::new(c.old));
        true
    }

    fn kept_for(&mut self, fe: &dyn FrontEnd) -> &mut Kept {
        self.kept
            .entry(fe.name())
            .or_insert_with(|| Kept(Box::new(())))
    }

    /// Gives the workspace the document's new text and tree.
    fn replace_text(&mut self, c: &Change) {
        let edit = (c.edit.start, c.edit.old_end, c.edit.new_end);
        self.ws
            .replace(c.id, c.doc.text.clone(), c.tree.clone(), edit);
    }

    /// Moves the findings, facts and reads after an edit of file `id` with the text. The
    /// settled list goes first: it shares the findings, which then move in place.
    fn move_with(&mut self, findings: &mut Findings, edit: &Edit, id: FileId) {
        self.found = OnceCell::new();
        self.servers_current = false;
        for d in findings.tools.iter_mut().flatten().flatten() {
            edit.move_diagnostic(d, id);
        }
        for d in &mut findings.servers {
            edit.move_diagnostic(d, id);
        }
        for sf in &mut findings.facts.servers {
            sf.span = edit.moved_in(sf.span, id);
            for tf in &mut sf.tools {
                tf.span = edit.moved_in(tf.span, id);
                tf.name_span = edit.moved_in(tf.name_span, id);
            }
        }
        self.reads.declarations = self
            .reads
            .declarations
            .drain()
            .map(|d| edit.moved_in(d, id))
            .collect();
    }
}

/// An edit of one open document, as [`Analysis::update`] takes it apart.
struct Change<'a> {
    doc: &'a Overlay,
    tree: &'a Tree,
    /// Where `tree` changed since the analysis's tree, when the document says.
    changed: Option<&'a [tree_sitter::Range]>,
    id: FileId,
    old: Rc<crate::workspace::SourceFile>,
    edit: Edit,
}

impl Change<'_> {
    fn document_edit(&self) -> DocumentEdit<'_> {
        DocumentEdit {
            old: &self.old,
            new_text: &self.doc.text,
            new_tree: self.tree,
            changed: self.changed,
            start: self.edit.start,
            old_end: self.edit.old_end,
            new_end: self.edit.new_end,
        }
    }
}

/// `edit` of file `id` (from `old` to `new`) as the LSP conversion follows it.
fn text_change(
    id: FileId,
    old: &crate::workspace::SourceFile,
    new: &str,
    edit: &Edit,
) -> TextChange {
    let breaks = |s: &str| s.contains(['\r', '\n']);
    // a `\r` just before the edit joins a `\n` the edit brings next to it into one break
    let keeps_lines = !breaks(&old.text[edit.start..edit.old_end])
        && !breaks(&new[edit.start..edit.new_end])
        && !old.text[..edit.start].ends_with('\r');
    TextChange {
        file: id,
        start: edit.start as u32,
        old_end: edit.old_end as u32,
        new_end: edit.new_end as u32,
        line: old.lines.line_start(edit.start as u32).0,
        keeps_lines,
    }
}

/// The top-level statement (or comment) that holds the edited bytes strictly inside.
fn statement_around<'t>(root: tree_sitter::Node<'t>, edit: &Edit) -> Option<tree_sitter::Node<'t>> {
    let n = root.named_descendant_for_byte_range(edit.start, edit.old_end)?;
    let mut top = n;
    while let Some(p) = top.parent() {
        if p.id() == root.id() {
            break;
        }
        top = p;
    }
    (top.id() != root.id() && top.start_byte() < edit.start && edit.old_end < top.end_byte())
        .then_some(top)
}

/// One edit that turns a text into another: bytes `start..old_end` of the old text became
/// `start..new_end` of the new one. Several keystrokes between two analyses make one edit that
/// covers them all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Edit {
    start: usize,
    old_end: usize,
    new_end: usize,
}

impl Edit {
    /// The edit between two texts (the longest common prefix and suffix stay), or `None` when
    /// they are equal.
    fn between(old: &str, new: &str) -> Option<Edit> {
        let (a, b) = (old.as_bytes(), new.as_bytes());
        let start = common_prefix(a, b);
        if start == a.len() && start == b.len() {
            return None;
        }
        let room = a.len().min(b.len()) - start;
        let suffix = common_suffix(&a[a.len() - room..], &b[b.len() - room..]);
        Some(Edit {
            start,
            old_end: a.len() - suffix,
            new_end: b.len() - suffix,
        })
    }

    /// Where an old offset outside the edited bytes is in the new text.
    fn moved(&self, offset: u32) -> u32 {
        if offset as usize >= self.old_end {
            (offset as usize + self.new_end - self.old_end) as u32
        } else {
            offset
        }
    }

    fn moved_span(&self, span: Span) -> Span {
        Span {
            start: self.moved(span.start),
            end: self.moved(span.end),
            ..span
        }
    }

    fn moved_in(&self, span: Span, file: FileId) -> Span {
        if span.file == file {
            self.moved_span(span)
        } else {
            span
        }
    }

    /// Moves a finding with the text, copying it only if it moves and something else shares it.
    fn move_diagnostic(&self, d: &mut Rc<rules::Diagnostic>, file: FileId) {
        let after = |s: &Span| s.file == file && s.end as usize >= self.old_end;
        let moves = after(&d.span)
            || d.related.iter().any(|(s, _)| after(s))
            || d.fix.iter().flat_map(|f| &f.edits).any(|e| after(&e.span));
        if !moves {
            return;
        }
        let d = Rc::make_mut(d);
        d.span = self.moved_in(d.span, file);
        for (span, _) in &mut d.related {
            *span = self.moved_in(*span, file);
        }
        for e in d.fix.iter_mut().flat_map(|f| &mut f.edits) {
            e.span = self.moved_in(e.span, file);
        }
    }
}

/// Texts are compared this many bytes at a time first: a keystroke's diff runs over the whole
/// document, and slice comparison is much faster than a byte loop.
const BLOCK: usize = 256;

/// How many leading bytes `a` and `b` share.
fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    let blocks = a
        .chunks_exact(BLOCK)
        .zip(b.chunks_exact(BLOCK))
        .take_while(|(x, y)| x == y)
        .count();
    let at = blocks * BLOCK;
    at + a[at..]
        .iter()
        .zip(&b[at..])
        .take_while(|(x, y)| x == y)
        .count()
}

/// How many trailing bytes `a` and `b` share.
fn common_suffix(a: &[u8], b: &[u8]) -> usize {
    let blocks = a
        .rchunks_exact(BLOCK)
        .zip(b.rchunks_exact(BLOCK))
        .take_while(|(x, y)| x == y)
        .count();
    let at = blocks * BLOCK;
    at + a[..a.len() - at]
        .iter()
        .rev()
        .zip(b[..b.len() - at].iter().rev())
        .take_while(|(x, y)| x == y)
        .count()
}

/// The one tool whose registration holds the edited bytes strictly inside (its first and last
/// bytes untouched), if exactly one does and no other tool's registration overlaps it.
fn tool_around(facts: &Facts, file: FileId, edit: &Edit) -> Option<(usize, usize)> {
    let mut around = None;
    for (si, s) in facts.servers.iter().enumerate() {
        for (ti, t) in s.tools.iter().enumerate() {
            let span = t.span;
            if span.file == file
                && (span.start as usize) < edit.start
                && edit.old_end < span.end as usize
            {
                if around.is_some() {
                    return None;
                }
                around = Some((si, ti));
            }
        }
    }
    let (si, ti) = around?;
    let r = facts.servers[si].tools[ti].span;
    let overlapped = facts.servers.iter().enumerate().any(|(i, s)| {
        overlaps(s.span, r)
            || s.tools.iter().enumerate().any(|(j, t)| {
                (i, j) != (si, ti) && (overlaps(t.span, r) || overlaps(t.name_span, r))
            })
    });
    (!overlapped).then_some((si, ti))
}

fn overlaps(a: Span, b: Span) -> bool {
    a.file == b.file && a.start < b.end && b.start < a.end
}

/// Whether a finding points into `r` (where it is, its related places, its fix).
fn touches(d: &rules::Diagnostic, r: Span) -> bool {
    overlaps(d.span, r)
        || d.related.iter().any(|(s, _)| overlaps(*s, r))
        || d.fix
            .iter()
            .flat_map(|f| &f.edits)
            .any(|e| overlaps(e.span, r))
}

/// Whether a finding of another tool, or of a whole server, points into `r`: then that finding
/// may depend on the text there.
fn depends_on(findings: &Findings, tool: (usize, usize), r: Span) -> bool {
    findings.tools.iter().enumerate().any(|(si, tools)| {
        tools
            .iter()
            .enumerate()
            .any(|(ti, found)| (si, ti) != tool && found.iter().any(|d| touches(d, r)))
    }) || findings.servers.iter().any(|d| touches(d, r))
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
    /// The one open document whose version differs in `newer`, when nothing else does, and its
    /// version here.
    fn edited_document(&self, newer: &Key) -> Option<(PathBuf, i32)> {
        if self.scope != newer.scope
            || self.settings != newer.settings
            || self.disk_generation != newer.disk_generation
            || self.documents.len() != newer.documents.len()
        {
            return None;
        }
        let mut edited = None;
        for ((p, v), (q, w)) in self.documents.iter().zip(&newer.documents) {
            if p != q {
                return None;
            }
            if v != w {
                if edited.is_some() {
                    return None;
                }
                edited = Some((p.clone(), *v));
            }
        }
        edited
    }

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
    /// The analysis of `path`'s project for these inputs, its servers current (hover, code
    /// lens, symbols): the kept one when nothing it depends on changed since, else a new one,
    /// which replaces the project's older one.
    pub fn analysis(&mut self, inputs: &Inputs, path: &Path) -> &Analysis {
        self.get(inputs, path, true)
    }

    /// The analysis of `path`'s project for these inputs with its findings current (its servers
    /// may describe an older text): after an edit inside one tool, the project's last analysis
    /// updated in place.
    pub fn findings(&mut self, inputs: &Inputs, path: &Path) -> &Analysis {
        self.get(inputs, path, false)
    }

    fn get(&mut self, inputs: &Inputs, path: &Path, servers: bool) -> &Analysis {
        let key = Key::new(inputs, path);
        let current = self
            .kept
            .iter()
            .position(|(k, a)| *k == key && (a.servers_current || !servers));
        let kept = match current {
            Some(i) => self.kept.remove(i),
            None => {
                // inputs only move forward: an older analysis of the project is never asked for
                let older = self
                    .kept
                    .iter()
                    .position(|(k, _)| k.scope == key.scope)
                    .map(|i| self.kept.remove(i));
                let updated = older.and_then(|(k, mut a)| {
                    let edited = (!servers)
                        .then(|| k.edited_document(&key))
                        .flatten()
                        .and_then(|(p, from)| {
                            Some((inputs.overlays.iter().find(|o| o.path == p)?, from))
                        });
                    if edited.is_some_and(|(doc, from)| a.update(doc, from)) {
                        Some(a)
                    } else {
                        self.stale.push(a);
                        None
                    }
                });
                match updated {
                    Some(a) => (key, a),
                    None => {
                        let a = Analysis::new(inputs, path);
                        (key, a)
                    }
                }
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

    /// Forgets every analysis that holds the document at `path` (just closed): no later request
    /// has those inputs again, and each holds the document's text, tree and predictions. Freed
    /// at the next tidy.
    pub fn forget(&mut self, path: &Path) {
        let (gone, kept): (Vec<_>, Vec<_>) = std::mem::take(&mut self.kept)
            .into_iter()
            .partition(|(k, _)| k.documents.iter().any(|(p, _)| p == path));
        self.kept = kept;
        self.stale.extend(gone.into_iter().map(|(_, a)| a));
    }

    /// Frees what no request can use any more.
    pub fn tidy(&mut self) {
        self.stale.clear();
        for (_, a) in &mut self.kept {
            a.litter.clear();
        }
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
            .stack_size(crate::stack::ANALYSIS_STACK)
            .spawn(move || {
                crate::alloc::use_mimalloc_on_this_thread();
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

    thread_local! {
        /// How many updates on this thread found the edit outside every tool (each replay test
        /// counts its own).
        pub static ELSEWHERE: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    fn range(l1: u32, c1: u32, l2: u32, c2: u32) -> Option<Range> {
        Some(Range::new(Position::new(l1, c1), Position::new(l2, c2)))
    }

    #[test]
    fn a_closed_document_leaves_no_analysis_behind() {
        let inputs = |docs: &[(&str, &str)]| Inputs {
            overlays: docs
                .iter()
                .map(|(p, text)| Overlay {
                    path: PathBuf::from(p),
                    version: 1,
                    text: text.to_string(),
                    tree: None,
                    changed: None,
                })
                .collect(),
            settings: Json::Null,
            disk_generation: 0,
        };
        let mut engine = Engine::default();
        let (closed, open) = ("/closed/a.ts", "/open/b.ts");
        engine.analysis(&inputs(&[(closed, "const a = 1;")]), Path::new(closed));
        engine.analysis(&inputs(&[(open, "const b = 2;")]), Path::new(open));
        assert_eq!(engine.kept.len(), 2);
        engine.forget(Path::new(closed));
        engine.tidy();
        assert!(engine.stale.is_empty());
        let held: Vec<_> = engine
            .kept
            .iter()
            .map(|(k, _)| k.documents.clone())
            .collect();
        assert_eq!(held, vec![vec![(PathBuf::from(open), 1)]]);
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
            assert_matches_a_fresh_parse(&doc, Lang::TypeScript);
        }
    }

    /// The document's tree has the shape, byte ranges and rows/columns of a fresh parse of its text.
    fn assert_matches_a_fresh_parse(doc: &DocText, lang: Lang) {
        let text = doc.text.to_string();
        let fresh = crate::syntax::parse(&text, lang);
        let tree = doc.tree.as_ref().unwrap();
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

    /// Random edits, most of which leave syntax errors, in each language: the tree is always
    /// the one a fresh parse of the text gives (tree-sitter recovers from errors differently
    /// when it reuses an old tree).
    #[test]
    fn random_edits_keep_the_tree_equal_to_a_fresh_parse() {
        let starts = [
            (
                "/p/a.ts",
                "server.registerTool(\"t\", { inputSchema: { a: z.string().optional() } }, h);\n",
            ),
            (
                "/p/a.js",
                "server.tool(\"t\", \"d\", { a: z.string() }, async ({ a }) => <b>{a}</b>);\n",
            ),
            (
                "/p/a.py",
                "@mcp.tool()\ndef t(a: int = 1) -> str:\n    \"\"\"Doc.\"\"\"\n    return str(a)\n",
            ),
        ];
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
            ":",
            "    ",
            "def ",
            "<",
            "",
        ];
        let mut next = crate::testing::numbers(7);
        for (path, start) in starts {
            let path = Path::new(path);
            let mut doc = DocText::new(path, start);
            for _ in 0..200 {
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
                assert_matches_a_fresh_parse(&doc, Lang::from_path(path).unwrap());
            }
        }
    }

    /// A fresh project folder with `files` of the notes example server.
    fn example_project(name: &str, files: &[&str]) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("toolsight-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("src")).unwrap();
        let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/notes-server");
        for file in files {
            std::fs::copy(example.join(file), dir.join(file)).unwrap();
        }
        dir
    }

    /// A module that re-exports a schema the tools import through it: editing where the
    /// re-export points changes the tools although the module declares nothing.
    #[test]
    fn an_edited_re_export_is_analysed_again() {
        let dir = example_project("reexport", &["package.json"]);
        let write =
            |name: &str, text: &str| std::fs::write(dir.join("src").join(name), text).unwrap();
        write(
            "a.ts",
            "import { z } from \"zod\";\nexport const Id = z.string().describe(\"An id\");\n",
        );
        write(
            "b.ts",
            "import { z } from \"zod\";\nexport const Id = z.string();\n",
        );
        write("server.ts", "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { Id } from \"./ids.js\";\n\nconst server = new McpServer({ name: \"s\", version: \"1.0.0\" });\nserver.registerTool(\"get\", { description: \"Fetch one thing by its id.\", inputSchema: { id: Id } }, async () => ({ content: [] }));\n");
        let original = "// which module the ids come from\nexport { Id } from \"./a.js\";\n";
        write("ids.ts", original);
        let path = dir.join("src/ids.ts");
        let mut doc = DocText::new(&path, original);
        let mut engine = Engine::default();
        let inputs = |doc: &DocText, version: i32| open_document(&path, doc, version);
        let before = rendered(engine.findings(&inputs(&doc, 1), &path));
        // the comment is read by nothing: updated in place
        let at = original.find("come").unwrap();
        doc.apply(
            Some(Range::new(utf16_at(original, at), utf16_at(original, at))),
            "all ",
            Encoding::Utf16,
        );
        doc.reparse();
        let a = engine.findings(&inputs(&doc, 2), &path);
        assert!(!a.servers_current, "a comment edit is an update");
        assert_eq!(
            rendered(a),
            rendered(&Analysis::new(&inputs(&doc, 2), &path))
        );
        assert_eq!(before.len(), rendered(a).len());
        // pointing the re-export at the undescribed schema: a new finding, found by a new analysis
        let text = doc.text.to_string();
        let at = text.find("./a.js").unwrap() + 2;
        doc.apply(
            Some(Range::new(utf16_at(&text, at), utf16_at(&text, at + 1))),
            "b",
            Encoding::Utf16,
        );
        doc.reparse();
        let a = engine.findings(&inputs(&doc, 3), &path);
        let after = rendered(a);
        assert_eq!(after, rendered(&Analysis::new(&inputs(&doc, 3), &path)));
        assert!(
            after.iter().any(|d| d.starts_with("missing-description")),
            "{after:#?}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// The findings of a server whose list fails say where the failure is; a new line above it
    /// (in a statement nothing reads) moves it, so they are not kept as they were.
    #[test]
    fn a_line_added_above_a_failing_tool_renumbers_the_findings_that_wait_on_it() {
        let dir = example_project("failing", &[]);
        let original = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { z } from \"zod\";\n\nconst server = new McpServer({ name: \"s\", version: \"1.0.0\" });\nserver.registerTool(\"find\", { description: \"Find notes.\", inputSchema: { query: z.string() } }, async () => ({ content: [] }));\nconst unused = 1;\nserver.registerTool(\"due\", { description: \"Notes due before a day.\", inputSchema: { before: z.date() } }, async () => ({ content: [] }));\n";
        let path = dir.join("src/server.ts");
        std::fs::write(&path, original).unwrap();
        let mut doc = DocText::new(&path, original);
        let mut engine = Engine::default();
        let inputs = |doc: &DocText, version: i32| open_document(&path, doc, version);
        let before = rendered(engine.findings(&inputs(&doc, 1), &path));
        assert!(
            before.iter().any(|d| d.contains("at 7:")),
            "the findings wait on the failure at line 7: {before:#?}"
        );
        let at = original.find("unused =").unwrap() + "unused =".len();
        doc.apply(
            Some(Range::new(utf16_at(original, at), utf16_at(original, at))),
            "\n",
            Encoding::Utf16,
        );
        doc.reparse();
        let after = rendered(engine.findings(&inputs(&doc, 2), &path));
        assert_eq!(after, rendered(&Analysis::new(&inputs(&doc, 2), &path)));
        assert!(after.iter().any(|d| d.contains("at 8:")), "{after:#?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// A statement nothing reads, edited in place, shifts the columns of the findings after it
    /// on its line: their places are not reused from the last conversion.
    #[test]
    fn findings_after_an_edit_on_their_line_move_in_the_editor() {
        let dir = example_project("same-line", &[]);
        let original = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { z } from \"zod\";\n\nconst server = new McpServer({ name: \"s\", version: \"1.0.0\" });\nconst unused = 1; server.registerTool(\"find\", { inputSchema: { query: z.string() } }, async () => ({ content: [] }));\n";
        let path = dir.join("src/server.ts");
        std::fs::write(&path, original).unwrap();
        let mut doc = DocText::new(&path, original);
        let mut engine = Engine::default();
        let line = 4;
        let before = published(
            engine.findings(&open_document(&path, &doc, 1), &path),
            &path,
        );
        assert!(
            before.iter().any(|d| d.range.start.line == line),
            "{before:#?}"
        );
        let at = original.find("= 1").unwrap() + "= 1".len();
        let at = utf16_at(original, at);
        doc.apply(Some(Range::new(at, at)), "2", Encoding::Utf16);
        doc.reparse();
        let inputs = open_document(&path, &doc, 2);
        let a = engine.findings(&inputs, &path);
        assert!(!a.servers_current, "updated in place");
        let after = published(a, &path);
        assert_eq!(after, published(&Analysis::new(&inputs, &path), &path));
        let shifted = |d: &tower_lsp_server::ls_types::Diagnostic| {
            before.iter().any(|b| {
                b.range.start.line == line
                    && b.message == d.message
                    && d.range.start.character == b.range.start.character + 1
            })
        };
        assert!(after.iter().any(shifted), "{after:#?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// The inputs of an analysis with `doc` open at `path`, default settings.
    fn open_document(path: &Path, doc: &DocText, version: i32) -> Inputs {
        Inputs {
            overlays: vec![doc.overlay(path, version, version - 1)],
            settings: Json::Null,
            disk_generation: 0,
        }
    }

    /// An LSP position (UTF-16) of a byte offset.
    fn utf16_at(text: &str, offset: usize) -> Position {
        let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
        Position::new(
            text[..offset].matches('\n').count() as u32,
            text[line_start..offset].encode_utf16().count() as u32,
        )
    }

    /// Findings as text, files named by path: two analyses number files in the order they
    /// load them.
    /// The findings in `path` as LSP diagnostics, in UTF-16.
    fn published(a: &Analysis, path: &Path) -> Vec<tower_lsp_server::ls_types::Diagnostic> {
        let file = a.ws.load(path).unwrap();
        crate::lsp::convert::diagnostics_in(
            &a.ws,
            a.found(),
            file,
            Encoding::Utf16,
            crate::lsp::convert::DiagnosticSupport::ALL,
            &mut a.converted(),
        )
    }

    fn rendered(a: &Analysis) -> Vec<String> {
        let at = |s: Span| {
            format!(
                "{}:{}..{}",
                a.ws.file(s.file).path.display(),
                s.start,
                s.end
            )
        };
        a.found()
            .iter()
            .map(|d| {
                let related: Vec<String> = d
                    .related
                    .iter()
                    .map(|(s, m)| format!("{} {m}", at(*s)))
                    .collect();
                let fix = d.fix.as_ref().map(|f| {
                    let edits: Vec<String> = f
                        .edits
                        .iter()
                        .map(|e| format!("{} {:?}", at(e.span), e.text))
                        .collect();
                    format!("{} {:?} {edits:?}", f.title, f.applicability)
                });
                format!(
                    "{} {:?} {} {} {related:?} {fix:?} {}",
                    d.rule,
                    d.severity,
                    at(d.span),
                    d.message,
                    d.unnecessary
                )
            })
            .collect()
    }

    /// Replaces bytes `start..end` of the document's text with `with`, as a client's UTF-16
    /// edit, and reparses.
    fn replace_bytes(doc: &mut DocText, start: usize, end: usize, with: &str) {
        let text = doc.text.to_string();
        doc.apply(
            Some(Range::new(utf16_at(&text, start), utf16_at(&text, end))),
            with,
            Encoding::Utf16,
        );
        doc.reparse();
    }

    /// What a replay of edits saw: analyses updated in place (and how many of those changed
    /// what is reported) and analyses made afresh.
    #[derive(Default)]
    struct Tally {
        updated: usize,
        rebuilt: usize,
        changed: usize,
        previous: Vec<(&'static str, String)>,
    }

    impl Tally {
        /// The engine's findings for `doc` at `version`, which must equal a fresh analysis's.
        /// Every third version leaves out where the reparse changed the tree, as a server does
        /// after several changes, so the update compares the trees itself.
        fn check(&mut self, engine: &mut Engine, path: &Path, doc: &DocText, version: i32) {
            let mut document = doc.overlay(path, version, version - 1);
            if version % 3 == 0 {
                document.changed = None;
            }
            let inputs = Inputs {
                overlays: vec![document],
                settings: Json::Null,
                disk_generation: 0,
            };
            let a = engine.findings(&inputs, path);
            let got = rendered(a);
            let said: Vec<(&'static str, String)> = a
                .found()
                .iter()
                .map(|d| (d.rule, d.message.clone()))
                .collect();
            if a.servers_current {
                self.rebuilt += 1;
            } else {
                self.updated += 1;
                self.changed += usize::from(said != self.previous);
            }
            let published = published(a, path);
            let new = Analysis::new(&inputs, path);
            assert_eq!(got, rendered(&new), "version {version}:\n{}", doc.text);
            // as the language server sends them, places reused from the last conversion
            assert_eq!(published, self::published(&new, path), "version {version}");
            self.previous = said;
            engine.tidy();
        }

        /// Every way was taken at least this often (`elsewhere`: edits outside the tools left
        /// without a new analysis), so none of it is tested by accident.
        fn assert_covered(&self, updated: usize, rebuilt: usize, changed: usize, elsewhere: usize) {
            let outside = ELSEWHERE.with(std::cell::Cell::get);
            let Tally {
                updated: u,
                rebuilt: r,
                changed: c,
                ..
            } = *self;
            assert!(
                u > updated && r > rebuilt && c > changed && outside > elsewhere,
                "{u} updated ({c} changing what is reported, {outside} outside tools), {r} rebuilt"
            );
        }
    }

    /// Edits typed into the example server (inside its tools and around them, some that break
    /// the syntax, rename a tool onto another's name, make `tools/list` fail or add a
    /// registry call), each undone again most of the time: after every edit, the findings
    /// updated in place must equal those of a fresh analysis of the same text.
    #[test]
    fn findings_updated_in_place_equal_a_fresh_analysis_after_every_edit() {
        let dir = example_project(
            "engine",
            &["package.json", "src/schemas.ts", "src/server.ts"],
        );
        let path = dir.join("src/server.ts");
        // code around the tools: a helper no tool reads, a description a tool reads from a
        // constant, and a helper that registers a tool for each of its call sites
        let original = std::fs::read_to_string(&path).unwrap()
            + r#"
export function summarise(rows: Array<{ id: string; size: number }>): string[] {
  const out: string[] = [];
  for (const row of rows) {
    if (row.size > 1) out.push(`${row.id}:${row.size}`);
  }
  return out;
}

const ARCHIVE_TEXT = "Archive a note; archived notes leave search results.";

server.registerTool("archive_note", { description: ARCHIVE_TEXT, inputSchema: { id: NoteId } }, async () => ({ content: [] }));

function addExport(format: string) {
  server.registerTool(`export_${format}`, { description: `Export notes as ${format}.`, inputSchema: { since: z.string().optional() } }, async () => ({ content: [] }));
}
addExport("csv");
addExport("md");
"#;
        std::fs::write(&path, &original).unwrap();
        let mut doc = DocText::new(&path, &original);
        let mut engine = Engine::default();
        let mut version = 1;
        let pieces = [
            "x",
            "é",
            "😀",
            "\n",
            "\r\n",
            " ",
            "\"",
            ")",
            ".optional()",
            ".describe(\"d\")",
            ".max(5)",
            "z.date()",
            "get_note",
            ", extra: z.number()",
            "Tag.register(z.globalRegistry, {})",
            "",
        ];
        let mut next = crate::testing::numbers(0x5eed);
        let mut tally = Tally::default();
        let mut check = |doc: &DocText, version: i32, engine: &mut Engine| {
            tally.check(engine, &path, doc, version);
        };
        check(&doc, version, &mut engine);
        for round in 0..400 {
            // what stays drifts away from parsing; every few rounds the editor sends the
            // original text whole again
            if round % 8 == 7 && doc.text != original.as_str() {
                doc.apply(None, &original, Encoding::Utf16);
                doc.reparse();
                version += 1;
                check(&doc, version, &mut engine);
            }
            let text = doc.text.to_string();
            let bounds: Vec<usize> = (0..=text.len())
                .filter(|&i| text.is_char_boundary(i))
                .collect();
            let start = bounds[next(bounds.len())];
            let end = *bounds
                .iter()
                .find(|&&i| i >= start + next(3))
                .unwrap_or(&start);
            let piece = pieces[next(pieces.len())];
            let removed = text[start..end].to_string();
            replace_bytes(&mut doc, start, end, piece);
            version += 1;
            check(&doc, version, &mut engine);
            // what stays is the kind of text people type, so the module keeps parsing
            if next(5) > 0 || !matches!(piece, "x" | "é" | "😀" | " " | "\n" | "\r\n" | "") {
                replace_bytes(&mut doc, start, start + piece.len(), &removed);
                version += 1;
                check(&doc, version, &mut engine);
            }
        }
        // every way was taken often, and updates changed what is reported, so none of it is
        // tested by accident (an edit to or from a text that does not parse always rebuilds)
        tally.assert_covered(200, 150, 80, 40);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// The same for Python: edits typed into the Python example's notes server (inside its
    /// tools' signatures, docstrings, decorators and bodies, and around them), some that name
    /// the server in a tool's body, rename a tool onto a name used elsewhere, or move lines.
    #[test]
    fn python_findings_updated_in_place_equal_a_fresh_analysis_after_every_edit() {
        let dir = std::env::temp_dir().join(format!("toolsight-engine-py-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/python-server");
        for file in ["notes_server.py", "requirements.txt", ".python-version"] {
            std::fs::copy(example.join(file), dir.join(file)).unwrap();
        }
        let path = dir.join("notes_server.py");
        let original = std::fs::read_to_string(&path).unwrap().replace(
            "\n\nif __name__",
            r#"

def summarise(rows: list[dict]) -> list[str]:
    return [f"{row['id']}:{row['size']}" for row in rows]


# nothing calls this yet; typing in it changes no tool
def draft_report(rows: list[dict]) -> str:
    return "; ".join(str(len(r)) for r in rows)


@mcp.tool(description="Archive a note; archived notes leave search results.")
def archive_note(note_id: Annotated[str, Field(max_length=20)], when: Optional[str] = None) -> str:
    """Archive."""
    return summarise([{"id": note_id, "size": 1}])[0]


@mcp.tool()
def count_notes() -> int:
    """How many notes there are; `search_notes` finds them."""
    return len(NOTES)


if __name__"#,
        );
        let original = original.replace(
            "from typing import Annotated",
            "from typing import Annotated, Optional",
        );
        std::fs::write(&path, &original).unwrap();
        let mut doc = DocText::new(&path, &original);
        let mut engine = Engine::default();
        let mut version = 1;
        let pieces = [
            "x",
            "é",
            "😀",
            "\n",
            " ",
            "\"",
            ")",
            ", extra: int = 1",
            " = Field(description=\"d\")",
            "Annotated[int, \"t\"]",
            "Optional[int]",
            "mcp",
            "search_notes",
            "mcp.add_tool(summarise)",
            "@mcp.tool()\n",
            "",
        ];
        let mut next = crate::testing::numbers(0xbee5);
        let mut tally = Tally::default();
        let mut check = |doc: &DocText, version: i32, engine: &mut Engine| {
            tally.check(engine, &path, doc, version);
        };
        check(&doc, version, &mut engine);
        // the tools' functions, where most edits land
        let mut tool_bytes: Vec<(usize, usize)> = original
            .match_indices("@mcp.tool")
            .map(|(at, _)| (at, at + original[at..].find("\n\n\n").unwrap_or(0)))
            .collect();
        // and the comment and the function nothing calls, which an edit leaves inert
        let draft = original.find("# nothing calls").unwrap();
        tool_bytes.push((draft, draft + original[draft..].find("\n\n\n").unwrap()));
        for round in 0..300 {
            if round % 8 == 7 && doc.text != original.as_str() {
                doc.apply(None, &original, Encoding::Utf16);
                doc.reparse();
                version += 1;
                check(&doc, version, &mut engine);
            }
            let text = doc.text.to_string();
            let (from, to) = if next(4) > 0 && text == original {
                tool_bytes[next(tool_bytes.len())]
            } else {
                (0, text.len())
            };
            let bounds: Vec<usize> = (from..=to).filter(|&i| text.is_char_boundary(i)).collect();
            let start = bounds[next(bounds.len())];
            let end = *bounds
                .iter()
                .find(|&&i| i >= start + next(3))
                .unwrap_or(&start);
            let piece = pieces[next(pieces.len())];
            let removed = text[start..end].to_string();
            replace_bytes(&mut doc, start, end, piece);
            version += 1;
            check(&doc, version, &mut engine);
            replace_bytes(&mut doc, start, start + piece.len(), &removed);
            version += 1;
            check(&doc, version, &mut engine);
        }
        // the comment and the uncalled function were edited without a new analysis
        tally.assert_covered(150, 100, 40, 20);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// A tool function another module of the project names (and hands to a second server) is
    /// analysed afresh when its docstring is edited; one nothing else names is updated in
    /// place. Both equal a fresh analysis.
    /// The runs around an edit look for servers made in function bodies, and for uses of a
    /// server that escape, only in the edited statement (the last run found none elsewhere):
    /// a server typed into a tool's body must still be seen there, after in-place updates too.
    #[test]
    fn a_server_made_in_an_edited_python_tool_is_seen() {
        let dir = std::env::temp_dir().join(format!("toolsight-engine-py3-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("requirements.txt"),
            "mcp==1.30.0\npydantic==2.14.4\n",
        )
        .unwrap();
        let original = "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"a\")\n\n\n@mcp.tool()\ndef search(query: str) -> list[str]:\n    \"\"\"Search the notes.\"\"\"\n    found = []\n    return found\n\n\n@mcp.tool()\ndef count() -> int:\n    \"\"\"Count the notes.\"\"\"\n    return 0\n";
        let path = dir.join("server.py");
        std::fs::write(&path, original).unwrap();
        let mut doc = DocText::new(&path, original);
        let mut engine = Engine::default();
        engine.findings(&open_document(&path, &doc, 1), &path);
        // (what is replaced, by what, whether the update is in place; none when either will do)
        let steps: [(&str, &str, Option<bool>); 4] = [
            ("Count the", "Always Count the", Some(true)),
            ("found = []", "found = FastMCP(\"b\")", Some(false)),
            ("found = FastMCP(\"b\")", "found = []", None),
            ("Search the", "Always Search the", Some(true)),
        ];
        for (version, (old, new, in_place)) in (2..).zip(steps) {
            let text = doc.text.to_string();
            let at = text.find(old).unwrap();
            doc.apply(
                Some(Range::new(
                    utf16_at(&text, at),
                    utf16_at(&text, at + old.len()),
                )),
                new,
                Encoding::Utf16,
            );
            doc.reparse();
            let inputs = open_document(&path, &doc, version);
            let a = engine.findings(&inputs, &path);
            if let Some(in_place) = in_place {
                assert_eq!(!a.servers_current, in_place, "{new}");
            }
            assert_eq!(
                rendered(a),
                rendered(&Analysis::new(&inputs, &path)),
                "{new}"
            );
            engine.tidy();
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_python_tool_another_module_names_is_not_updated_in_place() {
        let dir = std::env::temp_dir().join(format!("toolsight-engine-py2-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let write = |name: &str, text: &str| std::fs::write(dir.join(name), text).unwrap();
        write("requirements.txt", "mcp==1.30.0\npydantic==2.14.4\n");
        write(".python-version", "3.11\n");
        write(
            "server.py",
            "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"a\")\n",
        );
        write("main.py", "from mcp.server.fastmcp import FastMCP\n\nfrom tools import search\n\nother = FastMCP(\"b\")\nother.add_tool(search)\n");
        let original = "from server import mcp\n\n\n@mcp.tool()\ndef search(query: str) -> list[str]:\n    \"\"\"Search the notes.\"\"\"\n    return []\n\n\n@mcp.tool()\ndef count() -> int:\n    \"\"\"Count the notes.\"\"\"\n    return 0\n";
        write("tools.py", original);
        let path = dir.join("tools.py");
        let mut doc = DocText::new(&path, original);
        let mut engine = Engine::default();
        let before = rendered(engine.findings(&open_document(&path, &doc, 1), &path));
        assert!(!before.is_empty());
        let mut version = 1;
        for (needle, in_place) in [("Search the", false), ("Count the", true)] {
            let text = doc.text.to_string();
            let at = text.find(needle).unwrap();
            doc.apply(
                Some(Range::new(utf16_at(&text, at), utf16_at(&text, at))),
                "Always ",
                Encoding::Utf16,
            );
            doc.reparse();
            version += 1;
            let inputs = open_document(&path, &doc, version);
            let a = engine.findings(&inputs, &path);
            assert_eq!(!a.servers_current, in_place, "{needle}");
            let got = rendered(a);
            assert_eq!(got, rendered(&Analysis::new(&inputs, &path)), "{needle}");
            // what was typed shows: "Always Search the notes." is 24 characters
            let (tool, chars) = if in_place {
                ("count", 23)
            } else {
                ("search", 24)
            };
            let said = format!("the description of `{tool}` has {chars} characters");
            assert!(got.iter().any(|d| d.contains(&said)), "{got:#?}");
            engine.tidy();
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
