//! The tools lockfile (`toolsight.lock.json`): every server's predicted `tools/list` in a stable,
//! reviewable form, committed with the project so a change to what models see shows up in review
//! and fails CI until it is accepted (`toolsight schema --lock` writes it, `--check-lock`
//! compares), the way a snapshot test or a package lockfile works.
//!
//! Servers are ordered by file and position; tools keep the order the server lists them in,
//! which clients keep too. Source locations are recorded for the reader but not compared: moving
//! code does not change what a model sees.

use serde_json::{json, Map, Value as Json};

use crate::model::ServerPrediction;
use crate::output::position;
use crate::workspace::Workspace;

/// The file `--lock` and `--check-lock` use when none is named.
pub const DEFAULT_FILE: &str = "toolsight.lock.json";

/// The lockfile format; a file of another version is refused with what to do.
const FORMAT: u64 = 1;

/// The key that identifies a lockfile and its format.
const FORMAT_KEY: &str = "toolsight_lock";

/// The lockfile of a run's predictions.
pub fn lock_json(ws: &Workspace, servers: &[ServerPrediction]) -> Json {
    let mut list: Vec<((String, u32, u32), Json)> = servers
        .iter()
        .map(|s| {
            let (file, line, column) = position(ws, s.span);
            let tools: Vec<Json> = s
                .tools
                .iter()
                .map(|t| {
                    let (tool_file, tool_line, _) = position(ws, t.meta.span);
                    let mut entry = Map::new();
                    entry.insert(
                        "name".into(),
                        t.wire.get("name").cloned().unwrap_or(Json::Null),
                    );
                    entry.insert("exact".into(), json!(t.meta.exact));
                    if let Some((why, _)) = &t.meta.conditional {
                        entry.insert("conditional".into(), json!(why));
                    }
                    entry.insert("file".into(), json!(tool_file));
                    entry.insert("line".into(), json!(tool_line));
                    entry.insert("tokens".into(), json!(crate::tokens::entry_tokens(&t.wire)));
                    entry.insert("entry".into(), Json::Object(t.wire.clone()));
                    Json::Object(entry)
                })
                .collect();
            let server = json!({
                "file": file,
                "line": line,
                "target": s.target,
                "error": s.error.as_ref().map(|e| json!({
                    "stage": e.stage,
                    "code": e.code,
                    "message": e.message,
                })),
                "tokens": crate::tokens::list_tokens(s.tools.iter().map(|t| &t.wire)),
                "tools": tools,
            });
            ((file, line, column), server)
        })
        .collect();
    list.sort_by(|a, b| a.0.cmp(&b.0));
    json!({
        FORMAT_KEY: FORMAT,
        "servers": list.into_iter().map(|(_, s)| s).collect::<Vec<_>>(),
    })
}

/// Reads a lockfile's text: its servers, or what is wrong with it.
pub fn parse(text: &str, path: &str) -> Result<Vec<Json>, String> {
    let v: Json = serde_json::from_str(text).map_err(|e| {
        format!(
            "{path}:{}:{}: not a toolsight lockfile ({e}); write it again with `toolsight schema --lock`",
            e.line(),
            e.column()
        )
    })?;
    match v.get(FORMAT_KEY).and_then(Json::as_u64) {
        Some(FORMAT) => {}
        Some(other) => {
            return Err(format!(
                "{path}: lockfile format {other}, this toolsight writes format {FORMAT}; write it again with `toolsight schema --lock`"
            ))
        }
        None => {
            return Err(format!(
                "{path}: not a toolsight lockfile (no \"{FORMAT_KEY}\" key); write it with `toolsight schema --lock`"
            ))
        }
    }
    v.get("servers")
        .and_then(Json::as_array)
        .cloned()
        .ok_or_else(|| format!("{path}: a lockfile without a \"servers\" list; write it again with `toolsight schema --lock`"))
}

/// How the servers of a prediction differ from a lockfile's, one line per difference, in the
/// order of the prediction; empty when they agree. Servers are matched by file and their place
/// in it, tools by name; locations are not compared.
pub fn differences(locked: &[Json], predicted: &[Json]) -> Vec<String> {
    let (old, new) = (keyed(locked), keyed(predicted));
    let name = |file: &str, nth: usize| match nth {
        0 => format!("server in {file}"),
        n => format!("server {} in {file}", n + 1),
    };
    let mut out = Vec::new();
    for (file, nth, s) in &new {
        let Some((_, _, before)) = old.iter().find(|(f, n, _)| f == file && n == nth) else {
            out.push(format!(
                "+ {}: not in the lockfile ({} tools)",
                name(file, *nth),
                tools_of(s).len()
            ));
            continue;
        };
        let server = name(file, *nth);
        for key in ["target", "error"] {
            if before[key] != s[key] {
                out.push(format!(
                    "~ {server}: {key} {} -> {}",
                    short(&before[key]),
                    short(&s[key])
                ));
            }
        }
        let (was, is) = (tools_of(before), tools_of(s));
        for t in &is {
            let tool = t["name"].as_str().unwrap_or("(unnamed)");
            match was.iter().find(|w| w["name"] == t["name"]) {
                None => out.push(format!("+ {server}: tool {tool}")),
                Some(w) => {
                    for key in ["exact", "conditional"] {
                        if w.get(key) != t.get(key) {
                            out.push(format!(
                                "~ {server}: tool {tool}: {key} {} -> {}",
                                w.get(key).map_or("none".into(), short),
                                t.get(key).map_or("none".into(), short)
                            ));
                        }
                    }
                    let mut changed = Vec::new();
                    changed_pointers(&w["entry"], &t["entry"], String::new(), &mut changed);
                    for (pointer, a, b) in changed {
                        out.push(format!(
                            "~ {server}: tool {tool}: {pointer}: {} -> {}",
                            a.map_or("(absent)".into(), short),
                            b.map_or("(absent)".into(), short)
                        ));
                    }
                }
            }
        }
        for w in &was {
            if !is.iter().any(|t| t["name"] == w["name"]) {
                let tool = w["name"].as_str().unwrap_or("(unnamed)");
                out.push(format!("- {server}: tool {tool}"));
            }
        }
        let order =
            |tools: &[Json]| -> Vec<Json> { tools.iter().map(|t| t["name"].clone()).collect() };
        let common = |a: &[Json], b: &[Json]| -> Vec<Json> {
            order(a)
                .into_iter()
                .filter(|n| b.iter().any(|t| t["name"] == *n))
                .collect()
        };
        if common(&was, &is) != common(&is, &was) {
            out.push(format!("~ {server}: the tools are listed in another order"));
        }
    }
    for (file, nth, _) in &old {
        if !new.iter().any(|(f, n, _)| f == file && n == nth) {
            out.push(format!("- {}: no longer predicted", name(file, *nth)));
        }
    }
    out
}

/// Each server with its file and its place among that file's servers, which is how two
/// predictions' servers are matched.
pub(crate) fn keyed(servers: &[Json]) -> Vec<(String, usize, Json)> {
    let mut seen: Vec<String> = Vec::new();
    servers
        .iter()
        .map(|s| {
            let file = s["file"].as_str().unwrap_or_default().to_string();
            let nth = seen.iter().filter(|f| **f == file).count();
            seen.push(file.clone());
            (file, nth, s.clone())
        })
        .collect()
}

pub(crate) fn tools_of(server: &Json) -> Vec<Json> {
    server["tools"].as_array().cloned().unwrap_or_default()
}

/// The JSON pointers where two entries differ, with the values on each side (`None`: absent).
fn changed_pointers<'a>(
    a: &'a Json,
    b: &'a Json,
    at: String,
    out: &mut Vec<(String, Option<&'a Json>, Option<&'a Json>)>,
) {
    match (a, b) {
        (Json::Object(x), Json::Object(y)) => {
            for (k, v) in x {
                let here = format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
                match y.get(k) {
                    Some(w) => changed_pointers(v, w, here, out),
                    None => out.push((here, Some(v), None)),
                }
            }
            for (k, w) in y {
                if !x.contains_key(k) {
                    let here = format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
                    out.push((here, None, Some(w)));
                }
            }
        }
        _ if a == b => {}
        _ => out.push((
            if at.is_empty() { "/".into() } else { at },
            Some(a),
            Some(b),
        )),
    }
}

/// A value as one short line.
fn short(v: &Json) -> String {
    let text = v.to_string();
    match text.char_indices().nth(120) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn server(file: &str, tools: Json) -> Json {
        json!({ "file": file, "line": 3, "target": { "sdk": "x" }, "error": null, "tokens": 1, "tools": tools })
    }

    #[test]
    fn each_change_is_one_line_and_moves_are_not_changes() {
        let locked = [server(
            "src/a.ts",
            json!([
                { "name": "keep", "exact": true, "file": "src/a.ts", "line": 4, "entry": { "name": "keep", "description": "Keeps." } },
                { "name": "gone", "exact": true, "file": "src/a.ts", "line": 9, "entry": { "name": "gone" } },
            ]),
        )];
        let mut moved = locked[0].clone();
        moved["line"] = json!(30);
        moved["tools"][0]["line"] = json!(31);
        assert!(differences(&locked, &[moved]).is_empty());
        let predicted = [
            server(
                "src/a.ts",
                json!([
                    { "name": "keep", "exact": false, "file": "src/a.ts", "line": 4, "entry": { "name": "keep", "description": "Keeps it.", "title": "K" } },
                    { "name": "new", "exact": true, "file": "src/a.ts", "line": 12, "entry": { "name": "new" } },
                ]),
            ),
            server("src/b.ts", json!([])),
        ];
        assert_eq!(
            differences(&locked, &predicted),
            [
                "~ server in src/a.ts: tool keep: exact true -> false",
                "~ server in src/a.ts: tool keep: /description: \"Keeps.\" -> \"Keeps it.\"",
                "~ server in src/a.ts: tool keep: /title: (absent) -> \"K\"",
                "+ server in src/a.ts: tool new",
                "- server in src/a.ts: tool gone",
                "+ server in src/b.ts: not in the lockfile (0 tools)",
            ]
        );
        assert_eq!(
            differences(&predicted, &locked).last().map(String::as_str),
            Some("- server in src/b.ts: no longer predicted")
        );
    }

    #[test]
    fn a_file_that_is_no_lockfile_is_refused_with_what_to_do() {
        assert!(parse("{", "l.json").unwrap_err().contains("l.json:1:"));
        assert!(parse("{\"servers\": []}", "l.json")
            .unwrap_err()
            .contains("toolsight schema --lock"));
        assert!(parse("{\"toolsight_lock\": 9, \"servers\": []}", "l.json")
            .unwrap_err()
            .contains("format 9"));
        assert_eq!(
            parse("{\"toolsight_lock\": 1, \"servers\": []}", "l.json"),
            Ok(vec![])
        );
    }
}
