//! Findings, edits and fixes as plain data: rules make them, the output formats and the language
//! server render them.

use std::fmt;

use serde::Serialize;

use crate::span::Span;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Hash)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Info,
    Warning,
    Error,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        })
    }
}

/// Whether a fix can be applied without review.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Applicability {
    Safe,
    Unsafe,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Edit {
    #[serde(skip)]
    pub span: Span,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fix {
    pub title: String,
    pub edits: Vec<Edit>,
    pub applicability: Applicability,
}

/// A finding: byte spans, a rule id, a message, related places and an optional fix. Front ends
/// (CLI formats, the language server) render it.
#[derive(Debug, Clone, PartialEq)]
pub struct Diagnostic {
    pub rule: &'static str,
    pub severity: Severity,
    pub span: Span,
    pub message: String,
    /// Other places that explain the finding (the converter branch that drops the text, …).
    pub related: Vec<(Span, String)>,
    pub fix: Option<Fix>,
    /// The flagged code has no effect on what the model sees (editors fade it).
    pub unnecessary: bool,
}
