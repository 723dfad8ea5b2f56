//! What changed for the model between two predictions (two lockfiles, or two revisions predicted
//! as lockfiles): each change classified by what it does to callers and models.

use serde::Serialize;
use serde_json::Value as Json;

use crate::lock::{keyed, tools_of as tools};

/// What a change does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Class {
    /// Calls or prompts that worked before may fail now.
    Breaking,
    /// Everything that worked still works.
    Compatible,
    /// Only the text the model reads changed (descriptions, titles, annotations).
    Text,
}

impl std::fmt::Display for Class {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Class::Breaking => "breaking",
            Class::Compatible => "compatible",
            Class::Text => "text",
        })
    }
}

/// One change to a tool or a server.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Change {
    pub class: Class,
    /// The server's file.
    pub file: String,
    /// The tool, for a change to one tool.
    pub tool: Option<String>,
    /// Where in the tool's entry (a JSON pointer), when the change is inside it.
    pub pointer: Option<String>,
    /// What changed, in words.
    pub what: String,
    pub before: Option<Json>,
    pub after: Option<Json>,
    /// The line of the tool (or server) on the new side, else the old side.
    pub line: Option<u64>,
}

/// Tokens before and after, per tool and per server.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Cost {
    pub file: String,
    pub tool: Option<String>,
    pub before: u64,
    pub after: u64,
}

/// Every change from `base` to `head` (the `servers` lists of two lockfiles), and the tokens
/// that changed.
pub fn compare(base: &[Json], head: &[Json]) -> (Vec<Change>, Vec<Cost>) {
    let mut changes = Vec::new();
    let mut costs = Vec::new();
    let (old, new) = (keyed(base), keyed(head));
    for (file, nth, s) in &new {
        let tokens = |s: &Json| s["tokens"].as_u64().unwrap_or(0);
        let Some((_, _, b)) = old.iter().find(|(f, n, _)| f == file && n == nth) else {
            changes.push(server_change(Class::Compatible, file, s, "server added"));
            costs.push(Cost {
                file: file.clone(),
                tool: None,
                before: 0,
                after: tokens(s),
            });
            continue;
        };
        if tokens(b) != tokens(s) {
            costs.push(Cost {
                file: file.clone(),
                tool: None,
                before: tokens(b),
                after: tokens(s),
            });
        }
        match (b["error"].is_null(), s["error"].is_null()) {
            (true, false) => changes.push(Change {
                before: None,
                after: Some(s["error"].clone()),
                ..server_change(Class::Breaking, file, s, "tools/list now fails")
            }),
            (false, true) => changes.push(Change {
                before: Some(b["error"].clone()),
                after: None,
                ..server_change(Class::Compatible, file, s, "tools/list no longer fails")
            }),
            _ => {}
        }
        let (was, is) = (tools(b), tools(s));
        // a list that fails now sends no tool: that one change says it, not one per tool
        let list_now_fails = b["error"].is_null() && !s["error"].is_null() && is.is_empty();
        for t in &is {
            let name = t["name"].as_str().unwrap_or("?").to_string();
            let line = t["line"].as_u64();
            let at = |class, pointer: Option<String>, what: String, before, after| Change {
                class,
                file: file.clone(),
                tool: Some(name.clone()),
                pointer,
                what,
                before,
                after,
                line,
            };
            let Some(w) = was.iter().find(|w| w["name"] == t["name"]) else {
                changes.push(at(
                    Class::Compatible,
                    None,
                    "tool added".into(),
                    None,
                    Some(t["entry"].clone()),
                ));
                costs.push(Cost {
                    file: file.clone(),
                    tool: Some(name.clone()),
                    before: 0,
                    after: t["tokens"].as_u64().unwrap_or(0),
                });
                continue;
            };
            let (wt, tt) = (
                w["tokens"].as_u64().unwrap_or(0),
                t["tokens"].as_u64().unwrap_or(0),
            );
            if wt != tt {
                costs.push(Cost {
                    file: file.clone(),
                    tool: Some(name.clone()),
                    before: wt,
                    after: tt,
                });
            }
            for (pointer, class, what, before, after) in entry_changes(&w["entry"], &t["entry"]) {
                changes.push(at(class, Some(pointer), what, before, after));
            }
        }
        for w in &was {
            if !is.iter().any(|t| t["name"] == w["name"]) {
                let name = w["name"].as_str().unwrap_or("?").to_string();
                if !list_now_fails {
                    changes.push(Change {
                        class: Class::Breaking,
                        file: file.clone(),
                        tool: Some(name.clone()),
                        pointer: None,
                        what: "tool removed".into(),
                        before: Some(w["entry"].clone()),
                        after: None,
                        line: s["line"].as_u64(),
                    });
                }
                costs.push(Cost {
                    file: file.clone(),
                    tool: Some(name),
                    before: w["tokens"].as_u64().unwrap_or(0),
                    after: 0,
                });
            }
        }
    }
    for (file, nth, b) in &old {
        if !new.iter().any(|(f, n, _)| f == file && n == nth) {
            changes.push(server_change(Class::Breaking, file, b, "server removed"));
            costs.push(Cost {
                file: file.clone(),
                tool: None,
                before: b["tokens"].as_u64().unwrap_or(0),
                after: 0,
            });
        }
    }
    (changes, costs)
}

fn server_change(class: Class, file: &str, s: &Json, what: &str) -> Change {
    Change {
        class,
        file: file.to_string(),
        tool: None,
        pointer: None,
        what: what.to_string(),
        before: None,
        after: None,
        line: s["line"].as_u64(),
    }
}

type EntryChange = (String, Class, String, Option<Json>, Option<Json>);

/// What changed in one tool's entry from `before` to `after`, in words, with each change's class
/// (nothing: the model sees the same entry).
pub fn tool_changes(before: &Json, after: &Json) -> Vec<(Class, String)> {
    entry_changes(before, after)
        .into_iter()
        .map(|(_, class, what, _, _)| (class, what))
        .collect()
}

/// The changes inside one tool's entry, classified.
fn entry_changes(before: &Json, after: &Json) -> Vec<EntryChange> {
    let mut out = Vec::new();
    for key in ["description", "title"] {
        if before.get(key) != after.get(key) {
            out.push((
                format!("/{key}"),
                Class::Text,
                format!("{key} changed"),
                before.get(key).cloned(),
                after.get(key).cloned(),
            ));
        }
    }
    if before.get("annotations") != after.get("annotations") {
        out.push((
            "/annotations".into(),
            Class::Text,
            "annotations changed".into(),
            before.get("annotations").cloned(),
            after.get("annotations").cloned(),
        ));
    }
    for key in ["inputSchema", "outputSchema"] {
        let (b, a) = (before.get(key), after.get(key));
        if b != a {
            // what a caller must send is the input; what it gets back, the output
            let input = key == "inputSchema";
            schema_changes(
                b.unwrap_or(&Json::Null),
                a.unwrap_or(&Json::Null),
                &format!("/{key}"),
                input,
                &mut out,
            );
        }
    }
    if let (Some(b), Some(a)) = (before.as_object(), after.as_object()) {
        for k in b.keys().chain(a.keys().filter(|k| !b.contains_key(*k))) {
            if matches!(
                k.as_str(),
                "name" | "description" | "title" | "annotations" | "inputSchema" | "outputSchema"
            ) {
                continue;
            }
            if b.get(k) != a.get(k) {
                out.push((
                    format!("/{k}"),
                    Class::Compatible,
                    format!("{k} changed"),
                    b.get(k).cloned(),
                    a.get(k).cloned(),
                ));
            }
        }
    }
    out
}

/// Bounds whose larger value accepts more.
const UPPER: &[&str] = &[
    "maximum",
    "exclusiveMaximum",
    "maxLength",
    "maxItems",
    "maxProperties",
];
/// Bounds whose smaller value accepts more.
const LOWER: &[&str] = &[
    "minimum",
    "exclusiveMinimum",
    "minLength",
    "minItems",
    "minProperties",
];

/// The changes between two schemas at `at`. For an input, narrowing what is accepted breaks
/// callers; for an output, it is what callers may rely on that changes, so every structural
/// change is called breaking only when something that was sent is no longer.
fn schema_changes(b: &Json, a: &Json, at: &str, input: bool, out: &mut Vec<EntryChange>) {
    let (Some(bo), Some(ao)) = (b.as_object(), a.as_object()) else {
        if b != a {
            out.push((
                at.into(),
                Class::Breaking,
                "schema replaced".into(),
                Some(b.clone()),
                Some(a.clone()),
            ));
        }
        return;
    };
    let empty = serde_json::Map::new();
    let bp = bo
        .get("properties")
        .and_then(Json::as_object)
        .unwrap_or(&empty);
    let ap = ao
        .get("properties")
        .and_then(Json::as_object)
        .unwrap_or(&empty);
    let required = |o: &serde_json::Map<String, Json>| -> Vec<String> {
        o.get("required")
            .and_then(Json::as_array)
            .map(|r| {
                r.iter()
                    .filter_map(|x| x.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default()
    };
    let (br, ar) = (required(bo), required(ao));
    let prop = |name: &str| {
        format!(
            "{at}/properties/{}",
            name.replace('~', "~0").replace('/', "~1")
        )
    };
    // a parameter gone and one added with the very same schema and requiredness: a rename
    let renamed: Vec<(&String, &String)> = bp
        .iter()
        .filter(|(name, _)| !ap.contains_key(*name))
        .filter_map(|(old, schema)| {
            let (new, _) = ap.iter().find(|(n, s)| {
                !bp.contains_key(*n) && *s == schema && ar.contains(n) == br.contains(old)
            })?;
            Some((old, new))
        })
        .collect();
    for (old, new) in &renamed {
        out.push((
            prop(old),
            Class::Breaking,
            format!("parameter `{old}` renamed to `{new}`"),
            Some(Json::String(old.to_string())),
            Some(Json::String(new.to_string())),
        ));
    }
    let was_renamed = |name: &String| renamed.iter().any(|(o, _)| *o == name);
    let is_renamed = |name: &String| renamed.iter().any(|(_, n)| *n == name);
    for (name, schema) in bp {
        if was_renamed(name) {
            continue;
        }
        match ap.get(name) {
            // a caller that sends it, or reads it, is broken either way
            None => out.push((
                prop(name),
                Class::Breaking,
                format!("parameter `{name}` removed"),
                Some(schema.clone()),
                None,
            )),
            Some(now) => schema_changes(schema, now, &prop(name), input, out),
        }
    }
    for (name, schema) in ap {
        if !bp.contains_key(name) && !is_renamed(name) {
            let required_now = ar.contains(name);
            let class = if input && required_now {
                Class::Breaking
            } else {
                Class::Compatible
            };
            let what = if required_now {
                format!("required parameter `{name}` added")
            } else {
                format!("optional parameter `{name}` added")
            };
            out.push((prop(name), class, what, None, Some(schema.clone())));
        }
    }
    let narrows = |narrower: bool| {
        if narrower == input {
            Class::Breaking
        } else {
            Class::Compatible
        }
    };
    // a parameter required now and not before narrows an input (and widens an output), and
    // the other way round
    for (from, to, newly) in [(&br, &ar, true), (&ar, &br, false)] {
        for name in to {
            if !from.contains(name) && bp.contains_key(name) && ap.contains_key(name) {
                let what = if newly {
                    "newly required"
                } else {
                    "no longer required"
                };
                out.push((
                    format!("{at}/required"),
                    narrows(newly),
                    format!("parameter `{name}` {what}"),
                    Some(Json::Bool(!newly)),
                    Some(Json::Bool(newly)),
                ));
                // the default a required parameter lost, or an optional one gained, is part of
                // that change
                let default = format!("{}/default", prop(name));
                out.retain(|(pointer, ..)| *pointer != default);
            }
        }
    }
    for key in bo.keys().chain(ao.keys().filter(|k| !bo.contains_key(*k))) {
        let (x, y) = (bo.get(key), ao.get(key));
        if x == y || matches!(key.as_str(), "properties" | "required") {
            continue;
        }
        let here = format!("{at}/{key}");
        let (xs, ys) = (x.unwrap_or(&Json::Null), y.unwrap_or(&Json::Null));
        match key.as_str() {
            // each definition, and the schema of the items, compared as the schemas they are
            "$defs" | "definitions" if xs.is_object() && ys.is_object() => {
                let (xd, yd) = (xs.as_object().unwrap(), ys.as_object().unwrap());
                for name in xd.keys().chain(yd.keys().filter(|k| !xd.contains_key(*k))) {
                    let at_def = format!("{here}/{}", name.replace('~', "~0").replace('/', "~1"));
                    match (xd.get(name), yd.get(name)) {
                        (Some(p), Some(q)) => schema_changes(p, q, &at_def, input, out),
                        (p, q) => out.push((
                            at_def,
                            Class::Compatible,
                            format!(
                                "definition `{name}` {}",
                                if q.is_some() { "added" } else { "removed" }
                            ),
                            p.cloned(),
                            q.cloned(),
                        )),
                    }
                }
                continue;
            }
            "items" | "additionalProperties" | "not" if xs.is_object() && ys.is_object() => {
                schema_changes(xs, ys, &here, input, out);
                continue;
            }
            "anyOf" | "oneOf" | "allOf"
                if xs
                    .as_array()
                    .zip(ys.as_array())
                    .is_some_and(|(p, q)| p.len() == q.len()) =>
            {
                let (p, q) = (xs.as_array().unwrap(), ys.as_array().unwrap());
                for (i, (p, q)) in p.iter().zip(q).enumerate() {
                    schema_changes(p, q, &format!("{here}/{i}"), input, out);
                }
                continue;
            }
            _ => {}
        }
        let class_what: (Class, String) = match key.as_str() {
            "description" | "title" | "examples" | "$comment" => {
                (Class::Text, format!("{key} changed"))
            }
            "enum" => {
                let vals =
                    |v: Option<&Json>| v.and_then(Json::as_array).cloned().unwrap_or_default();
                let (xv, yv) = (vals(x), vals(y));
                let removed = xv.iter().any(|v| !yv.contains(v)) || (x.is_none() && y.is_some());
                (
                    narrows(removed),
                    if removed {
                        "enum values removed".into()
                    } else {
                        "enum values added".into()
                    },
                )
            }
            k if UPPER.contains(&k) || LOWER.contains(&k) => {
                let tighter = match (x.and_then(Json::as_f64), y.and_then(Json::as_f64)) {
                    (None, Some(_)) => true,
                    (Some(_), None) => false,
                    (Some(p), Some(q)) => {
                        if UPPER.contains(&k) {
                            q < p
                        } else {
                            q > p
                        }
                    }
                    (None, None) => false,
                };
                (
                    narrows(tighter),
                    if tighter {
                        format!("{k} tightened")
                    } else {
                        format!("{k} loosened")
                    },
                )
            }
            "additionalProperties" => {
                let closed = y == Some(&Json::Bool(false));
                (
                    narrows(closed),
                    if closed {
                        "additionalProperties closed".into()
                    } else {
                        "additionalProperties opened".into()
                    },
                )
            }
            "type" => (Class::Breaking, "type changed".into()),
            "default" => (
                Class::Compatible,
                match (x, y) {
                    (None, _) => "default added".into(),
                    (_, None) => "default removed".into(),
                    _ => "default changed".into(),
                },
            ),
            _ => (Class::Breaking, format!("{key} changed")),
        };
        let (class, what) = class_what;
        out.push((here, class, what, x.cloned(), y.cloned()));
    }
}

/// The changes for a reader: one line each, with the values before and after, then the tokens.
pub fn human(changes: &[Change], costs: &[Cost]) -> String {
    let mut out = String::new();
    for c in changes {
        let whose = match &c.tool {
            Some(t) => format!("{}: tool {t}", c.file),
            None => c.file.clone(),
        };
        let pointer = c
            .pointer
            .as_deref()
            .map(|p| format!(" at {p}"))
            .unwrap_or_default();
        out.push_str(&format!(
            "{:<10} {whose}: {}{pointer}\n",
            c.class.to_string(),
            c.what
        ));
        let shown = |v: &Json| {
            let text = v.to_string();
            match text.char_indices().nth(160) {
                Some((cut, _)) => format!("{}…", &text[..cut]),
                None => text,
            }
        };
        if let Some(b) = &c.before {
            out.push_str(&format!("           - {}\n", shown(b)));
        }
        if let Some(a) = &c.after {
            out.push_str(&format!("           + {}\n", shown(a)));
        }
    }
    for c in costs {
        let whose = match &c.tool {
            Some(t) => format!("{}: tool {t}", c.file),
            None => format!("{}: the whole tools/list", c.file),
        };
        let delta = c.after as i64 - c.before as i64;
        out.push_str(&format!(
            "{:<10} {whose}: {} -> {} tokens ({delta:+})\n",
            "tokens", c.before, c.after
        ));
    }
    let count = |class| changes.iter().filter(|c| c.class == class).count();
    out.push_str(&match changes.len() {
        0 => "No change to what the model sees.\n".to_string(),
        n => format!(
            "{n} change{}: {} breaking, {} compatible, {} text.\n",
            if n == 1 { "" } else { "s" },
            count(Class::Breaking),
            count(Class::Compatible),
            count(Class::Text)
        ),
    });
    out
}

/// GitHub workflow commands: one annotation per change, on the tool's line in the new side.
pub fn github(changes: &[Change]) -> String {
    let escape = |s: &str| {
        s.replace('%', "%25")
            .replace('\r', "%0D")
            .replace('\n', "%0A")
    };
    changes
        .iter()
        .map(|c| {
            let level = match c.class {
                Class::Breaking => "error",
                Class::Compatible | Class::Text => "notice",
            };
            let line = c.line.map(|l| format!(",line={l}")).unwrap_or_default();
            let tool = c
                .tool
                .as_deref()
                .map(|t| format!("tool {t}: "))
                .unwrap_or_default();
            format!(
                "::{level} file={}{line},title=toolsight diff ({})::{}\n",
                escape(&c.file),
                c.class,
                escape(&format!("{tool}{}", c.what))
            )
        })
        .collect()
}

/// A SARIF 2.1.0 log: one result per change, under a rule per class (`diff/breaking`: error;
/// `diff/compatible`, `diff/text`: note), located on the tool's line in the new side.
pub fn sarif(changes: &[Change]) -> Json {
    let classes = [Class::Breaking, Class::Compatible, Class::Text];
    let level = |c: Class| {
        if c == Class::Breaking {
            "error"
        } else {
            "note"
        }
    };
    let rules: Vec<Json> = classes
        .iter()
        .map(|c| {
            serde_json::json!({
                "id": format!("diff/{c}"),
                "shortDescription": { "text": match c {
                    Class::Breaking => "a change that may break callers or prompts that worked before",
                    Class::Compatible => "a change everything that worked before still works with",
                    Class::Text => "a change only to the text the model reads",
                } },
                "defaultConfiguration": { "level": level(*c) },
            })
        })
        .collect();
    let results: Vec<Json> = changes
        .iter()
        .map(|c| {
            let tool = c
                .tool
                .as_deref()
                .map(|t| format!("tool {t}: "))
                .unwrap_or_default();
            let mut location = serde_json::json!({
                "physicalLocation": { "artifactLocation": { "uri": c.file } }
            });
            if let Some(line) = c.line {
                location["physicalLocation"]["region"] = serde_json::json!({ "startLine": line });
            }
            serde_json::json!({
                "ruleId": format!("diff/{}", c.class),
                "ruleIndex": classes.iter().position(|x| *x == c.class).unwrap_or(0),
                "level": level(c.class),
                "message": { "text": format!("{tool}{}", c.what) },
                "locations": [location],
            })
        })
        .collect();
    serde_json::json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": { "driver": {
                "name": "toolsight",
                "informationUri": env!("CARGO_PKG_HOMEPAGE"),
                "version": env!("CARGO_PKG_VERSION"),
                "rules": rules,
            } },
            "results": results,
        }],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn classes(before: Json, after: Json) -> Vec<(Class, String)> {
        entry_changes(&before, &after)
            .into_iter()
            .map(|(_, class, what, _, _)| (class, what))
            .collect()
    }

    #[test]
    fn narrowing_an_input_breaks_callers_and_widening_it_does_not() {
        let input = |props: Json, required: Json, extra: Json| {
            let mut schema = json!({ "type": "object", "properties": props, "required": required });
            for (k, v) in extra.as_object().unwrap() {
                schema[k] = v.clone();
            }
            json!({ "name": "t", "inputSchema": schema })
        };
        let before = input(
            json!({ "q": { "type": "string", "maxLength": 100 }, "kind": { "enum": ["a", "b"] } }),
            json!(["q"]),
            json!({}),
        );
        let tighter = input(
            json!({ "q": { "type": "string", "maxLength": 50 }, "kind": { "enum": ["a"] } }),
            json!(["q"]),
            json!({ "additionalProperties": false }),
        );
        assert_eq!(
            classes(before.clone(), tighter),
            [
                (Class::Breaking, "maxLength tightened".to_string()),
                (Class::Breaking, "enum values removed".to_string()),
                (Class::Breaking, "additionalProperties closed".to_string()),
            ]
        );
        let looser = input(
            json!({ "q": { "type": "string", "maxLength": 200 }, "kind": { "enum": ["a", "b", "c"] }, "page": { "type": "integer" } }),
            json!([]),
            json!({}),
        );
        assert_eq!(
            classes(before, looser),
            [
                (Class::Compatible, "maxLength loosened".to_string()),
                (Class::Compatible, "enum values added".to_string()),
                (
                    Class::Compatible,
                    "optional parameter `page` added".to_string()
                ),
                (
                    Class::Compatible,
                    "parameter `q` no longer required".to_string()
                ),
            ]
        );
    }
}
