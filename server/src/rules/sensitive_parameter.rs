//! `sensitive-parameter`: a parameter that routes a secret or personal data through the model.

use serde_json::Value as Json;

use super::annotation_contradiction::words;
use super::missing_description::source_span;
use super::{input_properties, tool_name, tools, Context, Diagnostic, Rule, RuleMeta, Severity};

pub struct SensitiveParameter;

static META: RuleMeta = RuleMeta {
    id: "sensitive-parameter",
    severity: Severity::Warning,
    summary: "a parameter for a password, secret, API key or token, private key, card number, CVV or SSN",
    what: "Flags input parameters, at any depth, whose name says they carry a secret or sensitive personal data (`password`, `passphrase`, `secret`, `client_secret`, `api_key`/`apiKey`, `token`, `access_token`, `private_key`, `credentials`, `card_number`, `cvv`, `ssn`, in any naming style), or whose description starts by saying so (\"Your Stripe API key\"). Names about a secret rather than the secret itself (`token_count`, `next_page_token`, `secret_name`, `api_key_id`, `password_policy`), booleans and objects are left alone.",
    why: "Whatever the model sends as an argument has passed through its context: the user typed it into the chat or the model copied it from earlier text, and it stays in transcripts, client logs and the model provider's records. A secret there has leaked, and card or identity numbers there put the whole conversation in scope for compliance rules. The model also tends to ask the user for the value, training users to paste secrets into chats.",
    example: "server.registerTool(\"connect_bank\", {\n  description: \"Link the user's bank account for balance lookups.\",\n  inputSchema: { username: z.string().max(100), password: z.string().max(200) },\n}, handler);",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n@mcp.tool()\ndef login(user: str, password: str) -> str:\n    \"\"\"Log in to the notes service; returns a session id.\"\"\"",
    python_note: "",
    fix: "Keep secrets out of tool arguments: read API keys and tokens from the server's environment or an OAuth flow (the MCP authorization spec), collect payment and identity data in a form the host shows, and let the tool refer to the result (a session, a payment method id).",
    references: &[
        "The WebMCP descriptions guide: passwords, card numbers and government ids in an input schema route personal data through the model and its logs; collect them in the page instead",
        "The 2026-07-28 MCP specification on `x-mcp-header` parameters: secrets must not be mirrored into headers",
        "mcplint MG009 and mcpxray MCP102: secrets exposed to the agent",
    ],
};

impl Rule for SensitiveParameter {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            for (name, pointer, schema) in input_properties(t) {
                if matches!(
                    schema.get("type").and_then(Json::as_str),
                    Some("boolean" | "object")
                ) {
                    continue;
                }
                let described = schema
                    .get("description")
                    .and_then(Json::as_str)
                    .and_then(described_as);
                let Some(kind) = named_as(&name).or(described) else {
                    continue;
                };
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span: source_span(t, &pointer),
                    message: format!("`{name}` of `{}` asks the model for {kind}: the value passes through the model's context, the chat transcript and client logs", tool_name(t)),
                    related: Vec::new(),
                    fix: None,
                });
            }
        }
    }
}

/// Word sequences that name a sensitive value, with how the message calls it.
const KINDS: &[(&[&str], &str)] = &[
    (&["password"], "a password"),
    (&["passwd"], "a password"),
    (&["pwd"], "a password"),
    (&["passphrase"], "a password"),
    (&["passcode"], "a password"),
    (&["api", "key"], "an API key"),
    (&["apikey"], "an API key"),
    (&["access", "key"], "an access key"),
    (&["secret", "key"], "a secret key"),
    (&["private", "key"], "a private key"),
    (&["privatekey"], "a private key"),
    (&["secret"], "a secret"),
    (&["clientsecret"], "a secret"),
    (&["token"], "a token"),
    (&["accesstoken"], "a token"),
    (&["authtoken"], "a token"),
    (&["refreshtoken"], "a token"),
    (&["apitoken"], "a token"),
    (&["bearer"], "a token"),
    (&["credential"], "credentials"),
    (&["credentials"], "credentials"),
    (&["card", "number"], "a card number"),
    (&["cardnumber"], "a card number"),
    (&["credit", "card"], "a card number"),
    (&["creditcard"], "a card number"),
    (&["cc", "number"], "a card number"),
    (&["cvv"], "a card security code"),
    (&["cvv2"], "a card security code"),
    (&["cvc"], "a card security code"),
    (&["cvc2"], "a card security code"),
    (&["ssn"], "a social security number"),
    (&["social", "security"], "a social security number"),
];

/// Words after the sensitive ones that make the name about the value, not the value.
const ABOUT: &[&str] = &[
    "id",
    "ids",
    "name",
    "names",
    "type",
    "types",
    "count",
    "counts",
    "length",
    "policy",
    "hint",
    "expiry",
    "expires",
    "expiration",
    "url",
    "uri",
    "endpoint",
    "path",
    "file",
    "env",
    "var",
    "ref",
    "arn",
    "label",
    "prefix",
    "version",
    "hash",
    "field",
    "required",
    "set",
    "enabled",
    "rotation",
    "format",
    "last4",
    "masked",
    "strength",
    "limit",
    "usage",
    "budget",
    "address",
    "symbol",
    "amount",
    "balance",
    "price",
    "decimals",
    "contract",
];

/// Words before `token` that make it a cursor, a counter or a currency.
const NOT_SECRET_TOKEN: &[&str] = &[
    "page",
    "next",
    "continuation",
    "pagination",
    "cursor",
    "sync",
    "max",
    "min",
    "num",
    "total",
    "input",
    "output",
    "erc20",
    "nft",
    "prompt",
    "completion",
    "context",
];

/// What sensitive value a parameter name says it holds.
fn named_as(name: &str) -> Option<&'static str> {
    let w = words(name);
    let w: Vec<&str> = w.iter().map(String::as_str).collect();
    find_kind(&w).and_then(|(kind, at, len)| {
        let about = w[at + len..].iter().any(|x| ABOUT.contains(x));
        let cursor = kind == "a token" && at > 0 && NOT_SECRET_TOKEN.contains(&w[at - 1]);
        (!about && !cursor).then_some(kind)
    })
}

/// The first sensitive word sequence in `w`: its kind, where it starts and how many words.
fn find_kind(w: &[&str]) -> Option<(&'static str, usize, usize)> {
    (0..w.len()).find_map(|i| {
        KINDS
            .iter()
            .find(|(seq, _)| w[i..].starts_with(seq))
            .map(|(seq, kind)| (*kind, i, seq.len()))
    })
}

/// Words that, before the sensitive phrase, make the description about something else
/// ("Name of the API key", "Username for the password").
const INDIRECT: &[&str] = &[
    "of", "for", "with", "without", "to", "from", "by", "in", "not", "no", "name", "id",
    "username", "user", "email",
];

/// What sensitive value a description says the parameter is: the phrase is the head of its
/// opening words ("Your Stripe API key", "The account password").
fn described_as(description: &str) -> Option<&'static str> {
    let w = words(description);
    let w: Vec<&str> = w.iter().map(String::as_str).collect();
    let (kind, at, len) = find_kind(&w)?;
    let lead_in = at <= 3 && !w[..at].iter().any(|x| INDIRECT.contains(x));
    let about = w.get(at + len).is_some_and(|x| ABOUT.contains(x));
    let cursor = kind == "a token" && at > 0 && NOT_SECRET_TOKEN.contains(&w[at - 1]);
    (lead_in && !about && !cursor).then_some(kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secret_names_in_every_style_are_recognised() {
        assert_eq!(named_as("password"), Some("a password"));
        assert_eq!(named_as("newPassword"), Some("a password"));
        assert_eq!(named_as("api_key"), Some("an API key"));
        assert_eq!(named_as("apiKey"), Some("an API key"));
        assert_eq!(named_as("OPENAI_API_KEY"), Some("an API key"));
        assert_eq!(named_as("client_secret"), Some("a secret"));
        assert_eq!(named_as("token"), Some("a token"));
        assert_eq!(named_as("accessToken"), Some("a token"));
        assert_eq!(named_as("private_key"), Some("a private key"));
        assert_eq!(named_as("card_number"), Some("a card number"));
        assert_eq!(named_as("cvv"), Some("a card security code"));
        assert_eq!(named_as("ssn"), Some("a social security number"));
    }

    #[test]
    fn names_about_a_secret_are_not_the_secret() {
        for name in [
            "max_tokens",
            "token_count",
            "next_page_token",
            "pageToken",
            "secret_name",
            "api_key_id",
            "password_policy",
            "token_address",
            "card_last4",
            "keyword",
            "passage",
            "description",
            "secretary",
        ] {
            assert_eq!(named_as(name), None, "{name}");
        }
    }

    #[test]
    fn descriptions_count_when_they_say_what_the_value_is() {
        assert_eq!(described_as("Your Stripe API key"), Some("an API key"));
        assert_eq!(described_as("The account password."), Some("a password"));
        assert_eq!(described_as("Bearer token for the API"), Some("a token"));
        assert_eq!(described_as("Name of the API key to rotate"), None);
        assert_eq!(described_as("Username used with the password"), None);
        assert_eq!(described_as("Search query, e.g. 'reset my password'"), None);
        assert_eq!(described_as("Maximum number of tokens to generate"), None);
    }
}
