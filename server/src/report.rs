//! Rendering findings for the command line: code frames for people, JSON for tools, GitHub
//! workflow commands for CI annotations. Positions are computed here from byte spans.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde_json::{json, Value as Json};

use crate::rules::{Applicability, Diagnostic, Edit, Severity};
use crate::span::Span;
use crate::workspace::Workspace;

/// A span's start and end as 1-based lines and character columns, and byte offsets.
fn range_json(ws: &Workspace, span: Span) -> Json {
    let f = ws.file(span.file);
    let s = f.line_col(span.start);
    let e = f.line_col(span.end);
    json!({
        "start": { "line": s.line, "column": s.column, "offset": span.start },
        "end": { "line": e.line, "column": e.column, "offset": span.end },
    })
}

fn path(ws: &Workspace, span: Span) -> String {
    ws.file(span.file).path.display().to_string()
}

/// Counts by severity, for the summary line and the JSON `summary`.
pub struct Summary {
    pub errors: usize,
    pub warnings: usize,
    pub infos: usize,
    pub fixable: usize,
    pub unsafe_fixable: usize,
}

pub fn summarize(diags: &[Diagnostic]) -> Summary {
    let count = |s: Severity| diags.iter().filter(|d| d.severity == s).count();
    Summary {
        errors: count(Severity::Error),
        warnings: count(Severity::Warning),
        infos: count(Severity::Info),
        fixable: diags
            .iter()
            .filter(|d| {
                d.fix
                    .as_ref()
                    .is_some_and(|f| f.applicability == Applicability::Safe)
            })
            .count(),
        unsafe_fixable: diags
            .iter()
            .filter(|d| {
                d.fix
                    .as_ref()
                    .is_some_and(|f| f.applicability == Applicability::Unsafe)
            })
            .count(),
    }
}

/// The documented JSON format (docs/check-format.md).
pub fn json(ws: &Workspace, diags: &[Diagnostic]) -> Json {
    let findings: Vec<Json> = diags
        .iter()
        .map(|d| {
            json!({
                "rule": d.rule,
                "severity": d.severity,
                "file": path(ws, d.span),
                "range": range_json(ws, d.span),
                "message": d.message,
                "url": rule_url(d.rule),
                "related": d.related.iter().map(|(s, m)| json!({ "file": path(ws, *s), "range": range_json(ws, *s), "message": m })).collect::<Vec<_>>(),
                "fix": d.fix.as_ref().map(|f| json!({
                    "title": f.title,
                    "applicability": f.applicability,
                    "edits": f.edits.iter().map(|e| json!({ "file": path(ws, e.span), "range": range_json(ws, e.span), "text": e.text })).collect::<Vec<_>>(),
                })),
            })
        })
        .collect();
    let s = summarize(diags);
    json!({
        "findings": findings,
        "summary": { "errors": s.errors, "warnings": s.warnings, "infos": s.infos, "fixable": s.fixable, "unsafe_fixable": s.unsafe_fixable },
    })
}

/// Where a rule's documentation page is published (the same page is `docs/rules/<id>.md` in the
/// repository and `toolsight explain <id>` prints it).
pub fn rule_url(rule: &str) -> String {
    format!("{}/rules/{rule}", env!("CARGO_PKG_HOMEPAGE"))
}

/// A SARIF artifact URI: relative paths stay relative (with `/`), absolute ones become `file:`.
fn artifact_uri(path: &std::path::Path) -> String {
    let s = path.display().to_string().replace('\\', "/");
    let encoded: String = s
        .chars()
        .map(|c| match c {
            ' ' => "%20".to_string(),
            '#' => "%23".to_string(),
            '?' => "%3F".to_string(),
            '%' => "%25".to_string(),
            c => c.to_string(),
        })
        .collect();
    if path.is_absolute() {
        format!("file://{encoded}")
    } else {
        encoded
    }
}

fn sarif_region(ws: &Workspace, span: Span) -> Json {
    let f = ws.file(span.file);
    let s = f.line_col(span.start);
    let e = f.line_col(span.end);
    json!({ "startLine": s.line, "startColumn": s.column, "endLine": e.line, "endColumn": e.column })
}

fn sarif_location(ws: &Workspace, span: Span) -> Json {
    json!({
        "physicalLocation": {
            "artifactLocation": { "uri": artifact_uri(&ws.file(span.file).path) },
            "region": sarif_region(ws, span),
        }
    })
}

/// SARIF 2.1.0: one run, the rule catalogue as the driver's rules, one result per finding.
pub fn sarif(ws: &Workspace, diags: &[Diagnostic]) -> Json {
    let level = |s: Severity| match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "note",
    };
    let all = crate::rules::all();
    let rules: Vec<Json> = all
        .iter()
        .map(|r| {
            let m = r.meta();
            let page = crate::rules::docs_page(m);
            json!({
                "id": m.id,
                "shortDescription": { "text": m.summary },
                "fullDescription": { "text": m.what },
                "help": { "text": page, "markdown": page },
                "helpUri": rule_url(m.id),
                "defaultConfiguration": { "level": level(m.severity) },
            })
        })
        .collect();
    let results: Vec<Json> = diags
        .iter()
        .map(|d| {
            let mut r = json!({
                "ruleId": d.rule,
                "ruleIndex": all.iter().position(|x| x.meta().id == d.rule).unwrap_or(0),
                "level": level(d.severity),
                "message": { "text": d.message },
                "locations": [sarif_location(ws, d.span)],
            });
            if !d.related.is_empty() {
                r["relatedLocations"] = Json::Array(
                    d.related
                        .iter()
                        .enumerate()
                        .map(|(i, (s, m))| {
                            let mut l = sarif_location(ws, *s);
                            l["id"] = json!(i);
                            l["message"] = json!({ "text": m });
                            l
                        })
                        .collect(),
                );
            }
            if let Some(fix) = &d.fix {
                let mut by_file: BTreeMap<u32, Vec<&crate::rules::Edit>> = BTreeMap::new();
                for e in &fix.edits {
                    by_file.entry(e.span.file.0).or_default().push(e);
                }
                r["fixes"] = json!([{
                    "description": { "text": fix.title },
                    "artifactChanges": by_file.values().map(|edits| json!({
                        "artifactLocation": { "uri": artifact_uri(&ws.file(edits[0].span.file).path) },
                        "replacements": edits.iter().map(|e| json!({
                            "deletedRegion": sarif_region(ws, e.span),
                            "insertedContent": { "text": e.text },
                        })).collect::<Vec<_>>(),
                    })).collect::<Vec<_>>(),
                }]);
            }
            r
        })
        .collect();
    json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {
                "driver": {
                    "name": "toolsight",
                    "version": env!("CARGO_PKG_VERSION"),
                    "informationUri": env!("CARGO_PKG_HOMEPAGE"),
                    "rules": rules,
                }
            },
            "columnKind": "unicodeCodePoints",
            "results": results,
        }]
    })
}

/// `::error file=…,line=…,col=…::message` lines for GitHub Actions.
pub fn github(ws: &Workspace, diags: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diags {
        let f = ws.file(d.span.file);
        let s = f.line_col(d.span.start);
        let e = f.line_col(d.span.end);
        let level = match d.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "notice",
        };
        out.push_str(&format!(
            "::{level} file={},line={},col={},endLine={},endColumn={},title={}::{}\n",
            escape_property(&f.path.display().to_string()),
            s.line,
            s.column,
            e.line,
            e.column,
            escape_property(&format!("toolsight {}", d.rule)),
            escape_data(&d.message)
        ));
    }
    out
}

fn escape_data(s: &str) -> String {
    s.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

fn escape_property(s: &str) -> String {
    escape_data(s).replace(':', "%3A").replace(',', "%2C")
}

/// Code frames in the style of rustc and ruff, then a summary line.
pub fn human(ws: &Workspace, diags: &[Diagnostic], color: bool) -> String {
    let paint = |code: &str, s: &str| {
        if color {
            format!("\x1b[{code}m{s}\x1b[0m")
        } else {
            s.to_string()
        }
    };
    let mut out = String::new();
    for d in diags {
        let f = ws.file(d.span.file);
        let s = f.line_col(d.span.start);
        let e = f.line_col(d.span.end);
        let (label, code) = match d.severity {
            Severity::Error => ("error", "1;31"),
            Severity::Warning => ("warning", "1;33"),
            Severity::Info => ("info", "1;36"),
        };
        out.push_str(&format!(
            "{}{} {}\n",
            paint(code, &format!("{label}[{}]", d.rule)),
            paint("1", ":"),
            paint("1", &d.message)
        ));
        let gutter = s.line.to_string().len();
        out.push_str(&format!(
            "{} {}:{}:{}\n",
            paint("34", &format!("{:>gutter$}-->", "")),
            f.path.display(),
            s.line,
            s.column
        ));
        let line_text = f.lines.line_text(&f.text, s.line);
        let width = if e.line == s.line {
            (e.column.saturating_sub(s.column)).max(1) as usize
        } else {
            line_text
                .chars()
                .count()
                .saturating_sub(s.column as usize - 1)
                .max(1)
        };
        out.push_str(&format!("{}\n", paint("34", &format!("{:>gutter$} |", ""))));
        out.push_str(&format!(
            "{} {}\n",
            paint("34", &format!("{:>gutter$} |", s.line)),
            line_text.trim_end()
        ));
        let pad: String = line_text
            .chars()
            .take(s.column as usize - 1)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        out.push_str(&format!(
            "{} {pad}{}\n",
            paint("34", &format!("{:>gutter$} |", "")),
            paint(code, &"^".repeat(width))
        ));
        for (rs, rm) in &d.related {
            let rf = ws.file(rs.file);
            let rl = rf.line_col(rs.start);
            out.push_str(&format!(
                "{} note: {rm} ({}:{}:{})\n",
                paint("34", &format!("{:>gutter$} =", "")),
                rf.path.display(),
                rl.line,
                rl.column
            ));
        }
        if let Some(fix) = &d.fix {
            let kind = match fix.applicability {
                Applicability::Safe => "fix",
                Applicability::Unsafe => "unsafe fix",
            };
            out.push_str(&format!(
                "{} help ({kind}): {}\n",
                paint("34", &format!("{:>gutter$} =", "")),
                fix.title
            ));
        }
        out.push_str(&format!(
            "{} docs: {}\n\n",
            paint("34", &format!("{:>gutter$} =", "")),
            rule_url(d.rule)
        ));
    }
    let s = summarize(diags);
    if diags.is_empty() {
        out.push_str("No findings.\n");
    } else {
        out.push_str(&format!(
            "Found {} finding{} ({} error{}, {} warning{}, {} info).",
            diags.len(),
            if diags.len() == 1 { "" } else { "s" },
            s.errors,
            if s.errors == 1 { "" } else { "s" },
            s.warnings,
            if s.warnings == 1 { "" } else { "s" },
            s.infos
        ));
        if s.fixable > 0 {
            out.push_str(&format!(" {} fixable with --fix.", s.fixable));
        }
        if s.unsafe_fixable > 0 {
            out.push_str(&format!(" {} more with --unsafe-fixes.", s.unsafe_fixable));
        }
        out.push('\n');
    }
    out
}

/// The edits of the fixes allowed, applied file by file; overlapping edits after the first are
/// skipped (a second run applies them). Returns the new text of each changed file and how many
/// findings were fixed.
pub fn apply_fixes(
    ws: &Workspace,
    diags: &[Diagnostic],
    unsafe_fixes: bool,
) -> (BTreeMap<PathBuf, String>, usize) {
    let mut by_file: BTreeMap<u32, Vec<&Diagnostic>> = BTreeMap::new();
    for d in diags {
        if let Some(f) = &d.fix {
            if f.applicability == Applicability::Safe || unsafe_fixes {
                if let Some(first) = f.edits.first() {
                    by_file.entry(first.span.file.0).or_default().push(d);
                }
            }
        }
    }
    let mut out = BTreeMap::new();
    let mut fixed = 0;
    for (file, ds) in by_file {
        let f = ws.file(crate::span::FileId(file));
        let mut taken: Vec<(u32, u32)> = Vec::new();
        let mut edits = Vec::new();
        for d in ds {
            let fix = d.fix.as_ref().expect("grouped by fix");
            // an edit another fix already makes (the import both need) is made once for both
            let shared = |e: &Edit, edits: &[&Edit]| edits.contains(&e);
            // an insertion takes its point: a second one there (the same fix reached from
            // another finding, or another fix) would stack on it
            let overlaps = fix.edits.iter().filter(|e| !shared(e, &edits)).any(|e| {
                e.span.file.0 != file
                    || taken.iter().any(|(s, t)| {
                        e.span.start < (*t).max(s + 1) && *s < e.span.end.max(e.span.start + 1)
                    })
            });
            if overlaps {
                continue;
            }
            let own: Vec<&Edit> = fix.edits.iter().filter(|e| !shared(e, &edits)).collect();
            for e in own {
                taken.push((e.span.start, e.span.end));
                edits.push(e);
            }
            fixed += 1;
        }
        edits.sort_by_key(|e| std::cmp::Reverse((e.span.start, e.span.end)));
        let mut text = f.text.clone();
        for e in edits {
            text.replace_range(e.span.start as usize..e.span.end as usize, &e.text);
        }
        out.insert(f.path.clone(), text);
    }
    (out, fixed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Edit, Fix};

    /// Findings whose fixes insert at one point (one shared schema reached from two tools, or
    /// two fixes meeting there): the text goes in once, not stacked.
    #[test]
    fn insertions_at_one_point_are_applied_once() {
        let mut ws = Workspace::new();
        let path = PathBuf::from("/fix/a.ts");
        ws.set_overlay(&path, "const s = z.string();\n".to_string());
        let file = ws.load(&path).unwrap();
        let at = Span::new(file, 20, 20);
        let finding = |text: &str| Diagnostic {
            rule: "missing-bounds",
            severity: Severity::Warning,
            span: Span::new(file, 10, 20),
            message: String::new(),
            related: Vec::new(),
            fix: Some(Fix {
                title: String::new(),
                edits: vec![Edit {
                    span: at,
                    text: text.to_string(),
                }],
                applicability: Applicability::Unsafe,
            }),
            unnecessary: false,
        };
        let diags = [
            finding(".max(200)"),
            finding(".max(200)"),
            finding(".min(1)"),
        ];
        let (out, fixed) = apply_fixes(&ws, &diags, true);
        assert_eq!(out[&path], "const s = z.string().max(200);\n");
        // the one edit fixes both findings that ask for it; the third is left for a second run
        assert_eq!(fixed, 2);
        // unsafe fixes stay out unless asked for
        assert!(apply_fixes(&ws, &diags, false).0.is_empty());
    }
}
