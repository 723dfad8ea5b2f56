//! Token counts against OpenAI's own tokenizer: tests/tokens/o200k_base.json holds what tiktoken
//! (from PyPI) counts for every tools/list entry the real MCP SDK sent for the oracle's cases and
//! for texts that stress the tokenizer; it is written only by tests/tokens/reference.py, which
//! CI runs with `--check`.

use std::path::Path;

#[test]
fn o200k_base_counts_equal_tiktoken_s() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/tokens/o200k_base.json");
    let reference: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let counts = reference["counts"].as_array().unwrap();
    assert!(counts.len() >= 300, "{} reference counts", counts.len());
    let differing: Vec<String> = counts
        .iter()
        .filter_map(|c| {
            let text = c["text"].as_str().unwrap();
            let expected = c["tokens"].as_u64().unwrap() as usize;
            let counted = toolsight::tokens::count(text);
            (counted != expected).then(|| format!("{counted} != {expected}: {text:.80}"))
        })
        .collect();
    assert!(differing.is_empty(), "{differing:#?}");
}
