//! The size of tools in tokens, which is what clients are billed and limited by: OpenAI's
//! `o200k_base` (GPT-4o, GPT-4.1, o-series, GPT-5), counted exactly with the vocabulary the
//! `tiktoken-rs` crate embeds, over the entry's JSON as the server sends it. Vendors render tool
//! definitions into their prompts in their own way, so the count measures the wire entry, not a
//! vendor's rendering of it.
//!
//! Anthropic publishes no tokenizer for its current models: for Claude there is only an
//! estimate, [`claude_estimate`], always shown as one.

use std::sync::OnceLock;

use serde_json::{Map, Value as Json};

/// The tokenizer, built once per process: reading its 200,000-entry vocabulary takes longer
/// than counting a whole project.
fn o200k() -> &'static tiktoken_rs::CoreBPE {
    static BPE: OnceLock<tiktoken_rs::CoreBPE> = OnceLock::new();
    BPE.get_or_init(|| tiktoken_rs::o200k_base().expect("the embedded o200k_base vocabulary loads"))
}

/// Tokens of a text in `o200k_base` (special-token text counted as ordinary text, as an API
/// counts text it is sent).
pub fn count(text: &str) -> usize {
    o200k().encode_ordinary(text).len()
}

/// The characters a Claude token holds on average in the estimate, in halves: 3.5, the rule of
/// thumb Anthropic gives for English text.
const HALF_CHARACTERS_PER_CLAUDE_TOKEN: usize = 7;

/// An estimate of a text's tokens for Claude: its characters over 3.5, rounded up. Only an
/// estimate: JSON and code run more tokens a character than prose, other scripts more again.
pub fn claude_estimate(text: &str) -> usize {
    (text.chars().count() * 2).div_ceil(HALF_CHARACTERS_PER_CLAUDE_TOKEN)
}

/// Tokens of one `tools/list` entry: its compact JSON, as the server sends it.
pub fn entry_tokens(entry: &Map<String, Json>) -> usize {
    count(&serde_json::to_string(entry).unwrap_or_default())
}

/// [`claude_estimate`] of one `tools/list` entry.
pub fn entry_claude_estimate(entry: &Map<String, Json>) -> usize {
    claude_estimate(&serde_json::to_string(entry).unwrap_or_default())
}

/// Tokens of a whole `tools/list` result (`{"tools":[...]}`) of these entries.
pub fn list_tokens<'a>(entries: impl Iterator<Item = &'a Map<String, Json>>) -> usize {
    let compact: Vec<String> = entries
        .map(|e| serde_json::to_string(e).unwrap_or_default())
        .collect();
    list_tokens_of(compact.iter().map(String::as_str))
}

/// [`list_tokens`] of entries already written as compact JSON.
pub fn list_tokens_of<'a>(entries: impl Iterator<Item = &'a str>) -> usize {
    let entries: Vec<&str> = entries.collect();
    count(&format!("{{\"tools\":[{}]}}", entries.join(",")))
}

#[cfg(test)]
mod tests {
    use super::*;

    // the counts themselves are checked against OpenAI's tiktoken in tests/tokens.rs
    #[test]
    fn an_entry_is_counted_as_the_compact_json_the_server_sends() {
        let entry: Map<String, Json> =
            serde_json::from_str(r#"{ "name": "t", "inputSchema": { "type": "object" } }"#)
                .unwrap();
        assert_eq!(
            entry_tokens(&entry),
            count(r#"{"name":"t","inputSchema":{"type":"object"}}"#)
        );
        assert_eq!(
            list_tokens([&entry].into_iter()),
            count(r#"{"tools":[{"name":"t","inputSchema":{"type":"object"}}]}"#)
        );
    }

    #[test]
    fn the_claude_estimate_is_characters_over_three_and_a_half_rounded_up() {
        assert_eq!(claude_estimate(""), 0);
        assert_eq!(claude_estimate("1234567"), 2);
        assert_eq!(claude_estimate("12345678"), 3);
        // characters, not bytes
        assert_eq!(claude_estimate("ééééééé"), 2);
    }
}
