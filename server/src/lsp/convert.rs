//! The one module that turns the analysis core's findings (byte spans, rule ids, fixes) into LSP
//! types.

use std::collections::HashMap;
use std::rc::Rc;

use ropey::Rope;
use tower_lsp_server::ls_types::{
    CodeDescription, Diagnostic, DiagnosticRelatedInformation, DiagnosticSeverity, DiagnosticTag,
    Location, NumberOrString, Position, Range, TextEdit, Uri, WorkspaceEdit,
};

use crate::lsp::position::{position_in, to_offset, Encoding, LinePos};
use crate::rules::{self, Severity};
use crate::span::{FileId, Span};
use crate::workspace::{SourceFile, Workspace};

/// Converts spans of the workspace's files to LSP ranges and URIs, and rule ids to the URIs of
/// their pages, each file and rule looked up once.
pub struct Ranges<'w> {
    ws: &'w Workspace,
    enc: Encoding,
    /// By file id (ids are small and dense; this runs for every diagnostic on a keystroke).
    files: Vec<Option<(Rc<SourceFile>, Option<Uri>)>>,
    /// By rule, in the order first met (a few dozen at most).
    pages: Vec<(&'static str, Option<Uri>)>,
}

impl<'w> Ranges<'w> {
    pub fn new(ws: &'w Workspace, enc: Encoding) -> Self {
        Ranges {
            ws,
            enc,
            files: Vec::new(),
            pages: Vec::new(),
        }
    }

    fn page(&mut self, rule: &'static str) -> Option<Uri> {
        // rule ids are the catalogue's statics: the same pointer is the same rule
        let known = self
            .pages
            .iter()
            .position(|(r, _)| std::ptr::eq(*r, rule) || *r == rule);
        let at = known.unwrap_or_else(|| {
            self.pages
                .push((rule, crate::report::rule_url(rule).parse().ok()));
            self.pages.len() - 1
        });
        self.pages[at].1.clone()
    }

    fn file(&mut self, file: FileId) -> &(Rc<SourceFile>, Option<Uri>) {
        let i = file.0 as usize;
        if self.files.len() <= i {
            self.files.resize(i + 1, None);
        }
        let ws = self.ws;
        self.files[i].get_or_insert_with(|| {
            let f = ws.file(file);
            let uri = Uri::from_file_path(&f.path);
            (f, uri)
        })
    }

    pub fn range(&mut self, span: Span) -> Range {
        let enc = self.enc;
        let (f, _) = self.file(span.file);
        let at = |offset: u32| lsp_position(position_in(&f.text, &f.lines, offset as usize, enc));
        Range {
            start: at(span.start),
            end: at(span.end),
        }
    }

    pub fn uri(&mut self, file: FileId) -> Option<Uri> {
        self.file(file).1.clone()
    }
}

pub fn lsp_position(p: LinePos) -> Position {
    Position {
        line: p.line,
        character: p.character,
    }
}

pub fn line_pos(p: Position) -> LinePos {
    LinePos {
        line: p.line,
        character: p.character,
    }
}

/// The byte offset of an LSP position in a text.
pub fn offset_in(rope: &Rope, p: Position, enc: Encoding) -> usize {
    to_offset(rope, line_pos(p), enc)
}

fn severity(s: Severity) -> DiagnosticSeverity {
    match s {
        Severity::Error => DiagnosticSeverity::ERROR,
        Severity::Warning => DiagnosticSeverity::WARNING,
        Severity::Info => DiagnosticSeverity::INFORMATION,
    }
}

/// What the client accepts in a diagnostic beyond the required fields (it says so separately
/// for pushed and for pulled diagnostics).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DiagnosticSupport {
    pub related_information: bool,
    /// `DiagnosticTag::UNNECESSARY`: the editor fades code that has no effect.
    pub unnecessary_tag: bool,
    /// `codeDescription`: the link to the rule's page.
    pub code_description: bool,
}

impl DiagnosticSupport {
    /// Everything: for in-process callers that render the diagnostics themselves.
    pub const ALL: DiagnosticSupport = DiagnosticSupport {
        related_information: true,
        unnecessary_tag: true,
        code_description: true,
    };
}

/// A finding as an LSP diagnostic, its place at `range` and its related places at `related`
/// (each of its related spans with its range, in order). Its fix is not sent with it: a keystroke
/// converts every finding of the document, and a code action takes the fix from the analysis
/// ([`workspace_edit`]).
fn diagnostic(
    d: &rules::Diagnostic,
    range: Range,
    related: &[(Span, Range)],
    ranges: &mut Ranges,
    support: DiagnosticSupport,
) -> Diagnostic {
    let related = support.related_information.then(|| {
        d.related
            .iter()
            .zip(related)
            .filter_map(|((s, m), (_, range))| {
                Some(DiagnosticRelatedInformation {
                    location: Location {
                        uri: ranges.uri(s.file)?,
                        range: *range,
                    },
                    message: m.clone(),
                })
            })
            .collect::<Vec<_>>()
    });
    Diagnostic {
        range,
        severity: Some(severity(d.severity)),
        code: Some(NumberOrString::String(d.rule.to_string())),
        code_description: support
            .code_description
            .then(|| ranges.page(d.rule))
            .flatten()
            .map(|href| CodeDescription { href }),
        source: Some("toolsight".into()),
        message: d.message.clone(),
        related_information: related.filter(|r| !r.is_empty()),
        tags: (d.unnecessary && support.unnecessary_tag).then(|| vec![DiagnosticTag::UNNECESSARY]),
        data: None,
    }
}

/// A fix as the edit a code action applies.
pub fn workspace_edit(fix: &rules::Fix, ranges: &mut Ranges) -> Option<WorkspaceEdit> {
    let mut changes: HashMap<Uri, Vec<TextEdit>> = HashMap::new();
    for e in &fix.edits {
        let range = ranges.range(e.span);
        changes
            .entry(ranges.uri(e.span.file)?)
            .or_default()
            .push(TextEdit {
                range,
                new_text: e.text.clone(),
            });
    }
    Some(WorkspaceEdit {
        changes: Some(changes),
        ..Default::default()
    })
}

/// Where one analysis's last conversion placed each file's findings, reused by the next
/// conversion for every place that did not move to another line or column: after a keystroke
/// nearly all of them. Finding the line and column of every finding of a document was about a
/// twentieth of a keystroke's work.
#[derive(Default)]
pub struct Converted {
    enc: Option<Encoding>,
    files: HashMap<FileId, ConvertedFile>,
}

#[derive(Default)]
struct ConvertedFile {
    /// Each finding's address then (which finding it was, to look for it first), and where
    /// its places start in `places`.
    findings: Vec<(usize, usize)>,
    /// Each finding's spans and their LSP ranges, its own first, then its related places'.
    places: Vec<(Span, Range)>,
    /// The edits of the workspace's text since.
    since: EditsSince,
}

#[derive(Default, Clone, Copy)]
enum EditsSince {
    #[default]
    None,
    One(TextChange),
    /// More than one: nothing is reused.
    Several,
}

/// One edit of a file: bytes `start..old_end` became `start..new_end`.
#[derive(Debug, Clone, Copy)]
pub struct TextChange {
    pub file: FileId,
    pub start: u32,
    pub old_end: u32,
    pub new_end: u32,
    /// The line `start` is on.
    pub line: u32,
    /// Whether every line break stays as it was (none removed, added or joined).
    pub keeps_lines: bool,
}

impl Converted {
    /// Notes an edit of the text the findings are about.
    pub fn edited(&mut self, change: TextChange) {
        for f in self.files.values_mut() {
            f.since = match f.since {
                EditsSince::None => EditsSince::One(change),
                _ => EditsSince::Several,
            };
        }
    }
}

impl ConvertedFile {
    /// The places of the `i`th finding.
    fn places_of(&self, i: usize) -> &[(Span, Range)] {
        let end = self
            .findings
            .get(i + 1)
            .map_or(self.places.len(), |(_, at)| *at);
        &self.places[self.findings[i].1..end]
    }

    /// The range of `new` if it is where `old`, placed at `range` before the edits since, was:
    /// the same line and column.
    fn same_place(&self, (old, range): (Span, Range), new: Span) -> Option<Range> {
        let same = match self.since {
            EditsSince::None => old == new,
            EditsSince::Several => false,
            EditsSince::One(c) if old.file != c.file => old == new,
            EditsSince::One(c) => {
                let delta = i64::from(c.new_end) - i64::from(c.old_end);
                // before the edit nothing moved; after it, on a later line, only bytes did
                let kept = |old: u32, new: u32, line: u32| {
                    (new == old && old <= c.start)
                        || (c.keeps_lines
                            && old >= c.old_end
                            && i64::from(new) == i64::from(old) + delta
                            && line != c.line)
                };
                new.file == c.file
                    && kept(old.start, new.start, range.start.line)
                    && kept(old.end, new.end, range.end.line)
            }
        };
        same.then_some(range)
    }
}

/// How many findings past the last one found again are looked through for the next.
const LOOK_AHEAD: usize = 64;

/// The findings of `found` that lie in `file`, as LSP diagnostics. Their places are taken
/// from what `cache` holds of the last conversion wherever they did not move.
pub fn diagnostics_in(
    ws: &Workspace,
    found: &[Rc<rules::Diagnostic>],
    file: FileId,
    enc: Encoding,
    support: DiagnosticSupport,
    cache: &mut Converted,
) -> Vec<Diagnostic> {
    if cache.enc != Some(enc) {
        *cache = Converted {
            enc: Some(enc),
            ..Converted::default()
        };
    }
    let before = cache.files.remove(&file).unwrap_or_default();
    let mut ranges = Ranges::new(ws, enc);
    let mut now = ConvertedFile {
        findings: Vec::with_capacity(before.findings.len()),
        places: Vec::with_capacity(before.places.len()),
        since: EditsSince::None,
    };
    let mut out = Vec::with_capacity(before.findings.len());
    let mut next = 0;
    for d in found.iter().filter(|d| d.span.file == file) {
        let address = Rc::as_ptr(d) as usize;
        let spans = || std::iter::once(d.span).chain(d.related.iter().map(|(s, _)| *s));
        // findings keep their order: the one placed before is at or a little after the last
        // match (past those of a tool checked again, which are new)
        let seen = before.findings[next.min(before.findings.len())..]
            .iter()
            .take(LOOK_AHEAD)
            .position(|(a, _)| *a == address)
            .map(|i| next + i);
        let at = now.places.len();
        match seen.map(|i| (i, before.places_of(i))) {
            Some((i, old)) if old.len() == 1 + d.related.len() => {
                next = i + 1;
                now.places.extend(spans().zip(old).map(|(new, &old)| {
                    let range = before
                        .same_place(old, new)
                        .unwrap_or_else(|| ranges.range(new));
                    (new, range)
                }));
            }
            _ => now.places.extend(spans().map(|s| (s, ranges.range(s)))),
        }
        now.findings.push((address, at));
        let (range, related) = (now.places[at].1, &now.places[at + 1..]);
        out.push(diagnostic(d, range, related, &mut ranges, support));
    }
    cache.files.insert(file, now);
    out
}
