//! `annotation-missing`: a tool that changes things and leaves clients to assume how much.

use serde_json::Value as Json;

use super::annotation_contradiction::{verb, Verb};
use super::{
    name_span, tool_name, tools, Applicability, Context, Diagnostic, Fix, Rule, RuleMeta, Severity,
};
use crate::frontend::{self, Change};
use crate::model::{ToolForm, ToolPrediction};
use crate::workspace::Workspace;

pub struct AnnotationMissing;

static META: RuleMeta = RuleMeta {
    id: "annotation-missing",
    severity: Severity::Info,
    summary: "a tool whose name says it changes something sets no explicit `destructiveHint`",
    what: "Flags tools whose name's verb changes state (delete, remove, drop, purge, update, write, send, create, add, set, move, upload, publish, run, cancel, …) but whose `annotations` have no `destructiveHint`, unless they claim `readOnlyHint: true`. When the tool's config (or low-level entry) is an object literal without an `annotations` key, a quick fix adds `annotations: { destructiveHint: true }` before its closing brace.",
    why: "Without the hint, clients apply the specification's default, `destructiveHint: true`, and cannot tell a reversible write from a deletion: some ask the user to confirm every call, others bucket every write as destructive. Saying it explicitly is the only way the client learns which writes are safe to run without asking.",
    example: "server.registerTool(\"update_profile\", {\n  description: \"Update the user's display name and bio.\",\n  inputSchema: { name: z.string().max(80) },\n}, handler);",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool()\ndef delete_note(note_id: str) -> bool:\n    \"\"\"Delete a note for good.\"\"\"",
    python_note: "",
    fix: "Add `annotations: { destructiveHint: true }` for tools that delete or overwrite, `destructiveHint: false` for additive, reversible writes (and `idempotentHint` when repeating a call is harmless). The quick fix inserts `destructiveHint: true`, the specification's default made explicit; it is marked unsafe so you check whether `false` is the truth.",
    references: &[
        "apollographql/apollo-mcp-server PR #510: with only `readOnlyHint` set, the destructive default applied and OpenAI acted on it, so the server sets `destructiveHint` explicitly",
        "TryGhost/ghst PR #183 and danielmarbach/mnemonic PR #122: writes without explicit `destructiveHint: false` were bucketed as destructive by clients",
        "The mcp-linter survey and antonsoo/mcplint: missing annotations on destructive-sounding tools",
    ],
};

impl Rule for AnnotationMissing {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            if t.source.form == ToolForm::Framework
                || !matches!(verb(tool_name(t)), Some(Verb::Write | Verb::Destroy))
            {
                continue;
            }
            let hints = t.wire.get("annotations").and_then(Json::as_object);
            if hints.is_some_and(|h| {
                h.contains_key("destructiveHint")
                    || h.get("readOnlyHint") == Some(&Json::Bool(true))
            }) {
                continue;
            }
            let fix = if hints.is_none() {
                insert_annotations(cx.ws, t)
            } else {
                None
            };
            out.push(Diagnostic {
                rule: META.id,
                unnecessary: false,
                severity: META.severity,
                span: name_span(t),
                message: format!("`{}` changes state but sets no `destructiveHint`: clients assume it destroys data and cannot tell it from a harmless write", tool_name(t)),
                related: Vec::new(),
                fix,
            });
        }
    }
}

/// Adds `annotations: { destructiveHint: true }` to the tool's definition, where its front end
/// can do so without changing anything else.
fn insert_annotations(ws: &Workspace, t: &ToolPrediction) -> Option<Fix> {
    let value = serde_json::json!({"destructiveHint": true});
    let change = Change::AddToDefinition {
        tool: &t.source,
        key: "annotations",
        value: &value,
    };
    Some(Fix {
        title: "Add `annotations: { destructiveHint: true }`".into(),
        edits: frontend::edits(ws, t.source.span, &change)?,
        applicability: Applicability::Unsafe,
    })
}
