//! langchain-core tools: functions made into a `StructuredTool` by `@tool`, `@tool("name")`,
//! `@tool(...)`, `tool(fn)` or `tool("name")(fn)`, with what a chat model's `bind_tools` hands the
//! model API for each (`convert_to_openai_tool(tool)["function"]`: name, description,
//! parameters). The tools a module binds are one framework "server" of the run, as openai-agents'
//! are.

use std::path::Path;
use std::rc::Rc;

use serde_json::{json, Map, Value as Json};
use tree_sitter::Node;

use super::eval::{self, Names};
use super::function_tools::{call_arguments, module_function, parameter, written, Splat};
use super::lowlevel::Constants;
use super::tools::{self, Module, Resolver};
use crate::model::{
    ServerError, ServerPrediction, SourceMap, Target, ToolForm, ToolPrediction, ToolSource, Written,
};
use crate::span::{FileId, Span};
use crate::syntax::{text, Field};
use crate::targets::detect::Installed;
use crate::targets::langchain_py::{self, Google};
use crate::targets::pydantic::{self, ClassKind, FieldInfo, Param, PyType};
use crate::targets::UnknownPart;
use crate::workspace::SourceFile;

/// The package, as its distribution is named.
pub(super) const LANGCHAIN_CORE: &str = "langchain-core";
/// The versions the oracle runs (`tests/oracle-py`, config `langchain`).
pub(super) const VERIFIED: &[&str] = &["1.8.3"];

/// The decorator, where langchain-core defines it and where langchain re-exports it.
const TOOL: &[&str] = &[
    "langchain_core.tools.tool",
    "langchain_core.tools.convert.tool",
    "langchain.tools.tool",
];

/// The class whose `from_function` toolsight reads as `tool`.
const STRUCTURED_TOOL: &[&str] = &[
    "langchain_core.tools.StructuredTool",
    "langchain_core.tools.structured.StructuredTool",
];

/// Other ways to make a tool, which toolsight does not read.
const OTHER_MAKERS: &[&str] = &[
    "langchain_core.tools.StructuredTool",
    "langchain_core.tools.structured.StructuredTool",
    "langchain_core.tools.Tool",
    "langchain_core.tools.simple.Tool",
    "langchain_core.tools.BaseTool",
    "langchain_core.tools.base.BaseTool",
    "langchain_core.tools.convert_runnable_to_tool",
    "langchain.tools.BaseTool",
];

/// `Annotated` metadata marking an argument the library injects at call time.
const INJECTED: &[&str] = &[
    "langchain_core.tools.InjectedToolArg",
    "langchain_core.tools.base.InjectedToolArg",
    "langchain_core.tools.InjectedToolCallId",
    "langchain_core.tools.base.InjectedToolCallId",
    "langchain.tools.InjectedToolArg",
    "langchain.tools.InjectedToolCallId",
    "langchain.tools.InjectedState",
    "langchain.tools.InjectedStore",
    "langgraph.prebuilt.InjectedState",
    "langgraph.prebuilt.InjectedStore",
];

/// Annotations injected as themselves (`ToolRuntime`, `ToolRuntime[Ctx, State]`).
const INJECTED_TYPES: &[&str] = &[
    "langchain.tools.ToolRuntime",
    "langgraph.prebuilt.ToolRuntime",
];

const RUNNABLE_CONFIG: &[&str] = &[
    "langchain_core.runnables.RunnableConfig",
    "langchain_core.runnables.config.RunnableConfig",
];

/// Parameters the library fills itself and leaves out of the schema by name.
const FILTERED: &[&str] = &["run_manager", "callbacks"];

/// `tool` keywords that change nothing the model API is handed.
const INERT: &[&str] = &["return_direct", "response_format", "extras"];

/// `Field` keywords the library's copy of each field leaves behind (it keeps the description,
/// the default and the constraints).
const DROPPED_FIELD_KEYWORDS: &[&str] = &[
    "examples",
    "deprecated",
    "discriminator",
    "json_schema_extra",
    "title",
    "alias",
    "validation_alias",
    "serialization_alias",
    "frozen",
    "repr",
    "exclude",
    "init",
    "init_var",
    "kw_only",
];

const NO_DOCSTRING: &str =
    "ValueError: Function must have a docstring if description not provided.";

pub fn mentions(text: &str) -> bool {
    crate::syntax::mentions(text, "langchain")
}

/// One framework server per module of the run that makes tools with `tool`.
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
        let target = tools::target(&installed(&m.file.path), LANGCHAIN_CORE);
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
                let made = Made {
                    file: &m.file,
                    root,
                    names: &m.names,
                    span,
                    target,
                    consts: Constants {
                        resolver,
                        modules,
                        module: m,
                    },
                };
                made.tool(function, options)
            },
        );
        if server.error.is_none() {
            server.untraced = unread_use(root, src, &m.names, &read);
        }
        if server.registered == 0 && server.untraced.is_none() {
            continue;
        }
        out.push(server);
    }
    out
}

fn is_tool(n: Node, src: &str, names: &Names) -> bool {
    names
        .qualified(n, src)
        .is_some_and(|q| TOOL.contains(&q.as_str()))
}

/// Where the module names the decorator or another tool maker outside the statements read as
/// tools and its imports (in a function, a class, a list): tools toolsight does not list.
fn unread_use(root: Node, src: &str, names: &Names, read: &[Node]) -> Option<String> {
    let mut stack = vec![root];
    let mut budget = 200_000usize;
    while let Some(n) = stack.pop() {
        budget = budget.checked_sub(1)?;
        if read.contains(&n)
            || matches!(
                n.kind(),
                "import_statement" | "import_from_statement" | "future_import_statement"
            )
        {
            continue;
        }
        if matches!(n.kind(), "identifier" | "attribute") {
            if let Some(q) = names.qualified(n, src) {
                if TOOL.contains(&q.as_str())
                    || (OTHER_MAKERS.contains(&q.as_str()) && makes_something(n))
                {
                    return Some(format!(
                        "`{}` at line {} makes a tool toolsight does not read (it reads `@tool` functions and `name = tool(fn)` at module level and in its `if`s)",
                        text(n, src),
                        n.start_position().row + 1
                    ));
                }
            }
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    None
}

/// Whether a tool class or helper is called (`StructuredTool.from_function(...)`, `Tool(...)`)
/// or derived from (`class Search(BaseTool)`), rather than only named in an annotation.
fn makes_something(n: Node) -> bool {
    let called = |callee: Node| {
        callee
            .parent()
            .is_some_and(|c| c.kind() == "call" && c.field("function") == Some(callee))
    };
    let Some(parent) = n.parent() else {
        return false;
    };
    called(n)
        || (parent.kind() == "attribute" && called(parent))
        || (parent.kind() == "argument_list"
            && parent
                .parent()
                .is_some_and(|c| c.kind() == "class_definition"))
}

/// The pseudo-keyword under which `made_tool` passes a decorator below `tool`.
const WRAPPED: &str = "(decorated)";

/// A top-level statement that makes a tool: the function, and the arguments of `tool` (a
/// positional one under an empty name).
fn made_tool<'t>(
    stmt: Node<'t>,
    root: Node<'t>,
    src: &str,
    names: &Names,
) -> Option<(Node<'t>, Vec<(String, Node<'t>)>)> {
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
            let mut options = match expr.kind() {
                "call" if is_tool(expr.field("function")?, src, names) => {
                    call_arguments(expr.field("arguments")?, src, 0)
                }
                _ if is_tool(expr, src, names) => Vec::new(),
                _ => return None,
            };
            if let Some(d) = inner.first() {
                options.push((WRAPPED.into(), *d));
            }
            Some((function, options))
        }
        "expression_statement" => {
            let assign = stmt.named_child(0).filter(|a| a.kind() == "assignment")?;
            let call = assign.field("right").filter(|r| r.kind() == "call")?;
            let callee = call.field("function")?;
            let args = call.field("arguments")?;
            if is_from_function(callee, src, names) {
                return from_function(args, root, stmt.start_byte(), src);
            }
            let (positional, _) = eval::arguments(args, src);
            let [f] = positional.as_slice() else {
                return None;
            };
            if f.kind() != "identifier" {
                return None;
            }
            let function = module_function(root, text(*f, src), stmt.start_byte(), src)?;
            if is_tool(callee, src, names) {
                // `tool(fn, ...)`: the function is the first argument
                return Some((function, call_arguments(args, src, 1)));
            }
            // `tool("name", ...)(fn)`
            let inner = Some(callee).filter(|c| c.kind() == "call")?;
            if !is_tool(inner.field("function")?, src, names) {
                return None;
            }
            let mut options = call_arguments(inner.field("arguments")?, src, 0);
            if !eval::arguments(args, src).1.is_empty() {
                options.push((WRAPPED.into(), args));
            }
            Some((function, options))
        }
        _ => None,
    }
}

/// `StructuredTool.from_function`, which `tool` calls with what it was given.
fn is_from_function(callee: Node, src: &str, names: &Names) -> bool {
    callee.kind() == "attribute"
        && callee
            .field("attribute")
            .is_some_and(|a| text(a, src) == "from_function")
        && callee
            .field("object")
            .and_then(|o| names.qualified(o, src))
            .is_some_and(|q| STRUCTURED_TOOL.contains(&q.as_str()))
}

/// The function and `tool`'s arguments a `StructuredTool.from_function(func=fn, ...)` call
/// stands for; none where it differs from `tool`: a `coroutine=`, arguments by position
/// after the function, `infer_schema=` other than true (`tool` then makes a one-string
/// `Tool`), and `parse_docstring=` without `error_on_invalid_docstring=` (whose default here
/// is false, and `tool`'s true).
fn from_function<'t>(
    args: Node<'t>,
    root: Node<'t>,
    before: usize,
    src: &str,
) -> Option<(Node<'t>, Vec<(String, Node<'t>)>)> {
    let (positional, keywords) = eval::arguments(args, src);
    let given = |key: &str| keywords.iter().find(|(k, _)| k == key).map(|(_, v)| *v);
    let func = match (positional.as_slice(), given("func")) {
        ([f], None) => *f,
        ([], Some(f)) => f,
        _ => return None,
    };
    let infer_schema = given("infer_schema").map(|v| eval::literal(v, src, 0));
    if func.kind() != "identifier"
        || given("coroutine").is_some()
        || infer_schema.is_some_and(|v| v != Ok(Json::Bool(true)))
        || (given("parse_docstring").is_some() && given("error_on_invalid_docstring").is_none())
    {
        return None;
    }
    let function = module_function(root, text(func, src), before, src)?;
    // the name is `tool`'s first argument
    let name = given("name").map(|n| (String::new(), n));
    let rest = keywords
        .into_iter()
        .filter(|(k, _)| !matches!(k.as_str(), "func" | "name"));
    Some((function, name.into_iter().chain(rest).collect()))
}

/// What `tool` reads from its arguments.
struct Options<'t> {
    name: Option<(String, Span)>,
    description: Option<(String, Span)>,
    /// A `description=` toolsight cannot evaluate: the text is unknown, but it is given, so
    /// the docstring is neither required nor used.
    description_unknown: bool,
    parse_docstring: bool,
    error_on_invalid: bool,
    infer_schema: bool,
    args_schema: Option<Node<'t>>,
}

/// What a tool is made in: the module, its names and the target.
struct Made<'a> {
    file: &'a Rc<SourceFile>,
    root: Node<'a>,
    names: &'a Names,
    span: Span,
    target: &'a Target,
    /// The module constants and declared environment its options may name.
    consts: Constants<'a>,
}

/// A parameter as the library's arguments model holds it.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Normal,
    PositionalOnly,
    /// `*args`: a list of the annotation, defaulting to `None`.
    Args,
    /// `**kwargs`: a map of the annotation, defaulting to `None`.
    Kwargs,
}

/// The texts a docstring gives the tool: its description and the parameters' (`parse_docstring`).
#[derive(PartialEq)]
struct Texts {
    description: String,
    params: Vec<(String, String)>,
}

impl<'a> Made<'a> {
    fn src(&self) -> &'a str {
        self.file.text.as_str()
    }

    fn at(&self, n: Node) -> Span {
        Span::new(self.file.id, n.start_byte(), n.end_byte())
    }

    fn options<'t>(
        &self,
        given: Vec<(String, Node<'t>)>,
        unknown: &mut Vec<UnknownPart>,
    ) -> Options<'t> {
        let src = self.src();
        let mut o = Options {
            name: None,
            description: None,
            description_unknown: false,
            parse_docstring: false,
            error_on_invalid: true,
            infer_schema: true,
            args_schema: None,
        };
        let mut unread = |key: &str, why: String| {
            unknown.push(UnknownPart {
                pointer: String::new(),
                reason: if key.is_empty() {
                    why
                } else {
                    format!("`tool({key}=...)`: {why}")
                },
            })
        };
        let mut description_unknown = None;
        for (i, (key, value)) in given.into_iter().enumerate() {
            let at = self.at(value);
            let literal = match key.as_str() {
                // text may name module constants and the declared environment
                "" | "description" => eval::literal(value, src, 0)
                    .or_else(|_| self.consts.string(value).map(Json::String)),
                _ => eval::literal(value, src, 0),
            };
            match (key.as_str(), literal) {
                ("", Ok(Json::String(n))) if i == 0 => o.name = Some((n, at)),
                ("description", Ok(Json::Null)) => {}
                ("description", Ok(Json::String(d))) => o.description = Some((d, at)),
                ("parse_docstring", Ok(Json::Bool(b))) => o.parse_docstring = b,
                ("error_on_invalid_docstring", Ok(Json::Bool(b))) => o.error_on_invalid = b,
                ("infer_schema", Ok(Json::Bool(b))) => o.infer_schema = b,
                ("args_schema", Ok(Json::Null)) => {}
                ("args_schema", _) => o.args_schema = Some(value),
                (WRAPPED, _) => unread(
                    "",
                    "another decorator below `tool` hands it a function toolsight did not follow"
                        .into(),
                ),
                (k, _) if INERT.contains(&k) => {}
                ("", Err(why)) if i == 0 => unread("", format!("the tool's name: {why}")),
                ("", _) => unread(
                    "",
                    "this positional argument of `tool` is not modelled".into(),
                ),
                ("description", Err(why)) => description_unknown = Some(why),
                (
                    "description"
                    | "parse_docstring"
                    | "error_on_invalid_docstring"
                    | "infer_schema",
                    _,
                ) => unread(&key, "its value is computed at run time".into()),
                (k, _) => unread(k, "not modelled".into()),
            }
        }
        if let Some(why) = description_unknown {
            o.description_unknown = true;
            unknown.push(UnknownPart {
                pointer: "/description".into(),
                reason: format!("`tool(description=...)`: {why}"),
            });
        }
        o
    }

    fn tool(
        &self,
        function: Node,
        given: Vec<(String, Node)>,
    ) -> Result<ToolPrediction, ServerError> {
        let src = self.src();
        let fn_span = self.at(function);
        let load_error = |message: String| ServerError::load(message, fn_span);
        let mut unknown: Vec<UnknownPart> = Vec::new();
        let mut map = SourceMap::default();
        let o = self.options(given, &mut unknown);
        let fn_name_node = function.field("name");
        let fn_name = fn_name_node.map_or("", |n| text(n, src)).to_string();
        let (name, name_span) = match &o.name {
            Some((n, at)) => (n.clone(), *at),
            None => (
                fn_name.clone(),
                fn_name_node.map_or(self.span, |n| self.at(n)),
            ),
        };
        map.push(Written {
            pointer: "/name".into(),
            key: None,
            value: name_span,
            literal: o.name.as_ref().map(|(_, at)| *at),
            converter: None,
        });
        let python = self
            .target
            .python
            .as_ref()
            .and_then(|p| p.python_version.clone());
        // `fn.__doc__` as the running Python holds it: from 3.13 on the compiler dedents it
        let (doc, doc_313, doc_at) = match tools::docstring(function, src, self.file.id) {
            Some(Ok((raw, at))) => {
                let (runtime, sure) = tools::runtime_docstring(&raw, python.as_deref());
                let other = (!sure).then(|| tools::dedent(&raw));
                (Some(runtime), other, Some(at))
            }
            Some(Err(why)) => {
                unknown.push(UnknownPart {
                    pointer: "/description".into(),
                    reason: why,
                });
                (None, None, None)
            }
            None => (None, None, None),
        };
        let params = self.parameters(function, &mut unknown);
        let annotated: Vec<String> = params
            .iter()
            .filter(|p| p.annotation.is_some())
            .map(|p| p.name.clone())
            .chain(function.field("return_type").map(|_| "return".to_string()))
            .collect();
        let schema_doc = o.args_schema.map(|a| self.args_schema_doc(a, &mut unknown));
        let texts = |doc: Option<&str>| self.texts(doc, &o, &annotated, schema_doc.clone());
        let texts_now = texts(doc.as_deref());
        if let Some(other) = &doc_313 {
            if texts(Some(other)) != texts_now {
                unknown.push(UnknownPart {
                    pointer: "/description".into(),
                    reason: "the Python version is not known, and from 3.13 on the compiler dedents docstrings, which changes what the library reads from this one".into(),
                });
            }
        }
        let texts = match texts_now {
            Ok(Ok(t)) => t,
            Ok(Err(why)) => {
                unknown.push(UnknownPart {
                    pointer: "/description".into(),
                    reason: why,
                });
                Texts {
                    description: String::new(),
                    params: Vec::new(),
                }
            }
            Err(message) => return Err(load_error(message)),
        };
        match (&o.description, doc_at) {
            (Some((_, at)), _) => map.push(written("/description", *at)),
            (None, Some(at)) => map.push(written("/description", at)),
            (None, None) => {}
        }
        let schema = if !o.infer_schema && o.args_schema.is_none() {
            json!({
                "properties": {"__arg1": {"title": "__arg1", "type": "string"}},
                "required": ["__arg1"],
                "type": "object"
            })
        } else {
            let pydantic_schema = match o.args_schema {
                Some(a) => self.args_schema(a, &name, &mut unknown)?,
                None => self
                    .inferred_schema(function, &name, params, &texts, &mut map, &mut unknown)
                    .map_err(load_error)?,
            };
            match langchain_py::parameters(pydantic_schema.clone()) {
                Ok(s) => s,
                Err(why) => {
                    unknown.push(UnknownPart {
                        pointer: "/inputSchema".into(),
                        reason: format!(
                            "how the library inlines this schema is not modelled: {why}"
                        ),
                    });
                    pydantic_schema
                }
            }
        };
        let mut wire = Map::new();
        wire.insert("name".into(), json!(name));
        wire.insert("description".into(), json!(texts.description));
        wire.insert("inputSchema".into(), schema);
        let source = ToolSource {
            form: ToolForm::Framework,
            span: self.span,
            name_span,
            map,
            throws: Vec::new(),
            error_texts: Vec::new(),
        };
        Ok(super::prediction(self.target, wire, unknown, source))
    }

    /// The tool's description and the parameters' texts from `__doc__`: `Err` with the
    /// `ValueError` the library raises, `Ok(Err)` when what it makes is not modelled.
    fn texts(
        &self,
        doc: Option<&str>,
        o: &Options,
        annotated: &[String],
        schema_doc: Option<Result<Option<String>, String>>,
    ) -> Result<Result<Texts, String>, String> {
        if !o.infer_schema && schema_doc.is_none() {
            // a plain `Tool`: the description given, else `__doc__` as it is, unstripped
            let description = match (&o.description, doc) {
                _ if o.description_unknown => String::new(),
                (Some((d, _)), _) if !d.is_empty() => d.clone(),
                (_, Some(d)) => d.to_string(),
                _ => return Err("ValueError: Function must have either a docstring or description when infer_schema is False.".into()),
            };
            return Ok(Ok(Texts {
                description,
                params: Vec::new(),
            }));
        }
        let mut params = Vec::new();
        let parsed = match (&schema_doc, o.parse_docstring) {
            (None, true) => {
                let cleaned = doc.map(tools::cleandoc);
                let g: Google =
                    langchain_py::google(cleaned.as_deref(), annotated, o.error_on_invalid)
                        .map_err(|m| format!("ValueError: {m}"))?;
                if let Some((arg, _)) = g.args.iter().find(|(a, _)| !annotated.contains(a)) {
                    return Err(format!(
                        "ValueError: Arg {arg} in docstring not found in function signature."
                    ));
                }
                params = g.args;
                Some(g.description)
            }
            _ => None,
        };
        // `description=`, else the docstring, else the arguments model's docstring
        if o.description_unknown {
            return Ok(Ok(Texts {
                description: String::new(),
                params,
            }));
        }
        let description = if let Some((d, _)) = &o.description {
            langchain_py::py_strip(d).to_string()
        } else {
            let found = match (&parsed, doc) {
                (Some(p), _) if p.is_empty() => return Ok(Err(
                    "a docstring whose Google-style reading leaves no description is not modelled"
                        .into(),
                )),
                (Some(p), _) => Some(langchain_py::textwrap_dedent(p)),
                (None, Some(d)) if !d.is_empty() && !o.parse_docstring => Some(d.to_string()),
                _ => None,
            };
            let found = match (found, &schema_doc) {
                (Some(f), _) => f,
                (None, Some(Ok(Some(d)))) => d.clone(),
                (None, Some(Ok(None))) | (None, None) => return Err(NO_DOCSTRING.into()),
                (None, Some(Err(why))) => return Ok(Err(why.clone())),
            };
            langchain_py::py_strip(&langchain_py::textwrap_dedent(&found)).to_string()
        };
        // an empty description gives way to the arguments model's, which is the cleaned
        // docstring
        let description = match (description.is_empty(), doc) {
            (false, _) => description,
            (true, Some(d)) if parsed.is_none() && schema_doc.is_none() && !d.is_empty() => {
                tools::cleandoc(d)
            }
            (true, _) => {
                return Ok(Err(
                    "an empty description, which the library replaces with the arguments model's docstring, is not modelled here".into(),
                ))
            }
        };
        Ok(Ok(Texts {
            description,
            params,
        }))
    }

    /// The function's parameters as the library's arguments model holds them, in order, without
    /// those it leaves out (filled at call time, or dropped by pydantic).
    fn parameters<'t>(
        &self,
        function: Node<'t>,
        unknown: &mut Vec<UnknownPart>,
    ) -> Vec<Parameter<'t>> {
        let src = self.src();
        let mut out = Vec::new();
        let Some(list) = function.field("parameters") else {
            return out;
        };
        let mut c = list.walk();
        let nodes: Vec<Node> = list
            .named_children(&mut c)
            .filter(|p| !matches!(p.kind(), "comment" | "keyword_separator"))
            .collect();
        let positional_only = nodes
            .iter()
            .position(|n| n.kind() == "positional_separator");
        for (i, p) in nodes.iter().enumerate() {
            if p.kind() == "positional_separator" {
                continue;
            }
            let Some((name, annotation, default, splat)) = parameter(*p) else {
                unknown.push(UnknownPart {
                    pointer: "/inputSchema".into(),
                    reason: format!("the parameter `{}` is not modelled", text(*p, src)),
                });
                continue;
            };
            let kind = match splat {
                Splat::Normal if positional_only.is_some_and(|s| i < s) => Kind::PositionalOnly,
                Splat::Normal => Kind::Normal,
                Splat::Args => Kind::Args,
                Splat::Kwargs => Kind::Kwargs,
            };
            out.push(Parameter {
                name: text(name, src).to_string(),
                node: *p,
                annotation,
                default,
                kind,
            });
        }
        out
    }

    /// The pydantic schema of the arguments model `tool` infers from the signature.
    fn inferred_schema(
        &self,
        function: Node,
        name: &str,
        params: Vec<Parameter>,
        texts: &Texts,
        map: &mut SourceMap,
        unknown: &mut Vec<UnknownPart>,
    ) -> Result<Json, String> {
        let src = self.src();
        let names = self.names;
        let takes_args = params.iter().any(|p| p.kind == Kind::Args);
        let takes_kwargs = params.iter().any(|p| p.kind == Kind::Kwargs);
        let mut fields: Vec<Param> = Vec::new();
        let mut positional_only_field = false;
        let mut stand_ins: Vec<Param> = Vec::new();
        for p in params {
            let pointer = format!(
                "/inputSchema/properties/{}",
                crate::targets::pointer_segment(&p.name)
            );
            if p.annotation.is_some_and(|t| self.injected(t)) || FILTERED.contains(&p.name.as_str())
            {
                continue;
            }
            // pydantic's validation model keeps a field named like its own `args`/`kwargs`
            // placeholders out of the schema, and adds the placeholder under another name
            if p.kind != Kind::Args && p.name == "args" && !takes_args {
                stand_ins.push(placeholder("v__args", PyType::List(Box::new(PyType::Any))));
                continue;
            }
            if p.kind != Kind::Kwargs && p.name == "kwargs" && !takes_kwargs {
                stand_ins.push(placeholder(
                    "v__kwargs",
                    PyType::Dict(Box::new(PyType::Any), Box::new(PyType::Any)),
                ));
                continue;
            }
            // pydantic makes these private attributes or the model's configuration
            if p.name.starts_with('_') || p.name == "model_config" {
                continue;
            }
            if matches!(p.name.as_str(), "properties" | "default") {
                unknown.push(UnknownPart {
                    pointer: pointer.clone(),
                    reason: format!("pydantic leaves the keys of a property named `{}` unsorted, in an order not modelled", p.name),
                });
            }
            if p.name.starts_with("model_") {
                unknown.push(UnknownPart {
                    pointer: pointer.clone(),
                    reason: "a parameter in pydantic's `model_` namespace shadows a model attribute; what it lists is not modelled".into(),
                });
            }
            map.push(Written {
                pointer: pointer.clone(),
                key: None,
                value: self.at(p.node),
                literal: None,
                converter: None,
            });
            let mut field = FieldInfo::default();
            let mut default_is_field = false;
            match p.default.map(|d| eval::field_call(d, src, names)) {
                Some(Some(f)) => {
                    field = f;
                    default_is_field = true;
                }
                // `= ...` is pydantic's mark of a required field
                Some(None) if p.default.is_some_and(|d| text(d, src) == "...") => {}
                Some(None) => {
                    let d = p.default.expect("a default");
                    field.default = Some(
                        eval::literal(d, src, 0).or_else(|e| names.enum_member(d, src).ok_or(e)),
                    );
                }
                None => {}
            }
            let ty = p
                .annotation
                .map_or(PyType::Any, |t| eval::annotation(t, src, names, 0));
            if default_is_field && matches!(ty, PyType::Annotated(..)) {
                unknown.push(UnknownPart {
                    pointer: pointer.clone(),
                    reason: "an `Annotated` annotation with a `Field(...)` default: how pydantic merges the two is not modelled".into(),
                });
            }
            let ty = fold(ty, &mut field);
            // the docstring's text first, then the first describing `Annotated` metadata, then
            // `Field`'s
            let from_doc = texts
                .params
                .iter()
                .find(|(a, _)| *a == p.name)
                .map(|(_, d)| d.clone());
            let annotated = p.annotation.and_then(|t| self.annotated_description(t));
            let description = match (from_doc, annotated) {
                (Some(d), _) => Some(d),
                (None, Some(Ok(d))) => Some(d),
                (None, Some(Err(why))) => {
                    unknown.push(UnknownPart {
                        pointer: pointer.clone(),
                        reason: why,
                    });
                    None
                }
                (None, None) => field.description.clone(),
            };
            let mut field = reduced(field);
            field.description = description;
            let ty = match p.kind {
                Kind::Normal | Kind::PositionalOnly => ty,
                Kind::Args => {
                    field.default = Some(Ok(Json::Null));
                    PyType::List(Box::new(ty))
                }
                Kind::Kwargs => {
                    field.default = Some(Ok(Json::Null));
                    PyType::Dict(Box::new(PyType::Str), Box::new(ty))
                }
            };
            fields.push(Param {
                name: p.name.clone(),
                ty: Some(ty),
                field,
            });
            if p.kind == Kind::PositionalOnly && !positional_only_field {
                positional_only_field = true;
                fields.push(placeholder(
                    "v__positional_only",
                    PyType::List(Box::new(PyType::Str)),
                ));
            }
        }
        fields.extend(stand_ins);
        if let Some(Ok(())) | Some(Err(_)) = tools::names_defined_later(function, src, names) {
            unknown.push(UnknownPart {
                pointer: "/inputSchema".into(),
                reason: "an annotation names a class defined below the function; `get_type_hints` may not resolve it when the tool is made".into(),
            });
        }
        self.schema_of(name, &fields, unknown)
    }

    fn schema_of(
        &self,
        name: &str,
        fields: &[Param],
        unknown: &mut Vec<UnknownPart>,
    ) -> Result<Json, String> {
        let python = self
            .target
            .python
            .as_ref()
            .and_then(|p| p.python_version.clone());
        let env = pydantic::Env {
            python: python.as_deref().and_then(tools::major_minor),
            pydantic: tools::pydantic_minor(self.target),
            typed_dict_return_itself: false,
            // how langchain's generated model treats a type pydantic has no schema for is not
            // measured
            arbitrary_types: None,
        };
        let (schema, schema_unknown) =
            pydantic::model_schema(name, fields, &self.names.models, &env)?;
        unknown.extend(schema_unknown.into_iter().map(|(p, reason)| UnknownPart {
            pointer: format!("/inputSchema{p}"),
            reason,
        }));
        Ok(schema)
    }

    /// The class `args_schema=` names, as the library copies its fields.
    fn args_schema(
        &self,
        node: Node,
        name: &str,
        unknown: &mut Vec<UnknownPart>,
    ) -> Result<Json, ServerError> {
        let src = self.src();
        let mut doubt = |why: String| {
            unknown.push(UnknownPart {
                pointer: "/inputSchema".into(),
                reason: why,
            })
        };
        if let Some(Ok(dict @ Json::Object(_))) =
            self.value_of(node).map(|v| eval::literal(v, src, 0))
        {
            return Ok(dict);
        }
        let model = match eval::annotation(node, src, self.names, 0) {
            PyType::Model(key) => self.names.models.get(&key).cloned(),
            _ => None,
        };
        let Some(model) = model.filter(|m| m.kind == ClassKind::BaseModel) else {
            doubt(format!(
                "`args_schema={}` is not a model or JSON schema toolsight reads",
                text(node, src)
            ));
            return Ok(json!({"properties": {}, "type": "object"}));
        };
        for u in &model.unmodelled {
            doubt(format!("{u} is not modelled"));
        }
        if model.config.attribute_docstrings == Some(true) {
            doubt("`use_attribute_docstrings` is not modelled for an `args_schema`".into());
        }
        let fields: Vec<Param> = model
            .fields
            .iter()
            .map(|f| {
                let mut field = f.field.clone();
                let ty = f.ty.clone().map(|t| fold(t, &mut field));
                let description = field.description.clone();
                let mut field = reduced(field);
                field.description = description;
                Param {
                    name: f.name.clone(),
                    ty: Some(ty.unwrap_or(PyType::Any)),
                    field,
                }
            })
            .collect();
        self.schema_of(name, &fields, unknown)
            .map_err(|m| ServerError::load(m, self.at(node)))
    }

    /// What the library takes as the description when neither `description=` nor a docstring
    /// gives one: the `args_schema` class's docstring, or the JSON schema's `description`.
    fn args_schema_doc(
        &self,
        node: Node,
        unknown: &mut Vec<UnknownPart>,
    ) -> Result<Option<String>, String> {
        let src = self.src();
        if let Some(Ok(Json::Object(m))) = self.value_of(node).map(|v| eval::literal(v, src, 0)) {
            return Ok(m
                .get("description")
                .and_then(Json::as_str)
                .map(str::to_string));
        }
        match eval::annotation(node, src, self.names, 0) {
            PyType::Model(key) => match self.names.models.get(&key) {
                Some(m) => match &m.description {
                    Some(d) if d.contains('\n') => Err("a multi-line `args_schema` class docstring, which the library cleans otherwise than pydantic, is not modelled".into()),
                    d => Ok(d.clone()),
                },
                None => Err("the `args_schema` class is not read".into()),
            },
            _ => {
                unknown.push(UnknownPart {
                    pointer: "/description".into(),
                    reason: "`args_schema` is not read".into(),
                });
                Ok(None)
            }
        }
    }

    /// A dict literal written at `node`, or bound once to the module-level name written there.
    fn value_of<'n>(&self, node: Node<'n>) -> Option<Node<'n>>
    where
        'a: 'n,
    {
        if node.kind() == "dictionary" {
            return Some(node);
        }
        if node.kind() != "identifier" {
            return None;
        }
        let src = self.src();
        let name = text(node, src);
        let mut c = self.root.walk();
        let bound: Vec<Node> = self
            .root
            .named_children(&mut c)
            .filter_map(|s| {
                let a = s.named_child(0).filter(|a| a.kind() == "assignment")?;
                let left = a.field("left")?;
                (left.kind() == "identifier" && text(left, src) == name)
                    .then(|| a.field("right"))
                    .flatten()
            })
            .collect();
        match bound.as_slice() {
            [value] if value.kind() == "dictionary" && value.start_byte() < node.start_byte() => {
                Some(*value)
            }
            _ => None,
        }
    }

    /// Whether the library fills the parameter itself: `InjectedToolArg` (and its kin) in
    /// `Annotated`, `ToolRuntime`, a `RunnableConfig`.
    fn injected(&self, t: Node) -> bool {
        let src = self.src();
        let t = eval::inner_type(t);
        let names = self.names;
        let is = |n: Node, list: &[&str]| {
            names
                .qualified(n, src)
                .is_some_and(|q| list.contains(&q.as_str()))
        };
        if is(t, RUNNABLE_CONFIG) || is(t, INJECTED_TYPES) {
            return true;
        }
        if !matches!(t.kind(), "subscript" | "generic_type") {
            return false;
        }
        let (head, args) = eval::subscript_parts(t);
        let Some(head) = head else {
            return false;
        };
        if is(head, INJECTED_TYPES) {
            return true;
        }
        let annotated = names.qualified(head, src).is_some_and(|q| {
            matches!(
                q.as_str(),
                "typing.Annotated" | "typing_extensions.Annotated"
            )
        });
        annotated
            && args.iter().skip(1).any(|a| {
                let a = eval::inner_type(*a);
                let a = match a.kind() {
                    "call" => a.field("function").unwrap_or(a),
                    _ => a,
                };
                is(a, INJECTED)
            })
    }

    /// The first string, or `Field` with a description, among the `Annotated` metadata: what
    /// `_get_annotation_description` reads.
    fn annotated_description(&self, t: Node) -> Option<Result<String, String>> {
        let src = self.src();
        let t = eval::inner_type(t);
        if !matches!(t.kind(), "subscript" | "generic_type") {
            return None;
        }
        let (head, args) = eval::subscript_parts(t);
        let q = self.names.qualified(head?, src)?;
        if !matches!(
            q.as_str(),
            "typing.Annotated" | "typing_extensions.Annotated"
        ) {
            return None;
        }
        for a in args.iter().skip(1) {
            let a = eval::inner_type(*a);
            if matches!(a.kind(), "string" | "concatenated_string") {
                return Some(eval::string(a, src));
            }
            if let Some(f) = eval::field_call(a, src, self.names) {
                if let Some(d) = f.description.filter(|d| !d.is_empty()) {
                    return Some(Ok(d));
                }
                if f.unmodelled.iter().any(|k| k == "description") {
                    return Some(Err("a `Field(description=...)` computed at run time".into()));
                }
            }
        }
        None
    }
}

/// A parameter of the function, as written.
struct Parameter<'t> {
    name: String,
    node: Node<'t>,
    annotation: Option<Node<'t>>,
    default: Option<Node<'t>>,
    kind: Kind,
}

/// A field pydantic's validation model adds: a nullable list or map defaulting to `None`.
fn placeholder(name: &str, ty: PyType) -> Param {
    Param {
        name: name.into(),
        ty: Some(ty),
        field: FieldInfo {
            default: Some(Ok(Json::Null)),
            ..FieldInfo::default()
        },
    }
}

/// The type without its top-level `Annotated` layers, whose metadata goes to `field` (pydantic
/// reads it into the field it makes).
fn fold(mut ty: PyType, field: &mut FieldInfo) -> PyType {
    while let PyType::Annotated(inner, info) = ty {
        if field.description.is_none() {
            field.description = info.description.clone();
        }
        if field.default.is_none() {
            field.default = info.default.clone();
        }
        field.optional |= info.optional;
        field.constraints.extend(info.constraints.iter().cloned());
        field.unmodelled.extend(info.unmodelled.iter().cloned());
        ty = *inner;
    }
    ty
}

/// The field as `_create_subset_model` copies it: its description, default and constraints.
fn reduced(field: FieldInfo) -> FieldInfo {
    FieldInfo {
        description: field.description,
        default: field.default,
        optional: field.optional,
        constraints: field.constraints,
        unmodelled: field
            .unmodelled
            .into_iter()
            .filter(|k| !DROPPED_FIELD_KEYWORDS.contains(&k.as_str()))
            .collect(),
        ..FieldInfo::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::targets::detect::Found;
    use crate::workspace::Workspace;

    fn predict(src: &str, core: &str) -> Vec<ServerPrediction> {
        let mut ws = Workspace::new();
        let path = std::path::PathBuf::from("/toolsight-langchain-test/tools.py");
        ws.set_overlay(path.clone(), src.to_string());
        let id = ws.load(&path).unwrap();
        let mut installed = Installed::default();
        for (pkg, v) in [
            ("langchain-core", core),
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

    const SRC: &str = "from langchain_core.tools import tool\n\n@tool\ndef f(x: int = 1) -> int:\n    \"\"\"Add one.\"\"\"\n    return x\n";

    #[test]
    fn a_release_the_oracle_does_not_run_is_predicted_as_approximate_with_the_reason() {
        let [s] = predict(SRC, "1.8.3").try_into().unwrap();
        assert_eq!(s.target.framework, Some(LANGCHAIN_CORE));
        assert!(s.tools[0].meta.exact, "{:?}", s.tools[0].meta.unknown);
        assert_eq!(
            Json::Object(s.tools[0].wire.clone()),
            json!({"name": "f", "description": "Add one.", "inputSchema": {
                "properties": {"x": {"default": 1, "type": "integer"}}, "type": "object"}})
        );
        let [s] = predict(SRC, "1.7.0").try_into().unwrap();
        assert!(!s.target.modelled && !s.tools[0].meta.exact);
    }

    #[test]
    fn a_tool_class_only_named_in_an_annotation_makes_no_untraced_server() {
        let src = "from langchain_core.tools import BaseTool\n\ndef run(t: BaseTool) -> str:\n    return t.name\n";
        assert!(predict(src, "1.8.3").is_empty());
        let made = "from langchain_core.tools import StructuredTool\n\ndef f(x: int) -> int:\n    \"\"\"F.\"\"\"\n    return x\n\nt = StructuredTool.from_function(f, infer_schema=False)\n";
        let [s] = predict(made, "1.8.3").try_into().unwrap();
        assert!(s.untraced.is_some_and(|u| u.contains("line 7")));
        // the call `tool` makes is read as that tool
        let read = made.replace(", infer_schema=False", "");
        let [s] = predict(&read, "1.8.3").try_into().unwrap();
        assert!(s.untraced.is_none() && s.tools[0].meta.exact);
    }

    #[test]
    fn a_function_without_docstring_or_description_stops_the_module() {
        let src = "from langchain_core.tools import tool\n\n@tool\ndef ok(x: int) -> int:\n    \"\"\"Ok.\"\"\"\n    return x\n\n@tool\ndef bad(x: int) -> int:\n    return x\n";
        let [s] = predict(src, "1.8.3").try_into().unwrap();
        assert_eq!(s.error.expect("a load error").message, NO_DOCSTRING);
    }
}
