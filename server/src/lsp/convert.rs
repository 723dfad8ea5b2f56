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

/// A finding as an LSP diagnostic. Its fix is not sent with it: a keystroke converts every
/// finding of the document, and a code action takes the fix from the analysis
/// ([`workspace_edit`]).
pub fn diagnostic(
    d: &rules::Diagnostic,
    ranges: &mut Ranges,
    support: DiagnosticSupport,
) -> Diagnostic {
    let related = support.related_information.then(|| {
        d.related
            .iter()
            .filter_map(|(s, m)| {
                Some(DiagnosticRelatedInformation {
                    location: Location {
                        uri: ranges.uri(s.file)?,
                        range: ranges.range(*s),
                    },
                    message: m.clone(),
                })
            })
            .collect::<Vec<_>>()
    });
    Diagnostic {
        range: ranges.range(d.span),
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
