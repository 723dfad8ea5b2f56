//! JavaScript regular expressions run by the interpreter, on the `regex` crate.
//!
//! The two dialects agree on the common core (classes, anchors, greedy and lazy quantifiers,
//! groups, alternation). Where they differ, a pattern is refused rather than run with another
//! meaning: `\d` and `\w` are ASCII-only in JavaScript and are rewritten to what JavaScript
//! means; back-references, look-around and the stateful `y` flag are refused.

use regex::{Regex, RegexBuilder};

/// A compiled pattern and whether it has the `g` flag, or why toolsight does not run it.
pub fn compile(source: &str, flags: &str) -> Result<(Regex, bool), String> {
    let mut b = RegexBuilder::new(&translate(source)?);
    let mut global = false;
    for flag in flags.chars() {
        match flag {
            'i' => b.case_insensitive(true),
            'm' => b.multi_line(true),
            's' => b.dot_matches_new_line(true),
            'u' => &mut b,
            'g' => {
                global = true;
                &mut b
            }
            other => return Err(format!("the `{other}` flag of a regular expression")),
        };
    }
    let re = b
        .size_limit(1 << 20)
        .build()
        .map_err(|_| format!("the regular expression /{source}/"))?;
    Ok((re, global))
}

fn translate(source: &str) -> Result<String, String> {
    let mut out = String::with_capacity(source.len() + 8);
    let mut chars = source.chars().peekable();
    let mut in_class = false;
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                let Some(e) = chars.next() else {
                    return Err("a regular expression ending in `\\`".into());
                };
                let ascii = match e {
                    'd' => Some(("0-9", "[0-9]")),
                    'w' => Some(("A-Za-z0-9_", "[A-Za-z0-9_]")),
                    'D' if !in_class => Some(("", "[^0-9]")),
                    'W' if !in_class => Some(("", "[^A-Za-z0-9_]")),
                    _ => None,
                };
                match (ascii, e) {
                    (Some((inside, outside)), _) => {
                        out.push_str(if in_class { inside } else { outside })
                    }
                    (None, '1'..='9' | 'k') => {
                        return Err("a back-reference in a regular expression".into())
                    }
                    // JavaScript's word boundary is between its ASCII `\w` and anything else
                    (None, 'b' | 'B') if !in_class => {
                        out.push_str(if e == 'b' { r"(?-u:\b)" } else { r"(?-u:\B)" })
                    }
                    (None, 'b') => out.push_str(r"\x08"),
                    (None, 'D' | 'W' | 'B' | 'c') => {
                        return Err(format!("`\\{e}` in a regular expression"))
                    }
                    (None, '/') => out.push('/'),
                    (None, e) => {
                        out.push('\\');
                        out.push(e);
                    }
                }
            }
            '[' if !in_class => {
                in_class = true;
                out.push('[');
                if chars.peek() == Some(&'^') {
                    out.push(chars.next().unwrap_or('^'));
                }
                // a leading `]` is an empty class in JavaScript, a literal in the crate
                if chars.peek() == Some(&']') {
                    return Err("an empty class in a regular expression".into());
                }
            }
            '[' => out.push_str("\\["),
            ']' if in_class => {
                in_class = false;
                out.push(']');
            }
            '(' if chars.peek() == Some(&'?') => {
                out.push('(');
                let mut look = chars.clone();
                look.next();
                match look.next() {
                    Some(':') => {}
                    Some('<') if !matches!(look.next(), Some('=' | '!')) => {
                        // a named group: `(?<name>` is the crate's syntax too
                    }
                    _ => return Err("look-around in a regular expression".into()),
                }
            }
            '&' | '~' | '-' if in_class && chars.peek() == Some(&c) => {
                // the crate reads `&&`, `~~` and `--` in a class as set operations
                chars.next();
                for _ in 0..2 {
                    out.push('\\');
                    out.push(c);
                }
            }
            c => out.push(c),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::compile;

    #[test]
    fn javascript_meanings_are_kept_or_refused() {
        let end = compile("[.!?]$", "").unwrap().0;
        assert!(end.is_match("Done."));
        assert!(!end.is_match("Done"));
        assert!(compile(r"^\d+$", "").unwrap().0.is_match("123"));
        // JavaScript's \d is ASCII: an Arabic-Indic digit is not one
        assert!(!compile(r"^\d+$", "").unwrap().0.is_match("٣"));
        assert!(compile("^abc$", "i").unwrap().0.is_match("ABC"));
        assert!(compile(r"^[a-z-]+$", "").unwrap().0.is_match("a-b"));
        assert!(compile(r"^[a--]+$", "").unwrap().0.is_match("a--"));
        assert!(!compile(r"^[a-c]+$", "").unwrap().0.is_match("-"));
        assert!(compile(r"(a)\1", "").is_err());
        assert!(compile("a(?=b)", "").is_err());
        assert!(compile("a", "g").unwrap().1);
        assert!(compile("a", "y").is_err());
        assert!(compile(r"(?<year>\d{4})", "").unwrap().0.is_match("2026"));
        // a word boundary as JavaScript draws it: an accented letter is no word character
        let words = compile(r"\b\w", "g").unwrap().0;
        let starts: Vec<&str> = words.find_iter("git_add é-x").map(|m| m.as_str()).collect();
        assert_eq!(starts, ["g", "x"]);
        assert!(compile(r"[\b]", "").unwrap().0.is_match("\u{8}"));
    }
}
