//! The language server's document path (`toolsight::lsp::DocumentProbe`, the handlers' own code
//! without the protocol): a document opened, then edited incrementally; after every edit its
//! diagnostics, and a hover, must be what a fresh analysis of the same text gives. The edits'
//! positions are arbitrary (past a line's end, inside a character): the server clamps them.
//!
//! Input: the document's text, a NUL byte, then the bytes the session's language, encoding and
//! edits are drawn from (so a source file with a NUL and a few bytes after it is a seed).
//! Texts with syntax errors are compared too: while there are errors the server's tree is a
//! fresh parse's (tree-sitter recovers from them differently when it reuses an old tree).
#![no_main]

use std::path::PathBuf;

use libfuzzer_sys::arbitrary::{Arbitrary, Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use toolsight::lsp::position::Encoding;
use toolsight::lsp::DocumentProbe;
use tower_lsp_server::ls_types::{Position, Range};

const EXTENSIONS: [&str; 3] = ["ts", "js", "py"];

/// Few edits: each is followed by two analyses.
const MAX_EDITS: usize = 4;

#[derive(Debug)]
struct Edit {
    start: (u32, u32),
    end: (u32, u32),
    text: String,
    hover: (u32, u32),
}

#[derive(Debug)]
struct Session {
    ext: &'static str,
    utf8: bool,
    edits: Vec<Edit>,
}

/// Small line and column numbers, so edits land inside the document most of the time.
fn place(u: &mut Unstructured) -> Result<(u32, u32)> {
    Ok((u.int_in_range(0..=40)?, u.int_in_range(0..=80)?))
}

impl<'a> Arbitrary<'a> for Session {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        let ext = EXTENSIONS[u.choose_index(EXTENSIONS.len())?];
        let utf8 = u.arbitrary()?;
        let n: usize = u.int_in_range(1..=MAX_EDITS)?;
        let mut edits = Vec::with_capacity(n);
        for _ in 0..n {
            let (start, end) = (place(u)?, place(u)?);
            let (start, end) = (start.min(end), start.max(end));
            let len = u.int_in_range(0..=24)?;
            let text = String::from_utf8_lossy(u.bytes(len)?).into_owned();
            edits.push(Edit {
                start,
                end,
                text,
                hover: place(u)?,
            });
        }
        Ok(Session { ext, utf8, edits })
    }
}

fn position((line, character): (u32, u32)) -> Position {
    Position::new(line, character)
}

fuzz_target!(|data: &[u8]| {
    let Some(nul) = data.iter().position(|&b| b == 0) else {
        return;
    };
    let Ok(text) = std::str::from_utf8(&data[..nul]) else {
        return;
    };
    let Ok(session) = Session::arbitrary(&mut Unstructured::new(&data[nul + 1..])) else {
        return;
    };
    let text = text.to_string();
    toolsight::stack::with_analysis_stack(move || {
        let path = PathBuf::from(format!("/fuzz/server.{}", session.ext));
        let enc = if session.utf8 {
            Encoding::Utf8
        } else {
            Encoding::Utf16
        };
        let mut doc = DocumentProbe::new(path.clone(), &text, enc);
        doc.diagnostics();
        for edit in &session.edits {
            doc.change(
                Range::new(position(edit.start), position(edit.end)),
                &edit.text,
            );
            let kept = doc.diagnostics();
            let hover = doc.hover(position(edit.hover));
            doc.tidy();
            let mut fresh = DocumentProbe::new(path.clone(), &doc.text(), enc);
            assert_eq!(
                kept,
                fresh.diagnostics(),
                "the diagnostics after an edit differ from a fresh analysis of {:?}",
                doc.text()
            );
            assert_eq!(
                hover,
                fresh.hover(position(edit.hover)),
                "a hover after an edit differs from a fresh analysis of {:?}",
                doc.text()
            );
        }
    });
});
