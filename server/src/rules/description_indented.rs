//! `description-indented`: a tool description sent with the indentation of the source it was
//! written in.

use super::{described_tool, tool_name, Context, Diagnostic, Rule, RuleMeta, Severity};

pub struct DescriptionIndented;

static META: RuleMeta = RuleMeta {
    id: "description-indented",
    severity: Severity::Info,
    summary: "a tool description sent with the source's indentation (a raw docstring, an indented template literal)",
    what: "Looks at the description each tool sends in `tools/list` and reports it when every non-blank line after the first starts with the same run of at least two spaces or tabs: the indentation of the code it was written in, which the converter did not remove. The message says how many characters of whitespace the model reads for it. The MCP Python SDK sends a function's `__doc__` as it is, and before Python 3.13 the compiler keeps a docstring's indentation; a TypeScript template literal keeps whatever it is indented by.",
    why: "The indentation carries no meaning for the model but is paid for in context on every request the agent makes, and it makes the text differ by where it runs: the same SDK server sends the docstring indented under Python 3.11 and 3.12 and dedented under 3.13, so what the model sees changes with the interpreter rather than the code.",
    example: "server.registerTool(\"search\", {\n  description: `Search the notes by the words in their text.\n    Returns note ids, newest first.\n    Use get_note to read one.`,\n  inputSchema: { query: z.string().max(200) },\n}, handler);",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool()\ndef search(query: str) -> list[str]:\n    \"\"\"Search the notes by the words in their text.\n\n    Returns note ids, newest first. Use get_note to read one.\n    \"\"\"",
    python_note: "",
    fix: "In TypeScript, write the lines without indentation, join them (`[\"...\", \"...\"].join(\"\\n\")`) or dedent the literal. In Python, pass the text as `description=` (for instance `inspect.cleandoc(...)` of it), or run on a framework that cleans docstrings (fastmcp, openai-agents); Python 3.13 and later dedent docstrings themselves.",
    references: &[
        "PrefectHQ/fastmcp#844: tool descriptions kept the source indentation of docstrings until fastmcp switched from `fn.__doc__` to `inspect.getdoc`",
        "toolsight's Python oracle: mcp 1.30.0 sends `__doc__` indented under Python 3.11 and dedented under 3.13, the only change in 13 tools' entries",
        "Cranot/roam-code PR #13: tool docstrings are injected into every conversation's context, so their size is paid on every request",
    ],
};

/// The fewest leading whitespace characters that make a run of indentation.
const MIN_INDENT: usize = 2;

impl Rule for DescriptionIndented {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        if let Some((t, text, at)) = described_tool(cx) {
            let Some((lines, wasted)) = indentation(text) else {
                return;
            };
            out.push(Diagnostic {
                rule: META.id,
                unnecessary: false,
                severity: META.severity,
                span: at,
                message: format!(
                    "the description of `{}` is sent with its source's indentation: {} after the first {} with whitespace that means nothing to the model ({wasted} characters on every request)",
                    tool_name(t),
                    if lines == 1 { "the line".to_string() } else { format!("all {lines} lines") },
                    if lines == 1 { "starts" } else { "start" },
                ),
                related: Vec::new(),
                fix: None,
            });
        }
    }
}

/// When every non-blank line after the first starts with the same run of at least
/// [`MIN_INDENT`] spaces or tabs: how many lines carry it, and the whitespace characters it and
/// the text's trailing whitespace add.
fn indentation(text: &str) -> Option<(usize, usize)> {
    let rest: Vec<&str> = text
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .collect();
    let common = rest
        .iter()
        .map(|l| l.len() - l.trim_start_matches([' ', '\t']).len())
        .min()?;
    if common < MIN_INDENT {
        return None;
    }
    let trailing = text.len() - text.trim_end().len();
    Some((rest.len(), common * rest.len() + trailing))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_common_indentation_of_every_later_line_counts() {
        // a raw Python 3.11 docstring: the last line's 4 spaces before the closing quotes too
        assert_eq!(
            indentation("Search the notes.\n\n    Args:\n        query: Words.\n    "),
            Some((2, 8 + 5))
        );
        assert_eq!(
            indentation("Search the notes.\n\nArgs:\n    query: Words."),
            None
        );
        assert_eq!(indentation("One line."), None);
        assert_eq!(indentation("One line.\n "), None);
        assert_eq!(indentation("a\n b\n c"), None);
        assert_eq!(indentation("a\n\t\tb"), Some((1, 2)));
    }
}
