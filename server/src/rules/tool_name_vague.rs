//! `tool-name-vague`: a tool name that names no task (`submit`, `action`), or a web page's tool
//! names that all carry the site's prefix.

use super::{facts, Context, Diagnostic, Rule, RuleMeta, Severity};

pub struct ToolNameVague;

static META: RuleMeta = RuleMeta {
    id: "tool-name-vague",
    severity: Severity::Info,
    summary: "a tool name that is only a generic word (`submit`, `action`, `tool`, `run`), or WebMCP tool names that all start with the same site prefix (`acme_search`, `acme_cart`)",
    what: "Reports a tool whose name, split into words (snake_case, kebab-case, camelCase), has no word but generic ones: `submit`, `action`, `tool`, `run`, `execute`, `do`, `go`, `process`, `handle`, `perform`, `invoke`, `call`, `send`, `query`, `request`, `command`, `task`, `operation`, `function`, `helper`, `main`, `default`, `test`. On a web page (WebMCP), also reports the tools when every one of them (at least two) starts with the same first word that is not a verb: a site prefix, since the agent already knows which page it is on.",
    why: "Selection starts with the name: an agent scans the names, then reads the descriptions of the candidates. A name like `submit` or `action` gives it nothing to scan by, so the tool is picked by its description alone or not at all. A site prefix spends the first, most-read words of every name on what the agent already knows, and pushes the words that tell the tools apart to the end.",
    example: "navigator.modelContext.registerTool({\n  name: \"submit\",\n  description: \"Submit the newsletter sign-up form with the user's email address.\",\n  inputSchema: { type: \"object\", properties: { email: { type: \"string\", format: \"email\" } }, additionalProperties: false },\n  execute: signUp,\n});",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"forms\")\n\n\n@mcp.tool()\ndef run(command: str) -> str:\n    \"\"\"Run one of the form workflow's commands.\"\"\"",
    python_note: "",
    fix: "Name the task: a verb and an object in lower_snake_case (`subscribe_to_newsletter`, `search_products`, `add_to_cart`). Drop the site prefix from a page's tools.",
    references: &[
        "The WebMCP descriptions guide: names are descriptions too; make the name carry the task, a verb and an object in lower_snake_case; avoid generic names (submit, action, tool) and site prefixes (acme_search)",
        "The tool-descriptions guide: the model scans names first and reads descriptions only of the candidates",
    ],
};

/// Words that say nothing of what a tool does.
const GENERIC: &[&str] = &[
    "submit",
    "action",
    "tool",
    "run",
    "execute",
    "exec",
    "do",
    "go",
    "process",
    "handle",
    "perform",
    "invoke",
    "call",
    "send",
    "query",
    "request",
    "command",
    "task",
    "operation",
    "function",
    "fn",
    "helper",
    "main",
    "default",
    "test",
    "api",
    "it",
    "this",
    "stuff",
    "thing",
    "1",
    "2",
    "3",
];

/// First words that are verbs, not prefixes (`get_cart`, `search_products`).
const VERBS: &[&str] = &[
    "get",
    "set",
    "list",
    "search",
    "find",
    "add",
    "remove",
    "delete",
    "create",
    "update",
    "read",
    "write",
    "open",
    "close",
    "show",
    "view",
    "check",
    "apply",
    "place",
    "book",
    "buy",
    "cancel",
    "fetch",
    "load",
    "save",
    "send",
    "start",
    "stop",
    "compare",
    "filter",
    "sort",
    "select",
    "browse",
    "track",
    "request",
    "submit",
    "subscribe",
    "sign",
    "log",
    "pay",
];

impl Rule for ToolNameVague {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        let Some(facts) = facts(cx) else { return };
        for s in &facts.servers {
            for t in s.tools.iter().filter(|t| t.name_known) {
                let w = &t.name_words;
                if !w.is_empty() && w.iter().all(|w| GENERIC.contains(&w.as_str())) {
                    out.push(Diagnostic {
                        rule: META.id,
                        unnecessary: false,
                        severity: META.severity,
                        span: t.name_span,
                        message: format!("`{}` names no task: an agent scanning the names cannot tell what it does. Name it by a verb and an object, such as `subscribe_to_newsletter`", t.name),
                        related: Vec::new(),
                        fix: None,
                    });
                }
            }
            if !s.page || s.tools.len() < 2 || s.tools.iter().any(|t| !t.name_known) {
                continue;
            }
            let Some(prefix) = s.tools[0]
                .name_words
                .first()
                .filter(|p| !VERBS.contains(&p.as_str()))
            else {
                continue;
            };
            let shared = s
                .tools
                .iter()
                .all(|t| t.name_words.len() > 1 && t.name_words.first() == Some(prefix));
            if !shared {
                continue;
            }
            for t in &s.tools {
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span: t.name_span,
                    message: format!("`{}` starts with `{prefix}`, as every tool of this page does: the agent already knows which site it is on, and the words that tell the tools apart come last", t.name),
                    related: Vec::new(),
                    fix: None,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::annotation_contradiction::words;
    use super::*;

    #[test]
    fn generic_words_and_verbs_are_told_apart() {
        for vague in ["submit", "action", "runTool", "do-it", "execute_command"] {
            let w = words(vague);
            assert!(w.iter().all(|w| GENERIC.contains(&w.as_str())), "{vague}");
        }
        for named in ["submit_order", "search_products", "add_to_cart"] {
            let w = words(named);
            assert!(!w.iter().all(|w| GENERIC.contains(&w.as_str())), "{named}");
        }
    }
}
