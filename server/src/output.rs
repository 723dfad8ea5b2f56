//! The `schema` command's output formats. Positions are computed here, from the byte spans the
//! analysis returns.

use serde_json::{json, Map, Value as Json};

use crate::model::{ConverterInfo, Loss, ServerError, ServerPrediction, ToolPrediction};
use crate::span::Span;
use crate::workspace::Workspace;

/// `file`, `line`, `column` (1-based, columns in characters) of a span's start.
pub(crate) fn position(ws: &Workspace, span: Span) -> (String, u32, u32) {
    let f = ws.file(span.file);
    let lc = f.line_col(span.start);
    (f.path.display().to_string(), lc.line, lc.column)
}

fn error_json(ws: &Workspace, e: &ServerError) -> Json {
    let (_, line, column) = position(ws, e.span);
    let mut m = Map::new();
    m.insert("stage".into(), json!(e.stage));
    if let Some(c) = e.code {
        m.insert("code".into(), json!(c));
    }
    m.insert("message".into(), json!(e.message));
    m.insert("line".into(), json!(line));
    m.insert("column".into(), json!(column));
    Json::Object(m)
}

fn loss_json(ws: &Workspace, l: &Loss) -> Json {
    let (_, line, column) = position(ws, l.span);
    json!({ "pointer": l.pointer, "what": l.what, "line": line, "column": column, "reason": l.reason })
}

fn converter_json(ws: &Workspace, c: &ConverterInfo) -> Json {
    let (file, line, column) = position(ws, c.span);
    let mut j = json!({ "name": c.name, "file": file, "line": line, "column": column });
    if let (Json::Object(m), Ok(Json::Object(p))) = (&mut j, serde_json::to_value(&c.profile)) {
        m.extend(p);
    }
    j
}

fn meta_json(ws: &Workspace, s: &ServerPrediction, t: &ToolPrediction) -> Json {
    let m = &t.meta;
    let (file, line, column) = position(ws, m.span);
    let mut j = json!({
        "file": file,
        "line": line,
        "column": column,
        "exact": m.exact,
        "unknown": s.tool_reasons(t),
        "losses": m.losses.iter().map(|l| loss_json(ws, l)).collect::<Vec<_>>(),
    });
    if let Some((reason, at)) = &m.conditional {
        let (_, line, column) = position(ws, *at);
        j["conditional"] = json!({ "reason": reason, "line": line, "column": column });
    }
    j
}

/// `{"servers":[{"file","line","column","target","error","tools":[...]}]}` — each tool is the
/// exact `tools/list` entry plus a `_toolsight` key (docs/schema-format.md).
pub fn servers_json(ws: &Workspace, servers: &[ServerPrediction]) -> Json {
    let list: Vec<Json> = servers
        .iter()
        .map(|s| {
            let entries: Vec<Json> = s
                .tools
                .iter()
                .map(|t| {
                    let mut m: Map<String, Json> = t.wire.clone();
                    m.insert("_toolsight".into(), meta_json(ws, s, t));
                    Json::Object(m)
                })
                .collect();
            // a failing list sends no tool; what it would send once fixed is kept apart
            let (tools, once_fixed) = match s.error {
                Some(_) => (Vec::new(), entries),
                None => (entries, Vec::new()),
            };
            let (file, line, column) = position(ws, s.span);
            let mut server = json!({
                "file": file,
                "line": line,
                "column": column,
                "target": s.target,
                "error": s.error.as_ref().map(|e| error_json(ws, e)),
                "tools": tools,
            });
            if let Some(why) = &s.untraced {
                server["untraced"] = json!(why);
            }
            if !once_fixed.is_empty() {
                server["tools_once_fixed"] = Json::Array(once_fixed);
            }
            if !s.converters.is_empty() {
                server["converters"] =
                    Json::Array(s.converters.iter().map(|c| converter_json(ws, c)).collect());
            }
            server
        })
        .collect();
    json!({ "summary": crate::model::RunSummary::of(servers), "servers": list })
}

/// A readable summary: per server, the target and each tool's wire JSON.
pub fn servers_human(ws: &Workspace, servers: &[ServerPrediction]) -> String {
    let mut out = String::new();
    for s in servers {
        let what = match s.target.framework {
            Some(fw) => format!("{fw} tools"),
            None => "server".to_string(),
        };
        let (file, line, column) = position(ws, s.span);
        out.push_str(&format!(
            "{file}:{line}:{column}: {what} ({})\n",
            s.target.why.join("; ")
        ));
        if !s.tools.is_empty() {
            let compact: Vec<String> = s
                .tools
                .iter()
                .map(|t| serde_json::to_string(&t.wire).unwrap_or_default())
                .collect();
            let total = crate::tokens::list_tokens_of(compact.iter().map(String::as_str));
            let claude =
                crate::tokens::claude_estimate(&format!("{{\"tools\":[{}]}}", compact.join(",")));
            out.push_str(&format!(
                "  {} tool{}, {total} tokens in o200k_base, about {claude} for Claude (the tools/list result as sent)\n",
                s.tools.len(),
                if s.tools.len() == 1 { "" } else { "s" }
            ));
        }
        for c in &s.converters {
            let (cf, cl, cc) = position(ws, c.span);
            let p = &c.profile;
            let mut traits = Vec::new();
            if !p.drops_description_on.is_empty() {
                traits.push(format!(
                    "drops descriptions written on {}",
                    p.drops_description_on.join("/")
                ));
            }
            if !p.no_branch.is_empty() {
                traits.push(format!("turns {} into {{}}", p.no_branch.join(", ")));
            }
            let missing: Vec<&str> = [
                ("string bounds", p.emits_string_bounds),
                ("number bounds", p.emits_number_bounds),
                ("array bounds", p.emits_array_bounds),
                ("defaults", p.emits_default),
            ]
            .iter()
            .filter(|(_, b)| !b)
            .map(|(n, _)| *n)
            .collect();
            if !missing.is_empty() {
                traits.push(format!("emits no {}", missing.join(", ")));
            }
            out.push_str(&format!(
                "  hand-written converter `{}` ({cf}:{cl}:{cc}): {}\n",
                c.name,
                if traits.is_empty() {
                    "no gaps found".to_string()
                } else {
                    traits.join("; ")
                }
            ));
        }
        if let Some(e) = &s.error {
            let (_, el, ec) = position(ws, e.span);
            out.push_str(&format!(
                "  tools/list fails at {el}:{ec}: {} (every tool of this server disappears)\n",
                e.message
            ));
            if !s.tools.is_empty() {
                out.push_str("  once that is fixed, it lists:\n");
            }
        }
        if let Some(why) = &s.untraced {
            out.push_str(&format!(
                "  it may list tools toolsight did not see: {why}\n"
            ));
        }
        for t in &s.tools {
            let name = t.wire.get("name").and_then(|n| n.as_str()).unwrap_or("?");
            let exact = if t.meta.exact { "exact" } else { "approximate" };
            let (tf, tl, tc) = position(ws, t.meta.span);
            // tools registered from other modules say where
            let at = if t.meta.span.file == s.span.file {
                format!("{tl}:{tc}")
            } else {
                format!("{tf}:{tl}:{tc}")
            };
            let conditional = match &t.meta.conditional {
                Some((why, _)) => format!(", conditional: {why}"),
                None => String::new(),
            };
            let tokens = crate::tokens::entry_tokens(&t.wire);
            out.push_str(&format!(
                "  {name} ({at}, {exact}{conditional}, {tokens} tokens)\n"
            ));
            let pretty =
                serde_json::to_string_pretty(&Json::Object(t.wire.clone())).unwrap_or_default();
            for l in pretty.lines() {
                out.push_str("    ");
                out.push_str(l);
                out.push('\n');
            }
            for u in &s.tool_reasons(t) {
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
                let (_, ll, lc) = position(ws, l.span);
                out.push_str(&format!("    lost: {} ({ll}:{lc}): {}\n", l.what, l.reason));
            }
        }
    }
    out
}
