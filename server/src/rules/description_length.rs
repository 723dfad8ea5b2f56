//! `description-length`: a tool description too short to choose by, or too long to pay for.

use super::{described_tool, tool_name, Context, Diagnostic, Rule, RuleMeta, Severity};

pub struct DescriptionLength;

static META: RuleMeta = RuleMeta {
    id: "description-length",
    severity: Severity::Info,
    summary: "a tool description under 80 or over 500 characters (OpenAI rejects over 1024)",
    what: "Measures the description each tool sends in `tools/list` (after concatenations and constants are evaluated) and flags it when it has fewer than 80 or more than 500 characters. Over 1,024 characters the message says that OpenAI's API refuses the tool. Options: `min` (default 80) and `max` (default 500), e.g. `description-length = { min = 60, max = 800 }`.",
    why: "Under about 80 characters a description is a label: it repeats the name and cannot tell the model when to use this tool rather than its neighbour. Over about 500 it costs context on every request the agent makes, and the extra text is usually parameter detail that belongs on the parameters. OpenAI rejects a function whose description is longer than 1,024 characters with a 400, so the whole request fails.",
    example: "server.registerTool(\"search\", {\n  description: \"Search products.\",\n  inputSchema: { query: z.string().max(200) },\n}, handler);",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool()\ndef archive(note_id: str) -> str:\n    \"\"\"Archive.\"\"\"",
    python_note: "",
    fix: "Say what the tool does, when to use it (and when not), and what it changes, in one to three sentences; move formats, units and examples to the parameters' descriptions.",
    references: &[
        "getsentry/sentry-mcp#106, OpenHands#4838, goose PR #739: OpenAI answers 400 `string_above_max_length` for a function description over 1,024 characters",
        "The WebMCP descriptions guide: under about 80 characters a description is a label, over about 500 it spends the user's context on every turn",
        "Anthropic's tool-use documentation, quoted in the tool-descriptions guide: detailed descriptions, three to four sentences, matter most for tool performance",
    ],
};

/// Defaults of the `min` and `max` options.
const SHORT: usize = 80;
const LONG: usize = 500;
const OPENAI_LIMIT: usize = 1024;

impl Rule for DescriptionLength {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        if let Some((t, text, at)) =
            described_tool(cx).filter(|(_, text, _)| !text.trim().is_empty())
        {
            let option = |key: &str, default: usize| {
                cx.option(META.id, at, key)
                    .and_then(|v| v.as_integer())
                    .map_or(default, |n| n.max(0) as usize)
            };
            if let Some(problem) = judge(
                text.chars().count(),
                option("min", SHORT),
                option("max", LONG),
            ) {
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span: at,
                    message: format!("the description of `{}` {problem}", tool_name(t)),
                    related: Vec::new(),
                    fix: None,
                });
            }
        }
    }
}

/// What is wrong with a description of `len` characters, as the end of a sentence.
fn judge(len: usize, short: usize, long: usize) -> Option<String> {
    if len < short {
        Some(format!("has {len} characters: too few for the model to tell when to use this tool rather than another"))
    } else if len > OPENAI_LIMIT {
        Some(format!("has {len} characters: OpenAI rejects function descriptions over {OPENAI_LIMIT}, so requests carrying this tool fail"))
    } else if len > long {
        Some(format!(
            "has {len} characters: the agent pays for all of them in context on every request"
        ))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_between_80_and_500_pass() {
        assert!(judge(79, SHORT, LONG).unwrap().contains("too few"));
        assert_eq!(judge(80, SHORT, LONG), None);
        assert_eq!(judge(500, SHORT, LONG), None);
        assert!(judge(501, SHORT, LONG).unwrap().contains("every request"));
        assert!(judge(1024, SHORT, LONG).unwrap().contains("every request"));
        assert!(judge(1025, SHORT, LONG).unwrap().contains("OpenAI rejects"));
    }
}
