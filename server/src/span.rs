//! Byte spans into source files and their conversion to 1-based lines and columns.

use serde::Serialize;

/// Index of a file in the [`crate::workspace::Workspace`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize)]
pub struct FileId(pub u32);

/// A half-open byte range `[start, end)` in one file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(file: FileId, start: usize, end: usize) -> Span {
        Span {
            file,
            start: start as u32,
            end: end as u32,
        }
    }
}

/// Line starts of one text, for byte offset → (line, column) conversion.
#[derive(Debug, Clone)]
pub struct LineIndex {
    starts: Vec<u32>,
}

/// Pushes the starts of the lines that begin after a byte in `scan` (lines end at `\n`, `\r\n`
/// or a lone `\r`).
fn push_starts(bytes: &[u8], scan: std::ops::Range<usize>, starts: &mut Vec<u32>) {
    for i in scan {
        match bytes[i] {
            b'\n' => starts.push(i as u32 + 1),
            b'\r' if bytes.get(i + 1) != Some(&b'\n') => starts.push(i as u32 + 1),
            _ => {}
        }
    }
}

/// A 1-based line and a 1-based column counted in Unicode scalar values, as compilers print them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LineCol {
    pub line: u32,
    pub column: u32,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0u32];
        push_starts(text.as_bytes(), 0..text.len(), &mut starts);
        LineIndex { starts }
    }

    /// The index of `text`, which is the indexed text with bytes `start..old_end` replaced by
    /// `start..new_end`: only the lines around the edit are scanned again.
    pub fn edited(&self, text: &str, start: usize, old_end: usize, new_end: usize) -> LineIndex {
        // a line starts after byte `i` depending on bytes `i` and `i + 1`: starts up to `start`
        // stay, those from bytes at or after `new_end` move with the edit, the rest are found
        // again
        let kept = self.starts.partition_point(|&s| (s as usize) < start);
        let mut starts = self.starts[..kept.max(1)].to_vec();
        push_starts(
            text.as_bytes(),
            start.saturating_sub(1)..new_end,
            &mut starts,
        );
        let moved = self.starts.partition_point(|&s| (s as usize) <= old_end);
        starts.extend(
            self.starts[moved..]
                .iter()
                .map(|&s| (s as usize + new_end - old_end) as u32),
        );
        LineIndex { starts }
    }

    /// The text of 1-based `line`, without its line break (lines end at `\n`, `\r\n` or a lone
    /// `\r`, as for [`LineIndex::line_col`]); empty past the end.
    pub fn line_text<'t>(&self, text: &'t str, line: u32) -> &'t str {
        let Some(&start) = self.starts.get(line.saturating_sub(1) as usize) else {
            return "";
        };
        let end = self
            .starts
            .get(line as usize)
            .map_or(text.len(), |&next| next as usize);
        let raw = text.get(start as usize..end).unwrap_or("");
        raw.strip_suffix('\n')
            .map(|l| l.strip_suffix('\r').unwrap_or(l))
            .or_else(|| raw.strip_suffix('\r'))
            .unwrap_or(raw)
    }

    /// The 0-based line holding `offset` (clamped to the text) and the byte where it starts.
    pub fn line_start(&self, offset: u32) -> (u32, u32) {
        let line = match self.starts.binary_search(&offset) {
            Ok(l) => l,
            Err(l) => l - 1,
        };
        (line as u32, self.starts[line])
    }

    pub fn line_col(&self, text: &str, offset: u32) -> LineCol {
        let offset = offset.min(text.len() as u32);
        let line = match self.starts.binary_search(&offset) {
            Ok(l) => l,
            Err(l) => l - 1,
        };
        let start = self.starts[line] as usize;
        let mut end = offset as usize;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        LineCol {
            line: line as u32 + 1,
            column: text[start..end].chars().count() as u32 + 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns_count_characters_and_all_line_endings() {
        let text = "ab\r\ncé\rx\ny";
        let idx = LineIndex::new(text);
        assert_eq!(idx.line_col(text, 0), LineCol { line: 1, column: 1 });
        assert_eq!(idx.line_col(text, 4), LineCol { line: 2, column: 1 });
        // after the two-byte 'é'
        assert_eq!(idx.line_col(text, 7), LineCol { line: 2, column: 3 });
        assert_eq!(idx.line_col(text, 8), LineCol { line: 3, column: 1 });
        assert_eq!(idx.line_col(text, 10), LineCol { line: 4, column: 1 });
        // past the end clamps, inside a multi-byte character rounds down
        assert_eq!(idx.line_col(text, 99).line, 4);
        assert_eq!(idx.line_col(text, 6), LineCol { line: 2, column: 2 });
    }

    #[test]
    fn an_edited_index_equals_a_fresh_one() {
        let pieces = ["", "a", "\n", "\r", "\r\n", "é\r", "\nx\r\n\r"];
        let mut text = String::from("a\r\nb\rc\n\nd\r");
        let mut index = LineIndex::new(&text);
        let mut next = crate::testing::numbers(11);
        for _ in 0..2000 {
            let bounds: Vec<usize> = (0..=text.len())
                .filter(|&i| text.is_char_boundary(i))
                .collect();
            let a = bounds[next(bounds.len())];
            let b = *bounds.iter().find(|&&i| i >= a + next(4)).unwrap_or(&a);
            let piece = pieces[next(pieces.len())];
            text.replace_range(a..b, piece);
            index = index.edited(&text, a, b, a + piece.len());
            assert_eq!(index.starts, LineIndex::new(&text).starts, "{text:?}");
        }
    }

    #[test]
    fn line_text_splits_where_line_col_counts_lines() {
        let text = "a\r\nb\rc\nd";
        let index = LineIndex::new(text);
        let lines: Vec<&str> = (1..=5).map(|l| index.line_text(text, l)).collect();
        assert_eq!(lines, ["a", "b", "c", "d", ""]);
        assert_eq!(index.line_col(text, 5).line, 3);
    }
}
