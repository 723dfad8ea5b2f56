//! Finding tool definitions in a TypeScript/JavaScript file and evaluating their parts.

use std::cell::Cell;
use std::ops::Range;
use std::rc::Rc;

use tree_sitter::Node;

use crate::span::{FileId, Span};
use crate::syntax::{text, Field};
use crate::ts::bundle::BundleIndex;
use crate::ts::eval::{bind_pattern, last_return, params_of, single_return, Evaluator};
use crate::ts::value::*;
use crate::workspace::SourceFile;

/// How a tool was declared; decides which SDK code path builds its wire entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// `McpServer.registerTool(name, config, cb)`.
    RegisterTool,
    /// `McpServer.tool(name, ...)` (the legacy overloads).
    LegacyTool,
    /// An entry of a low-level `tools/list` handler's result.
    LowLevel,
    /// An agent framework's tool definition.
    Framework,
}

/// The input or output schema as written.
#[derive(Debug, Clone)]
pub enum SchemaSpec {
    /// A zod raw shape: an object literal of schemas.
    Shape(Rc<ObjectLit>),
    /// A schema value (zod object or other).
    Value(Value),
}

#[derive(Debug, Clone)]
pub struct ToolDef {
    pub form: Form,
    pub name: Value,
    pub title: Option<Value>,
    pub description: Option<Value>,
    pub input: Option<SchemaSpec>,
    pub output: Option<SchemaSpec>,
    pub annotations: Option<Value>,
    pub meta: Option<Value>,
    /// A task tool (`server.experimental.tasks.registerToolTask`): the config's `execution`,
    /// if it has one, which the SDK spreads over `{ taskSupport: "required" }`.
    pub task: Option<Option<Value>>,
    /// Low-level entries are plain objects: every key as written, in order.
    pub raw: Option<Rc<ObjectLit>>,
    /// The registration call (or the tool object of a low-level list).
    pub span: Span,
    /// Where the name is written.
    pub name_span: Span,
    /// A registration that throws while the server module loads.
    pub load_error: Option<String>,
    /// When the registration runs: the module whose top-level code reaches it, and its place
    /// there; tools of one server registered from several modules are ordered by it.
    pub run: RunKey,
}

impl ToolDef {
    /// A tool of `form` with only its name and places: the caller fills in the other parts.
    fn named(form: Form, name: Value, span: Span, name_span: Span) -> ToolDef {
        ToolDef {
            form,
            name,
            title: None,
            description: None,
            input: None,
            output: None,
            annotations: None,
            meta: None,
            task: None,
            raw: None,
            span,
            name_span,
            load_error: None,
            run: RunKey::default(),
        }
    }
}

/// See [`ToolDef::run`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RunKey {
    pub file: Option<FileId>,
    pub order: RunOrder,
    /// The condition the registration runs under, when toolsight cannot decide it: why, and
    /// where the condition is written.
    pub condition: Option<(String, Span)>,
}

/// Whether code under conditions runs.
enum Presence {
    Always,
    Never,
    Maybe(String, Span),
}

/// Whether `node` runs, as decided by the conditions between it and `stop` (the function whose
/// body is being followed, or the module): `if`/`else`, `?:`, `&&`, `||`, `??`, `switch`
/// cases and `catch` blocks. Conditions that evaluate to a constant are decided.
fn presence(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    node: Node,
    stop: Option<Node>,
    env: &Env,
) -> Presence {
    let src = f.text.as_str();
    let mut child = node;
    let mut cur = node.parent();
    let mut maybe: Option<(String, Span)> = None;
    while let Some(n) = cur {
        if stop.is_some_and(|s| s.id() == n.id()) {
            break;
        }
        let is = |field: &str| n.field(field).is_some_and(|c| c.id() == child.id());
        // (the condition, whether the branch needs it truthy)
        let test: Option<(Node, bool)> = match n.kind() {
            "if_statement" | "ternary_expression" => n.field("condition").and_then(|c| {
                if is("consequence") {
                    Some((c, true))
                } else if is("alternative") {
                    Some((c, false))
                } else {
                    None
                }
            }),
            "binary_expression" if is("right") => {
                let op = n.field("operator").map(|o| text(o, src));
                let left = n.field("left");
                match (op, left) {
                    (Some("&&"), Some(l)) => Some((l, true)),
                    (Some("||"), Some(l)) => Some((l, false)),
                    (Some("??"), Some(l)) => {
                        maybe.get_or_insert((
                            format!(
                                "it runs only when `{}` is null or undefined",
                                short(text(l, src))
                            ),
                            ev.span(f, l),
                        ));
                        None
                    }
                    _ => None,
                }
            }
            "switch_case" => {
                maybe.get_or_insert((
                    format!(
                        "it runs in one case of a `switch`: `{}`",
                        short(text(n, src).lines().next().unwrap_or(""))
                    ),
                    ev.span(f, n),
                ));
                None
            }
            "catch_clause" => {
                maybe.get_or_insert((
                    "it runs only when the `try` block throws".to_string(),
                    ev.span(f, n),
                ));
                None
            }
            _ => None,
        };
        if let Some((cond, wanted)) = test {
            // `if (x)`: the condition is the expression inside the parentheses
            let cond = match cond.kind() {
                "parenthesized_expression" => cond.named_child(0).unwrap_or(cond),
                _ => cond,
            };
            match truthiness(&ev.eval(f, cond, env)) {
                Some(t) if t != wanted => return Presence::Never,
                Some(_) => {}
                None => {
                    let written = short(text(cond, src));
                    maybe.get_or_insert((
                        if wanted {
                            format!("it runs only when `{written}` holds, which toolsight cannot decide")
                        } else {
                            format!("it runs only when `{written}` does not hold, which toolsight cannot decide")
                        },
                        ev.span(f, cond),
                    ));
                }
            }
        }
        // an `if` above it in the same block that may return or throw
        if matches!(n.kind(), "statement_block" | "program") {
            let mut c = n.walk();
            for earlier in n.named_children(&mut c) {
                if earlier.id() == child.id() || earlier.start_byte() >= child.start_byte() {
                    break;
                }
                match exit_above(ev, f, earlier, env) {
                    None => {}
                    Some(Presence::Never) => return Presence::Never,
                    Some(Presence::Maybe(why, at)) => {
                        maybe.get_or_insert((why, at));
                    }
                    Some(Presence::Always) => {}
                }
            }
        }
        child = n;
        cur = n.parent();
    }
    match maybe {
        Some((why, at)) => Presence::Maybe(why, at),
        None => Presence::Always,
    }
}

/// Nodes an exit search reads of one `if` before it says the branch may exit.
const MAX_EXIT_SEARCH: usize = 20_000;

/// What an `if` statement written above code in the same block does to it: `None` when no
/// branch returns or throws; `Never` when a branch that surely runs surely leaves; otherwise
/// `Maybe`, with the `if` as the reason.
fn exit_above(ev: &Evaluator, f: &Rc<SourceFile>, stmt: Node, env: &Env) -> Option<Presence> {
    let src = f.text.as_str();
    // the words searched in the text first: most `if`s neither leave nor skip
    let written = text(stmt, src);
    let words = ["return", "throw", "continue", "break"];
    if stmt.kind() != "if_statement" || !words.iter().any(|w| written.contains(w)) {
        return None;
    }
    // how the branch may leave the code below the `if` (nested functions aside): by `return`
    // or `throw`, else by a `continue` or `break` of the loop around both (one of a loop or
    // `switch` inside the branch stays there)
    let may_exit = |branch: Node| -> Option<Exit> {
        let mut stack = vec![(branch, false)];
        let mut read = 0;
        let mut found = None;
        while let Some((n, nested)) = stack.pop() {
            read += 1;
            if read > MAX_EXIT_SEARCH {
                return Some(Exit::Leaves);
            }
            match n.kind() {
                "return_statement" | "throw_statement" => return Some(Exit::Leaves),
                "continue_statement" | "break_statement" if !nested => {
                    found = Some(Exit::Skips);
                }
                "function_declaration"
                | "function_expression"
                | "arrow_function"
                | "method_definition"
                | "class_declaration"
                | "class" => continue,
                _ => {}
            }
            let nested = nested
                || matches!(
                    n.kind(),
                    "for_statement"
                        | "for_in_statement"
                        | "while_statement"
                        | "do_statement"
                        | "switch_statement"
                );
            let mut c = n.walk();
            stack.extend(n.named_children(&mut c).map(|x| (x, nested)));
        }
        found
    };
    // whether the branch leaves before anything else it holds can go on
    let surely_exits = |branch: Node| {
        let direct = |n: Node| {
            matches!(
                n.kind(),
                "return_statement" | "throw_statement" | "continue_statement" | "break_statement"
            )
        };
        direct(branch)
            || branch.kind() == "statement_block" && {
                let mut c = branch.walk();
                let found = branch.named_children(&mut c).any(direct);
                found
            }
    };
    let consequence = stmt.field("consequence")?;
    let alternative = stmt
        .field("alternative")
        .and_then(|a| a.named_child(0).filter(|_| a.kind() == "else_clause"));
    let exit = match (may_exit(consequence), alternative.and_then(may_exit)) {
        (None, None) => return None,
        (Some(Exit::Leaves), _) | (_, Some(Exit::Leaves)) => Exit::Leaves,
        _ => Exit::Skips,
    };
    let cond = stmt.field("condition")?;
    let cond = match cond.kind() {
        "parenthesized_expression" => cond.named_child(0).unwrap_or(cond),
        _ => cond,
    };
    let maybe = || {
        Some(Presence::Maybe(
            format!(
                "it runs only when the `if ({})` above it does not {}, which toolsight cannot decide",
                short(text(cond, src)),
                match exit {
                    Exit::Leaves => "return or throw",
                    Exit::Skips => "skip it with `continue` or `break`",
                }
            ),
            ev.span(f, cond),
        ))
    };
    let taken = match truthiness(&ev.eval(f, cond, env)) {
        Some(true) => Some(consequence),
        Some(false) => alternative,
        None => return maybe(),
    };
    match taken {
        Some(branch) if surely_exits(branch) => Some(Presence::Never),
        Some(branch) if may_exit(branch).is_some() => maybe(),
        _ => None,
    }
}

/// How a branch may leave the statements below its `if`.
#[derive(Clone, Copy)]
enum Exit {
    /// `return` or `throw`: the function is left.
    Leaves,
    /// `continue` or `break`: the loop's current iteration is left.
    Skips,
}

/// A value's truthiness, where it is known.
fn truthiness(v: &Value) -> Option<bool> {
    v.truthy()
}

/// Source text cut to a length a message can quote.
fn short(s: &str) -> String {
    let s = s.split_whitespace().collect::<Vec<_>>().join(" ");
    match s.char_indices().nth(60) {
        Some((at, _)) => format!("{}…", &s[..at]),
        None => s,
    }
}

/// A server and the tools registered on it, in registration order.
#[derive(Debug)]
pub struct ServerDef {
    /// `new McpServer(...)` / `new Server(...)`, or `None` when tools are registered on a value
    /// toolsight could not trace back to its constructor.
    pub server: Option<Rc<ServerVal>>,
    pub kind: ServerKind,
    pub tools: Vec<ToolDef>,
    /// Where the first registration is, for servers without a known constructor.
    pub anchor: Span,
    /// Whether a `tools/list` handler exists: McpServer installs it on the first registration.
    pub lists_tools: bool,
    /// Why registrations toolsight did not see may reach this server.
    pub untraced: Option<String>,
    /// Why the list the SDK builds may be changed before clients receive it: the module reaches
    /// into the SDK's private request-handler table and may replace the tools/list handler.
    pub list_rewritten: Option<String>,
    /// The replacement handler, when it changes each tool on its own: run on each predicted
    /// entry, it gives what clients receive.
    pub list_pass: Option<Rc<ListPass>>,
}

/// A tools/list handler that wraps the SDK's own, taken from its private table, and changes each
/// tool by itself: `const inner = handlers.get("tools/list"); handlers.set("tools/list", async
/// (request, extra) => { const r = await inner(request, extra); for (const t of r.tools ?? []) {
/// ... } return r; })`.
#[derive(Debug)]
pub struct ListPass {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
    /// The name the wrapper calls the SDK's handler by.
    pub inner: Rc<str>,
}

/// Extracts every server with its tools from one file; with `around`, only the registrations
/// whose call encloses those bytes.
pub fn extract(ev: &Evaluator, f: &Rc<SourceFile>, around: Option<Range<usize>>) -> Vec<ServerDef> {
    let root = f.tree.root_node();
    let tool_functions = tool_function_names_of(&ev.program_index(f).imports(root), &f.text);
    let mut found = match &around {
        Some(around) => candidates_around(root, &f.text, &tool_functions, around),
        None => candidates(root, &f.text, &tool_functions),
    };
    // a bundle's copy of the SDK registers nothing of the server's own
    let bundle = ev.bundle(f);
    found.retain(|c| match c {
        Candidate::Call(n) | Candidate::PlainCall(n) | Candidate::Server(n) => {
            !bundle.in_library(*n)
        }
    });
    let mut calls: Vec<Node> = found
        .iter()
        .filter_map(|c| match c {
            Candidate::Call(n) | Candidate::PlainCall(n) => Some(*n),
            Candidate::Server(_) => None,
        })
        .collect();
    let constructors: Vec<Node> = found
        .iter()
        .filter_map(|c| match c {
            Candidate::Server(n) => Some(*n),
            _ => None,
        })
        .collect();
    calls.sort_by_key(|n| n.start_byte());

    let mut servers: Vec<ServerDef> = Vec::new();
    for ctor in constructors {
        if stands_in_a_choice(ev, f, ctor) {
            continue;
        }
        if let Value::Server(sv) = ev.eval(f, ctor, &Env::default()) {
            let kind = sv.kind;
            servers.push(ServerDef {
                server: Some(sv),
                kind,
                tools: Vec::new(),
                anchor: ev.span(f, ctor),
                lists_tools: false,
                untraced: None,
                list_rewritten: None,
                list_pass: None,
            });
        }
    }
    // registrations in the order the module runs them
    let mut runs: Vec<(RunKey, Node, Env)> = Vec::new();
    let candidate_calls = calls.len();
    // calls toolsight decided never run: not calls it could not read
    let mut never_run = 0;
    for call in calls {
        let envs = loop_envs(ev, f, call, 0);
        never_run += usize::from(envs.is_empty());
        for (env, mut key) in envs {
            key.order.push(call.start_byte() as u32);
            key.file.get_or_insert(f.id);
            runs.push((key, call, env));
        }
    }
    runs.sort_by(|a, b| {
        (a.0.file != Some(f.id), &a.0.order).cmp(&(b.0.file != Some(f.id), &b.0.order))
    });
    for (key, call, env) in runs {
        if let Some((server, kind, mut tools)) = registration(ev, f, call, &env) {
            for t in &mut tools {
                // an entry of a list may carry its own condition (a filter, a `?:` of lists)
                let own = t.run.condition.take();
                t.run = key.clone();
                if t.run.condition.is_none() {
                    t.run.condition = own;
                }
            }
            let anchor = ev.span(f, call);
            let slot = servers.iter_mut().find(|s| match (&s.server, &server) {
                (Some(a), Some(b)) => a.span == b.span,
                (None, None) => s.kind == kind,
                _ => false,
            });
            match slot {
                Some(s) => {
                    s.tools.extend(tools);
                    s.lists_tools = true;
                }
                None => servers.push(ServerDef {
                    server,
                    kind,
                    tools,
                    anchor,
                    lists_tools: true,
                    untraced: None,
                    list_rewritten: None,
                    list_pass: None,
                }),
            }
        }
    }
    if servers.is_empty()
        && around.is_none()
        && (candidate_calls == 0 || never_run < candidate_calls)
    {
        servers.extend(
            unread_server_module(f, candidate_calls - never_run)
                .or_else(|| built_on_a_package(ev, f)),
        );
    }
    if let Some(why) = private_handler_access(f, &bundle) {
        let pass = list_pass(ev, f).map(Rc::new);
        for s in &mut servers {
            s.list_rewritten = Some(why.clone());
            s.list_pass = pass.clone();
        }
    }
    let is_fastmcp = |s: &ServerDef| s.kind == ServerKind::Framework(Framework::FastMcp);
    // the scan reads the whole module's text, on every keystroke of the language server
    if !servers.iter().any(is_fastmcp) {
        return servers;
    }
    let fastmcp = servers.iter_mut().filter(|s| is_fastmcp(s));
    match fastmcp_list_changed(ev, f) {
        ListChange::Unchanged => {}
        ListChange::Guarded(None) => {}
        ListChange::Guarded(Some(guard)) => {
            for t in fastmcp.flat_map(|s| s.tools.iter_mut()) {
                t.run.condition.get_or_insert_with(|| guard.clone());
            }
        }
        ListChange::Rewritten(why) => {
            for s in fastmcp {
                s.list_rewritten.get_or_insert_with(|| why.clone());
            }
        }
    }
    servers
}

/// What a module does to the tools its fastmcp servers list, besides registering them.
enum ListChange {
    Unchanged,
    /// An `addTool` of its own that hands each tool on unchanged, unless an early `return`
    /// drops it: every tool is conditional on that.
    Guarded(Option<(String, Span)>),
    /// Something toolsight does not follow: why.
    Rewritten(String),
}

/// The keys of a fastmcp tool that decide its tools/list entry or whether it is listed (4.3 and
/// 4.20 read no others there).
const FASTMCP_LISTED_KEYS: &[&str] = &[
    "name",
    "description",
    "parameters",
    "annotations",
    "outputSchema",
    "_meta",
    "canAccess",
];

/// fastmcp's `removeTool`/`removeTools`, and an `addTool`/`addTools` the module replaces with
/// a function of its own (`server.addTool = (tool) => ...`, which may drop a tool or change it
/// before the real one runs): their effect on the list toolsight does not follow.
fn fastmcp_list_changed(ev: &Evaluator, f: &Rc<SourceFile>) -> ListChange {
    let text = f.text.as_str();
    let line = |at: usize| f.line_col(at as u32).line;
    if let Some(at) = text
        .find(".removeTool(")
        .or_else(|| text.find(".removeTools("))
    {
        return ListChange::Rewritten(format!(
            "the module removes tools again (line {}), which toolsight does not follow",
            line(at)
        ));
    }
    let mut replaced = text.match_indices(".addTool").filter(|(at, m)| {
        let rest = text[at + m.len()..].trim_start_matches('s').trim_start();
        rest.starts_with('=') && !rest.starts_with("==") && !rest.starts_with("=>")
    });
    let Some((at, _)) = replaced.next() else {
        return ListChange::Unchanged;
    };
    if replaced.next().is_none() {
        if let Some(guard) = passing_add_tool(ev, f, at) {
            return ListChange::Guarded(guard);
        }
    }
    ListChange::Rewritten(format!(
        "the module replaces the server's `addTool` with a function of its own (line {}), which may drop or change the tools registered through it; toolsight does not follow it",
        line(at)
    ))
}

/// A replacement `server.addTool = (tool) => { if (c) return; ...; addTool(wrap(tool)); }` (at
/// byte `at`) that verifiably registers each tool it does not drop with what fastmcp lists
/// unchanged: `addTool` is the original method (`server.addTool.bind(server)`), its argument the
/// tool itself or what a function of the module returns for it, `{ ...tool, key: ... }` with no
/// key fastmcp lists and no change to the tool's listed values (its `name` and `description`,
/// strings to fastmcp, may be read anywhere). The early returns' condition, which toolsight
/// does not decide per tool, makes each tool conditional. `None` for anything else.
fn passing_add_tool(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    at: usize,
) -> Option<Option<(String, Span)>> {
    let src = f.text.as_str();
    let assignment = f
        .tree
        .root_node()
        .descendant_for_byte_range(at, at + 1)
        .and_then(|n| {
            let mut cur = Some(n);
            while let Some(c) = cur {
                if c.kind() == "assignment_expression" {
                    return Some(c);
                }
                cur = c.parent();
            }
            None
        })?;
    let target = assignment.field("left")?;
    let wrapper = strip_wrappers(assignment.field("right")?);
    let server = target.field("object")?;
    let [param] = params_of(wrapper)[..] else {
        return None;
    };
    let p = param_name(src, param)
        .filter(|_| matches!(wrapper.kind(), "arrow_function" | "function_expression"))?;
    let body = wrapper.field("body")?;
    let stmts = crate::ts::eval::named_parts(body);
    let (last, guards) = stmts.split_last()?;
    let mut conditions = Vec::new();
    for g in guards {
        let reads_tool = |n: Node| {
            crate::ts::mutation::changes_of_local(f, n, p, true)
                .is_some_and(|changes| !changes.iter().any(changes_listed))
        };
        let is_const =
            g.kind() == "lexical_declaration" && g.child(0).is_some_and(|k| k.kind() == "const");
        if is_const && reads_tool(*g) {
            continue;
        }
        let cond = g.field("condition")?;
        let yes = g.field("consequence")?;
        let bare_return = |n: Node| n.kind() == "return_statement" && n.named_child_count() == 0;
        let returns = bare_return(yes)
            || (yes.kind() == "statement_block"
                && yes.named_child_count() == 1
                && yes.named_child(0).is_some_and(bare_return));
        if g.kind() != "if_statement" || g.field("alternative").is_some() || !returns {
            return None;
        }
        // the condition only reads the tool
        let writes = nodes_under(cond, false, 10_000)?.iter().any(|n| {
            matches!(
                n.kind(),
                "assignment_expression" | "augmented_assignment_expression" | "update_expression"
            )
        });
        if writes || !reads_tool(cond) {
            return None;
        }
        conditions.push(cond);
    }
    let call = crate::ts::eval::first_expression(*last)
        .filter(|_| last.kind() == "expression_statement")?;
    let callee = call.field("function")?;
    let [arg] = arg_nodes(call)[..] else {
        return None;
    };
    let original = declarator_of(ev, f, callee)
        .filter(|_| callee.kind() == "identifier")
        .and_then(|(d, whole)| d.field("value").filter(|_| whole))
        .is_some_and(|v| {
            let bound = v.field("function");
            let method = bound.and_then(|b| b.field("object"));
            v.kind() == "call_expression"
                && bound.is_some_and(|b| {
                    b.kind() == "member_expression"
                        && b.field("property").is_some_and(|m| text(m, src) == "bind")
                })
                && method.is_some_and(|m| {
                    m.kind() == "member_expression"
                        && m.field("property")
                            .is_some_and(|k| text(k, src) == "addTool")
                        && m.field("object")
                            .is_some_and(|o| text(o, src) == text(server, src))
                })
                && arg_nodes(v)
                    .first()
                    .is_some_and(|a| text(*a, src) == text(server, src))
        });
    if !original || !hands_tool_on(ev, f, arg, p) {
        return None;
    }
    let Some(first) = conditions.first() else {
        return Some(None);
    };
    let written = conditions
        .iter()
        .map(|c| short(text(*c, src)))
        .collect::<Vec<_>>()
        .join("`, `");
    Some(Some((
        format!(
            "the module's own `addTool` drops a tool when `{written}` holds, which toolsight cannot decide"
        ),
        ev.span(f, *first),
    )))
}

/// Whether a change of a tool may touch what fastmcp lists: a listed value changed, or handed
/// on when it may be an object (`name` and `description` are strings to fastmcp).
fn changes_listed(c: &crate::ts::mutation::Change) -> bool {
    match c.key.as_deref() {
        None => true,
        Some("name" | "description") => !c.handed_on,
        Some(k) => FASTMCP_LISTED_KEYS.contains(&k),
    }
}

/// Whether `arg` is the tool `p` itself, or a call of a module function given `p` first whose
/// body returns `{ ...p, key: ... }` without a listed key and changes nothing listed of `p`.
fn hands_tool_on(ev: &Evaluator, f: &Rc<SourceFile>, arg: Node, p: &str) -> bool {
    let src = f.text.as_str();
    match arg.kind() {
        "identifier" => return text(arg, src) == p,
        "object" => return spreads_unlisted(src, arg, p),
        _ => {}
    }
    let passes = arg_nodes(arg)
        .first()
        .is_some_and(|a| a.kind() == "identifier" && text(*a, src) == p);
    let Some(Value::Func(func)) = arg
        .field("function")
        .filter(|_| arg.kind() == "call_expression" && passes)
        .map(|c| ev.eval(f, c, &Env::default()))
    else {
        return false;
    };
    let file = ev.ws.file(func.file);
    let fsrc = file.text.as_str();
    let Some(node) = crate::ts::eval::node_at(&file, func.start, func.end) else {
        return false;
    };
    let Some(own) = params_of(node).first().and_then(|q| param_name(fsrc, *q)) else {
        return false;
    };
    let Some(body) = node.field("body").filter(|b| b.kind() == "statement_block") else {
        return false;
    };
    let Some(returned) = last_return(body).map(strip_wrappers) else {
        return false;
    };
    if returned.kind() != "object" || contains_early_return(body) {
        return false;
    }
    spreads_unlisted(fsrc, returned, own)
        && crate::ts::mutation::changes_of_local(&file, body, own, true)
            .is_some_and(|changes| !changes.iter().any(changes_listed))
}

/// Whether an object literal is `{ ...tool, key: ... }` with no key fastmcp lists after the spread.
fn spreads_unlisted(src: &str, obj: Node, tool: &str) -> bool {
    let parts = crate::ts::eval::named_parts(obj);
    let spreads_tool = parts.first().is_some_and(|s| {
        s.kind() == "spread_element"
            && crate::ts::eval::first_expression(*s)
                .is_some_and(|e| e.kind() == "identifier" && text(e, src) == tool)
    });
    let only_unlisted = parts.iter().skip(1).all(|part| match part.kind() {
        "pair" => part
            .field("key")
            .and_then(|k| {
                crate::ts::scope::string_value(src, k).or_else(|| {
                    (k.kind() == "property_identifier").then(|| text(k, src).to_string())
                })
            })
            .is_some_and(|k| !FASTMCP_LISTED_KEYS.contains(&k.as_str())),
        "method_definition" => part
            .field("name")
            .is_some_and(|k| !FASTMCP_LISTED_KEYS.contains(&text(k, src))),
        "shorthand_property_identifier" => !FASTMCP_LISTED_KEYS.contains(&text(*part, src)),
        _ => false,
    });
    spreads_tool && only_unlisted
}

/// Whether a function body returns anywhere but from its last statement.
fn contains_early_return(body: Node) -> bool {
    crate::ts::eval::named_parts(body)
        .split_last()
        .is_none_or(|(_, before)| before.iter().any(|s| contains_return(*s)))
}

/// The SDK's private request-handler tables (`server._requestHandlers`, where `tools/list`'s
/// handler is kept): a module that reads them may wrap or replace the handler, so the list the
/// SDK builds is not necessarily what clients receive.
fn private_handler_access(f: &SourceFile, bundle: &BundleIndex) -> Option<String> {
    const FIELD: &str = "_requestHandlers";
    let at = memchr::memmem::find_iter(f.text.as_bytes(), FIELD)
        .find(|&at| !bundle.library_holds(at, at + FIELD.len()))?;
    let line = f.line_col(at as u32).line;
    Some(format!(
        "the module reaches into the SDK's private `_requestHandlers` (line {line}), where it may wrap or replace the tools/list handler, so what clients receive may differ from the list the SDK builds"
    ))
}

/// See [`ListPass`]: the table must be read once, into a `const` used only to get and set the
/// `tools/list` handler (or the SDK's `setRequestHandler(ListToolsRequestSchema, ...)` sets it),
/// and the loop's body must not read the result or the inner handler, so that each tool's entry
/// depends on that tool alone.
fn list_pass(ev: &Evaluator, f: &Rc<SourceFile>) -> Option<ListPass> {
    let src = f.text.as_str();
    let nodes = nodes_under(f.tree.root_node(), false, 500_000)?;
    let reads = nodes
        .iter()
        .filter(|n| n.kind() == "property_identifier" && text(**n, src) == "_requestHandlers")
        .count();
    if reads != 1 {
        return None;
    }
    let is_list_key = |n: Option<&Node>| {
        n.is_some_and(|a| crate::ts::scope::string_value(src, *a).as_deref() == Some("tools/list"))
    };
    let get = nodes.iter().find(|n| {
        method_receiver(src, **n, "get").is_some() && is_list_key(arg_nodes(**n).first())
    })?;
    let table = method_receiver(src, *get, "get").filter(|t| t.kind() == "identifier")?;
    let (table_decl, whole) = declarator_of(ev, f, table)?;
    let private = table_decl
        .field("value")
        .is_some_and(|v| text(v, src).ends_with("._requestHandlers"));
    let inner_decl = strip_wrappers(get.parent()?);
    let inner_decl = if inner_decl.kind() == "variable_declarator" {
        inner_decl
    } else {
        get.parent()?.parent()?
    };
    let inner = inner_decl
        .field("name")
        .filter(|n| inner_decl.kind() == "variable_declarator" && n.kind() == "identifier")?;
    let inner = text(inner, src);
    if !whole || !private {
        return None;
    }
    let table_name = text(table, src);
    let mut handler = None;
    for n in &nodes {
        if n.kind() == "identifier" && text(*n, src) == table_name {
            let call = n.parent().and_then(|m| m.parent());
            let used = call.is_some_and(|c| {
                (method_receiver(src, c, "get").is_some()
                    || method_receiver(src, c, "set").is_some())
                    && is_list_key(arg_nodes(c).first())
            });
            let declared = n.parent().is_some_and(|d| d.id() == table_decl.id());
            if !used && !declared {
                return None;
            }
            if let Some(c) = call.filter(|c| method_receiver(src, *c, "set").is_some()) {
                handler = arg_nodes(c).get(1).copied();
            }
        }
        let sets_list = method_receiver(src, *n, "setRequestHandler").is_some()
            && arg_nodes(*n)
                .first()
                .is_some_and(|a| text(*a, src) == "ListToolsRequestSchema");
        if sets_list && handler.is_none() {
            handler = arg_nodes(*n).get(1).copied();
        }
    }
    let handler = handler?;
    let body = handler
        .field("body")
        .filter(|b| b.kind() == "statement_block")?;
    let [first, each, last] = crate::ts::eval::named_parts(body)[..] else {
        return None;
    };
    let result = first
        .named_child(0)
        .filter(|d| first.kind() == "lexical_declaration" && d.kind() == "variable_declarator")?;
    let calls_inner = result.field("value").is_some_and(|v| {
        strip_wrappers(v)
            .field("function")
            .is_some_and(|c| text(c, src) == inner)
    });
    let result = text(result.field("name")?, src);
    let loops_over_result = each.kind() == "for_in_statement"
        && each.field("right").is_some_and(|r| {
            let r = text(r, src).replace(' ', "");
            r == format!("{result}.tools") || r == format!("{result}.tools??[]")
        });
    let returns_result = last.kind() == "return_statement"
        && crate::ts::eval::first_expression(last).is_some_and(|e| text(e, src) == result);
    let per_tool = nodes_under(each.field("body")?, false, 100_000)?
        .iter()
        .all(|n| n.kind() != "identifier" || ![result, inner].contains(&text(*n, src)));
    (calls_inner && loops_over_result && returns_result && per_tool).then(|| ListPass {
        file: f.id,
        start: handler.start_byte() as u32,
        end: handler.end_byte() as u32,
        inner: inner.into(),
    })
}

/// `n` when it is `object.property` with that property.
fn member_named<'t>(n: Node<'t>, property: &str, src: &str) -> Option<Node<'t>> {
    (n.kind() == "member_expression"
        && n.field("property")
            .is_some_and(|p| text(p, src) == property))
    .then_some(n)
}

/// The receiver of a call of the method `name` (`t` of `t.get(...)`).
fn method_receiver<'t>(src: &str, n: Node<'t>, name: &str) -> Option<Node<'t>> {
    let callee = n
        .field("function")
        .filter(|c| n.kind() == "call_expression" && c.kind() == "member_expression")?;
    let property = callee.field("property")?;
    (text(property, src) == name).then_some(callee.field("object")?)
}

/// Whether the constructor is one branch of a `?:` whose value is the server of another
/// constructor (see `Evaluator::eval_ternary`): then it is not a server of its own.
fn stands_in_a_choice(ev: &Evaluator, f: &Rc<SourceFile>, ctor: Node) -> bool {
    let mut cur = ctor.parent();
    while let Some(n) = cur {
        match n.kind() {
            "ternary_expression" => {
                return match ev.eval(f, n, &Env::default()) {
                    Value::Server(chosen) => chosen.span != ev.span(f, ctor),
                    _ => false,
                };
            }
            "parenthesized_expression"
            | "arguments"
            | "call_expression"
            | "as_expression"
            | "await_expression" => cur = n.parent(),
            _ => return false,
        }
    }
    false
}

/// Modules whose import says they define MCP tools or agent tools.
const SERVER_MODULES: &[&str] = &[
    "@modelcontextprotocol/sdk/server",
    "@modelcontextprotocol/server",
    "fastmcp",
    "@openai/agents",
    "@mastra/core",
    "@langchain/core/tools",
];

/// An SDK module that carries messages and defines no tools: the entry point that imports only
/// it starts a server made elsewhere.
fn is_transport(module: &str) -> bool {
    let last = module
        .trim_end_matches(".js")
        .rsplit('/')
        .next()
        .unwrap_or_default();
    matches!(
        last,
        "stdio" | "sse" | "streamableHttp" | "webStandardStreamableHttp"
    )
}

/// A module that imports an MCP server SDK or agent framework but in which toolsight read no
/// server and no registration: listed as a server whose tools are unknown, so a run never
/// reads "not understood" as "no tools".
fn unread_server_module(f: &SourceFile, candidate_calls: usize) -> Option<ServerDef> {
    let src = f.text.as_str();
    let (at, module) = SERVER_MODULES.iter().find_map(|m| {
        ["\"", "'"].iter().find_map(|q| {
            let quoted = format!("{q}{m}");
            src.match_indices(&quoted).find_map(|(at, _)| {
                let rest = &src[at + 1..];
                let end = rest.find(['"', '\''])?;
                let module = &rest[..end];
                (!is_transport(module)).then_some((at, module))
            })
        })
    })?;
    let seen = match candidate_calls {
        0 => "nothing toolsight reads as a server or a tool registration".to_string(),
        1 => "1 call named like a registration whose server or arguments toolsight could not read"
            .to_string(),
        n => format!(
            "{n} calls named like registrations whose server or arguments toolsight could not read"
        ),
    };
    let span = Span::new(f.id, at, at + module.len() + 2);
    Some(ServerDef {
        server: None,
        kind: ServerKind::Mcp,
        tools: Vec::new(),
        anchor: span,
        lists_tools: false,
        untraced: Some(format!(
            "this module imports `{module}`, but it holds {seen}"
        )),
        list_rewritten: None,
        list_pass: None,
    })
}

/// A module that holds no server but imports an installed package built on an MCP SDK or agent
/// framework (`tools: AllTools` from `@acme/mcp-tools`): the tools are that package's, which
/// toolsight does not read, so the module is listed like one that imports the SDK itself.
fn built_on_a_package(ev: &Evaluator, f: &SourceFile) -> Option<ServerDef> {
    let dep = crate::ts::packages::sdk_dependent_import(f, &mut ev.manifests.borrow_mut())?;
    let via = match &dep.through {
        Some(through) => format!("depends on `{}` through `{through}`", dep.sdk),
        None => format!("depends on `{}`", dep.sdk),
    };
    Some(ServerDef {
        server: None,
        kind: ServerKind::Mcp,
        tools: Vec::new(),
        anchor: dep.span,
        lists_tools: false,
        untraced: Some(format!(
            "this module imports the installed package `{}`, which {via}; toolsight reads only \
             the project's own modules, so servers and tools defined in that package are not followed",
            dep.package
        )),
        list_rewritten: None,
        list_pass: None,
    })
}

/// Helper functions called from their own file are followed this many calls deep.
const MAX_HELPER_DEPTH: u32 = 4;

/// Where a run of a call falls in the module's execution: positions of the call sites and loops
/// that lead to it, with loop iterations; comparing keys orders registrations as they run.
pub type RunOrder = Vec<u32>;

/// The bindings under which a call runs: one per iteration of each enclosing loop over literal
/// data (`for (const t of TOOLS)`, `TOOLS.forEach((t) => ...)`), and one per call site of an
/// enclosing helper function called in the same file (`function add(name, shape) {...}`
/// then `add("a", {...})`), or a single empty one; each with its place in the run order.
fn loop_envs(ev: &Evaluator, f: &Rc<SourceFile>, call: Node, depth: u32) -> Vec<(Env, RunKey)> {
    let (envs, stop) = bindings(ev, f, call, depth);
    envs.into_iter()
        .filter_map(|(env, mut key)| match presence(ev, f, call, stop, &env) {
            Presence::Never => None,
            Presence::Always => Some((env, key)),
            Presence::Maybe(why, at) => {
                key.condition.get_or_insert((why, at));
                Some((env, key))
            }
        })
        .collect()
}

/// [`loop_envs`] before the guards above the call drop or mark any, and the function they stop
/// at.
fn bindings<'t>(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    call: Node<'t>,
    depth: u32,
) -> (Vec<(Env, RunKey)>, Option<Node<'t>>) {
    let src = f.text.as_str();
    // (the iterated expression, the binding pattern of an item, of its index, for-in over keys)
    let mut loops: Vec<(Node, Node, Option<Node>, bool, u32)> = Vec::new();
    let mut helper: Option<(Node, &str)> = None;
    let mut method: Option<(Node, &str)> = None;
    let mut cur = call.parent();
    while let Some(n) = cur {
        match n.kind() {
            // `installTo(server) { server.registerTool(this.name, ...) }`: followed from the calls
            // of the method on instances of the class
            "method_definition" => {
                if let Some(name) = instance_method_name(n, src) {
                    method = Some((n, name));
                }
                break;
            }
            "for_in_statement" => {
                let (Some(left), Some(right)) = (n.field("left"), n.field("right")) else {
                    cur = n.parent();
                    continue;
                };
                let is_of = {
                    let mut c = n.walk();
                    let of = n.children(&mut c).any(|ch| ch.kind() == "of");
                    of
                };
                let pattern = match left.kind() {
                    "lexical_declaration" | "variable_declaration" => {
                        let mut c = left.walk();
                        let d = left
                            .named_children(&mut c)
                            .find(|d| d.kind() == "variable_declarator");
                        d.and_then(|d| d.field("name"))
                    }
                    _ => Some(left),
                };
                if let Some(pattern) = pattern {
                    loops.push((right, pattern, None, !is_of, n.start_byte() as u32));
                }
            }
            "arrow_function" | "function_expression" | "function" | "function_declaration" => {
                // `TOOLS.forEach((t) => server.registerTool(...))`, also `.map`
                let callback_of = n
                    .parent()
                    .filter(|a| a.kind() == "arguments")
                    .and_then(|a| a.parent())
                    .and_then(|c| c.field("function"))
                    .filter(|callee| callee.kind() == "member_expression")
                    .filter(|callee| {
                        callee
                            .field("property")
                            .is_some_and(|p| matches!(text(p, src), "forEach" | "map" | "flatMap"))
                    })
                    .and_then(|callee| callee.field("object"));
                let params = params_of(n);
                if let Some(array) = callback_of {
                    if let Some(first) = params.first() {
                        loops.push((
                            array,
                            *first,
                            params.get(1).copied(),
                            false,
                            n.start_byte() as u32,
                        ));
                    }
                } else if let Some(name) = helper_name(n, src) {
                    helper = Some((n, name));
                    break;
                }
            }
            _ => {}
        }
        cur = n.parent();
    }
    let mut envs = match helper {
        Some((func, name)) if depth < MAX_HELPER_DEPTH => {
            ev.note_call_name(name);
            let params = params_of(func);
            let mut envs = Vec::new();
            let mut sites = call_sites(ev, f, name, func);
            // a factory creates a new server at each call, with the same tools: one call of
            // it describes them all
            if creates_server(func, &f.text) {
                sites.truncate(1);
            }
            let mut followed = false;
            for (site_file, start, end) in sites {
                let Some(site) = crate::ts::eval::node_at(&site_file, start, end) else {
                    continue;
                };
                followed = true;
                let callee = site.field("function");
                for (site_env, key) in loop_envs(ev, &site_file, site, depth + 1) {
                    // under this iteration the call may be of another entry's function
                    let other_function = callee.is_some_and(|c| {
                        let v = ev.eval(&site_file, c, &site_env);
                        matches!(v, Value::Func(_)) && !denotes(&v, f.id, func)
                    });
                    if other_function {
                        continue;
                    }
                    let call = CallSite {
                        file: &site_file,
                        node: site,
                        env: &site_env,
                    };
                    envs.push(call.enter(ev, f, &params, Env::default(), key));
                }
            }
            // a helper called nowhere is still read; one whose every call is of another
            // entry's function or never runs registers nothing
            if envs.is_empty() && !followed {
                envs.push((Env::default(), RunKey::default()));
            }
            envs
        }
        _ => match method {
            Some((m, name)) if depth < MAX_HELPER_DEPTH => method_envs(ev, f, m, name, depth),
            _ => vec![(Env::default(), RunKey::default())],
        },
    };
    let stop = helper.or(method).map(|(func, _)| func);
    // outermost first, so inner loops can read outer loop variables
    for (right, pattern, index_pattern, over_keys, at) in loops.into_iter().rev() {
        let mut next = Vec::new();
        for (env, order) in &envs {
            // a list filtered or chosen at run time: each entry under its own condition
            let listed = if over_keys {
                None
            } else {
                listed_items(ev, f, right, env, 0)
                    .filter(|l| l.iter().any(|(_, cond)| cond.is_some()))
            };
            let items: Vec<Listed> = match listed {
                Some(listed) => listed,
                None => match (ev.eval(f, right, env), over_keys) {
                    (Value::Array(items), false) => items.as_ref().clone(),
                    (Value::Object(o), true) => o
                        .props
                        .iter()
                        .map(|p| Value::Str(p.key.clone(), p.key_span))
                        .collect(),
                    (other, _) => vec![match other {
                        Value::Unknown(r) => Value::Unknown(r),
                        o => Value::unknown(format!("an item of {}", o.describe())),
                    }],
                }
                .into_iter()
                .map(|v| (v, None))
                .collect(),
            };
            for (i, (item, cond)) in items.into_iter().enumerate() {
                let mut e = bind_pattern(ev, f, pattern, item, env.clone());
                if let Some(ip) = index_pattern {
                    e = bind_pattern(ev, f, ip, Value::Num(i as f64), e);
                }
                let mut o = order.clone();
                o.order.extend([at, i as u32]);
                if let Some(cond) = cond {
                    o.condition.get_or_insert(cond);
                }
                next.push((e, o));
            }
        }
        envs = next;
    }
    (envs, stop)
}

/// The name of a method called on instances (not a constructor, getter, setter or static).
fn instance_method_name<'a>(m: Node, src: &'a str) -> Option<&'a str> {
    let mut c = m.walk();
    let plain = m
        .children(&mut c)
        .all(|ch| ch.is_named() || !matches!(text(ch, src), "static" | "get" | "set"));
    let name = text(m.field("name")?, src);
    (plain && name != "constructor" && m.parent()?.kind() == "class_body").then_some(name)
}

/// Calls of a method on instances whose class resolves `name` to this very method:
/// `tools.forEach((t) => t.installTo(server))` with `t` an instance of a subclass. Each call
/// binds the method's parameters and `this`.
fn method_envs(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    method: Node,
    name: &str,
    depth: u32,
) -> Vec<(Env, RunKey)> {
    let params = params_of(method);
    let needle = format!(".{name}(");
    let mut envs = Vec::new();
    let mut sites = 0;
    for path in ev.project().iter() {
        if is_test_file(path) {
            continue;
        }
        let Ok(id) = ev.ws.load(path) else {
            continue;
        };
        let file = ev.ws.file(id);
        if !file.text.contains(&needle) {
            continue;
        }
        let Some(calls) = Holding::new(&file.text, name).nodes(file.tree.root_node(), 500_000)
        else {
            continue;
        };
        for site in calls {
            let callee = site
                .field("function")
                .filter(|c| site.kind() == "call_expression" && c.kind() == "member_expression");
            let Some(callee) = callee else { continue };
            if callee
                .field("property")
                .is_none_or(|p| text(p, &file.text) != name)
            {
                continue;
            }
            let Some(object) = callee.field("object") else {
                continue;
            };
            sites += 1;
            if sites > MAX_METHOD_SITES {
                return envs;
            }
            for (site_env, key) in loop_envs(ev, &file, site, depth + 1) {
                let this = ev.eval(&file, object, &site_env);
                let Value::Instance(_) = &this else { continue };
                let resolved = ev.member(&file, &this, name, site);
                let same = matches!(&resolved, Value::Func(fv)
                    if fv.file == f.id && fv.start == method.start_byte() as u32);
                if !same {
                    continue;
                }
                let call = CallSite {
                    file: &file,
                    node: site,
                    env: &site_env,
                };
                envs.push(call.enter(ev, f, &params, Env::default().bind("this", this), key));
            }
        }
    }
    if envs.is_empty() {
        envs.push((Env::default(), RunKey::default()));
    }
    envs
}

/// A call of a followed function, where it runs.
struct CallSite<'a, 't> {
    file: &'a Rc<SourceFile>,
    node: Node<'t>,
    env: &'a Env,
}

impl CallSite<'_, '_> {
    /// The function's bindings for this call (its parameters bound to the arguments, on top of
    /// `env`) and the run key that orders it after the call.
    fn enter(
        &self,
        ev: &Evaluator,
        func_file: &Rc<SourceFile>,
        params: &[Node],
        mut env: Env,
        mut key: RunKey,
    ) -> (Env, RunKey) {
        let args = arg_nodes(self.node);
        for (i, p) in params.iter().enumerate() {
            let v = args
                .get(i)
                .map(|a| ev.eval(self.file, *a, self.env))
                .unwrap_or(Value::Undefined);
            env = bind_pattern(ev, func_file, *p, v, env);
        }
        key.order.push(self.node.start_byte() as u32);
        key.file.get_or_insert(self.file.id);
        (env, key)
    }
}

/// Calls of one method name looked at, across the project.
const MAX_METHOD_SITES: usize = 200;

/// The name a helper function is called by: `function add(...)` or `const add = (...) => ...`.
fn helper_name<'a>(func: Node, src: &'a str) -> Option<&'a str> {
    match func.kind() {
        "function_declaration" => func.field("name").map(|n| text(n, src)),
        _ => func
            .parent()
            .filter(|p| p.kind() == "variable_declarator")
            .and_then(|p| p.field("name"))
            .filter(|n| n.kind() == "identifier")
            .map(|n| text(n, src)),
    }
}

/// Every call of the function `func` (declared as `name` in `f`): in its own module, then from
/// the run's other modules (found once per run).
fn call_sites(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    name: &str,
    func: Node,
) -> Vec<(Rc<SourceFile>, u32, u32)> {
    let mut sites: Vec<(Rc<SourceFile>, u32, u32)> = calls_of(f, name, func)
        .into_iter()
        .map(|n| (f.clone(), n.start_byte() as u32, n.end_byte() as u32))
        .collect();
    let others = ev.other_module_calls((f.id, func.start_byte() as u32), || {
        calls_from_other_modules(ev, f, name, func)
    });
    sites.extend(
        others
            .iter()
            .map(|&(file, start, end)| (ev.ws.file(file), start, end)),
    );
    sites
}

/// Calls of the function `func` (declared as `name` in `f`) from the run's other modules, which
/// import it: `registerTools(server)`, compiled `(0, tools_1.registerTools)(server)`. A call
/// counts when its callee evaluates to that very function.
fn calls_from_other_modules(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    name: &str,
    func: Node,
) -> Vec<(FileId, u32, u32)> {
    let mut out = Vec::new();
    let project = ev.project();
    for path in project.iter() {
        // tests call register functions with stand-ins; they are not how the server runs
        if is_test_file(path) {
            continue;
        }
        let Ok(id) = ev.ws.load(path) else {
            continue;
        };
        if id == f.id {
            continue;
        }
        let other = ev.ws.file(id);
        let holds_name = Holding::new(&other.text, name);
        let mut stack = vec![other.tree.root_node()];
        while let Some(n) = stack.pop() {
            if !holds_name.within(n) {
                continue;
            }
            if n.kind() == "call_expression" {
                let callee = n.field("function");
                let named = callee.is_some_and(|c| {
                    let t = text(c, &other.text);
                    t.trim_end_matches(')').ends_with(name)
                });
                if named {
                    let callee = callee.expect("checked above");
                    let calls_func = |env: &Env| denotes(&ev.eval(&other, callee, env), f.id, func);
                    // `for (const tool of Object.values(tools)) tool.register(server)`: the
                    // callee is the function only under some iteration's binding; the loops
                    // around the call, not the helpers around them, say which (an iteration
                    // that skips the call is still a call site: the registration never runs)
                    if calls_func(&Env::default())
                        || bindings(ev, &other, n, MAX_HELPER_DEPTH)
                            .0
                            .iter()
                            .any(|(env, _)| calls_func(env))
                    {
                        out.push((other.id, n.start_byte() as u32, n.end_byte() as u32));
                    }
                }
            }
            let mut c = n.walk();
            stack.extend(n.named_children(&mut c));
        }
    }
    out.sort_by(|a, b| (&ev.ws.file(a.0).path, a.1).cmp(&(&ev.ws.file(b.0).path, b.1)));
    out
}

/// Whether `callee` is the function `func` of file `file` (or a function around it, as a
/// declarator's value spans its arrow).
fn denotes(callee: &Value, file: FileId, func: Node) -> bool {
    matches!(callee, Value::Func(fv) if fv.file == file
        && fv.start <= func.start_byte() as u32
        && func.end_byte() as u32 <= fv.end)
}

/// A test module: under `__tests__`, or named `*.test.*` / `*.spec.*`. (A `tests/` folder is
/// not enough: a whole project may sit under one.)
fn is_test_file(path: &std::path::Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy())
        .unwrap_or_default();
    name.contains(".test.")
        || name.contains(".spec.")
        || path.components().any(|c| c.as_os_str() == "__tests__")
}

/// The servers a module's `tools/list` rewrite ([`ListPass`]) is applied to: the function
/// around the rewrite is called, from its own module or others, with a server as first argument,
/// by a statement that runs whenever the server is made (in the same function body or at the
/// top of the module, with no `return` or `throw` above it). `None` when any call is not such
/// a call, so the rewrite stays something toolsight cannot place.
pub fn rewritten_servers(ev: &Evaluator, pass: &ListPass) -> Option<Vec<Span>> {
    let f = ev.ws.file(pass.file);
    let src = f.text.as_str();
    let handler = crate::ts::eval::node_at(&f, pass.start, pass.end)?;
    let (func, name) = std::iter::successors(handler.parent(), |n| n.parent())
        .find_map(|n| helper_name(n, src).map(|name| (n, name)))?;
    let sites = call_sites(ev, &f, name, func);
    if sites.is_empty() {
        return None;
    }
    let mut servers = Vec::new();
    for (site_file, start, end) in sites {
        let call = crate::ts::eval::node_at(&site_file, start, end)?;
        let statement = call
            .parent()
            .filter(|p| p.kind() == "expression_statement")?;
        let block = statement.parent()?;
        let runs_with_its_block = match block.kind() {
            "program" => true,
            "statement_block" => block.parent().is_some_and(is_function),
            _ => false,
        };
        let above = &site_file.text[block.start_byte()..statement.start_byte()];
        if !runs_with_its_block || above.contains("return") || above.contains("throw") {
            return None;
        }
        let first = arg_nodes(call).first().copied()?;
        let Value::Server(sv) = ev.eval(&site_file, first, &Env::default()) else {
            return None;
        };
        // made in that same block, so the call runs whenever the server exists
        let made_there = sv.span.file == site_file.id
            && block.start_byte() as u32 <= sv.span.start
            && sv.span.end <= statement.start_byte() as u32;
        if !made_there {
            return None;
        }
        servers.push(sv.span);
    }
    Some(servers)
}

fn is_function(n: Node) -> bool {
    matches!(
        n.kind(),
        "function_declaration"
            | "function_expression"
            | "function"
            | "arrow_function"
            | "method_definition"
    )
}

/// Whether the function constructs a server itself (a factory).
fn creates_server(func: Node, src: &str) -> bool {
    let body = &src[func.byte_range()];
    [
        "new McpServer",
        "new Server(",
        "new FastMCP",
        "new MCPServer",
    ]
    .iter()
    .any(|w| body.contains(w))
}

/// Calls `name(...)` in the file, outside the function itself.
fn calls_of<'t>(f: &'t SourceFile, name: &str, func: Node<'t>) -> Vec<Node<'t>> {
    let mut out = Vec::new();
    let holds_name = Holding::new(&f.text, name);
    let mut stack = vec![f.tree.root_node()];
    while let Some(n) = stack.pop() {
        if n.id() == func.id() || !holds_name.within(n) {
            continue;
        }
        if n.kind() == "call_expression"
            && n.field("function")
                .is_some_and(|c| c.kind() == "identifier" && text(c, &f.text) == name)
        {
            out.push(n);
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    out.sort_by_key(|n| n.start_byte());
    out
}

/// Where a word occurs in a module: a search for calls of a name enters only the nodes whose
/// text holds it, which in a bundle of millions of nodes is a few paths.
struct Holding(Vec<usize>);

impl Holding {
    fn new(src: &str, word: &str) -> Self {
        Holding(src.match_indices(word).map(|(at, _)| at).collect())
    }

    fn within(&self, n: Node) -> bool {
        let first = self.0.partition_point(|&at| at < n.start_byte());
        self.0.get(first).is_some_and(|&at| at < n.end_byte())
    }

    /// The nodes under `root` whose text holds the word; `None` past `limit` of them.
    fn nodes<'t>(&self, root: Node<'t>, limit: usize) -> Option<Vec<Node<'t>>> {
        let mut out = Vec::new();
        let mut stack = vec![root];
        while let Some(n) = stack.pop() {
            if !self.within(n) {
                continue;
            }
            if out.len() >= limit {
                return None;
            }
            out.push(n);
            let mut c = n.walk();
            stack.extend(n.named_children(&mut c));
        }
        Some(out)
    }
}

type Registration = (Option<Rc<ServerVal>>, ServerKind, Vec<ToolDef>);

fn registration(ev: &Evaluator, f: &Rc<SourceFile>, call: Node, env: &Env) -> Option<Registration> {
    let src = f.text.as_str();
    let callee = call.field("function")?;
    if let Value::External { specifier, name } = ev.eval(f, callee, env) {
        if let Some(fw) = Framework::from_import(&specifier, &name) {
            return Some((
                None,
                ServerKind::Framework(fw),
                vec![framework_tool(ev, f, call, env, fw)?],
            ));
        }
    }
    if callee.kind() != "member_expression" {
        return None;
    }
    let method = text(callee.field("property")?, src);
    let receiver_node = callee.field("object")?;
    let receiver = ev.eval(f, receiver_node, env);
    let server = match &receiver {
        Value::Server(s) => Some(s.clone()),
        // a value toolsight knows and that is no server (a test's stand-in object)
        Value::Object(_) | Value::Array(_) | Value::Str(..) | Value::Num(_) | Value::Func(_) => {
            return None
        }
        // an instance of a class of the program that extends no server class: its own
        // `registerTool` method, not the SDK's (a bundle's copy of an SDK class not read as a
        // server is still the SDK's)
        Value::Instance(inst) if !in_bundled_library(ev, &inst.class) => return None,
        _ => None,
    };
    if server
        .as_ref()
        .is_some_and(|s| s.kind == ServerKind::Framework(Framework::WebMcp))
    {
        // one page's tools, whichever expression reached its `modelContext`
        let kind = ServerKind::Framework(Framework::WebMcp);
        return Some((None, kind, webmcp_tools(ev, f, call, method, env)?));
    }
    // `server.experimental.tasks.registerToolTask(...)`: the server is two members up
    let task_server = (method == "registerToolTask")
        .then(|| {
            let tasks = member_named(receiver_node, "tasks", src)?;
            let experimental = member_named(tasks.field("object")?, "experimental", src)?;
            experimental.field("object")
        })
        .flatten();
    let (server, receiver_node) = match task_server {
        Some(owner) => match ev.eval(f, owner, env) {
            Value::Server(s) => (Some(s), owner),
            _ => (server, owner),
        },
        None => (server, receiver_node),
    };
    let receiver_is_mcp = match &server {
        Some(s) => s.kind == ServerKind::Mcp,
        // a server passed in as a parameter: only the unambiguous method name counts (a task
        // tool only on a server the run reaches: a published package's helpers that nothing
        // calls register nothing)
        None => {
            method == "registerTool"
                || (task_server.is_none() && typed_as(f, receiver_node, "McpServer"))
        }
    };
    let args = arg_nodes(call);
    let span = ev.span(f, call);
    if let Some(sv) = server
        .as_ref()
        .filter(|s| s.kind == ServerKind::Framework(Framework::FastMcp))
    {
        return match method {
            "addTool" => Some((
                Some(sv.clone()),
                sv.kind,
                vec![framework_tool(ev, f, call, env, Framework::FastMcp)?],
            )),
            // `addTools([...])` registers each entry as `addTool` does, in order
            "addTools" => {
                let list = *args.first()?;
                let Value::Array(items) = ev.eval(f, list, env) else {
                    return None;
                };
                let tools = items
                    .iter()
                    .map(|item| match item {
                        Value::Object(config) => {
                            Some(framework_def(config, span, Framework::FastMcp))
                        }
                        _ => None,
                    })
                    .collect::<Option<Vec<_>>>()?;
                Some((Some(sv.clone()), sv.kind, tools))
            }
            _ => None,
        };
    }
    match method {
        "registerTool" | "registerToolTask"
            if receiver_is_mcp && (method == "registerTool" || task_server.is_some()) =>
        {
            let name_node = *args.first()?;
            let name = ev.eval(f, name_node, env);
            let config = args.get(1).map(|n| ev.eval(f, *n, env));
            let mut def = ToolDef::named(Form::RegisterTool, name, span, ev.span(f, name_node));
            if task_server.is_some() {
                def.task = Some(None);
            }
            match config {
                Some(Value::Object(o)) => {
                    let get = |k: &str| {
                        o.get(k)
                            .map(|p| p.value.clone())
                            .filter(|v| !matches!(v, Value::Undefined))
                    };
                    def.title = get("title");
                    def.description = get("description");
                    def.input = get("inputSchema").map(schema_spec);
                    def.output = get("outputSchema").map(schema_spec);
                    def.annotations = get("annotations");
                    def.meta = get("_meta");
                    if task_server.is_some() {
                        def.task = Some(get("execution"));
                    }
                }
                // what cannot be evaluated is unknown, not a failure
                Some(Value::Unknown(r)) => {
                    def.description = Some(Value::Unknown(r.clone()));
                    def.input = Some(SchemaSpec::Value(Value::Unknown(r)));
                }
                _ => {}
            }
            Some((server, ServerKind::Mcp, vec![def]))
        }
        "tool" if receiver_is_mcp => Some((
            server,
            ServerKind::Mcp,
            vec![legacy_tool(ev, f, &args, env, span)?],
        )),
        "setRequestHandler"
            if matches!(
                server.as_ref().map(|s| s.kind),
                Some(ServerKind::LowLevel) | None
            ) =>
        {
            let first_node = *args.first()?;
            let first = ev.eval(f, first_node, env);
            let is_list = match &first {
                Value::External { name, .. } => &**name == "ListToolsRequestSchema",
                Value::Str(s, _) => &**s == "tools/list",
                // a bundle's own copy of the SDK's request schema
                _ => {
                    let named = text(first_node, src);
                    (named == "ListToolsRequestSchema"
                        || named.ends_with(".ListToolsRequestSchema"))
                        && server.as_ref().is_some_and(|s| s.copy)
                }
            };
            if !is_list {
                return None;
            }
            let handler = *args.get(1)?;
            let tools = low_level_tools(ev, f, handler, env);
            // a module that takes the McpServer's own handler from the SDK's private table
            // wraps it rather than replacing it: the wrapper is read as a rewrite of that list
            // (`list_rewritten`), its result not as a list of its own
            let wraps_own_list = server.as_ref().is_some_and(|s| s.inner)
                && private_handler_access(f, &ev.bundle(f)).is_some();
            let server = server.filter(|_| !wraps_own_list);
            Some((server, ServerKind::LowLevel, tools))
        }
        _ => None,
    }
}

/// Whether a class is code of a bundled copy of the SDK or zod.
fn in_bundled_library(ev: &Evaluator, class: &ClassVal) -> bool {
    let f = ev.ws.file(class.file);
    ev.bundle(&f)
        .library_holds(class.start as usize, class.end as usize)
}

fn schema_spec(v: Value) -> SchemaSpec {
    match v {
        Value::Object(o) => SchemaSpec::Shape(o),
        other => SchemaSpec::Value(other),
    }
}

/// Whether the declaration of the identifier `node` carries a type annotation naming `ty`
/// (`function register(server: McpServer)`).
fn typed_as(f: &SourceFile, node: Node, ty: &str) -> bool {
    if node.kind() != "identifier" {
        return false;
    }
    let src = f.text.as_str();
    let name = text(node, src);
    let mut cur = node.parent();
    while let Some(n) = cur {
        if let Some(params) = n.field("parameters") {
            let mut c = params.walk();
            for p in params.named_children(&mut c) {
                let binds = p.field("pattern").is_some_and(|pat| text(pat, src) == name);
                let typed = p.field("type").is_some_and(|t| text(t, src).contains(ty));
                if binds {
                    return typed;
                }
            }
        }
        cur = n.parent();
    }
    false
}

fn arg_nodes(call: Node) -> Vec<Node> {
    let Some(args) = call.field("arguments") else {
        return Vec::new();
    };
    let mut c = args.walk();
    let v: Vec<Node> = args
        .named_children(&mut c)
        .filter(|n| n.kind() != "comment")
        .collect();
    v
}

/// `server.tool(name, [description], [paramsSchema], [annotations], cb)`: the SDK decides which
/// argument is which at run time by their values; this mirrors that decision.
fn legacy_tool(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    args: &[Node],
    env: &Env,
    span: Span,
) -> Option<ToolDef> {
    let name_node = *args.first()?;
    let name = ev.eval(f, name_node, env);
    let mut rest: Vec<Value> = args[1..].iter().map(|n| ev.eval(f, *n, env)).collect();
    let mut def = ToolDef::named(Form::LegacyTool, name, span, ev.span(f, name_node));
    // text built at run time (`\`...${x}\``, `a + b`, `s.trim()`) is still a description
    let stringish = args.get(1).is_some_and(|n| {
        matches!(n.kind(), "template_string" | "binary_expression" | "string")
            || (n.kind() == "call_expression"
                && n.field("function")
                    .and_then(|c| c.field("property"))
                    .is_some_and(|p| {
                        matches!(text(p, &f.text), "trim" | "join" | "replace" | "concat")
                    }))
    });
    if matches!(rest.first(), Some(Value::Str(..)))
        || (stringish && matches!(rest.first(), Some(Value::Unknown(_))))
    {
        def.description = Some(rest.remove(0));
    }
    if rest.len() > 1 {
        let first = rest[0].clone();
        if is_raw_shape(&first) {
            rest.remove(0);
            def.input = Some(schema_spec(first));
            if rest.len() > 1 && matches!(rest[0], Value::Object(_)) && !is_raw_shape(&rest[0]) {
                def.annotations = Some(rest.remove(0));
            }
        } else if let Value::Object(o) = &first {
            if o.props.iter().any(|p| {
                matches!(
                    p.value,
                    Value::Object(_) | Value::Array(_) | Value::Schema(_)
                )
            }) {
                def.load_error = Some(format!(
                    "Tool {} expected a Zod schema or ToolAnnotations, but received an unrecognized object",
                    def.name.as_str().unwrap_or("?")
                ));
            }
            def.annotations = Some(first);
            rest.remove(0);
        } else if let Value::Unknown(r) = &first {
            // a shape or annotations toolsight cannot evaluate: the entry is unknown there
            def.input = Some(SchemaSpec::Value(Value::Unknown(r.clone())));
        }
    }
    Some(def)
}

/// The SDK's raw-shape test: an object that is not a schema and is empty or has a schema value.
fn is_raw_shape(v: &Value) -> bool {
    match v {
        Value::Object(o) => {
            o.props.is_empty() || o.props.iter().any(|p| matches!(p.value, Value::Schema(_)))
        }
        _ => false,
    }
}

/// The tools a low-level `tools/list` handler returns, when its result is literal data.
fn low_level_tools(ev: &Evaluator, f: &Rc<SourceFile>, handler: Node, env: &Env) -> Vec<ToolDef> {
    // `wrap(name, monitor(async () => ({ tools })))`: middleware that hands the inner handler's
    // result through unchanged stands for that handler
    let (handler, unverified) = match unwrap_handler(ev, f, handler, env, 0) {
        Ok(Some(inner)) => (inner, None),
        Ok(None) => (handler, None),
        Err(why) => (handler, Some(why)),
    };
    let span = ev.span(f, handler);
    let returned = handler_return(&f.text, handler);
    // `{ tools: ... }` written in the handler: its list may be chosen or filtered by conditions
    // toolsight cannot decide, which make the entries conditional rather than unknown
    let listed = returned
        .and_then(|r| tools_expression(f, r))
        .and_then(|e| listed_items(ev, f, e, env, 0));
    if let Some(items) = listed {
        return items
            .into_iter()
            .map(|(item, condition)| {
                let mut t = low_level_entry(&item, span);
                t.run.condition = condition;
                t
            })
            .collect();
    }
    let result = match handler.kind() {
        "arrow_function" | "function_expression" | "function" => match returned {
            Some(e) => ev.eval(f, e, env),
            None if handler.field("body").is_none() => return Vec::new(),
            None => Value::unknown("a tools/list handler without a return toolsight can follow"),
        },
        _ => match ev.eval(f, handler, env) {
            Value::Func(func) => ev.call_func(&func, &[], ev.span(f, handler)),
            other => other,
        },
    };
    let list = match &result {
        Value::Object(o) => o.get("tools").map(|p| p.value.clone()),
        _ => None,
    };
    let Some(Value::Array(items)) = list else {
        let reason = match (&result, list) {
            _ if unverified.is_some() => unverified.unwrap_or_default(),
            (Value::Unknown(r), _) => r.to_string(),
            (_, Some(Value::Unknown(r))) => r.to_string(),
            _ => "a tools/list result toolsight cannot list".to_string(),
        };
        return vec![ToolDef::named(
            Form::LowLevel,
            Value::Unknown(reason.into()),
            span,
            span,
        )];
    };
    items
        .iter()
        .map(|item| low_level_entry(item, span))
        .collect()
}

/// The list a call of a workspace function returns, when its body is statements: its last
/// top-level `return`, or the one assignment of the returned variable before it
/// (`cache = flag ? all : all.filter(...); return cache;`). Earlier returns must sit under
/// conditions that are decided false (`if (cache) return cache;` with `let cache = null`);
/// anything else that may return is not followed (`None`).
fn listed_from_function(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    call: Node,
    func: &FuncVal,
    env: &Env,
    depth: u32,
) -> Option<Vec<Listed>> {
    let file = ev.ws.file(func.file);
    let node = crate::ts::eval::node_at(&file, func.start, func.end)?;
    let mut fenv = func.env.clone();
    let args = arg_nodes(call);
    for (i, p) in params_of(node).iter().enumerate() {
        let v = args
            .get(i)
            .map(|a| ev.eval(f, *a, env))
            .unwrap_or(Value::Undefined);
        fenv = bind_pattern(ev, &file, *p, v, fenv);
    }
    let body = node.field("body")?;
    if body.kind() != "statement_block" {
        return listed_items(ev, &file, body, &fenv, depth + 1);
    }
    let mut paths = Paths {
        ev,
        file: &file,
        env: fenv,
        locals: Vec::new(),
        returns: Vec::new(),
        depth,
        why: format!(
            "it is listed only on some paths through `{}`, which toolsight cannot decide",
            func.name.as_deref().unwrap_or("(anonymous)")
        ),
        at: ev.span(&file, node),
        local: false,
        late: Vec::new(),
    };
    paths.block(body, false)?;
    if !paths.late.is_empty() {
        return None;
    }
    join_lists(paths.returns, &paths.why, paths.at)
}

/// The list a local of an enclosing function holds when a function nested in it (a tools/list
/// handler set up in `createServer()`) reads it: the function's statements are followed as
/// [`Paths`] does, with `list.push(...)` adding entries (conditional under a condition toolsight
/// cannot decide), to the end of the function. Code nested in it that changes the list later,
/// while the server runs (`list.push(...newTools)` in another handler), adds a conditional
/// unknown entry, or makes every entry conditional when it may remove some. `None` when the name
/// is no such local or the walk cannot follow the function.
fn enclosing_local(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    ident: Node,
    env: &Env,
    depth: u32,
) -> Option<Vec<Listed>> {
    let src = f.text.as_str();
    let name = text(ident, src);
    let (declarator, whole) = declarator_of(ev, f, ident)?;
    let body = declarator.parent()?.parent()?;
    let func = body.parent()?;
    let is_function = matches!(
        func.kind(),
        "function_declaration"
            | "function_expression"
            | "function"
            | "arrow_function"
            | "generator_function"
            | "generator_function_declaration"
            | "method_definition"
    );
    if !whole || body.kind() != "statement_block" || !is_function {
        return None;
    }
    // only a read from a nested function sees the list as the whole body leaves it
    if in_nested_function(ident, body) != Some(true) {
        return None;
    }
    let mut paths = Paths {
        ev,
        file: f,
        env: env.clone(),
        locals: Vec::new(),
        returns: Vec::new(),
        depth,
        why: format!(
            "it is listed only on some paths through `{}`, which toolsight cannot decide",
            helper_name(func, src).unwrap_or("(anonymous)")
        ),
        at: ev.span(f, func),
        local: true,
        late: Vec::new(),
    };
    paths.block(body, false)?;
    let (_, mut list) = paths.locals.into_iter().rev().find(|(n, _)| n == name)?;
    for (line_at, adds) in paths.late {
        let line = f.line_col(line_at.start).line;
        if adds {
            list.push((
                Value::unknown(format!(
                    "the entries the code at line {line} adds to `{name}` while the server runs"
                )),
                Some((
                    format!("it is listed only after the code at line {line} runs, which toolsight cannot decide"),
                    line_at,
                )),
            ));
        } else {
            for (_, cond) in &mut list {
                cond.get_or_insert_with(|| {
                    (
                        format!("the code at line {line} may take it out of `{name}` while the server runs"),
                        line_at,
                    )
                });
            }
        }
    }
    Some(list)
}

/// The variable declarator an identifier refers to, and whether it binds the whole value (no
/// destructuring).
fn declarator_of<'t>(
    ev: &Evaluator,
    f: &'t SourceFile,
    ident: Node<'t>,
) -> Option<(Node<'t>, bool)> {
    let src = f.text.as_str();
    let index = ev.program_index(f);
    let decl = crate::ts::scope::find_decl_indexed(
        src,
        text(ident, src),
        f.tree.root_node(),
        ident,
        Some(&index),
    );
    match decl {
        Some(crate::ts::scope::Decl::Var { declarator, path }) => {
            Some((declarator, path.is_empty()))
        }
        _ => None,
    }
}

/// Whether `node` sits in a function nested in `outer`; `None` when it is not under `outer`.
fn in_nested_function(node: Node, outer: Node) -> Option<bool> {
    let mut up = node.parent();
    let mut nested = false;
    while let Some(n) = up {
        if n.id() == outer.id() {
            return Some(nested);
        }
        nested |= NESTED_FUNCTIONS.contains(&n.kind());
        up = n.parent();
    }
    None
}

/// Function nodes: code in them runs when they are called, not where they are written.
pub(crate) const NESTED_FUNCTIONS: &[&str] = &[
    "arrow_function",
    "function_expression",
    "function",
    "function_declaration",
    "generator_function",
    "generator_function_declaration",
    "method_definition",
    "class_declaration",
    "class",
];

/// The lists a function with statements may return: each `return`, with the local lists it
/// reads as they stand there (`let list = [...all]; if (flag) { list = list.filter(...); }`).
/// Code the walk does not understand (loops, `try`, a local changed in place) gives up.
struct Paths<'a, 'e> {
    ev: &'a Evaluator<'e>,
    file: &'a Rc<SourceFile>,
    env: Env,
    locals: Vec<(String, Vec<Listed>)>,
    returns: Vec<Vec<Listed>>,
    depth: u32,
    why: String,
    at: Span,
    /// Following a function's locals to its end rather than the lists it returns.
    local: bool,
    /// Changes of the locals by functions nested in the body, which run later: where, and
    /// whether they only add entries.
    late: Vec<(Span, bool)>,
}

impl Paths<'_, '_> {
    /// Walks a block; `Some(true)` when it always returns.
    fn block(&mut self, block: Node, conditional: bool) -> Option<bool> {
        let stmts: Vec<Node> = if block.kind() == "statement_block" {
            let mut c = block.walk();
            let v = block
                .named_children(&mut c)
                .filter(|n| n.kind() != "comment")
                .collect();
            v
        } else {
            vec![block]
        };
        for stmt in stmts {
            if self.stmt(stmt, conditional)? {
                return Some(true);
            }
        }
        Some(false)
    }

    fn stmt(&mut self, stmt: Node, conditional: bool) -> Option<bool> {
        let src = self.file.text.as_str();
        match stmt.kind() {
            "lexical_declaration" | "variable_declaration" => {
                self.uses(stmt)?;
                let mut c = stmt.walk();
                for d in stmt.named_children(&mut c) {
                    let (Some(name), Some(value)) = (d.field("name"), d.field("value")) else {
                        continue;
                    };
                    if name.kind() != "identifier" {
                        continue;
                    }
                    if let Some(list) = self.listed(value) {
                        self.locals.push((text(name, src).to_string(), list));
                    }
                }
                Some(false)
            }
            "expression_statement" => {
                let e = crate::ts::eval::first_expression(stmt)?;
                // an assigned variable (local, or of the module: `cached = all.filter(...)`)
                let assigned = e
                    .field("left")
                    .filter(|l| e.kind() == "assignment_expression" && l.kind() == "identifier");
                match assigned {
                    Some(left) => {
                        let name = text(left, src).to_string();
                        let new = self.listed(e.field("right")?)?;
                        let at = self.locals.iter().rposition(|(n, _)| *n == name);
                        let new = match (conditional, at) {
                            (false, _) => new,
                            (true, Some(at)) => join_lists(
                                vec![self.locals[at].1.clone(), new],
                                &self.why,
                                self.at,
                            )?,
                            (true, None) => {
                                join_lists(vec![self.listed(left)?, new], &self.why, self.at)?
                            }
                        };
                        match at {
                            Some(at) => self.locals[at].1 = new,
                            None => self.locals.push((name, new)),
                        }
                    }
                    None => {
                        if !self.pushed(e, conditional)? {
                            self.uses(e)?;
                        }
                    }
                }
                Some(false)
            }
            "return_statement" if self.local => (!conditional).then_some(true),
            "return_statement" => {
                let list = self.listed(crate::ts::eval::first_expression(stmt)?)?;
                self.returns.push(list);
                Some(!conditional)
            }
            "if_statement" => {
                let cond = stmt.field("condition")?;
                self.uses(cond)?;
                let cond = strip_wrappers(crate::ts::eval::first_expression(cond).unwrap_or(cond));
                let yes = stmt.field("consequence")?;
                let no = stmt
                    .field("alternative")
                    .and_then(|a| a.named_children(&mut a.walk()).next());
                match truthiness(&self.ev.eval(self.file, cond, &self.env)) {
                    Some(true) => self.block(yes, conditional),
                    Some(false) => match no {
                        Some(no) => self.block(no, conditional),
                        None => Some(false),
                    },
                    None => {
                        let a = self.block(yes, true)?;
                        let b = match no {
                            Some(no) => self.block(no, true)?,
                            None => false,
                        };
                        Some(a && b && !conditional)
                    }
                }
            }
            _ if contains_return(stmt) => None,
            _ => {
                // statements of other kinds may only read the locals from nested functions
                let own = nodes_under(stmt, true, 100_000)?;
                if own.iter().any(|n| {
                    n.kind() == "identifier" && self.locals.iter().any(|(l, _)| l == text(*n, src))
                }) {
                    return None;
                }
                self.uses(stmt)?;
                Some(false)
            }
        }
    }

    /// `list.push(a, ...more)` / `list.unshift(...)` on a followed local: its entries grow by the
    /// arguments, conditional when the statement runs only on some paths. `Some(false)` when the
    /// expression is no such call.
    fn pushed(&mut self, e: Node, conditional: bool) -> Option<bool> {
        let src = self.file.text.as_str();
        let Some(callee) = e
            .field("function")
            .filter(|c| e.kind() == "call_expression" && c.kind() == "member_expression")
        else {
            return Some(false);
        };
        let (Some(obj), Some(method)) = (callee.field("object"), callee.field("property")) else {
            return Some(false);
        };
        let method = text(method, src);
        let at = self
            .locals
            .iter()
            .rposition(|(n, _)| obj.kind() == "identifier" && n == text(obj, src));
        let (Some(at), true) = (at, matches!(method, "push" | "unshift")) else {
            return Some(false);
        };
        let env = self.bound();
        let mut added: Vec<Listed> = Vec::new();
        for a in arg_nodes(e) {
            if a.kind() == "spread_element" {
                added.extend(self.listed(crate::ts::eval::first_expression(a)?)?);
            } else {
                added.push((self.ev.eval(self.file, a, &env), None));
            }
        }
        if conditional {
            for (_, cond) in &mut added {
                cond.get_or_insert_with(|| (self.why.clone(), self.at));
            }
        }
        let list = &mut self.locals[at].1;
        if method == "push" {
            list.extend(added);
        } else {
            added.append(list);
            *list = added;
        }
        *list = merge_repeats(std::mem::take(list));
        Some(true)
    }

    /// Checks what `n` does with the followed locals: reading them is fine; changing one where
    /// `n` runs (a method that changes it, handing it to a function, assigning it) is not
    /// followed (`None`); a function nested in `n` that changes one does it later, which is
    /// noted in [`Paths::late`].
    fn uses(&mut self, n: Node) -> Option<()> {
        let src = self.file.text.as_str();
        if self.locals.is_empty() {
            return Some(());
        }
        for id in nodes_under(n, false, 100_000)? {
            if id.kind() != "identifier" || !self.locals.iter().any(|(l, _)| l == text(id, src)) {
                continue;
            }
            let parent = id.parent()?;
            let is = |field: &str| parent.field(field).is_some_and(|c| c.id() == id.id());
            let method = (parent.kind() == "member_expression" && is("object"))
                .then(|| parent.field("property"))
                .flatten()
                .map(|p| text(p, src))
                .filter(|_| {
                    parent
                        .parent()
                        .is_some_and(|c| c.kind() == "call_expression")
                });
            let change = match method {
                Some("push" | "unshift") => Some(true),
                Some("splice" | "pop" | "shift" | "sort" | "reverse" | "fill" | "copyWithin") => {
                    Some(false)
                }
                _ => match parent.kind() {
                    "assignment_expression" | "augmented_assignment_expression" if is("left") => {
                        Some(false)
                    }
                    "update_expression" | "arguments" => Some(false),
                    "member_expression"
                        if is("object")
                            && parent.parent().is_some_and(|a| {
                                a.kind() == "assignment_expression"
                                    && a.field("left").is_some_and(|l| l.id() == parent.id())
                            }) =>
                    {
                        Some(false)
                    }
                    _ => None,
                },
            };
            let Some(adds) = change else { continue };
            if in_nested_function(id, n) != Some(true) {
                return None;
            }
            self.late.push((self.ev.span(self.file, id), adds));
        }
        Some(())
    }

    /// The environment with the followed locals bound to their lists.
    fn bound(&self) -> Env {
        let mut env = self.env.clone();
        for (name, list) in &self.locals {
            let items = list.iter().map(|(v, _)| v.clone()).collect();
            env = env.bind(name, Value::Array(Rc::new(items)));
        }
        env
    }

    /// The entries of an expression, with the locals bound; an entry taken from a local keeps
    /// the condition it had there.
    fn listed(&self, e: Node) -> Option<Vec<Listed>> {
        let env = self.bound();
        let mut out = listed_items(self.ev, self.file, e, &env, self.depth + 1)?;
        for (v, cond) in &mut out {
            if cond.is_some() {
                continue;
            }
            let Some(id) = identity(v) else { continue };
            *cond = self
                .locals
                .iter()
                .flat_map(|(_, l)| l.iter())
                .find(|(w, c)| c.is_some() && identity(w) == Some(id))
                .and_then(|(_, c)| c.clone());
        }
        Some(merge_repeats(out))
    }
}

/// A list with each entry that recurs under conditions only (`[...picked, ...all.filter(notPicked)]`
/// where toolsight decides neither filter) kept once, at its first place: listed under some
/// condition either way. An entry listed unconditionally stays wherever it recurs.
fn merge_repeats(list: Vec<Listed>) -> Vec<Listed> {
    let mut out: Vec<Listed> = Vec::with_capacity(list.len());
    for (v, cond) in list {
        let id = identity(&v);
        let earlier = out
            .iter()
            .position(|(w, c)| id.is_some() && identity(w) == id && c.is_some());
        match earlier {
            Some(_) if cond.is_some() => {}
            _ => out.push((v, cond)),
        }
    }
    out
}

/// The values of a module-level `const m = new Map()` filled by `m.set(key, value)` calls (a tool
/// registry: `registerTool(new XTool())` from another module stores each instance), in insertion
/// order with a repeated key keeping its first place and its last value. `None` when the map is
/// also changed otherwise, or filled from several modules (whose order is not known here).
fn map_values(ev: &Evaluator, f: &Rc<SourceFile>, ident: Node) -> Option<Vec<Listed>> {
    let src = f.text.as_str();
    let name = text(ident, src);
    let (declarator, whole) = declarator_of(ev, f, ident)?;
    let value = declarator.field("value")?;
    let is_new_map = whole
        && value.kind() == "new_expression"
        && value
            .field("constructor")
            .is_some_and(|c| text(c, src) == "Map")
        && value
            .field("arguments")
            .is_none_or(|a| a.named_child_count() == 0);
    if !is_new_map {
        return None;
    }
    let mut sets = Vec::new();
    for n in nodes_under(f.tree.root_node(), false, 500_000)? {
        let Some(callee) = n
            .field("function")
            .filter(|c| n.kind() == "call_expression" && c.kind() == "member_expression")
        else {
            continue;
        };
        if callee.field("object").is_none_or(|o| text(o, src) != name) {
            continue;
        }
        match callee.field("property").map(|p| text(p, src)) {
            Some("set") => sets.push(n),
            Some("get" | "has" | "values" | "keys" | "entries" | "forEach") => {}
            _ => return None,
        }
    }
    let mut entries: Vec<(RunKey, Rc<str>, Listed)> = Vec::new();
    for set in sets {
        let args = arg_nodes(set);
        let (key_node, value_node) = (*args.first()?, *args.get(1)?);
        for (env, mut key) in loop_envs(ev, f, set, 0) {
            key.order.push(set.start_byte() as u32);
            key.file.get_or_insert(f.id);
            let Value::Str(k, _) = ev.eval(f, key_node, &env) else {
                return None;
            };
            let cond = key.condition.clone();
            entries.push((key, k, (ev.eval(f, value_node, &env), cond)));
        }
    }
    let files: std::collections::HashSet<_> = entries.iter().map(|(k, ..)| k.file).collect();
    if files.len() > 1 {
        return None;
    }
    entries.sort_by(|a, b| a.0.order.cmp(&b.0.order));
    let mut out: Vec<(Rc<str>, Listed)> = Vec::new();
    for (_, k, item) in entries {
        match out.iter_mut().find(|(have, _)| *have == k) {
            Some(slot) => slot.1 = item,
            None => out.push((k, item)),
        }
    }
    Some(out.into_iter().map(|(_, item)| item).collect())
}

/// What tells two entries of lists apart: where the object or instance was written.
fn identity(v: &Value) -> Option<Span> {
    match v {
        Value::Object(o) => Some(o.span),
        Value::Instance(i) => Some(i.span),
        _ => None,
    }
}

/// One list standing for several a run may produce: every entry of any of them, in the order
/// they share, and conditional unless every list has it unconditionally. `None` when the lists
/// order their entries differently or hold entries toolsight cannot tell apart.
fn join_lists(mut lists: Vec<Vec<Listed>>, why: &str, at: Span) -> Option<Vec<Listed>> {
    if lists.len() <= 1 {
        return lists.pop();
    }
    let base_at = (0..lists.len()).max_by_key(|&i| lists[i].len())?;
    let base = lists[base_at].clone();
    let ids: Vec<Span> = base
        .iter()
        .map(|(v, _)| identity(v))
        .collect::<Option<_>>()?;
    let mut everywhere = vec![true; base.len()];
    let mut carried: Vec<Option<(String, Span)>> = base.iter().map(|(_, c)| c.clone()).collect();
    for list in &lists {
        let mut last = None;
        let mut seen = vec![false; base.len()];
        for (v, cond) in list {
            let at = ids.iter().position(|id| Some(*id) == identity(v))?;
            if last.is_some_and(|l| l >= at) {
                return None;
            }
            last = Some(at);
            seen[at] = true;
            if cond.is_some() {
                everywhere[at] = false;
                if carried[at].is_none() {
                    carried[at] = cond.clone();
                }
            }
        }
        for (i, s) in seen.into_iter().enumerate() {
            everywhere[i] &= s;
        }
    }
    Some(
        base.into_iter()
            .enumerate()
            .map(|(i, (v, _))| {
                let cond = match (everywhere[i], carried[i].take()) {
                    (true, _) => None,
                    (false, Some(c)) => Some(c),
                    (false, None) => Some((why.to_string(), at)),
                };
                (v, cond)
            })
            .collect(),
    )
}

/// The nodes under `root` (itself included), at most `limit` of them (`None` past it); with
/// `own_only`, not those inside functions and classes nested in it.
pub(crate) fn nodes_under(root: Node, own_only: bool, limit: usize) -> Option<Vec<Node>> {
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        if out.len() >= limit {
            return None;
        }
        out.push(n);
        let nested = NESTED_FUNCTIONS.contains(&n.kind());
        if own_only && nested && n.id() != root.id() {
            continue;
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    Some(out)
}

/// Whether a statement may return from the function it is in (functions inside it aside).
fn contains_return(stmt: Node) -> bool {
    nodes_under(stmt, true, 100_000)
        .is_none_or(|ns| ns.iter().any(|n| n.kind() == "return_statement"))
}

/// How many wrappers around a handler are looked through.
const MAX_WRAPPERS: u32 = 6;
/// How many function bodies one [`Through`] check reads.
const MAX_BODIES_READ: u32 = 200;

/// The handler function inside wrapper calls (`logging.wrapHandler("ListTools", handler)`,
/// `withMonitoring(async () => ..., "ListTools")`), when every wrapper verifiably returns a
/// function whose every `return` hands back the wrapped handler's result unchanged. `Ok(None)`
/// when the node is no such call; `Err` with the reason when a wrapper is one toolsight cannot
/// verify. A handler whose only `return` is a call of a request-dispatch helper with a callback
/// (`handleRequest("list_tools", req.params, async () => ({ tools }))`) stands for that callback
/// when the helper [`Through::dispatches`] to it.
fn unwrap_handler<'t>(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    node: Node<'t>,
    env: &Env,
    depth: u32,
) -> Result<Option<Node<'t>>, String> {
    let node = strip_wrappers(node);
    if matches!(
        node.kind(),
        "arrow_function" | "function_expression" | "function"
    ) {
        if let Some(inner) = dispatched_callback(ev, f, node, env, depth) {
            return unwrap_handler(ev, f, inner, env, depth + 1);
        }
        return Ok((depth > 0).then_some(node));
    }
    if node.kind() != "call_expression" || depth >= MAX_WRAPPERS {
        return Ok(None);
    }
    let args = arg_nodes(node);
    let Some((i, inner)) = args.iter().enumerate().find(|(_, a)| {
        matches!(
            strip_wrappers(**a).kind(),
            "arrow_function" | "function_expression" | "function" | "call_expression"
        )
    }) else {
        return Ok(None);
    };
    let Some(callee) = node.field("function") else {
        return Ok(None);
    };
    let unverified = || {
        format!(
            "the tools/list handler is wrapped by `{}`, which toolsight cannot verify hands the handler's result through unchanged",
            short(text(callee, &f.text))
        )
    };
    let Some((wf, start, end)) = wrapper_function(ev, f, callee, env) else {
        return Err(unverified());
    };
    let through = crate::ts::eval::node_at(&wf, start, end)
        .is_some_and(|w| Through::new(ev).passes_through(&wf, w, i, depth));
    if !through {
        return Err(unverified());
    }
    match unwrap_handler(ev, f, *inner, env, depth + 1)? {
        Some(found) => Ok(Some(found)),
        None => Err(unverified()),
    }
}

/// The callback a handler hands to a request-dispatch helper, when the handler's only `return`
/// is that call and the helper verifiably answers with the callback's result.
fn dispatched_callback<'t>(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    handler: Node<'t>,
    env: &Env,
    depth: u32,
) -> Option<Node<'t>> {
    if depth >= MAX_WRAPPERS {
        return None;
    }
    let src = f.text.as_str();
    let e = strip_awaited(handler_return(src, handler)?);
    if e.kind() != "call_expression" {
        return None;
    }
    // the function whose return this is must have no other
    let mut owner = e.parent();
    while let Some(n) = owner.filter(|n| !NESTED_FUNCTIONS.contains(&n.kind())) {
        owner = n.parent();
    }
    let body = owner?.field("body")?;
    if body.kind() == "statement_block" {
        let own = nodes_under(body, true, 20_000)?;
        if own
            .iter()
            .filter(|n| n.kind() == "return_statement")
            .count()
            != 1
        {
            return None;
        }
    }
    let callee = e.field("function")?;
    let args = arg_nodes(e);
    let (i, inner) = args.iter().enumerate().find(|(_, a)| {
        matches!(
            strip_wrappers(**a).kind(),
            "arrow_function" | "function_expression" | "function"
        )
    })?;
    let (gf, start, end) = wrapper_function(ev, f, callee, env)?;
    let g = crate::ts::eval::node_at(&gf, start, end)?;
    Through::new(ev)
        .dispatches(&gf, g, i, depth + 1)
        .then_some(*inner)
}

/// The function a wrapper call calls: a function value, or the method of a class whose instance
/// the callee's object was created as (`const m = new Middleware(); m.wrap(...)`).
fn wrapper_function(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    callee: Node,
    env: &Env,
) -> Option<(Rc<SourceFile>, u32, u32)> {
    if let Value::Func(fv) = ev.eval(f, callee, env) {
        return Some((ev.ws.file(fv.file), fv.start, fv.end));
    }
    if callee.kind() != "member_expression" {
        return None;
    }
    let src = f.text.as_str();
    let method = text(callee.field("property")?, src);
    let obj = callee.field("object")?;
    if obj.kind() != "identifier" {
        return None;
    }
    let (declarator, whole) = declarator_of(ev, f, obj)?;
    let created = strip_wrappers(declarator.field("value")?);
    if !whole || created.kind() != "new_expression" {
        return None;
    }
    let ctor = created.field("constructor")?;
    if ctor.kind() != "identifier" {
        return None;
    }
    let (cf, start, end) = class_of(ev, f, ctor)?;
    let class = crate::ts::eval::node_at(&cf, start, end)?;
    let body = class.field("body")?;
    let mut c = body.walk();
    let found = body.named_children(&mut c).find(|m| {
        m.kind() == "method_definition"
            && m.field("name").is_some_and(|n| text(n, &cf.text) == method)
    });
    let m = found?;
    Some((cf.clone(), m.start_byte() as u32, m.end_byte() as u32))
}

/// The class declaration an identifier names, in its file or imported (through re-exports).
fn class_of(ev: &Evaluator, f: &Rc<SourceFile>, ident: Node) -> Option<(Rc<SourceFile>, u32, u32)> {
    let src = f.text.as_str();
    let name = text(ident, src);
    let index = ev.program_index(f);
    match crate::ts::scope::find_decl_indexed(src, name, f.tree.root_node(), ident, Some(&index))? {
        crate::ts::scope::Decl::Class(n) => {
            Some((f.clone(), n.start_byte() as u32, n.end_byte() as u32))
        }
        crate::ts::scope::Decl::Import {
            specifier,
            imported: crate::ts::scope::Imported::Named(n),
        } => {
            let file = ev.ws.resolve_relative(f.id, &specifier)?;
            class_in_module(ev, &ev.ws.file(file), &n, 0)
        }
        _ => None,
    }
}

/// The class a module exports as `name`: declared there, or re-exported (`export * from`,
/// `export { X } from`).
fn class_in_module(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    name: &str,
    depth: u32,
) -> Option<(Rc<SourceFile>, u32, u32)> {
    if depth > 8 {
        return None;
    }
    let src = f.text.as_str();
    let root = f.tree.root_node();
    let mut c = root.walk();
    for stmt in root.named_children(&mut c) {
        let decl = match stmt.kind() {
            "export_statement" => stmt.field("declaration"),
            _ => Some(stmt),
        };
        if let Some(d) = decl.filter(|d| d.kind() == "class_declaration") {
            if d.field("name").is_some_and(|n| text(n, src) == name) {
                return Some((f.clone(), d.start_byte() as u32, d.end_byte() as u32));
            }
            continue;
        }
        if stmt.kind() != "export_statement" {
            continue;
        }
        let Some(source) = stmt
            .field("source")
            .and_then(|s| crate::ts::scope::string_value(src, s))
        else {
            continue;
        };
        let mut c2 = stmt.walk();
        let mut local: Option<String> = None;
        for part in stmt.children(&mut c2) {
            match part.kind() {
                "*" => local = Some(name.to_string()),
                "export_clause" => {
                    let mut c3 = part.walk();
                    for spec in part.named_children(&mut c3) {
                        let l = spec.field("name").map(|n| text(n, src));
                        let exported = spec.field("alias").map(|a| text(a, src)).or(l);
                        if exported == Some(name) {
                            local = l.map(str::to_string);
                        }
                    }
                }
                _ => {}
            }
        }
        if let (Some(local), Some(other)) = (local, ev.ws.resolve_relative(f.id, &source)) {
            if let Some(found) = class_in_module(ev, &ev.ws.file(other), &local, depth + 1) {
                return Some(found);
            }
        }
    }
    None
}

/// The name a parameter binds when it is a plain identifier (`x`, or `x: T` in TypeScript).
fn param_name<'a>(src: &'a str, p: Node) -> Option<&'a str> {
    let p = match p.kind() {
        "required_parameter" => p.field("pattern")?,
        _ => p,
    };
    (p.kind() == "identifier").then(|| text(p, src))
}

/// Checks that a wrapper or a request-dispatch helper hands a handler's result through, reading
/// at most [`MAX_BODIES_READ`] function bodies: helpers whose many returns each call other
/// helpers would otherwise multiply.
struct Through<'a, 'w> {
    ev: &'a Evaluator<'w>,
    budget: Cell<u32>,
}

impl<'a, 'w> Through<'a, 'w> {
    fn new(ev: &'a Evaluator<'w>) -> Self {
        Through {
            ev,
            budget: Cell::new(MAX_BODIES_READ),
        }
    }

    /// Whether the wrapper `w` returns a function whose every `return` hands back the result of
    /// calling its parameter number `i` unchanged ([`Self::returns_call_of`]).
    fn passes_through(&self, wf: &Rc<SourceFile>, w: Node, i: usize, depth: u32) -> bool {
        let src = wf.text.as_str();
        let Some(h) = params_of(w).get(i).and_then(|p| param_name(src, *p)) else {
            return false;
        };
        let Some(body) = w.field("body") else {
            return false;
        };
        let returned = match body.kind() {
            "statement_block" => match last_return(body) {
                Some(r) => r,
                None => return false,
            },
            _ => body,
        };
        let r = strip_wrappers(returned);
        matches!(
            r.kind(),
            "arrow_function" | "function_expression" | "function"
        ) && self.returns_call_of(wf, r, h, depth)
    }

    /// Whether every `return` of the function `w` itself hands back the result of calling its
    /// parameter number `i`: a request-dispatch helper (`handle(method, params, handler)`) that
    /// validates, logs or guards and then answers with what the handler gave.
    fn dispatches(&self, wf: &Rc<SourceFile>, w: Node, i: usize, depth: u32) -> bool {
        // a generator's call gives an iterator, whatever it returns
        let generator = w.kind().starts_with("generator_function")
            || w.children(&mut w.walk()).any(|c| c.kind() == "*");
        !generator
            && params_of(w)
                .get(i)
                .and_then(|p| param_name(&wf.text, *p))
                .is_some_and(|h| self.returns_call_of(wf, w, h, depth))
    }

    /// Whether every `return` of the function `func` (not of functions inside it) hands back the
    /// result of calling `h` unchanged: `return h(x)`, `return await h(x)`, `const r = await h(x);
    /// ...; return r;` with `r` never assigned or changed, or the same through a helper that
    /// [`Self::dispatches`] to a callback calling `h` (`return breaker.execute(() => h(x))`).
    fn returns_call_of(&self, file: &Rc<SourceFile>, func: Node, h: &str, depth: u32) -> bool {
        // helpers calling helpers from many returns: each body read costs one
        match self.budget.get().checked_sub(1) {
            Some(left) => self.budget.set(left),
            None => return false,
        }
        let src = file.text.as_str();
        let Some(body) = func.field("body") else {
            return false;
        };
        let only = match body.kind() {
            "statement_block" => crate::ts::eval::single_return(body),
            _ => Some(body),
        };
        if let Some(generator) = only.and_then(|e| awaiter_body(src, strip_wrappers(e))) {
            return depth < MAX_WRAPPERS && self.returns_call_of(file, generator, h, depth + 1);
        }
        if body.kind() != "statement_block" {
            return self.result_of(file, body, h, depth);
        }
        let mut returns = Vec::new();
        let mut declared: Vec<(String, Node)> = Vec::new();
        let mut assigned: Vec<String> = Vec::new();
        let (Some(own), Some(all)) = (
            nodes_under(body, true, 20_000),
            nodes_under(body, false, 20_000),
        ) else {
            return false;
        };
        for n in own {
            match n.kind() {
                "return_statement" => returns.push(n),
                "variable_declarator" => {
                    if let (Some(name), Some(v)) = (n.field("name"), n.field("value")) {
                        declared.push((text(name, src).to_string(), v));
                    }
                }
                _ => {}
            }
        }
        // changes anywhere, callbacks inside included
        for n in all {
            match n.kind() {
                "assignment_expression" | "augmented_assignment_expression" => {
                    if let Some(l) = n.field("left") {
                        assigned.push(text(l, src).to_string());
                    }
                }
                // `r.tools.push(...)`, `Object.assign(r, ...)`: a call that may change the result
                "call_expression" => {
                    if let Some(c) = n.field("function") {
                        assigned.push(text(c, src).to_string());
                        if text(c, src) == "Object.assign" {
                            if let Some(first) = arg_nodes(n).first() {
                                assigned.push(text(*first, src).to_string());
                            }
                        }
                    }
                }
                "unary_expression" if text(n, src).starts_with("delete") => {
                    assigned.push(text(n, src).trim_start_matches("delete").trim().to_string())
                }
                _ => {}
            }
        }
        !returns.is_empty()
            && returns.iter().all(|ret| {
                let Some(e) = crate::ts::eval::first_expression(*ret) else {
                    return false;
                };
                if self.result_of(file, e, h, depth) {
                    return true;
                }
                let e = strip_awaited(e);
                if e.kind() != "identifier" {
                    return false;
                }
                let x = text(e, src);
                let from_h = declared
                    .iter()
                    .filter(|(n, _)| n == x)
                    .map(|(_, v)| self.result_of(file, *v, h, depth))
                    .collect::<Vec<_>>();
                let changed = assigned.iter().any(|a| {
                    a == x || a.starts_with(&format!("{x}.")) || a.starts_with(&format!("{x}["))
                });
                from_h == [true] && !changed
            })
    }

    /// Whether the expression `e` is the result of calling `h`: `h(...)`, or a call of a helper
    /// that [`Self::dispatches`] to its argument when that argument is `h` or a callback every `return`
    /// of which calls `h` (and that binds no parameter of that name itself).
    fn result_of(&self, file: &Rc<SourceFile>, e: Node, h: &str, depth: u32) -> bool {
        let src = file.text.as_str();
        let e = strip_awaited(e);
        if e.kind() != "call_expression" {
            return false;
        }
        let Some(callee) = e.field("function") else {
            return false;
        };
        if callee.kind() == "identifier" && text(callee, src) == h {
            return true;
        }
        if depth >= MAX_WRAPPERS {
            return false;
        }
        let calls_h = |a: Node| {
            let a = strip_wrappers(a);
            match a.kind() {
                "identifier" => text(a, src) == h,
                "arrow_function" | "function_expression" | "function" => {
                    !params_of(a).iter().any(|p| param_name(src, *p) == Some(h))
                        && self.returns_call_of(file, a, h, depth + 1)
                }
                _ => false,
            }
        };
        let Some(j) = arg_nodes(e).iter().position(|a| calls_h(*a)) else {
            return false;
        };
        let Some((gf, start, end)) = wrapper_function(self.ev, file, callee, &Env::default())
        else {
            return false;
        };
        crate::ts::eval::node_at(&gf, start, end)
            .is_some_and(|g| self.dispatches(&gf, g, j, depth + 1))
    }
}

/// One entry of a low-level tools/list result.
fn low_level_entry(item: &Value, span: Span) -> ToolDef {
    let (raw, name, name_span, desc, input, output) = match item {
        Value::Object(o) => {
            let get = |k: &str| o.get(k).map(|p| p.value.clone());
            let name_span = o.get("name").map(|p| p.value_span).unwrap_or(o.span);
            (
                Some(o.clone()),
                get("name").unwrap_or(Value::Undefined),
                name_span,
                get("description"),
                get("inputSchema").map(SchemaSpec::Value),
                get("outputSchema").map(SchemaSpec::Value),
            )
        }
        other => (None, other.clone(), span, None, None, None),
    };
    ToolDef {
        form: Form::LowLevel,
        name,
        title: None,
        description: desc,
        input,
        output,
        annotations: None,
        meta: None,
        task: None,
        span: raw.as_ref().map(|o| o.span).unwrap_or(span),
        raw,
        name_span,
        load_error: None,
        run: RunKey::default(),
    }
}

/// The expression a handler function returns: its body expression, its only or last top-level
/// `return`, the last `return` of a `try` block that ends the body (the `catch` rethrows or
/// answers an error), and the same inside tsc's `__awaiter(this, ..., function* () {...})`.
fn handler_return<'t>(src: &str, handler: Node<'t>) -> Option<Node<'t>> {
    if !matches!(
        handler.kind(),
        "arrow_function" | "function_expression" | "function" | "generator_function"
    ) {
        return None;
    }
    let body = handler.field("body")?;
    if body.kind() != "statement_block" {
        let inner = strip_wrappers(body);
        if let Some(generator) = awaiter_body(src, inner) {
            return handler_return(src, generator);
        }
        return Some(body);
    }
    block_return(src, body, 0)
}

fn block_return<'t>(src: &str, block: Node<'t>, depth: u32) -> Option<Node<'t>> {
    if depth > 4 {
        return None;
    }
    if let Some(e) = single_return(block).or_else(|| last_return(block)) {
        if let Some(generator) = awaiter_body(src, strip_wrappers(e)) {
            return handler_return(src, generator);
        }
        return Some(e);
    }
    let mut c = block.walk();
    let last = block
        .named_children(&mut c)
        .filter(|n| n.kind() != "comment")
        .last()?;
    match last.kind() {
        "try_statement" => block_return(src, last.field("body")?, depth + 1),
        _ => None,
    }
}

/// `__awaiter(this, void 0, void 0, function* () { ... })`: the generator function.
fn awaiter_body<'t>(src: &str, call: Node<'t>) -> Option<Node<'t>> {
    if call.kind() != "call_expression" {
        return None;
    }
    let callee = call.field("function")?;
    let named = callee.kind() == "identifier"
        && callee
            .utf8_text(src.as_bytes())
            .is_ok_and(|t| t.ends_with("__awaiter"));
    let args = arg_nodes(call);
    let last = *args.last()?;
    (named && args.len() == 4 && last.kind() == "generator_function").then_some(last)
}

/// [`strip_wrappers`], and `yield` too: inside tsc's `__awaiter` generator it waits for a
/// promise as `await` does.
fn strip_awaited(mut n: Node) -> Node {
    loop {
        n = strip_wrappers(n);
        match (n.kind(), crate::ts::eval::first_expression(n)) {
            ("yield_expression", Some(inner)) => n = inner,
            _ => return n,
        }
    }
}

fn strip_wrappers(mut n: Node) -> Node {
    while matches!(
        n.kind(),
        "parenthesized_expression" | "await_expression" | "as_expression" | "satisfies_expression"
    ) {
        match crate::ts::eval::first_expression(n) {
            Some(inner) => n = inner,
            None => break,
        }
    }
    n
}

/// The expression of the `tools` property of a returned object literal (`{ tools }` too).
fn tools_expression<'t>(f: &SourceFile, returned: Node<'t>) -> Option<Node<'t>> {
    let obj = strip_wrappers(returned);
    if obj.kind() != "object" {
        return None;
    }
    let src = f.text.as_str();
    let mut c = obj.walk();
    let mut found = None;
    for part in obj.named_children(&mut c) {
        match part.kind() {
            "pair" => {
                let key = part.field("key")?;
                if crate::ts::scope::string_value(src, key).as_deref() == Some("tools") {
                    found = part.field("value");
                }
            }
            "shorthand_property_identifier" if text(part, src) == "tools" => found = Some(part),
            // a spread may bring or override `tools`: not a literal result
            "spread_element" => return None,
            _ => {}
        }
    }
    found
}

/// An item of a tools/list result, with the condition it is listed under when toolsight cannot
/// decide it.
type Listed = (Value, Option<(String, Span)>);

/// How many expressions deep the list of a tools/list result is followed.
const MAX_LIST_DEPTH: u32 = 16;

/// The items of a list expression, following what decides which items it has: a `?:` between
/// lists, `.filter(...)`, `.map(...)`, `.concat(...)`, spreads, and the `const` declarations the
/// names refer to. A condition toolsight can decide is decided; one it cannot makes the items it
/// governs conditional (both branches of a `?:` are listed, each under its condition; an item in
/// both is unconditional). `None` when the expression is none of these and does not evaluate to an
/// array.
fn listed_items(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    node: Node,
    env: &Env,
    depth: u32,
) -> Option<Vec<Listed>> {
    if depth > MAX_LIST_DEPTH {
        return None;
    }
    let src = f.text.as_str();
    let node = strip_wrappers(node);
    let plain = |node: Node| match ev.eval(f, node, env) {
        Value::Array(items) => Some(items.iter().map(|v| (v.clone(), None)).collect()),
        _ => None,
    };
    match node.kind() {
        "identifier" | "shorthand_property_identifier" => {
            let name = text(node, src);
            if env.get(name).is_some() {
                return plain(node);
            }
            if let Some(items) = enclosing_local(ev, f, node, env, depth) {
                return Some(items);
            }
            // a list the code changes after it is built is not the one written
            let called = |m: &str| {
                src.match_indices(&format!("{name}{m}")).any(|(at, _)| {
                    !src[..at]
                        .chars()
                        .next_back()
                        .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$')
                })
            };
            if let Some(m) = [".push(", ".unshift(", ".splice(", ".pop(", ".shift("]
                .iter()
                .find(|m| called(m))
            {
                return Some(vec![(
                    Value::unknown(format!(
                        "`{name}`, which the code changes with `{}...)`",
                        m.trim_start_matches('.')
                    )),
                    None,
                )]);
            }
            let index = ev.program_index(f);
            let decl = crate::ts::scope::find_decl_indexed(
                src,
                name,
                f.tree.root_node(),
                node,
                Some(&index),
            );
            match decl {
                Some(crate::ts::scope::Decl::Var { declarator, path })
                    if path.is_empty()
                        && declarator.parent().is_some_and(|d| {
                            d.kind() == "lexical_declaration"
                                && d.child(0).is_some_and(|k| k.kind() == "const")
                        }) =>
                {
                    let value = declarator.field("value")?;
                    listed_items(ev, f, value, &Env::default(), depth + 1)
                }
                _ if node.kind() == "identifier" => plain(node),
                _ => None,
            }
        }
        "ternary_expression" => {
            let cond = node.field("condition")?;
            let yes = node.field("consequence")?;
            let no = node.field("alternative")?;
            match truthiness(&ev.eval(f, cond, env)) {
                Some(true) => listed_items(ev, f, yes, env, depth + 1),
                Some(false) => listed_items(ev, f, no, env, depth + 1),
                None => {
                    let a = listed_items(ev, f, yes, env, depth + 1)?;
                    let b = listed_items(ev, f, no, env, depth + 1)?;
                    let written = short(text(cond, src));
                    let at = ev.span(f, cond);
                    let key = |v: &Value| match v {
                        Value::Object(o) => Some(o.span),
                        _ => None,
                    };
                    let mut out: Vec<Listed> = Vec::new();
                    for (v, inner) in &a {
                        // in both branches: listed under the condition either branch puts on it
                        let in_b = b
                            .iter()
                            .find(|(w, _)| key(v).is_some() && key(w) == key(v))
                            .map(|(_, c)| c.clone());
                        let cond = match in_b {
                            Some(b_inner) => inner.clone().or(b_inner),
                            None => inner.clone().or_else(|| {
                                Some((
                                    format!("it is listed only when `{written}` holds, which toolsight cannot decide"),
                                    at,
                                ))
                            }),
                        };
                        out.push((v.clone(), cond));
                    }
                    for (v, inner) in b {
                        if key(&v).is_some() && a.iter().any(|(w, _)| key(w) == key(&v)) {
                            continue;
                        }
                        let cond = inner.or_else(|| {
                            Some((
                                format!("it is listed only when `{written}` does not hold, which toolsight cannot decide"),
                                at,
                            ))
                        });
                        out.push((v, cond));
                    }
                    Some(out)
                }
            }
        }
        "array" => {
            let mut out = Vec::new();
            let mut c = node.walk();
            for el in node.named_children(&mut c) {
                match el.kind() {
                    "comment" => {}
                    "spread_element" => {
                        let inner = crate::ts::eval::first_expression(el)?;
                        out.extend(listed_items(ev, f, inner, env, depth + 1)?);
                    }
                    _ => out.push((ev.eval(f, el, env), None)),
                }
            }
            Some(out)
        }
        "call_expression" => {
            let callee = node.field("function")?;
            if callee.kind() != "member_expression" {
                if let Value::Func(func) = ev.eval(f, callee, env) {
                    if let Some(items) = listed_from_function(ev, f, node, &func, env, depth) {
                        return Some(items);
                    }
                }
                return plain(node);
            }
            let method = text(callee.field("property")?, src);
            let recv = callee.field("object")?;
            let args = arg_nodes(node);
            match method {
                "filter" | "map" => {
                    let items = listed_items(ev, f, recv, env, depth + 1)?;
                    let cb_node = *args.first()?;
                    let cb = ev.eval(f, cb_node, env);
                    let cb_span = ev.span(f, cb_node);
                    let mut out = Vec::new();
                    for (i, (item, cond)) in items.into_iter().enumerate() {
                        let result = match &cb {
                            Value::Func(func) => ev.call_func(
                                func,
                                &[(item.clone(), cb_span), (Value::Num(i as f64), cb_span)],
                                cb_span,
                            ),
                            _ => Value::unknown("a callback toolsight cannot follow"),
                        };
                        if method == "map" {
                            out.push((result, cond));
                            continue;
                        }
                        match truthiness(&result) {
                            Some(false) => {}
                            Some(true) => out.push((item, cond)),
                            None => {
                                let cond = cond.or_else(|| {
                                    Some((
                                        format!(
                                            "it is listed only when the filter `{}` keeps it, which toolsight cannot decide",
                                            short(text(cb_node, src))
                                        ),
                                        cb_span,
                                    ))
                                });
                                out.push((item, cond));
                            }
                        }
                    }
                    Some(out)
                }
                // `Array.from(m.values())`, `[...m.values()]` of a module's `Map`
                "from" if text(recv, src) == "Array" && args.len() == 1 => {
                    listed_items(ev, f, args[0], env, depth + 1)
                }
                "values" if recv.kind() == "identifier" && args.is_empty() => {
                    map_values(ev, f, recv)
                }
                "concat" => {
                    let mut out = listed_items(ev, f, recv, env, depth + 1)?;
                    for a in args {
                        match listed_items(ev, f, a, env, depth + 1) {
                            Some(more) => out.extend(more),
                            None => out.push((ev.eval(f, a, env), None)),
                        }
                    }
                    Some(out)
                }
                _ => plain(node),
            }
        }
        _ => plain(node),
    }
}

/// An agent framework's tool: the config object's name, description and schema. The AI SDK keeps
/// the name outside the definition (the key it is registered under), so the declaration or
/// property the call sits in names it.
fn framework_tool(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    call: Node,
    env: &Env,
    fw: Framework,
) -> Option<ToolDef> {
    let args = arg_nodes(call);
    let config_node = match fw {
        Framework::LangChain => *args.get(1)?,
        _ => *args.first()?,
    };
    let Value::Object(config) = ev.eval(f, config_node, env) else {
        return None;
    };
    let span = ev.span(f, call);
    if fw == Framework::AiSdk {
        let (name, name_span) = match enclosing_name(f, call) {
            Some((n, sp)) => (Value::Str(n.into(), sp), sp),
            None => (Value::unknown("the key the tool is registered under"), span),
        };
        return Some(ToolDef {
            name,
            name_span,
            ..framework_def(&config, span, fw)
        });
    }
    Some(framework_def(&config, span, fw))
}

/// The tool a framework's config object defines, registered at `span`.
fn framework_def(config: &ObjectLit, span: Span, fw: Framework) -> ToolDef {
    let get = |k: &str| {
        config
            .get(k)
            .map(|p| p.value.clone())
            .filter(|v| !matches!(v, Value::Undefined))
    };
    let (name, name_span) = match fw {
        // named by the key it is bound to, which the caller reads
        Framework::AiSdk => (Value::unknown("the key the tool is registered under"), span),
        _ => {
            let key = if fw == Framework::Mastra {
                "id"
            } else {
                "name"
            };
            let sp = config.get(key).map(|p| p.value_span).unwrap_or(span);
            (get(key).unwrap_or(Value::Undefined), sp)
        }
    };
    let schema_key = match fw {
        Framework::AiSdk => ["inputSchema", "parameters"]
            .into_iter()
            .find(|k| config.get(k).is_some())
            .unwrap_or("inputSchema"),
        Framework::OpenAiAgents | Framework::FastMcp => "parameters",
        Framework::Mastra | Framework::WebMcp => "inputSchema",
        Framework::LangChain => "schema",
    };
    // fastmcp sends a tool's annotations and `_meta` as given
    let fastmcp = fw == Framework::FastMcp;
    // over stdio every tool is listed; an HTTP session with authentication lists only the tools
    // whose `canAccess` allows it
    let can_access = config
        .get("canAccess")
        .filter(|p| fastmcp && !matches!(p.value, Value::Undefined))
        .map(|p| {
            (
                "over HTTP with authentication it is listed only when its `canAccess` allows the session, which toolsight cannot decide"
                    .to_string(),
                p.key_span,
            )
        });
    ToolDef {
        form: Form::Framework,
        name,
        title: None,
        description: get("description"),
        input: get(schema_key).map(SchemaSpec::Value),
        output: if matches!(fw, Framework::Mastra | Framework::FastMcp) {
            get("outputSchema").map(SchemaSpec::Value)
        } else {
            None
        },
        annotations: get("annotations").filter(|_| fastmcp),
        meta: get("_meta").filter(|_| fastmcp),
        task: None,
        raw: None,
        span,
        name_span,
        load_error: None,
        run: RunKey {
            condition: can_access,
            ..RunKey::default()
        },
    }
}

/// A page's WebMCP tools: `registerTool(tool)` gives one, `provideContext({ tools })` a list.
/// Each tool is a plain object whose `name`, `description`, `inputSchema` and `annotations` the
/// browser hands the agent as they are (`execute` stays in the page).
fn webmcp_tools(
    ev: &Evaluator,
    f: &Rc<SourceFile>,
    call: Node,
    method: &str,
    env: &Env,
) -> Option<Vec<ToolDef>> {
    let span = ev.span(f, call);
    let first = *arg_nodes(call).first()?;
    let items: Vec<(Value, Span)> = match method {
        "registerTool" => vec![(ev.eval(f, first, env), ev.span(f, first))],
        "provideContext" => {
            let Value::Object(context) = ev.eval(f, first, env) else {
                return None;
            };
            match &context.get("tools")?.value {
                Value::Array(items) => items.iter().map(|v| (v.clone(), span)).collect(),
                _ => return None,
            }
        }
        _ => return None,
    };
    Some(
        items
            .into_iter()
            .map(|(item, at)| match item {
                Value::Object(tool) => {
                    let get = |k: &str| {
                        tool.get(k)
                            .map(|p| p.value.clone())
                            .filter(|v| !matches!(v, Value::Undefined))
                    };
                    // the tool object is the definition: a fix edits it, hover finds it
                    let at = tool.span;
                    let name_span = tool.get("name").map_or(at, |p| p.value_span);
                    let name = get("name").unwrap_or(Value::Undefined);
                    ToolDef {
                        description: get("description"),
                        input: get("inputSchema").map(SchemaSpec::Value),
                        annotations: get("annotations"),
                        raw: Some(tool.clone()),
                        ..ToolDef::named(Form::Framework, name, at, name_span)
                    }
                }
                other => ToolDef::named(Form::Framework, other, at, at),
            })
            .collect(),
    )
}

/// `const search = tool(...)` or `{ search: tool(...) }`: the name the value is bound to.
fn enclosing_name(f: &SourceFile, call: Node) -> Option<(String, Span)> {
    let parent = call.parent()?;
    let key = match parent.kind() {
        "variable_declarator" => parent.field("name")?,
        "pair" => parent.field("key")?,
        _ => return None,
    };
    let name = crate::ts::scope::string_value(&f.text, key)?;
    Some((name, Span::new(f.id, key.start_byte(), key.end_byte())))
}

/// Local names that may call a tool constructor: the usual names, and whatever name a framework's
/// `tool`/`createTool` is imported under.
/// Words that every form the prediction looks at spells: the candidate calls (`registerTool`,
/// `.tool(`, `setRequestHandler`, `createTool`, `tool(` and the import that renames it), server
/// constructors (`…Server`, `FastMCP`), and the registry statements that change schemas
/// (`globalRegistry.add`, `.register(`). A file with none of them predicts nothing, so it need
/// not be parsed unless another module imports it.
const MARKERS: &[&str] = &[
    "tool",
    "Tool",
    "Server",
    "FastMCP",
    "setRequestHandler",
    "register",
    "Registry",
    "modelContext",
];

pub fn may_define_tools(text: &str) -> bool {
    MARKERS.iter().any(|m| text.contains(m))
}

/// A node the extractor looks at, as `grammars/typescript/tools.scm` describes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Candidate<'t> {
    /// `x.registerTool(...)`, `x.tool(...)`, `x.setRequestHandler(...)`, `x.createTool(...)`,
    /// and compiled CommonJS `(0, m.tool)(...)`: the query's `@call`.
    Call(Node<'t>),
    /// `f(...)` where `f` is a tool function (`tool`, `createTool`, `registerTool`, or a name a
    /// framework's tool function is imported as): the query's `@plain_call` narrowed to those.
    PlainCall(Node<'t>),
    /// `new …Server(...)`: `@server`.
    Server(Node<'t>),
}

/// The nodes `tools.scm` matches, in document order (plain calls only of `tool_functions`),
/// found by one walk of the tree. The query states what is matched and a test holds the two
/// equal on every fixture; the walk is several times cheaper than running the query, and this
/// runs on every keystroke.
///
/// Every candidate's text holds a word the walk can look for: its callee's name (`tool`, `Tool`,
/// `setRequestHandler`, a tool function's name), `Server` or `FastMCP`. The walk only enters
/// nodes in which one of them starts, so the object literals and zod chains that make up most of
/// a tool module are skipped whole.
pub fn candidates<'t>(root: Node<'t>, src: &str, tool_functions: &[String]) -> Vec<Candidate<'t>> {
    let classify = Classifier::new(root, src, tool_functions);
    // only the text under `root` (a whole module, or one statement of it)
    let offset = root.start_byte();
    let under = &src[offset..root.end_byte().min(src.len())];
    let mut marks: Vec<usize> = ["tool", "Tool", "setRequestHandler", "Server", "FastMCP"]
        .iter()
        .copied()
        .chain(tool_functions.iter().map(String::as_str))
        .flat_map(|word| under.match_indices(word).map(move |(at, _)| offset + at))
        .collect();
    marks.sort_unstable();
    marks.dedup();
    let marked = |node: Node| {
        let first = marks.partition_point(|&at| at < node.start_byte());
        marks.get(first).is_some_and(|&at| at < node.end_byte())
    };
    let mut found = Vec::new();
    let mut cursor = root.walk();
    loop {
        let node = cursor.node();
        found.extend(classify.candidate(node));
        if marked(node) && cursor.goto_first_child() {
            continue;
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                return found;
            }
        }
    }
}

/// The candidates among the nodes that enclose the bytes `around`, in document order: those
/// [`candidates`] finds there, without walking the rest of the tree.
pub fn candidates_around<'t>(
    root: Node<'t>,
    src: &str,
    tool_functions: &[String],
    around: &Range<usize>,
) -> Vec<Candidate<'t>> {
    let classify = Classifier::new(root, src, tool_functions);
    let mut found = Vec::new();
    let mut node = root.descendant_for_byte_range(around.start, around.end);
    while let Some(n) = node {
        found.extend(classify.candidate(n));
        node = n.parent();
    }
    found.reverse();
    found
}

/// Tells which nodes are candidates.
struct Classifier<'a> {
    src: &'a str,
    tool_functions: &'a [String],
    // kinds by id: `Node::kind` measures and checks the name's C string at every node
    call_expression: u16,
    new_expression: u16,
}

impl<'a> Classifier<'a> {
    fn new(root: Node, src: &'a str, tool_functions: &'a [String]) -> Self {
        let language = root.language();
        Classifier {
            src,
            tool_functions,
            call_expression: language.id_for_node_kind("call_expression", true),
            new_expression: language.id_for_node_kind("new_expression", true),
        }
    }

    fn property_in(&self, member: Node, names: &[&str]) -> bool {
        member.kind() == "member_expression"
            && member.field("property").is_some_and(|p| {
                p.kind() == "property_identifier" && names.contains(&text(p, self.src))
            })
    }

    fn candidate<'t>(&self, node: Node<'t>) -> Option<Candidate<'t>> {
        const MEMBER_CALLS: &[&str] = &[
            "registerTool",
            "registerToolTask",
            "tool",
            "setRequestHandler",
            "createTool",
            "addTool",
            "addTools",
            "provideContext",
        ];
        const SEQUENCE_CALLS: &[&str] = &["tool", "createTool"];
        let src = self.src;
        match node.kind_id() {
            id if id == self.call_expression => {
                let callee = node.field("function")?;
                match callee.kind() {
                    "member_expression" if self.property_in(callee, MEMBER_CALLS) => {
                        Some(Candidate::Call(node))
                    }
                    "identifier" if self.tool_functions.iter().any(|f| f == text(callee, src)) => {
                        Some(Candidate::PlainCall(node))
                    }
                    "parenthesized_expression" => {
                        let mut c = callee.walk();
                        let compiled = callee
                            .named_children(&mut c)
                            .filter(|n| n.kind() == "sequence_expression")
                            .any(|seq| {
                                let mut c = seq.walk();
                                let any = seq
                                    .named_children(&mut c)
                                    .any(|m| self.property_in(m, SEQUENCE_CALLS));
                                any
                            });
                        compiled.then_some(Candidate::Call(node))
                    }
                    _ => None,
                }
            }
            id if id == self.new_expression => {
                let ctor = node.field("constructor")?;
                (matches!(ctor.kind(), "identifier" | "member_expression")
                    && ["Server", "FastMCP"]
                        .iter()
                        .any(|s| text(ctor, src).ends_with(s)))
                .then_some(Candidate::Server(node))
            }
            _ => None,
        }
    }
}

/// The names a module calls tool functions by: the usual ones, and the names it imports a
/// framework's tool function as.
pub fn tool_function_names(root: Node, src: &str) -> Vec<String> {
    let mut c = root.walk();
    let imports: Vec<Node> = root
        .named_children(&mut c)
        .filter(|s| s.kind() == "import_statement")
        .collect();
    tool_function_names_of(&imports, src)
}

/// [`tool_function_names`] from the module's import statements.
pub fn tool_function_names_of(imports: &[Node], src: &str) -> Vec<String> {
    let mut names: Vec<String> = ["tool", "createTool", "registerTool"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for &stmt in imports {
        let Some(source) = stmt
            .field("source")
            .and_then(|s| crate::ts::scope::string_value(src, s))
        else {
            continue;
        };
        let mut stack = vec![stmt];
        while let Some(n) = stack.pop() {
            if n.kind() == "import_specifier" {
                let imported = n.field("name").map(|x| text(x, src)).unwrap_or("");
                if let Some(alias) = n.field("alias") {
                    if Framework::from_import(&source, imported).is_some() {
                        names.push(text(alias, src).to_string());
                    }
                }
            }
            let mut c2 = n.walk();
            stack.extend(n.named_children(&mut c2));
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use tree_sitter::{Query, QueryCursor, StreamingIterator};

    use super::*;
    use crate::syntax::{parse, Lang, TOOLS_QUERY};

    /// What `tools.scm` matches, through the query engine, as candidates in document order, plain
    /// calls only of the module's tool functions.
    fn query_candidates<'t>(query: &Query, root: Node<'t>, src: &str) -> Vec<Candidate<'t>> {
        let tool_functions = tool_function_names(root, src);
        let index = |name| query.capture_index_for_name(name).unwrap();
        let (call, plain, server) = (index("call"), index("plain_call"), index("server"));
        let mut found = Vec::new();
        let mut cursor = QueryCursor::new();
        let mut matches = cursor.matches(query, root, src.as_bytes());
        while let Some(m) = matches.next() {
            for c in m.captures {
                let candidate = match c.index {
                    i if i == call => Candidate::Call(c.node),
                    i if i == plain => {
                        let callee = c.node.field("function").unwrap();
                        if !tool_functions.iter().any(|f| f == text(callee, src)) {
                            continue;
                        }
                        Candidate::PlainCall(c.node)
                    }
                    i if i == server => Candidate::Server(c.node),
                    _ => continue,
                };
                if !found.contains(&candidate) {
                    found.push(candidate);
                }
            }
        }
        let start = |c: &Candidate| match c {
            Candidate::Call(n) | Candidate::PlainCall(n) | Candidate::Server(n) => {
                (n.start_byte(), std::cmp::Reverse(n.end_byte()))
            }
        };
        found.sort_by_key(start);
        found
    }

    fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                if !path.ends_with("node_modules") {
                    sources(&path, out);
                }
            } else if Lang::from_path(&path).is_some_and(Lang::is_typescript) {
                out.push(path);
            }
        }
    }

    /// Every source file of the oracle cases, the rule fixtures and the examples.
    fn fixture_files() -> Vec<PathBuf> {
        let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut files = Vec::new();
        for dir in ["tests/oracle/cases", "tests/fixtures", "examples"] {
            sources(&repo.join(dir), &mut files);
        }
        files
    }

    /// Every form the query tells apart, with near misses, in one module.
    const FORMS: &str = r#"
server.registerTool("a", {}, h); server.tool("b", h); s.setRequestHandler(L, h); m.createTool({});
server.register("c"); server["tool"]("d"); server.tools.list();
tool({}); agentTool({}); createTool({}); f(g(h(1)));
(0, ai_1.tool)({ description: "x" }); (0, m.createTool)({}); (0, m.other)({}); (m.tool)({});
(0, ai_1.tool, other)({}); (0, (m.tool))({});
new McpServer({}); new sdk.McpServer({}); new Server({}, {}); new ServerLike(); new Foo(); new (make())();
const t = [1].map((x) => server.tool(`t${x}`, h));
"#;

    #[test]
    fn the_tree_walk_finds_exactly_what_tools_scm_matches() {
        let files = fixture_files();
        assert!(files.len() > 300, "{} files", files.len());
        let mut texts: Vec<(String, String)> = files
            .iter()
            .map(|p| (p.display().to_string(), std::fs::read_to_string(p).unwrap()))
            .collect();
        texts.push(("FORMS".into(), FORMS.into()));
        let mut seen = [0usize; 3];
        for lang in [Lang::TypeScript, Lang::Tsx] {
            let query = Query::new(&lang.language(), TOOLS_QUERY).unwrap();
            for (name, src) in &texts {
                // every file under both grammars: JavaScript and TSX use the TSX one
                let tree = parse(src, lang);
                let functions = tool_function_names(tree.root_node(), src);
                let walked = candidates(tree.root_node(), src, &functions);
                assert_eq!(
                    walked,
                    query_candidates(&query, tree.root_node(), src),
                    "{name} ({lang:?})"
                );
                for c in walked {
                    seen[match c {
                        Candidate::Call(_) => 0,
                        Candidate::PlainCall(_) => 1,
                        Candidate::Server(_) => 2,
                    }] += 1;
                }
            }
        }
        // every kind of candidate occurs, so the comparison covers each pattern
        assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
    }

    #[test]
    fn a_file_without_the_marker_words_has_nothing_to_predict() {
        let files = fixture_files();
        let (mut with, mut without) = (0, 0);
        for path in &files {
            let src = std::fs::read_to_string(path).unwrap();
            let tree = parse(&src, Lang::Tsx);
            // what extract evaluates: candidates, and plain calls only of tool functions,
            // whose names (or the renaming import) contain a marker
            let functions = tool_function_names(tree.root_node(), &src);
            let evaluated = !candidates(tree.root_node(), &src, &functions).is_empty();
            let registry = src.contains("globalRegistry") || src.contains(".register(");
            if evaluated || registry {
                assert!(may_define_tools(&src), "{}", path.display());
                with += 1;
            } else if !may_define_tools(&src) {
                without += 1;
            }
        }
        assert!(with > 300, "{with}");
        // the filter is not vacuous: helper and schema modules are skipped
        assert!(without > 0, "{without}");
        assert!(!may_define_tools("export const Id = z.string().uuid();"));
        assert!(may_define_tools("import { tool as t } from \"ai\";"));
    }

    #[test]
    fn compiled_commonjs_calls_and_server_constructors_are_candidates() {
        let tree = parse(FORMS, Lang::TypeScript);
        let functions = tool_function_names(tree.root_node(), FORMS);
        let found: Vec<(&str, &str)> = candidates(tree.root_node(), FORMS, &functions)
            .into_iter()
            .filter_map(|c| match c {
                Candidate::Call(n) => Some(("call", n)),
                Candidate::Server(n) => Some(("server", n)),
                Candidate::PlainCall(_) => None,
            })
            .map(|(kind, n)| (kind, text(n, FORMS)))
            .collect();
        assert_eq!(
            found,
            [
                ("call", "server.registerTool(\"a\", {}, h)"),
                ("call", "server.tool(\"b\", h)"),
                ("call", "s.setRequestHandler(L, h)"),
                ("call", "m.createTool({})"),
                ("call", "(0, ai_1.tool)({ description: \"x\" })"),
                ("call", "(0, m.createTool)({})"),
                ("call", "(0, ai_1.tool, other)({})"),
                ("server", "new McpServer({})"),
                ("server", "new sdk.McpServer({})"),
                ("server", "new Server({}, {})"),
                ("call", "server.tool(`t${x}`, h)"),
            ]
        );
    }
}
