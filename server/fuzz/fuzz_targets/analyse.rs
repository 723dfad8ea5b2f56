//! Whole-file analysis of arbitrary bytes: the first byte picks the extension (and so the
//! front end and grammar: TypeScript, JavaScript or Python), the rest is the file. Every output
//! format is rendered, and every fix (unsafe ones included) is applied and the fixed text
//! analysed again. Nothing may panic, overflow or hang.
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use toolsight::workspace::Workspace;

const EXTENSIONS: [&str; 6] = ["ts", "js", "tsx", "mjs", "cjs", "py"];

fn analyse(text: String, path: &Path, fix_depth: u32) {
    let mut ws = Workspace::new();
    ws.set_overlay(path, text);
    let servers = toolsight::predict::predict_file(&ws, path, None).unwrap_or_default();
    let diags = toolsight::rules::check(&ws, &servers);
    let _ = serde_json::to_string(&toolsight::output::servers_json(&ws, &servers));
    let _ = toolsight::output::servers_human(&ws, &servers);
    let _ = serde_json::to_string(&toolsight::report::json(&ws, &diags));
    let _ = serde_json::to_string(&toolsight::report::sarif(&ws, &diags));
    let _ = toolsight::report::github(&ws, &diags);
    let _ = toolsight::report::human(&ws, &diags, false);
    if fix_depth == 0 {
        return;
    }
    let (changed, _) = toolsight::report::apply_fixes(&ws, &diags, true);
    for (p, fixed) in changed {
        analyse(fixed, &p, fix_depth - 1);
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let path = format!(
        "/fuzz/server.{}",
        EXTENSIONS[pick as usize % EXTENSIONS.len()]
    );
    let text = text.to_string();
    toolsight::stack::with_analysis_stack(move || analyse(text, Path::new(&path), 1));
});
