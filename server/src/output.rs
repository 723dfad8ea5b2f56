//! The `schema` command's output formats.

use serde_json::{json, Map, Value as Json};

use crate::predict::ServerPrediction;

/// `{"servers":[{"file","target","error","tools":[...]}]}` — each tool is the exact `tools/list`
/// entry plus a `_toolsight` key.
pub fn servers_json(servers: &[ServerPrediction]) -> Json {
    let list: Vec<Json> = servers
        .iter()
        .map(|s| {
            let tools: Vec<Json> = if s.error.is_some() {
                Vec::new()
            } else {
                s.tools
                    .iter()
                    .map(|t| {
                        let mut m: Map<String, Json> = t.wire.clone();
                        m.insert(
                            "_toolsight".into(),
                            serde_json::to_value(&t.meta).unwrap_or(Json::Null),
                        );
                        Json::Object(m)
                    })
                    .collect()
            };
            json!({
                "file": s.file.display().to_string(),
                "line": s.line,
                "column": s.column,
                "target": s.target,
                "error": s.error,
                "tools": tools,
            })
        })
        .collect();
    json!({ "servers": list })
}

/// A readable summary: per server, the target and each tool's wire JSON.
pub fn servers_human(servers: &[ServerPrediction]) -> String {
    let mut out = String::new();
    for s in servers {
        let what = match s.target.framework {
            Some(fw) => format!("{fw} tools"),
            None => "server".to_string(),
        };
        out.push_str(&format!(
            "{}:{}:{}: {what} ({})\n",
            s.file.display(),
            s.line,
            s.column,
            s.target.why.join("; ")
        ));
        if let Some(e) = &s.error {
            out.push_str(&format!(
                "  tools/list fails at {}:{}: {} (every tool of this server disappears)\n",
                e.line, e.column, e.message
            ));
            continue;
        }
        for t in &s.tools {
            let name = t.wire.get("name").and_then(|n| n.as_str()).unwrap_or("?");
            let exact = if t.meta.exact { "exact" } else { "approximate" };
            out.push_str(&format!(
                "  {name} ({}:{}, {exact})\n",
                t.meta.line, t.meta.column
            ));
            let pretty =
                serde_json::to_string_pretty(&Json::Object(t.wire.clone())).unwrap_or_default();
            for line in pretty.lines() {
                out.push_str("    ");
                out.push_str(line);
                out.push('\n');
            }
            for u in &t.meta.unknown {
                out.push_str(&format!(
                    "    unknown at {}: {}\n",
                    if u.pointer.is_empty() {
                        "/"
                    } else {
                        &u.pointer
                    },
                    u.reason
                ));
            }
            for l in &t.meta.losses {
                out.push_str(&format!(
                    "    lost: {} ({}:{}): {}\n",
                    l.what, l.line, l.column, l.reason
                ));
            }
        }
    }
    out
}
