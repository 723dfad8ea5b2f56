//! The parameter texts a Python tool's author wrote that its framework does not send: an entry
//! of a docstring section the framework does not read, a `Field(description=...)` a docstring
//! entry silently replaces (both reported by `docstring-args-ignored`), and a plain string or
//! `Doc(...)` in `Annotated` the framework does not read (`description-dropped`). They are
//! recorded as losses of the tool's entry, with one more the author did not mean either: a
//! `Context` parameter the framework does not inject (`context-not-injected`).

use serde_json::Value as Json;
use tree_sitter::Node;

use super::docstrings;
use super::eval;
use super::tools::{cleandoc, docstring, is_context, Module, FASTMCP};
use crate::model::{Loss, ServerPrediction, Target, ToolPrediction};
use crate::span::Span;
use crate::syntax::{text, Field};

/// Records, on every tool of `servers` made from a function, the parameter texts lost.
pub(super) fn record(modules: &[Module], servers: &mut [ServerPrediction]) {
    for s in servers.iter_mut() {
        let Some(framework) = framework_said(&s.target) else {
            continue;
        };
        for t in &mut s.tools {
            if let Some(function) = tool_function(modules, t) {
                let (m, def) = function;
                record_tool(m, def, &framework, t);
            }
        }
    }
}

/// How the framework is named in a message, and whether it reads docstring sections at all.
struct Framework {
    named: String,
    reads_sections: Option<&'static str>,
    /// For the MCP frameworks: whether it is fastmcp, and the module its `Context` comes from.
    context: Option<(bool, &'static str)>,
}

fn framework_said(target: &Target) -> Option<Framework> {
    let py = target.python.as_ref()?;
    let version = py.framework_version.as_deref();
    let named = match version {
        Some(v) => format!("{} {v}", py.framework),
        None => py.framework.to_string(),
    };
    let reads_sections = match py.framework {
        "mcp" => Some("reads no docstring section: it sends the whole docstring as the tool's description and takes a parameter's description only from `Field(description=...)` (or `Annotated[..., Field(description=...)]`)"),
        FASTMCP if version.is_some_and(|v| v.starts_with("2.")) => Some("reads no docstring section: it sends the docstring as the tool's description and takes a parameter's description only from `Field(description=...)` or a string in `Annotated`"),
        super::langchain::LANGCHAIN_CORE => Some("reads a docstring's `Args:` only with `@tool(parse_docstring=True)`: otherwise a parameter's description comes only from `Field(description=...)` or a string in `Annotated`"),
        _ => None,
    };
    let context = match py.framework {
        "mcp" if version.is_some_and(|v| v.starts_with("2.")) => {
            Some((false, "mcp.server.mcpserver"))
        }
        "mcp" => Some((false, "mcp.server.fastmcp")),
        FASTMCP => Some((true, "fastmcp")),
        _ => None,
    };
    Some(Framework {
        named,
        reads_sections,
        context,
    })
}

/// The function a tool was made from: the one whose parameters its properties are written in.
fn tool_function<'m>(modules: &'m [Module], t: &ToolPrediction) -> Option<(&'m Module, Node<'m>)> {
    let written = t
        .source
        .map
        .parts()
        .iter()
        .find(|w| w.pointer.starts_with("/inputSchema/properties/"))?
        .value;
    let m = modules.iter().find(|m| m.file.id == written.file)?;
    let mut n = m
        .file
        .tree
        .root_node()
        .descendant_for_byte_range(written.start as usize, written.end as usize)?;
    while n.kind() != "function_definition" {
        n = n.parent()?;
    }
    let params = n.field("parameters")?;
    (params.start_byte() <= written.start as usize && written.end as usize <= params.end_byte())
        .then_some((m, n))
}

fn record_tool(m: &Module, def: Node, framework: &Framework, t: &mut ToolPrediction) {
    record_annotated(m, framework, t);
    record_other_context(m, framework, t);
    let src = m.file.text.as_str();
    let Some(Ok((doc, doc_span))) = docstring(def, src, m.file.id) else {
        return;
    };
    let documented = docstrings::entries_in_any_style(&cleandoc(&doc));
    let mut losses = Vec::new();
    for (name, said) in documented {
        let pointer = format!(
            "/inputSchema/properties/{}",
            crate::targets::pointer_segment(&name)
        );
        let Some(property) = t.wire.get("inputSchema").and_then(|s| {
            s.pointer(&format!(
                "/properties/{}",
                crate::targets::pointer_segment(&name)
            ))
        }) else {
            continue;
        };
        let on_wire = property.get("description").and_then(Json::as_str);
        if unsure(t, &pointer) {
            continue;
        }
        let Some(param) = t.source.map.at(&pointer) else {
            continue;
        };
        let field = field_description(m, param.value);
        let entry = entry_span(src, doc_span, &name);
        match (on_wire, &field) {
            (None, _) => {
                let reason = match framework.reads_sections {
                    Some(why) => format!("{} {why}", framework.named),
                    None => format!("{} reads docstring sections, but finds no entry for `{name}` in this one as written (a section header on the docstring's first line, or a style it does not tell apart, is not read)", framework.named),
                };
                losses.push(Loss {
                    pointer: format!("{pointer}/description"),
                    what: Loss::DOCSTRING_ENTRY.into(),
                    span: entry,
                    reason,
                });
            }
            // the text sent is the entry's, not the one written in `Field`
            (Some(sent), Some((written, at))) if sent != written && sent == said => {
                losses.push(Loss {
                    pointer: format!("{pointer}/description"),
                    what: Loss::REPLACED_BY_DOCSTRING.into(),
                    span: *at,
                    reason: format!("{} takes a parameter's description from its docstring entry first, and sends {} instead, without a word", framework.named, quoted(sent)),
                });
            }
            _ => {}
        }
    }
    t.meta.losses.extend(losses);
}

/// The texts of `Annotated[T, "text"]` and `Annotated[T, Doc("text")]` parameters that are not
/// their description on the wire.
fn record_annotated(m: &Module, framework: &Framework, t: &mut ToolPrediction) {
    let src = m.file.text.as_str();
    let mut losses = Vec::new();
    for (key, pointer, _, ty) in annotated_parameters(m, t) {
        if unsure(t, &pointer) {
            continue;
        }
        let on_wire = t
            .wire
            .get("inputSchema")
            .and_then(|s| s.pointer(&format!("/properties/{key}/description")))
            .and_then(Json::as_str);
        for part in eval::annotated_metadata(ty, src, &m.names)
            .into_iter()
            .flatten()
        {
            let (said, doc) = match part.kind() {
                "string" => (eval::string(part, src).ok(), false),
                "call" if eval::is_doc(part, src, &m.names) => {
                    let arg = part.field("arguments").and_then(|a| a.named_child(0));
                    (arg.and_then(|a| eval::string(a, src).ok()), true)
                }
                _ => continue,
            };
            let Some(said) = said else {
                continue;
            };
            if on_wire == Some(said.as_str()) {
                continue;
            }
            let reason = match (doc, on_wire) {
                (true, _) => format!("pydantic ignores `Doc(...)`, and {} does not read it either: a parameter's description comes from `Field(description=...)`", framework.named),
                (false, None) => format!("{} ignores a plain string in `Annotated`: pydantic reads a parameter's description only from `Field(description=...)`", framework.named),
                (false, Some(sent)) => format!("{} sends {} as its description instead", framework.named, quoted(sent)),
            };
            losses.push(Loss {
                pointer: format!("{pointer}/description"),
                what: Loss::UNREAD_DESCRIPTION.into(),
                span: Span::new(m.file.id, part.start_byte(), part.end_byte()),
                reason,
            });
        }
    }
    t.meta.losses.extend(losses);
}

/// The parameters annotated with the other package's `Context`: the framework injects only its
/// own, so it lists them for the model to fill (measured: a required object described by the
/// class's docstring when there is no default).
fn record_other_context(m: &Module, framework: &Framework, t: &mut ToolPrediction) {
    let Some((fastmcp, module)) = framework.context else {
        return;
    };
    let src = m.file.text.as_str();
    let required: Vec<&str> = t
        .wire
        .get("inputSchema")
        .and_then(|s| s.get("required"))
        .and_then(Json::as_array)
        .map(|r| r.iter().filter_map(Json::as_str).collect())
        .unwrap_or_default();
    let mut losses = Vec::new();
    for (key, pointer, param, ty) in annotated_parameters(m, t) {
        if !is_context(ty, src, &m.names, !fastmcp) {
            continue;
        }
        let other = if fastmcp {
            "the MCP SDK's"
        } else {
            "fastmcp's"
        };
        let listed = if required.contains(&key.as_str()) {
            "a required object"
        } else {
            "an object"
        };
        losses.push(Loss {
            pointer,
            what: Loss::NOT_INJECTED.into(),
            span: param,
            reason: format!(
                "{} injects only its own `Context`, and `{}` is {other}: the model is asked to fill `{key}` as {listed} described by that class's docstring; import `Context` from `{module}`",
                framework.named,
                text(ty, src)
            ),
        });
    }
    t.meta.losses.extend(losses);
}

/// Each parameter of the tool's function written with an annotation: its property's key and
/// pointer, where the parameter is written, and the annotation.
fn annotated_parameters<'m>(
    m: &'m Module,
    t: &ToolPrediction,
) -> Vec<(String, String, Span, Node<'m>)> {
    let root = m.file.tree.root_node();
    t.source
        .map
        .parts()
        .iter()
        .filter_map(|w| {
            let key = w.pointer.strip_prefix("/inputSchema/properties/")?;
            if key.contains('/') {
                return None;
            }
            let ty = root
                .descendant_for_byte_range(w.value.start as usize, w.value.end as usize)?
                .field("type")?;
            Some((key.to_string(), w.pointer.clone(), w.value, ty))
        })
        .collect()
}

/// Whether toolsight is unsure of what is sent at `pointer` (a doubt about the whole entry, a
/// version not found, leaves a loss there certain enough).
fn unsure(t: &ToolPrediction, pointer: &str) -> bool {
    t.meta.unknown.iter().any(|u| {
        !u.pointer.is_empty() && (pointer.starts_with(&u.pointer) || u.pointer.starts_with(pointer))
    })
}

/// A text as a message shows it: quoted, cut after 60 characters.
fn quoted(s: &str) -> String {
    let short: String = s.chars().take(60).collect();
    let cut = if short.len() < s.len() { "…" } else { "" };
    format!("\"{short}{cut}\"")
}

/// The literal `description=` of a `Field(...)` written in the parameter, with its span.
fn field_description(m: &Module, param: Span) -> Option<(String, Span)> {
    let src = m.file.text.as_str();
    let node = m
        .file
        .tree
        .root_node()
        .descendant_for_byte_range(param.start as usize, param.end as usize)?;
    let mut stack = vec![node];
    let mut seen = 0;
    while let Some(n) = stack.pop() {
        seen += 1;
        if seen > 10_000 {
            return None;
        }
        if n.kind() == "keyword_argument"
            && n.field("name").map(|k| text(k, src)) == Some("description")
        {
            let value = n.field("value")?;
            let said = eval::string(value, src).ok()?;
            return Some((
                said,
                Span::new(m.file.id, value.start_byte(), value.end_byte()),
            ));
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    None
}

/// Where `name`'s entry is written in the docstring (`name: ...`, `name (int): ...`,
/// `name : int`, `:param name:`), else the whole docstring.
fn entry_span(src: &str, doc: Span, name: &str) -> Span {
    let literal = &src[doc.start as usize..doc.end as usize];
    // the closing quotes may end the entry's line
    let quotes = if literal.ends_with("\"\"\"") || literal.ends_with("\'\'\'") {
        3
    } else {
        1
    };
    let written = &literal[..literal.len().saturating_sub(quotes)];
    let mut offset = doc.start as usize;
    for line in written.split_inclusive('\n') {
        let trimmed = line.trim_start();
        let bare = trimmed.trim_start_matches('*');
        let starts = bare.strip_prefix(name).is_some_and(|rest| {
            rest.starts_with(':') || rest.starts_with(" (") || rest.starts_with(" :")
        }) || (trimmed.starts_with(":param ")
            && trimmed.contains(&format!(" {name}:")));
        if starts {
            let start = offset + (line.len() - trimmed.len());
            let end = offset + line.trim_end().len();
            if start < end {
                return Span::new(doc.file, start, end);
            }
        }
        offset += line.len();
    }
    doc
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::span::FileId;

    fn entry(doc: &str, name: &str) -> &'static str {
        let src: &'static str = Box::leak(format!("x = 1\n{doc}\n").into_boxed_str());
        let at = Span::new(FileId(0), 6, 6 + doc.len());
        let s = entry_span(src, at, name);
        &src[s.start as usize..s.end as usize]
    }

    #[test]
    fn an_entry_is_found_in_each_style() {
        let google = "\"\"\"Search.\n\n    Args:\n        query (str): Words.\n        limit: How many.\"\"\"";
        assert_eq!(entry(google, "query"), "query (str): Words.");
        assert_eq!(entry(google, "limit"), "limit: How many.");
        let numpy = "\"\"\"Search.\n\n    Parameters\n    ----------\n    query : str\n        Words.\n    \"\"\"";
        assert_eq!(entry(numpy, "query"), "query : str");
        let sphinx = "\"\"\"Search.\n\n    :param query: Words.\n    :param int limit: How many.\n    \"\"\"";
        assert_eq!(entry(sphinx, "query"), ":param query: Words.");
        assert_eq!(entry(sphinx, "limit"), ":param int limit: How many.");
        let star = "\"\"\"Join.\n\n    Args:\n        *parts: The parts.\n    \"\"\"";
        assert_eq!(entry(star, "parts"), "*parts: The parts.");
    }

    #[test]
    fn a_name_only_prefixing_another_is_not_its_entry() {
        let doc = "\"\"\"Search.\n\n    Args:\n        query_text: Words.\n    \"\"\"";
        // not found: the whole docstring stands for it
        assert_eq!(entry(doc, "query"), doc);
    }
}
