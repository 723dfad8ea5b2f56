//! Bad input never panics: every oracle case cut at many points (half-typed chains, unclosed
//! calls, syntax errors) still yields a prediction or an unknown, and every input of
//! `tests/robustness/` (one per class of crash, hang or silent fallback found, see its README)
//! gets the outcome its `expect.toml` states from the real binary, within a deadline.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

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
                // a multi-byte character typed, then a line break: a string it is in ends unclosed there
                format!("{}é\n{}", &text[..cut], &text[cut..]),
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

/// How long one run of the binary on one bad input may take (a debug build, on a loaded machine):
/// a hang fails the test instead of stalling it.
const DEADLINE: Duration = Duration::from_secs(120);

#[derive(serde::Deserialize)]
struct Expect {
    run: Vec<Run>,
}

/// One command over a case: `args`, then the case's folder (or `path`, relative to it); with
/// `stdin`, `args` alone and that text on standard input (the language server's input).
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Run {
    args: Vec<String>,
    path: Option<String>,
    stdin: Option<String>,
    exit: i32,
    #[serde(default)]
    stdout: Vec<String>,
    #[serde(default)]
    stderr: Vec<String>,
    #[serde(default)]
    not_stdout: Vec<String>,
}

/// Runs the binary with `stdin` on its standard input, killing it past the deadline: (exit code,
/// stdout, stderr), `None` if killed.
fn run_with_deadline(args: &[String], stdin: Option<&str>) -> Option<(i32, String, String)> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    if let (Some(text), Some(mut pipe)) = (stdin, child.stdin.take()) {
        let text = text.to_string();
        // written from a thread, so a server that stops reading cannot block the test; dropping
        // the pipe at the end is the end of input
        std::thread::spawn(move || {
            use std::io::Write;
            let _ = pipe.write_all(text.as_bytes());
        });
    }
    let pid = child.id() as libc::pid_t;
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = done.send(child.wait_with_output());
    });
    match finished.recv_timeout(DEADLINE) {
        Ok(out) => {
            let out = out.expect("waiting for the binary");
            Some((
                out.status.code().unwrap_or(-1),
                String::from_utf8_lossy(&out.stdout).into_owned(),
                String::from_utf8_lossy(&out.stderr).into_owned(),
            ))
        }
        Err(_) => {
            // SAFETY: kill(2) on the pid of the child this test spawned and has not reaped
            unsafe { libc::kill(pid, libc::SIGKILL) };
            None
        }
    }
}

#[test]
fn every_bad_input_gets_its_expected_outcome() {
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/robustness");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&base)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("expect.toml").is_file())
        .collect();
    cases.sort();
    assert!(!cases.is_empty());
    let mut failures = Vec::new();
    for case in &cases {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(case.join("expect.toml")).unwrap();
        let expect: Expect =
            toml::from_str(&text).unwrap_or_else(|e| panic!("{name}/expect.toml: {e}"));
        for run in &expect.run {
            let mut args = run.args.clone();
            if run.stdin.is_none() {
                let target = run.path.as_ref().map_or(case.clone(), |p| case.join(p));
                args.push(target.to_string_lossy().into_owned());
            }
            let shown = format!("{name}: toolsight {}", run.args.join(" "));
            let Some((code, out, err)) = run_with_deadline(&args, run.stdin.as_deref()) else {
                failures.push(format!("{shown}: still running after {DEADLINE:?}"));
                continue;
            };
            let mut wrong = Vec::new();
            if code != run.exit {
                wrong.push(format!("exit {code}, expected {}", run.exit));
            }
            wrong.extend(
                run.stdout
                    .iter()
                    .filter(|s| !out.contains(s.as_str()))
                    .map(|s| format!("stdout lacks {s:?}")),
            );
            wrong.extend(
                run.stderr
                    .iter()
                    .filter(|s| !err.contains(s.as_str()))
                    .map(|s| format!("stderr lacks {s:?}")),
            );
            wrong.extend(
                run.not_stdout
                    .iter()
                    .filter(|s| out.contains(s.as_str()))
                    .map(|s| format!("stdout has {s:?}")),
            );
            if !wrong.is_empty() {
                let tail: String = err
                    .chars()
                    .rev()
                    .take(1500)
                    .collect::<Vec<_>>()
                    .into_iter()
                    .rev()
                    .collect();
                failures.push(format!(
                    "{shown}: {}\n--- stdout ---\n{out}\n--- stderr (end) ---\n{tail}",
                    wrong.join("; ")
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
