//! Rule fixtures: `tests/fixtures/rules/<config>/<rule-id>/*.ts` and `*.py` (each config folder's
//! package.json or pyproject.toml pins the versions). A comment line made of carets marks where a finding of the folder's rule
//! starts and ends on the line above it:
//!
//! ```text
//! limit: z.number(),
//! //     ^^^^^^^^^^ missing-bounds
//! ```
//!
//! Every finding of that rule in the file must be annotated (line, start column and end column
//! on that line) and every annotation must be found; in Python the caret line is a `#` comment. A
//! file whose first line is `// expect: nothing` (`# expect: nothing`) must produce no finding of
//! the rule.

use std::path::{Path, PathBuf};

use toolsight::predict::predict_file;
use toolsight::rules;
use toolsight::workspace::Workspace;

#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Clone)]
struct Mark {
    line: usize,
    start: usize,
    end: usize,
}

fn fixtures() -> Vec<(String, PathBuf)> {
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/rules");
    let mut out = Vec::new();
    for config in std::fs::read_dir(&base).unwrap().flatten() {
        if !config.path().is_dir() {
            continue;
        }
        for rule_dir in std::fs::read_dir(config.path()).unwrap().flatten() {
            if !rule_dir.path().is_dir() {
                continue;
            }
            let rule = rule_dir.file_name().to_string_lossy().into_owned();
            for f in std::fs::read_dir(rule_dir.path()).unwrap().flatten() {
                if f.path()
                    .extension()
                    .is_some_and(|e| ["ts", "js", "html", "py"].iter().any(|x| e == *x))
                {
                    out.push((rule.clone(), f.path()));
                }
            }
        }
    }
    out.sort();
    out
}

/// The text of a line comment, in either language's syntax.
fn comment(line: &str) -> Option<&str> {
    line.strip_prefix("//").or_else(|| line.strip_prefix('#'))
}

/// Caret lines under source lines, as 0-based line and UTF-8 character columns of the line above.
fn expected(text: &str, rule: &str) -> Vec<Mark> {
    let lines: Vec<&str> = text.lines().collect();
    let mut marks = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim_start();
        let Some(rest) = comment(t) else {
            continue;
        };
        let carets = rest.trim_start();
        if !carets.starts_with('^') {
            continue;
        }
        let name = carets.trim_start_matches('^').trim();
        if name != rule {
            continue;
        }
        let start = l.find('^').unwrap();
        let end = start + carets.chars().take_while(|c| *c == '^').count();
        // the annotated line is the closest line above that is not itself an annotation
        let mut target = i - 1;
        while comment(lines[target].trim_start()).is_some_and(|r| r.trim_start().starts_with('^')) {
            target -= 1;
        }
        marks.push(Mark {
            line: target,
            start: l[..start].chars().count(),
            end: l[..start].chars().count() + (end - start),
        });
    }
    marks.sort();
    marks
}

#[test]
fn every_rule_fixture_gets_exactly_its_annotated_findings() {
    let all = fixtures();
    assert!(!all.is_empty());
    let mut failures = Vec::new();
    for (rule, path) in &all {
        assert!(
            rules::find(rule).is_some(),
            "{}: no rule named {rule}",
            path.display()
        );
        let text = std::fs::read_to_string(path).unwrap();
        let ws = Workspace::new();
        let servers = predict_file(&ws, path, None).unwrap();
        let diags = rules::check(&ws, &servers);
        let f = ws.file(ws.load(path).unwrap());
        let mut got: Vec<Mark> = diags
            .iter()
            .filter(|d| d.rule == rule && d.span.file == f.id)
            .map(|d| {
                let s = f.line_col(d.span.start);
                let e = f.line_col(d.span.end);
                let end = if e.line == s.line {
                    e.column as usize - 1
                } else {
                    f.text
                        .lines()
                        .nth(s.line as usize - 1)
                        .map_or(0, |l| l.chars().count())
                };
                Mark {
                    line: s.line as usize - 1,
                    start: s.column as usize - 1,
                    end,
                }
            })
            .collect();
        got.sort();
        let nothing = text.starts_with("// expect: nothing")
            || text.starts_with("# expect: nothing")
            || text.starts_with("<!-- expect: nothing -->");
        let want = if nothing {
            Vec::new()
        } else {
            expected(&text, rule)
        };
        if !nothing && want.is_empty() {
            failures.push(format!(
                "{}: no `^^^ {rule}` annotation and no `// expect: nothing` marker",
                path.display()
            ));
            continue;
        }
        if !nothing {
            // a code frame per rule: what a person sees for this fixture
            let mine: Vec<rules::Diagnostic> =
                diags.iter().filter(|d| d.rule == rule).cloned().collect();
            let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
            let frames = toolsight::report::human(&ws, &mine, false)
                .replace(&format!("{}/", root.canonicalize().unwrap().display()), "")
                .replace(&format!("{}/", root.display()), "");
            let name = format!("{rule}__{}", path.file_stem().unwrap().to_string_lossy());
            insta::assert_snapshot!(name, frames);
        }
        if got != want {
            let msgs: Vec<String> = diags
                .iter()
                .filter(|d| d.rule == rule)
                .map(|d| d.message.clone())
                .collect();
            failures.push(format!(
                "{}:\n  expected {want:?}\n  got      {got:?}\n  messages {msgs:#?}",
                path.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `docstring-args-ignored`'s fix writes each docstring entry where the SDK reads it (a new
/// `Annotated[T, Field(...)]`, or the `Field` already there), all in one run: the texts are then on the predicted wire, nothing
/// else of the entry changed, and no finding of the rule is left.
#[test]
fn the_docstring_fix_puts_every_entry_on_the_wire_in_one_run() {
    let before = r#"from typing import Annotated, Literal

import pydantic
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notes")


@mcp.tool()
def search(query: str, limit: int = pydantic.Field(10, ge=1), order: Literal["new", "old"] = "new", tag: Annotated[str, pydantic.Field(max_length=20)] = "") -> list[str]:
    """Search the notes.

    Args:
        query: Words to look for.
        limit: How many results to return.
        order: "new" for the newest first.
        tag: Only notes with this tag.
    """
    return []
"#;
    let after = r#"from pydantic import Field
from typing import Annotated, Literal

import pydantic
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notes")


@mcp.tool()
def search(query: Annotated[str, Field(description="Words to look for.")], limit: int = pydantic.Field(10, ge=1, description="How many results to return."), order: Annotated[Literal["new", "old"], Field(description="\"new\" for the newest first.")] = "new", tag: Annotated[str, pydantic.Field(max_length=20, description="Only notes with this tag.")] = "") -> list[str]:
    """Search the notes.

    Args:
        query: Words to look for.
        limit: How many results to return.
        order: "new" for the newest first.
        tag: Only notes with this tag.
    """
    return []
"#;
    // beside the pyproject.toml that pins the SDK, so both texts are read under its versions
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures/rules/py-mcp1/docstring-args-ignored/fix-subject.py");
    let analyse = |text: &str| {
        let mut ws = Workspace::new();
        ws.set_overlay(&path, text.to_string());
        let servers = predict_file(&ws, &path, None).unwrap();
        let diags = rules::check(&ws, &servers);
        (ws, servers, diags)
    };
    let (ws, servers, diags) = analyse(before);
    let found: Vec<&rules::Diagnostic> = diags
        .iter()
        .filter(|d| d.rule == "docstring-args-ignored")
        .collect();
    assert_eq!(found.len(), 4, "{found:#?}");
    assert!(found.iter().all(|d| d.fix.is_some()), "{found:#?}");
    let (changed, fixed) = toolsight::report::apply_fixes(&ws, &diags, false);
    assert_eq!(fixed, 4);
    let text = changed.values().next().unwrap();
    assert_eq!(text, after);
    let (_, fixed_servers, diags) = analyse(text);
    assert!(!diags.iter().any(|d| d.rule == "docstring-args-ignored"));
    let mut want = servers[0].tools[0].wire.clone();
    for (param, said) in [
        ("query", "Words to look for."),
        ("limit", "How many results to return."),
        ("order", "\"new\" for the newest first."),
        ("tag", "Only notes with this tag."),
    ] {
        want["inputSchema"]["properties"][param]
            .as_object_mut()
            .unwrap()
            .insert("description".into(), said.into());
    }
    let got = &fixed_servers[0].tools[0];
    assert!(got.meta.exact, "{:?}", got.meta);
    assert_eq!(
        serde_json::Value::Object(got.wire.clone()),
        serde_json::Value::Object(want)
    );
}

/// Each rule's Python example on its docs page is a module that gets a finding of that rule,
/// read under the SDK versions the Python rule fixtures pin.
#[test]
fn every_python_example_gets_a_finding_of_its_rule() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/rules/py-mcp1");
    let mut shown = 0;
    let mut failures = Vec::new();
    for rule in rules::all() {
        let m = rule.meta();
        if m.python_example.is_empty() {
            continue;
        }
        shown += 1;
        let path = dir.join(format!("docs-example-{}.py", m.id));
        let mut ws = Workspace::new();
        ws.set_overlay(&path, format!("{}\n", m.python_example));
        let servers = predict_file(&ws, &path, None).unwrap();
        let found: Vec<&str> = rules::check(&ws, &servers).iter().map(|d| d.rule).collect();
        if !found.contains(&m.id) {
            failures.push(format!("{}: the example gets only {found:?}", m.id));
        }
    }
    assert!(shown >= 17, "only {shown} rules show a Python example");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
