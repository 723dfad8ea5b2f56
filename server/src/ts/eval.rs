//! A small abstract interpreter over the TypeScript syntax tree: it evaluates exactly the
//! expressions that build tool definitions (literals, consts, imports, zod chains, helper
//! functions, spreads) and answers `Unknown` with a reason for anything else.

use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::rc::Rc;

use tree_sitter::Node;

use crate::ir::{Api, Kind, LazyTarget, Recursion, Schema, SchemaRef};
use crate::model::Declared;
use crate::model::Reads;
use crate::span::{FileId, Span};
use crate::syntax::{text, Field};
use crate::ts::bundle::BundleIndex;
use crate::ts::environ::{EnvState, Read};
use crate::ts::scope::{self, Decl, Imported, PatternStep};
use crate::ts::value::*;
use crate::workspace::{SourceFile, Workspace};

/// The module a bundle's copy of the SDK's server classes stands for.
const BUNDLED_SDK: &str = "@modelcontextprotocol/sdk/server/mcp.js";
/// Calls nested deeper than this (helper functions calling helpers) are not followed.
const MAX_DEPTH: u32 = 48;
/// See `Evaluator::local_evals`.
const MAX_LOCAL_EVALS: u32 = 50_000;

/// Nodes of a block walked (once) for the writes of the `let`s declared in it; a bundle's whole
/// module is one block.
const MAX_LET_WALK: usize = 40_000_000;

/// How the zod import specifiers of this project map to an API, given the installed zod.
#[derive(Debug, Clone, Copy)]
pub struct ZodApis {
    /// What a bare `zod` import is: zod 3 or zod 4, from the installed major version.
    pub bare: Api,
    /// Whether zod 4 imports reach the 4.0.0 core that zod 3.25 bundles (where, for one,
    /// `z.function()` is not a schema).
    pub core40: bool,
}

impl ZodApis {
    pub fn for_specifier(&self, specifier: &str) -> Option<Api> {
        match specifier {
            "zod" => Some(self.bare),
            "zod/v3" => Some(Api::Zod3),
            "zod/v4" | "zod/v4/core" => Some(Api::Zod4),
            // zod 3.25 does not export `zod/mini`: importing it fails (see `missing_subpath`)
            "zod/mini" if self.core40 => None,
            "zod/mini" | "zod/v4-mini" | "zod/v4/mini" => Some(Api::Zod4Mini),
            _ => None,
        }
    }

    /// A zod subpath the installed zod does not export, so importing it fails at load.
    pub fn missing_subpath(&self, specifier: &str) -> bool {
        self.core40 && specifier == "zod/mini"
    }
}

pub struct Evaluator<'w> {
    pub ws: &'w Workspace,
    pub zod: ZodApis,
    cache: RefCell<HashMap<BindingKey, Value>>,
    in_progress: RefCell<HashSet<BindingKey>>,
    lazies: RefCell<HashMap<BindingKey, Vec<LazyTarget>>>,
    recursion: Rc<Recursion>,
    depth: Cell<u32>,
    /// Inside a lazy getter's body, which runs after the surrounding declaration completes; only
    /// there may a binding refer to itself.
    deferred: Cell<u32>,
    /// Function-local declarations evaluated under bindings so far: they are not cached, so a
    /// budget keeps chains of them from growing without bound.
    local_evals: Cell<u32>,
    program_indexes: RefCell<HashMap<FileId, Rc<scope::ProgramIndex>>>,
    /// What the evaluation depended on beyond the nodes it was given: the declarations it
    /// resolved, and the names whose calls it looked for across a file. An edit that touches
    /// none of them cannot change what was evaluated.
    reads: RefCell<Reads>,
    /// The other source files of the run: a function exported from one module is called from
    /// others (`registerTools(server)`), so its call sites are looked for there too.
    project: RefCell<Rc<[PathBuf]>>,
    /// Where each function of the run is called from other modules (its file and start, to
    /// the calls' files and byte ranges): searched once per function, not once per
    /// registration inside it.
    other_module_calls: RefCell<HashMap<(FileId, u32), CallSites>>,
    /// The exports being looked up, across nested lookups: `exports.s = exports.s` reached
    /// itself through a fresh lookup each time, exponentially.
    exporting: RefCell<HashSet<(FileId, String)>>,
    /// Per object declaration, the `name.key = value` assignments of its block.
    assignments: RefCell<HashMap<BindingKey, ByteRanges>>,
    /// Per block that declares a `let`, the writes of each name in it (`None`: too large to
    /// walk): one walk per block, however many of its `let`s are looked up.
    let_writes: RefCell<HashMap<BindingKey, Option<Rc<LetWrites>>>>,
    /// Per module, where its code changes elements of tables (`None`: too large to walk).
    element_indexes: RefCell<HashMap<FileId, Option<Rc<crate::ts::mutation::ElementIndex>>>>,
    /// The dependencies of installed packages the run's modules import, read once per run.
    pub manifests: RefCell<crate::ts::packages::Manifests>,
    /// The declared process environment, if any (without one, `process` is unknown).
    environment: Option<Rc<EnvState>>,
    /// Per module, the SDK and zod copies it carries when it is a bundle.
    bundles: RefCell<HashMap<FileId, Rc<BundleIndex>>>,
}

/// Calls found in other modules: each call's file and byte range.
pub type CallSites = Rc<[(FileId, u32, u32)]>;

/// A node to evaluate: the file it is in, the node, and the bindings in scope.
pub struct At<'a, 't> {
    pub file: &'a Rc<SourceFile>,
    pub node: Node<'t>,
}

impl<'w> Evaluator<'w> {
    pub fn new(ws: &'w Workspace, zod: ZodApis) -> Self {
        Evaluator {
            ws,
            zod,
            cache: RefCell::default(),
            in_progress: RefCell::default(),
            lazies: RefCell::default(),
            recursion: Rc::default(),
            depth: Cell::new(0),
            deferred: Cell::new(0),
            local_evals: Cell::new(0),
            program_indexes: RefCell::default(),
            reads: RefCell::default(),
            project: RefCell::new(Rc::from(Vec::new())),
            other_module_calls: RefCell::default(),
            exporting: RefCell::default(),
            assignments: RefCell::default(),
            let_writes: RefCell::default(),
            element_indexes: RefCell::default(),
            manifests: RefCell::default(),
            environment: None,
            bundles: RefCell::default(),
        }
    }

    /// An evaluator that reads `process.env` from the declared `environment`.
    pub fn with_environment(mut self, environment: Option<Rc<EnvState>>) -> Self {
        self.environment = environment;
        self
    }

    /// `process.env.KEY` under the declared environment.
    /// `process.argv`: the node binary and the script, whose paths depend on the machine, then
    /// the declared arguments.
    fn argv(&self, span: Span) -> Value {
        let Some(args) = self.environment.as_ref().and_then(|s| s.declared().args()) else {
            return Value::unknown(
                "`process.argv`: the server's command-line arguments are not declared (`--arg`, `args` in [environment])",
            );
        };
        let mut items = vec![
            Value::unknown("`process.argv[0]`, the path of the node binary"),
            Value::unknown("`process.argv[1]`, the path of the script"),
        ];
        items.extend(args.iter().map(|a| Value::Str(a.as_str().into(), span)));
        Value::Array(Rc::new(items))
    }

    fn env_var(&self, key: &str, span: Span) -> Value {
        let Some(state) = &self.environment else {
            return Value::unknown(format!("`process.env.{key}`"));
        };
        match state.read(self.ws, key) {
            Read::Declared(Declared::Set(v)) => Value::Str(v.into(), span),
            Read::Declared(Declared::Unset) => Value::Undefined,
            Read::Declared(Declared::Unknown) => Value::unknown(format!(
                "`process.env.{key}`, which the declared environment does not list"
            )),
            Read::Written(why) => Value::unknown(why),
        }
    }

    /// `Object.keys(process.env)` and the like: an object of every variable, when known.
    fn env_object(&self, span: Span) -> Value {
        let all = self.environment.as_ref().and_then(|s| s.all(self.ws));
        match all {
            Some(vars) => Value::Object(Rc::new(ObjectLit {
                props: vars
                    .into_iter()
                    .map(|(k, v)| Prop {
                        key: k.into(),
                        value: Value::Str(v.into(), span),
                        key_span: span,
                        value_span: span,
                    })
                    .collect(),
                span,
            })),
            None => Value::unknown(
                "every variable of `process.env`, which only a complete declared environment the program does not change lists",
            ),
        }
    }

    /// The calls of the function at `func` from the run's other modules, found by `find` the
    /// first time they are asked for.
    pub fn other_module_calls(
        &self,
        func: (FileId, u32),
        find: impl FnOnce() -> Vec<(FileId, u32, u32)>,
    ) -> CallSites {
        if let Some(found) = self.other_module_calls.borrow().get(&func) {
            return found.clone();
        }
        let found: CallSites = Rc::from(find());
        self.other_module_calls
            .borrow_mut()
            .insert(func, found.clone());
        found
    }

    /// Sets the run's source files, where calls of exported functions are looked for.
    pub fn set_project(&self, files: &[PathBuf]) {
        *self.project.borrow_mut() = Rc::from(files.to_vec());
    }

    pub fn project(&self) -> Rc<[PathBuf]> {
        self.project.borrow().clone()
    }

    /// Starts with files' declaration indexes built before (by an earlier evaluator over the
    /// same texts).
    /// An evaluator whose lazy targets `recursion` keeps (one per run, shared by its evaluators
    /// and predictions).
    pub fn with_recursion(mut self, recursion: Rc<Recursion>) -> Self {
        self.recursion = recursion;
        self
    }

    pub fn with_indexes(self, indexes: &HashMap<FileId, Rc<scope::ProgramIndex>>) -> Self {
        self.program_indexes.borrow_mut().extend(
            indexes
                .iter()
                .map(|(file, index)| (*file, Rc::clone(index))),
        );
        self
    }

    /// What the evaluation so far depended on (see the field).
    pub fn reads(&self) -> Reads {
        self.reads.borrow().clone()
    }

    /// Notes that calls of `name` were looked for across a file.
    pub fn note_call_name(&self, name: &str) {
        let mut reads = self.reads.borrow_mut();
        if !reads.call_names.iter().any(|n| n == name) {
            reads.call_names.push(name.to_string());
        }
    }

    /// The files' declaration indexes built so far, for a later evaluator over the same texts.
    pub fn indexes(&self) -> HashMap<FileId, Rc<scope::ProgramIndex>> {
        self.program_indexes.borrow().clone()
    }

    /// The file's top-level declarations and imports, indexed once.
    pub fn program_index(&self, f: &SourceFile) -> Rc<scope::ProgramIndex> {
        self.program_indexes
            .borrow_mut()
            .entry(f.id)
            .or_insert_with(|| Rc::new(scope::ProgramIndex::build(&f.text, f.tree.root_node())))
            .clone()
    }

    /// The SDK and zod copies `f` carries, if it is a bundle.
    pub fn bundle(&self, f: &SourceFile) -> Rc<BundleIndex> {
        self.bundles
            .borrow_mut()
            .entry(f.id)
            .or_insert_with(|| Rc::new(BundleIndex::of(f)))
            .clone()
    }

    pub fn span(&self, f: &SourceFile, n: Node) -> Span {
        Span::new(f.id, n.start_byte(), n.end_byte())
    }

    pub fn eval(&self, f: &Rc<SourceFile>, node: Node, env: &Env) -> Value {
        if self.depth.get() > MAX_DEPTH {
            return Value::unknown("the expression nests deeper than toolsight follows");
        }
        self.depth.set(self.depth.get() + 1);
        let v = self.eval_inner(f, node, env);
        self.depth.set(self.depth.get() - 1);
        v
    }

    fn eval_inner(&self, f: &Rc<SourceFile>, node: Node, env: &Env) -> Value {
        let src = f.text.as_str();
        match node.kind() {
            "parenthesized_expression"
            | "as_expression"
            | "satisfies_expression"
            | "non_null_expression"
            | "type_assertion"
            | "await_expression" => match first_expression(node) {
                Some(inner) => self.eval(f, inner, env),
                None => Value::unknown("empty expression"),
            },
            "sequence_expression" => {
                // `(0, zod_1.z)` in compiled CommonJS: the value is the last operand
                let mut c = node.walk();
                let last = node.named_children(&mut c).last();
                match last {
                    Some(n) => self.eval(f, n, env),
                    None => Value::Undefined,
                }
            }
            "identifier" => self.lookup(f, text(node, src), node, env),
            "undefined" => Value::Undefined,
            "null" => Value::Null,
            "true" => Value::Bool(true),
            "false" => Value::Bool(false),
            "number" => parse_number(text(node, src))
                .map(Value::Num)
                .unwrap_or_else(|| Value::unknown("unsupported numeric literal")),
            "string" => Value::Str(
                scope::string_value(src, node).unwrap_or_default().into(),
                self.span(f, node),
            ),
            "template_string" => self.eval_template(f, node, env),
            "regex" => {
                let pattern = node.field("pattern").map(|n| text(n, src)).unwrap_or("");
                let flags = node.field("flags").map(|n| text(n, src)).unwrap_or("");
                Value::Regex {
                    source: pattern.into(),
                    flags: flags.into(),
                }
            }
            "object" => self.eval_object(f, node, env),
            "array" => {
                let mut items = Vec::new();
                let mut c = node.walk();
                for el in node.named_children(&mut c) {
                    if el.kind() == "comment" {
                        continue;
                    }
                    if el.kind() == "spread_element" {
                        match first_expression(el).map(|e| self.eval(f, e, env)) {
                            Some(Value::Array(inner) | Value::Set(inner)) => {
                                items.extend(inner.iter().cloned())
                            }
                            _ => {
                                return Value::unknown("a spread of a value toolsight cannot list")
                            }
                        }
                    } else {
                        items.push(self.eval(f, el, env));
                    }
                }
                Value::Array(Rc::new(items))
            }
            "member_expression" => {
                let Some(obj) = node.field("object") else {
                    return Value::unknown("incomplete member access");
                };
                let Some(prop) = node.field("property") else {
                    return Value::unknown("incomplete member access");
                };
                if obj.kind() == "this" && env.get("this").is_none() {
                    if let Some(v) = self.this_member(f, node, text(prop, src)) {
                        return v;
                    }
                }
                if text(prop, src) == "modelContext" && is_browser_global(text(obj, src)) {
                    return Value::Server(Rc::new(ServerVal {
                        kind: ServerKind::Framework(Framework::WebMcp),
                        span: self.span(f, node),
                        specifier: "navigator.modelContext".into(),
                        copy: false,
                        inner: false,
                    }));
                }
                let recv = self.eval(f, obj, env);
                if node.field("optional_chain").is_some()
                    && matches!(recv, Value::Undefined | Value::Null)
                {
                    return Value::Undefined;
                }
                self.member(f, &recv, text(prop, src), node)
            }
            "this" => env.get("this").unwrap_or_else(|| self.this_value(f, node)),
            "class" => self.class_value(f, node, "(anonymous class)".into()),
            "ternary_expression" => self.eval_ternary(f, node, env),
            "subscript_expression" => {
                let (Some(obj), Some(idx)) = (node.field("object"), node.field("index")) else {
                    return Value::unknown("incomplete index expression");
                };
                let recv = self.eval(f, obj, env);
                match self.eval(f, idx, env) {
                    Value::Str(s, _) => self.member(f, &recv, &s, node),
                    Value::Num(n) => match &recv {
                        Value::Array(items) => {
                            items.get(n as usize).cloned().unwrap_or(Value::Undefined)
                        }
                        _ => self.member(f, &recv, &n.to_string(), node),
                    },
                    _ => Value::unknown("an index toolsight cannot evaluate"),
                }
            }
            "call_expression" => self.eval_call(f, node, env),
            "new_expression" => self.eval_new(f, node, env),
            "arrow_function" | "function_expression" | "function" => {
                Value::Func(Rc::new(FuncVal {
                    file: f.id,
                    start: node.start_byte() as u32,
                    end: node.end_byte() as u32,
                    env: env.clone(),
                    name: None,
                }))
            }
            "unary_expression" => {
                let op = node.field("operator").map(|n| text(n, src));
                let arg = node.field("argument");
                match (op, arg.map(|a| self.eval(f, a, env))) {
                    (Some("-"), Some(Value::Num(n))) => Value::Num(-n),
                    (Some("+"), Some(Value::Num(n))) => Value::Num(n),
                    (Some("!"), Some(v)) if v.truthy().is_some() => {
                        Value::Bool(v.truthy() == Some(false))
                    }
                    (Some("void"), _) => Value::Undefined,
                    _ => Value::unknown("an operator expression"),
                }
            }
            "binary_expression" => self.eval_binary(f, node, env),
            _ => Value::unknown(format!("a {} expression", node.kind().replace('_', " "))),
        }
    }

    fn eval_template(&self, f: &Rc<SourceFile>, node: Node, env: &Env) -> Value {
        let src = f.text.as_str();
        let mut out = String::new();
        let mut c = node.walk();
        for part in node.children(&mut c) {
            match part.kind() {
                "string_fragment" | "escape_sequence" => {
                    out.push_str(&scope::cook_template_text(text(part, src)))
                }
                "template_substitution" => {
                    let Some(e) = first_expression(part) else {
                        return Value::unknown("empty template substitution");
                    };
                    match self.eval(f, e, env) {
                        Value::Str(s, _) => out.push_str(&s),
                        Value::Num(n) => out.push_str(&js_number_string(n)),
                        Value::Bool(b) => out.push_str(if b { "true" } else { "false" }),
                        // the reason of what is inside, so the user sees what to declare or fix
                        Value::Unknown(why) => {
                            return Value::unknown(format!(
                                "a template string with `${{{}}}`: {why}",
                                text(e, src).chars().take(60).collect::<String>()
                            ))
                        }
                        other => {
                            return Value::unknown(format!(
                            "a template string with `${{{}}}`, {} toolsight does not write as text",
                            text(e, src).chars().take(60).collect::<String>(),
                            other.describe()
                        ))
                        }
                    }
                }
                _ => {}
            }
        }
        Value::Str(out.into(), self.span(f, node))
    }

    fn eval_binary(&self, f: &Rc<SourceFile>, node: Node, env: &Env) -> Value {
        let src = f.text.as_str();
        let op = node.field("operator").map(|n| text(n, src)).unwrap_or("");
        let (Some(l), Some(r)) = (node.field("left"), node.field("right")) else {
            return Value::unknown("incomplete expression");
        };
        // `"modelContext" in navigator`: a page's feature test. Only a browser that has it has an
        // agent to list the tools to, so the prediction is for that browser
        if op == "in"
            && text(l, src).trim_matches(['"', '\'', '`']) == "modelContext"
            && is_browser_global(text(r, src))
        {
            return Value::Bool(true);
        }
        let lv = self.eval(f, l, env);
        match op {
            "??" => match lv {
                Value::Undefined | Value::Null => self.eval(f, r, env),
                Value::Unknown(_) => lv,
                other => other,
            },
            "+" => match (lv, self.eval(f, r, env)) {
                (Value::Num(a), Value::Num(b)) => Value::Num(a + b),
                (Value::Str(a, sa), Value::Str(b, sb)) => Value::Str(
                    format!("{a}{b}").into(),
                    Span::new(sa.file, sa.start as usize, sb.end as usize),
                ),
                (Value::Str(a, sa), Value::Num(b)) => {
                    Value::Str(format!("{a}{}", js_number_string(b)).into(), sa)
                }
                (Value::Num(a), Value::Str(b, sb)) => {
                    Value::Str(format!("{}{b}", js_number_string(a)).into(), sb)
                }
                _ => Value::unknown("a sum toolsight cannot evaluate"),
            },
            "*" | "-" | "/" | "**" => match (lv, self.eval(f, r, env)) {
                (Value::Num(a), Value::Num(b)) => Value::Num(match op {
                    "*" => a * b,
                    "-" => a - b,
                    "/" => a / b,
                    _ => a.powf(b),
                }),
                _ => Value::unknown("arithmetic toolsight cannot evaluate"),
            },
            "===" | "!==" => match strict_equal(&lv, &self.eval(f, r, env)) {
                Some(eq) => Value::Bool(eq == (op == "===")),
                None => Value::unknown(format!("a `{op}` of values toolsight cannot compare")),
            },
            "==" | "!=" => match loose_equal(&lv, &self.eval(f, r, env)) {
                Some(eq) => Value::Bool(eq == (op == "==")),
                None => Value::unknown(format!("a `{op}` of values toolsight cannot compare")),
            },
            // numbers only: strings compare by code units and mixed operands convert
            "<" | ">" | "<=" | ">=" => match (lv, self.eval(f, r, env)) {
                (Value::Num(a), Value::Num(b)) => Value::Bool(match op {
                    "<" => a < b,
                    ">" => a > b,
                    "<=" => a <= b,
                    _ => a >= b,
                }),
                _ => Value::unknown(format!("a `{op}` of values toolsight does not compare")),
            },
            // the operand that decides, as JavaScript returns it
            "||" | "&&" => match (lv.truthy(), op) {
                (Some(true), "||") | (Some(false), "&&") => lv,
                (Some(_), _) => self.eval(f, r, env),
                (None, _) => match lv {
                    Value::Unknown(_) => lv,
                    _ => Value::unknown(format!("a `{op}` of a value toolsight cannot decide")),
                },
            },
            _ => Value::unknown(format!("a `{op}` expression")),
        }
    }

    fn eval_object(&self, f: &Rc<SourceFile>, node: Node, env: &Env) -> Value {
        let src = f.text.as_str();
        let mut props: Vec<Prop> = Vec::new();
        let push = |props: &mut Vec<Prop>, p: Prop| {
            props.retain(|q| q.key != p.key);
            props.push(p);
        };
        let mut c = node.walk();
        for part in node.named_children(&mut c) {
            match part.kind() {
                "pair" => {
                    let (Some(k), Some(v)) = (part.field("key"), part.field("value")) else {
                        continue;
                    };
                    let key: Rc<str> =
                        match k.kind() {
                            "computed_property_name" => {
                                match first_expression(k).map(|e| self.eval(f, e, env)) {
                                    Some(Value::Str(s, _)) => s,
                                    Some(Value::Num(n)) => js_number_string(n).into(),
                                    _ => return Value::unknown(
                                        "an object with a computed key toolsight cannot evaluate",
                                    ),
                                }
                            }
                            _ => scope::string_value(src, k)
                                .unwrap_or_else(|| text(k, src).to_string())
                                .into(),
                        };
                    let value = self.eval(f, v, env);
                    push(
                        &mut props,
                        Prop {
                            key,
                            value,
                            key_span: self.span(f, k),
                            value_span: self.span(f, v),
                        },
                    );
                }
                "shorthand_property_identifier" => {
                    let name = text(part, src);
                    let value = self.lookup(f, name, part, env);
                    push(
                        &mut props,
                        Prop {
                            key: name.into(),
                            value,
                            key_span: self.span(f, part),
                            value_span: self.span(f, part),
                        },
                    );
                }
                "spread_element" => match first_expression(part).map(|e| self.eval(f, e, env)) {
                    Some(Value::Object(o)) => {
                        for p in &o.props {
                            push(&mut props, p.clone());
                        }
                    }
                    Some(Value::Undefined) | Some(Value::Null) => {}
                    Some(Value::Unknown(r)) => {
                        return Value::Unknown(format!("a spread of {r}").into())
                    }
                    _ => return Value::unknown("a spread of a value toolsight cannot list"),
                },
                "method_definition" => {
                    let Some(name) = part.field("name") else {
                        continue;
                    };
                    let key: Rc<str> = scope::string_value(src, name).unwrap_or_default().into();
                    let is_getter = {
                        let mut c2 = part.walk();
                        let g = part.children(&mut c2).any(|ch| ch.kind() == "get");
                        g
                    };
                    let value = if is_getter {
                        self.eval_getter(f, part, env)
                    } else {
                        Value::Func(Rc::new(FuncVal {
                            file: f.id,
                            start: part.start_byte() as u32,
                            end: part.end_byte() as u32,
                            env: env.clone(),
                            name: Some(key.clone()),
                        }))
                    };
                    push(
                        &mut props,
                        Prop {
                            key,
                            value,
                            key_span: self.span(f, name),
                            value_span: self.span(f, part),
                        },
                    );
                }
                _ => {}
            }
        }
        Value::Object(Rc::new(ObjectLit {
            props,
            span: self.span(f, node),
        }))
    }

    /// A getter property (`get children() { return z.array(Node) }`): zod 4's recursion idiom.
    /// The returned schema may refer to the object being defined, which the lazy indirection
    /// resolves once that binding is complete.
    fn eval_getter(&self, f: &Rc<SourceFile>, method: Node, env: &Env) -> Value {
        let Some(body) = method.field("body") else {
            return Value::unknown("a getter without a body");
        };
        match single_return(body) {
            Some(expr) => match self.deferred_eval(|| self.eval(f, expr, env)) {
                Value::Pending(key) => Value::Schema(self.lazy_for(key, true, self.span(f, expr))),
                other => other,
            },
            None => Value::unknown("a getter with statements toolsight does not follow"),
        }
    }

    pub fn in_deferred(&self) -> bool {
        self.deferred.get() > 0
    }

    /// Evaluates a lazy getter's body.
    pub fn deferred_eval(&self, run: impl FnOnce() -> Value) -> Value {
        self.deferred.set(self.deferred.get() + 1);
        let v = run();
        self.deferred.set(self.deferred.get() - 1);
        v
    }

    /// A lazy target filled by the caller.
    pub fn lazy_target(&self) -> LazyTarget {
        self.recursion.lazy(false)
    }

    /// A lazy node that will point at the binding `key` once it is evaluated.
    pub fn lazy_for(&self, key: BindingKey, implicit: bool, span: Span) -> SchemaRef {
        let target = self.recursion.lazy(implicit);
        self.lazies
            .borrow_mut()
            .entry(key)
            .or_default()
            .push(target.clone());
        Schema::new(Kind::Lazy(target), span, self.zod.bare)
    }

    pub fn lookup(&self, f: &Rc<SourceFile>, name: &str, at: Node, env: &Env) -> Value {
        if let Some(v) = env.get(name) {
            return v;
        }
        let src = f.text.as_str();
        let index = self.program_index(f);
        let decl = scope::find_decl_indexed(src, name, f.tree.root_node(), at, Some(&index));
        let declared_at = match &decl {
            Some(Decl::Var { declarator: n, .. })
            | Some(Decl::Function(n))
            | Some(Decl::Enum(n))
            | Some(Decl::Class(n)) => Some(self.span(f, *n)),
            _ => None,
        };
        if let Some(span) = declared_at {
            self.reads.borrow_mut().declarations.insert(span);
        }
        match decl {
            Some(Decl::Var { declarator, path }) => {
                let whole = match self.local_declarator(f, declarator, name, at, env) {
                    Some(v) => v,
                    None => {
                        let v = self.eval_declarator(f, declarator);
                        match declarator.parent().filter(|d| is_let(*d)) {
                            Some(decl) => self.let_as_seen(f, decl, name, at, env, v),
                            None => v,
                        }
                    }
                };
                let whole = match (&whole, path.is_empty()) {
                    (Value::Object(_), true) => {
                        self.with_assignments(f, declarator, name, at, env, whole)
                    }
                    _ => whole,
                };
                destructure(self, f, whole, &path)
            }
            Some(Decl::Function(n)) => Value::Func(Rc::new(FuncVal {
                file: f.id,
                start: n.start_byte() as u32,
                end: n.end_byte() as u32,
                env: Env::default(),
                name: Some(name.into()),
            })),
            Some(Decl::Enum(n)) => self.eval_enum(f, n),
            Some(Decl::Class(n)) => self.class_value(f, n, name.into()),
            Some(Decl::Import {
                specifier,
                imported,
            }) => self.eval_import(f, &specifier, &imported),
            Some(Decl::Param) => Value::unknown(format!(
                "the parameter `{name}`, whose value depends on the caller"
            )),
            None => match name {
                "undefined" => Value::Undefined,
                "Object" => Value::Builtin(Builtin::Object),
                "require" => Value::Builtin(Builtin::Require),
                // CommonJS: the module's own exports object
                "exports" => Value::Module(ModuleRef::Local(f.id)),
                "module" => Value::Object(Rc::new(ObjectLit {
                    props: vec![Prop {
                        key: "exports".into(),
                        value: Value::Module(ModuleRef::Local(f.id)),
                        key_span: self.span(f, at),
                        value_span: self.span(f, at),
                    }],
                    span: self.span(f, at),
                })),
                "NaN" => Value::Num(f64::NAN),
                "Infinity" => Value::Num(f64::INFINITY),
                "process" if self.environment.is_some() => Value::Builtin(Builtin::Process),
                "Boolean" => Value::Builtin(Builtin::Boolean),
                _ => Value::unknown(format!("`{name}`, which is not declared in this file")),
            },
        }
    }

    /// A `const` (or a `let`, as [`Evaluator::let_as_seen`] follows it) declared inside a function
    /// body, evaluated under the bindings of the code being followed (a loop variable, a
    /// parameter bound from a call site: `const d = wrap(tool.x)` in `TOOLS.forEach((tool) =>
    /// ...)`); not cached, since another binding gives another value. `None` for module-level
    /// declarations, or when there are no bindings to see.
    fn local_declarator(
        &self,
        f: &Rc<SourceFile>,
        declarator: Node,
        name: &str,
        at: Node,
        env: &Env,
    ) -> Option<Value> {
        if env.is_empty() || self.local_evals.get() >= MAX_LOCAL_EVALS {
            return None;
        }
        let decl = declarator.parent()?;
        let is_const = decl.kind() == "lexical_declaration"
            && decl.child(0).is_some_and(|k| k.kind() == "const");
        let top = decl
            .parent()
            .is_some_and(|p| matches!(p.kind(), "program" | "export_statement"));
        if top || !(is_const || is_let(decl)) {
            return None;
        }
        // a `const` has its value; a `let` may be reassigned before `at`
        let value_node = declarator.field("value");
        if !is_let(decl) && value_node.is_none() {
            return None;
        }
        let key: BindingKey = (f.id, declarator.start_byte() as u32);
        if self.in_progress.borrow().contains(&key) {
            return Some(Value::unknown(
                "a binding used before its declaration completes (a ReferenceError at run time)",
            ));
        }
        self.local_evals.set(self.local_evals.get() + 1);
        self.in_progress.borrow_mut().insert(key);
        let initial = match value_node {
            Some(v) => self.eval(f, v, env),
            None => Value::Undefined,
        };
        let v = if is_let(decl) {
            self.let_as_seen(f, decl, name, at, env, initial)
        } else {
            initial
        };
        self.in_progress.borrow_mut().remove(&key);
        Some(v)
    }

    /// A `let` of the function being run, declared by `decl`, as the code at `at` sees it: its
    /// `initial` value, then each plain reassignment (`name = ...`) of the declaring block that
    /// runs before `at`, straight or under `if`s whose conditions evaluate here. A write in a
    /// loop or a nested function, a compound one (`+=`, `++`), an undecidable condition, or a
    /// read from a function that may run after later writes: unknown.
    fn let_as_seen(
        &self,
        f: &Rc<SourceFile>,
        decl: Node,
        name: &str,
        at: Node,
        env: &Env,
        initial: Value,
    ) -> Value {
        // `export let x` is declared in the module, not in its export statement
        let Some(block) = decl.parent().and_then(|p| match p.kind() {
            "export_statement" => p.parent(),
            _ => Some(p),
        }) else {
            return initial;
        };
        let src = f.text.as_str();
        let Some(all) = self.writes_in(f, block) else {
            return Value::unknown(format!(
                "`{name}` is declared in a block too large to follow"
            ));
        };
        let writes: Vec<Node> = all
            .get(name)
            .into_iter()
            .flatten()
            .filter_map(|&(start, end)| node_at(f, start, end))
            .filter(|w| !is_class_decoration(*w, name, src))
            .collect();
        if writes.is_empty() {
            return initial;
        }
        // read by an importer: once every top-level statement has run
        let seen_from = match at.kind() {
            "program" => usize::MAX,
            _ => at.start_byte(),
        };
        let function_like = |k: &str| {
            matches!(
                k,
                "function_declaration"
                    | "function_expression"
                    | "function"
                    | "arrow_function"
                    | "method_definition"
                    | "generator_function"
                    | "generator_function_declaration"
            )
        };
        // read inside a function of the block: it may run after writes that stand outside it;
        // writes inside it alone leave the value its first run sees (a cache filled on the
        // first call: `if (cached) return cached; ... cached = list;`)
        let mut up = at;
        let mut reader = None;
        while let Some(p) = up.parent() {
            if p.id() == block.id() {
                break;
            }
            if function_like(p.kind()) {
                reader = Some(p);
            }
            up = p;
        }
        if let Some(g) = reader {
            let inside =
                |w: &Node| g.start_byte() <= w.start_byte() && w.end_byte() <= g.end_byte();
            if writes.iter().all(inside) {
                return initial;
            }
            return Value::unknown(format!(
                "`{name}` is reassigned, and read in a function that may run after"
            ));
        }
        let mut value = initial;
        for w in writes {
            let changed_where = |why: &str| Value::unknown(format!("`{name}` is reassigned {why}"));
            if w.kind() != "assignment_expression" {
                return changed_where("by a compound assignment");
            }
            // the branches the write is on, with the outcome of each `if` it needs
            let mut needs: Vec<(Node, bool)> = Vec::new();
            let mut n = w;
            loop {
                let Some(p) = n.parent() else {
                    return changed_where("outside its block");
                };
                if p.id() == block.id() {
                    break;
                }
                match p.kind() {
                    "expression_statement" | "statement_block" | "else_clause" => {}
                    "if_statement" => {
                        let Some(condition) = p.field("condition") else {
                            return changed_where("under a condition toolsight cannot read");
                        };
                        if p.field("consequence").is_some_and(|c| c.id() == n.id()) {
                            needs.push((condition, true));
                        } else if n.kind() == "else_clause" {
                            needs.push((condition, false));
                        } else {
                            return changed_where("inside a condition");
                        }
                    }
                    k if function_like(k) => return changed_where("in a nested function"),
                    _ => {
                        return changed_where(
                            "in a loop or another statement toolsight does not follow",
                        )
                    }
                }
                n = p;
            }
            if w.start_byte() >= seen_from {
                continue;
            }
            let here = env.bind(name, value.clone());
            let mut runs = true;
            for (condition, wanted) in needs.iter().rev() {
                match self.eval(f, *condition, &here).truthy() {
                    Some(b) if b == *wanted => {}
                    Some(_) => {
                        runs = false;
                        break;
                    }
                    None => {
                        return changed_where(&format!(
                            "under `{}`, which toolsight cannot decide",
                            text(*condition, src)
                        ))
                    }
                }
            }
            if runs {
                value = match w.field("right") {
                    Some(right) => self.eval(f, right, &here),
                    None => return changed_where("by an assignment toolsight cannot read"),
                };
            }
        }
        value
    }

    /// The writes of each name in `block` (assignments and updates of a plain name), walked once.
    fn writes_in(&self, f: &Rc<SourceFile>, block: Node) -> Option<Rc<LetWrites>> {
        let key = (f.id, block.start_byte() as u32);
        if let Some(known) = self.let_writes.borrow().get(&key) {
            return known.clone();
        }
        let src = f.text.as_str();
        let mut writes = LetWrites::new();
        let whole = crate::syntax::each_named_node(block, MAX_LET_WALK, |n| {
            let target = match n.kind() {
                "assignment_expression" | "augmented_assignment_expression" => n.field("left"),
                "update_expression" => n.field("argument"),
                _ => None,
            };
            if let Some(t) = target.filter(|t| t.kind() == "identifier") {
                writes
                    .entry(text(t, src).to_string())
                    .or_default()
                    .push((n.start_byte() as u32, n.end_byte() as u32));
            }
        });
        let found = whole.then(|| Rc::new(writes));
        self.let_writes.borrow_mut().insert(key, found.clone());
        found
    }

    /// An object bound to `name` as the code at `at` sees it: `config.outputSchema = ...`
    /// statements of the declaring block that run before `at` add to it. One under a condition
    /// toolsight cannot decide, inside a nested function, or a loop makes that property unknown.
    fn with_assignments(
        &self,
        f: &Rc<SourceFile>,
        declarator: Node,
        name: &str,
        at: Node,
        env: &Env,
        v: Value,
    ) -> Value {
        let Value::Object(o) = &v else { return v };
        // read at the module itself: by an importer, once every top-level statement has run
        let seen_from = match at.kind() {
            "program" => u32::MAX,
            _ => at.start_byte() as u32,
        };
        // `export const config = {}` is declared in the module, not in its export statement
        let Some(scope) =
            declarator
                .parent()
                .and_then(|d| d.parent())
                .and_then(|p| match p.kind() {
                    "export_statement" => p.parent(),
                    _ => Some(p),
                })
        else {
            return v;
        };
        let key: BindingKey = (f.id, declarator.start_byte() as u32);
        let sites = self.assignments.borrow().get(&key).cloned();
        let sites = sites.unwrap_or_else(|| {
            let found: ByteRanges = property_assignments(f, scope, name).into();
            self.assignments.borrow_mut().insert(key, found.clone());
            found
        });
        let before: Vec<Node> = sites
            .iter()
            // an assignment reading the object (`o.s = { ...o.s }`) sees it as it was before
            .filter(|(start, end)| *end <= seen_from && *start > declarator.end_byte() as u32)
            .filter_map(|&(start, end)| node_at(f, start, end))
            .collect();
        if before.is_empty() {
            return v;
        }
        let src = f.text.as_str();
        let mut props = o.props.clone();
        for a in before {
            let (Some(left), Some(right)) = (a.field("left"), a.field("right")) else {
                continue;
            };
            // `o.p = { ...o.p }` copying before `delete o.p.k`: `o.p` without `k` either way
            if let Some((prop, key)) = key_drop(a, name, src) {
                if let Some(p) = props.iter_mut().rev().find(|p| *p.key == *prop) {
                    p.value = without_key(&p.value, &key);
                }
                continue;
            }
            let runs = self.runs_when(f, a, scope, env);
            if runs == Some(false) {
                continue;
            }
            let key: Rc<str> = match left.kind() {
                "member_expression" => match left.field("property") {
                    Some(p) => text(p, src).into(),
                    None => continue,
                },
                _ => match left.field("index").map(|i| self.eval(f, i, env)) {
                    Some(Value::Str(s, _)) => s,
                    _ => {
                        return Value::unknown(format!(
                            "`{name}`, which the code changes under a computed key"
                        ))
                    }
                },
            };
            let value = match runs {
                Some(true) => self.eval(f, right, env),
                Some(false) => continue,
                None => Value::unknown(format!(
                    "`{name}.{key}`, set at line {} only on some runs",
                    f.line_col(a.start_byte() as u32).line
                )),
            };
            props.push(Prop {
                key,
                value,
                key_span: self.span(f, left),
                value_span: self.span(f, right),
            });
        }
        Value::Object(Rc::new(ObjectLit {
            props,
            span: o.span,
        }))
    }

    /// Whether a statement inside `scope` runs when the scope does: decided `if`s are followed;
    /// loops, `try`, `switch` and nested functions are not.
    fn runs_when(&self, f: &Rc<SourceFile>, node: Node, scope: Node, env: &Env) -> Option<bool> {
        let mut child = node;
        let mut cur = node.parent();
        // an `if` not decided here may still sit in a loop that never runs
        let mut undecided = false;
        while let Some(n) = cur {
            if n.id() == scope.id() {
                return (!undecided).then_some(true);
            }
            match n.kind() {
                "if_statement" => {
                    let cond = n.field("condition")?;
                    let cond = first_expression(cond).unwrap_or(cond);
                    match self.eval(f, cond, env).truthy() {
                        Some(holds) => {
                            let in_yes =
                                n.field("consequence").is_some_and(|c| c.id() == child.id());
                            if holds != in_yes {
                                return Some(false);
                            }
                        }
                        None => undecided = true,
                    }
                }
                "else_clause"
                | "statement_block"
                | "expression_statement"
                | "parenthesized_expression" => {}
                // a loop whose first test fails runs nothing: `for (let i = 0; i < args.length;
                // i++)` over no arguments, `for (const x of [])`; otherwise which runs is not
                // followed
                "for_statement" | "for_in_statement" if self.loop_never_runs(f, n, env) => {
                    return Some(false)
                }
                _ => return None,
            }
            child = n;
            cur = n.parent();
        }
        None
    }

    fn loop_never_runs(&self, f: &Rc<SourceFile>, lp: Node, env: &Env) -> bool {
        let src = f.text.as_str();
        if lp.kind() == "for_in_statement" {
            let mut cur = lp.walk();
            let of = lp.children(&mut cur).any(|c| c.kind() == "of");
            return of
                && lp.field("right").is_some_and(
                    |r| matches!(self.eval(f, r, env), Value::Array(a) if a.is_empty()),
                );
        }
        // `let i = <start>`: the condition is evaluated with the counter at its start
        let Some(init) = lp.field("initializer") else {
            return false;
        };
        let mut cur = init.walk();
        let declarators: Vec<Node> = init
            .named_children(&mut cur)
            .filter(|d| d.kind() == "variable_declarator")
            .collect();
        let [d] = declarators.as_slice() else {
            return false;
        };
        let (Some(counter), Some(start)) = (d.field("name"), d.field("value")) else {
            return false;
        };
        if counter.kind() != "identifier" {
            return false;
        }
        let Some(cond) = lp.field("condition").and_then(|c| match c.kind() {
            "expression_statement" => first_expression(c),
            _ => Some(c),
        }) else {
            return false;
        };
        let start = self.eval(f, start, env);
        let env = env.bind(text(counter, src), start);
        self.eval(f, cond, &env).truthy() == Some(false)
    }

    /// A module's table of objects as its readers see it: the properties that the module's own
    /// code changes in its elements after building it (`for (const t of TOOLS) t.description =
    /// decorate(t)`) are unknown, since which element and value are not followed.
    fn with_element_changes(&self, f: &Rc<SourceFile>, declarator: Node, v: Value) -> Value {
        let Value::Array(items) = &v else { return v };
        let top = declarator
            .parent()
            .and_then(|d| d.parent())
            .is_some_and(|p| matches!(p.kind(), "program" | "export_statement"));
        let name = declarator
            .field("name")
            .filter(|n| n.kind() == "identifier");
        let (true, Some(name)) = (top, name) else {
            return v;
        };
        if !items.iter().any(|i| matches!(i, Value::Object(_))) {
            return v;
        }
        let name = text(name, &f.text);
        let index = self
            .element_indexes
            .borrow_mut()
            .entry(f.id)
            .or_insert_with(|| crate::ts::mutation::ElementIndex::of(f).map(Rc::new))
            .clone();
        let Some(index) = index else {
            return Value::unknown(format!(
                "`{name}`, in a module too large to check for changes"
            ));
        };
        let changes = index.changes_of(name);
        if changes.is_empty() {
            return v;
        }
        if let Some(replayed) = self.replayed_changes(f, declarator, name, items, &changes) {
            return Value::Array(Rc::new(replayed));
        }
        let changed = |item: &Value| -> Value {
            let Value::Object(o) = item else {
                return item.clone();
            };
            let mut props = o.props.clone();
            for ch in &changes {
                let line = f.line_col(ch.line_start).line;
                let Some(key) = &ch.key else {
                    return Value::unknown(format!(
                        "an element of `{name}`, changed under a computed key at line {line}"
                    ));
                };
                let value = Value::unknown(format!(
                    "`{}.{key}`, which the code at line {line} changes after `{name}` is built",
                    ch.alias
                ));
                match props.iter_mut().find(|p| *p.key == **key) {
                    Some(p) => p.value = value,
                    None => props.push(Prop {
                        key: key.as_str().into(),
                        value,
                        key_span: o.span,
                        value_span: o.span,
                    }),
                }
            }
            Value::Object(Rc::new(ObjectLit {
                props,
                span: o.span,
            }))
        };
        Value::Array(Rc::new(items.iter().map(changed).collect()))
    }

    /// The elements of the module's table `name` once the module's own top-level statements
    /// after it have changed them: `for (const t of name) { t.key = expr; }` and `const t =
    /// name.find(cb); if (t) { t.key = expr; }`, run on each element in order. `None` when any
    /// of `changes` is elsewhere or in another form, or when a step cannot be decided.
    fn replayed_changes(
        &self,
        f: &Rc<SourceFile>,
        declarator: Node,
        name: &str,
        items: &[Value],
        changes: &[crate::ts::mutation::ElementChange],
    ) -> Option<Vec<Value>> {
        let src = f.text.as_str();
        let root = f.tree.root_node();
        let after = declarator.end_byte();
        let mut items: Vec<Value> = items.to_vec();
        let mut replayed: Vec<(usize, usize)> = Vec::new();
        let mut found: Vec<(String, Option<usize>)> = Vec::new();
        let mut cur = root.walk();
        for stmt in root.named_children(&mut cur) {
            if stmt.start_byte() < after {
                continue;
            }
            match stmt.kind() {
                "for_in_statement" => {
                    let Some((alias, body)) = loop_over(stmt, name, src) else {
                        continue;
                    };
                    let sets = element_assignments(body, &alias, src)?;
                    for item in items.iter_mut() {
                        *item = self.assigned_to(f, &alias, item, &sets)?;
                    }
                    replayed.extend(sets.iter().map(|(_, _, l)| (l.start_byte(), l.end_byte())));
                }
                "lexical_declaration" => {
                    let Some((alias, callback)) = find_in(stmt, name, src) else {
                        continue;
                    };
                    let Value::Func(cb) = self.eval(f, callback, &Env::default()) else {
                        return None;
                    };
                    let span = self.span(f, callback);
                    let mut hit = None;
                    for (i, item) in items.iter().enumerate() {
                        let args = [(item.clone(), span), (Value::Num(i as f64), span)];
                        if self.call_func(&cb, &args, span).truthy()? {
                            hit = Some(i);
                            break;
                        }
                    }
                    found.push((alias, hit));
                }
                "if_statement" => {
                    let Some((alias, hit)) = stmt
                        .field("condition")
                        .and_then(first_expression)
                        .filter(|c| c.kind() == "identifier")
                        .and_then(|c| found.iter().find(|(a, _)| a == text(c, src)))
                        .cloned()
                    else {
                        continue;
                    };
                    if stmt.field("alternative").is_some() {
                        return None;
                    }
                    let sets = element_assignments(stmt.field("consequence")?, &alias, src)?;
                    if let Some(i) = hit {
                        items[i] = self.assigned_to(f, &alias, &items[i], &sets)?;
                    }
                    replayed.extend(sets.iter().map(|(_, _, l)| (l.start_byte(), l.end_byte())));
                }
                _ => {}
            }
        }
        let all_replayed = changes.iter().all(|ch| {
            let at = ch.line_start as usize;
            replayed.iter().any(|&(s, e)| s <= at && at < e)
        });
        all_replayed.then_some(items)
    }

    /// `item` after `alias.key = value` statements run on it in order, `alias` bound to it.
    fn assigned_to(
        &self,
        f: &Rc<SourceFile>,
        alias: &str,
        item: &Value,
        sets: &[(&str, Node, Node)],
    ) -> Option<Value> {
        let mut item = item.clone();
        for &(key, right, left) in sets {
            let env = Env::default().bind(alias, item.clone());
            let value = self.eval(f, right, &env);
            item = with_prop(&item, key, value, self.span(f, left), self.span(f, right))?;
        }
        Some(item)
    }

    fn eval_declarator(&self, f: &Rc<SourceFile>, declarator: Node) -> Value {
        let key: BindingKey = (f.id, declarator.start_byte() as u32);
        if let Some(v) = self.cache.borrow().get(&key) {
            return v.clone();
        }
        if self.in_progress.borrow().contains(&key) {
            return Value::Pending(key);
        }
        let lazy = || {
            let (start, end) = self.bundle(f).lazy_value(key.1)?;
            node_at(f, start, end)
        };
        let Some(value_node) = declarator.field("value").or_else(lazy) else {
            return Value::unknown("a variable declared without a value");
        };
        if let Some(api) = self.bundle(f).zod_namespace(key.1) {
            return Value::Zod(ZodRef {
                api,
                path: "".into(),
            });
        }
        self.in_progress.borrow_mut().insert(key);
        // evaluated from the top scope: a declaration's value does not see the caller's bindings
        let v = self.eval(f, value_node, &Env::default());
        let v = self.with_element_changes(f, declarator, v);
        self.in_progress.borrow_mut().remove(&key);
        if let Value::Schema(s) = &v {
            if let Some(targets) = self.lazies.borrow_mut().remove(&key) {
                for t in targets {
                    t.set(s.clone());
                }
            }
        }
        self.cache.borrow_mut().insert(key, v.clone());
        v
    }

    fn eval_enum(&self, f: &Rc<SourceFile>, n: Node) -> Value {
        let src = f.text.as_str();
        let Some(body) = n.field("body") else {
            return Value::unknown("an enum without a body");
        };
        let mut props = Vec::new();
        let mut next = 0.0;
        let mut c = body.walk();
        for m in body.named_children(&mut c) {
            let (name_node, value) = match m.kind() {
                "property_identifier" | "string" => (m, None),
                "enum_assignment" => (m.field("name").unwrap_or(m), m.field("value")),
                _ => continue,
            };
            let key: Rc<str> = scope::string_value(src, name_node)
                .unwrap_or_default()
                .into();
            let v = match value.map(|v| self.eval(f, v, &Env::default())) {
                None => Value::Num(next),
                Some(Value::Num(x)) => Value::Num(x),
                Some(Value::Str(s, sp)) => Value::Str(s, sp),
                Some(_) => return Value::unknown("an enum member toolsight cannot evaluate"),
            };
            if let Value::Num(x) = v {
                next = x + 1.0;
                // numeric members get a reverse mapping at runtime, which native enum readers skip
                props.push(Prop {
                    key: js_number_string(x).into(),
                    value: Value::Str(key.clone(), self.span(f, name_node)),
                    key_span: self.span(f, name_node),
                    value_span: self.span(f, m),
                });
            }
            props.push(Prop {
                key,
                value: v,
                key_span: self.span(f, name_node),
                value_span: self.span(f, m),
            });
        }
        // declaration order, as the object's own keys would list them: integer keys first
        let (mut ints, strs): (Vec<Prop>, Vec<Prop>) = props
            .into_iter()
            .partition(|p| p.key.parse::<u32>().is_ok());
        ints.sort_by_key(|p| p.key.parse::<u32>().unwrap_or(0));
        ints.extend(strs);
        Value::Object(Rc::new(ObjectLit {
            props: ints,
            span: self.span(f, n),
        }))
    }

    fn eval_import(&self, f: &Rc<SourceFile>, specifier: &str, imported: &Imported) -> Value {
        if let Some(api) = self.zod.for_specifier(specifier) {
            return match imported {
                Imported::Named(n) if n != "z" => Value::Zod(ZodRef {
                    api,
                    path: n.as_str().into(),
                }),
                _ => Value::Zod(ZodRef {
                    api,
                    path: "".into(),
                }),
            };
        }
        if self.environment.is_some() && matches!(specifier, "process" | "node:process") {
            match imported {
                Imported::Namespace | Imported::Default => return Value::Builtin(Builtin::Process),
                Imported::Named(n) if n == "env" => return Value::Builtin(Builtin::ProcessEnv),
                Imported::Named(_) => {}
            }
        }
        if let Some(file) = self.ws.resolve_relative(f.id, specifier) {
            return match imported {
                Imported::Namespace => Value::Module(ModuleRef::Local(file)),
                Imported::Default => self.export_of(file, "default"),
                Imported::Named(n) => self.export_of(file, n),
            };
        }
        if specifier.starts_with('.') {
            return Value::unknown(format!(
                "an import from `{specifier}`, which toolsight could not find"
            ));
        }
        match imported {
            Imported::Namespace => Value::Module(ModuleRef::External(specifier.into())),
            Imported::Default => Value::External {
                specifier: specifier.into(),
                name: "default".into(),
            },
            Imported::Named(n) => Value::External {
                specifier: specifier.into(),
                name: n.as_str().into(),
            },
        }
    }

    /// The value a module exports under `name` (ES exports, re-exports, CommonJS `exports.x =`).
    pub fn export_of(&self, file: FileId, name: &str) -> Value {
        let key = (file, name.to_string());
        if !self.exporting.borrow_mut().insert(key.clone()) {
            return Value::unknown(format!("`{name}`, an export whose value refers to itself"));
        }
        let v = self.export_of_guarded(file, name, &mut HashSet::new());
        self.exporting.borrow_mut().remove(&key);
        v
    }

    fn export_of_guarded(
        &self,
        file: FileId,
        name: &str,
        visiting: &mut HashSet<(FileId, String)>,
    ) -> Value {
        if !visiting.insert((file, name.to_string())) {
            return Value::unknown("a circular re-export");
        }
        let f = self.ws.file(file);
        let src = f.text.as_str();
        let root = f.tree.root_node();
        let mut c = root.walk();
        let mut cjs: Option<Value> = None;
        for stmt in root.named_children(&mut c) {
            match stmt.kind() {
                "export_statement" => {
                    let source = stmt
                        .field("source")
                        .and_then(|s| scope::string_value(src, s));
                    if let Some(decl) = stmt.field("declaration") {
                        // `export default class Tool {...}`, `export default function f() {...}`
                        let default_of = (name == "default" && has_default_keyword(stmt))
                            .then(|| decl.field("name"))
                            .flatten();
                        if let Some(declared) = default_of {
                            return self.lookup(&f, text(declared, src), root, &Env::default());
                        }
                        if scope::declares(src, name, decl).is_some() {
                            // an importer sees the value once the module's own code has run
                            return self.lookup(&f, name, root, &Env::default());
                        }
                        continue;
                    }
                    if let Some(value) = stmt.field("value") {
                        if name == "default" {
                            return self.eval(&f, value, &Env::default());
                        }
                        continue;
                    }
                    let mut c2 = stmt.walk();
                    let mut star = false;
                    for part in stmt.children(&mut c2) {
                        match part.kind() {
                            "export_clause" => {
                                let mut c3 = part.walk();
                                for spec in part.named_children(&mut c3) {
                                    let Some(local) = spec.field("name") else {
                                        continue;
                                    };
                                    let local = text(local, src);
                                    let exported =
                                        spec.field("alias").map(|a| text(a, src)).unwrap_or(local);
                                    if exported != name {
                                        continue;
                                    }
                                    return match &source {
                                        Some(s) => match self.ws.resolve_relative(file, s) {
                                            Some(other) => {
                                                self.export_of_guarded(other, local, visiting)
                                            }
                                            None => {
                                                Value::unknown(format!("a re-export from `{s}`"))
                                            }
                                        },
                                        None => self.lookup(&f, local, stmt, &Env::default()),
                                    };
                                }
                            }
                            "namespace_export" => {
                                let mut c3 = part.walk();
                                let alias =
                                    part.named_children(&mut c3).next().map(|n| text(n, src));
                                if alias == Some(name) {
                                    if let Some(other) = source
                                        .as_deref()
                                        .and_then(|s| self.ws.resolve_relative(file, s))
                                    {
                                        return Value::Module(ModuleRef::Local(other));
                                    }
                                }
                            }
                            "*" => star = true,
                            _ => {}
                        }
                    }
                    if star {
                        if let Some(other) = source
                            .as_deref()
                            .and_then(|s| self.ws.resolve_relative(file, s))
                        {
                            let v = self.export_of_guarded(other, name, visiting);
                            if !matches!(v, Value::Unknown(_)) {
                                return v;
                            }
                        }
                    }
                }
                "expression_statement" => {
                    if let Some(v) = self.cjs_export(&f, stmt, name) {
                        cjs = Some(v);
                    } else if cjs.is_none() {
                        if let Some(other) = cjs_star_source(&f, stmt, self.ws) {
                            let v = self.export_of_guarded(other, name, visiting);
                            if !matches!(v, Value::Unknown(_)) {
                                cjs = Some(v);
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        cjs.unwrap_or_else(|| {
            Value::unknown(format!(
                "`{name}`, which `{}` does not export",
                f.path.display()
            ))
        })
    }

    /// The enumerable exports of a module in the order its namespace object lists them: sorted for
    /// an ES module; in the order they are created for tsc's CommonJS (`exports.a = exports.b =
    /// void 0` creates `b` first; re-exports through `Object.defineProperty(exports, "x",
    /// { enumerable: true, ... })` and `__exportStar`). `None` for what toolsight cannot order:
    /// `module.exports = ...`, a CommonJS module without `__esModule`.
    pub fn module_export_names(&self, file: FileId, depth: u32) -> Option<Vec<String>> {
        if depth > 8 {
            return None;
        }
        let f = self.ws.file(file);
        let src = f.text.as_str();
        let root = f.tree.root_node();
        let mut names: Vec<String> = Vec::new();
        let push = |names: &mut Vec<String>, n: String| {
            if !names.contains(&n) {
                names.push(n);
            }
        };
        let mut esm = false;
        let mut c = root.walk();
        for stmt in root.named_children(&mut c) {
            match stmt.kind() {
                "export_statement" => {
                    esm = true;
                    if let Some(decl) = stmt.field("declaration") {
                        // types are no run-time exports
                        if matches!(
                            decl.kind(),
                            "interface_declaration"
                                | "type_alias_declaration"
                                | "ambient_declaration"
                        ) {
                            continue;
                        }
                        let mut declared = Vec::new();
                        scope::declared_names(src, decl, &mut declared);
                        for n in declared {
                            push(&mut names, n);
                        }
                        continue;
                    }
                    if stmt.field("value").is_some() {
                        push(&mut names, "default".into());
                        continue;
                    }
                    let source = stmt
                        .field("source")
                        .and_then(|s| scope::string_value(src, s));
                    let mut c2 = stmt.walk();
                    for part in stmt.children(&mut c2) {
                        match part.kind() {
                            "export_clause" => {
                                let mut c3 = part.walk();
                                for spec in part.named_children(&mut c3) {
                                    let local = spec.field("name").map(|n| text(n, src));
                                    let exported =
                                        spec.field("alias").map(|a| text(a, src)).or(local);
                                    if let Some(e) = exported {
                                        push(&mut names, e.to_string());
                                    }
                                }
                            }
                            "namespace_export" => {
                                let mut c3 = part.walk();
                                let alias =
                                    part.named_children(&mut c3).next().map(|n| text(n, src));
                                push(&mut names, alias?.to_string());
                            }
                            "*" => {
                                let other = self.ws.resolve_relative(file, source.as_deref()?)?;
                                for n in self.module_export_names(other, depth + 1)? {
                                    if n != "default" {
                                        push(&mut names, n);
                                    }
                                }
                            }
                            _ => {}
                        }
                    }
                }
                "expression_statement" => {
                    let Some(e) = first_expression(stmt) else {
                        continue;
                    };
                    if let Some((key, _)) = define_property_export(src, e) {
                        let enumerable = text(e, src).contains("enumerable: true");
                        if enumerable && key != "__esModule" {
                            push(&mut names, key);
                        }
                        continue;
                    }
                    if let Some(other) = cjs_star_source(&f, stmt, self.ws) {
                        for n in self.module_export_names(other, depth + 1)? {
                            if n != "default" {
                                push(&mut names, n);
                            }
                        }
                        continue;
                    }
                    // `exports.a = exports.b = value`: assigned innermost first
                    let mut targets = Vec::new();
                    let mut cur = e;
                    while cur.kind() == "assignment_expression" {
                        let (Some(l), Some(r)) = (cur.field("left"), cur.field("right")) else {
                            break;
                        };
                        let lt = text(l, src);
                        if lt == "module.exports" {
                            return None;
                        }
                        let name = match l.kind() {
                            "member_expression"
                                if l.field("object").is_some_and(|o| {
                                    matches!(text(o, src), "exports" | "module.exports")
                                }) =>
                            {
                                l.field("property").map(|p| text(p, src).to_string())
                            }
                            "subscript_expression"
                                if l.field("object").is_some_and(|o| {
                                    matches!(text(o, src), "exports" | "module.exports")
                                }) =>
                            {
                                l.field("index").and_then(|i| scope::string_value(src, i))
                            }
                            _ => None,
                        };
                        targets.extend(name);
                        cur = strip_parens(r);
                    }
                    for n in targets.into_iter().rev() {
                        push(&mut names, n);
                    }
                }
                _ => {}
            }
        }
        if esm {
            names.sort_by(|a, b| a.encode_utf16().cmp(b.encode_utf16()));
            return Some(names);
        }
        src.contains("\"__esModule\"").then_some(names)
    }

    /// `exports.name = value` / `module.exports.name = value` / `module.exports = {...}`.
    fn cjs_export(&self, f: &Rc<SourceFile>, stmt: Node, name: &str) -> Option<Value> {
        let src = f.text.as_str();
        let e = first_expression(stmt)?;
        if let Some((key, value)) = define_property_export(src, e) {
            // tsc's re-export `Object.defineProperty(exports, "x", { get: function () { return
            // m.x; } })`, or a `value:` property
            if key != name {
                return None;
            }
            return match value.kind() {
                "function_expression" | "arrow_function" | "function" | "method_definition" => {
                    let body = value.field("body")?;
                    match body.kind() {
                        "statement_block" => {
                            single_return(body).map(|r| self.eval(f, r, &Env::default()))
                        }
                        _ => Some(self.eval(f, body, &Env::default())),
                    }
                }
                _ => Some(self.eval(f, value, &Env::default())),
            };
        }
        if e.kind() != "assignment_expression" {
            return None;
        }
        let left = e.field("left")?;
        let right = e.field("right")?;
        let lt = text(left, src);
        let target = lt
            .strip_prefix("exports.")
            .or_else(|| lt.strip_prefix("module.exports."));
        if target == Some(name) {
            let v = self.eval(f, right, &Env::default());
            // `exports.x = void 0;` only declares the export ahead of its assignment
            return (!matches!(v, Value::Undefined)).then_some(v);
        }
        if lt == "module.exports" {
            if let Value::Object(o) = self.eval(f, right, &Env::default()) {
                return o.get(name).map(|p| p.value.clone());
            }
        }
        None
    }

    pub fn member(&self, f: &Rc<SourceFile>, recv: &Value, name: &str, at: Node) -> Value {
        match recv {
            Value::Object(o) => o
                .get(name)
                .map(|p| p.value.clone())
                .unwrap_or(Value::Undefined),
            Value::Array(items) => match name {
                "length" => Value::Num(items.len() as f64),
                _ => Value::Method(Box::new(recv.clone()), name.into()),
            },
            Value::Set(members) => match name {
                "size" => Value::Num(members.len() as f64),
                "has" => Value::Method(Box::new(recv.clone()), name.into()),
                _ => Value::unknown(format!("`.{name}` of a set")),
            },
            Value::Str(s, _) if name == "length" => Value::Num(s.encode_utf16().count() as f64),
            Value::Str(..) if STRING_METHODS.contains(&name) => {
                Value::Method(Box::new(recv.clone()), name.into())
            }
            Value::Zod(z) => self.zod_member(z, name),
            Value::Schema(s) => self.schema_member(s, name, self.span(f, at)),
            Value::Module(ModuleRef::Local(file)) => self.export_of(*file, name),
            Value::Module(ModuleRef::External(spec)) => {
                if let Some(api) = self.zod.for_specifier(spec) {
                    return self.zod_member(
                        &ZodRef {
                            api,
                            path: "".into(),
                        },
                        name,
                    );
                }
                Value::External {
                    specifier: spec.clone(),
                    name: name.into(),
                }
            }
            Value::Builtin(Builtin::Object) => match name {
                "entries" => Value::Builtin(Builtin::ObjectEntries),
                "values" => Value::Builtin(Builtin::ObjectValues),
                "keys" => Value::Builtin(Builtin::ObjectKeys),
                "freeze" => Value::Builtin(Builtin::ObjectFreeze),
                "assign" => Value::Builtin(Builtin::ObjectAssign),
                _ => Value::unknown(format!("`Object.{name}`")),
            },
            Value::Builtin(Builtin::Process) => match name {
                "env" => Value::Builtin(Builtin::ProcessEnv),
                "argv" => self.argv(self.span(f, at)),
                _ => Value::unknown(format!("`process.{name}`")),
            },
            Value::Builtin(Builtin::ProcessEnv) => self.env_var(name, self.span(f, at)),
            // `mcpServer.server`: the low-level server inside, the same server to clients
            Value::Server(sv) if sv.kind == ServerKind::Mcp && name == "server" => {
                Value::Server(Rc::new(ServerVal {
                    kind: ServerKind::LowLevel,
                    span: sv.span,
                    specifier: sv.specifier.clone(),
                    copy: sv.copy,
                    inner: true,
                }))
            }
            Value::Server(_) | Value::Func(_) | Value::External { .. } => {
                Value::Method(Box::new(recv.clone()), name.into())
            }
            Value::Instance(inst) => self.instance_member(inst, name),
            Value::Unknown(r) => Value::Unknown(r.clone()),
            // inside a lazy getter the binding is complete when the getter runs, so a method of it
            // (`Node.optional()`) applies to an indirection that resolves once it is
            Value::Pending(key) if self.deferred.get() > 0 => {
                let span = self.span(f, at);
                self.schema_member(&self.lazy_for(*key, true, span), name, span)
            }
            Value::Pending(_) => Value::unknown(
                "a binding used before its declaration completes (a ReferenceError at run time)",
            ),
            Value::Undefined | Value::Null => {
                Value::unknown(format!("`.{name}` of {}", recv.describe()))
            }
            _ => Value::unknown(format!("`.{name}` of {}", recv.describe())),
        }
    }

    fn eval_args(&self, f: &Rc<SourceFile>, call: Node, env: &Env) -> Vec<(Value, Span)> {
        let mut out = Vec::new();
        let Some(args) = call.field("arguments") else {
            return out;
        };
        let mut c = args.walk();
        for a in args.named_children(&mut c) {
            if a.kind() == "comment" {
                continue;
            }
            if a.kind() == "spread_element" {
                if let Some(Value::Array(items)) = first_expression(a).map(|e| self.eval(f, e, env))
                {
                    for v in items.iter() {
                        out.push((v.clone(), self.span(f, a)));
                    }
                    continue;
                }
                out.push((Value::unknown("a spread argument"), self.span(f, a)));
                continue;
            }
            out.push((self.eval(f, a, env), self.span(f, a)));
        }
        out
    }

    fn eval_call(&self, f: &Rc<SourceFile>, node: Node, env: &Env) -> Value {
        let Some(callee) = node.field("function") else {
            return Value::unknown("incomplete call");
        };
        // the module-interop helpers tsc and esbuild emit hand the module through:
        // `__importStar(require("zod"))`, `__toESM(require_x())`
        if callee.kind() == "identifier"
            && matches!(
                text(callee, &f.text),
                "__importStar" | "__importDefault" | "__toESM" | "__toCommonJS"
            )
        {
            let mut c = node.walk();
            let first = node
                .field("arguments")
                .and_then(|a| a.named_children(&mut c).find(|n| n.kind() != "comment"));
            if let Some(arg) = first {
                return self.eval(f, arg, env);
            }
        }
        let resolves_from_container = callee.kind() == "member_expression"
            && callee
                .field("property")
                .is_some_and(|p| text(p, &f.text) == "resolve")
            && callee
                .field("object")
                .is_some_and(|o| crate::ts::di::is_container(self, f, o, env));
        if resolves_from_container {
            return crate::ts::di::resolve(self, f, node, env);
        }
        let span = self.span(f, node);
        // `a?.b(...)`: on a nullish `a` the whole call is `undefined`, arguments unevaluated
        let optional_object = (callee.kind() == "member_expression"
            && callee.field("optional_chain").is_some())
        .then(|| callee.field("object"))
        .flatten();
        if let Some(obj) = optional_object {
            if matches!(self.eval(f, obj, env), Value::Undefined | Value::Null) {
                return Value::Undefined;
            }
        }
        let args = self.eval_args(f, node, env);
        let fval = self.eval(f, callee, env);
        self.call(f, &fval, &args, span, node)
    }

    /// Applies a function value to evaluated arguments.
    pub fn call(
        &self,
        f: &Rc<SourceFile>,
        fval: &Value,
        args: &[(Value, Span)],
        span: Span,
        at: Node,
    ) -> Value {
        match fval {
            Value::Zod(z) => self.zod_call(z, args, span),
            Value::SchemaMethod(s, m) => self.schema_method(s, m, args, span),
            Value::Builtin(Builtin::Require) => match args.first().map(|a| &a.0) {
                Some(Value::Str(s, _)) => match self.ws.resolve_relative(f.id, s) {
                    Some(file) => Value::Module(ModuleRef::Local(file)),
                    None if s.starts_with('.') => Value::unknown(format!(
                        "`require(\"{s}\")`, which toolsight could not find"
                    )),
                    None => Value::Module(ModuleRef::External(s.clone())),
                },
                _ => Value::unknown("a `require` of a computed path"),
            },
            Value::Builtin(b) => self.builtin_call(*b, args),
            Value::Method(recv, m) => self.method_call(f, recv, m, args, span, at),
            Value::Func(func) => self.call_func(func, args, span),
            Value::External { specifier, name } => self.external_call(specifier, name, args, span),
            Value::Unknown(r) => Value::Unknown(r.clone()),
            other => Value::unknown(format!("a call of {}", other.describe())),
        }
    }

    fn builtin_call(&self, b: Builtin, args: &[(Value, Span)]) -> Value {
        if let (
            Builtin::ObjectEntries | Builtin::ObjectValues | Builtin::ObjectKeys,
            Some((Value::Builtin(Builtin::ProcessEnv), span)),
        ) = (b, args.first())
        {
            let o = self.env_object(*span);
            return match o {
                Value::Object(_) => self.builtin_call(b, &[(o, *span)]),
                unknown => unknown,
            };
        }
        let first = args.first().map(|a| &a.0);
        // `Object.values(ns)` of a module read as a namespace: its exports, as an object
        if let (
            Builtin::ObjectEntries | Builtin::ObjectValues | Builtin::ObjectKeys,
            Some(Value::Module(ModuleRef::Local(file))),
        ) = (b, first)
        {
            let Some(names) = self.module_export_names(*file, 0) else {
                return Value::unknown("the exports of a module toolsight cannot list in order");
            };
            let span = args[0].1;
            let props = names
                .into_iter()
                .map(|n| Prop {
                    value: self.export_of(*file, &n),
                    key: n.into(),
                    key_span: span,
                    value_span: span,
                })
                .collect();
            let o = Value::Object(Rc::new(ObjectLit { props, span }));
            return self.builtin_call(b, &[(o, span)]);
        }
        match (b, first) {
            (Builtin::ObjectFreeze, Some(v)) => v.clone(),
            (Builtin::ObjectEntries, Some(Value::Object(o))) => Value::Array(Rc::new(
                o.props
                    .iter()
                    .map(|p| {
                        Value::Array(Rc::new(vec![
                            Value::Str(p.key.clone(), p.key_span),
                            p.value.clone(),
                        ]))
                    })
                    .collect(),
            )),
            (Builtin::ObjectValues, Some(Value::Object(o))) => {
                Value::Array(Rc::new(o.props.iter().map(|p| p.value.clone()).collect()))
            }
            (Builtin::ObjectKeys, Some(Value::Object(o))) => Value::Array(Rc::new(
                o.props
                    .iter()
                    .map(|p| Value::Str(p.key.clone(), p.key_span))
                    .collect(),
            )),
            (Builtin::Boolean, Some(v)) if v.truthy().is_some() => {
                Value::Bool(v.truthy() == Some(true))
            }
            (Builtin::Boolean, None) => Value::Bool(false),
            _ => Value::unknown("a call of a built-in with arguments toolsight cannot evaluate"),
        }
    }

    fn method_call(
        &self,
        _f: &Rc<SourceFile>,
        recv: &Value,
        m: &str,
        args: &[(Value, Span)],
        _span: Span,
        _at: Node,
    ) -> Value {
        match (recv, m) {
            (Value::Array(items), "map") => match args.first() {
                Some((Value::Func(func), fs)) => Value::Array(Rc::new(
                    items
                        .iter()
                        .enumerate()
                        .map(|(i, v)| {
                            self.call_func(
                                func,
                                &[(v.clone(), *fs), (Value::Num(i as f64), *fs)],
                                *fs,
                            )
                        })
                        .collect(),
                )),
                _ => Value::unknown("`.map` with a callback toolsight cannot follow"),
            },
            // `TOOLS.find((t) => t.name === "x")`: the first item the callback decides is it
            (Value::Array(items), "find") => match args.first() {
                Some((Value::Func(func), fs)) => {
                    for (i, v) in items.iter().enumerate() {
                        let hit = self.call_func(
                            func,
                            &[(v.clone(), *fs), (Value::Num(i as f64), *fs)],
                            *fs,
                        );
                        match hit.truthy() {
                            Some(true) => return v.clone(),
                            Some(false) => {}
                            None => {
                                return Value::unknown(
                                    "`.find` with a callback toolsight cannot decide",
                                )
                            }
                        }
                    }
                    Value::Undefined
                }
                _ => Value::unknown("`.find` with a callback toolsight cannot follow"),
            },
            // `LIST.includes(x)` over literal strings and numbers, with a known `x`
            (Value::Array(items), "includes") | (Value::Set(items), "has") => {
                let prim = |v: &Value| match v {
                    Value::Str(s, _) => Some(Ok(s.clone())),
                    Value::Num(n) => Some(Err(*n)),
                    _ => None,
                };
                let wanted = args.first().and_then(|a| prim(&a.0));
                let all: Option<Vec<_>> = items.iter().map(prim).collect();
                match (wanted, all) {
                    (Some(w), Some(all)) => Value::Bool(all.iter().any(|v| match (v, &w) {
                        (Ok(a), Ok(b)) => a == b,
                        (Err(a), Err(b)) => a == b,
                        _ => false,
                    })),
                    _ => Value::unknown(format!("`.{m}` of values toolsight cannot compare")),
                }
            }
            // `TYPES.join(", ")` of literal strings and numbers (descriptions listing values)
            (Value::Array(items), "join") => {
                let sep = match args.first().map(|a| &a.0) {
                    None | Some(Value::Undefined) => Some(",".to_string()),
                    Some(Value::Str(s, _)) => Some(s.to_string()),
                    _ => None,
                };
                let parts: Option<Vec<String>> = items
                    .iter()
                    .map(|v| match v {
                        Value::Str(s, _) => Some(s.to_string()),
                        Value::Num(n) => Some(js_number_string(*n)),
                        Value::Bool(b) => Some(b.to_string()),
                        Value::Undefined | Value::Null => Some(String::new()),
                        _ => None,
                    })
                    .collect();
                match (sep, parts) {
                    (Some(sep), Some(parts)) => Value::Str(parts.join(&sep).into(), _span),
                    _ => Value::unknown("`.join` of values toolsight cannot evaluate"),
                }
            }
            // `process.argv.slice(2)`
            (Value::Array(items), "slice") => {
                let index = |i: usize| match args.get(i).map(|a| &a.0) {
                    None | Some(Value::Undefined) => Some(None),
                    Some(Value::Num(n)) if n.fract() == 0.0 => Some(Some(*n)),
                    _ => None,
                };
                let (Some(start), Some(end)) = (index(0), index(1)) else {
                    return Value::unknown("`.slice` at positions toolsight cannot evaluate");
                };
                let len = items.len() as f64;
                let at = |n: f64| {
                    (if n < 0.0 {
                        (len + n).max(0.0)
                    } else {
                        n.min(len)
                    }) as usize
                };
                let (start, end) = (at(start.unwrap_or(0.0)), at(end.unwrap_or(len)));
                Value::Array(Rc::new(items[start.min(end)..end].to_vec()))
            }
            (Value::Array(items), "concat") => {
                let mut out: Vec<Value> = items.as_ref().clone();
                for (a, _) in args {
                    match a {
                        Value::Array(more) => out.extend(more.iter().cloned()),
                        other => out.push(other.clone()),
                    }
                }
                Value::Array(Rc::new(out))
            }
            (Value::Array(items), "filter") => {
                let mut kept = Vec::new();
                for (i, v) in items.iter().enumerate() {
                    let keep = match args.first() {
                        Some((Value::Func(func), fs)) => self
                            .call_func(func, &[(v.clone(), *fs), (Value::Num(i as f64), *fs)], *fs)
                            .truthy(),
                        Some((Value::Builtin(Builtin::Boolean), _)) => v.truthy(),
                        _ => None,
                    };
                    match keep {
                        Some(true) => kept.push(v.clone()),
                        Some(false) => {}
                        None => {
                            return Value::unknown(
                                "`.filter` with a callback toolsight cannot decide",
                            )
                        }
                    }
                }
                Value::Array(Rc::new(kept))
            }
            (Value::Str(s, sp), "replace" | "replaceAll") => {
                self.string_replace(s, *sp, m == "replaceAll", args)
            }
            (Value::Str(s, sp), _) => string_method(s, *sp, m, args),
            _ => Value::unknown(format!("a call of `.{m}`")),
        }
    }

    /// `s.replace(pattern, with)` / `s.replaceAll(...)`: a string or regular expression
    /// pattern, replaced by plain text or by what a function of the program returns for each
    /// match (`(char) => char.toUpperCase()`).
    fn string_replace(&self, s: &str, span: Span, all: bool, args: &[(Value, Span)]) -> Value {
        let cannot = |what: &str| Value::unknown(format!("a `.replace` {what}"));
        let pattern = match args.first().map(|a| &a.0) {
            Some(Value::Str(p, _)) => {
                let escaped = regex::escape(p);
                match regex::Regex::new(&escaped) {
                    Ok(re) => (re, all),
                    Err(_) => return cannot("by a pattern toolsight cannot run"),
                }
            }
            Some(Value::Regex { source, flags }) => {
                match crate::ts::js_regex::compile(source, flags) {
                    // `replaceAll` by a pattern without `g` throws a TypeError
                    Ok((_, false)) if all => return cannot("of every match without the `g` flag"),
                    Ok(compiled) => compiled,
                    Err(why) => return Value::unknown(format!("a `.replace` by {why}")),
                }
            }
            _ => return cannot("by a value toolsight cannot evaluate"),
        };
        let (re, every) = pattern;
        let with = args.get(1).map(|a| &a.0);
        let mut out = String::with_capacity(s.len());
        let mut last = 0;
        for caps in re.captures_iter(s) {
            let Some(whole) = caps.get(0) else { continue };
            out.push_str(&s[last..whole.start()]);
            let replacement = match with {
                Some(Value::Str(w, _)) if !w.contains('$') => w.to_string(),
                Some(Value::Func(func)) => {
                    let mut call_args: Vec<(Value, Span)> = caps
                        .iter()
                        .map(|g| match g {
                            Some(g) => (Value::Str(g.as_str().into(), span), span),
                            None => (Value::Undefined, span),
                        })
                        .collect();
                    let offset = s[..whole.start()].encode_utf16().count();
                    call_args.push((Value::Num(offset as f64), span));
                    call_args.push((Value::Str(s.into(), span), span));
                    match self.call_func(func, &call_args, span) {
                        Value::Str(r, _) => r.to_string(),
                        Value::Unknown(r) => return Value::Unknown(r),
                        other => {
                            return cannot(&format!("whose function returns {}", other.describe()))
                        }
                    }
                }
                _ => return cannot("with `$` patterns or a value toolsight cannot evaluate"),
            };
            out.push_str(&replacement);
            last = whole.end();
            if !every {
                break;
            }
        }
        out.push_str(&s[last..]);
        Value::Str(out.into(), span)
    }

    /// Calls of external package functions that matter: converters.
    fn external_call(
        &self,
        specifier: &str,
        name: &str,
        args: &[(Value, Span)],
        span: Span,
    ) -> Value {
        let is_zjs =
            specifier == "zod-to-json-schema" && (name == "zodToJsonSchema" || name == "default");
        if is_zjs {
            let schema = args
                .first()
                .map(|a| a.0.clone())
                .unwrap_or(Value::Undefined);
            let (options, name) = match args.get(1).map(|a| &a.0) {
                Some(Value::Object(o)) => (Some(o.clone()), None),
                Some(Value::Str(s, _)) => (None, Some(s.clone())),
                _ => (None, None),
            };
            return Value::Converted(Rc::new(Converted {
                converter: Converter::ZodToJsonSchema,
                schema,
                options,
                name,
                after: Vec::new(),
                dropped: Vec::new(),
                span,
            }));
        }
        Value::unknown(format!("the result of `{name}` from `{specifier}`"))
    }

    /// Inlines a call of a workspace function: its parameters are bound to the arguments and its
    /// returned expression is evaluated. A function whose body is more than one `return` is
    /// reported as a converter call when given a schema (that is what hand-written converters
    /// look like), as a step after the converter when given a conversion, otherwise as unknown.
    pub fn call_func(&self, func: &Rc<FuncVal>, args: &[(Value, Span)], span: Span) -> Value {
        let f = self.ws.file(func.file);
        let Some(node) = node_at(&f, func.start, func.end) else {
            return Value::unknown("a function toolsight could not find again");
        };
        let mut env = func.env.clone();
        if let Some(params) = node.field("parameters").or_else(|| node.field("parameter")) {
            let list: Vec<Node> = if params.kind() == "formal_parameters" {
                let mut c = params.walk();
                params
                    .named_children(&mut c)
                    .filter(|p| p.kind() != "comment")
                    .collect()
            } else {
                vec![params]
            };
            for (i, p) in list.iter().enumerate() {
                let arg = args.get(i).map(|a| a.0.clone()).unwrap_or(Value::Undefined);
                env = bind_pattern(self, &f, *p, arg, env);
            }
        }
        let Some(body) = node.field("body") else {
            return Value::unknown("a function without a body");
        };
        if body.kind() != "statement_block" {
            return self.eval(&f, body, &env);
        }
        if let Some(expr) = single_return(body) {
            return self.eval(&f, expr, &env);
        }
        // a factory (`function createServer() { const s = new McpServer(..); ...; return s; }`):
        // the server it returns is known without running the statements before the return
        if let Some(expr) = last_return(body) {
            if let v @ Value::Server(_) = self.eval(&f, expr, &env) {
                return v;
            }
        }
        if let Some((Value::Schema(_), _)) = args.first() {
            return Value::Converted(Rc::new(Converted {
                converter: Converter::Handwritten {
                    file: func.file,
                    start: func.start,
                    end: func.end,
                    name: func.name.clone().unwrap_or_else(|| "(anonymous)".into()),
                },
                schema: args[0].0.clone(),
                options: None,
                name: None,
                after: Vec::new(),
                dropped: Vec::new(),
                span,
            }));
        }
        // a helper reshaping a converter's output (`pickRoot(zodToJsonSchema(s, { name }),
        // name)`) is run on that output once the target's converter has produced it
        if let Some((Value::Converted(inner), _)) = args.first() {
            if !inner.dropped.is_empty() {
                // the keys are dropped after every step: a step after the drop is not modelled
                return Value::unknown(format!(
                    "the result of `{}` run on a conversion the code deleted keys from",
                    func.name.as_deref().unwrap_or("(anonymous)")
                ));
            }
            let mut after = inner.after.clone();
            after.push(Rc::new(AfterStep {
                file: func.file,
                start: func.start,
                end: func.end,
                name: func.name.clone().unwrap_or_else(|| "(anonymous)".into()),
                rest: args[1..].iter().map(|a| a.0.clone()).collect(),
                span,
            }));
            return Value::Converted(Rc::new(Converted {
                converter: inner.converter.clone(),
                schema: inner.schema.clone(),
                options: inner.options.clone(),
                name: inner.name.clone(),
                after,
                dropped: Vec::new(),
                span: inner.span,
            }));
        }
        if let Some(v) = self.built_object(&f, body, &env) {
            return v;
        }
        let name = func.name.as_deref().unwrap_or("(anonymous)");
        // a module-level helper called with plain data (`describe(tool.name, readOnly)`) is run
        if func.env.is_empty() {
            let data: Result<Vec<Option<serde_json::Value>>, String> = args
                .iter()
                .map(|(a, _)| match a {
                    Value::Undefined => Ok(None),
                    a => a.to_json().map(Some),
                })
                .collect();
            return match data {
                Ok(data) => match crate::ts::interp::Interp::new(self.ws, true)
                    .run_on_json(func.file, func.start, func.end, &data)
                {
                    Ok(Some(j)) => Value::from_json(&j, span),
                    Ok(None) => Value::Undefined,
                    Err(crate::ts::interp::Stop::Throw(m)) => Value::unknown(format!(
                        "the result of `{name}`, which throws ({m}) where toolsight runs it"
                    )),
                    Err(crate::ts::interp::Stop::Unsupported(why)) => Value::unknown(format!(
                        "the result of `{name}`, a function with statements that uses {why}, which toolsight does not run"
                    )),
                },
                Err(why) => Value::unknown(format!(
                    "the result of `{name}`, a function with statements, called with {why}"
                )),
            };
        }
        Value::unknown(format!(
            "the result of `{name}`, a function with statements toolsight does not run"
        ))
    }

    /// The object a function body builds and returns: `const entry = { ...tool }; entry.x = ...;
    /// return entry;` (a `.map` callback decorating each tool). Its property assignments are
    /// applied as [`Evaluator::with_assignments`] does; a property changed in place (`delete
    /// entry.schema.$schema`) is unknown unless the change is decided not to run. `None` unless
    /// the body runs straight to that one `return`, with no `let` or reassignment whose value
    /// would have to be followed, and the object never escapes where its changes are not seen.
    fn built_object(&self, f: &Rc<SourceFile>, body: Node, env: &Env) -> Option<Value> {
        let src = f.text.as_str();
        let stmts = named_parts(body);
        let (last, before) = stmts.split_last()?;
        let returned = first_expression(*last).filter(|_| last.kind() == "return_statement")?;
        if returned.kind() != "identifier" {
            return None;
        }
        let name = text(returned, src);
        let declared = before.iter().any(|s| {
            s.kind() == "lexical_declaration"
                && s.child(0).is_some_and(|k| k.kind() == "const")
                && s.named_children(&mut s.walk()).any(|d| {
                    d.field("name")
                        .is_some_and(|n| n.kind() == "identifier" && text(n, src) == name)
                })
        });
        if !declared {
            return None;
        }
        for s in before {
            for n in crate::ts::tools::nodes_under(*s, true, 100_000)? {
                let rebinds = match n.kind() {
                    "return_statement" | "variable_declaration" => true,
                    "lexical_declaration" => n.child(0).is_some_and(|k| k.kind() == "let"),
                    "assignment_expression" | "augmented_assignment_expression" => {
                        n.field("left").is_some_and(|l| l.kind() == "identifier")
                    }
                    "update_expression" => n
                        .field("argument")
                        .is_some_and(|a| a.kind() == "identifier"),
                    _ => false,
                };
                if rebinds {
                    return None;
                }
            }
        }
        let changes = crate::ts::mutation::changes_of_local(f, body, name, false)?;
        let Value::Object(built) = self.lookup(f, name, returned, env) else {
            return None;
        };
        let mut props = built.props.clone();
        let mut drops: Vec<(String, String)> = Vec::new();
        for change in changes {
            if let Some(drop) = key_drop(change.site, name, src) {
                if !drops.contains(&drop) {
                    drops.push(drop);
                }
                continue;
            }
            if self.runs_when(f, change.site, body, env) == Some(false) {
                continue;
            }
            let line = f.line_col(change.site.start_byte() as u32).line;
            let Some(key) = change.key else {
                return Some(Value::unknown(format!(
                    "`{name}`, changed under a computed key at line {line}"
                )));
            };
            let value = Value::unknown(format!("`{name}.{key}`, changed in place at line {line}"));
            let span = self.span(f, change.site);
            match props.iter_mut().find(|p| *p.key == *key) {
                Some(p) => p.value = value,
                None => props.push(Prop {
                    key: key.into(),
                    value,
                    key_span: span,
                    value_span: span,
                }),
            }
        }
        for (prop, key) in drops {
            let Some(p) = props.iter_mut().find(|p| *p.key == *prop) else {
                continue;
            };
            p.value = without_key(&p.value, &key);
        }
        Some(Value::Object(Rc::new(ObjectLit {
            props,
            span: built.span,
        })))
    }

    /// `c ? a : b`: the branch a constant condition picks. Otherwise only a server is known:
    /// `instrumented ? wrap(new McpServer(..)) : new McpServer(..)` makes one server either
    /// way, with the same registrations, so the branch toolsight can read stands for both.
    fn eval_ternary(&self, f: &Rc<SourceFile>, node: Node, env: &Env) -> Value {
        let (Some(cond), Some(yes), Some(no)) = (
            node.field("condition"),
            node.field("consequence"),
            node.field("alternative"),
        ) else {
            return Value::unknown("an incomplete `?:` expression");
        };
        let decided = match self.eval(f, cond, env) {
            Value::Bool(b) => Some(b),
            Value::Undefined | Value::Null => Some(false),
            Value::Num(n) => Some(n != 0.0 && !n.is_nan()),
            Value::Str(s, _) => Some(!s.is_empty()),
            _ => None,
        };
        match decided {
            Some(true) => self.eval(f, yes, env),
            Some(false) => self.eval(f, no, env),
            None => match (self.eval(f, yes, env), self.eval(f, no, env)) {
                (v @ Value::Server(_), _) | (_, v @ Value::Server(_)) => v,
                _ => Value::unknown(format!(
                    "a value chosen by `{}`, which toolsight cannot decide",
                    text(cond, &f.text).chars().take(60).collect::<String>()
                )),
            },
        }
    }

    /// `this` in a class that extends an SDK server class: the class is the server (each
    /// instance registers the same tools).
    fn this_value(&self, f: &Rc<SourceFile>, node: Node) -> Value {
        let Some(class) = enclosing_class(node) else {
            return Value::unknown("`this` outside a class");
        };
        let mut c = class.walk();
        let heritage = class
            .named_children(&mut c)
            .find(|n| n.kind() == "class_heritage");
        let base = heritage.and_then(|h| {
            let mut c = h.walk();
            let clause = h
                .named_children(&mut c)
                .find(|n| n.kind() == "extends_clause");
            clause.and_then(|e| e.field("value"))
        });
        match base.map(|b| self.eval(f, b, &Env::default())) {
            Some(Value::Class(base)) => self
                .bundled_server(&base, self.span(f, class))
                .unwrap_or_else(|| Value::unknown("`this` of a class toolsight does not follow")),
            Some(Value::External { specifier, name }) => {
                server_instance(specifier, &name, self.span(f, class)).unwrap_or_else(|| {
                    Value::unknown(format!("an instance of a `{name}` subclass"))
                })
            }
            _ => Value::unknown("`this` of a class toolsight does not follow"),
        }
    }

    /// `this.name` in a class: the value of the field, or of the constructor's assignment
    /// `this.name = ...` (`this.server = new McpServer(...)`), when the class sets it once.
    fn this_member(&self, f: &Rc<SourceFile>, node: Node, name: &str) -> Option<Value> {
        let class = enclosing_class(node)?;
        for member in class_members(class) {
            match member.kind() {
                "public_field_definition" | "field_definition" => {
                    if let (Some(true), Some(v)) = (
                        member_name(f, member).map(|n| n == name),
                        member.field("value"),
                    ) {
                        return Some(self.eval(f, v, &Env::default()));
                    }
                }
                "method_definition" if member_name(f, member) == Some("constructor") => {
                    if let [a] = this_assignments(f, member, name).as_slice() {
                        let right = a.field("right")?;
                        return Some(self.eval(f, right, &Env::default()));
                    }
                }
                _ => {}
            }
        }
        None
    }

    fn eval_new(&self, f: &Rc<SourceFile>, node: Node, env: &Env) -> Value {
        let Some(ctor) = node.field("constructor") else {
            return Value::unknown("incomplete `new` expression");
        };
        match self.eval(f, ctor, env) {
            Value::External { specifier, name } => {
                let sdk = specifier.starts_with("@modelcontextprotocol/");
                server_instance(specifier, &name, self.span(f, node)).unwrap_or_else(|| match sdk {
                    true => Value::unknown(format!("a `{name}` instance")),
                    false => Value::unknown(format!("a `new {}` instance", text(ctor, &f.text))),
                })
            }
            Value::Class(class) => {
                let span = self.span(f, node);
                match self.server_base(&class, span) {
                    Some(server) => server,
                    None => Value::Instance(Rc::new(InstanceVal {
                        class,
                        args: self.eval_args(f, node, env).into(),
                        span,
                    })),
                }
            }
            Value::Unknown(r) if text(ctor, &f.text) == "Set" => {
                self.new_set(f, node, env).unwrap_or(Value::Unknown(r))
            }
            Value::Unknown(r) => Value::Unknown(r),
            _ => Value::unknown(format!("a `new {}` instance", text(ctor, &f.text))),
        }
    }

    /// `new Set(list)` of strings and numbers (names of tools a module treats alike); `None`
    /// when `Set` is not the built-in one.
    fn new_set(&self, f: &Rc<SourceFile>, node: Node, env: &Env) -> Option<Value> {
        let ctor = node.field("constructor")?;
        if scope::find_decl(&f.text, "Set", f.tree.root_node(), ctor).is_some() {
            return None;
        }
        let args = self.eval_args(f, node, env);
        let items = match args.first().map(|a| &a.0) {
            None | Some(Value::Undefined | Value::Null) => Vec::new(),
            Some(Value::Array(items) | Value::Set(items)) => items.as_ref().clone(),
            Some(other) => {
                return Some(Value::unknown(format!(
                    "a `Set` of {}, which toolsight cannot list",
                    other.describe()
                )))
            }
        };
        let mut members: Vec<Value> = Vec::new();
        for item in items {
            let same = |m: &Value| match (m, &item) {
                (Value::Str(a, _), Value::Str(b, _)) => a == b,
                (Value::Num(a), Value::Num(b)) => a == b,
                _ => false,
            };
            match item {
                Value::Str(..) | Value::Num(_) => {
                    if !members.iter().any(same) {
                        members.push(item);
                    }
                }
                Value::Unknown(r) => return Some(Value::Unknown(r)),
                other => {
                    return Some(Value::unknown(format!(
                        "a `Set` holding {}, which toolsight does not compare",
                        other.describe()
                    )))
                }
            }
        }
        Some(Value::Set(Rc::new(members)))
    }

    fn class_value(&self, f: &Rc<SourceFile>, n: Node, name: Rc<str>) -> Value {
        Value::Class(Rc::new(ClassVal {
            file: f.id,
            start: n.start_byte() as u32,
            end: n.end_byte() as u32,
            name,
        }))
    }

    /// The class a class extends, when it is written in the workspace or is an import.
    fn base_class(&self, class: &ClassVal) -> Option<(Rc<SourceFile>, Value)> {
        let f = self.ws.file(class.file);
        let node = node_at(&f, class.start, class.end)?;
        let base = extends_value(node)?;
        let v = self.eval(&f, base, &Env::default());
        Some((f, v))
    }

    /// `new C()` (at `new_span`) where C (or a class it extends) extends an SDK server class:
    /// the instance is that server, identified by the class that extends the SDK's, as `this`
    /// inside it is. C itself a bundle's copy of the SDK's class: the server of this `new`.
    fn server_base(&self, class: &Rc<ClassVal>, new_span: Span) -> Option<Value> {
        let mut class = class.clone();
        let mut extending: Option<Span> = None;
        for _ in 0..MAX_CLASS_CHAIN {
            if let Some(server) = self.bundled_server(&class, extending.unwrap_or(new_span)) {
                return Some(server);
            }
            match self.base_class(&class)? {
                (f, Value::External { specifier, name }) => {
                    let node = node_at(&f, class.start, class.end)?;
                    return server_instance(specifier, &name, self.span(&f, node));
                }
                (_, Value::Class(base)) => {
                    extending = Some(Span {
                        file: class.file,
                        start: class.start,
                        end: class.end,
                    });
                    class = base;
                }
                _ => return None,
            }
        }
        None
    }

    /// An instance of a bundle's own copy of an SDK server class: the SDK's server, as if
    /// imported, identified by `span`.
    fn bundled_server(&self, class: &ClassVal, span: Span) -> Option<Value> {
        let f = self.ws.file(class.file);
        let kind = self.bundle(&f).sdk_class(class.start)?;
        Some(Value::Server(Rc::new(ServerVal {
            kind,
            span,
            specifier: BUNDLED_SDK.into(),
            copy: true,
            inner: false,
        })))
    }

    /// A property of an instance of a workspace class, as JavaScript resolves it: the own
    /// properties set last win (the class's constructor after `super()`, then its field
    /// initialisers, then those of the classes it extends), then the methods and getters of the
    /// prototype chain. A property also set outside the constructor, or on more than one
    /// path through it, depends on what ran and is unknown.
    fn instance_member(&self, inst: &Rc<InstanceVal>, name: &str) -> Value {
        let this = Value::Instance(inst.clone());
        let mut chain: Vec<(Rc<ClassVal>, Env)> = Vec::new();
        let mut class = inst.class.clone();
        let mut args: Rc<[(Value, Span)]> = inst.args.clone();
        let mut outside = None;
        for depth in 0.. {
            if depth == MAX_CLASS_CHAIN {
                return Value::unknown("a class chain deeper than toolsight follows");
            }
            let f = self.ws.file(class.file);
            let Some(node) = node_at(&f, class.start, class.end) else {
                return Value::unknown("a class toolsight could not find again");
            };
            let ctor = class_members(node).into_iter().find(|m| {
                m.kind() == "method_definition" && member_name(&f, *m) == Some("constructor")
            });
            let mut ctor_env = Env::default().bind("this", this.clone());
            if let Some(ctor) = ctor {
                for (i, p) in params_of(ctor).iter().enumerate() {
                    let arg = args.get(i).map(|a| a.0.clone()).unwrap_or(Value::Undefined);
                    ctor_env = bind_pattern(self, &f, *p, arg, ctor_env);
                }
            }
            chain.push((class.clone(), ctor_env.clone()));
            // TypeScript parameter properties (`constructor(private readonly name: string)`)
            // assign the argument before the constructor's body runs
            if let Some(ctor) = ctor {
                for (i, p) in params_of(ctor).iter().enumerate() {
                    let mut c = p.walk();
                    let is_property = p.children(&mut c).any(|ch| {
                        matches!(
                            ch.kind(),
                            "accessibility_modifier" | "readonly" | "override_modifier"
                        )
                    });
                    let named = p.field("pattern").is_some_and(|n| text(n, &f.text) == name);
                    if is_property && named && this_assignments(&f, ctor, name).is_empty() {
                        return match args.get(i) {
                            Some((v, _)) => v.clone(),
                            None => p
                                .field("value")
                                .map(|d| self.eval(&f, d, &ctor_env))
                                .unwrap_or(Value::Undefined),
                        };
                    }
                }
            }
            let mut sets = Vec::new();
            for m in class_members(node) {
                let is_ctor = ctor == Some(m);
                for a in this_assignments(&f, m, name) {
                    if is_ctor {
                        sets.push(a);
                    } else {
                        outside.get_or_insert(f.line_col(a.start_byte() as u32).line);
                    }
                }
            }
            if let Some(line) = outside {
                return Value::unknown(format!(
                    "`this.{name}`, which a method sets (line {line}), so its value depends on what ran before"
                ));
            }
            match sets.as_slice() {
                [] => {}
                [a] if ctor.and_then(|c| c.field("body")).is_some_and(|b| {
                    a.parent().filter(|s| s.kind() == "expression_statement").and_then(|s| s.parent()) == Some(b)
                }) =>
                {
                    return match a.field("right") {
                        Some(right) => self.eval(&f, right, &ctor_env),
                        None => Value::unknown("an incomplete assignment"),
                    };
                }
                _ => {
                    return Value::unknown(format!(
                        "`this.{name}`, which the constructor of `{}` sets under a condition or more than once",
                        class.name
                    ))
                }
            }
            let field = class_members(node).into_iter().find(|m| {
                matches!(m.kind(), "public_field_definition" | "field_definition")
                    && !is_static(&f, *m)
                    && member_name(&f, *m) == Some(name)
            });
            if let Some(field) = field {
                match field.field("value") {
                    Some(v) => return self.eval(&f, v, &Env::default().bind("this", this.clone())),
                    // compiled JavaScript defines a bare field as undefined; a TypeScript
                    // declaration without a value may only name a type
                    None if !f.lang.is_typescript() => return Value::Undefined,
                    None => {}
                }
            }
            // the arguments `super(...)` passes on; without a constructor, all of them
            let passed: Rc<[(Value, Span)]> = match ctor.and_then(|c| super_call(c)) {
                Some(call) => self.eval_args(&f, call, &ctor_env).into(),
                None if ctor.is_some() => Rc::from(Vec::new()),
                None => args.clone(),
            };
            match extends_value(node).map(|b| self.eval(&f, b, &Env::default())) {
                Some(Value::Class(base)) => {
                    class = base;
                    args = passed;
                }
                Some(Value::Unknown(r)) => return Value::Unknown(r),
                Some(other) => {
                    return Value::unknown(format!(
                        "`this.{name}`, which the base class ({}) may set",
                        other.describe()
                    ))
                }
                None => break,
            }
        }
        // not an own property: the prototype chain's methods and getters
        for (class, env) in &chain {
            let f = &self.ws.file(class.file);
            let Some(node) = node_at(f, class.start, class.end) else {
                continue;
            };
            let method = class_members(node).into_iter().find(|m| {
                m.kind() == "method_definition"
                    && !is_static(f, *m)
                    && member_name(f, *m) == Some(name)
            });
            let Some(m) = method else { continue };
            let getter = {
                let mut c = m.walk();
                let g = m.children(&mut c).any(|ch| ch.kind() == "get");
                g
            };
            if getter {
                return match m.field("body").and_then(single_return) {
                    Some(r) => self.eval(f, r, env),
                    None => Value::unknown("a getter with statements toolsight does not follow"),
                };
            }
            return Value::Func(Rc::new(FuncVal {
                file: f.id,
                start: m.start_byte() as u32,
                end: m.end_byte() as u32,
                env: Env::default().bind("this", this.clone()),
                name: Some(name.into()),
            }));
        }
        Value::Undefined
    }
}

/// `name.key = ...` / `name["key"] = ...` under `scope`, functions nested in it included.
fn property_assignments(f: &SourceFile, scope: Node, name: &str) -> Vec<(u32, u32)> {
    let src = f.text.as_str();
    if !src[scope.byte_range()].contains(&format!("{name}."))
        && !src[scope.byte_range()].contains(&format!("{name}["))
    {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut stack = vec![scope];
    while let Some(n) = stack.pop() {
        if n.kind() == "assignment_expression" {
            let hit = n.field("left").is_some_and(|l| {
                matches!(l.kind(), "member_expression" | "subscript_expression")
                    && l.field("object")
                        .is_some_and(|o| o.kind() == "identifier" && text(o, src) == name)
            });
            if hit {
                out.push((n.start_byte() as u32, n.end_byte() as u32));
            }
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    out.sort();
    out
}

/// Nodes of one file, as `(start, end)` byte offsets.
type ByteRanges = Rc<[(u32, u32)]>;

/// The writes of each name in a block: the byte ranges of its assignments and updates.
type LetWrites = HashMap<String, Vec<(u32, u32)>>;

/// `C = __decorate([...], C)`: tsc (or esbuild's `__legacyDecorateClassTS`) applying class
/// decorators, which give the class back (what the decorators record is read where it is used).
fn is_class_decoration(write: Node, name: &str, src: &str) -> bool {
    let Some(call) = write
        .field("right")
        .filter(|r| r.kind() == "call_expression")
    else {
        return false;
    };
    let callee = call.field("function").map(|c| text(c, src)).unwrap_or("");
    let helper = callee.rsplit('.').next().unwrap_or("");
    let decorates = helper == "__decorate" || helper.starts_with("__legacyDecorateClass");
    let last = call
        .field("arguments")
        .and_then(|a| named_parts(a).last().copied());
    decorates && last.is_some_and(|l| l.kind() == "identifier" && text(l, src) == name)
}

/// Whether a declaration is a `let`.
fn is_let(decl: Node) -> bool {
    decl.kind() == "lexical_declaration" && decl.child(0).is_some_and(|k| k.kind() == "let")
}

/// Classes extending classes: deeper chains are not followed.
const MAX_CLASS_CHAIN: usize = 16;

fn extends_value(class: Node) -> Option<Node> {
    let mut c = class.walk();
    let heritage = class
        .named_children(&mut c)
        .find(|n| n.kind() == "class_heritage")?;
    let mut c = heritage.walk();
    let clause = heritage
        .named_children(&mut c)
        .find(|n| n.kind() == "extends_clause");
    match clause {
        Some(e) => e.field("value"),
        // JavaScript's grammar has no extends_clause: `class A extends B`
        None => {
            let mut c = heritage.walk();
            let v = heritage.named_children(&mut c).next();
            v
        }
    }
}

fn class_members(class: Node) -> Vec<Node> {
    let Some(body) = class.field("body") else {
        return Vec::new();
    };
    let mut c = body.walk();
    let v = body.named_children(&mut c).collect();
    v
}

fn member_name<'a>(f: &'a SourceFile, m: Node) -> Option<&'a str> {
    let n = m.field("name").or_else(|| m.field("property"))?;
    Some(text(n, &f.text))
}

fn is_static(f: &SourceFile, m: Node) -> bool {
    let mut c = m.walk();
    let s = m
        .children(&mut c)
        .any(|ch| !ch.is_named() && text(ch, &f.text) == "static");
    s
}

/// `this.name = ...` assignments in a class member, outside functions nested in it (which have
/// a `this` of their own; arrow functions share it).
fn this_assignments<'t>(f: &SourceFile, member: Node<'t>, name: &str) -> Vec<Node<'t>> {
    let src = f.text.as_str();
    let mut out = Vec::new();
    let mut stack: Vec<Node> = member.field("body").into_iter().collect();
    if matches!(
        member.kind(),
        "public_field_definition" | "field_definition"
    ) {
        stack.extend(member.field("value"));
    }
    while let Some(n) = stack.pop() {
        if matches!(
            n.kind(),
            "function_declaration"
                | "function_expression"
                | "function"
                | "class"
                | "class_declaration"
        ) {
            continue;
        }
        if matches!(
            n.kind(),
            "assignment_expression" | "augmented_assignment_expression"
        ) {
            let hit = n.field("left").is_some_and(|l| {
                l.kind() == "member_expression"
                    && l.field("object").is_some_and(|o| o.kind() == "this")
                    && l.field("property").is_some_and(|p| text(p, src) == name)
            });
            if hit {
                out.push(n);
            }
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    out.sort_by_key(|n| n.start_byte());
    out
}

/// The constructor's `super(...)` call, at its top level.
fn super_call(ctor: Node) -> Option<Node> {
    let body = ctor.field("body")?;
    let mut c = body.walk();
    let found = body.named_children(&mut c).find_map(|s| {
        let e = first_expression(s).filter(|_| s.kind() == "expression_statement")?;
        (e.kind() == "call_expression" && e.field("function").is_some_and(|f| f.kind() == "super"))
            .then_some(e)
    });
    found
}

/// An instance of a server class of the SDKs or of a framework, identified by `span` (the `new`
/// expression, or the class that extends it).
fn server_instance(specifier: Rc<str>, name: &str, span: Span) -> Option<Value> {
    let kind = match (&*specifier, name) {
        (s, "McpServer") if s.starts_with("@modelcontextprotocol/") => ServerKind::Mcp,
        (s, "Server") if s.starts_with("@modelcontextprotocol/") => ServerKind::LowLevel,
        ("fastmcp", "FastMCP") => ServerKind::Framework(Framework::FastMcp),
        _ => return None,
    };
    Some(Value::Server(Rc::new(ServerVal {
        kind,
        span,
        specifier,
        copy: false,
        inner: false,
    })))
}

/// The class whose `this` a node sees: the nearest enclosing class, across arrow functions.
fn enclosing_class(node: Node) -> Option<Node> {
    let mut cur = node.parent();
    while let Some(n) = cur {
        match n.kind() {
            "class_declaration" | "class" | "abstract_class_declaration" => return Some(n),
            // a plain function has a `this` of its own
            "function_declaration" | "function_expression" | "function" => return None,
            _ => cur = n.parent(),
        }
    }
    None
}

fn destructure(ev: &Evaluator, f: &Rc<SourceFile>, mut v: Value, path: &[PatternStep]) -> Value {
    for step in path {
        v = match (step, &v) {
            (PatternStep::Prop(p), _) => ev.member(f, &v, p, f.tree.root_node()),
            (PatternStep::Index(i), Value::Array(items)) => {
                items.get(*i).cloned().unwrap_or(Value::Undefined)
            }
            (PatternStep::Default(start, end), Value::Undefined) => {
                match node_at(f, *start, *end) {
                    Some(d) => ev.eval(f, d, &Env::default()),
                    None => Value::unknown("a default toolsight could not find again"),
                }
            }
            (PatternStep::Default(..), _) => v,
            _ => return Value::unknown("a destructured value toolsight cannot follow"),
        };
    }
    v
}

/// Binds a parameter (identifier, destructuring pattern, default) to a value.
pub fn bind_pattern(ev: &Evaluator, f: &Rc<SourceFile>, p: Node, arg: Value, env: Env) -> Env {
    let src = f.text.as_str();
    match p.kind() {
        "required_parameter" | "optional_parameter" => {
            let Some(pat) = p.field("pattern") else {
                return env;
            };
            let arg = match (arg, p.field("value")) {
                (Value::Undefined, Some(d)) => ev.eval(f, d, &env),
                (a, _) => a,
            };
            bind_pattern(ev, f, pat, arg, env)
        }
        "identifier" => env.bind(text(p, src), arg),
        "object_pattern" => {
            let mut env = env;
            let mut c = p.walk();
            for part in p.named_children(&mut c) {
                match part.kind() {
                    "shorthand_property_identifier_pattern" => {
                        let n = text(part, src);
                        env = env.bind(n, ev.member(f, &arg, n, part));
                    }
                    "pair_pattern" => {
                        let (Some(k), Some(v)) = (part.field("key"), part.field("value")) else {
                            continue;
                        };
                        let key = scope::string_value(src, k).unwrap_or_default();
                        env = bind_pattern(ev, f, v, ev.member(f, &arg, &key, part), env);
                    }
                    "object_assignment_pattern" => {
                        let Some(l) = part.field("left") else {
                            continue;
                        };
                        let n = text(l, src);
                        let mut v = ev.member(f, &arg, n, part);
                        if matches!(v, Value::Undefined) {
                            if let Some(r) = part.field("right") {
                                v = ev.eval(f, r, &env);
                            }
                        }
                        env = env.bind(n, v);
                    }
                    _ => {}
                }
            }
            env
        }
        "array_pattern" => {
            let mut env = env;
            let mut c = p.walk();
            for (i, part) in p.named_children(&mut c).enumerate() {
                let v = match &arg {
                    Value::Array(items) => items.get(i).cloned().unwrap_or(Value::Undefined),
                    _ => Value::unknown("a destructured element toolsight cannot follow"),
                };
                env = bind_pattern(ev, f, part, v, env);
            }
            env
        }
        "assignment_pattern" => {
            let Some(l) = p.field("left") else {
                return env;
            };
            let arg = match (arg, p.field("right")) {
                (Value::Undefined, Some(d)) => ev.eval(f, d, &env),
                (a, _) => a,
            };
            bind_pattern(ev, f, l, arg, env)
        }
        _ => env,
    }
}

/// The first named child that is an expression (skipping type annotations and comments).
pub fn first_expression(node: Node) -> Option<Node> {
    let mut c = node.walk();
    let found = node.named_children(&mut c).find(|n| {
        !matches!(
            n.kind(),
            "comment"
                | "type_annotation"
                | "type_arguments"
                | "type_identifier"
                | "predefined_type"
                | "generic_type"
                | "object_type"
                | "union_type"
                | "array_type"
                | "literal_type"
        )
    });
    found
}

/// The expression of a block whose only statement is `return expr`.
/// The expression of the last top-level `return` of a function body.
/// A function's parameters (a lone arrow-function parameter included).
pub fn params_of(func: Node) -> Vec<Node> {
    match func.field("parameters") {
        Some(ps) => {
            let mut c = ps.walk();
            let v: Vec<Node> = ps
                .named_children(&mut c)
                .filter(|p| p.kind() != "comment")
                .collect();
            v
        }
        None => func.field("parameter").into_iter().collect(),
    }
}

pub fn last_return(body: Node) -> Option<Node> {
    let mut c = body.walk();
    let r = body
        .named_children(&mut c)
        .filter(|n| n.kind() == "return_statement")
        .last()
        .and_then(first_expression);
    r
}

/// A node's named children other than comments: a block's statements, a list's items.
pub fn named_parts(n: Node) -> Vec<Node> {
    let mut c = n.walk();
    let parts = n
        .named_children(&mut c)
        .filter(|p| p.kind() != "comment")
        .collect();
    parts
}

pub fn single_return(block: Node) -> Option<Node> {
    let mut c = block.walk();
    let stmts: Vec<Node> = block
        .named_children(&mut c)
        .filter(|n| n.kind() != "comment")
        .collect();
    match stmts.as_slice() {
        [only] if only.kind() == "return_statement" => first_expression(*only),
        _ => None,
    }
}

/// `a === b` of primitives; `None` when either side is not one toolsight knows.
/// The string methods evaluated on known strings ([`string_method`]).
const STRING_METHODS: &[&str] = &[
    "replace",
    "replaceAll",
    "trim",
    "trimStart",
    "trimEnd",
    "toLowerCase",
    "toUpperCase",
    "split",
    "includes",
    "startsWith",
    "endsWith",
];

/// JavaScript's white space and line terminators, which `trim` removes (Rust's `trim` differs
/// on U+FEFF and U+0085).
fn js_space(c: char) -> bool {
    matches!(
        c,
        '\t' | '\n' | '\u{b}' | '\u{c}' | '\r' | ' ' | '\u{a0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200a}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202f}'
                | '\u{205f}'
                | '\u{3000}'
                | '\u{feff}'
    )
}

/// A call of one of [`STRING_METHODS`] on `s`, where its arguments are plain strings (case
/// mapping only of ASCII text, where Rust and JavaScript agree).
fn string_method(s: &Rc<str>, span: Span, m: &str, args: &[(Value, Span)]) -> Value {
    let str_arg = |i: usize| args.get(i).and_then(|a| a.0.as_str());
    let text = |t: &str| Value::Str(t.into(), span);
    match (m, args.len()) {
        ("trim", 0) => text(s.trim_matches(js_space)),
        ("trimStart", 0) => text(s.trim_start_matches(js_space)),
        ("trimEnd", 0) => text(s.trim_end_matches(js_space)),
        ("toLowerCase", 0) if s.is_ascii() => text(&s.to_ascii_lowercase()),
        ("toUpperCase", 0) if s.is_ascii() => text(&s.to_ascii_uppercase()),
        ("split", 1) => match str_arg(0) {
            Some(sep) if !sep.is_empty() => Value::Array(Rc::new(s.split(sep).map(text).collect())),
            _ => Value::unknown("a `.split` toolsight cannot evaluate"),
        },
        ("includes", 1) => str_arg(0).map_or_else(
            || Value::unknown("an `.includes` of a value toolsight cannot evaluate"),
            |a| Value::Bool(s.contains(a)),
        ),
        ("startsWith", 1) => str_arg(0).map_or_else(
            || Value::unknown("a `.startsWith` of a value toolsight cannot evaluate"),
            |a| Value::Bool(s.starts_with(a)),
        ),
        ("endsWith", 1) => str_arg(0).map_or_else(
            || Value::unknown("an `.endsWith` of a value toolsight cannot evaluate"),
            |a| Value::Bool(s.ends_with(a)),
        ),
        _ => Value::unknown(format!("a call of `.{m}` toolsight cannot evaluate")),
    }
}

/// `==` where it needs no conversion: two primitives of one type, or `null`/`undefined` on
/// either side.
fn loose_equal(a: &Value, b: &Value) -> Option<bool> {
    let nullish = |v: &Value| matches!(v, Value::Undefined | Value::Null);
    match (a, b) {
        _ if nullish(a) && nullish(b) => Some(true),
        (Value::Bool(_) | Value::Num(_) | Value::Str(..), _) if nullish(b) => Some(false),
        (_, Value::Bool(_) | Value::Num(_) | Value::Str(..)) if nullish(a) => Some(false),
        (Value::Bool(_), Value::Bool(_))
        | (Value::Num(_), Value::Num(_))
        | (Value::Str(..), Value::Str(..)) => strict_equal(a, b),
        _ => None,
    }
}

fn strict_equal(a: &Value, b: &Value) -> Option<bool> {
    let prim = |v: &Value| {
        matches!(
            v,
            Value::Undefined | Value::Null | Value::Bool(_) | Value::Num(_) | Value::Str(..)
        )
    };
    if !prim(a) || !prim(b) {
        return None;
    }
    Some(match (a, b) {
        (Value::Undefined, Value::Undefined) | (Value::Null, Value::Null) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::Num(x), Value::Num(y)) => x == y,
        (Value::Str(x, _), Value::Str(y, _)) => x == y,
        _ => false,
    })
}

/// Finds the node spanning exactly `[start, end)`, preferring the outermost such node.
pub fn node_at(f: &SourceFile, start: u32, end: u32) -> Option<Node<'_>> {
    let mut n = f
        .tree
        .root_node()
        .descendant_for_byte_range(start as usize, end as usize)?;
    while let Some(p) = n.parent() {
        if p.start_byte() == start as usize && p.end_byte() == end as usize {
            n = p;
        } else {
            break;
        }
    }
    (n.start_byte() == start as usize && n.end_byte() == end as usize).then_some(n)
}

fn parse_number(s: &str) -> Option<f64> {
    let s = s.replace('_', "");
    if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        return u64::from_str_radix(h, 16).ok().map(|v| v as f64);
    }
    if let Some(b) = s.strip_prefix("0b").or_else(|| s.strip_prefix("0B")) {
        return u64::from_str_radix(b, 2).ok().map(|v| v as f64);
    }
    if let Some(o) = s.strip_prefix("0o").or_else(|| s.strip_prefix("0O")) {
        return u64::from_str_radix(o, 8).ok().map(|v| v as f64);
    }
    if s.ends_with('n') {
        return None;
    }
    s.parse::<f64>().ok()
}

/// `String(n)` for the numbers source code writes.
pub fn js_number_string(n: f64) -> String {
    if n.fract() == 0.0 && n.abs() < 1e21 {
        format!("{}", n as i64)
    } else {
        format!("{n}")
    }
}

/// tsc's CommonJS re-export `__exportStar(require("./x"), exports)` (also
/// `tslib_1.__exportStar(...)` and `(0, tslib_1.__exportStar)(...)`): the module it re-exports.
fn cjs_star_source(f: &SourceFile, stmt: Node, ws: &Workspace) -> Option<FileId> {
    let src = f.text.as_str();
    let call = first_expression(stmt)?;
    if call.kind() != "call_expression" {
        return None;
    }
    let callee = call.field("function")?;
    if !text(callee, src)
        .trim_end_matches(')')
        .ends_with("__exportStar")
    {
        return None;
    }
    let args = call.field("arguments")?;
    let mut c = args.walk();
    let first = args
        .named_children(&mut c)
        .find(|n| n.kind() != "comment")?;
    if first.kind() != "call_expression"
        || first
            .field("function")
            .is_none_or(|r| text(r, src) != "require")
    {
        return None;
    }
    let mut c = first.walk();
    let spec = first
        .field("arguments")?
        .named_children(&mut c)
        .find(|n| n.kind() == "string")?;
    ws.resolve_relative(f.id, &scope::string_value(src, spec)?)
}

/// `Object.defineProperty(exports, "key", { get: ... })` or `{ value: ... }`: the key and the
/// getter function or the value.
fn define_property_export<'t>(src: &str, e: Node<'t>) -> Option<(String, Node<'t>)> {
    if e.kind() != "call_expression"
        || e.field("function")
            .is_none_or(|c| text(c, src) != "Object.defineProperty")
    {
        return None;
    }
    let args = e.field("arguments")?;
    let mut c = args.walk();
    let list: Vec<Node> = args
        .named_children(&mut c)
        .filter(|n| n.kind() != "comment")
        .collect();
    let [target, key, descriptor] = list.as_slice() else {
        return None;
    };
    if !matches!(text(*target, src), "exports" | "module.exports") || descriptor.kind() != "object"
    {
        return None;
    }
    let key = scope::string_value(src, *key)?;
    let mut c = descriptor.walk();
    let mut found = None;
    for part in descriptor.named_children(&mut c) {
        match part.kind() {
            "pair" => {
                let k = part.field("key").map(|k| text(k, src));
                if matches!(k, Some("get") | Some("value")) {
                    found = part.field("value");
                }
            }
            "method_definition" if part.field("name").is_some_and(|n| text(n, src) == "get") => {
                found = Some(part)
            }
            _ => {}
        }
    }
    Some((key, found?))
}

fn strip_parens(mut n: Node) -> Node {
    while n.kind() == "parenthesized_expression" {
        match first_expression(n) {
            Some(inner) => n = inner,
            None => break,
        }
    }
    n
}

/// `if ("k" in o.p) { o.p = { ...o.p }; delete o.p.k; }` around `site`: `o.p` loses `k` whether
/// or not it has it, so the condition need not be decided. The property and the key.
fn key_drop(site: Node, object: &str, src: &str) -> Option<(String, String)> {
    let mut cur = site.parent();
    let stmt = loop {
        let n = cur?;
        if n.kind() == "if_statement" {
            break n;
        }
        cur = n.parent();
    };
    if stmt.field("alternative").is_some() {
        return None;
    }
    let cond = stmt.field("condition").and_then(first_expression)?;
    let (left, right) = (cond.field("left")?, cond.field("right")?);
    let op = cond.field("operator").map(|o| text(o, src));
    if cond.kind() != "binary_expression" || op != Some("in") {
        return None;
    }
    let key = scope::string_value(src, left).filter(|_| left.kind() == "string")?;
    // `object.prop`
    right
        .field("object")
        .filter(|o| right.kind() == "member_expression" && o.kind() == "identifier")
        .filter(|o| text(*o, src) == object)?;
    let prop = text(right.field("property")?, src);
    let chain = text(right, src);
    let stmts = named_parts(stmt.field("consequence")?);
    let copy = format!("{chain}={{...{chain}}}");
    let delete = format!("delete{chain}.{key}");
    let squeezed = |n: Node| -> String {
        text(n, src)
            .chars()
            .filter(|c| !c.is_whitespace() && *c != ';')
            .collect()
    };
    let mut deletes = false;
    for st in stmts {
        match squeezed(st) {
            s if s == copy => {}
            s if s == delete => deletes = true,
            _ => return None,
        }
    }
    deletes.then(|| (prop.to_string(), key))
}

/// `v` after `delete v[key]` where `v` is what a conversion or an object literal gives.
fn without_key(v: &Value, key: &str) -> Value {
    match v {
        Value::Converted(c) => {
            let mut dropped = c.dropped.clone();
            if !dropped.iter().any(|d| &**d == key) {
                dropped.push(key.into());
            }
            Value::Converted(Rc::new(Converted {
                converter: c.converter.clone(),
                schema: c.schema.clone(),
                options: c.options.clone(),
                name: c.name.clone(),
                after: c.after.clone(),
                dropped,
                span: c.span,
            }))
        }
        Value::Object(o) => Value::Object(Rc::new(ObjectLit {
            props: o.props.iter().filter(|p| &*p.key != key).cloned().collect(),
            span: o.span,
        })),
        // deleting from nothing changes nothing; an unknown stays one
        other => other.clone(),
    }
}

/// `for (const alias of table) body`: the alias and the body.
fn loop_over<'t>(stmt: Node<'t>, table: &str, src: &str) -> Option<(String, Node<'t>)> {
    let mut cur = stmt.walk();
    if !stmt.children(&mut cur).any(|c| c.kind() == "of") {
        return None;
    }
    let right = stmt.field("right")?;
    if right.kind() != "identifier" || text(right, src) != table {
        return None;
    }
    let left = stmt.field("left")?;
    let alias = match left.kind() {
        "identifier" => left,
        _ => {
            let mut c = left.walk();
            let d = left
                .named_children(&mut c)
                .find(|d| d.kind() == "variable_declarator")?;
            d.field("name")?
        }
    };
    if alias.kind() != "identifier" {
        return None;
    }
    Some((text(alias, src).to_string(), stmt.field("body")?))
}

/// `const alias = table.find(callback)`: the alias and the callback.
fn find_in<'t>(stmt: Node<'t>, table: &str, src: &str) -> Option<(String, Node<'t>)> {
    let mut cur = stmt.walk();
    let mut declarators = stmt
        .named_children(&mut cur)
        .filter(|d| d.kind() == "variable_declarator");
    let d = declarators.next()?;
    let alias = d.field("name").filter(|n| n.kind() == "identifier")?;
    let call = d.field("value").filter(|v| v.kind() == "call_expression")?;
    let callee = call
        .field("function")
        .filter(|c| c.kind() == "member_expression")?;
    let object = callee.field("object")?;
    let method = callee.field("property")?;
    if object.kind() != "identifier" || text(object, src) != table || text(method, src) != "find" {
        return None;
    }
    let callback = *named_parts(call.field("arguments")?).first()?;
    Some((text(alias, src).to_string(), callback))
}

/// A body made only of `alias.key = value;` statements: each key, value and target. `None`
/// when it holds anything else.
fn element_assignments<'t>(
    body: Node<'t>,
    alias: &str,
    src: &'t str,
) -> Option<Vec<(&'t str, Node<'t>, Node<'t>)>> {
    let stmts: Vec<Node> = match body.kind() {
        "statement_block" => {
            let mut cur = body.walk();
            let all: Vec<Node> = body
                .named_children(&mut cur)
                .filter(|s| s.kind() != "comment")
                .collect();
            all
        }
        _ => vec![body],
    };
    let mut out = Vec::new();
    for s in stmts {
        let e = (s.kind() == "expression_statement")
            .then(|| first_expression(s))
            .flatten()
            .filter(|e| e.kind() == "assignment_expression")?;
        let left = e
            .field("left")
            .filter(|l| l.kind() == "member_expression")?;
        let object = left.field("object")?;
        if object.kind() != "identifier" || text(object, src) != alias {
            return None;
        }
        let key = text(left.field("property")?, src);
        out.push((key, e.field("right")?, left));
    }
    Some(out)
}

/// `item` with `key` set to `value`, where the item is an object literal.
fn with_prop(
    item: &Value,
    key: &str,
    value: Value,
    key_span: Span,
    value_span: Span,
) -> Option<Value> {
    let Value::Object(o) = item else { return None };
    let mut props = o.props.clone();
    match props.iter_mut().rev().find(|p| &*p.key == key) {
        Some(p) => {
            p.value = value;
            p.value_span = value_span;
        }
        None => props.push(Prop {
            key: key.into(),
            value,
            key_span,
            value_span,
        }),
    }
    Some(Value::Object(Rc::new(ObjectLit {
        props,
        span: o.span,
    })))
}

/// Whether an `export` statement is `export default ...`.
fn has_default_keyword(stmt: Node) -> bool {
    let mut c = stmt.walk();
    let found = stmt.children(&mut c).any(|ch| ch.kind() == "default");
    found
}

/// The browser objects that hold a page's `modelContext` (WebMCP), as written.
fn is_browser_global(written: &str) -> bool {
    matches!(
        written,
        "navigator"
            | "document"
            | "window.navigator"
            | "window.document"
            | "globalThis.navigator"
            | "globalThis.document"
            | "self.navigator"
    )
}
