//! The Python SDK's low-level `Server`: mcp 1.x's `@server.list_tools()` on a function that
//! returns a list of `types.Tool(...)` objects, and mcp 2.x's `Server(..., on_list_tools=f)`
//! with `f` returning `types.ListToolsResult(tools=[...])`. The SDK dumps each model as it is (`None`s left
//! out), so an entry is its keywords' literal values: nothing is converted.

use serde_json::{Map, Value as Json};
use tree_sitter::Node;

use super::environ::Read;
use super::eval::{self, Names};
use super::tools::{annotations_value, target, Module, Resolver};
use crate::model::ServerError;
use crate::model::{ServerPrediction, SourceMap, ToolForm, ToolPrediction, ToolSource, Written};
use crate::span::Span;
use crate::syntax::{text, Field};
use crate::targets::detect::Installed;
use crate::targets::UnknownPart;

/// The low-level server class, as its modules export it.
const SERVER_CLASSES: &[&str] = &[
    "mcp.server.Server",
    "mcp.server.lowlevel.Server",
    "mcp.server.lowlevel.server.Server",
];

/// The tool model the handler returns.
const TOOL_CLASSES: &[&str] = &["mcp.types.Tool"];

/// Imported names chained through re-exports are followed this many modules deep.
const MAX_HOPS: usize = 8;

/// Values nested (or referring to constants and helpers) this deep are evaluated.
const MAX_DEPTH: usize = 64;

/// A string repeated (`"-" * n`) into more bytes than this is left unknown: no description is
/// that long, and the bytes would be held for every tool that sends it.
const MAX_REPEATED_BYTES: usize = 1 << 20;

/// The `Tool(...)` keywords that reach the wire as written, by their wire key.
const LITERAL_KEYS: &[(&str, &str)] = &[
    ("name", "name"),
    ("title", "title"),
    ("description", "description"),
    ("inputSchema", "inputSchema"),
    ("outputSchema", "outputSchema"),
];

/// mcp 2.x's `Tool` fields, which it also takes by their wire names (above).
const SNAKE_CASE_KEYS_2: &[(&str, &str)] = &[
    ("input_schema", "inputSchema"),
    ("output_schema", "outputSchema"),
];

/// Every low-level server created at the top of one of `modules`, or in the body of one of
/// their module-level functions (`async def serve(): server = Server(...)`), with the tools its
/// `list_tools` handler returns.
pub(super) fn servers(
    resolver: &Resolver,
    modules: &[Module],
    installed: &dyn Fn(&std::path::Path) -> Installed,
) -> Vec<ServerPrediction> {
    let mut out = Vec::new();
    for m in modules {
        let src = m.file.text.as_str();
        if !names_the_class(src) {
            continue;
        }
        let root = m.file.tree.root_node();
        let mut c = root.walk();
        let stmts: Vec<Node> = root.named_children(&mut c).collect();
        let target = || target(&installed(&m.file.path), "mcp");
        out.extend(block_servers(resolver, modules, m, &stmts, None, &target));
        for stmt in &stmts {
            let function = match stmt.kind() {
                "decorated_definition" => stmt.field("definition"),
                _ => Some(*stmt),
            }
            .filter(|d| d.kind() == "function_definition");
            let Some((function, body)) = function.and_then(|f| Some((f, f.field("body")?))) else {
                continue;
            };
            let mut c = body.walk();
            let body: Vec<Node> = body.named_children(&mut c).collect();
            let name = function.field("name").map_or("", |n| text(n, src));
            out.extend(block_servers(
                resolver,
                modules,
                m,
                &body,
                Some(name),
                &target,
            ));
        }
    }
    out
}

/// Whether the module can name the low-level class at all: every way to (`Server(...)`,
/// `lowlevel.Server(...)`, an import `as` another name) writes `Server` as a word of its own
/// (not `MCPServer`). Most modules do not, and looking for its creation walks every function.
fn names_the_class(src: &str) -> bool {
    memchr::memmem::find_iter(src.as_bytes(), "Server").any(|at| {
        !src[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

/// The low-level servers the statements of one block create, with their handlers in the same
/// block: the module's top level, or the body of the function `function`.
fn block_servers(
    resolver: &Resolver,
    modules: &[Module],
    m: &Module,
    stmts: &[Node],
    function: Option<&str>,
    target: &dyn Fn() -> crate::model::Target,
) -> Vec<ServerPrediction> {
    let src = m.file.text.as_str();
    let mut out = Vec::new();
    for stmt in stmts {
        let Some((name, span, call)) = server_assignment(*stmt, src, &m.names) else {
            continue;
        };
        let span = Span::new(m.file.id, span.0, span.1);
        let mut server = ServerPrediction::made(span, target());
        // a name `mcp.types` gained after 1.6 stops the module, or one it imports, under 1.6
        if super::tools::sdk_1_before(&server.target, 7) {
            let imports = super::tools::project_imports(resolver, modules);
            let failing = modules
                .iter()
                .filter(|o| super::tools::reaches(&imports, m.file.id, o.file.id))
                .find_map(super::tools::missing_in_mcp_types_1_6);
            if let Some(e) = failing {
                server.error = Some(e);
                out.push(server);
                continue;
            }
        }
        let mcp_2 = server
            .target
            .python
            .as_ref()
            .and_then(|p| p.framework_version.as_deref())
            .is_some_and(|v| v.starts_with("2."));
        let handler_form = if mcp_2 {
            format!("`{name} = Server(..., on_list_tools=...)`")
        } else {
            format!("`@{name}.list_tools()`")
        };
        let list = match handler(stmts, src, &name) {
            // mcp 2.x's `Server` takes its handlers in the constructor: the 1.x decorator
            // is an attribute it does not have (as mcp 2.3.0 raises)
            Some(list) if mcp_2 => {
                server.error = Some(ServerError::load(
                    "AttributeError: 'Server' object has no attribute 'list_tools'",
                    Span::new(m.file.id, list.start_byte(), list.end_byte()),
                ));
                out.push(server);
                continue;
            }
            None if mcp_2 => constructor_handler(stmts, src, call),
            list => list,
        };
        match list {
            None => {
                server.untraced = Some(match function {
                    Some(f) => {
                        format!("no {handler_form} handler toolsight reads in the body of `{f}`")
                    }
                    None => format!(
                        "no {handler_form} handler toolsight reads at the top of the module"
                    ),
                })
            }
            Some(list) => {
                let mut c = list.walk();
                for item in list
                    .named_children(&mut c)
                    .filter(|n| n.kind() != "comment")
                {
                    match tool_call(resolver, modules, m, item) {
                        Some((owner, call)) => {
                            server.registered += 1;
                            let mut t = tool(resolver, modules, owner, call, &server.target);
                            // a module constant's name may be a parameter of the function here
                            if let Some(local) = names_bound_by_enclosing_functions(
                                call,
                                call.parent(),
                                &owner.file.text,
                            ) {
                                t.meta.exact = false;
                                t.meta.unknown.push(UnknownPart {
                                    pointer: String::new(),
                                    reason: format!("`{local}` is bound when the function runs, which toolsight does not follow"),
                                });
                            }
                            server.tools.push(t);
                        }
                        None => {
                            server.untraced.get_or_insert(format!(
                                "`{}` in the `list_tools` result is not a `types.Tool(...)` toolsight can find",
                                text(item, src).chars().take(40).collect::<String>()
                            ));
                        }
                    }
                }
            }
        }
        out.push(server);
    }
    out
}

/// `name = Server(...)` at the top of the module: the name, the call's bytes and the call.
fn server_assignment<'t>(
    stmt: Node<'t>,
    src: &str,
    names: &Names,
) -> Option<(String, (usize, usize), Node<'t>)> {
    let assign = (stmt.kind() == "expression_statement")
        .then(|| stmt.named_child(0))
        .flatten()
        .filter(|a| a.kind() == "assignment")?;
    let left = assign.field("left").filter(|l| l.kind() == "identifier")?;
    let right = assign.field("right").filter(|r| r.kind() == "call")?;
    let class = names.qualified(right.field("function")?, src)?;
    SERVER_CLASSES.contains(&class.as_str()).then(|| {
        (
            text(left, src).to_string(),
            (right.start_byte(), right.end_byte()),
            right,
        )
    })
}

/// The list literal a top-level `@server.list_tools()` function returns as its last statement,
/// when that is its only `return`.
fn handler<'t>(stmts: &[Node<'t>], src: &str, server: &str) -> Option<Node<'t>> {
    let defs: Vec<Node> = stmts
        .iter()
        .filter_map(|s| {
            if s.kind() != "decorated_definition" {
                return None;
            }
            let mut c = s.walk();
            let decorated = s
                .named_children(&mut c)
                .filter(|d| d.kind() == "decorator")
                .any(|d| {
                    text(d, src).replace(char::is_whitespace, "")
                        == format!("@{server}.list_tools()")
                });
            decorated.then(|| s.field("definition")).flatten()
        })
        .collect();
    // of two handlers the SDK serves the one registered last: not modelled, left untraced
    let [def] = defs.as_slice() else {
        return None;
    };
    let (returned, body) = sole_final_return(*def)?;
    list_in(returned, body, src)
}

/// The list of `types.ListToolsResult(tools=[...])` returned by the function mcp 2.x's
/// `Server(..., on_list_tools=f)` call names, defined in the same block.
fn constructor_handler<'t>(stmts: &[Node<'t>], src: &str, server: Node<'t>) -> Option<Node<'t>> {
    let (_, keywords) = eval::arguments(server, src);
    let (_, handler) = keywords.iter().find(|(k, _)| k == "on_list_tools")?;
    if handler.kind() != "identifier" {
        return None;
    }
    let defs: Vec<Node> = stmts
        .iter()
        .filter_map(|s| match s.kind() {
            "decorated_definition" => s.field("definition"),
            _ => Some(*s),
        })
        .filter(|d| {
            d.kind() == "function_definition"
                && d.field("name")
                    .is_some_and(|n| text(n, src) == text(*handler, src))
        })
        .collect();
    let [def] = defs.as_slice() else {
        return None;
    };
    let (returned, body) = sole_final_return(*def)?;
    let result = returned
        .field("function")
        .filter(|f| returned.kind() == "call" && text(*f, src).ends_with("ListToolsResult"))
        .and(Some(returned))?;
    let (positional, keywords) = eval::arguments(result, src);
    let tools = match (positional.as_slice(), keywords.as_slice()) {
        ([], [(k, v)]) if k == "tools" => *v,
        _ => return None,
    };
    list_in(tools, body, src)
}

/// What a function returns, with its body, when its last statement is its only `return`.
fn sole_final_return(def: Node) -> Option<(Node, Node)> {
    let body = def.field("body")?;
    let mut returns = 0;
    let mut stack = vec![body];
    while let Some(n) = stack.pop() {
        returns += usize::from(n.kind() == "return_statement");
        // a nested function's returns are its own
        if n.kind() != "function_definition" || n == def {
            let mut c = n.walk();
            stack.extend(n.named_children(&mut c));
        }
    }
    let mut c = body.walk();
    let last = body
        .named_children(&mut c)
        .filter(|n| n.kind() != "comment")
        .last()?;
    if returns != 1 || last.kind() != "return_statement" {
        return None;
    }
    Some((last.named_child(0)?, body))
}

/// A list literal, or the name of one assigned once in `body` and used nowhere else there.
fn list_in<'t>(returned: Node<'t>, body: Node<'t>, src: &str) -> Option<Node<'t>> {
    match returned.kind() {
        "list" => Some(returned),
        // `tools = [...]` then `return tools`, the name used nowhere else in the handler
        "identifier" => {
            let name = text(returned, src);
            let mut c = body.walk();
            let assigned: Vec<Node> = body
                .named_children(&mut c)
                .filter_map(|stmt| {
                    let a = stmt.named_child(0).filter(|a| {
                        stmt.kind() == "expression_statement" && a.kind() == "assignment"
                    })?;
                    let left = a.field("left")?;
                    (left.kind() == "identifier" && text(left, src) == name)
                        .then(|| a.field("right"))
                        .flatten()
                })
                .collect();
            let [list] = assigned.as_slice() else {
                return None;
            };
            let mut uses = 0;
            let mut stack = vec![body];
            while let Some(n) = stack.pop() {
                uses += usize::from(n.kind() == "identifier" && text(n, src) == name);
                let mut c = n.walk();
                stack.extend(n.named_children(&mut c));
            }
            // the assignment and the return
            (uses == 2 && list.kind() == "list").then_some(*list)
        }
        _ => None,
    }
}

/// The `types.Tool(...)` call an item of the list is: written there, or the value of a
/// top-level assignment of that name in this module or one it imports the name from.
fn tool_call<'m>(
    resolver: &Resolver,
    modules: &'m [Module],
    m: &'m Module,
    item: Node<'m>,
) -> Option<(&'m Module, Node<'m>)> {
    let src = m.file.text.as_str();
    match item.kind() {
        "call" => {
            let class = m.names.qualified(item.field("function")?, src)?;
            TOOL_CLASSES.contains(&class.as_str()).then_some((m, item))
        }
        "identifier" => named_tool(resolver, modules, m, text(item, src)),
        _ => None,
    }
}

/// The `types.Tool(...)` call a module-level name of `m` is bound to, through imports.
fn named_tool<'m>(
    resolver: &Resolver,
    modules: &'m [Module],
    m: &'m Module,
    name: &str,
) -> Option<(&'m Module, Node<'m>)> {
    let (owner, value) = binding(resolver, modules, m, name, 0)?;
    let class = owner
        .names
        .qualified(value.field("function")?, owner.file.text.as_str())?;
    TOOL_CLASSES
        .contains(&class.as_str())
        .then_some((owner, value))
}

/// What a module-level name of `m` is bound to once, through imports of the run's modules: the
/// value of its only top-level assignment, or its top-level function.
pub(super) fn binding<'m>(
    resolver: &Resolver,
    modules: &'m [Module],
    m: &'m Module,
    name: &str,
    hops: usize,
) -> Option<(&'m Module, Node<'m>)> {
    if hops >= MAX_HOPS {
        return None;
    }
    if let Some(bound) = bound_once(m, name) {
        return Some((m, bound));
    }
    let (_, qualified) = m.names.imports().find(|(l, _)| *l == name)?;
    let (module, imported) = qualified.rsplit_once('.')?;
    let id = resolver.resolve(&m.file.path, module)?;
    let owner = modules.iter().find(|o| o.file.id == id)?;
    binding(resolver, modules, owner, imported, hops + 1)
}

/// The value of the module's only top-level binding of `name` (an assignment's value, or a
/// function definition); none when the name is bound or changed anywhere else in the module
/// (`X += 1`, `global X`, an assignment under a condition or in a function), since its value
/// then depends on what ran.
fn bound_once<'t>(m: &'t Module, name: &str) -> Option<Node<'t>> {
    let src = m.file.text.as_str();
    let root = m.file.tree.root_node();
    let is_name =
        |n: Option<Node>| n.is_some_and(|l| l.kind() == "identifier" && text(l, src) == name);
    let mut c = root.walk();
    let mut found: Vec<Node> = Vec::new();
    for stmt in root.named_children(&mut c) {
        let bound = match stmt.kind() {
            "expression_statement" => stmt
                .named_child(0)
                .filter(|a| a.kind() == "assignment" && is_name(a.field("left")))
                .and_then(|a| a.field("right")),
            "function_definition" => Some(stmt).filter(|d| is_name(d.field("name"))),
            _ => None,
        };
        found.extend(bound);
    }
    // every place the module binds the name, the top-level one included
    let mut bindings = 0;
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        bindings += usize::from(is_name(Some(n)) && binds(n));
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    (found.len() == 1 && bindings == 1).then(|| found[0])
}

/// Whether an identifier is where a name is bound (assigned, looped over, defined, imported,
/// declared `global`, deleted), anywhere in the module: inside a function too, where it may be
/// local, which is only counted against following the name.
fn binds(identifier: Node) -> bool {
    let mut child = identifier;
    while let Some(parent) = child.parent() {
        let is = |field: &str| parent.field(field) == Some(child);
        match parent.kind() {
            "assignment" | "augmented_assignment" | "for_statement" | "for_in_clause" => {
                return is("left")
            }
            "named_expression" | "function_definition" | "class_definition" => return is("name"),
            "aliased_import" => return is("alias"),
            "import_statement" | "import_from_statement" => return is("name"),
            "as_pattern_target" | "global_statement" | "nonlocal_statement"
            | "delete_statement" => return true,
            // the parts of a target: `a, X = ...`, `(X) = ...`, `*X = ...`, `import X.y`
            "pattern_list"
            | "tuple_pattern"
            | "list_pattern"
            | "list_splat_pattern"
            | "parenthesized_expression"
            | "dotted_name" => child = parent,
            _ => return false,
        }
    }
    false
}

/// The module constants a decorated tool's options name (`name=Tools.STATUS.value`,
/// `annotations=READ_ONLY`), read in the module the registration is written in.
pub(super) struct Constants<'a> {
    pub(super) resolver: &'a Resolver<'a>,
    pub(super) modules: &'a [Module],
    pub(super) module: &'a Module,
}

impl<'a> Constants<'a> {
    /// A string option's value, where every name in it is a module constant, not a name the
    /// enclosing functions bind (a parameter or a local, known only when the function runs).
    pub(super) fn string(&self, node: Node) -> Result<String, String> {
        self.string_from(node, node.parent())
    }

    /// A string in the signature of `function` (an annotation's metadata): Python evaluates it
    /// where the function is defined, so the function's own parameters do not bind its names.
    pub(super) fn string_in_signature(&self, node: Node, function: Node) -> Result<String, String> {
        self.string_from(node, function.parent())
    }

    /// Any value in the signature of `function` (a bound of an annotation's `Field`), as JSON.
    pub(super) fn json_in_signature(&self, node: Node, function: Node) -> Result<Json, String> {
        self.json_from(node, function.parent())
    }

    fn string_from(&self, node: Node, scope: Option<Node>) -> Result<String, String> {
        match self.json_from(node, scope)? {
            Json::String(s) => Ok(s),
            _ => Err(format!(
                "`{}` is not a string",
                text(node, &self.module.file.text)
                    .chars()
                    .take(40)
                    .collect::<String>()
            )),
        }
    }

    /// Any value in a statement of the module (a condition), as JSON.
    pub(super) fn json(&self, node: Node) -> Result<Json, String> {
        self.json_from(node, node.parent())
    }

    fn json_from(&self, node: Node, scope: Option<Node>) -> Result<Json, String> {
        let src = self.module.file.text.as_str();
        if let Some(local) = names_bound_by_enclosing_functions(node, scope, src) {
            return Err(format!(
                "`{local}` is bound when the function runs, which toolsight does not follow"
            ));
        }
        value(self.resolver, self.modules, self.module, node, 0)
    }

    /// What a module-level name an option is written as is bound to, through imports.
    pub(super) fn bound(&self, node: Node) -> Option<(&'a Module, Node<'a>)> {
        let src = self.module.file.text.as_str();
        if node.kind() != "identifier"
            || names_bound_by_enclosing_functions(node, node.parent(), src).is_some()
        {
            return None;
        }
        binding(self.resolver, self.modules, self.module, text(node, src), 0)
    }

    /// The binding of a parameter's default: Python evaluates it where the function is
    /// defined, so the function's own parameters do not bind it, the functions around it do.
    pub(super) fn bound_default(
        &self,
        node: Node,
        function: Node,
    ) -> Option<(&'a Module, Node<'a>)> {
        let src = self.module.file.text.as_str();
        if node.kind() != "identifier"
            || names_bound_by_enclosing_functions(node, function.parent(), src).is_some()
        {
            return None;
        }
        binding(self.resolver, self.modules, self.module, text(node, src), 0)
    }
}

/// A name used in `node` that one of the functions around it binds as a parameter (a module
/// constant is only bound at the top level, which [`bound_once`] checks).
fn names_bound_by_enclosing_functions(node: Node, from: Option<Node>, src: &str) -> Option<String> {
    let mut used: Vec<&str> = Vec::new();
    let mut stack = vec![node];
    while let Some(n) = stack.pop() {
        if n.kind() == "identifier" {
            used.push(text(n, src));
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    let mut at = from;
    while let Some(n) = at {
        if matches!(n.kind(), "function_definition" | "lambda") {
            if let Some(params) = n.field("parameters") {
                let mut stack = vec![params];
                while let Some(p) = stack.pop() {
                    if p.kind() == "identifier" && used.contains(&text(p, src)) {
                        return Some(text(p, src).to_string());
                    }
                    let mut c = p.walk();
                    stack.extend(p.named_children(&mut c));
                }
            }
        }
        at = n.parent();
    }
    None
}

/// A value written in module `m` as JSON: literals, and the module constants and helper
/// functions a tool's definition is commonly assembled from (`MAX_IDS`, `_paper_id()` returning
/// a dict literal, `{**base(), "k": v}`, `"a" + SUFFIX`), through imports of the run's modules.
fn value(
    resolver: &Resolver,
    modules: &[Module],
    m: &Module,
    node: Node,
    depth: usize,
) -> Result<Json, String> {
    let src = m.file.text.as_str();
    let computed = || {
        format!(
            "`{}` is computed at run time",
            text(node, src).chars().take(40).collect::<String>()
        )
    };
    if depth > MAX_DEPTH {
        return Err("a value nested or referred to too deeply".into());
    }
    let again = |n: Node| value(resolver, modules, m, n, depth + 1);
    if let Some(read) = m.environ.read(node, &m.names, src) {
        return match read {
            Read::Value(v) => Ok(Json::String(v)),
            Read::Unset(Some(default)) => again(default),
            Read::Unset(None) => Ok(Json::Null),
            Read::Unknown(why) => Err(why),
        };
    }
    match node.kind() {
        // `os.getenv("A") or "x"`: the first operand Python finds true (`and`: false)
        "boolean_operator" => {
            let (Some(l), Some(r)) = (node.field("left"), node.field("right")) else {
                return Err(computed());
            };
            let left = again(l)?;
            let or = node.field("operator").is_some_and(|o| text(o, src) == "or");
            if super::tools::truthy(&left) == or {
                Ok(left)
            } else {
                again(r)
            }
        }
        // `.lower()` and its kin on a string toolsight knows
        "call"
            if node
                .field("function")
                .is_some_and(|f| f.kind() == "attribute")
                && node
                    .field("arguments")
                    .is_some_and(|a| a.named_child_count() == 0) =>
        {
            let method = node.field("function").ok_or_else(computed)?;
            let object = method.field("object").ok_or_else(computed)?;
            let name = method.field("attribute").map(|a| text(a, src));
            let transform: fn(&str) -> String = match name {
                Some("lower" | "casefold") => str::to_lowercase,
                Some("upper") => str::to_uppercase,
                Some("strip") => |s| s.trim().to_string(),
                _ => return Err(computed()),
            };
            match again(object)? {
                Json::String(s) => Ok(Json::String(transform(&s))),
                _ => Err(computed()),
            }
        }
        "list" | "tuple" => {
            let mut c = node.walk();
            node.named_children(&mut c)
                .filter(|n| n.kind() != "comment")
                .map(again)
                .collect::<Result<Vec<_>, _>>()
                .map(Json::Array)
        }
        "dictionary" => {
            let mut out = Map::new();
            let mut c = node.walk();
            for item in node
                .named_children(&mut c)
                .filter(|n| n.kind() != "comment")
            {
                if item.kind() == "dictionary_splat" {
                    // `{**base, ...}`: its keys in place, a later key replacing the value
                    match again(item.named_child(0).ok_or("an empty `**`")?)? {
                        Json::Object(o) => out.extend(o),
                        _ => return Err(computed()),
                    }
                    continue;
                }
                let (Some(k), Some(v)) = (item.field("key"), item.field("value")) else {
                    return Err(computed());
                };
                let Json::String(k) = again(k)? else {
                    return Err(computed());
                };
                out.insert(k, again(v)?);
            }
            Ok(Json::Object(out))
        }
        "parenthesized_expression" => again(node.named_child(0).ok_or("empty parentheses")?),
        "binary_operator" => {
            let (Some(l), Some(r)) = (node.field("left"), node.field("right")) else {
                return Err(computed());
            };
            let op = node.field("operator").map(|o| text(o, src));
            match (op, again(l)?, again(r)?) {
                (Some("+"), Json::String(a), Json::String(b)) => Ok(Json::String(a + &b)),
                // `"-" * 40`, `RULE * 3`: repeated, as Python does (none for a count below 1)
                (Some("*"), Json::String(s), Json::Number(n))
                | (Some("*"), Json::Number(n), Json::String(s)) => {
                    let times = usize::try_from(n.as_i64().ok_or_else(computed)?.max(0))
                        .map_err(|_| computed())?;
                    if s.len().saturating_mul(times) > MAX_REPEATED_BYTES {
                        return Err(computed());
                    }
                    Ok(Json::String(s.repeat(times)))
                }
                _ => Err(computed()),
            }
        }
        "identifier" => {
            let (owner, bound) =
                binding(resolver, modules, m, text(node, src), 0).ok_or_else(computed)?;
            if bound.kind() == "function_definition" {
                return Err(computed());
            }
            value(resolver, modules, owner, bound, depth + 1)
        }
        "call" => {
            // a helper called without arguments that returns a value it writes
            let callee = node
                .field("function")
                .filter(|f| f.kind() == "identifier")
                .ok_or_else(computed)?;
            let arguments = node.field("arguments").ok_or_else(computed)?;
            if arguments.named_child_count() > 0 {
                return Err(computed());
            }
            let (owner, def) = binding(resolver, modules, m, text(callee, src), 0)
                .filter(|(_, d)| d.kind() == "function_definition")
                .ok_or_else(computed)?;
            let returned = returned_value(def).ok_or_else(computed)?;
            value(resolver, modules, owner, returned, depth + 1)
        }
        // `Tools.STATUS.value` of an `Enum` class of the run
        "attribute"
            if node
                .field("attribute")
                .is_some_and(|a| text(a, src) == "value") =>
        {
            node.field("object")
                .and_then(|o| m.names.enum_member(o, src))
                .ok_or_else(computed)
        }
        "string" | "concatenated_string" => {
            // `{NAME}` of a string or integer constant formats as its text
            let interpolate = |n: Node| match again(n)? {
                Json::String(s) => Ok(s),
                Json::Number(i) if i.is_i64() => Ok(i.to_string()),
                _ => Err(computed()),
            };
            eval::string_with(node, src, Some(&interpolate)).map(Json::String)
        }
        _ => eval::literal(node, src, 0),
    }
}

/// What a function without parameters returns when its body is only (a docstring and)
/// `return <value>`: names in it then mean the module's.
fn returned_value(def: Node) -> Option<Node> {
    if def
        .field("parameters")
        .is_some_and(|p| p.named_child_count() > 0)
    {
        return None;
    }
    sole_return(def)
}

/// What a function returns when its body is only (a docstring and) `return <value>`.
pub(super) fn sole_return(def: Node) -> Option<Node> {
    let body = def.field("body")?;
    let mut c = body.walk();
    let stmts: Vec<Node> = body
        .named_children(&mut c)
        .filter(|n| n.kind() != "comment")
        .collect();
    let last = match stmts.as_slice() {
        [only] => *only,
        [doc, last]
            if doc.kind() == "expression_statement"
                && doc.named_child(0).is_some_and(|s| s.kind() == "string") =>
        {
            *last
        }
        _ => return None,
    };
    (last.kind() == "return_statement")
        .then(|| last.named_child(0))
        .flatten()
}

/// The entry a `types.Tool(...)` call makes: its keywords' literal values, what cannot be
/// evaluated left unknown.
fn tool(
    resolver: &Resolver,
    modules: &[Module],
    m: &Module,
    call: Node,
    target: &crate::model::Target,
) -> ToolPrediction {
    let src = m.file.text.as_str();
    let id = m.file.id;
    let span = Span::new(id, call.start_byte(), call.end_byte());
    let (positional, keywords) = eval::arguments(call, src);
    let mut unknown: Vec<UnknownPart> = Vec::new();
    if !positional.is_empty() {
        unknown.push(UnknownPart {
            pointer: String::new(),
            reason: "`Tool(...)` with positional or unpacked arguments is not modelled".into(),
        });
    }
    let mut wire = Map::new();
    let mut map = SourceMap::default();
    let mut name_span = span;
    let types_2 = super::tools::mcp_types_2(target);
    let literal_key = |key: &str| {
        LITERAL_KEYS
            .iter()
            .chain(SNAKE_CASE_KEYS_2.iter().filter(|_| types_2))
            .find(|(k, _)| *k == key)
    };
    for (key, value) in &keywords {
        let value_span = Span::new(id, value.start_byte(), value.end_byte());
        let evaluated = match (key.as_str(), literal_key(key)) {
            ("annotations", _) => {
                annotations_value(*value, src, &m.names, types_2).map(|a| ("annotations", a))
            }
            (_, Some((_, wire_key))) => {
                self::value(resolver, modules, m, *value, 0).map(|v| (*wire_key, v))
            }
            _ => Err(format!("the `Tool` keyword `{key}` is not modelled")),
        };
        match evaluated {
            // the SDK leaves `None` out of the dump
            Ok((_, Json::Null)) => {}
            Ok((wire_key, v)) => {
                if wire_key == "name" {
                    name_span = value_span;
                }
                let mut budget = MAPPED_PARTS;
                map_literal(
                    &mut map,
                    format!("/{wire_key}"),
                    None,
                    *value,
                    m,
                    &mut budget,
                );
                wire.insert(wire_key.into(), v);
            }
            Err(reason) => unknown.push(UnknownPart {
                pointer: format!("/{key}"),
                reason,
            }),
        }
    }
    if !wire.get("name").is_some_and(Json::is_string)
        && !unknown.iter().any(|u| u.pointer == "/name")
    {
        unknown.push(UnknownPart {
            pointer: "/name".into(),
            reason: "the tool's name is not a string literal".into(),
        });
    }
    if !wire.contains_key("inputSchema") && !unknown.iter().any(|u| u.pointer == "/inputSchema") {
        unknown.push(UnknownPart {
            pointer: "/inputSchema".into(),
            reason: "`Tool(...)` without `inputSchema=`, which pydantic refuses".into(),
        });
    }
    // the wire's key order is the model's field order
    let order = [
        "name",
        "title",
        "description",
        "inputSchema",
        "outputSchema",
        "annotations",
    ];
    let mut sorted = Map::new();
    for k in order {
        if let Some(v) = wire.remove(k) {
            sorted.insert(k.into(), v);
        }
    }
    let source = ToolSource {
        form: ToolForm::LowLevel,
        span,
        name_span,
        map,
        throws: Vec::new(),
        error_texts: Vec::new(),
    };
    super::prediction(target, sorted, unknown, source)
}

/// How many parts of one tool's literals are mapped: a generated schema of thousands of keys
/// is still located, less precisely, by its enclosing parts.
const MAPPED_PARTS: usize = 10_000;

/// Records where each part of a value written as a literal stands (`{"properties": {"a": ...}}`
/// maps `/inputSchema/properties/a`), so that findings point at the key they are about.
fn map_literal(
    map: &mut SourceMap,
    pointer: String,
    key: Option<Span>,
    value: Node,
    m: &Module,
    budget: &mut usize,
) {
    if *budget == 0 {
        return;
    }
    *budget -= 1;
    let src = m.file.text.as_str();
    let id = m.file.id;
    let at = |n: Node| Span::new(id, n.start_byte(), n.end_byte());
    // only a plain literal is a place a fix can write the text back to
    let plain_string = value.kind() == "string"
        && text(value, src).starts_with(['"', '\''])
        && eval::string(value, src).is_ok();
    map.push(Written {
        pointer: pointer.clone(),
        key,
        value: at(value),
        literal: plain_string.then(|| at(value)),
        converter: None,
    });
    let mut c = value.walk();
    match value.kind() {
        "parenthesized_expression" => {
            if let Some(inner) = value.named_child(0) {
                map_literal(map, pointer, key, inner, m, budget);
            }
        }
        "dictionary" => {
            for pair in value.named_children(&mut c).filter(|p| p.kind() == "pair") {
                let (Some(k), Some(v)) = (pair.field("key"), pair.field("value")) else {
                    continue;
                };
                let Ok(name) = eval::string(k, src) else {
                    continue;
                };
                let inner = format!("{pointer}/{}", crate::targets::pointer_segment(&name));
                map_literal(map, inner, Some(at(k)), v, m, budget);
            }
        }
        "list" | "tuple" => {
            let items = value
                .named_children(&mut c)
                .filter(|n| n.kind() != "comment");
            for (i, item) in items.enumerate() {
                // an unpacked list shifts every index after it by a length not known here
                if item.kind() == "list_splat" {
                    break;
                }
                map_literal(map, format!("{pointer}/{i}"), None, item, m, budget);
            }
        }
        _ => {}
    }
}
