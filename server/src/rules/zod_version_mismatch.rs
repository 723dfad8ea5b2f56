//! `zod-version-mismatch`: zod 3 and zod 4 schemas where the SDK cannot take them together.

use super::{servers, Context, Diagnostic, Rule, RuleMeta, Severity};

pub struct ZodVersionMismatch;

static META: RuleMeta = RuleMeta {
    id: "zod-version-mismatch",
    severity: Severity::Error,
    summary: "zod 3 schemas under MCP SDK 2.x, or zod 3 and zod 4 values mixed in one raw shape",
    what: "Fires at the registration when the SDK refuses the schemas it is given: MCP SDK 1.x throws \"Mixed Zod versions detected in object shape\" for a raw shape holding both zod 3 and zod 4 schemas (a `zod/v3` import next to `zod`, a schema from a package built against the other major); SDK 2.x rejects zod 3 schemas, at registration for raw shapes and when listing tools for schema objects.",
    why: "The failure takes the whole server down, not the one tool: a throw while registering stops the module from loading, and a throw inside `tools/list` answers the request with an error, so the client lists none of the server's tools. Both are easy to miss locally when the mismatch comes from a shared schema package or a dependency upgrade.",
    example: "import { z } from \"zod\";          // zod 4\nimport { z as z3 } from \"zod/v3\";\nserver.registerTool(\"find\", {\n  inputSchema: { query: z.string(), page: z3.number() },\n}, handler);",
    python_example: "",
    python_note: "Does not arise in Python: it is about two copies of zod in one TypeScript project.",
    fix: "Build every schema of a server with one zod major: import from the same entry point everywhere (`zod` for zod 4), and upgrade or rebuild shared schema packages against it. With `@modelcontextprotocol/server` 2.x, use zod 4 only.",
    references: &[
        "modelcontextprotocol/typescript-sdk#1277: zod 4 detection keyed on an internal field misclassified schemas from another copy of zod",
        "typescript-sdk#1158, vercel/mcp-handler#107, punkpeye/fastmcp#69: schemas of one zod major handed to the converter of the other came out empty or failed in the client",
        "baruchiro/paperless-mcp PR #148: SDK releases before 1.23 silently dropped `zod/v4` shapes",
    ],
};

/// Errors the SDKs raise for schemas of the wrong zod major.
pub(super) const MESSAGES: [&str; 3] = [
    "Mixed Zod versions detected",
    "Raw-shape inputSchema/outputSchema/argsSchema fields must be Zod v4 schemas",
    "Schema appears to be from zod 3",
];

impl Rule for ZodVersionMismatch {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for s in servers(cx) {
            let Some(e) = &s.error else { continue };
            if !MESSAGES.iter().any(|m| e.message.starts_with(m)) {
                continue;
            }
            let when = match e.stage {
                "load" => {
                    "the SDK throws while this tool is registered, so the server module never loads"
                }
                _ => "the SDK fails every tools/list request",
            };
            let n = s.registered;
            let tools = if n == 1 {
                "its only tool".to_string()
            } else {
                format!("its {n} tools")
            };
            out.push(Diagnostic {
                rule: META.id,
                unnecessary: false,
                severity: META.severity,
                span: e.span,
                message: format!(
                    "{when} (\"{}\"): the server lists none of {tools}",
                    e.message
                ),
                related: Vec::new(),
                fix: None,
            });
        }
    }
}
