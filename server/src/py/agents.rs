//! openai-agents tools: functions made into a `FunctionTool` by `@function_tool`,
//! `@function_tool(...)` or `function_tool(fn, ...)`, with what the library hands the model
//! API for each (name, description, parameters schema, strict flag). The tools a module binds
//! are one framework "server" of the run, as the TypeScript front end groups a module's
//! framework tools.

use std::path::Path;
use std::rc::Rc;

use serde_json::{json, Map, Value as Json};
use tree_sitter::Node;

use super::docstrings::{self, Style};
use super::eval::{self, Names};
use super::function_tools::{call_arguments, module_function, parameter, written, Splat as Kind};
use super::lowlevel::Constants;
use super::tools::{self, Module, Resolver};
use crate::model::{
    ServerError, ServerPrediction, SourceMap, Target, ToolForm, ToolPrediction, ToolSource, Written,
};
use crate::span::{FileId, Span};
use crate::syntax::{text, Field};
use crate::targets::agents_py::{self, NotStrict};
use crate::targets::detect::Installed;
use crate::targets::pydantic::{self, FieldInfo, Param, PyType};
use crate::targets::UnknownPart;
use crate::workspace::SourceFile;

/// The package, as its distribution is named.
pub(super) const OPENAI_AGENTS: &str = "openai-agents";
/// The versions the oracle runs (`tests/oracle-py`, config `agents`).
pub(super) const VERIFIED: &[&str] = &["0.24.0"];

const FUNCTION_TOOL: &[&str] = &["agents.function_tool", "agents.tool.function_tool"];

/// The annotations of the run context the library passes to a tool itself.
const CONTEXTS: &[&str] = &[
    "agents.RunContextWrapper",
    "agents.run_context.RunContextWrapper",
    "agents.tool_context.ToolContext",
];

/// `function_tool` keywords that change nothing the model API is handed for the tool's
/// parameters (they govern calls, approval, timeouts and output validation).
const INERT: &[&str] = &[
    "failure_error_function",
    "needs_approval",
    "tool_input_guardrails",
    "tool_output_guardrails",
    "timeout_behavior",
    "timeout_error_function",
    "custom_data_extractor",
];

pub fn mentions(text: &str) -> bool {
    crate::syntax::mentions(text, "function_tool")
}

/// One framework server per module of the run that makes tools with `function_tool`.
pub(super) fn servers(
    resolver: &Resolver,
    modules: &[Module],
    given: &[FileId],
    installed: &dyn Fn(&Path) -> Installed,
) -> Vec<ServerPrediction> {
    let mut out = Vec::new();
    for m in modules.iter().filter(|m| given.contains(&m.file.id)) {
        if !mentions(&m.file.text) {
            continue;
        }
        let target = tools::target(&installed(&m.file.path), OPENAI_AGENTS);
        let root = m.file.tree.root_node();
        let src = m.file.text.as_str();
        let consts = Constants {
            resolver,
            modules,
            module: m,
        };
        let (mut server, read) = tools::module_tools(
            m,
            &consts,
            target,
            |stmt| made_tool(stmt, root, src, &m.names),
            |function, options, span, target| {
                tool(&m.file, function, options, &m.names, span, target, &consts)
            },
        );
        // what follows a refusal never runs
        if server.error.is_none() {
            server.untraced = unread_use(root, src, &m.names, &read);
            doubt_siblings_of_unsure_types(&mut server.tools);
        }
        if server.registered == 0 && server.untraced.is_none() {
            continue;
        }
        out.push(server);
    }
    out
}

/// `function_tool` makes each schema while the module loads: a parameter type toolsight does
/// not model may make pydantic raise there, which stops the module and leaves none of its tools.
fn doubt_siblings_of_unsure_types(tools: &mut [ToolPrediction]) {
    let unsure = tools.iter().find_map(|t| {
        let name = t.wire.get("name").and_then(Json::as_str).unwrap_or("?");
        t.meta
            .unknown
            .iter()
            .find(|u| u.pointer.starts_with("/inputSchema") && !u.pointer.ends_with("/default"))
            .map(|u| (name.to_string(), u.reason.clone()))
    });
    let Some((name, reason)) = unsure else {
        return;
    };
    for t in tools
        .iter_mut()
        .filter(|t| t.wire.get("name").and_then(Json::as_str) != Some(name.as_str()))
    {
        t.meta.exact = false;
        t.meta.unknown.push(UnknownPart {
            pointer: String::new(),
            reason: format!("the tool `{name}` of this module has a parameter where {reason}: if pydantic raises on it while the module loads, no tool of the module exists"),
        });
    }
}

/// Where the module names `function_tool` outside the statements read as tools and its
/// imports (in a function, a class, a list of tools): tools toolsight does not list.
fn unread_use(root: Node, src: &str, names: &Names, read: &[Node]) -> Option<String> {
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        if read.contains(&n)
            || matches!(
                n.kind(),
                "import_statement" | "import_from_statement" | "future_import_statement"
            )
        {
            continue;
        }
        if matches!(n.kind(), "identifier" | "attribute")
            && names
                .qualified(n, src)
                .is_some_and(|q| FUNCTION_TOOL.contains(&q.as_str()))
        {
            return Some(format!(
                "`function_tool` at line {} makes a tool toolsight does not read (it reads `@function_tool` functions and `name = function_tool(fn)` at module level and in its `if`s)",
                n.start_position().row + 1
            ));
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    None
}

/// A top-level statement that makes a tool: the function and the keywords of `function_tool`.
fn made_tool<'t>(
    stmt: Node<'t>,
    root: Node<'t>,
    src: &str,
    names: &Names,
) -> Option<(Node<'t>, Vec<(String, Node<'t>)>)> {
    let is_function_tool = |n: Node| {
        names
            .qualified(n, src)
            .is_some_and(|q| FUNCTION_TOOL.contains(&q.as_str()))
    };
    match stmt.kind() {
        "decorated_definition" => {
            let function = stmt
                .field("definition")
                .filter(|d| d.kind() == "function_definition")?;
            let mut c = stmt.walk();
            let decorators: Vec<Node> = stmt
                .named_children(&mut c)
                .filter(|n| n.kind() == "decorator")
                .collect();
            // the outermost decorator makes the tool of what the others return
            let (decorator, inner) = decorators.split_first()?;
            let expr = decorator.named_child(0)?;
            let options = match expr.kind() {
                "call" if is_function_tool(expr.field("function")?) => {
                    call_arguments(expr.field("arguments")?, src, 0)
                }
                _ if is_function_tool(expr) => Vec::new(),
                _ => return None,
            };
            let mut options = options;
            if let Some(d) = inner.first() {
                options.push((WRAPPED.into(), *d));
            }
            Some((function, options))
        }
        "expression_statement" => {
            let assign = stmt.named_child(0).filter(|a| a.kind() == "assignment")?;
            let call = assign.field("right").filter(|r| r.kind() == "call")?;
            if !is_function_tool(call.field("function")?) {
                return None;
            }
            let args = call.field("arguments")?;
            let (positional, _) = eval::arguments(args, src);
            let [f] = positional.as_slice() else {
                return None;
            };
            if f.kind() != "identifier" {
                return None;
            }
            let function = module_function(root, text(*f, src), stmt.start_byte(), src)?;
            // the function itself is the first argument
            Some((function, call_arguments(args, src, 1)))
        }
        _ => None,
    }
}

/// The pseudo-keyword under which `made_tool` passes a decorator below `function_tool`.
const WRAPPED: &str = "(decorated)";

/// What `function_tool` reads from its keywords.
struct Options {
    name: Option<(String, Span)>,
    description: Option<(String, Span)>,
    style: Option<Style>,
    use_docstring: bool,
    /// `None` when `strict_mode=` is computed at run time: then no failure of strict mode is
    /// predicted, as the tool may not be strict.
    strict: Option<bool>,
    /// `timeout=` other than `None`, which only an async function may have.
    timeout: bool,
}

fn options(
    given: Vec<(String, Node)>,
    src: &str,
    id: FileId,
    unknown: &mut Vec<UnknownPart>,
    consts: &Constants,
) -> Options {
    let mut o = Options {
        name: None,
        description: None,
        style: None,
        use_docstring: true,
        strict: Some(true),
        timeout: false,
    };
    let mut unread = |key: &str, why: String| {
        unknown.push(UnknownPart {
            pointer: String::new(),
            reason: if key.is_empty() {
                why
            } else {
                format!("`function_tool({key}=...)`: {why}")
            },
        })
    };
    for (key, value) in given {
        let at = Span::new(id, value.start_byte(), value.end_byte());
        let literal = match key.as_str() {
            // text may name module constants and the declared environment
            "name_override" | "description_override" => {
                eval::literal(value, src, 0).or_else(|_| consts.string(value).map(Json::String))
            }
            _ => eval::literal(value, src, 0),
        };
        match (key.as_str(), literal) {
            ("name_override" | "description_override" | "docstring_style", Ok(Json::Null)) => {}
            ("name_override", Ok(Json::String(n))) if !n.is_empty() => o.name = Some((n, at)),
            ("name_override", Ok(Json::String(_))) => {}
            ("description_override", Ok(Json::String(d))) if !d.is_empty() => {
                o.description = Some((d, at))
            }
            ("description_override", Ok(Json::String(_))) => {}
            ("docstring_style", Ok(Json::String(s))) => match Style::named(&s) {
                Some(style) => o.style = Some(style),
                None => unread(&key, format!("the style {s:?} is not one griffe parses")),
            },
            ("use_docstring_info", Ok(Json::Bool(b))) => o.use_docstring = b,
            // a tool disabled, or enabled by a callable, is hidden from the model at run time
            ("is_enabled", Ok(Json::Bool(true))) => {}
            ("is_enabled", _) => unread(
                &key,
                "whether the model sees the tool is decided at run time".into(),
            ),
            ("timeout", Ok(Json::Null)) => {}
            ("timeout", _) => o.timeout = true,
            ("strict_mode", Ok(Json::Bool(b))) => o.strict = Some(b),
            (WRAPPED, _) => unread(
                "",
                "another decorator below `function_tool` hands it a function toolsight did not follow".into(),
            ),
            (k, _) if INERT.contains(&k) => {}
            ("", _) => unread(
                "",
                "a positional argument of `function_tool` is not modelled".into(),
            ),
            ("name_override" | "description_override", Err(why)) => unread(&key, why),
            (
                "name_override"
                | "description_override"
                | "docstring_style"
                | "use_docstring_info"
                | "strict_mode",
                _,
            ) => {
                if key == "strict_mode" {
                    o.strict = None;
                }
                unread(&key, "its value is computed at run time".into())
            }
            (k, _) => unread(k, "not modelled".into()),
        }
    }
    o
}

fn tool(
    file: &Rc<SourceFile>,
    function: Node,
    given: Vec<(String, Node)>,
    names: &Names,
    span: Span,
    target: &Target,
    consts: &Constants,
) -> Result<ToolPrediction, ServerError> {
    let src = file.text.as_str();
    let id = file.id;
    let fn_span = Span::new(id, function.start_byte(), function.end_byte());
    let load_error = |message: String| ServerError::load(message, fn_span);
    let mut unknown: Vec<UnknownPart> = Vec::new();
    let mut map = SourceMap::default();
    let o = options(given, src, id, &mut unknown, consts);
    let is_async = function.child(0).is_some_and(|k| k.kind() == "async");
    if o.timeout && !is_async {
        return Err(load_error(
            "ValueError: FunctionTool timeout_seconds is only supported for async @function_tool handlers.".into(),
        ));
    }
    let fn_name_node = function.field("name");
    let fn_name = fn_name_node.map_or("", |n| text(n, src)).to_string();
    let (name, name_span) = match &o.name {
        Some((n, at)) => (n.clone(), *at),
        None => (
            fn_name.clone(),
            fn_name_node.map_or(span, |n| Span::new(id, n.start_byte(), n.end_byte())),
        ),
    };
    map.push(Written {
        pointer: "/name".into(),
        key: None,
        value: name_span,
        literal: o.name.as_ref().map(|(_, at)| *at),
        converter: None,
    });
    // `inspect.getdoc`: the docstring as the running Python holds it, cleaned
    let python = target
        .python
        .as_ref()
        .and_then(|p| p.python_version.clone());
    let doc = match tools::docstring(function, src, id) {
        Some(Ok((raw, at))) => {
            let (runtime, sure) = tools::runtime_docstring(&raw, python.as_deref());
            let cleaned = tools::cleandoc(&runtime);
            if !sure && cleaned != tools::cleandoc(&tools::dedent(&raw)) {
                unknown.push(UnknownPart {
                    pointer: "/description".into(),
                    reason: "the Python version is not known, and from 3.13 on the compiler dedents docstrings, which changes how this one is cleaned".into(),
                });
            }
            Some((cleaned, at))
        }
        Some(Err(why)) => {
            unknown.push(UnknownPart {
                pointer: "/description".into(),
                reason: why,
            });
            None
        }
        None => None,
    };
    let parsed = match &doc {
        Some((d, _)) if o.use_docstring && !d.is_empty() => docstrings::parse(d, o.style),
        _ => docstrings::Parsed::default(),
    };
    if let Some(why) = &parsed.unsure {
        unknown.push(UnknownPart {
            pointer: String::new(),
            reason: format!("how griffe reads this docstring is not modelled: {why}"),
        });
    }
    let description = match (&o.description, &parsed.description) {
        (Some((d, at)), _) => {
            map.push(written("/description", *at));
            d.clone()
        }
        (None, Some(d)) => {
            if let Some((_, at)) = &doc {
                map.push(written("/description", *at));
            }
            d.clone()
        }
        (None, None) => String::new(),
    };
    // the parameters, the run context first hidden
    let mut params: Vec<(Param, Kind)> = Vec::new();
    if let Some(list) = function.field("parameters") {
        let mut c = list.walk();
        let nodes: Vec<Node> = list
            .named_children(&mut c)
            .filter(|p| {
                !matches!(
                    p.kind(),
                    "comment" | "keyword_separator" | "positional_separator"
                )
            })
            .collect();
        for (i, p) in nodes.iter().enumerate() {
            let Some((name, ty, default, kind)) = parameter(*p) else {
                unknown.push(UnknownPart {
                    pointer: "/inputSchema".into(),
                    reason: format!("the parameter `{}` is not modelled", text(*p, src)),
                });
                continue;
            };
            let name = text(name, src).to_string();
            if ty.is_some_and(|t| is_context(t, src, names)) {
                if i == 0 {
                    continue;
                }
                return Err(load_error(format!("UserError: RunContextWrapper/ToolContext param found at non-first position in function {fn_name}")));
            }
            map.push(Written {
                pointer: format!(
                    "/inputSchema/properties/{}",
                    crate::targets::pointer_segment(&name)
                ),
                key: None,
                value: Span::new(id, p.start_byte(), p.end_byte()),
                literal: None,
                converter: None,
            });
            let mut field = FieldInfo::default();
            let default_is_field = match default.map(|d| eval::field_call(d, src, names)) {
                Some(Some(f)) => {
                    field = f;
                    true
                }
                Some(None) => {
                    let d = default.expect("a default");
                    field.default = Some(
                        eval::literal(d, src, 0).or_else(|e| names.enum_member(d, src).ok_or(e)),
                    );
                    false
                }
                None => false,
            };
            // `*args: tuple` is a list of anything, not of lists
            let bare_tuple =
                ty.is_some_and(|t| matches!(text(t, src), "tuple" | "Tuple" | "typing.Tuple"));
            let ty = ty.map_or(PyType::Any, |t| eval::annotation(t, src, names, 0));
            let pointer = format!(
                "/inputSchema/properties/{}",
                crate::targets::pointer_segment(&name)
            );
            let annotated = match &ty {
                PyType::Annotated(_, info) => info.annotated_text.clone(),
                _ => None,
            };
            if default_is_field && matches!(ty, PyType::Annotated(..)) {
                unknown.push(UnknownPart {
                    pointer: pointer.clone(),
                    reason: "an `Annotated` annotation with a `Field(...)` default: how the library merges the two is not modelled".into(),
                });
            }
            // the docstring's text first, then a plain string in `Annotated`, then `Field`'s
            let from_doc = parsed.param(&name).map(str::to_string);
            let text = match (from_doc, annotated) {
                (Some(d), _) => Some(d),
                (None, Some(Ok(t))) => Some(t),
                (None, Some(Err(why))) => {
                    unknown.push(UnknownPart {
                        pointer: pointer.clone(),
                        reason: format!("the string in `Annotated` is not evaluated: {why}"),
                    });
                    None
                }
                (None, None) => None,
            };
            if let Some(t) = text.filter(|t| !t.is_empty()) {
                field.description = Some(t);
            }
            let ty = match kind {
                Kind::Normal => ty,
                Kind::Args => {
                    if bare_tuple || matches!(ty, PyType::Tuple(_)) {
                        unknown.push(UnknownPart {
                            pointer: pointer.clone(),
                            reason: "a tuple annotation on `*args` is not modelled".into(),
                        });
                    }
                    field.optional = true;
                    PyType::List(Box::new(ty))
                }
                Kind::Kwargs => {
                    if o.strict == Some(true) {
                        return Err(load_error(format!("UserError: Variadic keyword parameter `**{name}` in function {fn_name} cannot use a strict schema. Set strict_mode=False on the function tool (or strict_json_schema=False on function_schema) and pass keyword arguments in the nested `{name}` object, or use explicit parameters for a strict tool.")));
                    }
                    field.optional = true;
                    PyType::Dict(Box::new(PyType::Str), Box::new(ty))
                }
            };
            if let Some(stripped) = name.strip_prefix('_') {
                let stripped = stripped.trim_start_matches('_');
                return Err(load_error(format!("PydanticUserError: Fields must not use names with leading underscores; e.g., use '{stripped}' instead of '{name}'.")));
            }
            if name == "model_config" {
                if default.is_none() {
                    return Err(load_error(
                        "TypeError: 'FieldInfo' object is not iterable".into(),
                    ));
                }
                unknown.push(UnknownPart {
                    pointer: "/inputSchema".into(),
                    reason: "a `model_config` parameter with a default configures the arguments model; what the library makes of it is not modelled".into(),
                });
                continue;
            }
            if name.starts_with("model_") {
                unknown.push(UnknownPart {
                    pointer: pointer.clone(),
                    reason: "a parameter in pydantic's `model_` namespace shadows a model attribute; what it lists is not modelled".into(),
                });
            }
            params.push((
                Param {
                    name,
                    ty: Some(ty),
                    field,
                },
                kind,
            ));
        }
    }
    if let Some(Ok(())) | Some(Err(_)) = tools::names_defined_later(function, src, names) {
        unknown.push(UnknownPart {
            pointer: "/inputSchema".into(),
            reason: "an annotation names a class defined below the function; `get_type_hints` may not resolve it when the tool is made".into(),
        });
    }
    let kwargs = params.iter().any(|(_, k)| matches!(k, Kind::Kwargs));
    let params: Vec<Param> = params.into_iter().map(|(p, _)| p).collect();
    let env = pydantic::Env {
        python: python.as_deref().and_then(tools::major_minor),
        pydantic: tools::pydantic_minor(target),
        typed_dict_return_itself: false,
        arbitrary_types: None,
    };
    let (mut schema, schema_unknown) =
        pydantic::model_schema(&format!("{name}_args"), &params, &names.models, &env)
            .map_err(load_error)?;
    unknown.extend(schema_unknown.into_iter().map(|(p, reason)| UnknownPart {
        pointer: format!("/inputSchema{p}"),
        reason,
    }));
    // `**kwargs` makes the library forbid extra keys: they belong in the nested map
    if kwargs {
        if let Json::Object(root) = &mut schema {
            root.insert("additionalProperties".into(), json!(false));
        }
    }
    let mut strict = o.strict.unwrap_or(true);
    let schema = if strict {
        match agents_py::strict(schema.clone()) {
            Ok(s) => s,
            Err(NotStrict::UserError(m)) if o.strict.is_some() => {
                return Err(load_error(format!("UserError: {m}")))
            }
            // strict mode computed at run time: the tool that loads is the lenient one
            Err(NotStrict::UserError(_)) => {
                strict = false;
                schema
            }
            Err(NotStrict::Unmodelled(why)) => {
                unknown.push(UnknownPart {
                    pointer: "/inputSchema".into(),
                    reason: format!("strict mode over {why} is not modelled"),
                });
                schema
            }
        }
    } else {
        schema
    };
    let mut wire = Map::new();
    wire.insert("name".into(), json!(name));
    wire.insert("description".into(), json!(description));
    wire.insert("inputSchema".into(), schema);
    wire.insert("strict".into(), json!(strict));
    let source = ToolSource {
        form: ToolForm::Framework,
        span,
        name_span,
        map,
        throws: Vec::new(),
        error_texts: Vec::new(),
    };
    Ok(super::prediction(target, wire, unknown, source))
}

fn is_context(t: Node, src: &str, names: &Names) -> bool {
    let t = match t.kind() {
        "type" => t.named_child(0).unwrap_or(t),
        _ => t,
    };
    let origin = match t.kind() {
        "subscript" | "generic_type" => t.named_child(0).unwrap_or(t),
        _ => t,
    };
    names
        .qualified(origin, src)
        .is_some_and(|q| CONTEXTS.contains(&q.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::targets::detect::Found;
    use crate::workspace::Workspace;

    fn predict(src: &str, agents: &str) -> Vec<ServerPrediction> {
        let mut ws = Workspace::new();
        let path = std::path::PathBuf::from("/toolsight-agents-test/tools.py");
        ws.set_overlay(path.clone(), src.to_string());
        let id = ws.load(&path).unwrap();
        let mut installed = Installed::default();
        for (pkg, v) in [
            ("openai-agents", agents),
            ("pydantic", "2.14.4"),
            ("python", "3.11"),
        ] {
            installed.packages.insert(
                pkg.into(),
                Found {
                    version: v.into(),
                    source: "requirements.txt".into(),
                },
            );
        }
        tools::predict_project(&ws, &[id], &|_| installed.clone(), None)
    }

    const SRC: &str = "from agents import function_tool\n\n@function_tool\ndef f(x: int = 1) -> int:\n    \"\"\"Add one.\"\"\"\n    return x\n";

    #[test]
    fn a_release_the_oracle_does_not_run_is_predicted_as_approximate_with_the_reason() {
        let [s] = predict(SRC, "0.24.0").try_into().unwrap();
        assert_eq!(s.target.framework, Some(OPENAI_AGENTS));
        assert!(s.tools[0].meta.exact);
        assert_eq!(s.tools[0].wire["inputSchema"]["required"], json!(["x"]));
        assert_eq!(s.tools[0].wire["strict"], json!(true));
        let [s] = predict(SRC, "0.20.1").try_into().unwrap();
        assert!(!s.target.modelled && !s.tools[0].meta.exact);
        assert!(s
            .target
            .why
            .iter()
            .any(|w| w.contains("0.20.1 is not a version the oracle runs")));
    }

    #[test]
    fn the_module_stops_at_the_first_tool_the_library_refuses() {
        let src = "from agents import function_tool, RunContextWrapper\n\n@function_tool\ndef ok(x: int) -> int:\n    return x\n\n@function_tool\ndef bad(x: int, c: RunContextWrapper[None]) -> int:\n    return x\n";
        let [s] = predict(src, "0.24.0").try_into().unwrap();
        let e = s.error.expect("a load error");
        assert_eq!(
            e.message,
            "UserError: RunContextWrapper/ToolContext param found at non-first position in function bad"
        );
    }
}
