//! `tool-name-collision`: two tools a model (or the SDK) cannot tell apart.

use std::collections::HashMap;

use super::{
    facts, name_span, servers, tool_name, Context, Diagnostic, Rule, RuleMeta, ServerFacts,
    Severity, ToolFacts,
};
use crate::model::ServerPrediction;
use crate::span::Span;
use crate::workspace::Workspace;

pub struct ToolNameCollision;

static META: RuleMeta = RuleMeta {
    id: "tool-name-collision",
    severity: Severity::Error,
    summary: "two tools whose names are equal, or equal ignoring case and `-`/`_`/`.`",
    what: "Compares the names of the tools of each server: the same name registered twice on an `McpServer` (the SDK throws while loading), the same name listed twice by a low-level handler, and names that differ only in case or in `-`, `_` and `.` (`search-products` and `search_products`). It reports the later tool, pointing at the earlier one. Tools of different servers analysed in the same run whose names collide the same way are reported as warnings, naming the other server's file.",
    why: "A duplicate `registerTool` name makes the SDK throw while the module loads, so the server lists nothing. Names that differ only in case or separators are one tool to a tokenizer: the model calls one when it means the other, and clients that normalise names (VS Code remaps dots) merge them. Across servers, a client that loads both without prefixing names offers the model two tools it cannot distinguish.",
    example: "server.registerTool(\"search_products\", { description: \"…\" }, a);\nserver.registerTool(\"search-products\", { description: \"…\" }, b);",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool(name=\"search\")\ndef search_notes(query: str) -> list[str]:\n    \"\"\"Search the notes.\"\"\"\n\n\n@mcp.tool(name=\"Search\")\ndef search_tags(query: str) -> list[str]:\n    \"\"\"Search the tags.\"\"\"",
    python_note: "",
    fix: "Give each tool a name that says what distinguishes it (`search_products` and `search_product_reviews`), or merge the two into one tool with a parameter; across servers, prefix tool names with the server's domain.",
    references: &[
        "The WebMCP descriptions guide: names that differ only in case or separators are one tool to a tokenizer, and its inspector treats that collision as blocking",
        "The 2026-07-28 MCP specification: names are unique per server, and aggregators should disambiguate tools of different servers",
        "modelcontextprotocol/inspector#1957: a test server for duplicate tool names; antonsoo/mcplint and mcpolish check cross-server collisions",
    ],
};

impl Rule for ToolNameCollision {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for s in servers(cx) {
            registered_twice(s, out);
        }
        let Some(facts) = facts(cx) else { return };
        // the first tool of all earlier servers under each normalized name: one map lookup per
        // tool instead of a scan of every earlier tool, which was quadratic in the project
        let mut earlier: HashMap<&str, (&ServerFacts, &ToolFacts)> = HashMap::new();
        for s in &facts.servers {
            let mut here: HashMap<&str, &ToolFacts> = HashMap::with_capacity(s.tools.len());
            for t in s.tools.iter().filter(|t| t.name_known) {
                let name = t.name.as_str();
                let key = t.name_key.as_str();
                if let Some(&first) = here.get(key) {
                    let other = first.name.as_str();
                    let message = if other == name {
                        format!("`{name}` is listed twice by this server: a call by that name can only ever reach one of the two tools")
                    } else {
                        format!("`{name}` differs from `{other}` only in case or `-`/`_`/`.`: to the model they are one tool, so it calls one when it means the other")
                    };
                    out.push(Diagnostic {
                        rule: META.id,
                        unnecessary: false,
                        severity: META.severity,
                        span: t.name_span,
                        message,
                        related: vec![(first.name_span, format!("`{other}` is named here"))],
                        fix: None,
                    });
                    continue;
                }
                here.insert(key, t);
                if let Some(&(os, ot)) = earlier.get(key) {
                    let place = if os.span.file == s.span.file {
                        "another server in this file".to_string()
                    } else {
                        format!("the server in {}", shown_path(cx.ws, os.span))
                    };
                    let on = &ot.name;
                    out.push(Diagnostic {
                        rule: META.id,
                        unnecessary: false,
                        severity: Severity::Warning,
                        span: t.name_span,
                        message: format!("`{name}` collides with `{on}` of {place}: a client that loads both servers without prefixing names cannot tell the two tools apart"),
                        related: vec![(ot.name_span, format!("`{on}` is named here"))],
                        fix: None,
                    });
                }
            }
            for (key, t) in here {
                earlier.entry(key).or_insert((s, t));
            }
        }
    }
}

/// The form under which a model (and a name-normalising client) compares names.
pub(super) fn normalized(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, '-' | '_' | '.'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// The name in `McpServer`'s error for a second registration of it.
pub(super) fn name_registered_twice(message: &str) -> Option<&str> {
    message
        .strip_prefix("Tool ")
        .and_then(|m| m.strip_suffix(" is already registered"))
}

/// `McpServer` throws on a second registration of a name: the prediction keeps the first tool
/// and records the throw as the server's load error.
fn registered_twice(s: &ServerPrediction, out: &mut Vec<Diagnostic>) {
    let Some(e) = s.error.as_ref().filter(|e| e.stage == "load") else {
        return;
    };
    let Some(name) = name_registered_twice(&e.message) else {
        return;
    };
    let Some(first) = s.tools.iter().find(|t| tool_name(t) == name) else {
        return;
    };
    out.push(Diagnostic {
        rule: META.id,
        unnecessary: false,
        severity: META.severity,
        span: e.tool_name.unwrap_or(e.span),
        message: format!("`{name}` is registered twice: the SDK throws while the module loads, so this server lists no tools at all"),
        related: vec![(name_span(first), format!("`{name}` is first registered here"))],
        fix: None,
    });
}

fn shown_path(ws: &Workspace, at: Span) -> String {
    let path = ws.file(at.file).path.clone();
    let relative = std::env::current_dir()
        .ok()
        .and_then(|d| path.strip_prefix(d).ok().map(|p| p.to_path_buf()));
    relative.unwrap_or(path).display().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_and_separators_do_not_distinguish_names() {
        assert_eq!(normalized("Search-Products"), normalized("search_products"));
        assert_eq!(normalized("files.read"), normalized("files_read"));
        assert_ne!(normalized("search_products"), normalized("search_product"));
    }
}
