//! `side-effect-unstated`: a tool that changes something whose description does not say
//! whether the change can be undone.

use serde_json::Value as Json;

use super::annotation_contradiction::{verb_of, Verb};
use super::instruction_to_agent::described_at;
use super::{tool_name, tools, Context, Diagnostic, Rule, RuleMeta, Severity};

pub struct SideEffectUnstated;

static META: RuleMeta = RuleMeta {
    id: "side-effect-unstated",
    severity: Severity::Info,
    summary: "a tool that changes something, whose description does not say whether the change can be undone",
    what: "Finds the tools that change state: those whose annotations say so (`readOnlyHint: false`, `destructiveHint: true`) and, unless `readOnlyHint` is `true`, those whose name's verb changes something, read as `annotation-missing` reads it: the first known verb of the name in any naming style (`delete_note`, `createIssue`, `send-message`, `notes.update`, `confluence_update_page`), and none when that verb only reads (`get_update_status`). Their description must state the side-effect boundary: whether the change can be undone, in any of the usual words (\"permanently\", \"cannot be undone\", \"can be restored\", \"the user can remove it\", \"reversible\", \"cancel\", \"trash\", …). A tool without a description is `missing-description`'s.",
    why: "Agents decide whether to ask the user before a call from what the tool changes and whether that can be reversed. A description that only names the action (\"Deletes a note.\") leaves the agent to guess: it either asks for every write, which users learn to click through, or for none, and then deletes for good what the user thought was recoverable. Annotations are hints clients may ignore, and they carry no reversibility at all; the description is what every model reads.",
    example: "server.registerTool(\"delete_note\", {\n  description: \"Deletes a note by its id.\",\n  inputSchema: { id: z.string().describe(\"The note's id, from list_notes\") },\n}, handler);",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool()\ndef delete_note(note_id: str) -> str:\n    \"\"\"Deletes a note by its id.\"\"\"",
    python_note: "",
    fix: "Say what changes and whether it can be undone, in one sentence: \"Deletes the note permanently; it cannot be restored.\" or \"Moves the note to the trash, where the user can restore it for 30 days.\" Then say the same in the annotations (`destructiveHint`, `readOnlyHint`).",
    references: &[
        "The WebMCP descriptions guide: a description says what happens, the side-effect boundary (read-only, or what changes and whether it is reversible), because agents decide whether to confirm with the user from what a tool changes",
        "The MCP specification's tool annotations (readOnlyHint, destructiveHint) carry whether a tool changes and destroys, but not whether its change can be undone, and clients must treat them as untrusted hints",
    ],
};

impl Rule for SideEffectUnstated {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            let Some(Json::String(description)) = t.wire.get("description") else {
                continue;
            };
            let name = tool_name(t);
            let Some(why) = changes_state(name, t.wire.get("annotations")) else {
                continue;
            };
            if states_reversibility(description) {
                continue;
            }
            let (region, _) = described_at(t, "/description");
            out.push(Diagnostic {
                rule: META.id,
                unnecessary: false,
                severity: META.severity,
                span: region,
                message: format!(
                    "`{name}` changes something ({why}), and its description does not say whether that can be undone: agents decide from it whether to ask the user first; say what changes and whether it is reversible (\"… permanently\", \"… the user can restore it\")"
                ),
                related: Vec::new(),
                fix: None,
            });
        }
    }
}

/// Why a tool changes state (what says so), or `None` when nothing does. The name is read as
/// `annotation-missing` reads it.
fn changes_state(name: &str, annotations: Option<&Json>) -> Option<String> {
    let hint = |key: &str| annotations.and_then(|a| a.get(key)).and_then(Json::as_bool);
    if hint("readOnlyHint") == Some(true) {
        return None;
    }
    if hint("destructiveHint") == Some(true) {
        return Some("its `destructiveHint` is true".into());
    }
    if hint("readOnlyHint") == Some(false) {
        return Some("its `readOnlyHint` is false".into());
    }
    match verb_of(name)? {
        (Verb::Write | Verb::Destroy, word) => Some(format!("its name's verb is \"{word}\"")),
        (Verb::Read, _) => None,
    }
}

/// Words that say whether a change can be undone (either way).
const REVERSIBILITY: &[&str] = &[
    "undo",
    "undone",
    "undoable",
    "revert",
    "reverted",
    "reversible",
    "irreversible",
    "irreversibly",
    "reverse",
    "reversed",
    "permanent",
    "permanently",
    "restore",
    "restored",
    "restorable",
    "recover",
    "recovered",
    "recoverable",
    "unrecoverable",
    "rollback",
    "cancel",
    "cancelled",
    "canceled",
    "cancellable",
    "cancelable",
    "trash",
    "bin",
    "forever",
    "read-only",
    "readonly",
    "overwrite",
    "overwrites",
    "overwritten",
];

/// Phrases that say so in more words.
const REVERSIBILITY_PHRASES: &[&str] = &[
    "roll back",
    "rolled back",
    "for good",
    "no way back",
    "can be removed",
    "can remove it",
    "can delete it",
    "can be deleted",
    "can be changed",
    "can change it",
    "can be edited",
    "can edit it",
    "never changes",
    "does not change",
    "doesn't change",
];

fn states_reversibility(description: &str) -> bool {
    let lower = description.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .filter(|w| !w.is_empty())
        .collect();
    words.iter().any(|w| REVERSIBILITY.contains(w))
        || REVERSIBILITY_PHRASES.iter().any(|p| lower.contains(p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn tools_that_change_state_are_known_by_name_or_annotation() {
        assert!(changes_state("delete_note", None).is_some());
        assert!(changes_state("createIssue", None).is_some());
        assert!(changes_state("send-message", None).is_some());
        assert!(changes_state("notes.update", None).is_some());
        assert!(changes_state("get_note", None).is_none());
        assert!(changes_state("order_status", None).is_none());
        assert!(changes_state("confluence_update_page", None).is_some());
        assert!(changes_state("jiraCreateIssue", None).is_some());
        assert!(changes_state("get_update_status", None).is_none());
        assert!(
            changes_state("settings", None).is_none(),
            "a noun, not `set`"
        );
        assert!(changes_state("sync", Some(&json!({"destructiveHint": true}))).is_some());
        assert!(changes_state("sync", Some(&json!({"readOnlyHint": false}))).is_some());
        assert!(changes_state("delete_preview", Some(&json!({"readOnlyHint": true}))).is_none());
    }

    #[test]
    fn reversibility_is_read_in_either_direction() {
        for text in [
            "Deletes the note permanently.",
            "Moves the note to the trash, where the user can restore it.",
            "Sends the message. This cannot be undone.",
            "Adds one line to the cart; the user can remove it.",
            "Books the bike. The booking can be cancelled until the day before.",
            "Publishes the post; roll back with unpublish_post.",
        ] {
            assert!(states_reversibility(text), "{text}");
        }
        for text in [
            "Deletes a note by its id.",
            "Creates an issue in the repository.",
        ] {
            assert!(!states_reversibility(text), "{text}");
        }
    }
}
