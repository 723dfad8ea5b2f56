//! `webmcp-hint-missing`: a web page's tool that buys, deletes or hands the agent other people's
//! text, without the WebMCP hint that tells the agent so.

use serde_json::{json, Value as Json};

use super::annotation_contradiction::words;
use super::{
    name_span, tool_name, tools, Applicability, Context, Diagnostic, Fix, Rule, RuleMeta, Severity,
};
use crate::frontend::{self, Change};
use crate::model::ToolPrediction;

pub struct WebMcpHintMissing;

static META: RuleMeta = RuleMeta {
    id: "webmcp-hint-missing",
    severity: Severity::Warning,
    summary: "a WebMCP tool that buys, deletes or cannot be undone without `consequentialHint: true`, or one that returns reviews, messages or comments without `untrustedContentHint: true`",
    what: "For the tools a web page gives browser agents (`navigator.modelContext`), reads the name and the description. A tool whose name's verb deletes or spends (delete, remove, buy, purchase, order, checkout, pay, book, cancel, unsubscribe, …) or whose description says it cannot be undone (\"irreversible\", \"permanently\", \"cannot be undone\", \"charges\") needs `annotations: { consequentialHint: true }`. A tool whose name or description speaks of text other people wrote (reviews, comments, messages, posts, questions and answers, forum, chat, inbox) needs `untrustedContentHint: true`. Either hint written as `false` counts as a decision and is not reported (`annotation-contradiction` checks it against the name). When the tool object has no `annotations` at all, a quick fix adds them.",
    why: "A browser agent acts on the user's own page, logged in, with their cards and their data. It decides whether to stop and ask the user from the hints: without `consequentialHint` a purchase or a deletion runs like a search. And text other people wrote is where prompt injection arrives: `untrustedContentHint` is how the agent knows to treat a review or a message as data, not as instructions.",
    example: "navigator.modelContext.registerTool({\n  name: \"place_order\",\n  description: \"Place the order for the items in the cart and charge the saved card.\",\n  inputSchema: { type: \"object\", properties: {}, additionalProperties: false },\n  execute: placeOrder,\n});",
    python_example: "",
    python_note: "WebMCP tools are given by web pages in JavaScript; Python tools are MCP or agent-framework tools, which have no WebMCP hints (for them, `annotation-missing` asks for `destructiveHint`).",
    fix: "Add `annotations: { consequentialHint: true }` to tools that spend money, delete, send or otherwise do what the user cannot undo, and `untrustedContentHint: true` to tools whose result carries text other people wrote. The quick fix adds the hint the rule found missing when the tool has no `annotations` yet.",
    references: &[
        "The WebMCP descriptions guide: `consequentialHint: true` for purchases, deletions and anything the user cannot undo, `untrustedContentHint: true` when the result contains reviews, messages or other user-generated text; agents decide whether to confirm with the user from what a tool changes",
        "munzzyy/webmcp-lint WML-002: external content returned without `untrustedContentHint`",
    ],
};

/// Verbs of tools whose effect the user cannot take back.
const CONSEQUENTIAL_VERBS: &[&str] = &[
    "delete",
    "remove",
    "drop",
    "destroy",
    "purge",
    "erase",
    "wipe",
    "buy",
    "purchase",
    "order",
    "checkout",
    "pay",
    "charge",
    "book",
    "reserve",
    "subscribe",
    "unsubscribe",
    "cancel",
    "refund",
    "transfer",
    "donate",
];

/// What a description says when its effect cannot be taken back.
const IRREVERSIBLE: &[&str] = &[
    "irreversible",
    "cannot be undone",
    "can't be undone",
    "can not be undone",
    "permanently",
    "for good",
    "charges the",
    "charge the",
    "charges your",
    "places the order",
    "place the order",
];

/// Words for text that other people wrote.
const OTHERS_TEXT: &[&str] = &[
    "review",
    "reviews",
    "comment",
    "comments",
    "message",
    "messages",
    "post",
    "posts",
    "reply",
    "replies",
    "question",
    "questions",
    "answers",
    "forum",
    "chat",
    "inbox",
    "email",
    "emails",
    "testimonials",
    "feedback",
];

/// The hint a WebMCP tool lacks, and why it needs it.
fn missing(t: &ToolPrediction) -> Option<(&'static str, String)> {
    let name = tool_name(t);
    let hints = t.wire.get("annotations").and_then(Json::as_object);
    let has = |hint: &str| hints.is_some_and(|h| h.get(hint).is_some_and(Json::is_boolean));
    let description = t
        .wire
        .get("description")
        .and_then(Json::as_str)
        .unwrap_or("")
        .to_lowercase();
    let name_words = words(name);
    let description_words: Vec<&str> = description
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let read_only = hints.is_some_and(|h| h.get("readOnlyHint") == Some(&Json::Bool(true)));
    if !has("consequentialHint") && !read_only {
        let verb = name_words
            .iter()
            .find(|w| CONSEQUENTIAL_VERBS.contains(&w.as_str()));
        let said = IRREVERSIBLE.iter().find(|p| description.contains(*p));
        let why = match (verb, said) {
            (Some(v), _) => Some(format!("its name says it will {v}")),
            (None, Some(p)) => Some(format!("its description says \"{p}\"")),
            _ => None,
        };
        if let Some(why) = why {
            return Some(("consequentialHint", format!("`{name}` does what the user cannot undo ({why}) but has no `consequentialHint: true`: a browser agent runs it without asking the user first")));
        }
    }
    if !has("untrustedContentHint") {
        let word = name_words
            .iter()
            .map(String::as_str)
            .chain(description_words.iter().copied())
            .find(|w| OTHERS_TEXT.contains(w));
        if let Some(word) = word {
            return Some(("untrustedContentHint", format!("`{name}` hands the agent text other people wrote (\"{word}\") but has no `untrustedContentHint: true`: the agent may follow instructions hidden in it")));
        }
    }
    None
}

impl Rule for WebMcpHintMissing {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (s, t) in tools(cx) {
            if !s.target.is_webmcp() {
                continue;
            }
            let Some((hint, message)) = missing(t) else {
                continue;
            };
            let fix = match t.wire.get("annotations") {
                None => {
                    let value = json!({ hint: true });
                    let change = Change::AddToDefinition {
                        tool: &t.source,
                        key: "annotations",
                        value: &value,
                    };
                    frontend::edits(cx.ws, t.source.span, &change).map(|edits| Fix {
                        title: format!("Add `annotations: {{ {hint}: true }}`"),
                        edits,
                        applicability: Applicability::Safe,
                    })
                }
                Some(_) => None,
            };
            out.push(Diagnostic {
                rule: META.id,
                unnecessary: false,
                severity: META.severity,
                span: name_span(t),
                message,
                related: Vec::new(),
                fix,
            });
        }
    }
}
