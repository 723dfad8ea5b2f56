//! `tool-name-invalid`: a name outside what the MCP specification allows.

use super::missing_description::is_unknown;
use super::{name_span, tools, Context, Diagnostic, Rule, RuleMeta, Severity};

pub struct ToolNameInvalid;

static META: RuleMeta = RuleMeta {
    id: "tool-name-invalid",
    severity: Severity::Error,
    summary: "a tool name outside the specification's 1–128 characters of `[A-Za-z0-9_.-]`",
    what: "Checks each tool's name as `tools/list` sends it against the MCP specification's naming guidance (2025-11-25, SEP-986): 1 to 128 characters, only ASCII letters, digits, `_`, `-` and `.`, no spaces or commas. Names that satisfy it but still break some clients are `tool-name-portability`'s concern.",
    why: "Model APIs validate tool names before anything runs: Anthropic accepts `^[a-zA-Z0-9_-]{1,128}$`, OpenAI `^[a-zA-Z0-9_-]{1,64}$`, and Claude Desktop withholds every tool of a connector when one name fails. A space, a slash or a colon therefore does not cost one tool but the whole server, and the MCP SDKs only log a warning.",
    example: "server.registerTool(\"search products\", {\n  description: \"Search the catalogue by keyword.\",\n  inputSchema: { query: z.string().max(200) },\n}, handler);",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool(name=\"archive note\")\ndef archive(note_id: str) -> str:\n    \"\"\"Archive a note; archived notes leave search results.\"\"\"",
    python_note: "",
    fix: "Rename the tool to letters, digits and `_` (snake_case is safe everywhere), at most 64 characters, and update the callers that use the old name.",
    references: &[
        "modelcontextprotocol/typescript-sdk#1502 and SEP-986: the name rules the SDKs implement as warnings",
        "evoila/meho#2745, barryw/ImmichMCP#4, jamiepine/voicebox#590: Claude Desktop refuses a connector's whole tool list over one name outside `^[a-zA-Z0-9_-]{1,64}$`",
        "github/copilot-cli#2581: the Anthropic API answers 400 naming `tools.N.custom.name` for a name it does not accept",
    ],
};

const MAX: usize = 128;

impl Rule for ToolNameInvalid {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            if is_unknown(t, "/name") {
                continue;
            }
            let Some(name) = t.wire.get("name").and_then(|n| n.as_str()) else {
                continue;
            };
            if let Some(problem) = problem(name) {
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span: name_span(t),
                    message: format!("tool name {name:?} {problem}: model APIs and Claude Desktop reject it, which withholds every tool of this server"),
                    related: Vec::new(),
                    fix: None,
                });
            }
        }
    }
}

/// Whether `c` is allowed in a tool name by the MCP specification.
pub(super) fn spec_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.')
}

/// What breaks the specification's name rule, if anything.
fn problem(name: &str) -> Option<String> {
    let len = name.chars().count();
    if len == 0 {
        return Some("is empty".into());
    }
    let mut bad: Vec<String> = Vec::new();
    for c in name.chars().filter(|c| !spec_char(*c)) {
        let shown = match c {
            ' ' => "a space".to_string(),
            c if c.is_control() || c.is_whitespace() => format!("U+{:04X}", c as u32),
            c => format!("`{c}`"),
        };
        if !bad.contains(&shown) {
            bad.push(shown);
        }
    }
    let mut parts = Vec::new();
    if !bad.is_empty() {
        parts.push(format!(
            "contains {} (allowed: letters, digits, `_`, `-`, `.`)",
            bad.join(", ")
        ));
    }
    if len > MAX {
        parts.push(format!("has {len} characters (at most {MAX})"));
    }
    (!parts.is_empty()).then(|| parts.join(" and "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_names_pass_others_say_what_is_wrong() {
        assert_eq!(problem("search_products"), None);
        assert_eq!(problem("files.read-v2"), None);
        assert_eq!(problem(&"a".repeat(128)), None);
        assert_eq!(problem(""), Some("is empty".into()));
        assert_eq!(
            problem("search products"),
            Some("contains a space (allowed: letters, digits, `_`, `-`, `.`)".into())
        );
        assert_eq!(
            problem("repo/issue:get"),
            Some("contains `/`, `:` (allowed: letters, digits, `_`, `-`, `.`)".into())
        );
        assert_eq!(
            problem(&"a".repeat(129)),
            Some("has 129 characters (at most 128)".into())
        );
        assert_eq!(
            problem("tab\there"),
            Some("contains U+0009 (allowed: letters, digits, `_`, `-`, `.`)".into())
        );
    }
}
