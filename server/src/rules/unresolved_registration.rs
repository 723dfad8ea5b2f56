//! `unresolved-registration`: a module that imports an MCP server SDK or agent framework, or a
//! server, whose tools toolsight could not read.

use super::{servers, Context, Diagnostic, Rule, RuleMeta, Severity};

pub struct UnresolvedRegistration;

static META: RuleMeta = RuleMeta {
    id: "unresolved-registration",
    severity: Severity::Info,
    summary: "a server or a module importing an MCP SDK or agent framework whose tool registrations toolsight could not read",
    what: "Fires at the import of a module that imports an MCP server SDK (`@modelcontextprotocol/sdk/server/…`, `@modelcontextprotocol/server`) or an agent framework (`fastmcp`, `@openai/agents`, `@mastra/core`, `@langchain/core/tools`) when toolsight read no server and no tool registration in it, at the import of an installed package built on one of those (its `dependencies` or `peerDependencies` name one, directly or through one of its own dependencies) in a module that holds no server, and at a server none of whose tools it could read, saying what it saw instead: calls named like registrations whose server or arguments it could not evaluate, or the function the server is handed to.",
    why: "A run that finds nothing would otherwise print \"No findings.\", and a user reads that as \"the server is clean\" when it means \"not understood\". Every tool toolsight cannot read is a tool none of the other rules checks: its dropped descriptions, emptied schemas and collisions stay invisible.",
    example: "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { tools } from \"./generated.js\";\n\nexport const server = new McpServer({ name: \"s\", version: \"1.0.0\" });\ninstall(server, tools); // a helper from another package",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nservers = {\"notes\": FastMCP(\"notes\")}\n\n\n@servers[\"notes\"].tool()\ndef search(query: str) -> list[str]:\n    \"\"\"Search the notes.\"\"\"",
    python_note: "",
    fix: "Nothing is wrong with the server itself. Register tools where toolsight can follow them (`server.registerTool(...)` in the project's own modules, register functions called with the server, tables of literal data), or see docs/known-limits.md for the constructs it does not read yet. Silence it with `// toolsight-ignore: unresolved-registration <reason>` on the line above, or in toolsight.toml.",
    references: &[
        "Three published servers with 18–33 tools each, registered through helpers of their own packages, came out of a first run as \"No findings.\"",
    ],
};

impl Rule for UnresolvedRegistration {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for s in servers(cx) {
            let Some(why) = &s.untraced else { continue };
            if !s.tools.is_empty() || s.error.is_some() {
                continue;
            }
            out.push(Diagnostic {
                rule: META.id,
                unnecessary: false,
                severity: META.severity,
                span: s.span,
                message: format!("toolsight read no tool of this server: {why}"),
                related: Vec::new(),
                fix: None,
            });
        }
    }
}
