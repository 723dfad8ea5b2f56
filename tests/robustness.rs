//! Bad input never panics: every oracle case cut at many points (half-typed chains, unclosed
//! calls, syntax errors) still yields a prediction or an unknown.

use std::path::{Path, PathBuf};

use toolsight::predict::predict_file;
use toolsight::workspace::Workspace;

fn case_files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/oracle/cases");
    let mut stack = vec![base];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn truncated_and_mangled_sources_never_panic() {
    let files = case_files();
    assert!(!files.is_empty());
    let mut runs = 0;
    for f in files.iter().step_by(3) {
        let text = std::fs::read_to_string(f).unwrap();
        let mut cuts: Vec<usize> = (0..text.len()).step_by(37).collect();
        cuts.push(text.len());
        for cut in cuts {
            if !text.is_char_boundary(cut) {
                continue;
            }
            for variant in [
                text[..cut].to_string(),
                format!("{}){{[\"'`", &text[..cut]),
                text[..cut].replace('(', ""),
            ] {
                let mut ws = Workspace::new();
                let path =
                    f.with_file_name(format!("cut-{}", f.file_name().unwrap().to_string_lossy()));
                ws.set_overlay(&path, variant);
                let _ = predict_file(&ws, &path, None);
                runs += 1;
            }
        }
    }
    assert!(runs > 1000, "only {runs} runs");
}

#[test]
fn deep_nesting_and_self_reference_do_not_overflow() {
    let mut ws = Workspace::new();
    let deep = format!(
        "import {{ McpServer }} from '@modelcontextprotocol/sdk/server/mcp.js';\nimport {{ z }} from 'zod';\nconst server = new McpServer({{name:'a',version:'1'}});\nconst a = {};\nconst b = b.optional();\nconst c = d; const d = c;\nserver.registerTool('t', {{ inputSchema: {{ a: z.object({{ x: a }}), b, c }} }}, async () => ({{content: []}}));\n",
        "z.array(".repeat(400) + "z.string()" + &")".repeat(400)
    );
    ws.set_overlay("/virtual/deep.ts", deep);
    let servers = predict_file(&ws, Path::new("/virtual/deep.ts"), None).unwrap();
    assert_eq!(servers.len(), 1);
    let tool = &servers[0].tools[0];
    assert!(
        !tool.meta.exact,
        "unresolvable parts must make the prediction approximate"
    );
    assert!(!tool.meta.unknown.is_empty());
}
