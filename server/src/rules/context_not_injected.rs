//! `context-not-injected`: a parameter written for the framework to supply (a `Context`) that
//! it lists for the model to fill instead.

use super::{tool_name, tools, Context, Diagnostic, Rule, RuleMeta, Severity};
use crate::model::Loss;

pub struct ContextNotInjected;

static META: RuleMeta = RuleMeta {
    id: "context-not-injected",
    severity: Severity::Warning,
    summary: "a `Context` parameter the framework does not inject, because the class comes from the other package: the model is asked to fill it",
    what: "Reports a tool parameter annotated with the `Context` of another package than the server's: fastmcp's `Context` on a server of the MCP SDK (`FastMCP` of 1.x, `MCPServer` of 2.x), or the SDK's on a fastmcp server. Each framework recognises only its own class, so it treats the parameter as an argument: the tool's input schema gets an object property, required when the parameter has no default, described by the class's docstring.",
    why: "The model is asked for an argument it cannot know how to fill. It either invents an object, which fails validation, or gives up on the tool; a call without it fails as a missing required argument. The handler, meanwhile, never gets the context it was written for. Both packages name the class `Context` and editors complete either import, so the mix-up is easy to make and invisible until the tool is called.",
    example: "",
    python_example: "from fastmcp import Context\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool()\nasync def search(query: str, ctx: Context) -> list[str]:\n    \"\"\"Search the notes by the words in their text, newest first.\"\"\"\n    await ctx.info(f\"searching for {query}\")\n    return []",
    python_note: "",
    fix: "Import `Context` from the package the server comes from: `from mcp.server.fastmcp import Context` for the SDK 1.x `FastMCP`, `from mcp.server.mcpserver import Context` for the SDK 2.x `MCPServer`, `from fastmcp import Context` for fastmcp.",
    references: &[
        "awslabs/mcp#1463: a `ctx` parameter of the IAM server that the framework did not inject was listed as required, and every call of its tools failed validation with `ctx: Field required`",
        "The measured behaviour of the MCP SDK and fastmcp (research on Python tools, trap 6): an SDK server with fastmcp's `Context`, or a fastmcp server with the SDK's, emits the parameter as a required object whose description is the class's docstring",
    ],
};

impl Rule for ContextNotInjected {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            for loss in t
                .meta
                .losses
                .iter()
                .filter(|l| l.what == Loss::NOT_INJECTED)
            {
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span: loss.span,
                    message: format!(
                        "`{}` of `{}` is not injected: {}",
                        super::lost_description_of(loss),
                        tool_name(t),
                        loss.reason
                    ),
                    related: Vec::new(),
                    fix: None,
                });
            }
        }
    }
}
