//! `call-order-instruction`: a description that orders the agent to call another tool first
//! instead of saying what this tool needs from it.

use serde_json::Value as Json;

use super::instruction_to_agent::{command, described_at, descriptions, phrase_in};
use super::{tool_name, tools, Context, Diagnostic, Rule, RuleMeta, Severity};

pub struct CallOrderInstruction;

static META: RuleMeta = RuleMeta {
    id: "call-order-instruction",
    severity: Severity::Warning,
    summary: "a description that orders the agent to call another tool first (\"call `list_orders` first\") instead of saying what it needs from it",
    what: "Reads every description a tool sends (the tool's and its parameters') sentence by sentence for an order of calls that names another tool: \"call `list_orders` first\", \"first run get_product_options\", \"use search_bikes before this tool\", \"only after calling `login`\". A tool is named as code names are written: snake_case, camelCase or in backticks (`list_orders`, `listOrders`, `` `search` ``); hyphenated words, dates and capitalised names are ordinary words. A sentence that also says why (\"to get the order id\", \"because it returns the variant ids\", \"the id comes from it\") passes: it states the dependency. Orders that put this tool before every other one are `instruction-to-agent`.",
    why: "The agent plans the calls; a description only informs that plan. An order without its reason is followed blindly (the agent calls the other tool even when it already has what this one needs, or on a server where the other tool is not loaded) or ignored, and then the agent invents the missing value (\"e-bike 2\" as a bike id). A dependency (\"needs a `variant_id` from `get_product_options`\") tells it what to fetch, from where, and when it can skip the call.",
    example: "server.registerTool(\"add_to_cart\", {\n  description: \"Adds a product variant to the cart. Call get_product_options first.\",\n  inputSchema: { variant_id: z.string().describe(\"The variant\") },\n}, handler);",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"shop\")\n\n\n@mcp.tool()\ndef add_to_cart(variant_id: str) -> str:\n    \"\"\"Adds a product variant to the cart. Call get_product_options first.\"\"\"",
    python_note: "",
    fix: "Say what this tool needs and where it comes from, as a fact about its input: \"`variant_id` comes from `get_product_options`\", on the parameter it is about. The agent then calls the other tool when, and only when, it lacks the value.",
    references: &[
        "The WebMCP descriptions guide: sequencing belongs to the agent, and a tool that depends on another's output says so as a dependency (a variant_id from get_product_options), not as a command",
        "The tool-descriptions guide: made-up ids come from descriptions that do not say where an id comes from; its booking tool says that the bikeId comes from rental_search_bikes",
    ],
};

impl Rule for CallOrderInstruction {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            let mut texts: Vec<(String, &str)> = Vec::new();
            if let Some(Json::String(d)) = t.wire.get("description") {
                texts.push(("/description".into(), d.as_str()));
            }
            if let Some(schema) = t.wire.get("inputSchema") {
                descriptions(schema, "/inputSchema", &mut texts);
            }
            for (pointer, text) in texts {
                let Some(order) = call_order(text) else {
                    continue;
                };
                let (region, whose) = described_at(t, &pointer);
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span: phrase_in(cx.ws, region, &order.quote).unwrap_or(region),
                    message: format!(
                        "{whose} of `{}` orders the agent to call `{}` {} (\"{}\") without saying what it needs from it: state the dependency instead (\"… comes from `{}`\") and leave the order to the agent",
                        tool_name(t),
                        order.tool,
                        order.when,
                        order.quote,
                        order.tool
                    ),
                    related: Vec::new(),
                    fix: None,
                });
            }
        }
    }
}

/// An order of calls found in a description.
#[derive(Debug, PartialEq)]
struct Order {
    /// The other tool, as written.
    tool: String,
    /// "first" or "before this tool".
    when: &'static str,
    /// The words of the order as written.
    quote: String,
}

const VERBS: &[&str] = &["call", "use", "run", "invoke", "execute"];
const GERUNDS: &[&str] = &["calling", "using", "running", "invoking", "executing"];

/// Words that say why the other tool comes first: the sentence states a dependency.
const REASONS: &[&[&str]] = &[
    &["because"],
    &["since"],
    &["to", "get"],
    &["to", "obtain"],
    &["to", "find"],
    &["to", "look", "up"],
    &["to", "fetch"],
    &["to", "retrieve"],
    &["to", "resolve"],
    &["comes", "from"],
    &["come", "from"],
    &["returns"],
    &["provides"],
    &["gives"],
    &["which", "returns"],
];

/// The first order of calls in `text` that names another tool and gives no reason, unless
/// `instruction-to-agent` reports the sentence.
fn call_order(text: &str) -> Option<Order> {
    sentences(text).find_map(|s| {
        let words = words(s);
        let lower: Vec<String> = words.iter().map(|w| w.text.to_lowercase()).collect();
        let has = |seq: &[&str]| lower.windows(seq.len()).any(|w| w == seq);
        if REASONS.iter().any(|r| has(r)) || command(s).is_some() {
            return None;
        }
        order_in(s, &words, &lower)
    })
}

fn order_in(s: &str, words: &[Word], lower: &[String]) -> Option<Order> {
    let is = |i: usize, set: &[&str]| lower.get(i).is_some_and(|w| set.contains(&w.as_str()));
    // the tool named at `i`, after an optional "the"; and where the words after it start
    let tool_at = |i: usize| -> Option<(usize, usize)> {
        let i = if is(i, &["the"]) { i + 1 } else { i };
        let w = words.get(i)?;
        let mut next = i + 1;
        if is(next, &["tool", "function"]) {
            next += 1;
        }
        w.names_a_tool().then_some((i, next))
    };
    // a tool in quotes ('mark_done') is quoted whole
    let quote = |from: usize, to: usize| {
        let (start, mut end) = (words[from].start, words[to].end);
        let open = s[..words[to].start].chars().next_back();
        if open.is_some_and(|q| matches!(q, '\'' | '"' | '\u{2018}' | '\u{201c}'))
            && s[end..].starts_with(['\'', '"', '\u{2019}', '\u{201d}'])
        {
            end += s[end..].chars().next().map_or(0, char::len_utf8);
        }
        s[start..end].to_string()
    };
    for i in 0..words.len() {
        // "call X first", "call X before …"
        if is(i, VERBS) {
            if let Some((t, next)) = tool_at(i + 1) {
                if is(next, &["first", "beforehand"]) {
                    return Some(order(&words[t], "first", quote(i, next)));
                }
                if is(next, &["before"]) {
                    return Some(order(&words[t], "before this tool", quote(i, next)));
                }
            }
        }
        // "first call X"
        if is(i, &["first"]) && is(i + 1, VERBS) {
            if let Some((t, _)) = tool_at(i + 2) {
                return Some(order(&words[t], "first", quote(i, t)));
            }
        }
        // "after calling X"
        if is(i, &["after"]) && is(i + 1, GERUNDS) {
            if let Some((t, _)) = tool_at(i + 2) {
                return Some(order(&words[t], "first", quote(i, t)));
            }
        }
    }
    None
}

fn order(tool: &Word, when: &'static str, quote: String) -> Order {
    Order {
        tool: tool.text.to_string(),
        when,
        quote,
    }
}

/// The sentences of a text: up to a `.`, `!`, `?` or `;` that ends a word.
fn sentences(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.trim().is_empty() {
            return None;
        }
        let bytes = rest.as_bytes();
        let end = (0..bytes.len())
            .find(|&i| {
                matches!(bytes[i], b'.' | b'!' | b'?' | b';')
                    && bytes.get(i + 1).is_none_or(|b| b.is_ascii_whitespace())
            })
            .map_or(rest.len(), |i| i + 1);
        let (sentence, after) = rest.split_at(end);
        rest = after;
        Some(sentence)
    })
}

/// A word of a sentence as written: letters, digits and the `_`, `-` and `.` that join them,
/// or what a pair of backticks holds.
struct Word<'t> {
    text: &'t str,
    start: usize,
    end: usize,
    backticked: bool,
}

impl Word<'_> {
    /// Written as code names are: in backticks, snake_case or camelCase (hyphenated words and
    /// dates are ordinary words).
    fn names_a_tool(&self) -> bool {
        let mut chars = self.text.chars();
        let Some(first) = chars.next() else {
            return false;
        };
        let camel = first.is_lowercase() && chars.any(char::is_uppercase);
        let snake = (first.is_alphabetic() || first == '_') && self.text.contains('_');
        self.backticked || camel || snake
    }
}

fn words(s: &str) -> Vec<Word<'_>> {
    let mut out = Vec::new();
    let chars: Vec<(usize, char)> = s.char_indices().collect();
    let mut i = 0;
    while i < chars.len() {
        let (at, c) = chars[i];
        if c == '`' {
            let close = chars[i + 1..].iter().position(|&(_, c)| c == '`');
            if let Some(len) = close {
                let (from, to) = (at + 1, chars[i + 1 + len].0);
                out.push(Word {
                    text: &s[from..to],
                    start: at,
                    end: to + 1,
                    backticked: true,
                });
                i += len + 2;
                continue;
            }
        }
        if c.is_alphanumeric() {
            let mut j = i;
            let joins = |k: usize| {
                let c = chars[k].1;
                c.is_alphanumeric()
                    || c == '_'
                    // `-` and `.` only between letters or digits
                    || (matches!(c, '-' | '.')
                        && chars.get(k + 1).is_some_and(|&(_, n)| n.is_alphanumeric()))
            };
            while j + 1 < chars.len() && joins(j + 1) {
                j += 1;
            }
            let end = chars.get(j + 1).map_or(s.len(), |&(e, _)| e);
            out.push(Word {
                text: &s[at..end],
                start: at,
                end,
                backticked: false,
            });
            i = j + 1;
            continue;
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hit(text: &str) -> Option<(String, String)> {
        call_order(text).map(|o| (o.tool, o.quote))
    }

    #[test]
    fn orders_that_name_another_tool_are_found() {
        let cases = [
            (
                "Adds a variant to the cart. Call get_product_options first.",
                "get_product_options",
                "Call get_product_options first",
            ),
            (
                "Books a bike. First run `search` to see what is free.",
                "search",
                "First run `search`",
            ),
            (
                "Use listOrders before this tool.",
                "listOrders",
                "Use listOrders before",
            ),
            (
                "Cancels an order. Only after calling `login`!",
                "login",
                "after calling `login`",
            ),
            (
                "After calling 'mark_done', wait for the user.",
                "mark_done",
                "After calling 'mark_done'",
            ),
            (
                "Invoke the get_options tool first; it is cheap.",
                "get_options",
                "Invoke the get_options tool first",
            ),
        ];
        for (text, tool, quote) in cases {
            assert_eq!(hit(text), Some((tool.into(), quote.into())), "{text}");
        }
    }

    #[test]
    fn dependencies_and_ordinary_words_pass() {
        for text in [
            // the dependency, as the guides recommend
            "Adds a variant to the cart. The variant_id comes from get_product_options.",
            "Call get_product_options first to get a valid variant_id.",
            "Run `search` first, because it returns the bike ids.",
            // not another tool
            "Use this tool first when the user asks about prices.",
            "Call it first thing in the morning.",
            "Only after the user has confirmed the booking.",
            // this tool before all others is instruction-to-agent's
            "Always call this tool first, before using any other tool.",
            "Returns orders created after 2024-01-01.",
            "Use it only after sign-in, and run follow-up checks first.",
            "Only return orders created after `since`.",
            "Use GitHub first.",
        ] {
            assert_eq!(hit(text), None, "{text}");
        }
    }

    #[test]
    fn words_keep_code_names_whole() {
        let ws: Vec<&str> = words("Call `get options`, list_orders.v2 and a-b then x.")
            .iter()
            .map(|w| w.text)
            .collect();
        assert_eq!(
            ws,
            [
                "Call",
                "get options",
                "list_orders.v2",
                "and",
                "a-b",
                "then",
                "x"
            ]
        );
    }
}
