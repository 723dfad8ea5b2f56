//! Bad input never panics: every oracle case cut at many points (half-typed chains, unclosed
//! calls, syntax errors) still yields a prediction or an unknown, and every input of
//! `tests/robustness/` (one per class of crash, hang or silent fallback found, see its README)
//! gets the outcome its `expect.toml` states from the real binary, within a deadline.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use toolsight::predict::predict_file;
use toolsight::targets::detect::{Found, Installed};
use toolsight::workspace::Workspace;

fn case_files() -> Vec<PathBuf> {
    files_under("../tests/oracle/cases")
}

/// The Python oracle's case modules.
fn python_case_files() -> Vec<PathBuf> {
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/oracle-py");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&base)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.is_dir()
                && p.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .starts_with("cases")
        })
        .flat_map(|d| files_under(&d.to_string_lossy()))
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .collect();
    out.sort();
    out
}

fn files_under(dir: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
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

/// Predicts every `every`th file of `files` cut every `step` bytes, in each variant `mangle`
/// makes of the text and the cut: how many predictions ran.
fn predict_mangled(
    files: &[PathBuf],
    every: usize,
    step: usize,
    installed: Option<&Installed>,
    mangle: impl Fn(&str, usize) -> [String; 4],
) -> usize {
    let mut runs = 0;
    for f in files.iter().step_by(every) {
        let text = std::fs::read_to_string(f).unwrap();
        let mut cuts: Vec<usize> = (0..text.len()).step_by(step).collect();
        cuts.push(text.len());
        for cut in cuts.into_iter().filter(|c| text.is_char_boundary(*c)) {
            for variant in mangle(&text, cut) {
                let mut ws = Workspace::new();
                let path =
                    f.with_file_name(format!("cut-{}", f.file_name().unwrap().to_string_lossy()));
                ws.set_overlay(&path, variant);
                let _ = predict_file(&ws, &path, installed);
                runs += 1;
            }
        }
    }
    runs
}

#[test]
fn truncated_and_mangled_sources_never_panic() {
    let files = case_files();
    assert!(!files.is_empty());
    let runs = predict_mangled(&files, 3, 37, None, |text, cut| {
        [
            text[..cut].to_string(),
            format!("{}){{[\"'`", &text[..cut]),
            text[..cut].replace('(', ""),
            // a multi-byte character typed, then a line break: a string it is in ends unclosed there
            format!("{}é\n{}", &text[..cut], &text[cut..]),
        ]
    });
    assert!(runs > 1000, "only {runs} runs");
}

#[test]
fn truncated_and_mangled_python_never_panics() {
    let files = python_case_files();
    assert!(files.len() > 250, "only {} Python cases", files.len());
    let runs = predict_mangled(&files, 4, 47, Some(&pinned_python()), |text, cut| {
        [
            // a decorator or signature half typed
            text[..cut].to_string(),
            format!("{})]:\"'\n    ", &text[..cut]),
            text[..cut].replace('(', ""),
            // an indentation broken mid-file, and a multi-byte character in an unclosed string
            format!("{}\n  x = 'é\n{}", &text[..cut], &text[cut..]),
        ]
    });
    assert!(runs > 1000, "only {runs} runs");
}

/// The versions of the Python oracle's `mcp1` config: every version modelled, so only the
/// source can make a prediction approximate.
fn pinned_python() -> Installed {
    let mut i = Installed::default();
    for (name, version) in [
        ("mcp", "1.30.0"),
        ("pydantic", "2.14.4"),
        ("python", "3.11"),
    ] {
        i.packages.insert(
            name.into(),
            Found {
                version: version.into(),
                source: "the test".into(),
            },
        );
    }
    i
}

/// A module Python 3 refuses (a Python 2 file, a decorator left half typed) never has its tools
/// listed as a certainty: each is `conditional` on the module loading, with the line named; the
/// same module fixed lists them without a condition.
#[test]
fn a_module_python_3_refuses_lists_its_tools_only_on_condition() {
    let fixed = "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"old\")\n\n\n@mcp.tool()\ndef add(a: int, b: int) -> int:\n    \"\"\"Add two numbers.\"\"\"\n    print(a)\n    return a + b\n";
    let broken = [
        (fixed.replace("print(a)", "print a"), 9, "Python 2 `print`"),
        (
            fixed.replace("print(a)", "exec \"y = a\""),
            9,
            "Python 2 `exec`",
        ),
        (fixed.replace("return a + b", "return `a`"), 10, "backtick"),
        (
            fixed.replace("mcp = FastMCP(\"old\")", "mcp = FastMCP(\"old\""),
            3,
            "",
        ),
    ];
    let predict = |text: &str| {
        let mut ws = Workspace::new();
        let path = Path::new("/virtual/py2/server.py");
        ws.set_overlay(path, text.to_string());
        predict_file(&ws, path, Some(&pinned_python())).unwrap()
    };
    let servers = predict(fixed);
    assert_eq!(servers[0].tools.len(), 1);
    let meta = &servers[0].tools[0].meta;
    assert!(meta.exact && meta.conditional.is_none(), "{meta:?}");
    for (text, line, what) in broken {
        let names_the_problem = |r: &str| {
            r.contains(&format!("`server.py` line {line}: "))
                && r.contains(what)
                && r.contains("SyntaxError")
        };
        let servers = predict(&text);
        assert_eq!(servers.len(), 1, "from:\n{text}");
        // a server whose creation does not parse is not read: why is said
        if let Some(untraced) = &servers[0].untraced {
            assert!(names_the_problem(untraced), "{untraced} from:\n{text}");
        }
        for t in &servers[0].tools {
            let condition = t.meta.conditional.as_ref().map(|(why, _)| why.as_str());
            assert!(
                condition.is_some_and(names_the_problem),
                "{condition:?} from:\n{text}"
            );
        }
        assert!(
            servers[0].untraced.is_some() || !servers[0].tools.is_empty(),
            "neither a tool nor why from:\n{text}"
        );
    }
}

/// A module of 5,000 tools (about 1.4 MB) and annotations nested 300 deep are read to the end.
#[test]
fn huge_and_deeply_nested_python_modules_are_read() {
    let mut text = String::from("from typing import Optional\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"big\")\n");
    for i in 0..5000 {
        text.push_str(&format!("\n\n@mcp.tool()\ndef tool_{i}(query: str, limit: int = {i}) -> str:\n    \"\"\"Search the catalogue, page {i}, for the items matching the query text.\"\"\"\n    return query\n"));
    }
    let deep = format!("{}str{}", "Optional[list[".repeat(300), "]]".repeat(300));
    text.push_str(&format!(
        "\n\n@mcp.tool()\ndef deep(x: {deep}) -> str:\n    return ''\n"
    ));
    let mut ws = Workspace::new();
    let path = Path::new("/virtual/big/server.py");
    ws.set_overlay(path, text);
    let servers = predict_file(&ws, path, Some(&pinned_python())).unwrap();
    assert_eq!(servers.len(), 1);
    assert_eq!(servers[0].tools.len(), 5001);
    assert!(servers[0].tools[..5000].iter().all(|t| t.meta.exact));
    assert!(!servers[0].tools[5000].meta.exact);
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
