//! `unknown-schema`: a part of a tool entry toolsight cannot predict statically.

use crate::model::Loss;

use super::{locate, servers, tool_name, tools, Context, Diagnostic, Rule, RuleMeta, Severity};

pub struct UnknownSchema;

static META: RuleMeta = RuleMeta {
    id: "unknown-schema",
    severity: Severity::Info,
    summary: "part of a tool's entry cannot be resolved statically, so the predicted wire JSON is approximate there",
    what: "Reports every place where toolsight could not decide what the server sends: a schema built by a function it does not follow, a value computed at run time, a converter option it cannot evaluate, a library version it has no verified model for. The finding sits on the code that toolsight could not resolve and says why. A project file it could not read as its format (a malformed `package.json`, lockfile, `node_modules/<pkg>/package.json` or `uv.lock`) is reported on each server it applies to, naming the file and what was assumed instead.",
    why: "Every other rule reasons about the predicted `tools/list` entry. Where that entry is a guess, their silence proves nothing: a dropped description or an emptied root may hide there. Knowing which parts are approximate tells you what to check by running the server.",
    example: "const shape = await loadShapeFromDisk();\nserver.registerTool(\"query\", { inputSchema: shape }, handler);",
    python_example: "import os\n\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool(description=os.environ[\"SEARCH_TEXT\"])\ndef search(query: str) -> list[str]:\n    return []",
    python_note: "",
    fix: "Build the schema from literal zod calls in the workspace (consts, imports and helper functions toolsight follows), or check that part of the entry by running the server and listing its tools. Suppress the finding with `// toolsight-ignore: unknown-schema` once you have.",
    references: &[
        "The peer survey's observation that order- and version-dependent conversion bugs (typescript-sdk#1143, #1277, firecrawl-mcp-server PR #418) were found only by running the server: a static prediction must say where it is unsure instead of guessing",
    ],
};

impl Rule for UnknownSchema {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        // a fallback on the versions would otherwise show only as every tool being approximate
        for s in servers(cx) {
            for a in &s.target.assumed {
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span: s.span,
                    message: format!("toolsight cannot tell exactly which versions build this server's tools ({a}): the wire JSON of its tools is approximate"),
                    related: Vec::new(),
                    fix: None,
                });
            }
        }
        for (_, t) in tools(cx) {
            // `context-not-injected` says why that parameter is approximate, as a warning
            let reported = |p: &str| {
                t.meta
                    .losses
                    .iter()
                    .any(|l| l.what == Loss::NOT_INJECTED && l.pointer == p)
            };
            for u in t.meta.unknown.iter().filter(|u| !reported(&u.pointer)) {
                let place = if u.pointer.is_empty() {
                    format!("tool `{}`", tool_name(t))
                } else {
                    format!("`{}` of tool `{}`", u.pointer, tool_name(t))
                };
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span: locate(t, &u.pointer),
                    message: format!("toolsight cannot predict {place} statically ({}): the wire JSON shown there is approximate", u.reason),
                    related: Vec::new(),
                    fix: None,
                });
            }
        }
    }
}
