//! langchain-core 1.8.3's passes over a tool, as `convert_to_openai_tool(tool)["function"]` hands
//! it to a chat model: the pydantic schema of the arguments model dereferenced
//! (`dereference_refs`, a reference already being inlined cut to the keywords beside it), its
//! `$defs`, title and description removed, and every `title` key dropped except where `_rm_titles`
//! does not look (inside lists such as `anyOf`, and a property named `title`); plus the text
//! passes of the tool's description and `parse_docstring=True`'s Google-style reading.

use serde_json::{Map, Value as Json};

/// `_dereference_refs_helper` recurses once per nesting level; past this toolsight stops rather
/// than claim the library's result.
const MAX_DEPTH: usize = 200;

/// `_convert_json_schema_to_openai_function(schema)["parameters"]` for the schema of the tool's
/// arguments model. `Err` when it is not modelled.
pub fn parameters(schema: Json) -> Result<Json, String> {
    let mut refs = Vec::new();
    let mut schema = match dereference(&schema, &schema, &mut refs, 0)? {
        Json::Object(m) => m,
        _ => return Err("an arguments schema that is not an object".into()),
    };
    schema.remove("definitions");
    schema.remove("$defs");
    schema.remove("title");
    schema.remove("description");
    Ok(Json::Object(rm_titles(schema, "")))
}

fn dereference(
    node: &Json,
    full: &Json,
    processing: &mut Vec<String>,
    depth: usize,
) -> Result<Json, String> {
    if depth > MAX_DEPTH {
        return Err("a schema nested too deeply".into());
    }
    match node {
        Json::Object(m) => {
            let Some(reference) = m.get("$ref") else {
                return Ok(Json::Object(properties(m, full, processing, depth)?));
            };
            let Some(path) = reference.as_str() else {
                return Err("a `$ref` that is not a string".into());
            };
            let beside: Map<String, Json> = m
                .iter()
                .filter(|(k, _)| *k != "$ref")
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
            // a reference met again while it is being inlined keeps only what is beside it
            if processing.iter().any(|p| p == path) {
                return Ok(Json::Object(properties(&beside, full, processing, depth)?));
            }
            let target = resolve(path, full)?;
            processing.push(path.to_string());
            let resolved = dereference(&target, full, processing, depth + 1);
            processing.pop();
            let resolved = resolved?;
            if beside.is_empty() {
                return Ok(resolved);
            }
            let mut merged = match resolved {
                Json::Object(r) => r,
                _ => Map::new(),
            };
            for (k, v) in properties(&beside, full, processing, depth)? {
                merged.insert(k, v);
            }
            Ok(Json::Object(merged))
        }
        Json::Array(items) => items
            .iter()
            .map(|i| dereference(i, full, processing, depth + 1))
            .collect::<Result<Vec<_>, _>>()
            .map(Json::Array),
        v => Ok(v.clone()),
    }
}

/// `_process_dict_properties`: every value walked but those under `$defs`, copied as they are.
fn properties(
    m: &Map<String, Json>,
    full: &Json,
    processing: &mut Vec<String>,
    depth: usize,
) -> Result<Map<String, Json>, String> {
    let mut out = Map::new();
    for (k, v) in m {
        let value = if k == "$defs" || !(v.is_object() || v.is_array()) {
            v.clone()
        } else {
            dereference(v, full, processing, depth + 1)?
        };
        out.insert(k.clone(), value);
    }
    Ok(out)
}

/// `_retrieve_ref`: a `#/a/b` path into the whole schema.
fn resolve(path: &str, full: &Json) -> Result<Json, String> {
    let mut parts = path.split('/');
    if parts.next() != Some("#") {
        return Err(format!("the reference `{path}` is not local"));
    }
    let mut at = full;
    for p in parts {
        at = match at {
            Json::Object(m) => m.get(p),
            Json::Array(a) => p.parse::<usize>().ok().and_then(|i| a.get(i)),
            _ => None,
        }
        .ok_or_else(|| format!("the reference `{path}` points nowhere"))?;
    }
    Ok(at.clone())
}

/// `_rm_titles`: a `title` key dropped unless it is a property's name holding a schema; only
/// maps are walked, so lists (`anyOf`, `prefixItems`, …) keep everything in them.
fn rm_titles(m: Map<String, Json>, parent: &str) -> Map<String, Json> {
    let mut out = Map::new();
    for (k, v) in m {
        match v {
            Json::Object(inner) if k != "title" || parent == "properties" => {
                let walked = rm_titles(inner, &k);
                out.insert(k, Json::Object(walked));
            }
            _ if k == "title" => {}
            v => {
                out.insert(k, v);
            }
        }
    }
    out
}

/// Python's `textwrap.dedent`: lines of only spaces and tabs emptied, then the longest
/// indentation every other line starts with removed.
pub fn textwrap_dedent(text: &str) -> String {
    let lines: Vec<&str> = text
        .split('\n')
        .map(|l| {
            if !l.is_empty() && l.chars().all(|c| c == ' ' || c == '\t') {
                ""
            } else {
                l
            }
        })
        .collect();
    let mut margin: Option<&str> = None;
    for l in lines.iter().filter(|l| !l.is_empty()) {
        let indent = &l[..l.len() - l.trim_start_matches([' ', '\t']).len()];
        margin = Some(match margin {
            None => indent,
            Some(m) if indent.starts_with(m) => m,
            Some(m) => {
                let common = m
                    .bytes()
                    .zip(indent.bytes())
                    .take_while(|(a, b)| a == b)
                    .count();
                &m[..common]
            }
        });
    }
    let margin = margin.unwrap_or("");
    lines
        .iter()
        .map(|l| l.strip_prefix(margin).unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Python's `str.strip()` for the whitespace a docstring holds.
pub fn py_strip(s: &str) -> &str {
    s.trim_matches(|c: char| c.is_whitespace() || ('\x1c'..='\x1f').contains(&c))
}

/// What `_parse_google_docstring` reads from a cleaned docstring: the description (the blocks
/// before `Args:`, joined by spaces) and each documented parameter's text.
#[derive(Debug, Default, PartialEq)]
pub struct Google {
    pub description: String,
    pub args: Vec<(String, String)>,
}

/// The `ValueError` message the library raises for an invalid Google-style docstring.
pub const INVALID_GOOGLE: &str = "Found invalid Google-Style docstring.";

/// `_parse_google_docstring(doc, annotated, error_on_invalid_docstring=strict)`, where
/// `annotated` are the names `get_type_hints` gives (`return` among them when annotated). `Err`
/// holds the `ValueError` message.
pub fn google(doc: Option<&str>, annotated: &[String], strict: bool) -> Result<Google, String> {
    let Some(doc) = doc.filter(|d| !d.is_empty()) else {
        if strict {
            return Err(INVALID_GOOGLE.into());
        }
        return Ok(Google::default());
    };
    let blocks: Vec<&str> = doc.split("\n\n").collect();
    let checked = annotated.iter().any(|a| {
        !matches!(
            a.as_str(),
            "run_manager" | "callbacks" | "runtime" | "return"
        )
    });
    if strict
        && checked
        && (blocks.len() < 2 || !blocks[1..].iter().any(|b| b.starts_with("Args:")))
    {
        return Err(INVALID_GOOGLE.into());
    }
    let mut descriptors = Vec::new();
    let mut args_block = None;
    let mut past = false;
    for b in &blocks {
        if b.starts_with("Args:") {
            args_block = Some(*b);
            break;
        }
        if b.starts_with("Returns:") || b.starts_with("Example:") {
            past = true;
        } else if !past {
            descriptors.push(*b);
        }
    }
    let mut out = Google {
        description: py_strip(&descriptors.join(" ")).to_string(),
        args: Vec::new(),
    };
    let Some(block) = args_block else {
        return Ok(out);
    };
    let mut current: Option<usize> = None;
    let mut arg_indent: Option<usize> = None;
    for line in block.split('\n').skip(1) {
        if py_strip(line).is_empty() {
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        if arg_indent.is_none() && line.contains(':') {
            arg_indent = Some(indent);
        }
        let continuation = arg_indent.is_some_and(|a| indent > a);
        match current {
            Some(i) if continuation => {
                out.args[i].1.push(' ');
                out.args[i].1.push_str(py_strip(line));
            }
            _ if line.contains(':') => {
                let (arg, desc) = line.split_once(':').unwrap_or((line, ""));
                let mut arg = py_strip(arg).to_string();
                if let Some((name, rest)) = arg.split_once(' ') {
                    if rest.starts_with('(') && rest.ends_with(')') {
                        arg = name.to_string();
                    }
                }
                let desc = py_strip(desc).to_string();
                // a name documented twice keeps its first place and its last text
                current = Some(match out.args.iter().position(|(a, _)| *a == arg) {
                    Some(i) => {
                        out.args[i].1 = desc;
                        i
                    }
                    None => {
                        out.args.push((arg, desc));
                        out.args.len() - 1
                    }
                });
            }
            Some(i) => {
                out.args[i].1.push(' ');
                out.args[i].1.push_str(py_strip(line));
            }
            None => {}
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_recursive_reference_is_cut_to_what_stands_beside_it() {
        let schema = json!({
            "$defs": {"Tree": {"properties": {
                "kids": {"items": {"$ref": "#/$defs/Tree"}, "title": "Kids", "type": "array"},
                "up": {"anyOf": [{"$ref": "#/$defs/Tree"}, {"type": "null"}], "default": null}
            }, "title": "Tree", "type": "object"}},
            "properties": {"t": {"$ref": "#/$defs/Tree", "description": "d"}},
            "required": ["t"], "title": "f", "type": "object"
        });
        assert_eq!(
            parameters(schema).unwrap(),
            json!({"properties": {"t": {"properties": {
                "kids": {"items": {}, "type": "array"},
                "up": {"anyOf": [{}, {"type": "null"}], "default": null}
            }, "type": "object", "description": "d"}}, "required": ["t"], "type": "object"})
        );
    }

    #[test]
    fn titles_inside_lists_and_a_property_named_title_stay() {
        let schema = json!({"properties": {
            "title": {"title": "Title", "type": "string"},
            "u": {"anyOf": [{"title": "A", "type": "object"}, {"type": "null"}], "title": "U"}
        }, "title": "f", "type": "object"});
        assert_eq!(
            parameters(schema).unwrap(),
            json!({"properties": {
                "title": {"type": "string"},
                "u": {"anyOf": [{"title": "A", "type": "object"}, {"type": "null"}]}
            }, "type": "object"})
        );
    }

    #[test]
    fn dedent_keeps_a_first_line_without_indentation_and_empties_blank_lines() {
        assert_eq!(
            textwrap_dedent("A.  \n    \n    B.\n    "),
            "A.  \n\n    B.\n"
        );
        assert_eq!(
            textwrap_dedent("\n    A.\n\n        B.\n    "),
            "\nA.\n\n    B.\n"
        );
    }

    #[test]
    fn google_reads_args_continuations_and_refuses_a_docstring_without_them() {
        let doc = "Plan [sum].\n\nBody.\nMore.\n\nArgs:\n    a: First,\n        continued.\n    b (int): Second.\n\nRaises:\n    E: x.";
        let g = google(Some(doc), &["a".into(), "b".into()], true).unwrap();
        assert_eq!(g.description, "Plan [sum]. Body.\nMore.");
        assert_eq!(
            g.args,
            vec![
                ("a".into(), "First, continued.".into()),
                ("b".into(), "Second.".into())
            ]
        );
        assert_eq!(
            google(Some("Only a summary."), &["a".into()], true),
            Err(INVALID_GOOGLE.into())
        );
        assert!(google(Some("Only a summary."), &["return".into()], true).is_ok());
        assert_eq!(google(None, &[], true), Err(INVALID_GOOGLE.into()));
    }
}
