//! Converter models: each maps the schema IR to the JSON the real library would emit, plus what
//! it could not know.

pub mod agents_py;
pub mod detect;
pub mod fastmcp_py;
pub mod formats;
pub mod handwritten;
pub mod inline_refs;
pub mod langchain_py;
pub mod pydantic;
pub mod zjs;
pub mod zod4;

use std::collections::HashSet;

use serde_json::Value as Json;

use crate::ir::{Schema, SchemaRef};
use crate::span::Span;

/// Something a converter model could not decide statically. `pointer` is a JSON pointer into
/// the emitted schema.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct UnknownPart {
    pub pointer: String,
    pub reason: String,
}

/// What a conversion produced.
#[derive(Debug, Clone)]
pub struct Emitted {
    /// `Ok(None)` means the library emits nothing (JavaScript `undefined`).
    pub json: Result<Option<Json>, ConvError>,
    pub unknown: Vec<UnknownPart>,
    /// Spans of the description texts that reached the output.
    pub described: HashSet<Span>,
}

/// The library throws: the message it throws with.
#[derive(Debug, Clone, PartialEq)]
pub struct ConvError {
    pub message: String,
    /// The node whose conversion throws.
    pub span: Span,
}

/// Runs a function written in the workspace on a value, for the converters that call user code
/// (zod 3's `isOptional()` runs refinements and preprocess steps on `undefined`). The TypeScript
/// interpreter provides it; a model without it reports such cases as unknown.
pub trait UserFunctions {
    /// `arg` is `None` for `undefined`.
    fn call(&self, func: Span, arg: Option<&Json>) -> FnOutcome;
}

pub enum FnOutcome {
    /// The returned value (`None` for `undefined`).
    Returned(Option<Json>),
    Throws,
    Unknown(String),
}

/// Identity of a schema node, as the libraries' `seen` maps key it.
pub fn node_id(s: &SchemaRef) -> *const Schema {
    std::rc::Rc::as_ptr(s)
}

/// JSON pointer escaping (RFC 6901).
pub fn pointer_segment(s: &str) -> String {
    s.replace('~', "~0").replace('/', "~1")
}

/// The text of one JSON pointer segment ([`pointer_segment`] undone).
pub fn segment_text(segment: &str) -> String {
    segment.replace("~1", "/").replace("~0", "~")
}

pub fn join_pointer(path: &[String]) -> String {
    let mut out = String::new();
    for p in path {
        out.push('/');
        out.push_str(&pointer_segment(p));
    }
    out
}
