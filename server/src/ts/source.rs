//! The source map of a TypeScript tool definition: where each part of its wire entry is written.

use crate::model::{ConverterRef, SourceMap, ToolForm, ToolSource, Written};
use crate::targets::pointer_segment;
use crate::ts::tools::{Form, ToolDef};
use crate::ts::value::{Converter, ObjectLit, Value};

/// Object literals nest a few levels in real tool entries; deeper ones are not mapped (their
/// findings point at the deepest mapped part instead).
const MAX_DEPTH: usize = 32;

pub fn tool_source(def: &ToolDef) -> ToolSource {
    let mut map = SourceMap::default();
    match &def.raw {
        // a low-level entry is written as it is sent: every key is a part of the entry
        Some(raw) => object(&mut map, raw, "", 0),
        None => {
            map.push(Written {
                pointer: "/name".into(),
                key: None,
                value: def.name_span,
                literal: literal(&def.name),
                converter: None,
            });
            for (pointer, v) in [("/title", &def.title), ("/description", &def.description)] {
                if let Some(Value::Str(_, at)) = v {
                    map.push(Written {
                        pointer: pointer.into(),
                        key: None,
                        value: *at,
                        literal: Some(*at),
                        converter: None,
                    });
                }
            }
            for (pointer, v) in [("/annotations", &def.annotations), ("/_meta", &def.meta)] {
                if let Some(Value::Object(o)) = v {
                    object(&mut map, o, pointer, 0);
                }
            }
        }
    }
    ToolSource {
        form: match def.form {
            Form::RegisterTool => ToolForm::Registration,
            Form::LegacyTool => ToolForm::Positional,
            Form::LowLevel => ToolForm::LowLevel,
            Form::Framework => ToolForm::Framework,
        },
        span: def.span,
        name_span: def.name_span,
        map,
        throws: Vec::new(),
        error_texts: Vec::new(),
    }
}

fn literal(v: &Value) -> Option<crate::span::Span> {
    match v {
        Value::Str(_, at) => Some(*at),
        _ => None,
    }
}

fn object(map: &mut SourceMap, o: &ObjectLit, at: &str, depth: usize) {
    if depth > MAX_DEPTH {
        return;
    }
    for p in &o.props {
        let pointer = if p.key.contains(['~', '/']) {
            format!("{at}/{}", pointer_segment(&p.key))
        } else {
            format!("{at}/{}", p.key)
        };
        let converter = match &p.value {
            Value::Converted(c) => match &c.converter {
                Converter::Handwritten {
                    file,
                    start,
                    end,
                    name,
                } => Some(ConverterRef {
                    name: name.to_string(),
                    function: crate::span::Span {
                        file: *file,
                        start: *start,
                        end: *end,
                    },
                    schema: match &c.schema {
                        Value::Schema(s) => Some(s.clone()),
                        _ => None,
                    },
                }),
                _ => None,
            },
            _ => None,
        };
        map.push(Written {
            pointer: pointer.clone(),
            key: Some(p.key_span),
            value: p.value_span,
            literal: literal(&p.value),
            converter,
        });
        value(map, &p.value, &pointer, depth + 1);
    }
}

fn value(map: &mut SourceMap, v: &Value, at: &str, depth: usize) {
    match v {
        Value::Object(o) => object(map, o, at, depth),
        Value::Array(items) if depth <= MAX_DEPTH => {
            for (i, item) in items.iter().enumerate() {
                let pointer = format!("{at}/{i}");
                match item {
                    Value::Str(_, s) => map.push(Written {
                        pointer,
                        key: None,
                        value: *s,
                        literal: Some(*s),
                        converter: None,
                    }),
                    _ => value(map, item, &pointer, depth + 1),
                }
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use crate::model::{ToolForm, ToolPrediction};
    use crate::workspace::Workspace;

    fn tools(src: &str) -> (Workspace, Vec<ToolPrediction>) {
        let mut ws = Workspace::new();
        ws.set_overlay("/virtual/a.ts", src.to_string());
        let servers = crate::predict::predict_file(&ws, Path::new("/virtual/a.ts"), None).unwrap();
        let tools = servers.into_iter().flat_map(|s| s.tools).collect();
        (ws, tools)
    }

    fn written(ws: &Workspace, span: crate::span::Span) -> String {
        ws.file(span.file).text[span.start as usize..span.end as usize].to_string()
    }

    #[test]
    fn a_registration_maps_its_name_description_and_each_hint() {
        let (ws, tools) = tools(
            "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\
             const DESC = \"Finds things.\";\n\
             const s = new McpServer({ name: \"x\", version: \"1\" });\n\
             s.registerTool(\"find\", { description: DESC, annotations: { readOnlyHint: true } }, async () => ({ content: [] }));\n",
        );
        let map = &tools[0].source.map;
        assert_eq!(tools[0].source.form, ToolForm::Registration);
        assert_eq!(written(&ws, map.literal("/name").unwrap()), "\"find\"");
        // the text is where the constant is declared, not where it is used
        assert_eq!(
            written(&ws, map.literal("/description").unwrap()),
            "\"Finds things.\""
        );
        let hint = map.at("/annotations/readOnlyHint").unwrap();
        assert_eq!(written(&ws, hint.key.unwrap()), "readOnlyHint");
        assert_eq!(written(&ws, hint.value), "true");
        assert!(map.at("/inputSchema").is_none());
    }

    #[test]
    fn a_low_level_entry_maps_every_key_it_writes_down_to_array_items() {
        let (ws, tools) = tools(
            "import { Server } from \"@modelcontextprotocol/sdk/server/index.js\";\n\
             import { ListToolsRequestSchema } from \"@modelcontextprotocol/sdk/types.js\";\n\
             const server = new Server({ name: \"x\", version: \"1\" }, { capabilities: { tools: {} } });\n\
             server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [\n\
               { name: \"get\", inputSchema: { type: \"object\", properties: { id: { type: \"string\" } }, required: [\"id\"] } },\n\
             ] }));\n",
        );
        let map = &tools[0].source.map;
        assert_eq!(tools[0].source.form, ToolForm::LowLevel);
        let id = map.at("/inputSchema/properties/id/type").unwrap();
        assert_eq!(written(&ws, id.value), "\"string\"");
        assert_eq!(
            written(&ws, map.literal("/inputSchema/required/0").unwrap()),
            "\"id\""
        );
        // a pointer below what is written finds the deepest part that is
        let near = map
            .nearest("/inputSchema/properties/id/description")
            .unwrap();
        assert_eq!(near.pointer, "/inputSchema/properties/id");
    }
}
