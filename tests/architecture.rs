//! The seam between languages, held by the sources themselves: everything outside a front end
//! (`server/src/ts/`, and `frontend.rs`, which lists the front ends) reads only the neutral
//! model, so a second language plugs in without touching rules, output or the language server.

use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn nothing_outside_the_front_ends_uses_a_language_module() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let front_ends = [src.join("ts"), src.join("py")];
    let registry = src.join("frontend.rs");
    let mut offenders = Vec::new();
    for f in &files {
        if front_ends.iter().any(|d| f.starts_with(d)) || *f == registry {
            continue;
        }
        let text = std::fs::read_to_string(f).unwrap();
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            let language = [
                "crate::ts::",
                "toolsight::ts::",
                "crate::py::",
                "toolsight::py::",
            ];
            if language.iter().any(|l| code.contains(l)) {
                offenders.push(format!("{}:{}: {}", f.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "outside the front ends, read the neutral model (crate::model, crate::frontend) instead:\n{}",
        offenders.join("\n")
    );
    // the test looks where the code is: it must have found the rules and the language server
    assert!(files.iter().any(|f| f.starts_with(src.join("rules"))));
    assert!(files.iter().any(|f| f.starts_with(src.join("lsp"))));
}
