//! The one module that turns the analysis core's findings (byte spans, rule ids, fixes) into LSP
//! types.

use std::collections::HashMap;

use ropey::Rope;
use serde_json::json;
use tower_lsp_server::ls_types::{
    CodeDescription, Diagnostic, DiagnosticRelatedInformation, DiagnosticSeverity, DiagnosticTag,
    Location, NumberOrString, Position, Range, TextEdit, Uri,
};

use crate::lsp::position::{to_offset, to_position, Encoding, LinePos};
use crate::rules::{self, Applicability, Severity};
use crate::span::{FileId, Span};
use crate::workspace::Workspace;

/// Converts spans of the workspace's files to LSP ranges, keeping one rope per file.
pub struct Ranges<'w> {
    ws: &'w Workspace,
    enc: Encoding,
    ropes: HashMap<FileId, Rope>,
}

impl<'w> Ranges<'w> {
    pub fn new(ws: &'w Workspace, enc: Encoding) -> Self {
        Ranges {
            ws,
            enc,
            ropes: HashMap::new(),
        }
    }

    fn rope(&mut self, file: FileId) -> &Rope {
        let ws = self.ws;
        self.ropes
            .entry(file)
            .or_insert_with(|| Rope::from_str(&ws.file(file).text))
    }

    pub fn range(&mut self, span: Span) -> Range {
        let enc = self.enc;
        let rope = self.rope(span.file);
        Range {
            start: lsp_position(to_position(rope, span.start as usize, enc)),
            end: lsp_position(to_position(rope, span.end as usize, enc)),
        }
    }

    pub fn uri(&self, file: FileId) -> Option<Uri> {
        Uri::from_file_path(&self.ws.file(file).path)
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

/// A finding as an LSP diagnostic. Its fix travels in `data` (edits as LSP text edits per
/// document), so a code action needs no second analysis.
pub fn diagnostic(
    d: &rules::Diagnostic,
    ranges: &mut Ranges,
    support: DiagnosticSupport,
) -> Diagnostic {
    let fix = d.fix.as_ref().map(|f| {
        let mut by_uri: Vec<(String, Vec<TextEdit>)> = Vec::new();
        for e in &f.edits {
            let uri = ranges.uri(e.span.file).map(|u| u.as_str().to_string()).unwrap_or_default();
            let edit = TextEdit { range: ranges.range(e.span), new_text: e.text.clone() };
            match by_uri.iter_mut().find(|(u, _)| *u == uri) {
                Some((_, v)) => v.push(edit),
                None => by_uri.push((uri, vec![edit])),
            }
        }
        json!({
            "title": f.title,
            "safe": f.applicability == Applicability::Safe,
            "changes": by_uri.into_iter().map(|(u, edits)| (u, serde_json::to_value(edits).unwrap_or_default())).collect::<serde_json::Map<_, _>>(),
        })
    });
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
            .then(|| crate::report::rule_url(d.rule).parse().ok())
            .flatten()
            .map(|href| CodeDescription { href }),
        source: Some("toolsight".into()),
        message: d.message.clone(),
        related_information: related.filter(|r| !r.is_empty()),
        tags: (d.unnecessary && support.unnecessary_tag).then(|| vec![DiagnosticTag::UNNECESSARY]),
        data: fix.map(|f| json!({ "fix": f })),
    }
}
