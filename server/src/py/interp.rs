//! Runs a server class's override of fastmcp's `_list_tools_mcp` statically, on the tools
//! toolsight predicted for the server.
//!
//! Real servers subclass `FastMCP` to filter what `tools/list` shows (by a read-only mode, a
//! toolset, the request) and to rewrite each entry's schema for clients that reject some JSON
//! Schema (a nullable `anyOf` flattened). What the model is sent is what that method returns,
//! so toolsight interprets it: a small Python subset (assignments, `if`, `for`, comprehensions,
//! nested and module functions of the project, the common `dict`/`list`/`str` methods and
//! builtins) over the tool objects fastmcp hands it. What depends on the request or the
//! environment is unknown: an `if` on it that only leaves a tool out makes that tool
//! `conditional`; one that would change an entry stops the run, and the server's tools stay
//! approximate with the reason. Anything outside the subset stops the run the same way.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use serde_json::{Map, Number, Value as Json};
use tree_sitter::Node;

use super::eval;
use super::lowlevel::binding;
use super::tools::{Module, Resolver};
use crate::span::Span;
use crate::syntax::{text, Field};

/// Statements and expressions one run may evaluate: a filter and a schema rewrite take a few
/// hundred per tool, and servers list up to a few hundred tools.
const MAX_STEPS: usize = 400_000;
const MAX_CALL_DEPTH: usize = 48;
/// Statements and expressions open at once, across calls.
const MAX_NESTING: usize = 400;
/// List items, dict entries and string bytes made in one run.
const MAX_MADE: usize = 4_000_000;
const MAX_JSON_DEPTH: usize = 128;

/// One tool of the list the override returns.
pub(super) struct Listed {
    /// The index of the predicted tool the entry was made from.
    pub(super) origin: usize,
    pub(super) wire: Map<String, Json>,
    /// Why the override may leave it out, and where that is decided.
    pub(super) condition: Option<(String, Span)>,
}

/// What a run of the override made: the entries in order, and the methods of the class it
/// entered (which it thereby accounts for).
pub(super) struct Outcome {
    pub(super) tools: Vec<Listed>,
    pub(super) entered: Vec<String>,
}

/// A method of the server's class chain: the module it is written in and its definition.
#[derive(Clone, Copy)]
pub(super) struct Method<'t> {
    pub(super) module: usize,
    pub(super) class: &'t str,
    pub(super) def: Node<'t>,
}

/// Runs `method`, the override of `_list_tools_mcp`, with `self` a server whose
/// `list_tools()` returns the tools `wire`, and `methods` the project's methods of its class
/// chain (most derived first).
pub(super) fn run_list_override<'t>(
    resolver: &'t Resolver<'t>,
    modules: &'t [Module],
    methods: &[(String, Method<'t>)],
    method: Method<'t>,
    wire: &[Map<String, Json>],
) -> Result<Outcome, String> {
    let interp = Interp::new(resolver, modules, methods.to_vec(), wire, None);
    let this = interp.object(Kind::Server, Vec::new());
    let closure = Rc::new(Closure {
        module: method.module,
        def: method.def,
        env: None,
        class: Some(method.class.to_string()),
    });
    let result = interp
        .call(&closure, Some(this), Vec::new(), Vec::new(), 0, true)
        .map_err(|stop| match stop {
            Stop::Unsupported(why) => why,
            Stop::Throw(what) => format!("it raises {what}"),
        })?;
    let items = match &result {
        V::List(l) => l.data.borrow().clone(),
        V::Unknown(why) => return Err(format!("what it returns is not known: {why}")),
        _ => return Err("it returns something other than a list".into()),
    };
    let global = interp.global_conditions.borrow().first().cloned();
    let mut tools = Vec::new();
    for item in items {
        let V::Obj(o) = &item else {
            return Err("it returns a list of something other than tools".into());
        };
        let o = o.data.borrow();
        let Kind::McpTool(origin) = o.kind else {
            return Err("it returns a list of something other than `to_mcp_tool()` entries".into());
        };
        let mut wire = Map::new();
        for (key, value) in &o.attrs {
            if matches!(value, V::None) {
                continue;
            }
            let key = if key == "meta" { "_meta" } else { key.as_str() };
            wire.insert(key.to_string(), to_json(value, 0)?);
        }
        tools.push(Listed {
            origin,
            wire,
            condition: global.clone().or_else(|| o.conditions.first().cloned()),
        });
    }
    Ok(Outcome {
        tools,
        entered: interp.entered.into_inner(),
    })
}

/// Predicts the entry a registration makes from the options it hands the server's `tool()`
/// (each a JSON value, or why it is not known).
pub(super) type Predict<'w> =
    dyn Fn(&[(String, Result<Json, String>)]) -> Result<Map<String, Json>, String> + 'w;

/// Under which condition a decorator factory's registration runs.
#[derive(Clone, Default)]
pub(super) struct Registration {
    pub(super) condition: Option<(String, Span)>,
}

/// A factory's registration and the entry it lists once the decorator has run.
pub(super) type Registered = (Registration, Map<String, Json>);

/// A project decorator factory applied to a function: `@tools.reader("Title")`, where `tools`
/// is an instance of a project class made with the server (`ToolRegistry(server, ...)`) and
/// the method returns a decorator that registers the function with the server's `tool()`.
pub(super) struct Factory<'t> {
    /// The class's methods, the most derived class's first.
    pub(super) methods: Vec<(String, Method<'t>)>,
    /// The call that makes the instance, the module it is in, and the server's name there.
    pub(super) made: (usize, Node<'t>, String),
    /// The decorator's expression, the module it is in, and the instance's name there.
    pub(super) decorator: (usize, Node<'t>, String),
    /// The decorated function (in the decorator's module), and its `__doc__` at run time, or
    /// the docstring as written when that depends on a Python version not known.
    pub(super) function: Node<'t>,
    pub(super) doc: Doc,
}

/// A decorated function's `__doc__`.
pub(super) enum Doc {
    /// What it holds at run time (none without a docstring).
    Runtime(Option<String>),
    /// The docstring as written, when its indentation at run time depends on a Python version
    /// that is not known.
    Written(String),
    /// Why it is not known.
    Unknown(String),
}

/// Runs a decorator factory on a function: makes the instance (its `__init__` with the server
/// and what the call passes, the values computed at run time unknown), calls the method, and
/// applies the decorator it returns. The registration it makes, predicted by `predict`, is
/// returned with what the decorator changed of the entry afterwards (a schema rewritten in
/// place); none when the decorator does not register the function.
pub(super) fn run_factory<'t>(
    resolver: &'t Resolver<'t>,
    modules: &'t [Module],
    factory: &Factory<'t>,
    predict: &Predict<'_>,
) -> Result<Option<Registered>, String> {
    let interp = Interp::new(
        resolver,
        modules,
        factory.methods.clone(),
        &[],
        Some(predict),
    );
    let stopped = |stop: Stop| match stop {
        Stop::Unsupported(why) => why,
        Stop::Throw(what) => format!("it raises {what}"),
    };
    let (made_in, call, server_name) = &factory.made;
    let server = interp.object(Kind::Server, Vec::new());
    let frame = interp.outside_frame(*made_in, *call, vec![(server_name.clone(), server)]);
    let instance = interp.instance(*call, &frame).map_err(stopped)?;
    let (used_in, decorator, instance_name) = &factory.decorator;
    let frame = interp.outside_frame(
        *used_in,
        *decorator,
        vec![(instance_name.clone(), instance)],
    );
    let decorate = interp.eval(*decorator, &frame, 0).map_err(stopped)?;
    let function = interp.decorated_function(*used_in, factory)?;
    let decorate = match decorate {
        V::Func(f) => f,
        V::Unknown(why) => return Err(format!("the decorator is not known: {why}")),
        _ => return Err("the decorator is not a function of the project".into()),
    };
    interp
        .call(&decorate, None, vec![function], Vec::new(), 0, true)
        .map_err(stopped)?;
    let registered = interp.registered.into_inner();
    let [(tool, registration)] = registered.as_slice() else {
        return match registered.len() {
            0 => Ok(None),
            n => Err(format!("the decorator registers {n} tools")),
        };
    };
    let V::Obj(o) = tool else {
        return Err("a registration toolsight did not make".into());
    };
    let mut wire = Map::new();
    for (key, value) in &o.data.borrow().attrs {
        let key = match key.as_str() {
            "parameters" => "inputSchema",
            "output_schema" => "outputSchema",
            "meta" => "_meta",
            "fn_metadata" => continue,
            k => k,
        };
        if !matches!(value, V::None) {
            wire.insert(key.to_string(), to_json(value, 0)?);
        }
    }
    Ok(Some((registration.clone(), wire)))
}

/// The fields of `mcp.types.Tool`, by their attribute names, as `to_mcp_tool` fills them.
const MCP_TOOL_FIELDS: &[(&str, &str)] = &[
    ("name", "name"),
    ("title", "title"),
    ("description", "description"),
    ("inputSchema", "inputSchema"),
    ("outputSchema", "outputSchema"),
    ("icons", "icons"),
    ("annotations", "annotations"),
    ("execution", "execution"),
    ("meta", "_meta"),
];

/// How the methods of the standard logging module are called: they format and write, and
/// change no value toolsight follows.
const LOGGER_METHODS: &[&str] = &[
    "debug",
    "info",
    "warning",
    "warn",
    "error",
    "exception",
    "critical",
    "log",
];

enum Stop {
    Unsupported(String),
    Throw(String),
}

type R<T> = Result<T, Stop>;

fn unsupported<T>(what: impl Into<String>) -> R<T> {
    Err(Stop::Unsupported(what.into()))
}

/// A mutable value, numbered in the order it was made, so that a branch run under an unknown
/// condition can tell the values it may not change.
struct Heap<T> {
    id: usize,
    data: RefCell<T>,
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Server,
    /// fastmcp's `Tool`, by its index in the predicted list.
    Tool(usize),
    /// `mcp.types.Tool`, made from the predicted tool of that index.
    McpTool(usize),
    /// An instance of a project class (a tool registry holding the server).
    Instance,
    /// The function a decorator is applied to.
    Function,
    /// `inspect.signature(function)`.
    Signature,
    /// `mcp.types.ToolAnnotations(...)`, its fields as written.
    Annotations,
    /// The SDK's tool manager of the server (`server._tool_manager`).
    ToolManager,
    /// The SDK's tool a registration made, by its index among the run's registrations.
    Registered(usize),
    /// A docstring as written, whose indentation at run time depends on a Python version
    /// that is not known: `inspect.cleandoc` of it is the same on every version.
    Docstring,
    /// Framework state no listed field is read from (a tool's `fn_metadata`): what is set on it
    /// changes nothing the server lists.
    Inert,
}

struct Object<'t> {
    kind: Kind,
    attrs: Vec<(String, V<'t>)>,
    conditions: Vec<(String, Span)>,
}

struct Closure<'t> {
    module: usize,
    def: Node<'t>,
    env: Option<Rc<Env<'t>>>,
    /// The class a method is defined in, for `super()`.
    class: Option<String>,
}

#[derive(Default)]
struct Env<'t> {
    vars: RefCell<HashMap<String, V<'t>>>,
    parent: Option<Rc<Env<'t>>>,
}

impl<'t> Env<'t> {
    fn get(&self, name: &str) -> Option<V<'t>> {
        if let Some(v) = self.vars.borrow().get(name) {
            return Some(v.clone());
        }
        self.parent.as_ref()?.get(name)
    }
}

/// A dict's entries in insertion order; the keys of JSON Schema are strings.
type Entries<'t> = Vec<(Rc<str>, V<'t>)>;

#[derive(Clone)]
enum V<'t> {
    None,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(Rc<str>),
    List(Rc<Heap<Vec<V<'t>>>>),
    Tuple(Rc<Vec<V<'t>>>),
    Dict(Rc<Heap<Entries<'t>>>),
    Set(Rc<Heap<Vec<V<'t>>>>),
    FrozenSet(Rc<Vec<V<'t>>>),
    Obj(Rc<Heap<Object<'t>>>),
    Func(Rc<Closure<'t>>),
    Bound(Rc<Closure<'t>>, Box<V<'t>>),
    Builtin(&'static str, Option<Box<V<'t>>>),
    Logger,
    /// `super()` inside a method of `class`.
    Super(String),
    Unknown(Rc<str>),
}

enum Flow<'t> {
    Normal,
    Return(V<'t>),
    Break,
    Continue,
}

/// A call in progress.
struct Frame<'t> {
    env: Rc<Env<'t>>,
    module: usize,
    this: Option<V<'t>>,
    class: Option<String>,
    /// The override itself, whose `continue` and `return []` under an unknown condition leave
    /// tools out.
    top: bool,
    /// An earlier `return` ran under a condition toolsight cannot decide: what the call returns
    /// is unknown, and it may no longer change what existed before.
    uncertain: Cell<bool>,
    frozen: Cell<Option<usize>>,
    loops: Cell<usize>,
}

impl<'t> Frame<'t> {
    fn new(
        env: Rc<Env<'t>>,
        module: usize,
        this: Option<V<'t>>,
        class: Option<String>,
        top: bool,
    ) -> Self {
        Frame {
            env,
            module,
            this,
            class,
            top,
            uncertain: Cell::new(false),
            frozen: Cell::new(None),
            loops: Cell::new(0),
        }
    }
}

struct Interp<'t, 'w> {
    resolver: &'t Resolver<'t>,
    modules: &'t [Module],
    methods: Vec<(String, Method<'t>)>,
    wire: &'w [Map<String, Json>],
    next_id: Cell<usize>,
    /// Values made before any of these may not change: a branch runs under a condition
    /// toolsight cannot decide, or a call may already have returned. Each is removed by the
    /// token it was pushed with.
    floors: RefCell<Vec<(usize, usize)>>,
    next_token: Cell<usize>,
    steps: Cell<usize>,
    nesting: Cell<usize>,
    made: Cell<usize>,
    /// Unknown conditions that left a tool out in the loop iterations in progress.
    conditions: RefCell<Vec<(String, Span)>>,
    /// Unknown conditions under which the whole list is not what the run returns.
    global_conditions: RefCell<Vec<(String, Span)>>,
    entered: RefCell<Vec<String>>,
    constants: RefCell<HashMap<(usize, String), V<'t>>>,
    /// Set when the run is a decorator factory's: how a registration on the server is predicted.
    factory: Option<&'w Predict<'w>>,
    /// The registrations the run made on the server: the tool object and its options.
    registered: RefCell<Vec<(V<'t>, Registration)>>,
}

impl<'t, 'w> Interp<'t, 'w> {
    fn new(
        resolver: &'t Resolver<'t>,
        modules: &'t [Module],
        methods: Vec<(String, Method<'t>)>,
        wire: &'w [Map<String, Json>],
        factory: Option<&'w Predict<'w>>,
    ) -> Self {
        Interp {
            resolver,
            modules,
            methods,
            wire,
            next_id: Cell::new(0),
            floors: RefCell::new(Vec::new()),
            next_token: Cell::new(0),
            steps: Cell::new(0),
            nesting: Cell::new(0),
            made: Cell::new(0),
            conditions: RefCell::new(Vec::new()),
            global_conditions: RefCell::new(Vec::new()),
            entered: RefCell::new(Vec::new()),
            constants: RefCell::new(HashMap::new()),
            factory,
            registered: RefCell::new(Vec::new()),
        }
    }
}

impl<'t> Interp<'t, '_> {
    fn heap<T>(&self, data: T) -> Rc<Heap<T>> {
        let id = self.next_id.get();
        self.next_id.set(id + 1);
        Rc::new(Heap {
            id,
            data: RefCell::new(data),
        })
    }

    fn object(&self, kind: Kind, attrs: Vec<(String, V<'t>)>) -> V<'t> {
        V::Obj(self.heap(Object {
            kind,
            attrs,
            conditions: Vec::new(),
        }))
    }

    fn list(&self, items: Vec<V<'t>>) -> R<V<'t>> {
        self.count(items.len())?;
        Ok(V::List(self.heap(items)))
    }

    fn dict(&self, entries: Vec<(Rc<str>, V<'t>)>) -> R<V<'t>> {
        self.count(entries.len())?;
        Ok(V::Dict(self.heap(entries)))
    }

    fn count(&self, n: usize) -> R<()> {
        let made = self.made.get() + n;
        self.made.set(made);
        if made > MAX_MADE {
            return unsupported("it makes more values than toolsight follows");
        }
        Ok(())
    }

    fn step(&self) -> R<()> {
        let s = self.steps.get() + 1;
        self.steps.set(s);
        if s > MAX_STEPS {
            return unsupported("it runs longer than toolsight follows");
        }
        Ok(())
    }

    /// From now on, nothing made before may change, until [`Self::lift`] with the token.
    fn freeze(&self) -> usize {
        let token = self.next_token.get();
        self.next_token.set(token + 1);
        self.floors.borrow_mut().push((token, self.next_id.get()));
        token
    }

    fn lift(&self, token: usize) {
        self.floors.borrow_mut().retain(|(t, _)| *t != token);
    }

    /// Whether a value made as `id` may change here.
    fn may_change(&self, id: usize, what: &str) -> R<()> {
        if self.floors.borrow().iter().any(|(_, f)| id < *f) {
            return unsupported(format!(
                "it changes {what} under a condition toolsight cannot decide"
            ));
        }
        Ok(())
    }

    fn src(&self, module: usize) -> &'t str {
        self.modules[module].file.text.as_str()
    }

    fn span(&self, module: usize, node: Node) -> Span {
        Span::new(
            self.modules[module].file.id,
            node.start_byte(),
            node.end_byte(),
        )
    }

    fn json_value(&self, j: &Json, depth: usize) -> R<V<'t>> {
        if depth > MAX_JSON_DEPTH {
            return unsupported("a schema nested too deeply");
        }
        Ok(match j {
            Json::Null => V::None,
            Json::Bool(b) => V::Bool(*b),
            Json::Number(n) => match n.as_i64() {
                Some(i) => V::Int(i),
                None => V::Float(n.as_f64().unwrap_or(f64::NAN)),
            },
            Json::String(s) => V::Str(s.as_str().into()),
            Json::Array(items) => {
                let items = items
                    .iter()
                    .map(|i| self.json_value(i, depth + 1))
                    .collect::<R<Vec<_>>>()?;
                self.list(items)?
            }
            Json::Object(m) => {
                let entries = m
                    .iter()
                    .map(|(k, v)| Ok((Rc::from(k.as_str()), self.json_value(v, depth + 1)?)))
                    .collect::<R<Vec<_>>>()?;
                self.dict(entries)?
            }
        })
    }

    /// The tools `self.list_tools()` returns: fastmcp `Tool`s whose fields are the predicted
    /// entry's, the schemas shared with the `mcp.types.Tool` that `to_mcp_tool()` makes of
    /// each, as fastmcp shares them.
    fn listed_tools(&self) -> R<V<'t>> {
        let mut tools = Vec::new();
        for (i, w) in self.wire.iter().enumerate() {
            let mut attrs = Vec::new();
            for (attr, key) in MCP_TOOL_FIELDS {
                let v = match w.get(*key) {
                    Some(j) => self.json_value(j, 0)?,
                    None => V::None,
                };
                let attr = match *attr {
                    "inputSchema" => "parameters",
                    "outputSchema" => "output_schema",
                    a => a,
                };
                attrs.push((attr.to_string(), v));
            }
            // fastmcp writes a tool's tags into `_meta` (`fastmcp.tags`, 2.x's `_fastmcp.tags`)
            let tags = ["fastmcp", "_fastmcp"]
                .iter()
                .find_map(|k| w.get("_meta")?.get(k)?.get("tags")?.as_array());
            let tags = match tags {
                Some(t) => V::FrozenSet(Rc::new(
                    t.iter()
                        .map(|x| self.json_value(x, 0))
                        .collect::<R<Vec<_>>>()?,
                )),
                None => V::Unknown("the tool's tags are not known".into()),
            };
            attrs.push(("tags".into(), tags));
            tools.push(self.object(Kind::Tool(i), attrs));
        }
        self.list(tools)
    }

    // ---- decorator factories ----

    /// A frame for an expression written in `module` at `at`: the names the enclosing
    /// function binds are unknown (they are computed at run time), except `known`.
    fn outside_frame(&self, module: usize, at: Node<'t>, known: Vec<(String, V<'t>)>) -> Frame<'t> {
        let src = self.src(module);
        let env = Rc::new(Env::default());
        let mut enclosing = at.parent();
        while let Some(n) = enclosing {
            if n.kind() == "function_definition" {
                break;
            }
            enclosing = n.parent();
        }
        if let Some(f) = enclosing {
            let mut names = Vec::new();
            if let Some(params) = f.field("parameters") {
                let mut c = params.walk();
                for p in params.named_children(&mut c) {
                    let name = match p.kind() {
                        "identifier" => Some(p),
                        "typed_parameter" | "list_splat_pattern" | "dictionary_splat_pattern" => {
                            p.named_child_skipping_comments()
                        }
                        _ => p.field("name"),
                    };
                    names.extend(name.map(|n| text(n, src).to_string()));
                }
            }
            if let Some(body) = f.field("body") {
                names.extend(assigned_names(body, src));
            }
            let mut vars = env.vars.borrow_mut();
            for name in names {
                let why = format!("`{name}` is computed at run time");
                vars.insert(name, V::Unknown(why.into()));
            }
        }
        env.vars.borrow_mut().extend(known);
        Frame::new(env, module, None, None, false)
    }

    /// `Class(server, ...)`: an instance of the project class whose methods the run has, its
    /// `__init__` run with the call's arguments.
    fn instance(&self, call: Node<'t>, frame: &Frame<'t>) -> R<V<'t>> {
        let this = self.object(Kind::Instance, Vec::new());
        let src = self.src(frame.module);
        let (positional, keywords) = eval::arguments(call, src);
        let mut args = Vec::new();
        for a in positional {
            args.push(self.eval(a, frame, 0)?);
        }
        let mut kwargs = Vec::new();
        for (k, v) in keywords {
            kwargs.push((k.to_string(), self.eval(v, frame, 0)?));
        }
        if let Some(init) = self.method_of("__init__", None) {
            self.call(&init, Some(this.clone()), args, kwargs, 1, false)?;
        }
        Ok(this)
    }

    /// The decorated function as the decorator sees it: its name, `__doc__` and signature.
    fn decorated_function(&self, module: usize, factory: &Factory<'t>) -> Result<V<'t>, String> {
        let src = self.src(module);
        let f = factory.function;
        let name = f.field("name").map_or("", |n| text(n, src)).to_string();
        let doc = match &factory.doc {
            Doc::Runtime(Some(d)) => V::Str(d.as_str().into()),
            Doc::Runtime(None) => V::None,
            Doc::Written(raw) => self.object(
                Kind::Docstring,
                vec![("raw".into(), V::Str(raw.as_str().into()))],
            ),
            Doc::Unknown(why) => V::Unknown(why.as_str().into()),
        };
        let returns = match f.field("return_type") {
            // the annotation as a string, evaluated only when asked for
            Some(r) if self.modules[module].names.future_annotations => V::Str(text(r, src).into()),
            Some(r) if r.kind() == "type" && r.named_child_count() == 1 => {
                let t = r.named_child(0).unwrap_or(r);
                match (t.kind(), builtin_name(text(t, src))) {
                    ("identifier", b)
                        if !b.is_empty()
                            && self
                                .module_name(module, text(t, src), t)
                                .is_ok_and(|v| matches!(v, V::Builtin(..))) =>
                    {
                        V::Builtin(b, None)
                    }
                    _ => self.object(Kind::Inert, Vec::new()),
                }
            }
            _ => self.object(Kind::Inert, Vec::new()),
        };
        let signature = self.object(Kind::Signature, vec![("return_annotation".into(), returns)]);
        Ok(self.object(
            Kind::Function,
            vec![
                ("__name__".into(), V::Str(name.clone().into())),
                ("__qualname__".into(), V::Str(name.into())),
                ("__doc__".into(), doc),
                ("__signature__".into(), signature),
            ],
        ))
    }

    /// `server.tool(**options)(function)`: the registration, predicted, as the SDK's tool
    /// object later statements may read and change.
    fn register(&self, options: &V<'t>, function: &V<'t>) -> R<V<'t>> {
        let Some(predict) = self.factory else {
            return unsupported("a registration inside the listing");
        };
        let V::Obj(f) = function else {
            return unsupported("a registration of something other than the decorated function");
        };
        if f.data.borrow().kind != Kind::Function {
            return unsupported("a registration of something other than the decorated function");
        }
        let mut written = Vec::new();
        if let V::Dict(d) = options {
            for (k, v) in d.data.borrow().iter() {
                let json = match v {
                    // its fields as written: the caller knows their wire names
                    V::Obj(o) if o.data.borrow().kind == Kind::Annotations => {
                        let mut fields = Map::new();
                        let mut failed = None;
                        for (field, value) in &o.data.borrow().attrs {
                            match to_json(value, 1) {
                                Ok(j) => {
                                    fields.insert(field.clone(), j);
                                }
                                Err(why) => failed = Some(why),
                            }
                        }
                        failed.map_or(Ok(Json::Object(fields)), Err)
                    }
                    _ => to_json(v, 0),
                };
                written.push((k.to_string(), json));
            }
        }
        let wire = predict(&written).map_err(Stop::Unsupported)?;
        let mut attrs = Vec::new();
        for (attr, key) in MCP_TOOL_FIELDS {
            let attr = match *attr {
                "inputSchema" => "parameters",
                "outputSchema" => "output_schema",
                a => a,
            };
            let v = match wire.get(*key) {
                Some(j) => self.json_value(j, 0)?,
                None => V::None,
            };
            attrs.push((attr.to_string(), v));
        }
        attrs.push(("fn_metadata".into(), self.object(Kind::Inert, Vec::new())));
        let index = self.registered.borrow().len();
        let tool = self.object(Kind::Registered(index), attrs);
        let condition = self.conditions.borrow().first().cloned();
        self.registered
            .borrow_mut()
            .push((tool, Registration { condition }));
        Ok(function.clone())
    }

    /// `tool.to_mcp_tool(**overrides)`: the entry fastmcp lists for the tool.
    fn to_mcp_tool(&self, tool: &Heap<Object<'t>>, kw: Vec<(String, V<'t>)>) -> R<V<'t>> {
        let t = tool.data.borrow();
        let Kind::Tool(origin) = t.kind else {
            return unsupported("`to_mcp_tool` of something other than a listed tool");
        };
        let field = |name: &str| {
            t.attrs
                .iter()
                .find(|(k, _)| k == name)
                .map_or(V::None, |(_, v)| v.clone())
        };
        let mut attrs = Vec::new();
        for (attr, key) in MCP_TOOL_FIELDS {
            let from = match *attr {
                "inputSchema" => field("parameters"),
                "outputSchema" => field("output_schema"),
                a => field(a),
            };
            let over = kw.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone());
            attrs.push((attr.to_string(), over.unwrap_or(from)));
        }
        if let Some((k, _)) = kw
            .iter()
            .find(|(k, _)| !MCP_TOOL_FIELDS.iter().any(|(_, key)| key == k))
        {
            return unsupported(format!("`to_mcp_tool({k}=...)` is not modelled"));
        }
        let made = self.object(Kind::McpTool(origin), attrs);
        if let V::Obj(o) = &made {
            o.data.borrow_mut().conditions = self.conditions.borrow().clone();
        }
        Ok(made)
    }

    // ---- calls ----

    fn call(
        &self,
        f: &Rc<Closure<'t>>,
        this: Option<V<'t>>,
        args: Vec<V<'t>>,
        kwargs: Vec<(String, V<'t>)>,
        depth: usize,
        top: bool,
    ) -> R<V<'t>> {
        if depth > MAX_CALL_DEPTH {
            return unsupported("calls nested too deeply");
        }
        let src = self.src(f.module);
        let env = Rc::new(Env {
            vars: RefCell::default(),
            parent: f.env.clone(),
        });
        let mut args = args.into_iter();
        let mut kwargs = kwargs;
        let mut positional: Vec<V<'t>> = this.iter().cloned().collect();
        positional.extend(args.by_ref());
        let mut positional = positional.into_iter();
        let frame = Frame::new(env.clone(), f.module, this.clone(), f.class.clone(), top);
        let params = f.def.field("parameters");
        if let Some(params) = params {
            let mut c = params.walk();
            for p in params.named_children(&mut c) {
                // `x: T` and `*args: T` bind as `x` and `*args`
                let p = match p.kind() {
                    "typed_parameter" => match p.named_child_skipping_comments() {
                        Some(n) => n,
                        None => continue,
                    },
                    _ => p,
                };
                let (name, default) = match p.kind() {
                    "identifier" => (text(p, src), None),
                    "default_parameter" | "typed_default_parameter" => {
                        let Some(n) = p.field("name") else {
                            continue;
                        };
                        (text(n, src), p.field("value"))
                    }
                    "list_splat_pattern" => {
                        let rest: Vec<V> = positional.by_ref().collect();
                        let name = p
                            .named_child_skipping_comments()
                            .map_or("", |x| text(x, src));
                        env.vars
                            .borrow_mut()
                            .insert(name.into(), V::Tuple(Rc::new(rest)));
                        continue;
                    }
                    "dictionary_splat_pattern" => {
                        let name = p
                            .named_child_skipping_comments()
                            .map_or("", |x| text(x, src));
                        let rest = std::mem::take(&mut kwargs)
                            .into_iter()
                            .map(|(k, v)| (Rc::from(k.as_str()), v))
                            .collect();
                        let d = self.dict(rest)?;
                        env.vars.borrow_mut().insert(name.into(), d);
                        continue;
                    }
                    "keyword_separator" | "positional_separator" | "comment" => continue,
                    _ => return unsupported("a parameter form toolsight does not read"),
                };
                let value = if let Some(v) = positional.next() {
                    v
                } else if let Some(at) = kwargs.iter().position(|(k, _)| k == name) {
                    kwargs.remove(at).1
                } else if let Some(d) = default {
                    let outer = Frame::new(
                        f.env.clone().unwrap_or_default(),
                        f.module,
                        None,
                        None,
                        false,
                    );
                    self.eval(d, &outer, depth + 1)?
                } else {
                    return Err(Stop::Throw(format!("TypeError: missing argument `{name}`")));
                };
                env.vars.borrow_mut().insert(name.to_string(), value);
            }
        }
        if positional.next().is_some() || !kwargs.is_empty() {
            return Err(Stop::Throw("TypeError: unexpected arguments".into()));
        }
        let result = match f.def.kind() {
            "lambda" => {
                let body = part(f.def, "body")?;
                self.eval(body, &frame, depth + 1)
            }
            _ => {
                let body = part(f.def, "body")?;
                match self.block(body, &frame, depth + 1) {
                    Ok(Flow::Return(v)) => Ok(v),
                    Ok(Flow::Normal) => Ok(V::None),
                    Ok(Flow::Break | Flow::Continue) => unsupported("`break` outside a loop"),
                    Err(e) => Err(e),
                }
            }
        };
        if let Some(token) = frame.frozen.get() {
            self.lift(token);
        }
        let result = result?;
        Ok(if frame.uncertain.get() {
            V::Unknown("what it returns depends on a condition toolsight cannot decide".into())
        } else {
            result
        })
    }

    fn make_uncertain(&self, frame: &Frame<'t>) {
        if !frame.uncertain.get() {
            frame.uncertain.set(true);
            frame.frozen.set(Some(self.freeze()));
        }
    }

    // ---- statements ----

    fn block(&self, block: Node<'t>, frame: &Frame<'t>, depth: usize) -> R<Flow<'t>> {
        let mut c = block.walk();
        let stmts: Vec<Node> = block.named_children(&mut c).collect();
        for stmt in stmts {
            match self.statement(stmt, frame, depth)? {
                Flow::Normal => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Normal)
    }

    fn statement(&self, stmt: Node<'t>, frame: &Frame<'t>, depth: usize) -> R<Flow<'t>> {
        self.nested("statements", || self.statement_inner(stmt, frame, depth))
    }

    /// One step more, one level deeper while `run` runs.
    fn nested<T>(&self, what: &str, run: impl FnOnce() -> R<T>) -> R<T> {
        self.step()?;
        let nesting = self.nesting.get() + 1;
        if nesting > MAX_NESTING {
            return unsupported(format!("{what} nested too deeply"));
        }
        self.nesting.set(nesting);
        let out = run();
        self.nesting.set(nesting - 1);
        out
    }

    fn statement_inner(&self, stmt: Node<'t>, frame: &Frame<'t>, depth: usize) -> R<Flow<'t>> {
        let src = self.src(frame.module);
        match stmt.kind() {
            "comment" | "pass_statement" => Ok(Flow::Normal),
            "expression_statement" => {
                let Some(e) = stmt.named_child_skipping_comments() else {
                    return Ok(Flow::Normal);
                };
                match e.kind() {
                    "assignment" => self.assign(e, frame, depth)?,
                    "augmented_assignment" => self.augmented(e, frame, depth)?,
                    // a docstring
                    "string" => {}
                    _ => {
                        self.eval(e, frame, depth)?;
                    }
                }
                Ok(Flow::Normal)
            }
            "return_statement" => {
                let v = match stmt.named_child_skipping_comments() {
                    Some(e) => self.eval(e, frame, depth)?,
                    None => V::None,
                };
                Ok(Flow::Return(v))
            }
            "continue_statement" => Ok(Flow::Continue),
            "break_statement" => Ok(Flow::Break),
            "raise_statement" => Err(Stop::Throw(format!(
                "`{}`",
                text(stmt, src).chars().take(60).collect::<String>()
            ))),
            "if_statement" => self.if_statement(stmt, frame, depth),
            "for_statement" => self.for_statement(stmt, frame, depth),
            "function_definition" => {
                let name = stmt.field("name").map_or("", |n| text(n, src));
                let f = V::Func(Rc::new(Closure {
                    module: frame.module,
                    def: stmt,
                    env: Some(frame.env.clone()),
                    class: None,
                }));
                frame.env.vars.borrow_mut().insert(name.to_string(), f);
                Ok(Flow::Normal)
            }
            "decorated_definition" => {
                let def = part(stmt, "definition")?;
                if def.kind() != "function_definition" {
                    return unsupported("a decorated class");
                }
                let name = def.field("name").map_or("", |n| text(n, src));
                let mut value = V::Func(Rc::new(Closure {
                    module: frame.module,
                    def,
                    env: Some(frame.env.clone()),
                    class: None,
                }));
                let mut c = stmt.walk();
                let decorators: Vec<Node> = stmt
                    .named_children(&mut c)
                    .filter(|n| n.kind() == "decorator")
                    .collect();
                // the one nearest the function applies first
                for d in decorators.into_iter().rev() {
                    let e = d
                        .named_child_skipping_comments()
                        .ok_or(Stop::Unsupported("an empty decorator".into()))?;
                    let decorator = self.eval(e, frame, depth)?;
                    value = self.apply(decorator, value, frame, depth)?;
                }
                frame.env.vars.borrow_mut().insert(name.to_string(), value);
                Ok(Flow::Normal)
            }
            "delete_statement" => {
                let mut c = stmt.walk();
                let targets: Vec<Node> = stmt.named_children(&mut c).collect();
                for t in targets {
                    let items: Vec<Node> = if t.kind() == "expression_list" {
                        let mut c = t.walk();
                        t.named_children(&mut c).collect()
                    } else {
                        vec![t]
                    };
                    for item in items {
                        self.delete(item, frame, depth)?;
                    }
                }
                Ok(Flow::Normal)
            }
            "assert_statement" => {
                let Some(cond) = stmt.named_child_skipping_comments() else {
                    return Ok(Flow::Normal);
                };
                let v = self.eval(cond, frame, depth)?;
                match truth(&v) {
                    Some(false) => Err(Stop::Throw("AssertionError".into())),
                    _ => Ok(Flow::Normal),
                }
            }
            other => unsupported(format!(
                "a `{}` statement at line {}",
                other.trim_end_matches("_statement").replace('_', " "),
                stmt.start_position().row + 1
            )),
        }
    }

    /// Whether a block only leaves (`return`, `continue`, `break`, `raise`), after logging at
    /// most; its last statement then.
    fn exit_only(&self, block: Node<'t>, frame: &Frame<'t>) -> Option<Node<'t>> {
        let mut c = block.walk();
        let stmts: Vec<Node> = block
            .named_children(&mut c)
            .filter(|n| n.kind() != "comment")
            .collect();
        let (last, rest) = stmts.split_last()?;
        let inert = rest.iter().all(|s| match s.kind() {
            "pass_statement" => true,
            "expression_statement" => s
                .named_child_skipping_comments()
                .is_some_and(|e| e.kind() == "string" || self.logger_call(e, frame)),
            _ => false,
        });
        (inert
            && matches!(
                last.kind(),
                "return_statement" | "continue_statement" | "break_statement" | "raise_statement"
            ))
        .then_some(*last)
    }

    /// A call of a logging method on a module's logger (`logger.debug(...)`), whose arguments
    /// are not evaluated.
    fn logger_call(&self, e: Node<'t>, frame: &Frame<'t>) -> bool {
        let src = self.src(frame.module);
        let e = match e.kind() {
            "await" => e.named_child_skipping_comments(),
            _ => Some(e),
        };
        let Some(f) = e
            .filter(|e| e.kind() == "call")
            .and_then(|e| e.field("function"))
            .filter(|f| f.kind() == "attribute")
        else {
            return false;
        };
        let (Some(method), Some(object)) = (f.field("attribute"), f.field("object")) else {
            return false;
        };
        if !LOGGER_METHODS.contains(&text(method, src)) || object.kind() != "identifier" {
            return false;
        }
        let name = text(object, src);
        let logger = match frame.env.get(name) {
            Some(v) => v,
            None => match self.module_name(frame.module, name, object) {
                Ok(v) => v,
                Err(_) => return false,
            },
        };
        matches!(logger, V::Logger)
    }

    /// Leaving under an unknown condition, at `exit` (its last statement).
    fn leave_under(
        &self,
        exit: Node<'t>,
        cond: Node<'t>,
        negated: bool,
        frame: &Frame<'t>,
    ) -> R<()> {
        let src = self.src(frame.module);
        let written = text(cond, src).chars().take(80).collect::<String>();
        let why = format!(
            "the server's `_list_tools_mcp` leaves it out when `{}{written}`, which depends on the request or the environment",
            if negated { "not " } else { "" }
        );
        let at = self.span(frame.module, cond);
        match exit.kind() {
            "raise_statement" => {
                self.global_conditions.borrow_mut().push((why, at));
            }
            "continue_statement" | "break_statement" if frame.top && frame.loops.get() > 0 => {
                self.conditions.borrow_mut().push((why, at));
            }
            "return_statement" if frame.top && self.factory.is_some() => {
                let why = format!(
                    "the decorator does not register it when `{}{written}`, which is decided at run time",
                    if negated { "not " } else { "" }
                );
                self.conditions.borrow_mut().push((why, at));
            }
            "return_statement" if frame.top => {
                let empty = exit
                    .named_child_skipping_comments()
                    .is_none_or(|v| v.kind() == "list" && v.named_child_count() == 0);
                if !empty {
                    return unsupported(format!(
                        "it returns another list when `{written}`, which toolsight cannot decide"
                    ));
                }
                self.global_conditions.borrow_mut().push((why, at));
            }
            "return_statement" => self.make_uncertain(frame),
            _ => {
                return unsupported(format!(
                    "a loop leaves early when `{written}`, which toolsight cannot decide"
                ))
            }
        }
        Ok(())
    }

    fn if_statement(&self, stmt: Node<'t>, frame: &Frame<'t>, depth: usize) -> R<Flow<'t>> {
        let cond = part(stmt, "condition")?;
        let body = part(stmt, "consequence")?;
        let mut c = stmt.walk();
        let alternatives: Vec<Node> = stmt.children_by_field_name("alternative", &mut c).collect();
        let v = self.eval(cond, frame, depth)?;
        match truth(&v) {
            Some(true) => return self.block(body, frame, depth),
            Some(false) => {
                for (at, alt) in alternatives.iter().enumerate() {
                    match alt.kind() {
                        "else_clause" => {
                            let b = part(*alt, "body")?;
                            return self.block(b, frame, depth);
                        }
                        _ => {
                            let c2 = part(*alt, "condition")?;
                            let b = part(*alt, "consequence")?;
                            let v = self.eval(c2, frame, depth)?;
                            match truth(&v) {
                                Some(true) => return self.block(b, frame, depth),
                                Some(false) => continue,
                                None => {
                                    return self.havoc(
                                        &[Some(b)],
                                        &alternatives[at + 1..],
                                        stmt,
                                        frame,
                                        depth,
                                    )
                                }
                            }
                        }
                    }
                }
                return Ok(Flow::Normal);
            }
            None => {}
        }
        let else_body = match alternatives.as_slice() {
            [] => None,
            [e] if e.kind() == "else_clause" => e.field("body"),
            _ => {
                return self.havoc(&[Some(body)], &alternatives, stmt, frame, depth);
            }
        };
        if let Some(exit) = self.exit_only(body, frame) {
            self.leave_under(exit, cond, false, frame)?;
            return match else_body {
                Some(b) => self.block(b, frame, depth),
                None => Ok(Flow::Normal),
            };
        }
        if let Some(exit) = else_body.and_then(|b| self.exit_only(b, frame)) {
            self.leave_under(exit, cond, true, frame)?;
            return self.block(body, frame, depth);
        }
        self.havoc(&[Some(body)], &alternatives, stmt, frame, depth)
    }

    /// Runs the branches of an `if` whose condition is unknown, each as though it ran: they
    /// may not change what existed before, and the names they assign are unknown after.
    fn havoc(
        &self,
        first: &[Option<Node<'t>>],
        alternatives: &[Node<'t>],
        whole: Node<'t>,
        frame: &Frame<'t>,
        depth: usize,
    ) -> R<Flow<'t>> {
        let mut parts: Vec<Node> = first.iter().flatten().copied().collect();
        for alt in alternatives {
            let mut c = alt.walk();
            parts.extend(alt.named_children(&mut c).filter(|n| n.kind() != "comment"));
        }
        let token = self.freeze();
        let mut outcome = Ok(());
        for part in parts {
            let flow = if part.kind() == "block" {
                self.block(part, frame, depth)
            } else {
                self.eval(part, frame, depth).map(|_| Flow::Normal)
            };
            match flow {
                Ok(Flow::Normal) => {}
                Ok(Flow::Return(_)) if !frame.top => self.make_uncertain(frame),
                Ok(_) => {
                    outcome = unsupported(
                        "it leaves a loop or the listing under a condition toolsight cannot decide, after changing values",
                    );
                    break;
                }
                Err(e) => {
                    outcome = Err(e);
                    break;
                }
            }
        }
        self.lift(token);
        outcome?;
        let src = self.src(frame.module);
        for name in assigned_names(whole, src) {
            frame.env.vars.borrow_mut().insert(
                name,
                V::Unknown("assigned under a condition toolsight cannot decide".into()),
            );
        }
        Ok(Flow::Normal)
    }

    fn for_statement(&self, stmt: Node<'t>, frame: &Frame<'t>, depth: usize) -> R<Flow<'t>> {
        let left = part(stmt, "left")?;
        let right = part(stmt, "right")?;
        let body = part(stmt, "body")?;
        if stmt.field("alternative").is_some() {
            return unsupported("a `for` with an `else`");
        }
        let items = self.iterate(&self.eval(right, frame, depth)?)?;
        frame.loops.set(frame.loops.get() + 1);
        let mut result = Ok(Flow::Normal);
        for item in items {
            let mark = self.conditions.borrow().len();
            let flow = self
                .bind(left, item, frame, depth)
                .and_then(|_| self.block(body, frame, depth));
            self.conditions.borrow_mut().truncate(mark);
            match flow {
                Ok(Flow::Normal | Flow::Continue) => {}
                Ok(Flow::Break) => break,
                other => {
                    result = other;
                    break;
                }
            }
        }
        frame.loops.set(frame.loops.get() - 1);
        result
    }

    fn iterate(&self, v: &V<'t>) -> R<Vec<V<'t>>> {
        Ok(match v {
            V::List(l) | V::Set(l) => l.data.borrow().clone(),
            V::Tuple(t) | V::FrozenSet(t) => t.as_ref().clone(),
            V::Dict(d) => d
                .data
                .borrow()
                .iter()
                .map(|(k, _)| V::Str(k.clone()))
                .collect(),
            V::Str(s) => s.chars().map(|c| V::Str(c.to_string().into())).collect(),
            V::Unknown(why) => {
                return unsupported(format!("a loop over a value toolsight cannot know ({why})"))
            }
            _ => return unsupported("a loop over a value that is not a collection"),
        })
    }

    fn bind(&self, target: Node<'t>, value: V<'t>, frame: &Frame<'t>, depth: usize) -> R<()> {
        let src = self.src(frame.module);
        match target.kind() {
            "identifier" => {
                frame
                    .env
                    .vars
                    .borrow_mut()
                    .insert(text(target, src).to_string(), value);
                Ok(())
            }
            "pattern_list" | "tuple_pattern" | "tuple" | "list_pattern" | "expression_list" => {
                let mut c = target.walk();
                let targets: Vec<Node> = target
                    .named_children(&mut c)
                    .filter(|n| n.kind() != "comment")
                    .collect();
                let items = match &value {
                    V::Unknown(_) => vec![value.clone(); targets.len()],
                    _ => self.iterate(&value)?,
                };
                if items.len() != targets.len() {
                    return Err(Stop::Throw(
                        "ValueError: wrong number of values to unpack".into(),
                    ));
                }
                for (t, v) in targets.into_iter().zip(items) {
                    self.bind(t, v, frame, depth)?;
                }
                Ok(())
            }
            "parenthesized_expression" => match target.named_child_skipping_comments() {
                Some(inner) => self.bind(inner, value, frame, depth),
                None => unsupported("an empty target"),
            },
            "subscript" => {
                let object = self.eval(part(target, "value")?, frame, depth)?;
                let key = part(target, "subscript")?;
                if key.kind() == "slice" {
                    let V::List(l) = &object else {
                        return unsupported(
                            "an assignment to a slice of a value that is not a list",
                        );
                    };
                    let items = self.iterate(&value)?;
                    let Some(bounds) = self.slice_bounds(key, frame, depth)? else {
                        return unsupported("an assignment to a slice toolsight cannot know");
                    };
                    self.may_change(l.id, "a list")?;
                    self.count(items.len())?;
                    let mut data = l.data.borrow_mut();
                    let r = slice_range(bounds, data.len());
                    data.splice(r, items);
                    return Ok(());
                }
                let key = self.eval(key, frame, depth)?;
                self.set_item(&object, key, value)
            }
            "attribute" => {
                let object = self.eval(part(target, "object")?, frame, depth)?;
                let name = target.field("attribute").map_or("", |n| text(n, src));
                match &object {
                    V::Obj(o) => {
                        self.may_change(o.id, "an object")?;
                        let mut o = o.data.borrow_mut();
                        if o.kind == Kind::Inert {
                            return Ok(());
                        }
                        let open = matches!(o.kind, Kind::Server | Kind::Instance);
                        match o.attrs.iter_mut().find(|(k, _)| k == name) {
                            Some((_, slot)) => *slot = value,
                            None if open => o.attrs.push((name.to_string(), value)),
                            None => {
                                return unsupported(format!(
                                    "it sets `{name}`, which a tool entry does not have"
                                ))
                            }
                        }
                        Ok(())
                    }
                    _ => unsupported(format!(
                        "it sets `.{name}` on a value toolsight does not model"
                    )),
                }
            }
            _ => unsupported(format!("an assignment to `{}`", text(target, src))),
        }
    }

    fn set_item(&self, object: &V<'t>, key: V<'t>, value: V<'t>) -> R<()> {
        match (object, key) {
            (V::Dict(d), V::Str(k)) => {
                self.may_change(d.id, "a dict")?;
                let mut data = d.data.borrow_mut();
                match data.iter_mut().find(|(x, _)| *x == k) {
                    Some((_, slot)) => *slot = value,
                    None => {
                        self.count(1)?;
                        data.push((k, value));
                    }
                }
                Ok(())
            }
            (V::List(l), V::Int(i)) => {
                self.may_change(l.id, "a list")?;
                let mut data = l.data.borrow_mut();
                let at = index(i, data.len()).ok_or(Stop::Throw(
                    "IndexError: list assignment index out of range".into(),
                ))?;
                data[at] = value;
                Ok(())
            }
            _ => unsupported("an item assignment toolsight does not model"),
        }
    }

    fn delete(&self, target: Node<'t>, frame: &Frame<'t>, depth: usize) -> R<()> {
        let src = self.src(frame.module);
        match target.kind() {
            "identifier" => {
                frame.env.vars.borrow_mut().remove(text(target, src));
                Ok(())
            }
            "subscript" => {
                let object = self.eval(part(target, "value")?, frame, depth)?;
                let key = self.eval(part(target, "subscript")?, frame, depth)?;
                match (&object, key) {
                    (V::Dict(d), V::Str(k)) => {
                        self.may_change(d.id, "a dict")?;
                        let mut data = d.data.borrow_mut();
                        let at = data
                            .iter()
                            .position(|(x, _)| *x == k)
                            .ok_or_else(|| Stop::Throw(format!("KeyError: '{k}'")))?;
                        data.remove(at);
                        Ok(())
                    }
                    (V::List(l), V::Int(i)) => {
                        self.may_change(l.id, "a list")?;
                        let mut data = l.data.borrow_mut();
                        let at = index(i, data.len())
                            .ok_or(Stop::Throw("IndexError: list index out of range".into()))?;
                        data.remove(at);
                        Ok(())
                    }
                    _ => unsupported("a `del` toolsight does not model"),
                }
            }
            _ => unsupported(format!("`del {}`", text(target, src))),
        }
    }

    fn assign(&self, a: Node<'t>, frame: &Frame<'t>, depth: usize) -> R<()> {
        let Some(left) = a.field("left") else {
            return unsupported("an assignment without a target");
        };
        // `x: T` alone binds nothing
        let Some(right) = a.field("right") else {
            return Ok(());
        };
        if right.kind() == "assignment" {
            return unsupported("a chained assignment");
        }
        let v = self.eval(right, frame, depth)?;
        self.bind(left, v, frame, depth)
    }

    fn augmented(&self, a: Node<'t>, frame: &Frame<'t>, depth: usize) -> R<()> {
        let src = self.src(frame.module);
        let (Some(left), Some(right), Some(op)) =
            (a.field("left"), a.field("right"), a.field("operator"))
        else {
            return unsupported("an incomplete assignment");
        };
        let current = self.eval(left, frame, depth)?;
        let r = self.eval(right, frame, depth)?;
        let op = text(op, src).trim_end_matches('=');
        // `+=` on a list extends it where it is
        if let (V::List(l), "+") = (&current, op) {
            let items = self.iterate(&r)?;
            self.may_change(l.id, "a list")?;
            self.count(items.len())?;
            l.data.borrow_mut().extend(items);
            return Ok(());
        }
        let v = self.binary(op, current, r)?;
        self.bind(left, v, frame, depth)
    }

    // ---- expressions ----

    fn eval(&self, e: Node<'t>, frame: &Frame<'t>, depth: usize) -> R<V<'t>> {
        self.nested("expressions", || self.eval_inner(e, frame, depth))
    }

    fn eval_inner(&self, e: Node<'t>, frame: &Frame<'t>, depth: usize) -> R<V<'t>> {
        let src = self.src(frame.module);
        match e.kind() {
            "none" => Ok(V::None),
            "true" => Ok(V::Bool(true)),
            "false" => Ok(V::Bool(false)),
            "integer" => text(e, src)
                .replace('_', "")
                .parse::<i64>()
                .map(V::Int)
                .or_else(|_| unsupported("an integer literal toolsight does not read")),
            "float" => text(e, src)
                .replace('_', "")
                .parse::<f64>()
                .map(V::Float)
                .or_else(|_| unsupported("a float literal toolsight does not read")),
            "string" | "concatenated_string" => {
                let interpolate = |n: Node| -> Result<String, String> {
                    let n = e
                        .descendant_for_byte_range(n.start_byte(), n.end_byte())
                        .ok_or_else(String::new)?;
                    let v = self.eval(n, frame, depth).map_err(|_| String::new())?;
                    py_str(&v).ok_or_else(String::new)
                };
                match eval::string_with(e, src, Some(&interpolate)) {
                    Ok(s) => {
                        self.count(s.len())?;
                        Ok(V::Str(s.into()))
                    }
                    Err(_) => Ok(V::Unknown(
                        format!(
                            "`{}` is formatted at run time",
                            text(e, src).chars().take(40).collect::<String>()
                        )
                        .into(),
                    )),
                }
            }
            "parenthesized_expression" => match e.named_child_skipping_comments() {
                Some(inner) => self.eval(inner, frame, depth),
                None => Ok(V::Tuple(Rc::new(Vec::new()))),
            },
            "await" => match e.named_child_skipping_comments() {
                Some(inner) => self.eval(inner, frame, depth),
                None => unsupported("an empty `await`"),
            },
            "identifier" => self.name(text(e, src), e, frame),
            "list" | "tuple" | "set" | "expression_list" => {
                let mut items = Vec::new();
                let mut c = e.walk();
                let children: Vec<Node> = e.named_children(&mut c).collect();
                for item in children {
                    match item.kind() {
                        "comment" => {}
                        "list_splat" => {
                            let inner = item
                                .named_child_skipping_comments()
                                .ok_or(Stop::Unsupported("an empty `*`".into()))?;
                            let v = self.eval(inner, frame, depth)?;
                            items.extend(self.iterate(&v)?);
                        }
                        _ => items.push(self.eval(item, frame, depth)?),
                    }
                }
                match e.kind() {
                    "list" => self.list(items),
                    "set" => Ok(V::Set(self.heap(dedupe(items)))),
                    _ => Ok(V::Tuple(Rc::new(items))),
                }
            }
            "dictionary" => {
                let mut entries: Vec<(Rc<str>, V)> = Vec::new();
                let mut c = e.walk();
                let children: Vec<Node> = e.named_children(&mut c).collect();
                for item in children {
                    match item.kind() {
                        "comment" => {}
                        "pair" => {
                            let k = self.eval(part(item, "key")?, frame, depth)?;
                            let v = self.eval(part(item, "value")?, frame, depth)?;
                            insert(&mut entries, dict_key(k)?, v);
                        }
                        "dictionary_splat" => {
                            let inner = item
                                .named_child_skipping_comments()
                                .ok_or(Stop::Unsupported("an empty `**`".into()))?;
                            match self.eval(inner, frame, depth)? {
                                V::Dict(d) => {
                                    for (k, v) in d.data.borrow().iter() {
                                        insert(&mut entries, k.clone(), v.clone());
                                    }
                                }
                                _ => return unsupported("`**` of a value that is not a dict"),
                            }
                        }
                        _ => return unsupported("a dict entry toolsight does not read"),
                    }
                }
                self.dict(entries)
            }
            "list_comprehension"
            | "set_comprehension"
            | "generator_expression"
            | "dictionary_comprehension" => self.comprehension(e, frame, depth),
            "attribute" => {
                if let Some(b) = self.library_function(e, frame) {
                    return Ok(b);
                }
                let object = self.eval(part(e, "object")?, frame, depth)?;
                let name = e.field("attribute").map_or("", |n| text(n, src));
                self.attribute(object, name, e, frame)
            }
            "subscript" => {
                let object = self.eval(part(e, "value")?, frame, depth)?;
                let key = part(e, "subscript")?;
                if key.kind() == "slice" {
                    return self.slice(&object, key, frame, depth);
                }
                let key = self.eval(key, frame, depth)?;
                self.item(&object, key)
            }
            "call" => self.call_expression(e, frame, depth),
            "not_operator" => {
                let v = self.eval(part(e, "argument")?, frame, depth)?;
                Ok(match truth(&v) {
                    Some(b) => V::Bool(!b),
                    None => unknown_of(&v),
                })
            }
            "boolean_operator" => {
                let left = self.eval(part(e, "left")?, frame, depth)?;
                let right = part(e, "right")?;
                let op = e.field("operator").map_or("", |o| text(o, src));
                match (op, truth(&left)) {
                    ("and", Some(false)) | ("or", Some(true)) => Ok(left),
                    ("and", Some(true)) | ("or", Some(false)) => self.eval(right, frame, depth),
                    _ => {
                        // the right side may run or not: it may not change anything
                        let token = self.freeze();
                        let r = self.eval(right, frame, depth);
                        self.lift(token);
                        let r = r?;
                        // `unknown and False` is false either way (`or True`, true); only
                        // a boolean stands for both sides' values
                        Ok(match (op, &r) {
                            ("and", V::Bool(false)) | ("or", V::Bool(true)) => r,
                            _ => unknown_of(&left),
                        })
                    }
                }
            }
            "conditional_expression" => {
                let mut c = e.walk();
                let parts: Vec<Node> = e
                    .named_children(&mut c)
                    .filter(|n| n.kind() != "comment")
                    .collect();
                let [yes, cond, no] = parts.as_slice() else {
                    return unsupported("a conditional expression toolsight does not read");
                };
                let v = self.eval(*cond, frame, depth)?;
                match truth(&v) {
                    Some(true) => self.eval(*yes, frame, depth),
                    Some(false) => self.eval(*no, frame, depth),
                    None => {
                        let token = self.freeze();
                        let a = self.eval(*yes, frame, depth);
                        let b = self.eval(*no, frame, depth);
                        self.lift(token);
                        let (a, b) = (a?, b?);
                        Ok(match py_eq(&a, &b) {
                            Some(true) if is_scalar(&a) => a,
                            _ => unknown_of(&v),
                        })
                    }
                }
            }
            "comparison_operator" => self.comparison(e, frame, depth),
            "binary_operator" => {
                let l = self.eval(part(e, "left")?, frame, depth)?;
                let r = self.eval(part(e, "right")?, frame, depth)?;
                let op = e.field("operator").map_or("", |o| text(o, src));
                self.binary(op, l, r)
            }
            "unary_operator" => {
                let v = self.eval(part(e, "argument")?, frame, depth)?;
                let op = e.field("operator").map_or("", |o| text(o, src));
                match (op, v) {
                    ("-", V::Int(i)) => Ok(V::Int(
                        i.checked_neg()
                            .ok_or(Stop::Unsupported("an integer out of range".into()))?,
                    )),
                    ("-", V::Float(f)) => Ok(V::Float(-f)),
                    ("+", v @ (V::Int(_) | V::Float(_))) => Ok(v),
                    (_, v @ V::Unknown(_)) => Ok(v),
                    _ => unsupported(format!("the operator `{op}` here")),
                }
            }
            "lambda" => Ok(V::Func(Rc::new(Closure {
                module: frame.module,
                def: e,
                env: Some(frame.env.clone()),
                class: None,
            }))),
            other => unsupported(format!(
                "a `{}` expression at line {}",
                other.replace('_', " "),
                e.start_position().row + 1
            )),
        }
    }

    fn name(&self, name: &str, at: Node<'t>, frame: &Frame<'t>) -> R<V<'t>> {
        if let Some(v) = frame.env.get(name) {
            return Ok(v);
        }
        self.module_name(frame.module, name, at)
    }

    /// A name the function does not bind: the module's own (a function, a constant) or one it
    /// imports, then the builtins.
    fn module_name(&self, module: usize, name: &str, at: Node<'t>) -> R<V<'t>> {
        let key = (module, name.to_string());
        if let Some(v) = self.constants.borrow().get(&key) {
            return Ok(v.clone());
        }
        let m = &self.modules[module];
        let src = self.src(module);
        let v = if let Some((owner, bound)) = binding(self.resolver, self.modules, m, name, 0) {
            let owner_index = self
                .modules
                .iter()
                .position(|o| o.file.id == owner.file.id)
                .unwrap_or(module);
            if bound.kind() == "function_definition" {
                V::Func(Rc::new(Closure {
                    module: owner_index,
                    def: bound,
                    env: None,
                    class: None,
                }))
            } else {
                let frame = Frame::new(Rc::default(), owner_index, None, None, false);
                self.eval(bound, &frame, 0)?
            }
        } else {
            let qualified = m
                .names
                .qualified(at, src)
                .unwrap_or_else(|| name.to_string());
            match qualified.as_str() {
                q if known_qualified(q).is_some() => {
                    V::Builtin(known_qualified(q).unwrap_or(""), None)
                }
                "typing.cast" | "typing_extensions.cast" => V::Builtin("cast", None),
                "logging" => V::Logger,
                q if m.names.imports().any(|(l, _)| l == name) => {
                    V::Unknown(format!("`{q}` is not the project's").into())
                }
                "isinstance" | "len" | "any" | "all" | "list" | "dict" | "set" | "frozenset"
                | "tuple" | "sorted" | "str" | "bool" | "int" | "float" | "getattr" | "hasattr"
                | "enumerate" | "zip" | "range" | "min" | "max" | "sum" | "reversed" | "super"
                | "type" => V::Builtin(builtin_name(name), None),
                _ => V::Unknown(format!("`{name}` is bound at run time").into()),
            }
        };
        self.constants.borrow_mut().insert(key, v.clone());
        Ok(v)
    }

    /// `inspect.cleandoc` and the like, named through the module they are imported as.
    fn library_function(&self, e: Node<'t>, frame: &Frame<'t>) -> Option<V<'t>> {
        let mut root = e;
        while root.kind() == "attribute" {
            root = root.field("object")?;
        }
        let src = self.src(frame.module);
        if root.kind() != "identifier" || frame.env.get(text(root, src)).is_some() {
            return None;
        }
        let q = self.modules[frame.module].names.qualified(e, src)?;
        known_qualified(&q).map(|b| V::Builtin(b, None))
    }

    fn comprehension(&self, e: Node<'t>, frame: &Frame<'t>, depth: usize) -> R<V<'t>> {
        let body = part(e, "body")?;
        let mut c = e.walk();
        let clauses: Vec<Node> = e
            .named_children(&mut c)
            .filter(|n| matches!(n.kind(), "for_in_clause" | "if_clause"))
            .collect();
        let scope = Rc::new(Env {
            vars: RefCell::default(),
            parent: Some(frame.env.clone()),
        });
        let inner = Frame::new(
            scope,
            frame.module,
            frame.this.clone(),
            frame.class.clone(),
            false,
        );
        let mut out: Vec<V> = Vec::new();
        let mut entries: Vec<(Rc<str>, V)> = Vec::new();
        let mut unknown: Option<V> = None;
        self.clauses(
            &clauses,
            body,
            &inner,
            depth,
            &mut |v, k| {
                match k {
                    Some(k) => insert(&mut entries, k, v),
                    None => out.push(v),
                };
            },
            &mut unknown,
        )?;
        if let Some(u) = unknown {
            return Ok(u);
        }
        match e.kind() {
            "dictionary_comprehension" => self.dict(entries),
            "set_comprehension" => Ok(V::Set(self.heap(dedupe(out)))),
            _ => self.list(out),
        }
    }

    fn clauses(
        &self,
        clauses: &[Node<'t>],
        body: Node<'t>,
        frame: &Frame<'t>,
        depth: usize,
        emit: &mut dyn FnMut(V<'t>, Option<Rc<str>>),
        unknown: &mut Option<V<'t>>,
    ) -> R<()> {
        let Some((first, rest)) = clauses.split_first() else {
            if body.kind() == "pair" {
                let k = self.eval(part(body, "key")?, frame, depth)?;
                let v = self.eval(part(body, "value")?, frame, depth)?;
                emit(v, Some(dict_key(k)?));
            } else {
                emit(self.eval(body, frame, depth)?, None);
            }
            return Ok(());
        };
        match first.kind() {
            "for_in_clause" => {
                let left = part(*first, "left")?;
                let right = part(*first, "right")?;
                let items = self.iterate(&self.eval(right, frame, depth)?)?;
                for item in items {
                    self.bind(left, item, frame, depth)?;
                    self.clauses(rest, body, frame, depth, emit, unknown)?;
                }
                Ok(())
            }
            _ => {
                let cond = first
                    .named_child_skipping_comments()
                    .ok_or(Stop::Unsupported("an `if` without a condition".into()))?;
                let v = self.eval(cond, frame, depth)?;
                match truth(&v) {
                    Some(true) => self.clauses(rest, body, frame, depth, emit, unknown),
                    Some(false) => Ok(()),
                    None => {
                        unknown.get_or_insert_with(|| unknown_of(&v));
                        Ok(())
                    }
                }
            }
        }
    }

    fn attribute(&self, object: V<'t>, name: &str, at: Node<'t>, frame: &Frame<'t>) -> R<V<'t>> {
        match &object {
            V::Obj(o) => {
                let data = o.data.borrow();
                if let Some((_, v)) = data.attrs.iter().find(|(k, _)| k == name) {
                    return Ok(v.clone());
                }
                match data.kind {
                    Kind::Server if self.factory.is_some() => Ok(match name {
                        "tool" => V::Builtin("server_tool", None),
                        "_tool_manager" => self.object(Kind::ToolManager, Vec::new()),
                        _ => V::Unknown(format!("the server's `{name}` is not modelled").into()),
                    }),
                    Kind::Instance => match self.method_of(name, None) {
                        Some(f) => Ok(V::Bound(f, Box::new(object.clone()))),
                        None => Ok(V::Unknown(format!("`{name}` is set at run time").into())),
                    },
                    Kind::ToolManager if name == "get_tool" => Ok(V::Builtin("get_tool", None)),
                    // the fields `ToolAnnotations` leaves unset
                    Kind::Annotations
                        if name.ends_with("_hint") || name.ends_with("Hint") || name == "title" =>
                    {
                        Ok(V::None)
                    }
                    Kind::Function
                    | Kind::Signature
                    | Kind::Annotations
                    | Kind::ToolManager
                    | Kind::Registered(_)
                    | Kind::Docstring
                    | Kind::Inert => Ok(V::Unknown(
                        format!("`{name}` is the framework's state at run time").into(),
                    )),
                    Kind::Server => {
                        if let Some(f) = self.method_of(name, None) {
                            return Ok(V::Bound(f, Box::new(object.clone())));
                        }
                        if matches!(name, "list_tools" | "_list_tools_mcp") {
                            return Ok(V::Builtin(
                                if name == "list_tools" {
                                    "list_tools"
                                } else {
                                    "default_listing"
                                },
                                None,
                            ));
                        }
                        Ok(V::Unknown(
                            format!("`self.{name}` is the framework's state at run time").into(),
                        ))
                    }
                    Kind::Tool(_) if name == "to_mcp_tool" => {
                        Ok(V::Builtin("to_mcp_tool", Some(Box::new(object.clone()))))
                    }
                    Kind::Tool(_) => Ok(V::Unknown(
                        format!("a tool's `{name}` is not modelled").into(),
                    )),
                    Kind::McpTool(_) => unsupported(format!("`Tool.{name}` is not modelled")),
                }
            }
            V::Super(class) => {
                if let Some(f) = self.method_of(name, Some(class)) {
                    let this = frame
                        .this
                        .clone()
                        .ok_or(Stop::Unsupported("`super()` outside a method".into()))?;
                    return Ok(V::Bound(f, Box::new(this)));
                }
                Ok(match name {
                    "list_tools" => V::Builtin("list_tools", None),
                    "_list_tools_mcp" => V::Builtin("default_listing", None),
                    _ => V::Unknown(format!("`super().{name}` is the framework's").into()),
                })
            }
            V::Logger if LOGGER_METHODS.contains(&name) => Ok(V::Builtin("log", None)),
            // `logging.getLogger(...)` is a logger too
            V::Logger if name == "getLogger" => Ok(V::Builtin("get_logger", None)),
            V::Logger => Ok(V::Unknown(format!("`logging.{name}`").into())),
            V::Dict(_) | V::List(_) | V::Str(_) | V::Set(_) | V::FrozenSet(_) | V::Tuple(_) => Ok(
                V::Builtin(method_name(name)?, Some(Box::new(object.clone()))),
            ),
            V::Unknown(_) => Ok(object.clone()),
            _ => {
                let src = self.src(frame.module);
                unsupported(format!(
                    "`{}` is not modelled",
                    text(at, src).chars().take(40).collect::<String>()
                ))
            }
        }
    }

    /// The project's method `name` of the class chain, after `after` when given (`super()`).
    fn method_of(&self, name: &str, after: Option<&str>) -> Option<Rc<Closure<'t>>> {
        // the methods are grouped by class, the most derived class's first
        let from = match after {
            Some(class) => self.methods.iter().rposition(|(_, m)| m.class == class)? + 1,
            None => 0,
        };
        self.methods[from..]
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, m)| self.closure_of(m, name))
    }

    fn closure_of(&self, m: &Method<'t>, name: &str) -> Rc<Closure<'t>> {
        let qualified = format!("{}.{name}", m.class);
        if !self.entered.borrow().contains(&qualified) {
            self.entered.borrow_mut().push(qualified);
        }
        Rc::new(Closure {
            module: m.module,
            def: m.def,
            env: None,
            class: Some(m.class.to_string()),
        })
    }

    fn item(&self, object: &V<'t>, key: V<'t>) -> R<V<'t>> {
        match (object, &key) {
            (V::Unknown(_), _) => Ok(object.clone()),
            (_, V::Unknown(_)) => Ok(key),
            (V::Dict(d), V::Str(k)) => d
                .data
                .borrow()
                .iter()
                .find(|(x, _)| x == k)
                .map(|(_, v)| v.clone())
                .ok_or_else(|| Stop::Throw(format!("KeyError: '{k}'"))),
            (V::List(l), V::Int(i)) => {
                let data = l.data.borrow();
                index(*i, data.len())
                    .map(|at| data[at].clone())
                    .ok_or(Stop::Throw("IndexError: list index out of range".into()))
            }
            (V::Tuple(t), V::Int(i)) => index(*i, t.len())
                .map(|at| t[at].clone())
                .ok_or(Stop::Throw("IndexError: tuple index out of range".into())),
            _ => unsupported("a subscript toolsight does not model"),
        }
    }

    /// The bounds of `[a:b]` (no step); none when one is unknown.
    fn slice_bounds(
        &self,
        slice: Node<'t>,
        frame: &Frame<'t>,
        depth: usize,
    ) -> R<Option<[Option<i64>; 2]>> {
        // the bounds by their place around the colons
        let mut bounds: Vec<Option<Node>> = vec![None];
        let mut c = slice.walk();
        for child in slice.children(&mut c) {
            match child.kind() {
                ":" => bounds.push(None),
                "comment" => {}
                _ if child.is_named() => {
                    if let Some(last) = bounds.last_mut() {
                        *last = Some(child);
                    }
                }
                _ => {}
            }
        }
        if bounds.len() > 2 && bounds[2].is_some() {
            return unsupported("a slice with a step");
        }
        let mut at = [None, None];
        for (i, b) in bounds.iter().take(2).enumerate() {
            if let Some(b) = b {
                match self.eval(*b, frame, depth)? {
                    V::Int(n) => at[i] = Some(n),
                    V::None => {}
                    V::Unknown(_) => return Ok(None),
                    _ => return unsupported("a slice bound that is not an integer"),
                }
            }
        }
        Ok(Some(at))
    }

    /// `x[a:b]` of a string, list or tuple (no step).
    fn slice(&self, object: &V<'t>, slice: Node<'t>, frame: &Frame<'t>, depth: usize) -> R<V<'t>> {
        let Some(at) = self.slice_bounds(slice, frame, depth)? else {
            return Ok(V::Unknown("a slice bound toolsight cannot know".into()));
        };
        let range = |len: usize| slice_range(at, len);
        match object {
            V::Str(s) => {
                let chars: Vec<char> = s.chars().collect();
                let r = range(chars.len());
                Ok(V::Str(chars[r].iter().collect::<String>().into()))
            }
            V::List(l) => {
                let items = l.data.borrow();
                let r = range(items.len());
                let part = items[r].to_vec();
                drop(items);
                self.list(part)
            }
            V::Tuple(t) => Ok(V::Tuple(Rc::new(t[range(t.len())].to_vec()))),
            V::Unknown(_) => Ok(object.clone()),
            _ => unsupported("a slice of a value that is not a sequence"),
        }
    }

    fn comparison(&self, e: Node<'t>, frame: &Frame<'t>, depth: usize) -> R<V<'t>> {
        let src = self.src(frame.module);
        let mut c = e.walk();
        let operands: Vec<Node> = e
            .named_children(&mut c)
            .filter(|n| n.kind() != "comment")
            .collect();
        // the operators, one between each pair of operands (`not in` and `is not` are two tokens)
        let mut ops: Vec<String> = Vec::new();
        let mut c = e.walk();
        let mut pending = String::new();
        for child in e.children(&mut c) {
            if child.is_named() {
                if !pending.is_empty() {
                    ops.push(std::mem::take(&mut pending));
                }
            } else {
                if !pending.is_empty() {
                    pending.push(' ');
                }
                pending.push_str(text(child, src));
            }
        }
        if ops.len() + 1 != operands.len() {
            return unsupported("a comparison toolsight does not read");
        }
        let mut left = self.eval(operands[0], frame, depth)?;
        let mut result = V::Bool(true);
        for (op, right) in ops.iter().zip(&operands[1..]) {
            let r = self.eval(*right, frame, depth)?;
            let v = compare(op, &left, &r)?;
            match v {
                Some(false) => return Ok(V::Bool(false)),
                Some(true) => {}
                None => {
                    result = V::Unknown(
                        format!(
                            "`{}` is not known",
                            text(e, src).chars().take(60).collect::<String>()
                        )
                        .into(),
                    )
                }
            }
            left = r;
        }
        Ok(result)
    }

    fn binary(&self, op: &str, l: V<'t>, r: V<'t>) -> R<V<'t>> {
        Ok(match (op, &l, &r) {
            (_, V::Unknown(_), _) => l,
            (_, _, V::Unknown(_)) => r,
            ("+", V::Int(a), V::Int(b)) => V::Int(
                a.checked_add(*b)
                    .ok_or(Stop::Unsupported("an integer out of range".into()))?,
            ),
            ("-", V::Int(a), V::Int(b)) => V::Int(
                a.checked_sub(*b)
                    .ok_or(Stop::Unsupported("an integer out of range".into()))?,
            ),
            ("*", V::Int(a), V::Int(b)) => V::Int(
                a.checked_mul(*b)
                    .ok_or(Stop::Unsupported("an integer out of range".into()))?,
            ),
            ("+" | "-" | "*" | "/", _, _) if number(&l).is_some() && number(&r).is_some() => {
                let (a, b) = (number(&l).unwrap_or(0.0), number(&r).unwrap_or(0.0));
                V::Float(match op {
                    "+" => a + b,
                    "-" => a - b,
                    "*" => a * b,
                    _ if b == 0.0 => return Err(Stop::Throw("ZeroDivisionError".into())),
                    _ => a / b,
                })
            }
            ("+", V::Str(a), V::Str(b)) => {
                self.count(a.len() + b.len())?;
                V::Str(format!("{a}{b}").into())
            }
            ("+", V::List(a), V::List(b)) => {
                let mut items = a.data.borrow().clone();
                items.extend(b.data.borrow().iter().cloned());
                self.list(items)?
            }
            ("+", V::Tuple(a), V::Tuple(b)) => {
                let mut items = a.as_ref().clone();
                items.extend(b.iter().cloned());
                V::Tuple(Rc::new(items))
            }
            ("|", V::Dict(a), V::Dict(b)) => {
                let mut entries = a.data.borrow().clone();
                for (k, v) in b.data.borrow().iter() {
                    insert(&mut entries, k.clone(), v.clone());
                }
                self.dict(entries)?
            }
            ("|" | "&" | "-", V::Set(_) | V::FrozenSet(_), V::Set(_) | V::FrozenSet(_)) => {
                let (a, b) = (self.iterate(&l)?, self.iterate(&r)?);
                let has = |set: &[V<'t>], x: &V<'t>| set.iter().any(|y| py_eq(x, y) == Some(true));
                let items: Vec<V> = match op {
                    "|" => a.iter().chain(b.iter()).cloned().collect(),
                    "&" => a.iter().filter(|x| has(&b, x)).cloned().collect(),
                    _ => a.iter().filter(|x| !has(&b, x)).cloned().collect(),
                };
                V::Set(self.heap(dedupe(items)))
            }
            _ => return unsupported(format!("the operator `{op}` on these values")),
        })
    }

    fn call_expression(&self, e: Node<'t>, frame: &Frame<'t>, depth: usize) -> R<V<'t>> {
        if self.logger_call(e, frame) {
            return Ok(V::None);
        }
        let f = part(e, "function")?;
        let callee = self.eval(f, frame, depth)?;
        let mut args = Vec::new();
        let mut kwargs: Vec<(String, V)> = Vec::new();
        if let Some(generator) = e
            .field("arguments")
            .filter(|a| a.kind() == "generator_expression")
        {
            // `any(x for x in xs)`: the generator is the only argument
            args.push(self.eval(generator, frame, depth)?);
        } else if let Some(list) = e.field("arguments") {
            let src = self.src(frame.module);
            let mut c = list.walk();
            let children: Vec<Node> = list.named_children(&mut c).collect();
            for a in children {
                match a.kind() {
                    "comment" => {}
                    "keyword_argument" => {
                        let name = a.field("name").map_or("", |n| text(n, src));
                        let v = self.eval(part(a, "value")?, frame, depth)?;
                        kwargs.push((name.to_string(), v));
                    }
                    "list_splat" => {
                        let inner = a
                            .named_child_skipping_comments()
                            .ok_or(Stop::Unsupported("an empty `*`".into()))?;
                        let v = self.eval(inner, frame, depth)?;
                        args.extend(self.iterate(&v)?);
                    }
                    "dictionary_splat" => {
                        let inner = a
                            .named_child_skipping_comments()
                            .ok_or(Stop::Unsupported("an empty `**`".into()))?;
                        match self.eval(inner, frame, depth)? {
                            V::Dict(d) => kwargs.extend(
                                d.data
                                    .borrow()
                                    .iter()
                                    .map(|(k, v)| (k.to_string(), v.clone())),
                            ),
                            _ => return unsupported("`**` of a value that is not a dict"),
                        }
                    }
                    _ => args.push(self.eval(a, frame, depth)?),
                }
            }
        }
        self.call_value(callee, args, kwargs, frame, depth)
    }

    /// `decorator(value)`.
    fn apply(&self, decorator: V<'t>, value: V<'t>, frame: &Frame<'t>, depth: usize) -> R<V<'t>> {
        self.call_value(decorator, vec![value], Vec::new(), frame, depth)
    }

    fn call_value(
        &self,
        callee: V<'t>,
        args: Vec<V<'t>>,
        kwargs: Vec<(String, V<'t>)>,
        frame: &Frame<'t>,
        depth: usize,
    ) -> R<V<'t>> {
        match callee {
            V::Func(f) => self.call(&f, None, args, kwargs, depth + 1, false),
            V::Bound(f, this) => self.call(&f, Some(*this), args, kwargs, depth + 1, false),
            V::Builtin(name, this) => self.builtin(name, this.map(|b| *b), args, kwargs, frame),
            V::Unknown(why) => {
                if args
                    .iter()
                    .chain(kwargs.iter().map(|(_, v)| v))
                    .any(is_followed)
                {
                    return unsupported(format!(
                        "it hands values toolsight follows to a call it cannot follow ({why})"
                    ));
                }
                Ok(V::Unknown(why))
            }
            _ => unsupported("a call of a value that is not a function"),
        }
    }

    fn builtin(
        &self,
        name: &str,
        this: Option<V<'t>>,
        args: Vec<V<'t>>,
        kwargs: Vec<(String, V<'t>)>,
        frame: &Frame<'t>,
    ) -> R<V<'t>> {
        let arg = |i: usize| args.get(i).cloned();
        let is_method = this.is_some();
        let any_unknown = args
            .iter()
            .chain(kwargs.iter().map(|(_, v)| v))
            .find(|v| matches!(v, V::Unknown(_)))
            .cloned();
        let no_kwargs = |what: &str| -> R<()> {
            if kwargs.is_empty() {
                Ok(())
            } else {
                unsupported(format!("`{what}` with keywords"))
            }
        };
        match (name, this) {
            ("server_tool", _) => {
                let mut entries: Vec<(Rc<str>, V)> = Vec::new();
                if let Some(n) = arg(0) {
                    insert(&mut entries, "name".into(), n);
                }
                if args.len() > 1 {
                    return unsupported("`tool()` with more than one positional argument");
                }
                for (k, v) in kwargs {
                    insert(&mut entries, k.as_str().into(), v);
                }
                let options = self.dict(entries)?;
                Ok(V::Builtin("server_tool_apply", Some(Box::new(options))))
            }
            ("server_tool_apply", Some(options)) => {
                no_kwargs("tool()(function)")?;
                let function = arg(0).ok_or(Stop::Unsupported("`tool()()` of nothing".into()))?;
                self.register(&options, &function)
            }
            ("get_tool", _) => {
                let Some(V::Str(wanted)) = arg(0) else {
                    return unsupported("`get_tool` of a name toolsight cannot know");
                };
                let registered = self.registered.borrow();
                let hit = registered.iter().rev().find(|(t, _)| match t {
                    V::Obj(o) => o
                        .data
                        .borrow()
                        .attrs
                        .iter()
                        .any(|(k, v)| k == "name" && matches!(v, V::Str(n) if *n == wanted)),
                    _ => false,
                });
                Ok(hit.map_or(V::None, |(t, _)| t.clone()))
            }
            ("wraps", _) => {
                let wrapped = arg(0).ok_or(Stop::Unsupported("`wraps()` of nothing".into()))?;
                Ok(V::Builtin("wraps_apply", Some(Box::new(wrapped))))
            }
            // the wrapper takes the wrapped function's name, docstring and signature, which is
            // all a registration reads of it
            ("wraps_apply", Some(wrapped)) => Ok(wrapped),
            ("signature", _) => match arg(0) {
                Some(V::Obj(o)) if o.data.borrow().kind == Kind::Function => Ok(o
                    .data
                    .borrow()
                    .attrs
                    .iter()
                    .find(|(k, _)| k == "__signature__")
                    .map_or(V::Unknown("a signature".into()), |(_, v)| v.clone())),
                _ => {
                    unsupported("`inspect.signature` of a value other than the decorated function")
                }
            },
            ("cleandoc", _) => match arg(0) {
                Some(V::Str(d)) => Ok(V::Str(eval::cleandoc(&d).into())),
                Some(V::Obj(o)) if o.data.borrow().kind == Kind::Docstring => {
                    let raw = o.data.borrow().attrs.iter().find_map(|(k, v)| match v {
                        V::Str(raw) if k == "raw" => Some(raw.clone()),
                        _ => None,
                    });
                    Ok(raw.map_or(V::Unknown("a docstring".into()), |r| {
                        V::Str(eval::cleandoc(&r).into())
                    }))
                }
                Some(u @ V::Unknown(_)) => Ok(u),
                _ => unsupported("`inspect.cleandoc` of a value that is not a string"),
            },
            ("tool_annotations", _) => {
                if !args.is_empty() {
                    return unsupported("`ToolAnnotations` with positional arguments");
                }
                Ok(self.object(Kind::Annotations, kwargs))
            }
            // a class made at run time changes none of the values the run follows
            ("type", _) if args.len() == 3 => Ok(V::Unknown("a class made at run time".into())),
            ("log", _) => Ok(V::None),
            ("get_logger", _) => Ok(V::Logger),
            ("list_tools", _) => self.listed_tools(),
            ("default_listing", _) => {
                let tools = self.listed_tools()?;
                let mut out = Vec::new();
                for t in self.iterate(&tools)? {
                    if let V::Obj(o) = &t {
                        out.push(self.to_mcp_tool(o, Vec::new())?);
                    }
                }
                self.list(out)
            }
            ("to_mcp_tool", Some(V::Obj(o))) => {
                if !args.is_empty() {
                    return unsupported("`to_mcp_tool` with positional arguments");
                }
                self.to_mcp_tool(&o, kwargs)
            }
            ("super", _) => match &frame.class {
                Some(c) if args.is_empty() || args.len() == 2 => Ok(V::Super(c.clone())),
                _ => unsupported("`super()` outside a method of the class"),
            },
            ("cast", _) => arg(1).ok_or(Stop::Unsupported("`cast` without a value".into())),
            ("isinstance", _) => {
                no_kwargs("isinstance")?;
                let (Some(v), Some(t)) = (arg(0), arg(1)) else {
                    return unsupported("`isinstance` without two arguments");
                };
                if let V::Unknown(_) = v {
                    return Ok(v);
                }
                let types: Vec<V> = match t {
                    V::Tuple(ts) => ts.as_ref().clone(),
                    t => vec![t],
                };
                let mut hit = false;
                for t in types {
                    match t {
                        V::Builtin(t, None) => hit |= is_instance(&v, t),
                        V::Unknown(why) => {
                            // a class of a library: none of the values toolsight makes is one,
                            // but a tool object may be
                            if matches!(v, V::Obj(_)) {
                                return Ok(V::Unknown(why));
                            }
                        }
                        _ => return unsupported("`isinstance` of something other than a type"),
                    }
                }
                Ok(V::Bool(hit))
            }
            ("getattr" | "hasattr", _) => {
                let (Some(o), Some(V::Str(attr))) = (arg(0), arg(1)) else {
                    return unsupported(format!("`{name}` of a name toolsight cannot know"));
                };
                let got = match &o {
                    V::Unknown(_) => Ok(o.clone()),
                    V::Obj(obj) => Ok(obj
                        .data
                        .borrow()
                        .attrs
                        .iter()
                        .find(|(k, _)| **k == *attr)
                        .map(|(_, v)| v.clone())
                        .unwrap_or(V::Unknown(format!("`{attr}` is not modelled").into()))),
                    _ => unsupported(format!("`{name}` of a value toolsight does not model")),
                }?;
                if name == "hasattr" {
                    return Ok(match got {
                        V::Unknown(u) => V::Unknown(u),
                        _ => V::Bool(true),
                    });
                }
                Ok(match (got, arg(2)) {
                    (V::Unknown(u), _) => V::Unknown(u),
                    (v, _) => v,
                })
            }
            _ if !is_method
                && any_unknown.is_some()
                && !matches!(name, "len" | "list" | "dict") =>
            {
                Ok(any_unknown.unwrap_or(V::None))
            }
            ("len", _) => match arg(0) {
                Some(V::Str(s)) => Ok(V::Int(s.chars().count() as i64)),
                Some(v @ V::Unknown(_)) => Ok(v),
                Some(v) => Ok(V::Int(self.iterate(&v)?.len() as i64)),
                None => unsupported("`len()`"),
            },
            ("any" | "all", _) => {
                let items = self.iterate(&arg(0).unwrap_or(V::None))?;
                let mut unknown = None;
                for i in &items {
                    match truth(i) {
                        Some(b) if b == (name == "any") => return Ok(V::Bool(b)),
                        Some(_) => {}
                        None => unknown = Some(unknown_of(i)),
                    }
                }
                Ok(unknown.unwrap_or(V::Bool(name == "all")))
            }
            ("list" | "tuple" | "set" | "frozenset" | "sorted" | "reversed", _) => {
                no_kwargs(name)?;
                let items = match arg(0) {
                    Some(v @ V::Unknown(_)) => return Ok(v),
                    Some(v) => self.iterate(&v)?,
                    None => Vec::new(),
                };
                match name {
                    "list" => self.list(items),
                    "tuple" => Ok(V::Tuple(Rc::new(items))),
                    "set" => Ok(V::Set(self.heap(dedupe(items)))),
                    "frozenset" => Ok(V::FrozenSet(Rc::new(dedupe(items)))),
                    "reversed" => self.list(items.into_iter().rev().collect()),
                    _ => {
                        let mut keys = Vec::new();
                        for i in items {
                            match i {
                                V::Str(s) => keys.push(s),
                                _ => return unsupported("`sorted` of values other than strings"),
                            }
                        }
                        keys.sort();
                        self.list(keys.into_iter().map(V::Str).collect())
                    }
                }
            }
            ("dict", _) => {
                let mut entries = match arg(0) {
                    Some(V::Dict(d)) => d.data.borrow().clone(),
                    Some(v @ V::Unknown(_)) => return Ok(v),
                    None => Vec::new(),
                    Some(_) => return unsupported("`dict()` of a value other than a dict"),
                };
                for (k, v) in kwargs {
                    insert(&mut entries, k.as_str().into(), v);
                }
                self.dict(entries)
            }
            ("str", _) => match arg(0) {
                Some(v) => py_str(&v)
                    .map(|s| V::Str(s.into()))
                    .ok_or(Stop::Unsupported(
                        "`str()` of a value toolsight does not format".into(),
                    )),
                None => Ok(V::Str("".into())),
            },
            ("bool", _) => Ok(match arg(0) {
                Some(v) => truth(&v).map_or_else(|| unknown_of(&v), V::Bool),
                None => V::Bool(false),
            }),
            ("int" | "float", _) => match arg(0) {
                Some(V::Int(i)) if name == "int" => Ok(V::Int(i)),
                Some(V::Int(i)) => Ok(V::Float(i as f64)),
                Some(V::Float(f)) if name == "float" => Ok(V::Float(f)),
                Some(V::Bool(b)) if name == "int" => Ok(V::Int(b.into())),
                _ => unsupported(format!("`{name}()` of this value")),
            },
            ("enumerate", _) => {
                let items = self.iterate(&arg(0).unwrap_or(V::None))?;
                let pairs = items
                    .into_iter()
                    .enumerate()
                    .map(|(i, v)| V::Tuple(Rc::new(vec![V::Int(i as i64), v])))
                    .collect();
                self.list(pairs)
            }
            ("zip", _) => {
                let lists = args
                    .iter()
                    .map(|a| self.iterate(a))
                    .collect::<R<Vec<_>>>()?;
                let n = lists.iter().map(Vec::len).min().unwrap_or(0);
                let rows = (0..n)
                    .map(|i| V::Tuple(Rc::new(lists.iter().map(|l| l[i].clone()).collect())))
                    .collect();
                self.list(rows)
            }
            ("range", _) => {
                let ints: Vec<i64> = args
                    .iter()
                    .map(|a| match a {
                        V::Int(i) => Ok(*i),
                        _ => unsupported("`range` of values other than integers"),
                    })
                    .collect::<R<_>>()?;
                let (start, end) = match ints.as_slice() {
                    [end] => (0, *end),
                    [start, end] => (*start, *end),
                    _ => return unsupported("`range` with a step"),
                };
                let n = usize::try_from(end.saturating_sub(start)).unwrap_or(0);
                self.count(n)?;
                self.list((start..end).map(V::Int).collect())
            }
            ("min" | "max" | "sum", _) => {
                let items = if args.len() == 1 {
                    self.iterate(&args[0])?
                } else {
                    args.clone()
                };
                let mut nums = Vec::new();
                for i in &items {
                    nums.push(number(i).ok_or(Stop::Unsupported(format!(
                        "`{name}` of values other than numbers"
                    )))?);
                }
                let all_int = items.iter().all(|i| matches!(i, V::Int(_) | V::Bool(_)));
                let pick = match name {
                    "sum" => Some(nums.iter().sum::<f64>()),
                    "min" => nums.iter().copied().reduce(f64::min),
                    _ => nums.iter().copied().reduce(f64::max),
                };
                let Some(v) = pick else {
                    return Err(Stop::Throw(format!(
                        "ValueError: {name}() of an empty sequence"
                    )));
                };
                Ok(if all_int {
                    V::Int(v as i64)
                } else {
                    V::Float(v)
                })
            }
            (_, Some(this)) => self.method(name, this, args, kwargs),
            _ => unsupported(format!("`{name}()`")),
        }
    }

    fn method(
        &self,
        name: &str,
        this: V<'t>,
        args: Vec<V<'t>>,
        kwargs: Vec<(String, V<'t>)>,
    ) -> R<V<'t>> {
        if !kwargs.is_empty() {
            return unsupported(format!("`.{name}()` with keywords"));
        }
        let arg = |i: usize| args.get(i).cloned();
        match (&this, name) {
            (V::Dict(d), "get") => {
                let Some(V::Str(k)) = arg(0) else {
                    return match arg(0) {
                        Some(u @ V::Unknown(_)) => Ok(u),
                        _ => unsupported("`.get()` of a key that is not a string"),
                    };
                };
                Ok(d.data
                    .borrow()
                    .iter()
                    .find(|(x, _)| *x == k)
                    .map(|(_, v)| v.clone())
                    .unwrap_or_else(|| arg(1).unwrap_or(V::None)))
            }
            (V::Dict(d), "pop") => {
                let Some(V::Str(k)) = arg(0) else {
                    return unsupported("`.pop()` of a key that is not a string");
                };
                self.may_change(d.id, "a dict")?;
                let mut data = d.data.borrow_mut();
                match data.iter().position(|(x, _)| *x == k) {
                    Some(at) => Ok(data.remove(at).1),
                    None => arg(1).ok_or_else(|| Stop::Throw(format!("KeyError: '{k}'"))),
                }
            }
            (V::Dict(d), "items") => {
                let pairs = d
                    .data
                    .borrow()
                    .iter()
                    .map(|(k, v)| V::Tuple(Rc::new(vec![V::Str(k.clone()), v.clone()])))
                    .collect();
                self.list(pairs)
            }
            (V::Dict(d), "keys") => Ok(V::FrozenSet(Rc::new(
                d.data
                    .borrow()
                    .iter()
                    .map(|(k, _)| V::Str(k.clone()))
                    .collect(),
            ))),
            (V::Dict(d), "values") => {
                let values = d.data.borrow().iter().map(|(_, v)| v.clone()).collect();
                self.list(values)
            }
            (V::Dict(d), "copy") => {
                let entries = d.data.borrow().clone();
                self.dict(entries)
            }
            (V::Dict(d), "update") => {
                let Some(V::Dict(other)) = arg(0) else {
                    return unsupported("`.update()` of a value other than a dict");
                };
                self.may_change(d.id, "a dict")?;
                let entries = other.data.borrow().clone();
                let mut data = d.data.borrow_mut();
                for (k, v) in entries {
                    insert(&mut data, k, v);
                }
                Ok(V::None)
            }
            (V::Dict(d), "setdefault") => {
                let Some(V::Str(k)) = arg(0) else {
                    return unsupported("`.setdefault()` of a key that is not a string");
                };
                if let Some((_, v)) = d.data.borrow().iter().find(|(x, _)| *x == k) {
                    return Ok(v.clone());
                }
                self.may_change(d.id, "a dict")?;
                let v = arg(1).unwrap_or(V::None);
                d.data.borrow_mut().push((k, v.clone()));
                Ok(v)
            }
            (V::List(l), "append") => {
                self.may_change(l.id, "a list")?;
                let v = arg(0).ok_or(Stop::Unsupported("`.append()` of nothing".into()))?;
                if let V::Obj(o) = &v {
                    let mut o = o.data.borrow_mut();
                    let now = self.conditions.borrow().clone();
                    for c in now {
                        if !o.conditions.contains(&c) {
                            o.conditions.push(c);
                        }
                    }
                }
                self.count(1)?;
                l.data.borrow_mut().push(v);
                Ok(V::None)
            }
            (V::List(l), "extend") => {
                let items = self.iterate(&arg(0).unwrap_or(V::None))?;
                self.may_change(l.id, "a list")?;
                self.count(items.len())?;
                l.data.borrow_mut().extend(items);
                Ok(V::None)
            }
            (V::List(l), "copy") => {
                let items = l.data.borrow().clone();
                self.list(items)
            }
            (V::List(l) | V::Set(l), "remove" | "discard") => {
                let v = arg(0).ok_or(Stop::Unsupported("`.remove()` of nothing".into()))?;
                self.may_change(l.id, "a list")?;
                let mut data = l.data.borrow_mut();
                match data.iter().position(|x| py_eq(x, &v) == Some(true)) {
                    Some(at) => {
                        data.remove(at);
                        Ok(V::None)
                    }
                    None if name == "discard" => Ok(V::None),
                    None => Err(Stop::Throw("ValueError: not in list".into())),
                }
            }
            (V::Set(s), "add") => {
                let v = arg(0).ok_or(Stop::Unsupported("`.add()` of nothing".into()))?;
                self.may_change(s.id, "a set")?;
                let mut data = s.data.borrow_mut();
                if !data.iter().any(|x| py_eq(x, &v) == Some(true)) {
                    data.push(v);
                }
                Ok(V::None)
            }
            (V::Str(s), _) => self.string_method(s, name, &args),
            _ => unsupported(format!("`.{name}()` on this value")),
        }
    }

    fn string_method(&self, s: &str, name: &str, args: &[V<'t>]) -> R<V<'t>> {
        let text_arg = |i: usize| match args.get(i) {
            Some(V::Str(x)) => Ok(Some(x.clone())),
            None => Ok(None),
            _ => unsupported(format!("`str.{name}` of a value that is not a string")),
        };
        let out = |x: String| V::Str(x.into());
        Ok(match name {
            "strip" | "lstrip" | "rstrip" => {
                let chars = text_arg(0)?;
                let is = |c: char| match &chars {
                    Some(set) => set.contains(c),
                    None => c.is_whitespace(),
                };
                out(match name {
                    "strip" => s.trim_matches(is),
                    "lstrip" => s.trim_start_matches(is),
                    _ => s.trim_end_matches(is),
                }
                .to_string())
            }
            "lower" => out(s.to_lowercase()),
            "upper" => out(s.to_uppercase()),
            "startswith" | "endswith" => {
                let Some(x) = text_arg(0)? else {
                    return unsupported(format!("`str.{name}()`"));
                };
                V::Bool(if name == "startswith" {
                    s.starts_with(x.as_ref())
                } else {
                    s.ends_with(x.as_ref())
                })
            }
            "replace" => {
                let (Some(a), Some(b)) = (text_arg(0)?, text_arg(1)?) else {
                    return unsupported("`str.replace()` with a count");
                };
                let r = s.replace(a.as_ref(), &b);
                self.count(r.len())?;
                out(r)
            }
            "removeprefix" | "removesuffix" => {
                let Some(x) = text_arg(0)? else {
                    return unsupported(format!("`str.{name}()`"));
                };
                out(if name == "removeprefix" {
                    s.strip_prefix(x.as_ref()).unwrap_or(s)
                } else {
                    s.strip_suffix(x.as_ref()).unwrap_or(s)
                }
                .to_string())
            }
            "split" => {
                let parts: Vec<V> = match text_arg(0)? {
                    Some(sep) if !sep.is_empty() => {
                        s.split(sep.as_ref()).map(|p| out(p.to_string())).collect()
                    }
                    Some(_) => return Err(Stop::Throw("ValueError: empty separator".into())),
                    None => s.split_whitespace().map(|p| out(p.to_string())).collect(),
                };
                self.list(parts)?
            }
            "join" => {
                let items = self.iterate(args.first().unwrap_or(&V::None))?;
                let mut parts = Vec::new();
                for i in items {
                    match i {
                        V::Str(x) => parts.push(x.to_string()),
                        V::Unknown(u) => return Ok(V::Unknown(u)),
                        _ => return Err(Stop::Throw("TypeError: join of a non-string".into())),
                    }
                }
                let r = parts.join(s);
                self.count(r.len())?;
                out(r)
            }
            _ => return unsupported(format!("`str.{name}()`")),
        })
    }
}

/// The child a node's grammar names `field`, which source with errors may lack.
fn part<'t>(node: Node<'t>, field: &str) -> R<Node<'t>> {
    node.field(field).ok_or_else(|| {
        Stop::Unsupported(format!(
            "a `{}` without its {field}",
            node.kind().replace('_', " ")
        ))
    })
}

/// Comments are named nodes wherever they are written, even inside parentheses.
trait FirstChild<'t> {
    fn named_child_skipping_comments(&self) -> Option<Node<'t>>;
}

impl<'t> FirstChild<'t> for Node<'t> {
    fn named_child_skipping_comments(&self) -> Option<Node<'t>> {
        let mut c = self.walk();
        let first = self.named_children(&mut c).find(|n| n.kind() != "comment");
        first
    }
}

/// The methods of `dict`, `list`, `set` and `str` the interpreter runs.
fn method_name(name: &str) -> R<&'static str> {
    const METHODS: &[&str] = &[
        "get",
        "pop",
        "items",
        "keys",
        "values",
        "copy",
        "update",
        "setdefault",
        "append",
        "extend",
        "remove",
        "discard",
        "add",
        "strip",
        "lstrip",
        "rstrip",
        "lower",
        "upper",
        "startswith",
        "endswith",
        "replace",
        "removeprefix",
        "removesuffix",
        "split",
        "join",
    ];
    METHODS
        .iter()
        .find(|m| **m == name)
        .copied()
        .ok_or_else(|| Stop::Unsupported(format!("the method `.{name}()`")))
}

fn builtin_name(name: &str) -> &'static str {
    const BUILTINS: &[&str] = &[
        "isinstance",
        "len",
        "any",
        "all",
        "list",
        "dict",
        "set",
        "frozenset",
        "tuple",
        "sorted",
        "str",
        "bool",
        "int",
        "float",
        "getattr",
        "hasattr",
        "enumerate",
        "zip",
        "range",
        "min",
        "max",
        "sum",
        "reversed",
        "super",
        "type",
    ];
    BUILTINS.iter().find(|b| **b == name).copied().unwrap_or("")
}

/// The items `[a:b]` takes of a sequence of `len` items.
fn slice_range(at: [Option<i64>; 2], len: usize) -> std::ops::Range<usize> {
    let len = i64::try_from(len).unwrap_or(i64::MAX);
    let clamp = |n: i64| (if n < 0 { len + n } else { n }).clamp(0, len) as usize;
    let start = at[0].map_or(0, clamp);
    let end = at[1].map_or(len as usize, clamp);
    start..end.max(start)
}

/// The library functions the run models, by their qualified names.
fn known_qualified(q: &str) -> Option<&'static str> {
    Some(match q {
        "inspect.cleandoc" => "cleandoc",
        "inspect.signature" => "signature",
        "functools.wraps" => "wraps",
        q if q.starts_with("mcp.") && q.ends_with(".ToolAnnotations") => "tool_annotations",
        _ => return None,
    })
}

/// The builtin types `isinstance` is asked about, when their names are used as values.
fn is_instance(v: &V, t: &str) -> bool {
    match t {
        "dict" => matches!(v, V::Dict(_)),
        "list" => matches!(v, V::List(_)),
        "str" => matches!(v, V::Str(_)),
        "int" => matches!(v, V::Int(_) | V::Bool(_)),
        "float" => matches!(v, V::Float(_)),
        "bool" => matches!(v, V::Bool(_)),
        "tuple" => matches!(v, V::Tuple(_)),
        "set" => matches!(v, V::Set(_)),
        "frozenset" => matches!(v, V::FrozenSet(_)),
        _ => false,
    }
}

/// A mutable value the run follows, which a call it cannot follow might change.
fn is_followed(v: &V) -> bool {
    match v {
        V::List(_) | V::Dict(_) | V::Set(_) | V::Obj(_) => true,
        V::Tuple(items) => items.iter().any(is_followed),
        _ => false,
    }
}

fn is_scalar(v: &V) -> bool {
    matches!(
        v,
        V::None | V::Bool(_) | V::Int(_) | V::Float(_) | V::Str(_)
    )
}

fn unknown_of<'t>(v: &V<'t>) -> V<'t> {
    match v {
        V::Unknown(_) => v.clone(),
        _ => V::Unknown("a value toolsight cannot know".into()),
    }
}

fn truth(v: &V) -> Option<bool> {
    Some(match v {
        V::None => false,
        V::Bool(b) => *b,
        V::Int(i) => *i != 0,
        V::Float(f) => *f != 0.0,
        V::Str(s) => !s.is_empty(),
        V::List(l) | V::Set(l) => !l.data.borrow().is_empty(),
        V::Tuple(t) | V::FrozenSet(t) => !t.is_empty(),
        V::Dict(d) => !d.data.borrow().is_empty(),
        V::Unknown(_) => return None,
        _ => true,
    })
}

fn number(v: &V) -> Option<f64> {
    match v {
        V::Int(i) => Some(*i as f64),
        V::Float(f) => Some(*f),
        V::Bool(b) => Some(f64::from(u8::from(*b))),
        _ => None,
    }
}

/// Python's `==`; `None` when a side is unknown.
fn py_eq<'t>(a: &V<'t>, b: &V<'t>) -> Option<bool> {
    Some(match (a, b) {
        (V::Unknown(_), _) | (_, V::Unknown(_)) => return None,
        (V::None, V::None) => true,
        (V::Str(x), V::Str(y)) => x == y,
        (V::List(x), V::List(y)) => {
            let (x, y) = (x.data.borrow(), y.data.borrow());
            return seq_eq(&x, &y);
        }
        (V::Tuple(x), V::Tuple(y)) => return seq_eq(x, y),
        (V::Dict(x), V::Dict(y)) => {
            let (x, y) = (x.data.borrow(), y.data.borrow());
            if x.len() != y.len() {
                return Some(false);
            }
            for (k, v) in x.iter() {
                let Some((_, w)) = y.iter().find(|(j, _)| j == k) else {
                    return Some(false);
                };
                if !py_eq(v, w)? {
                    return Some(false);
                }
            }
            true
        }
        (V::Set(_) | V::FrozenSet(_), V::Set(_) | V::FrozenSet(_)) => {
            let items = |v: &V<'t>| -> Vec<V<'t>> {
                match v {
                    V::Set(s) => s.data.borrow().clone(),
                    V::FrozenSet(s) => s.as_ref().clone(),
                    _ => Vec::new(),
                }
            };
            let (x, y) = (items(a), items(b));
            let within = |p: &[V<'t>], q: &[V<'t>]| {
                p.iter()
                    .all(|i| q.iter().any(|j| py_eq(i, j) == Some(true)))
            };
            x.len() == y.len() && within(&x, &y) && within(&y, &x)
        }
        (V::Obj(x), V::Obj(y)) => Rc::ptr_eq(x, y),
        _ => match (number(a), number(b)) {
            (Some(x), Some(y)) => x == y,
            _ => false,
        },
    })
}

fn seq_eq<'t>(x: &[V<'t>], y: &[V<'t>]) -> Option<bool> {
    if x.len() != y.len() {
        return Some(false);
    }
    for (a, b) in x.iter().zip(y) {
        if !py_eq(a, b)? {
            return Some(false);
        }
    }
    Some(true)
}

fn compare<'t>(op: &str, l: &V<'t>, r: &V<'t>) -> R<Option<bool>> {
    Ok(match op {
        "==" => py_eq(l, r),
        "!=" => py_eq(l, r).map(|b| !b),
        "is" | "is not" => {
            let same = match (l, r) {
                (V::Unknown(_), _) | (_, V::Unknown(_)) => None,
                (V::None, V::None) => Some(true),
                (V::Bool(a), V::Bool(b)) => Some(a == b),
                (V::List(a), V::List(b)) | (V::Set(a), V::Set(b)) => Some(Rc::ptr_eq(a, b)),
                (V::Dict(a), V::Dict(b)) => Some(Rc::ptr_eq(a, b)),
                (V::Obj(a), V::Obj(b)) => Some(Rc::ptr_eq(a, b)),
                (V::None | V::Bool(_), _) | (_, V::None | V::Bool(_)) => Some(false),
                // a type is itself and nothing else
                (V::Builtin(a, None), V::Builtin(b, None)) => Some(a == b),
                (V::Builtin(_, None), V::Obj(_) | V::Str(_) | V::Int(_) | V::Float(_))
                | (V::Obj(_) | V::Str(_) | V::Int(_) | V::Float(_), V::Builtin(_, None)) => {
                    Some(false)
                }
                _ => {
                    return unsupported("`is` between values other than None, booleans and objects")
                }
            };
            if op == "is" {
                same
            } else {
                same.map(|b| !b)
            }
        }
        "in" | "not in" => {
            let found = match r {
                V::Unknown(_) => None,
                V::Str(hay) => match l {
                    V::Str(needle) => Some(hay.contains(needle.as_ref())),
                    V::Unknown(_) => None,
                    _ => {
                        return Err(Stop::Throw(
                            "TypeError: 'in <string>' of a non-string".into(),
                        ))
                    }
                },
                V::Dict(d) => match l {
                    V::Str(k) => Some(d.data.borrow().iter().any(|(x, _)| x == k)),
                    V::Unknown(_) => None,
                    _ => Some(false),
                },
                V::List(items) | V::Set(items) => member(l, &items.data.borrow()),
                V::Tuple(items) | V::FrozenSet(items) => member(l, items),
                _ => return unsupported("`in` of a value that is not a collection"),
            };
            if op == "in" {
                found
            } else {
                found.map(|b| !b)
            }
        }
        "<" | "<=" | ">" | ">=" => match (l, r) {
            (V::Unknown(_), _) | (_, V::Unknown(_)) => None,
            (V::Str(a), V::Str(b)) => Some(match op {
                "<" => a < b,
                "<=" => a <= b,
                ">" => a > b,
                _ => a >= b,
            }),
            _ => match (number(l), number(r)) {
                (Some(a), Some(b)) => Some(match op {
                    "<" => a < b,
                    "<=" => a <= b,
                    ">" => a > b,
                    _ => a >= b,
                }),
                _ => {
                    return Err(Stop::Throw(format!(
                        "TypeError: `{op}` between these values"
                    )))
                }
            },
        },
        _ => return unsupported(format!("the comparison `{op}`")),
    })
}

fn member<'t>(needle: &V<'t>, items: &[V<'t>]) -> Option<bool> {
    let mut unknown = false;
    for i in items {
        match py_eq(needle, i) {
            Some(true) => return Some(true),
            Some(false) => {}
            None => unknown = true,
        }
    }
    (!unknown).then_some(false)
}

fn dedupe<'t>(items: Vec<V<'t>>) -> Vec<V<'t>> {
    let mut out: Vec<V> = Vec::new();
    for i in items {
        if !out.iter().any(|o| py_eq(o, &i) == Some(true)) {
            out.push(i);
        }
    }
    out
}

fn insert<'t>(entries: &mut Vec<(Rc<str>, V<'t>)>, k: Rc<str>, v: V<'t>) {
    match entries.iter_mut().find(|(x, _)| *x == k) {
        Some((_, slot)) => *slot = v,
        None => entries.push((k, v)),
    }
}

fn dict_key(k: V) -> R<Rc<str>> {
    match k {
        V::Str(s) => Ok(s),
        _ => unsupported("a dict key that is not a string"),
    }
}

fn index(i: i64, len: usize) -> Option<usize> {
    let len = i64::try_from(len).ok()?;
    let at = if i < 0 { len + i } else { i };
    (0..len).contains(&at).then_some(at as usize)
}

/// Python's `str()` of a scalar.
fn py_str(v: &V) -> Option<String> {
    Some(match v {
        V::None => "None".into(),
        V::Bool(true) => "True".into(),
        V::Bool(false) => "False".into(),
        V::Int(i) => i.to_string(),
        V::Str(s) => s.to_string(),
        V::Float(f) if f.is_finite() && f.fract() == 0.0 && f.abs() < 1e16 => format!("{f:.1}"),
        _ => return None,
    })
}

fn to_json(v: &V, depth: usize) -> Result<Json, String> {
    if depth > MAX_JSON_DEPTH {
        return Err("it makes a schema nested too deeply".into());
    }
    Ok(match v {
        V::None => Json::Null,
        V::Bool(b) => Json::Bool(*b),
        V::Int(i) => Json::Number((*i).into()),
        V::Float(f) => Number::from_f64(*f)
            .map(Json::Number)
            .ok_or("it makes a number JSON cannot hold")?,
        V::Str(s) => Json::String(s.to_string()),
        V::List(l) => Json::Array(
            l.data
                .borrow()
                .iter()
                .map(|i| to_json(i, depth + 1))
                .collect::<Result<_, _>>()?,
        ),
        V::Tuple(t) => Json::Array(
            t.iter()
                .map(|i| to_json(i, depth + 1))
                .collect::<Result<_, _>>()?,
        ),
        V::Dict(d) => {
            let mut m = Map::new();
            for (k, v) in d.data.borrow().iter() {
                m.insert(k.to_string(), to_json(v, depth + 1)?);
            }
            Json::Object(m)
        }
        V::Unknown(why) => return Err(format!("a part of an entry is not known: {why}")),
        _ => return Err("it puts a value into an entry that is not JSON".into()),
    })
}

/// The names a statement binds, at any depth of its blocks (not in functions it defines).
fn assigned_names(stmt: Node, src: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![stmt];
    while let Some(n) = stack.pop() {
        let targets: Vec<Node> = match n.kind() {
            "assignment" | "augmented_assignment" | "for_statement" | "for_in_clause" => {
                n.field("left").into_iter().collect()
            }
            "named_expression" => n.field("name").into_iter().collect(),
            "function_definition" | "class_definition" => {
                out.extend(n.field("name").map(|x| text(x, src).to_string()));
                continue;
            }
            _ => Vec::new(),
        };
        for t in targets {
            let mut names = vec![t];
            while let Some(x) = names.pop() {
                match x.kind() {
                    "identifier" => out.push(text(x, src).to_string()),
                    "pattern_list"
                    | "tuple_pattern"
                    | "list_pattern"
                    | "tuple"
                    | "expression_list"
                    | "parenthesized_expression" => {
                        let mut c = x.walk();
                        names.extend(x.named_children(&mut c));
                    }
                    _ => {}
                }
            }
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    out
}
