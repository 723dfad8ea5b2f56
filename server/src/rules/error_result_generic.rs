//! `error-result-generic`: an error a handler gives the model that says only that something
//! failed: a bare code or a generic word, no valid values, no next step.

use super::{tool_name, tools, Context, Diagnostic, Rule, RuleMeta, Severity};

pub struct ErrorResultGeneric;

static META: RuleMeta = RuleMeta {
    id: "error-result-generic",
    severity: Severity::Warning,
    summary: "an error result (or thrown message) of a handler that is only a code or a generic word (\"Error 400\", \"failed\", \"invalid input\")",
    what: "Reads the texts a tool's handler fails with, where they are written as literals: the `text` of an error result it returns (`isError: true`; Python `CallToolResult(isError=True, ...)`, `ToolResult(is_error=True, ...)`) and the message of what it throws or raises (see `handler-throws` for which handlers are read). A text of at most four words that are all codes (`400`, `E1234`, `ERR_INPUT`) or generic words (`error`, `failed`, `invalid`, `input`, `request`, `bad`, `not found`, `unknown`, `internal`, `something went wrong`, …) is reported: it names nothing the model could change.",
    why: "An error result is the one chance the model has to correct its call. \"Error 400\" or \"Invalid input\" says that the call failed, which it already knows, and not which argument was wrong, what would be valid or what to do next; the model retries with a guess, or gives up and tells the user the tool is broken.",
    example: "server.registerTool(\"book_bike\", { description: \"Book one bike for one day.\", inputSchema: { bikeId: z.string() } }, async ({ bikeId }) => {\n  if (!bikes.has(bikeId)) {\n    return { content: [{ type: \"text\", text: \"Invalid input\" }], isError: true };\n  }\n  return { content: [{ type: \"text\", text: \"booked\" }] };\n});",
    python_example: "from mcp.server.fastmcp import FastMCP\nfrom mcp.server.fastmcp.exceptions import ToolError\n\nmcp = FastMCP(\"bikes\")\n\n\n@mcp.tool()\ndef book_bike(bike_id: str) -> str:\n    \"\"\"Book one bike for one day.\"\"\"\n    if bike_id not in BIKES:\n        raise ToolError(\"failed\")\n    return \"booked\"",
    python_note: "",
    fix: "Say what was wrong, what would be valid and what to do next: \"No bike `e-bike 2`: bikeId is an id from rental_search_bikes, such as bike-hafen-01. Search first, then book.\"",
    references: &[
        "The tool-descriptions guide: \"Error 400\" helps nobody, least of all a model; a good error message says what was wrong, what would be valid and what to do next, as its booking tool does for an unknown station by listing the valid ones",
        "The MCP specification: execution errors are returned as tool results with isError: true so that the model can correct itself",
    ],
};

/// Words that say only that something failed.
const GENERIC: &[&str] = &[
    "an",
    "argument",
    "arguments",
    "bad",
    "call",
    "code",
    "denied",
    "error",
    "exception",
    "fail",
    "failed",
    "failure",
    "forbidden",
    "found",
    "input",
    "internal",
    "invalid",
    "not",
    "oops",
    "operation",
    "parameter",
    "parameters",
    "params",
    "request",
    "server",
    "something",
    "status",
    "the",
    "tool",
    "unauthorized",
    "unexpected",
    "unknown",
    "went",
    "wrong",
];

/// Whether `text` is only codes and generic words (at most four of them).
fn generic(text: &str) -> bool {
    let words: Vec<String> = text
        .split(|c: char| c.is_whitespace() || matches!(c, '.' | '!' | ':' | ',' | '(' | ')'))
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    words.len() <= 4
        && words
            .iter()
            .all(|w| GENERIC.contains(&w.as_str()) || is_code(w))
}

/// `400`, `e1234`, `err_input`, `http-500`.
fn is_code(word: &str) -> bool {
    word.bytes().any(|b| b.is_ascii_digit())
        && word
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
        || word.starts_with("err_")
}

impl Rule for ErrorResultGeneric {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            let texts = t.source.error_texts.iter().map(|(at, s)| (*at, s.as_str()));
            let thrown = t
                .source
                .throws
                .iter()
                .filter_map(|th| Some((th.span, th.message.as_deref()?)));
            for (span, text) in texts.chain(thrown) {
                if !generic(text) {
                    continue;
                }
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span,
                    message: format!(
                        "`{}` fails with \"{text}\", which tells the model nothing it can change: say which input was wrong, what would be valid and what to do next",
                        tool_name(t)
                    ),
                    related: Vec::new(),
                    fix: None,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_generic_words_alone_are_generic() {
        for text in [
            "Error 400",
            "failed",
            "Invalid input",
            "Something went wrong!",
            "ERR_INPUT",
            "Internal server error.",
            "",
        ] {
            assert!(generic(text), "{text}");
        }
    }

    #[test]
    fn a_text_that_names_what_failed_is_not() {
        for text in [
            "Note not found",
            "quantity must be at least 1",
            "Invalid station: use ostbahnhof or hafen",
            "Error 400 from the billing API: the card has expired",
        ] {
            assert!(!generic(text), "{text}");
        }
    }
}
