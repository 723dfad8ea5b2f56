//! LSP positions ↔ byte offsets, for the encoding negotiated at initialize. The only place
//! that does this conversion; everything else works in byte offsets.
//!
//! Lines end at `\n`, `\r\n` or `\r` (as LSP counts them; ropey is built with `cr_lines` and
//! without the Unicode separators). Out-of-range positions are clamped to the end of their line
//! or of the document, and offsets inside a character are rounded down: never a panic.

use ropey::Rope;

use crate::span::LineIndex;

/// How `Position.character` counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    Utf8,
    Utf16,
}

/// A position as LSP spells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LinePos {
    pub line: u32,
    pub character: u32,
}

/// The char index where line `line`'s content ends (before its line break).
fn line_content_end(rope: &Rope, line: usize) -> usize {
    let start = rope.line_to_char(line);
    let slice = rope.line(line);
    let mut len = slice.len_chars();
    if len > 0 && slice.char(len - 1) == '\n' {
        len -= 1;
    }
    if len > 0 && slice.char(len - 1) == '\r' {
        len -= 1;
    }
    start + len
}

/// The byte offset of an LSP position.
pub fn to_offset(rope: &Rope, pos: LinePos, enc: Encoding) -> usize {
    let line = pos.line as usize;
    if line >= rope.len_lines() {
        return rope.len_bytes();
    }
    let start_char = rope.line_to_char(line);
    let end_char = line_content_end(rope, line);
    let ch = match enc {
        Encoding::Utf8 => {
            let start_byte = rope.char_to_byte(start_char);
            let end_byte = rope.char_to_byte(end_char);
            let b = (start_byte + pos.character as usize).min(end_byte);
            // inside a multi-byte character: round down to its start
            rope.byte_to_char(b)
        }
        Encoding::Utf16 => {
            let start_cu = rope.char_to_utf16_cu(start_char);
            let end_cu = rope.char_to_utf16_cu(end_char);
            let cu = (start_cu + pos.character as usize).min(end_cu);
            rope.utf16_cu_to_char(cu)
        }
    };
    rope.char_to_byte(ch.min(end_char))
}

/// The LSP position of a byte offset.
pub fn to_position(rope: &Rope, offset: usize, enc: Encoding) -> LinePos {
    let offset = offset.min(rope.len_bytes());
    let ch = rope.byte_to_char(offset);
    let line = rope.char_to_line(ch);
    let start_char = rope.line_to_char(line);
    let character = match enc {
        Encoding::Utf8 => rope.char_to_byte(ch) - rope.char_to_byte(start_char),
        Encoding::Utf16 => rope.char_to_utf16_cu(ch) - rope.char_to_utf16_cu(start_char),
    };
    LinePos {
        line: line as u32,
        character: character as u32,
    }
}

/// The LSP position of a byte offset of `text`, whose line starts `lines` holds: the answer of
/// [`to_position`] without a rope, for the analysis's files, which keep their line starts.
pub fn position_in(text: &str, lines: &LineIndex, offset: usize, enc: Encoding) -> LinePos {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let (line, start) = lines.line_start(offset as u32);
    let before = &text[start as usize..offset];
    let character = match enc {
        Encoding::Utf8 => before.len(),
        Encoding::Utf16 if before.is_ascii() => before.len(),
        Encoding::Utf16 => before.encode_utf16().count(),
    };
    LinePos {
        line,
        character: character as u32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_from_line_starts_equal_positions_from_a_rope() {
        let text = "x\r\n😀é\n\n\ry😀\r\nz\r";
        let rope = Rope::from_str(text);
        let lines = LineIndex::new(text);
        for enc in [Encoding::Utf8, Encoding::Utf16] {
            for offset in 0..=text.len() + 2 {
                assert_eq!(
                    position_in(text, &lines, offset, enc),
                    to_position(&rope, offset, enc),
                    "{enc:?} offset {offset}"
                );
            }
        }
    }

    fn p(line: u32, character: u32) -> LinePos {
        LinePos { line, character }
    }

    #[test]
    fn ascii_round_trips_in_both_encodings() {
        let r = Rope::from_str("ab\ncd\n");
        for enc in [Encoding::Utf8, Encoding::Utf16] {
            assert_eq!(to_offset(&r, p(1, 1), enc), 4);
            assert_eq!(to_position(&r, 4, enc), p(1, 1));
            assert_eq!(to_position(&r, 6, enc), p(2, 0));
        }
    }

    #[test]
    fn astral_characters_count_two_utf16_units_and_four_bytes() {
        // "a😀b": 😀 is 4 bytes and 2 UTF-16 code units
        let r = Rope::from_str("a😀b\n");
        assert_eq!(to_offset(&r, p(0, 3), Encoding::Utf16), 5);
        assert_eq!(to_position(&r, 5, Encoding::Utf16), p(0, 3));
        assert_eq!(to_offset(&r, p(0, 5), Encoding::Utf8), 5);
        assert_eq!(to_position(&r, 5, Encoding::Utf8), p(0, 5));
        // inside the surrogate pair or the UTF-8 sequence: the start of the character
        assert_eq!(to_offset(&r, p(0, 2), Encoding::Utf16), 1);
        assert_eq!(to_offset(&r, p(0, 3), Encoding::Utf8), 1);
        assert_eq!(to_position(&r, 3, Encoding::Utf16), p(0, 1));
    }

    #[test]
    fn crlf_and_lone_cr_end_lines_and_positions_past_the_end_clamp() {
        let r = Rope::from_str("ab\r\ncd\re\n\nf");
        assert_eq!(r.len_lines(), 5);
        assert_eq!(to_offset(&r, p(1, 0), Encoding::Utf16), 4);
        assert_eq!(to_offset(&r, p(2, 0), Encoding::Utf16), 7);
        // past the end of a line: its end, before the break
        assert_eq!(to_offset(&r, p(0, 99), Encoding::Utf16), 2);
        // an empty line
        assert_eq!(to_offset(&r, p(3, 5), Encoding::Utf8), 9);
        // past the last line: the end of the document
        assert_eq!(to_offset(&r, p(42, 0), Encoding::Utf16), r.len_bytes());
        assert_eq!(to_position(&r, 999, Encoding::Utf16), p(4, 1));
    }

    #[test]
    fn every_offset_round_trips_through_its_position() {
        let text = "x\r\n😀é\n\n\ry😀\r\nz";
        let r = Rope::from_str(text);
        for enc in [Encoding::Utf8, Encoding::Utf16] {
            for (i, _) in text.char_indices() {
                let pos = to_position(&r, i, enc);
                let back = to_offset(&r, pos, enc);
                // a position inside a line break maps back to the line's end, which is the
                // break's start
                let expected =
                    if text[i..].starts_with('\n') && i > 0 && text.as_bytes()[i - 1] == b'\r' {
                        i - 1
                    } else {
                        i
                    };
                assert_eq!(back, expected, "{enc:?} offset {i} → {pos:?}");
            }
        }
    }
}
