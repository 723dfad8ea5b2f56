//! `docs/rules/` is generated from the rule files; this fails when the committed copy is stale.
//! `TOOLSIGHT_UPDATE_DOCS=1 cargo test -p toolsight --test docs` rewrites it.

use std::path::Path;

use toolsight::rules;

#[test]
fn the_committed_rule_docs_match_the_rule_files() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/rules");
    let mut pages: Vec<(String, String)> = rules::all()
        .iter()
        .map(|r| (format!("{}.md", r.meta().id), rules::docs_page(r.meta())))
        .collect();
    pages.push(("README.md".into(), rules::docs_index()));
    if std::env::var_os("TOOLSIGHT_UPDATE_DOCS").is_some() {
        std::fs::create_dir_all(&dir).unwrap();
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            std::fs::remove_file(entry.path()).unwrap();
        }
        for (name, text) in &pages {
            std::fs::write(dir.join(name), text).unwrap();
        }
        return;
    }
    let mut stale = Vec::new();
    for (name, text) in &pages {
        if std::fs::read_to_string(dir.join(name)).ok().as_deref() != Some(text.as_str()) {
            stale.push(name.clone());
        }
    }
    let extra: Vec<String> = std::fs::read_dir(&dir)
        .map(|d| {
            d.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| !pages.iter().any(|(p, _)| p == n))
                .collect()
        })
        .unwrap_or_default();
    assert!(
        stale.is_empty() && extra.is_empty(),
        "docs/rules is stale (changed: {stale:?}, extra: {extra:?}); run TOOLSIGHT_UPDATE_DOCS=1 cargo test -p toolsight --test docs"
    );
}
