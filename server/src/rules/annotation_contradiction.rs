//! `annotation-contradiction`: behaviour hints that contradict the tool's name or each other.

use serde_json::Value as Json;

use super::{name_span, tool_name, tools, Context, Diagnostic, Rule, RuleMeta, Severity};
use crate::model::ToolPrediction;
use crate::span::Span;

pub struct AnnotationContradiction;

static META: RuleMeta = RuleMeta {
    id: "annotation-contradiction",
    severity: Severity::Warning,
    summary: "behaviour hints that contradict the tool's name or each other (`delete_*` with `readOnlyHint: true`)",
    what: "Reads the `annotations` a tool sends and its name's verb (the first of delete/remove/drop/purge/…, get/list/search/read/…, or a writing verb, in snake_case, kebab-case or camelCase names, after any prefix such as `github_`). It flags `readOnlyHint: true` on a tool whose name deletes, `destructiveHint: true` on a tool whose name only reads, and `readOnlyHint: true` together with `destructiveHint: true`.",
    why: "Clients decide from these hints whether to ask the user before a call. A deleting tool marked read-only is worse than no hint: a well-behaved agent skips the confirmation on the strength of it. A reading tool marked destructive makes clients ask the user to confirm every harmless lookup, and users learn to click through. Read-only and destructive at once leaves the client guessing (the specification ignores `destructiveHint` on read-only tools).",
    example: "server.registerTool(\"delete_saved_address\", {\n  description: \"Delete one of the user's saved addresses.\",\n  inputSchema: { id: z.string().uuid() },\n  annotations: { readOnlyHint: true },\n}, handler);",
    python_example: "from mcp.types import ToolAnnotations\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool(annotations=ToolAnnotations(readOnlyHint=True))\ndef delete_note(note_id: str) -> bool:\n    \"\"\"Delete a note for good.\"\"\"",
    python_note: "",
    fix: "Make the hints say what the handler does: `readOnlyHint: true` only for tools that change nothing, `destructiveHint: true` only for tools that delete or overwrite. If a shared default stamps the same hints on every tool, set them per tool.",
    references: &[
        "DeusData/codebase-memory-mcp#2118: 13 of 15 read-only query tools stamped `destructiveHint: true` by one shared default, the same as the real delete tool",
        "The WebMCP descriptions guide: `delete_saved_address` with `readOnlyHint: true` makes an agent skip confirmation; its inspector flags the contradiction",
        "cyanheads' MCP linter `annotation-coherence` rule",
    ],
};

impl Rule for AnnotationContradiction {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            let Some(Json::Object(hints)) = t.wire.get("annotations") else {
                continue;
            };
            let read_only = hints.get("readOnlyHint") == Some(&Json::Bool(true));
            let destructive = hints.get("destructiveHint") == Some(&Json::Bool(true));
            // WebMCP's hint for purchases, deletions and whatever the user cannot undo
            let consequential = hints.get("consequentialHint").and_then(Json::as_bool);
            let name = tool_name(t);
            let (hint, message) = match (verb(name), read_only, destructive, consequential) {
                (_, true, true, _) => ("destructiveHint", format!("`{name}` is marked both read-only and destructive: clients cannot tell whether to ask the user before calling it")),
                (_, true, _, Some(true)) => ("consequentialHint", format!("`{name}` is marked both read-only and consequential: agents cannot tell whether to ask the user before calling it")),
                (Some(Verb::Destroy), true, false, _) => ("readOnlyHint", format!("`{name}` is named as a deletion but marked read-only: clients skip the confirmation they would ask before destroying data")),
                (Some(Verb::Destroy), _, _, Some(false)) => ("consequentialHint", format!("`{name}` is named as a deletion but marked not consequential: agents skip the confirmation they would ask before the user loses something")),
                (Some(Verb::Read), false, true, _) => ("destructiveHint", format!("`{name}` is named as a read but marked destructive: clients ask the user to confirm every harmless call")),
                (Some(Verb::Read), false, _, Some(true)) => ("consequentialHint", format!("`{name}` is named as a read but marked consequential: agents ask the user to confirm every harmless call")),
                _ => continue,
            };
            out.push(Diagnostic {
                rule: META.id,
                unnecessary: false,
                severity: META.severity,
                span: hint_span(t, hint).unwrap_or_else(|| name_span(t)),
                message,
                related: Vec::new(),
                fix: None,
            });
        }
    }
}

/// What a tool name says the tool does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Verb {
    Read,
    Write,
    Destroy,
}

const DESTROY: &[&str] = &[
    "delete", "remove", "drop", "destroy", "purge", "erase", "wipe", "truncate", "unlink", "rm",
];
const READ: &[&str] = &[
    "get", "list", "read", "search", "find", "fetch", "query", "describe", "show", "view",
    "lookup", "retrieve", "inspect", "browse", "count",
];
const WRITE: &[&str] = &[
    "update",
    "write",
    "send",
    "create",
    "add",
    "insert",
    "set",
    "put",
    "patch",
    "edit",
    "modify",
    "move",
    "rename",
    "upload",
    "post",
    "publish",
    "execute",
    "exec",
    "run",
    "deploy",
    "cancel",
    "reset",
    "revoke",
    "transfer",
    "pay",
    "book",
    "submit",
    "save",
    "merge",
    "close",
    "archive",
    "restore",
    "apply",
    "assign",
    "invite",
    "approve",
    "reject",
    "commit",
    "push",
    "install",
    "uninstall",
    "start",
    "stop",
    "restart",
    "kill",
    "terminate",
    "replace",
    "append",
    "import",
    "enable",
    "disable",
    "schedule",
    "charge",
    "refund",
    "purchase",
    "buy",
    "sell",
    "trigger",
    "overwrite",
    "clear",
];

/// The verb of a tool name: its first word that is a known verb. A reading verb followed by a
/// deleting one (`get_and_delete`) names no single behaviour.
pub(super) fn verb(name: &str) -> Option<Verb> {
    verb_of(name).map(|(v, _)| v)
}

/// [`verb`], with the word that says it.
pub(super) fn verb_of(name: &str) -> Option<(Verb, String)> {
    let words = words(name);
    let mut verbs = words.into_iter().filter_map(|w| {
        let v = if DESTROY.contains(&w.as_str()) {
            Verb::Destroy
        } else if READ.contains(&w.as_str()) {
            Verb::Read
        } else if WRITE.contains(&w.as_str()) {
            Verb::Write
        } else {
            return None;
        };
        Some((v, w))
    });
    match verbs.next()? {
        (Verb::Read, _) if verbs.any(|(v, _)| v == Verb::Destroy) => None,
        found => Some(found),
    }
}

/// The lower-case words of an identifier in snake_case, kebab-case, dotted or camelCase form
/// (`getAPIKey` → get, api, key).
pub(super) fn words(name: &str) -> Vec<String> {
    let chars: Vec<char> = name.chars().collect();
    let mut out: Vec<String> = Vec::new();
    let mut cur = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_alphanumeric() {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            continue;
        }
        let prev = i.checked_sub(1).map(|p| chars[p]);
        let next = chars.get(i + 1).copied();
        let boundary = c.is_uppercase()
            && prev.is_some_and(|p| {
                p.is_lowercase()
                    || p.is_ascii_digit()
                    || (p.is_uppercase() && next.is_some_and(char::is_lowercase))
            });
        if boundary && !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
        }
        cur.extend(c.to_lowercase());
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// `hint: value` as written in the annotations literal.
fn hint_span(t: &ToolPrediction, hint: &str) -> Option<Span> {
    let written = t.source.map.at(&format!("/annotations/{hint}"))?;
    let key = written.key?;
    (key.file == written.value.file).then_some(Span {
        end: written.value.end,
        ..key
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_every_naming_style() {
        assert_eq!(words("delete_file"), ["delete", "file"]);
        assert_eq!(words("github-getIssue"), ["github", "get", "issue"]);
        assert_eq!(words("getAPIKey"), ["get", "api", "key"]);
        assert_eq!(words("files.read2"), ["files", "read2"]);
        assert_eq!(words("card_number"), ["card", "number"]);
    }

    #[test]
    fn the_first_verb_decides() {
        assert_eq!(verb("delete_file"), Some(Verb::Destroy));
        assert_eq!(verb("github_remove_label"), Some(Verb::Destroy));
        assert_eq!(verb("listFiles"), Some(Verb::Read));
        assert_eq!(verb("create_list"), Some(Verb::Write));
        assert_eq!(verb("get_post"), Some(Verb::Read));
        assert_eq!(verb("get_and_delete"), None);
        assert_eq!(verb("list_deleted_items"), Some(Verb::Read));
        assert_eq!(verb("weather"), None);
    }
}
