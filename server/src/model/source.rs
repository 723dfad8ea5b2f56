//! Where a tool's wire entry is written: the source map from JSON pointers into the entry to
//! source spans, which rules point their findings at and fixes edit.

use crate::ir::SchemaRef;
use crate::span::Span;

/// How a tool is defined, as far as the rules care: which parts of it a textual fix can add to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ToolForm {
    /// A registration whose second argument configures the tool (`registerTool(name, config, cb)`).
    Registration,
    /// A registration whose parts are positional arguments (the SDK's legacy `tool(...)`).
    Positional,
    /// An entry of a low-level `tools/list` handler's result: the entry is written as it is sent.
    LowLevel,
    /// An agent framework's tool definition (not an MCP server's entry).
    Framework,
}

/// A tool's definition: its form, where it is registered and named, and where each part of its
/// wire entry is written.
#[derive(Debug, Clone)]
pub struct ToolSource {
    pub form: ToolForm,
    /// The registration call (or the low-level entry).
    pub span: Span,
    /// Where the name is written.
    pub name_span: Span,
    pub map: SourceMap,
    /// Where the tool's handler fails on a check of its input or of the state it acts on, by
    /// throwing (raising) rather than returning an error result.
    pub throws: Vec<Throw>,
    /// The texts of the error results (`isError: true`) the handler returns, where each is
    /// written as a literal.
    pub error_texts: Vec<(Span, String)>,
}

/// A `throw` (`raise`) of a tool's handler under an `if`: an expected failure.
#[derive(Debug, Clone, PartialEq)]
pub struct Throw {
    /// The statement.
    pub span: Span,
    pub kind: Thrown,
    /// The message, when it is a literal text.
    pub message: Option<String>,
}

/// What a handler throws, as the SDKs and frameworks tell them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Thrown {
    /// An `Error` (an exception) or a class derived from it the stack does not single out.
    Error,
    /// The SDK's own protocol error (`McpError`, `ProtocolError`; Python `McpError`, `MCPError`),
    /// with its JSON-RPC code when it is written as one toolsight knows (`ErrorCode.InvalidParams`).
    Protocol(Option<i64>),
    /// The framework's error for the model (fastmcp's `UserError`; Python `ToolError`).
    Framework,
    /// A value that is not an `Error` (`throw "text"`).
    NonError,
}

/// Where one part of the entry is written.
#[derive(Debug, Clone)]
pub struct Written {
    /// The JSON pointer into the tool's entry (`/annotations/readOnlyHint`).
    pub pointer: String,
    /// The property key, when the part is written as `key: value`.
    pub key: Option<Span>,
    /// The expression that gives the part its value, where it stands.
    pub value: Span,
    /// The string literal that value resolves to, wherever it is written (through constants).
    pub literal: Option<Span>,
    /// The hand-written converter the value is the result of.
    pub converter: Option<ConverterRef>,
}

/// A call of a hand-written converter in the entry.
#[derive(Debug, Clone)]
pub struct ConverterRef {
    pub name: String,
    /// The converter function.
    pub function: Span,
    /// The schema it converts, when it is one toolsight evaluated.
    pub schema: Option<SchemaRef>,
}

/// Every part of an entry whose place in the source is known, in the order written.
#[derive(Debug, Clone, Default)]
pub struct SourceMap {
    parts: Vec<Written>,
}

impl SourceMap {
    pub fn push(&mut self, part: Written) {
        self.parts.push(part);
    }

    pub fn parts(&self) -> &[Written] {
        &self.parts
    }

    /// The part written for `pointer` exactly (the last one written, as later keys win).
    pub fn at(&self, pointer: &str) -> Option<&Written> {
        self.parts.iter().rev().find(|w| w.pointer == pointer)
    }

    /// The deepest written part that contains `pointer` (itself or an enclosing object).
    pub fn nearest(&self, pointer: &str) -> Option<&Written> {
        let mut at = pointer;
        loop {
            if let Some(w) = self.at(at) {
                return Some(w);
            }
            at = &at[..at.rfind('/')?];
            if at.is_empty() {
                return None;
            }
        }
    }

    /// The string literal written for `pointer`.
    pub fn literal(&self, pointer: &str) -> Option<Span> {
        self.at(pointer)?.literal
    }
}

/// What a tool's handler fails with: its throws, and the texts of its error results.
pub type Failures = (Vec<Throw>, Vec<(Span, String)>);

/// A module's low-level `tools/list` entries: the module, their names, the tools.
pub type ModuleEntries<'s> = (
    crate::span::FileId,
    Vec<String>,
    Vec<&'s mut super::ToolPrediction>,
);

/// The tools of `servers` whose handler each front end finds from the tool alone, and the
/// entries of low-level `tools/list` handlers by the module they are written in: a module's
/// `tools/call` handler is read once for all of them.
pub fn split_by_handler(
    servers: &mut [super::ServerPrediction],
) -> (Vec<&mut super::ToolPrediction>, Vec<ModuleEntries<'_>>) {
    let mut own = Vec::new();
    let mut low_level: Vec<ModuleEntries> = Vec::new();
    for t in servers.iter_mut().flat_map(|s| s.tools.iter_mut()) {
        if t.source.form != ToolForm::LowLevel {
            own.push(t);
            continue;
        }
        let file = t.source.span.file;
        let name = t
            .wire
            .get("name")
            .and_then(|n| n.as_str())
            .unwrap_or_default()
            .to_string();
        match low_level.iter_mut().find(|(f, _, _)| *f == file) {
            Some((_, names, tools)) => {
                names.push(name);
                tools.push(t);
            }
            None => low_level.push((file, vec![name], vec![t])),
        }
    }
    (own, low_level)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::span::FileId;

    fn part(pointer: &str, start: u32) -> Written {
        Written {
            pointer: pointer.into(),
            key: None,
            value: Span::new(FileId(0), start as usize, start as usize + 1),
            literal: None,
            converter: None,
        }
    }

    #[test]
    fn nearest_walks_up_to_the_deepest_written_part() {
        let mut map = SourceMap::default();
        map.push(part("/inputSchema", 1));
        map.push(part("/inputSchema/properties/a", 2));
        map.push(part("/annotations", 3));
        map.push(part("/annotations", 4));
        let start = |w: Option<&Written>| w.map(|w| w.value.start);
        assert_eq!(
            start(map.nearest("/inputSchema/properties/a/type")),
            Some(2)
        );
        assert_eq!(start(map.nearest("/inputSchema/properties/b")), Some(1));
        assert_eq!(start(map.nearest("/annotations")), Some(4));
        assert_eq!(start(map.nearest("/name")), None);
        assert_eq!(start(map.nearest("")), None);
    }
}
