//! Servers and tools in a Python module: `mcp = FastMCP(...)` from the Python SDK, and the
//! functions registered on it with `@mcp.tool(...)`, as the SDK lists them.

use std::rc::Rc;

use serde_json::{json, Map, Value as Json};
use tree_sitter::Node;

use super::eval::{self, Names};
use crate::ir::Api;
use crate::model::{
    PyTarget, Sdk, ServerError, ServerPrediction, SourceMap, Target, ToolForm, ToolMeta,
    ToolPrediction, ToolSource, Written,
};
use crate::span::{FileId, Span};
use crate::syntax::text;
use crate::targets::detect::Installed;
use crate::targets::pydantic::{self, FieldInfo, Param};
use crate::targets::UnknownPart;
use crate::workspace::{SourceFile, Workspace};

/// The classes that make an MCP server whose `tool()` decorator this module models.
const SERVER_CLASSES: &[&str] = &[
    "mcp.server.fastmcp.FastMCP",
    "mcp.server.fastmcp.server.FastMCP",
];

/// The versions the oracle runs (`tests/oracle-py`).
const VERIFIED_MCP: &[&str] = &["1.30.0"];
const VERIFIED_PYDANTIC: &[&str] = &["2.14.4"];

pub fn may_define_tools(text: &str) -> bool {
    text.contains("mcp") || text.contains("MCP")
}

pub fn predict_module(ws: &Workspace, id: FileId, installed: &Installed) -> Vec<ServerPrediction> {
    let file = ws.file(id);
    let src = file.text.as_str();
    let root = file.tree.root_node();
    let names = Names::of(root, src);
    let target = target(installed);
    let mut servers: Vec<(String, ServerPrediction)> = Vec::new();
    let mut c = root.walk();
    for stmt in root.named_children(&mut c) {
        if let Some((name, span)) = server_assignment(stmt, src, &names, id) {
            servers.push((
                name,
                ServerPrediction {
                    span,
                    target: target.clone(),
                    error: None,
                    tools: Vec::new(),
                    converters: Vec::new(),
                    registered: 0,
                    untraced: None,
                    constructed: true,
                },
            ));
        }
    }
    if servers.is_empty() {
        return Vec::new();
    }
    let functions = module_functions(root, src);
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        let found = match n.kind() {
            "decorated_definition" => decorated_tool(&file, n, &names, &servers),
            "call" => called_tool(&file, n, &names, &servers, &functions),
            _ => None,
        };
        if let Some((server, tool)) = found {
            let s = &mut servers[server].1;
            s.registered += 1;
            match tool {
                Ok(t) => {
                    // the SDK keeps the first of two tools of one name and warns
                    if !s
                        .tools
                        .iter()
                        .any(|o| o.wire.get("name") == t.wire.get("name"))
                    {
                        s.tools.push(t);
                    }
                }
                Err(e) => {
                    s.error.get_or_insert(e);
                }
            }
            if n.kind() == "decorated_definition" {
                continue;
            }
        }
        let mut c = n.walk();
        // in source order: the stack pops the last child first
        let children: Vec<Node> = n.named_children(&mut c).collect();
        stack.extend(children.into_iter().rev());
    }
    for (name, s) in &mut servers {
        s.untraced = escapes(root, src, name, id, &functions);
    }
    servers.into_iter().map(|(_, s)| s).collect()
}

fn target(installed: &Installed) -> Target {
    let mut why = Vec::new();
    let mut modelled = true;
    let mut version = |pkg: &str, verified: &[&str]| match installed.get(pkg) {
        Some(f) => {
            why.push(format!("{pkg} {} from {}", f.version, f.source));
            if !verified.contains(&f.version.as_str()) {
                modelled = false;
                why.push(format!(
                    "{pkg} {} is not a version the oracle runs ({}); predicted with its model",
                    f.version,
                    verified.join(", ")
                ));
            }
            Some(f.version.clone())
        }
        None => {
            modelled = false;
            why.push(format!(
                "{pkg} not found in a virtualenv or uv.lock; assumed {}",
                verified[0]
            ));
            None
        }
    };
    let mcp = version("mcp", VERIFIED_MCP);
    let pydantic = version("pydantic", VERIFIED_PYDANTIC);
    let python = installed.get("python").map(|f| {
        why.push(format!("Python {} from {}", f.version, f.source));
        f.version.clone()
    });
    Target {
        sdk: Sdk::V1,
        framework: None,
        sdk_version: None,
        zod_version: None,
        zod_bare: Api::Zod4,
        python: Some(PyTarget {
            framework: "mcp",
            framework_version: mcp,
            pydantic_version: pydantic,
            python_version: python.clone(),
        }),
        modelled,
        why,
    }
}

/// The module's top-level functions by name (decorated or not).
fn module_functions<'t>(root: Node<'t>, src: &str) -> Vec<(String, Node<'t>)> {
    let mut out = Vec::new();
    let mut c = root.walk();
    for stmt in root.named_children(&mut c) {
        let def = match stmt.kind() {
            "decorated_definition" => stmt.child_by_field_name("definition"),
            _ => Some(stmt),
        };
        if let Some(def) = def.filter(|d| d.kind() == "function_definition") {
            if let Some(n) = def.child_by_field_name("name") {
                out.push((text(n, src).to_string(), def));
            }
        }
    }
    out
}

/// Where a server is used in a way that may register tools toolsight does not see: handed to a
/// function, stored, or given a function it cannot resolve. The uses it reads (`@mcp.tool(...)`,
/// `mcp.tool(...)(fn)`, `mcp.add_tool(fn, ...)` of a function of the module) and ones that
/// register nothing (`mcp.run()`, other attributes) are not.
fn escapes(
    root: Node,
    src: &str,
    name: &str,
    id: FileId,
    functions: &[(String, Node)],
) -> Option<String> {
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        if n.kind() == "identifier" && text(n, src) == name {
            let parent = n.parent();
            let read = parent.is_some_and(|p| {
                // `mcp.x`: an attribute (a registration only when toolsight reads it);
                // `mcp = FastMCP(...)`: the server itself
                (p.kind() == "attribute"
                    && p.child_by_field_name("object")
                        .is_some_and(|o| o.id() == n.id())
                    && registration_is_read(p, src, functions))
                    || (p.kind() == "assignment"
                        && p.child_by_field_name("left")
                            .is_some_and(|l| l.id() == n.id()))
            });
            if !read {
                let at = Span::new(id, n.start_byte(), n.end_byte());
                let line = src[..at.start as usize].matches('\n').count() + 1;
                return Some(format!(
                    "`{name}` is handed on at line {line} to code toolsight does not follow, which may register tools on it"
                ));
            }
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    None
}

/// Whether `mcp.<attr>` registers nothing or registers what toolsight reads: `add_tool` and
/// `tool(...)(fn)` only of a function of the module by name.
fn registration_is_read(attribute: Node, src: &str, functions: &[(String, Node)]) -> bool {
    let attr = attribute
        .child_by_field_name("attribute")
        .map_or("", |a| text(a, src));
    let known = |call: Option<Node>| {
        call.and_then(|c| eval::arguments(c, src).0.first().copied())
            .is_some_and(|f| {
                f.kind() == "identifier" && functions.iter().any(|(n, _)| n == text(f, src))
            })
    };
    match attr {
        "add_tool" => known(attribute.parent().filter(|p| p.kind() == "call")),
        "tool" => {
            let call = attribute.parent().filter(|p| p.kind() == "call");
            match call.and_then(|c| c.parent()) {
                Some(d) if d.kind() == "decorator" => true,
                Some(outer) if outer.kind() == "call" => known(Some(outer)),
                // `@mcp.tool` without parentheses is read as the failure it is
                _ => attribute.parent().is_some_and(|p| p.kind() == "decorator"),
            }
        }
        _ => true,
    }
}

/// `mcp.add_tool(fn, ...)` and `mcp.tool(...)(fn)` of a function of the module.
fn called_tool(
    file: &Rc<SourceFile>,
    call: Node,
    names: &Names,
    servers: &[(String, ServerPrediction)],
    functions: &[(String, Node)],
) -> Option<(usize, Result<ToolPrediction, ServerError>)> {
    let src = file.text.as_str();
    let callee = call.child_by_field_name("function")?;
    let (positional, keywords) = eval::arguments(call, src);
    let (receiver, options) = match callee.kind() {
        // mcp.add_tool(fn, name=...)
        "attribute"
            if callee
                .child_by_field_name("attribute")
                .is_some_and(|a| text(a, src) == "add_tool") =>
        {
            (
                callee.child_by_field_name("object")?,
                keywords
                    .into_iter()
                    .map(|(k, v)| (Some(k), v))
                    .collect::<Vec<_>>(),
            )
        }
        // mcp.tool(name=...)(fn)
        "call" => {
            let inner = callee.child_by_field_name("function")?;
            if inner.kind() != "attribute"
                || inner
                    .child_by_field_name("attribute")
                    .is_none_or(|a| text(a, src) != "tool")
            {
                return None;
            }
            let args = callee.child_by_field_name("arguments")?;
            (
                inner.child_by_field_name("object")?,
                decorator_options(args, src),
            )
        }
        _ => return None,
    };
    if receiver.kind() != "identifier" {
        return None;
    }
    let server = servers.iter().position(|(n, _)| n == text(receiver, src))?;
    let fn_arg = positional.first().filter(|a| a.kind() == "identifier")?;
    let (_, function) = functions.iter().find(|(n, _)| n == text(*fn_arg, src))?;
    let span = Span::new(file.id, call.start_byte(), call.end_byte());
    let target = &servers[server].1.target;
    Some((server, tool(file, *function, options, names, span, target)))
}

/// `name = FastMCP(...)` at the top of the module.
fn server_assignment(stmt: Node, src: &str, names: &Names, id: FileId) -> Option<(String, Span)> {
    let assign = match stmt.kind() {
        "expression_statement" => stmt.named_child(0)?,
        _ => return None,
    };
    if assign.kind() != "assignment" {
        return None;
    }
    let left = assign.child_by_field_name("left")?;
    let right = assign.child_by_field_name("right")?;
    if left.kind() != "identifier" || right.kind() != "call" {
        return None;
    }
    let class = names.qualified(right.child_by_field_name("function")?, src)?;
    SERVER_CLASSES.contains(&class.as_str()).then(|| {
        (
            text(left, src).to_string(),
            Span::new(id, right.start_byte(), right.end_byte()),
        )
    })
}

/// A function decorated with `@server.tool(...)` of one of `servers`: which, and its entry.
fn decorated_tool(
    file: &Rc<SourceFile>,
    def: Node,
    names: &Names,
    servers: &[(String, ServerPrediction)],
) -> Option<(usize, Result<ToolPrediction, ServerError>)> {
    let src = file.text.as_str();
    let function = def.child_by_field_name("definition")?;
    if function.kind() != "function_definition" {
        return None;
    }
    let mut c = def.walk();
    for decorator in def
        .named_children(&mut c)
        .filter(|n| n.kind() == "decorator")
    {
        let expr = decorator.named_child(0)?;
        let (callee, args) = match expr.kind() {
            "call" => (
                expr.child_by_field_name("function")?,
                expr.child_by_field_name("arguments"),
            ),
            _ => (expr, None),
        };
        if callee.kind() != "attribute" {
            continue;
        }
        let (Some(object), Some(attr)) = (
            callee.child_by_field_name("object"),
            callee.child_by_field_name("attribute"),
        ) else {
            continue;
        };
        if text(attr, src) != "tool" || object.kind() != "identifier" {
            continue;
        }
        let Some(server) = servers.iter().position(|(n, _)| n == text(object, src)) else {
            continue;
        };
        let span = Span::new(file.id, def.start_byte(), def.end_byte());
        let target = &servers[server].1.target;
        let Some(args) = args else {
            // `@mcp.tool` without parentheses hands the function to `tool()` as its name
            return Some((
                server,
                Err(ServerError {
                    stage: "load",
                    code: None,
                    message: "TypeError: The @tool decorator was used incorrectly. Did you forget to call it? Use @tool() instead of @tool".into(),
                    span: Span::new(file.id, decorator.start_byte(), decorator.end_byte()),
                    cause: None,
                    tool_name: None,
                }),
            ));
        };
        let options = decorator_options(args, src);
        return Some((server, tool(file, function, options, names, span, target)));
    }
    None
}

/// The arguments of `tool(...)`: keyword ones by name, the positional name as `None`.
fn decorator_options<'t>(args: Node<'t>, src: &str) -> Vec<(Option<String>, Node<'t>)> {
    let (positional, keywords) = eval::arguments(args, src);
    positional
        .into_iter()
        .map(|p| (None, p))
        .chain(keywords.into_iter().map(|(k, v)| (Some(k), v)))
        .collect()
}

fn tool(
    file: &Rc<SourceFile>,
    function: Node,
    options: Vec<(Option<String>, Node)>,
    names: &Names,
    span: Span,
    target: &Target,
) -> Result<ToolPrediction, ServerError> {
    let src = file.text.as_str();
    let id = file.id;
    let mut unknown: Vec<UnknownPart> = Vec::new();
    let mut map = SourceMap::default();
    let fn_name_node = function.child_by_field_name("name");
    let fn_name = fn_name_node.map_or("", |n| text(n, src)).to_string();
    let mut name = fn_name.clone();
    let mut name_span = fn_name_node.map_or(span, |n| Span::new(id, n.start_byte(), n.end_byte()));
    let mut description: Option<(String, Span)> = None;
    let mut title: Option<String> = None;
    let mut annotations: Option<Json> = None;
    // `structured_output=False` turns the output schema off; the default infers it
    let mut structured = true;
    let mut explicit_structured = false;
    for (key, value) in options {
        let at = Span::new(id, value.start_byte(), value.end_byte());
        match key.as_deref() {
            None | Some("name") => match eval::string(value, src) {
                Ok(n) => {
                    name = n;
                    name_span = at;
                }
                Err(why) => unknown.push(UnknownPart {
                    pointer: "/name".into(),
                    reason: why,
                }),
            },
            // an empty `description=` is no description: the SDK falls back to the docstring
            Some("description") => match eval::string(value, src) {
                Ok(d) if d.is_empty() => {}
                Ok(d) => description = Some((d, at)),
                Err(why) => unknown.push(UnknownPart {
                    pointer: "/description".into(),
                    reason: why,
                }),
            },
            Some("title") => match eval::string(value, src) {
                Ok(t) => title = Some(t),
                Err(why) => unknown.push(UnknownPart {
                    pointer: "/title".into(),
                    reason: why,
                }),
            },
            Some("annotations") => match annotations_value(value, src, names) {
                Ok(a) => annotations = Some(a),
                Err(why) => unknown.push(UnknownPart {
                    pointer: "/annotations".into(),
                    reason: why,
                }),
            },
            Some("structured_output") => match eval::literal(value, src, 0) {
                Ok(Json::Bool(b)) => {
                    structured = b;
                    explicit_structured = b;
                }
                Ok(Json::Null) => {}
                _ => unknown.push(UnknownPart {
                    pointer: "/outputSchema".into(),
                    reason: "`structured_output` is computed at run time".into(),
                }),
            },
            Some(other) => unknown.push(UnknownPart {
                pointer: String::new(),
                reason: format!("`tool({other}=...)` is not modelled"),
            }),
        }
    }
    map.push(Written {
        pointer: "/name".into(),
        key: None,
        value: name_span,
        literal: (name_span != span && fn_name != name).then_some(name_span),
        converter: None,
    });
    let docstring = docstring(function, src, id);
    let description = match description {
        Some((d, at)) => {
            map.push(written_literal("/description", at));
            d
        }
        None => match docstring {
            Some(Ok((doc, at))) => {
                map.push(written_literal("/description", at));
                let python = target
                    .python
                    .as_ref()
                    .and_then(|p| p.python_version.clone());
                let (text, sure) = runtime_docstring(&doc, python.as_deref());
                if !sure {
                    unknown.push(UnknownPart {
                        pointer: "/description".into(),
                        reason: "the Python version is not known, and from 3.13 on the compiler dedents docstrings, which changes this multi-line description".into(),
                    });
                }
                text
            }
            Some(Err(why)) => {
                unknown.push(UnknownPart {
                    pointer: "/description".into(),
                    reason: why,
                });
                String::new()
            }
            None => String::new(),
        },
    };
    let params = parameters(function, src, names, &mut unknown);
    let load_error = |message: String, at: (usize, usize)| ServerError {
        stage: "load",
        code: None,
        message,
        span: Span::new(id, at.0, at.1),
        cause: None,
        tool_name: None,
    };
    for (p, at) in &params {
        // the SDK and pydantic refuse these names while the module registers its tools
        if p.name.starts_with('_') {
            return Err(load_error(
                format!(
                    "InvalidSignature: Parameter {} of {fn_name} cannot start with '_'",
                    p.name
                ),
                *at,
            ));
        }
        if p.name == "model_config" {
            // a dict default becomes the arguments model's configuration, not a field
            match &p.field.default {
                Some(Ok(Json::Object(config))) if config.is_empty() => continue,
                Some(Ok(Json::Object(_))) => unknown.push(UnknownPart {
                    pointer: "/inputSchema".into(),
                    reason: "a `model_config` parameter configures the arguments model; its settings are not modelled".into(),
                }),
                _ => return Err(load_error("PydanticUserError: `model_config` cannot be used as a model field name. Use `model_config` for model configuration.".into(), *at)),
            }
            continue;
        }
        if p.name.starts_with("model_") {
            unknown.push(UnknownPart {
                pointer: format!("/inputSchema/properties/{}", p.name),
                reason: "a parameter in pydantic's `model_` namespace shadows a model attribute; what it lists is not modelled".into(),
            });
        }
    }
    if explicit_structured && function.child_by_field_name("return_type").is_none() {
        return Err(load_error(
            format!("InvalidSignature: Function {fn_name}: return annotation required for structured output"),
            (function.start_byte(), function.end_byte()),
        ));
    }
    for (p, at) in &params {
        map.push(Written {
            pointer: format!(
                "/inputSchema/properties/{}",
                crate::targets::pointer_segment(&p.name)
            ),
            key: None,
            value: Span::new(id, at.0, at.1),
            literal: None,
            converter: None,
        });
    }
    let params: Vec<Param> = params
        .into_iter()
        .map(|(p, _)| p)
        .filter(|p| p.name != "model_config")
        .collect();
    let (input, schema_unknown) = pydantic::arguments_schema(&fn_name, &params, &names.models);
    unknown.extend(schema_unknown.into_iter().map(|(p, reason)| UnknownPart {
        pointer: format!("/inputSchema{p}"),
        reason,
    }));
    let output = match function.child_by_field_name("return_type") {
        Some(ret) if structured => {
            match pydantic::output_schema(
                &fn_name,
                &eval::annotation(ret, src, names, 0),
                &names.models,
            ) {
                Ok(o) => o,
                Err(reason) => {
                    unknown.push(UnknownPart {
                        pointer: "/outputSchema".into(),
                        reason,
                    });
                    None
                }
            }
        }
        _ => None,
    };
    let mut wire = Map::new();
    wire.insert("name".into(), json!(name));
    if let Some(t) = title {
        wire.insert("title".into(), json!(t));
    }
    wire.insert("description".into(), json!(description));
    wire.insert("inputSchema".into(), input);
    if let Some(o) = output {
        wire.insert("outputSchema".into(), o);
    }
    if let Some(a) = annotations {
        wire.insert("annotations".into(), a);
    }
    Ok(ToolPrediction {
        wire,
        meta: ToolMeta {
            span,
            exact: target.modelled && unknown.is_empty(),
            unknown,
            losses: Vec::new(),
            conditional: None,
        },
        source: ToolSource {
            form: ToolForm::Registration,
            span,
            name_span,
            map,
        },
        schemas: Vec::new(),
    })
}

/// A part written as one string literal.
fn written_literal(pointer: &str, at: Span) -> Written {
    Written {
        pointer: pointer.into(),
        key: None,
        value: at,
        literal: Some(at),
        converter: None,
    }
}

/// `ToolAnnotations(readOnlyHint=True, ...)` or a dict literal of hints, as the SDK sends them
/// (hints left unset are not sent).
fn annotations_value(node: Node, src: &str, names: &Names) -> Result<Json, String> {
    let mut out = Map::new();
    match node.kind() {
        "call" => {
            let class = node
                .child_by_field_name("function")
                .and_then(|f| names.qualified(f, src))
                .unwrap_or_default();
            if !class.ends_with("ToolAnnotations") {
                return Err(format!("annotations from `{class}` are not modelled"));
            }
            for (k, v) in eval::arguments(node, src).1 {
                let v = eval::literal(v, src, 0)?;
                if !v.is_null() {
                    out.insert(k, v);
                }
            }
        }
        "dictionary" => {
            let mut c = node.walk();
            for pair in node.named_children(&mut c).filter(|p| p.kind() == "pair") {
                let (Some(k), Some(v)) = (
                    pair.child_by_field_name("key"),
                    pair.child_by_field_name("value"),
                ) else {
                    continue;
                };
                let v = eval::literal(v, src, 0)?;
                if !v.is_null() {
                    out.insert(eval::string(k, src)?, v);
                }
            }
        }
        _ => return Err("annotations computed at run time".into()),
    }
    Ok(Json::Object(out))
}

/// The function's docstring as written (its literal's value), with where it is written.
fn docstring(function: Node, src: &str, id: FileId) -> Option<Result<(String, Span), String>> {
    let body = function.child_by_field_name("body")?;
    let first = body.named_child(0)?;
    if first.kind() != "expression_statement" {
        return None;
    }
    let s = first.named_child(0)?;
    if !matches!(s.kind(), "string" | "concatenated_string") {
        return None;
    }
    let at = Span::new(id, s.start_byte(), s.end_byte());
    Some(eval::string(s, src).map(|d| (d, at)))
}

/// What `fn.__doc__` holds at run time: the literal as written before Python 3.13, dedented by
/// the compiler from 3.13 on. `false` when that depends on a version not known.
fn runtime_docstring(doc: &str, python: Option<&str>) -> (String, bool) {
    let v313 = python.map(|v| {
        let mut p = v.split('.').map(|x| x.parse::<u32>().unwrap_or(0));
        (p.next().unwrap_or(0), p.next().unwrap_or(0)) >= (3, 13)
    });
    let dedented = dedent(doc);
    match v313 {
        Some(true) => (dedented, true),
        Some(false) => (doc.to_string(), true),
        None => (doc.to_string(), dedented == doc),
    }
}

/// The 3.13 compiler's docstring cleaning: the first line's leading whitespace and the common
/// indentation of the other lines are removed.
fn dedent(doc: &str) -> String {
    let mut lines = doc.split('\n');
    let first = lines.next().unwrap_or("").trim_start().to_string();
    let rest: Vec<&str> = lines.collect();
    let indent = rest
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start_matches([' ', '\t']).len())
        .min()
        .unwrap_or(0);
    let mut out = vec![first];
    for l in rest {
        if l.trim().is_empty() {
            out.push(String::new());
        } else {
            out.push(l[indent.min(l.len())..].to_string());
        }
    }
    out.join("\n")
}

/// The parameters the SDK puts in the arguments model: all but an injected `Context`.
/// Each with the bytes of its declaration.
fn parameters(
    function: Node,
    src: &str,
    names: &Names,
    unknown: &mut Vec<UnknownPart>,
) -> Vec<(Param, (usize, usize))> {
    let mut out = Vec::new();
    let Some(params) = function.child_by_field_name("parameters") else {
        return out;
    };
    let mut c = params.walk();
    for p in params.named_children(&mut c) {
        let (name, ty, default) = match p.kind() {
            "identifier" => (Some(p), None, None),
            "typed_parameter" => (p.named_child(0), p.child_by_field_name("type"), None),
            "default_parameter" => (
                p.child_by_field_name("name"),
                None,
                p.child_by_field_name("value"),
            ),
            "typed_default_parameter" => (
                p.child_by_field_name("name"),
                p.child_by_field_name("type"),
                p.child_by_field_name("value"),
            ),
            "comment" => continue,
            _ => {
                unknown.push(UnknownPart {
                    pointer: "/inputSchema".into(),
                    reason: format!("the parameter `{}` is not modelled", text(p, src)),
                });
                continue;
            }
        };
        let Some(name) = name.filter(|n| n.kind() == "identifier") else {
            unknown.push(UnknownPart {
                pointer: "/inputSchema".into(),
                reason: format!("the parameter `{}` is not modelled", text(p, src)),
            });
            continue;
        };
        let name = text(name, src).to_string();
        if let Some(t) = ty {
            if is_context(t, src, names) {
                continue;
            }
        }
        let mut field = FieldInfo::default();
        if let Some(d) = default {
            match eval::field_call(d, src, names) {
                Some(f) => field = f,
                None => {
                    field.default = Some(
                        eval::literal(d, src, 0).or_else(|e| names.enum_member(d, src).ok_or(e)),
                    )
                }
            }
        }
        out.push((
            Param {
                name,
                ty: ty.map(|t| eval::annotation(t, src, names, 0)),
                field,
            },
            (p.start_byte(), p.end_byte()),
        ));
    }
    out
}

/// A parameter annotated with the SDK's `Context` (plain or `Optional`) is injected, not listed.
fn is_context(t: Node, src: &str, names: &Names) -> bool {
    let mut stack = vec![t];
    while let Some(n) = stack.pop() {
        if let Some(q) = names.qualified(n, src) {
            if q == "mcp.server.fastmcp.Context" || q == "mcp.server.fastmcp.server.Context" {
                return true;
            }
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn docstrings_keep_their_indentation_before_python_3_13_and_lose_it_after() {
        let doc = "Search.\n\n    Args:\n        q: the query\n    ";
        assert_eq!(
            runtime_docstring(doc, Some("3.11")),
            (doc.to_string(), true)
        );
        assert_eq!(
            runtime_docstring(doc, Some("3.13")),
            ("Search.\n\nArgs:\n    q: the query\n".to_string(), true)
        );
        // unknown version: the text is the same either way only for one-line docstrings
        assert!(!runtime_docstring(doc, None).1);
        assert!(runtime_docstring("One line.", None).1);
    }

    #[test]
    fn only_modules_that_mention_mcp_are_read() {
        assert!(may_define_tools("from mcp.server.fastmcp import FastMCP"));
        assert!(!may_define_tools("import os\nprint(os.getcwd())\n"));
    }
}
