//! `tool-name-portability`: a spec-legal name that real clients and model APIs refuse.

use super::missing_description::is_unknown;
use super::tool_name_collision::normalized;
use super::tool_name_invalid::spec_char;
use super::{
    name_span, tool_name, tools, Applicability, Context, Diagnostic, Edit, Fix, Rule, RuleMeta,
    Severity,
};
use crate::span::Span;
use crate::workspace::Workspace;

pub struct ToolNamePortability;

static META: RuleMeta = RuleMeta {
    id: "tool-name-portability",
    severity: Severity::Warning,
    summary: "a tool name with dots, over 64 characters, over Cursor's 60 with the server name, or starting with a character Gemini refuses",
    what: "Flags names the MCP specification allows but clients do not: a `.` (the Anthropic and OpenAI APIs and Claude Desktop allow only `[A-Za-z0-9_-]`), more than 64 characters (Claude Desktop, OpenAI), more than 60 characters together with the server's name (Cursor prefixes tools with the server name and drops longer ones; the server name is read from `new McpServer({ name })`), and a first character other than a letter or `_` (Gemini). Names the specification itself forbids are `tool-name-invalid`'s concern.",
    why: "Dots are the most common gap between the specification and clients: the name is legal, yet Claude Desktop withholds every tool of the connector over it, OpenAI-backed agents (Codex, Copilot CLI) get a 400 for the whole request, and VS Code silently remaps it. Long names fail the same way once a client prefixes them with the server name.",
    example: "server.registerTool(\"files.read\", {\n  description: \"Read a file from the workspace.\",\n  inputSchema: { path: z.string().max(500) },\n}, handler);",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool(name=\"notes.archive\")\ndef archive(note_id: str) -> str:\n    \"\"\"Archive a note; archived notes leave search results.\"\"\"",
    python_note: "",
    fix: "Use snake_case with letters, digits and `_`, starting with a letter, short enough to stay under 60 characters with the server's name. The quick fix replaces the name with such a name; it is unsafe because callers and prompts that use the old name break.",
    references: &[
        "evoila/meho#2745, barryw/ImmichMCP#3/#4, l22-io/orchard-mcp#14, NetApp/netapp-dataops-toolkit#38: one dotted name makes Claude Desktop withhold all of a connector's tools",
        "openai/codex#8174, github/copilot-cli#2581, modelcontextprotocol/csharp-sdk#679: dotted names answered with 400 \"string does not match pattern\"",
        "ComposioHQ/composio#2788, awslabs/mcp#1283, executeautomation/mcp-playwright#145: Cursor filters tools whose server name plus tool name passes 60 characters",
        "microsoft/vscode#243602: VS Code prefixes tool names with the server id, and long names then exceed 64",
        "Google's FunctionDeclaration.name: must start with a letter or an underscore",
    ],
};

/// Claude Desktop's and OpenAI's limit.
const MAX: usize = 64;
/// Cursor's limit for server name plus tool name.
const CURSOR: usize = 60;

impl Rule for ToolNamePortability {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (s, t) in tools(cx) {
            if is_unknown(t, "/name") {
                continue;
            }
            let Some(name) = t.wire.get("name").and_then(|n| n.as_str()) else {
                continue;
            };
            if name.is_empty() || name.chars().count() > 128 || !name.chars().all(spec_char) {
                continue;
            }
            let server =
                crate::frontend::of(cx.ws, s.span.file).and_then(|fe| fe.server_name(cx.ws, s));
            let problems = problems(name, server.as_deref());
            if problems.is_empty() {
                continue;
            }
            let limit = match &server {
                Some(sv) => MAX
                    .min(CURSOR.saturating_sub(sv.chars().count()))
                    .max(MAX / 2),
                None => MAX,
            };
            let taken: Vec<String> = s
                .tools
                .iter()
                .filter(|o| !std::ptr::eq(*o, t))
                .map(|o| normalized(tool_name(o)))
                .collect();
            let fix = Some(portable(name, limit))
                .filter(|p| !taken.contains(&normalized(p)))
                .and_then(|p| rename(cx.ws, t.source.map.literal("/name"), name, &p));
            out.push(Diagnostic {
                rule: META.id,
                unnecessary: false,
                severity: META.severity,
                span: name_span(t),
                message: format!("tool name `{name}` {}: those clients drop the tool or every tool of the server", problems.join("; ")),
                related: Vec::new(),
                fix,
            });
        }
    }
}

/// What in a spec-legal name some client refuses, each with who refuses it.
fn problems(name: &str, server: Option<&str>) -> Vec<String> {
    let len = name.chars().count();
    let mut out = Vec::new();
    if name.contains('.') {
        out.push(
            "contains a dot, which Claude Desktop and the Anthropic and OpenAI APIs refuse"
                .to_string(),
        );
    }
    if len > MAX {
        out.push(format!(
            "has {len} characters, more than the {MAX} Claude Desktop and OpenAI accept"
        ));
    }
    if let Some(sv) = server {
        let joined = sv.chars().count() + len;
        if len <= MAX && joined > CURSOR {
            out.push(format!("has {joined} characters with its server name `{sv}`, more than the {CURSOR} Cursor keeps"));
        }
    }
    if let Some(c) = name
        .chars()
        .next()
        .filter(|c| !c.is_ascii_alphabetic() && *c != '_')
    {
        out.push(format!(
            "starts with `{c}`, which Gemini refuses (a name starts with a letter or `_`)"
        ));
    }
    out
}

/// A name every client accepts: `[A-Za-z0-9_-]`, starting with a letter or `_`, at most `limit`.
fn portable(name: &str, limit: usize) -> String {
    let mut out: String = name
        .chars()
        .map(|c| if c == '.' { '_' } else { c })
        .collect();
    if out.starts_with('-') {
        out.replace_range(..1, "_");
    } else if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    if out.len() > limit {
        // cut at a word boundary when one is near, so the name stays readable
        let cut = out[..=limit]
            .rfind(['_', '-'])
            .filter(|i| *i >= limit / 2)
            .unwrap_or(limit);
        out.truncate(cut);
    }
    let trimmed = out.trim_end_matches(['_', '-']).len();
    if trimmed > 0 {
        out.truncate(trimmed);
    }
    out
}

/// Replaces the string literal the name is written in, when it is one plain literal.
fn rename(ws: &Workspace, literal: Option<Span>, old: &str, new: &str) -> Option<Fix> {
    let span = &literal?;
    let file = ws.file(span.file);
    let literal = file.text.get(span.start as usize..span.end as usize)?;
    let quote = literal
        .chars()
        .next()
        .filter(|q| matches!(q, '"' | '\'' | '`'))?;
    let inner = literal.strip_prefix(quote)?.strip_suffix(quote)?;
    if inner != old {
        return None;
    }
    Some(Fix {
        title: format!("Rename the tool to `{new}`"),
        edits: vec![Edit {
            span: *span,
            text: format!("{quote}{new}{quote}"),
        }],
        applicability: Applicability::Unsafe,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn portable_names_replace_dots_fix_the_first_character_and_fit_the_limit() {
        assert_eq!(portable("files.read", 64), "files_read");
        assert_eq!(portable("3d_render", 64), "_3d_render");
        assert_eq!(portable("-x", 64), "_x");
        assert_eq!(portable("abc_def_ghi", 8), "abc_def");
        assert_eq!(
            portable("list_inventory_movements_for_warehouse", 30),
            "list_inventory_movements_for"
        );
        assert_eq!(portable(&"a".repeat(70), 64), "a".repeat(64));
    }

    #[test]
    fn each_client_limit_is_named() {
        assert!(problems("search_products", Some("shop")).is_empty());
        assert_eq!(problems("files.read", None).len(), 1);
        assert!(problems(&"a".repeat(65), None)[0].contains("65 characters"));
        let p = problems(&"a".repeat(50), Some("my-long-server-name"));
        assert_eq!(p.len(), 1);
        assert!(p[0].contains("69 characters with its server name"));
        assert!(problems("1password_lookup", None)[0].contains("Gemini"));
    }
}
