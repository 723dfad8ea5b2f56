//! `description-budget`: what one server's tool list costs before the user has typed anything.

use serde_json::{Map, Value as Json};

use super::{facts, properties, Context, Diagnostic, Rule, RuleMeta, Severity};

pub struct DescriptionBudget;

static META: RuleMeta = RuleMeta {
    id: "description-budget",
    severity: Severity::Info,
    summary: "the names and descriptions of one server's tools add up to more than 2,500 characters",
    what: "Adds up, for each server, the characters of every tool's name, its description and the descriptions of its input parameters (at any depth), as `tools/list` sends them, and reports the server once when the total passes 2,500, naming the tools that contribute most. A web page's WebMCP tools are budgeted per page, by their names and descriptions, as the WebMCP descriptions guide counts them. Option: `limit` (default 2500), e.g. `description-budget = { limit = 4000 }`; or `tokens`, a budget in tokens of OpenAI's `o200k_base` for the server's whole `tools/list` result as sent (schemas included), e.g. `description-budget = { tokens = 8000 }`, which replaces the character budget.",
    why: "Tool definitions ride along with every request an agent makes, and they compete with each other and with the user's task for the model's attention. Past a few thousand characters the metadata of one server starts to crowd out the request itself, and clients cap what they load (Cursor once sent only the first 40 tools, Windsurf allows 100, OpenAI and Copilot 128).",
    example: "// eight tools, each with a 400-character description\nfor (const t of catalogue) {\n  server.registerTool(t.name, { description: t.longText, inputSchema: t.shape }, t.run);\n}",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"files\")\n\n# the same paragraph of rules, sent with every tool\nRULES = \"Paths are relative to the workspace root; never pass an absolute path. \" * 12\n\n\n@mcp.tool(description=\"Read a file. \" + RULES)\ndef read_file(path: str) -> str: ...\n\n\n@mcp.tool(description=\"Write a file. \" + RULES)\ndef write_file(path: str, text: str) -> None: ...\n\n\n@mcp.tool(description=\"List a folder. \" + RULES)\ndef list_folder(path: str) -> list[str]: ...",
    python_note: "",
    fix: "Merge tools that overlap, shorten descriptions to what helps the model choose (what, when, when not, side effects), and move parameter detail into short parameter descriptions or into the schema itself (enums, bounds, formats).",
    references: &[
        "The WebMCP descriptions guide: eight tools at 400 characters are 3,200 characters before the user types; its inspector flags a page past 2,500",
        "The mcp-linter and antonsoo/mcplint surveys: Notion- and Firecrawl-class servers spend over 10k tokens on tool definitions",
        "Client caps on tool count: Cursor (first 40 tools), Windsurf (100), OpenAI and VS Code Copilot (128 per request)",
    ],
};

/// Default of the `limit` option.
const BUDGET: usize = 2_500;
/// How many of the biggest tools the message names.
const NAMED: usize = 3;

impl Rule for DescriptionBudget {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        let Some(facts) = facts(cx) else { return };
        for s in facts.servers.iter().filter(|s| s.lists) {
            let token_budget = cx
                .option(META.id, s.span, "tokens")
                .and_then(|v| v.as_integer())
                .map(|n| n.max(0) as usize);
            if let Some(budget) = token_budget {
                check_tokens(s, budget, out);
                continue;
            }
            let costs: Vec<usize> = s
                .tools
                .iter()
                .map(|t| if s.page { t.listed } else { t.cost })
                .collect();
            let total: usize = costs.iter().sum();
            let budget = cx
                .option(META.id, s.span, "limit")
                .and_then(|v| v.as_integer())
                .map_or(BUDGET, |n| n.max(0) as usize);
            if total > budget {
                out.push(over_budget(s, &costs, total, budget, Unit::Characters));
            }
        }
    }
}

/// What a budget counts.
#[derive(Clone, Copy)]
enum Unit {
    Characters,
    Tokens,
}

/// The finding for a server over its budget, naming the tools that cost most (`costs` per tool,
/// in the server's order).
fn over_budget(
    s: &super::ServerFacts,
    costs: &[usize],
    total: usize,
    budget: usize,
    unit: Unit,
) -> Diagnostic {
    let mut ranked: Vec<(usize, usize)> = costs.iter().copied().zip(0..).collect();
    ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let top = &ranked[..ranked.len().min(NAMED)];
    let named: Vec<String> = top
        .iter()
        .map(|(c, i)| format!("`{}` {}", s.tools[*i].name, thousands(*c)))
        .collect();
    let (spent, each) = match unit {
        Unit::Characters => (
            "spend {total} characters on names and descriptions",
            "characters",
        ),
        Unit::Tokens => ("take {total} tokens of o200k_base in tools/list", "tokens"),
    };
    Diagnostic {
        rule: META.id,
        unnecessary: false,
        severity: META.severity,
        span: s.span,
        message: format!(
            "the {} tools of this {} {} (budget {}; most: {}): the agent pays for them on every request",
            s.tools.len(),
            if s.page { "page" } else { "server" },
            spent.replace("{total}", &thousands(total)),
            thousands(budget),
            named.join(", ")
        ),
        related: top
            .iter()
            .map(|(c, i)| {
                let t = &s.tools[*i];
                (t.name_span, format!("`{}`: {} {each}", t.name, thousands(*c)))
            })
            .collect(),
        fix: None,
    }
}

/// The `tokens` budget: the server's `tools/list` result in `o200k_base` tokens, counted only
/// when the budget is set (tokenizing every entry is the rule's largest cost).
fn check_tokens(s: &super::ServerFacts, budget: usize, out: &mut Vec<Diagnostic>) {
    let total = crate::tokens::list_tokens_of(s.tools.iter().map(|t| &*t.entry));
    if total > budget {
        let costs: Vec<usize> = s
            .tools
            .iter()
            .map(|t| crate::tokens::count(&t.entry))
            .collect();
        out.push(over_budget(s, &costs, total, budget, Unit::Tokens));
    }
}

/// Characters a tool's entry spends on its name and its description.
pub(super) fn listed(wire: &Map<String, Json>) -> usize {
    let len = |v: Option<&Json>| v.and_then(Json::as_str).map_or(0, |s| s.chars().count());
    len(wire.get("name")) + len(wire.get("description"))
}

/// Characters a tool's entry spends on its name, its description and its parameter descriptions.
pub(super) fn cost(wire: &Map<String, Json>) -> usize {
    let len = |v: Option<&Json>| v.and_then(Json::as_str).map_or(0, |s| s.chars().count());
    let params: usize = wire.get("inputSchema").map_or(0, |input| {
        properties(input, "")
            .iter()
            .map(|(_, _, p)| len(p.get("description")))
            .sum()
    });
    len(wire.get("name")) + len(wire.get("description")) + params
}

fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn cost_counts_name_description_and_nested_parameter_descriptions() {
        let wire = json!({
            "name": "abc",
            "description": "ééé",
            "inputSchema": {"type": "object", "properties": {
                "q": {"type": "string", "description": "12345"},
                "filter": {"type": "object", "description": "1", "properties": {"x": {"description": "22"}}},
            }},
        });
        assert_eq!(cost(wire.as_object().unwrap()), 3 + 3 + 5 + 1 + 2);
    }

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(2500), "2,500");
        assert_eq!(thousands(1234567), "1,234,567");
    }
}
