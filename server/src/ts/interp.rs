//! Runs a hand-written converter function of the workspace on a schema, statically.
//!
//! A hand-written `zodToJson(schema)` is ordinary code that walks zod's internals (`_def.typeName`,
//! `innerType`, `shape()`, `isOptional()`); what it emits depends on which branches it has and
//! what each copies. Rather than guess from its shape, toolsight interprets it: a small JavaScript
//! subset (blocks, `if`, `switch`, loops over arrays and objects, object and array mutation, the
//! common array and `Object` helpers) over a model of zod 3 and zod 4 instances built from the IR.
//! Anything outside the subset stops the run with a reason, and the prediction is then marked
//! approximate.
//!
//! The same subset runs module-level helpers called with plain data (`describe(tool.name,
//! readOnly)` building a description), with `Set` and `Map`, regular expressions (`js_regex`), `delete`,
//! and, where the target's zod is known, zod's own `z.toJSONSchema` and `instanceof
//! z.ZodOptional` tests, so a project's converter around zod's can run too.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use serde_json::{Map, Value as Json};
use tree_sitter::Node;

use crate::ir::v3_description;
use crate::ir::*;
use crate::span::Span;
use crate::syntax::{text, Field};
use crate::targets::zjs::is_optional_v3;
use crate::targets::zod4::{self, Zod4Options, Zod4Version};
use crate::targets::{FnOutcome, UserFunctions};
use crate::ts::eval::{first_expression, node_at, Evaluator};
use crate::ts::scope::{self, Decl, Imported};
use crate::ts::value::Value;
use crate::workspace::{SourceFile, Workspace};

/// Statements and expressions one converter run may evaluate: each costs about 15 µs of tree
/// walking in a release build (several times that under the fuzzer's sanitiser), and one run
/// happens per schema and target. The oracle's converters need under 10,000.
const MAX_STEPS: usize = 20_000;
/// What a call deeper than [`MAX_CALL_DEPTH`] throws, as the engine words its own overflow.
const STACK_EXCEEDED: &str = "Maximum call stack size exceeded";
const MAX_CALL_DEPTH: usize = 200;
/// Statements and expressions open at once, across calls: deeper source (thousands of nested
/// `!`, `[`, `if`/`else`) stops the run instead of the stack.
const MAX_NESTING: usize = 1_000;
/// Array elements, object properties and string bytes of all the values a run's expressions
/// yield: doubling a string or an array thirty times takes thirty statements and gigabytes.
const MAX_MADE: usize = 4_000_000;
/// Nesting of the JSON a converter returns (serde_json's own parse limit).
const MAX_JSON_DEPTH: usize = 128;

#[derive(Clone, Debug)]
pub enum JsVal {
    Undef,
    Null,
    Bool(bool),
    Num(f64),
    Str(Rc<str>),
    Obj(Rc<RefCell<Vec<(String, JsVal)>>>),
    Arr(Rc<RefCell<Vec<JsVal>>>),
    Func(Rc<Closure>),
    /// A zod instance.
    Schema(SchemaRef),
    /// A zod 3 `_def` / zod 4 `_zod.def`.
    Def(SchemaRef),
    /// zod 4 `_zod`.
    ZodInternals(SchemaRef),
    /// A built-in function, with the value it is a method of.
    Native(Rc<str>, Box<JsVal>),
    /// A `Set`, its members in insertion order.
    Set(Rc<RefCell<Vec<JsVal>>>),
    /// A `Map`, its entries in insertion order.
    Map(Rc<RefCell<Vec<(JsVal, JsVal)>>>),
    /// A regular expression and whether it has the `g` flag.
    Regex(Rc<(regex::Regex, bool)>),
}

#[derive(Debug)]
pub struct Closure {
    file: Rc<SourceFile>,
    start: u32,
    end: u32,
    env: Scope,
}

#[derive(Debug, Default)]
struct ScopeData {
    vars: RefCell<HashMap<String, JsVal>>,
    parent: Option<Scope>,
}

type Scope = Rc<ScopeData>;

/// Why the run stopped without a result.
#[derive(Debug, Clone)]
pub enum Stop {
    /// The converter throws (the message, as far as toolsight can tell).
    Throw(String),
    /// A construct toolsight does not interpret.
    Unsupported(String),
}

enum Flow {
    Normal,
    Return(JsVal),
    Break,
    Continue,
}

type R<T> = Result<T, Stop>;

fn unsupported<T>(what: impl Into<String>) -> R<T> {
    Err(Stop::Unsupported(what.into()))
}

pub struct Interp<'w> {
    ws: &'w Workspace,
    steps: std::cell::Cell<usize>,
    depth: std::cell::Cell<usize>,
    nesting: std::cell::Cell<usize>,
    made: std::cell::Cell<usize>,
    /// Every scope of the calls in progress: a function's scope holds the function (its own
    /// closure, a local helper), and converters build objects that hold themselves, cycles that
    /// reference counting never frees; [`Interp::outermost`] breaks them when a call ends.
    scopes: RefCell<Vec<Scope>>,
    entered: std::cell::Cell<usize>,
    /// zod 4 metadata: whether checks keep their parent (4.6) or not (4.0).
    pub zod4_checks_keep_parent: bool,
    /// The installed zod, for code that calls zod itself (`z.toJSONSchema`, `instanceof
    /// z.ZodOptional`); unknown where the run has no target.
    zod: Option<Zod4Version>,
    /// Reads what other modules of the project export (a table of tools the function looks
    /// up), as the evaluator sees them; without it such a read stops the run.
    exports: Option<Rc<Evaluator<'w>>>,
}

impl<'w> Interp<'w> {
    pub fn new(ws: &'w Workspace, zod4_checks_keep_parent: bool) -> Self {
        Interp {
            ws,
            steps: Default::default(),
            depth: Default::default(),
            nesting: Default::default(),
            made: Default::default(),
            scopes: RefCell::default(),
            entered: Default::default(),
            zod4_checks_keep_parent,
            zod: None,
            exports: None,
        }
    }

    /// A run that may read values other modules of the project export, through `ev`.
    pub fn with_exports(mut self, ev: Rc<Evaluator<'w>>) -> Self {
        self.exports = Some(ev);
        self
    }

    /// A run that may call the installed zod (`z` imported in the function's module).
    pub fn with_zod(mut self, version: Zod4Version) -> Self {
        self.zod = Some(version);
        self
    }

    fn scope(&self, parent: Option<&Scope>) -> Scope {
        let s = Rc::new(ScopeData {
            vars: RefCell::default(),
            parent: parent.cloned(),
        });
        self.scopes.borrow_mut().push(s.clone());
        s
    }

    /// Runs a call made from outside the interpreter (a converter run, a user function); once the
    /// outermost one ends, nothing it built is used again (its result is JSON by then), so every
    /// scope and what their values hold are emptied, freeing the cycles among them.
    fn outermost<T>(&self, go: impl FnOnce() -> T) -> T {
        self.entered.set(self.entered.get() + 1);
        let result = go();
        let left = self.entered.get() - 1;
        self.entered.set(left);
        if left == 0 {
            self.release();
        }
        result
    }

    fn release(&self) {
        let scopes = std::mem::take(&mut *self.scopes.borrow_mut());
        let mut values: Vec<JsVal> = Vec::new();
        for s in &scopes {
            values.extend(s.vars.borrow_mut().drain().map(|(_, v)| v));
        }
        // an emptied object or array yields nothing when met again, so this ends
        while let Some(v) = values.pop() {
            match v {
                JsVal::Obj(o) => {
                    let props = std::mem::take(&mut *o.borrow_mut());
                    values.extend(props.into_iter().map(|(_, v)| v));
                }
                JsVal::Arr(a) => {
                    let items = std::mem::take(&mut *a.borrow_mut());
                    values.extend(items);
                }
                JsVal::Native(_, inner) => values.push(*inner),
                JsVal::Set(members) => {
                    let items = std::mem::take(&mut *members.borrow_mut());
                    values.extend(items);
                }
                JsVal::Map(entries) => {
                    let items = std::mem::take(&mut *entries.borrow_mut());
                    values.extend(items.into_iter().flat_map(|(k, v)| [k, v]));
                }
                _ => {}
            }
        }
    }

    /// Calls the converter at `[start, end)` of `file` with `schema` and returns the JSON it builds.
    pub fn run(
        &self,
        file: crate::span::FileId,
        start: u32,
        end: u32,
        schema: &SchemaRef,
    ) -> R<Option<Json>> {
        self.call_fresh(file, start, end, || vec![JsVal::Schema(schema.clone())])
    }

    /// Calls the function at `[start, end)` of `file` with JSON arguments (what a converter
    /// emitted, the literals beside it) and returns the JSON it builds.
    pub fn run_on_json(
        &self,
        file: crate::span::FileId,
        start: u32,
        end: u32,
        args: &[Option<Json>],
    ) -> R<Option<Json>> {
        self.call_fresh(file, start, end, || {
            args.iter()
                .map(|a| a.as_ref().map_or(JsVal::Undef, from_json))
                .collect()
        })
    }

    /// Calls the function at `[start, end)` of `file`, with no arguments, where each of `bound`
    /// names a function that returns the given JSON (the handler a wrapper calls, with the
    /// result toolsight predicts for it), and returns the JSON it returns.
    pub fn run_with_results(
        &self,
        file: crate::span::FileId,
        start: u32,
        end: u32,
        bound: &[(&str, Json)],
    ) -> R<Option<Json>> {
        let env = self.scope(None);
        for (name, result) in bound {
            let returns = JsVal::Native("constant".into(), Box::new(from_json(result)));
            env.vars.borrow_mut().insert(name.to_string(), returns);
        }
        self.call_fresh_in(file, start, end, env, Vec::new)
    }

    /// One top-level call with a fresh step and allocation budget.
    fn call_fresh(
        &self,
        file: crate::span::FileId,
        start: u32,
        end: u32,
        args: impl FnOnce() -> Vec<JsVal>,
    ) -> R<Option<Json>> {
        self.call_fresh_in(file, start, end, self.scope(None), args)
    }

    fn call_fresh_in(
        &self,
        file: crate::span::FileId,
        start: u32,
        end: u32,
        env: Scope,
        args: impl FnOnce() -> Vec<JsVal>,
    ) -> R<Option<Json>> {
        self.steps.set(0);
        self.made.set(0);
        let f = self.ws.file(file);
        self.outermost(|| {
            let closure = Rc::new(Closure {
                file: f,
                start,
                end,
                env,
            });
            let out = self.call(&JsVal::Func(closure), args())?;
            to_json(&out)
        })
    }

    fn tick(&self) -> R<()> {
        let n = self.steps.get() + 1;
        self.steps.set(n);
        if n > MAX_STEPS {
            return unsupported(
                "a converter run longer than toolsight follows (a loop or deep recursion)",
            );
        }
        Ok(())
    }

    /// Runs `go` one level deeper, within [`MAX_NESTING`].
    fn nested<T>(&self, go: impl FnOnce() -> R<T>) -> R<T> {
        let n = self.nesting.get();
        if n >= MAX_NESTING {
            return unsupported(format!("code nested more than {MAX_NESTING} levels deep"));
        }
        self.nesting.set(n + 1);
        let r = go();
        self.nesting.set(n);
        r
    }

    /// Counts `v`'s size (array elements, string bytes) against [`MAX_MADE`].
    fn made(&self, v: JsVal) -> R<JsVal> {
        let size = match &v {
            JsVal::Str(s) => s.len(),
            JsVal::Arr(a) => a.borrow().len(),
            JsVal::Obj(o) => o.borrow().len(),
            _ => 0,
        };
        let n = self.made.get() + size;
        self.made.set(n);
        if n > MAX_MADE {
            return unsupported("a converter run that builds more data than toolsight follows");
        }
        Ok(v)
    }

    fn call(&self, f: &JsVal, args: Vec<JsVal>) -> R<JsVal> {
        match f {
            JsVal::Func(c) => {
                if self.depth.get() > MAX_CALL_DEPTH {
                    return Err(Stop::Throw(STACK_EXCEEDED.into()));
                }
                self.depth.set(self.depth.get() + 1);
                let r = self.call_closure(c, args);
                self.depth.set(self.depth.get() - 1);
                r
            }
            JsVal::Native(name, this) => self.native(name, this, args),
            other => Err(Stop::Throw(format!(
                "{} is not a function",
                type_name(other)
            ))),
        }
    }

    fn call_closure(&self, c: &Rc<Closure>, args: Vec<JsVal>) -> R<JsVal> {
        let f = &c.file;
        let Some(node) = node_at(f, c.start, c.end) else {
            return unsupported("a function toolsight could not find again");
        };
        let scope = self.scope(Some(&c.env));
        if let Some(params) = node.field("parameters").or_else(|| node.field("parameter")) {
            let list: Vec<Node> = if params.kind() == "formal_parameters" {
                let mut cur = params.walk();
                params
                    .named_children(&mut cur)
                    .filter(|p| p.kind() != "comment")
                    .collect()
            } else {
                vec![params]
            };
            for (i, p) in list.iter().enumerate() {
                let arg = args.get(i).cloned().unwrap_or(JsVal::Undef);
                self.bind(f, &scope, *p, arg)?;
            }
        }
        let Some(body) = node.field("body") else {
            return unsupported("a function without a body");
        };
        if body.kind() != "statement_block" {
            return self.expr(f, &scope, body);
        }
        match self.block(f, &scope, body)? {
            Flow::Return(v) => Ok(v),
            _ => Ok(JsVal::Undef),
        }
    }

    fn bind(&self, f: &Rc<SourceFile>, scope: &Scope, p: Node, v: JsVal) -> R<()> {
        self.nested(|| self.bind_inner(f, scope, p, v))
    }

    fn bind_inner(&self, f: &Rc<SourceFile>, scope: &Scope, p: Node, v: JsVal) -> R<()> {
        let src = f.text.as_str();
        match p.kind() {
            "required_parameter" | "optional_parameter" => {
                let pat = p
                    .field("pattern")
                    .ok_or(Stop::Unsupported("a parameter".into()))?;
                let v = match (&v, p.field("value")) {
                    (JsVal::Undef, Some(d)) => self.expr(f, scope, d)?,
                    _ => v,
                };
                self.bind(f, scope, pat, v)
            }
            "identifier" | "shorthand_property_identifier_pattern" => {
                scope.vars.borrow_mut().insert(text(p, src).to_string(), v);
                Ok(())
            }
            "array_pattern" => {
                let mut cur = p.walk();
                for (i, el) in p.named_children(&mut cur).enumerate() {
                    let item = self.index(&v, &JsVal::Num(i as f64))?;
                    self.bind(f, scope, el, item)?;
                }
                Ok(())
            }
            "object_pattern" => {
                let mut cur = p.walk();
                let mut taken: Vec<String> = Vec::new();
                for part in p.named_children(&mut cur) {
                    match part.kind() {
                        "shorthand_property_identifier_pattern" => {
                            let n = text(part, src);
                            let item = self.get(&v, n)?;
                            scope.vars.borrow_mut().insert(n.to_string(), item);
                            taken.push(n.to_string());
                        }
                        // `{ description, ...rest }`: the own properties not named before it
                        "rest_pattern" => {
                            let JsVal::Obj(o) = &v else {
                                return unsupported(
                                    "a `...rest` pattern of a value that is not a plain object",
                                );
                            };
                            let left: Vec<(String, JsVal)> = o
                                .borrow()
                                .iter()
                                .filter(|(k, _)| !taken.contains(k))
                                .cloned()
                                .collect();
                            let rest = self.made(JsVal::Obj(Rc::new(RefCell::new(left))))?;
                            let target = part
                                .named_child(0)
                                .ok_or(Stop::Unsupported("a pattern".into()))?;
                            self.bind(f, scope, target, rest)?;
                        }
                        "pair_pattern" => {
                            let k = part
                                .field("key")
                                .ok_or(Stop::Unsupported("a pattern".into()))?;
                            let key = scope::string_value(src, k).unwrap_or_default();
                            let val = part
                                .field("value")
                                .ok_or(Stop::Unsupported("a pattern".into()))?;
                            let item = self.get(&v, &key)?;
                            self.bind(f, scope, val, item)?;
                            taken.push(key);
                        }
                        _ => return unsupported("a destructuring pattern"),
                    }
                }
                Ok(())
            }
            "assignment_pattern" => {
                let l = p
                    .field("left")
                    .ok_or(Stop::Unsupported("a pattern".into()))?;
                let v = match (&v, p.field("right")) {
                    (JsVal::Undef, Some(d)) => self.expr(f, scope, d)?,
                    _ => v,
                };
                self.bind(f, scope, l, v)
            }
            other => unsupported(format!("a `{other}` binding")),
        }
    }

    fn block(&self, f: &Rc<SourceFile>, scope: &Scope, block: Node) -> R<Flow> {
        let inner = self.scope(Some(scope));
        let mut cur = block.walk();
        let stmts: Vec<Node> = block.named_children(&mut cur).collect();
        // function declarations are hoisted
        for s in &stmts {
            if s.kind() == "function_declaration" {
                if let Some(n) = s.field("name") {
                    inner
                        .vars
                        .borrow_mut()
                        .insert(text(n, &f.text).to_string(), self.closure(f, &inner, *s));
                }
            }
        }
        for s in stmts {
            match self.stmt(f, &inner, s)? {
                Flow::Normal => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Normal)
    }

    fn closure(&self, f: &Rc<SourceFile>, scope: &Scope, n: Node) -> JsVal {
        JsVal::Func(Rc::new(Closure {
            file: f.clone(),
            start: n.start_byte() as u32,
            end: n.end_byte() as u32,
            env: scope.clone(),
        }))
    }

    fn stmt(&self, f: &Rc<SourceFile>, scope: &Scope, s: Node) -> R<Flow> {
        self.nested(|| self.stmt_inner(f, scope, s))
    }

    fn stmt_inner(&self, f: &Rc<SourceFile>, scope: &Scope, s: Node) -> R<Flow> {
        self.tick()?;
        match s.kind() {
            "comment"
            | "empty_statement"
            | "function_declaration"
            | "type_alias_declaration"
            | "interface_declaration" => Ok(Flow::Normal),
            "expression_statement" => {
                if let Some(e) = first_expression(s) {
                    self.expr(f, scope, e)?;
                }
                Ok(Flow::Normal)
            }
            "lexical_declaration" | "variable_declaration" => {
                let mut cur = s.walk();
                for d in s.named_children(&mut cur) {
                    if d.kind() != "variable_declarator" {
                        continue;
                    }
                    let v = match d.field("value") {
                        Some(v) => self.expr(f, scope, v)?,
                        None => JsVal::Undef,
                    };
                    let name = d
                        .field("name")
                        .ok_or(Stop::Unsupported("a declaration".into()))?;
                    self.bind(f, scope, name, v)?;
                }
                Ok(Flow::Normal)
            }
            "return_statement" => Ok(Flow::Return(match first_expression(s) {
                Some(e) => self.expr(f, scope, e)?,
                None => JsVal::Undef,
            })),
            "statement_block" => self.block(f, scope, s),
            "if_statement" => {
                let cond = s
                    .field("condition")
                    .ok_or(Stop::Unsupported("an if".into()))?;
                let c = self.expr(f, scope, cond)?;
                if truthy(&c) {
                    let cons = s
                        .field("consequence")
                        .ok_or(Stop::Unsupported("an if".into()))?;
                    self.stmt(f, scope, cons)
                } else if let Some(alt) = s.field("alternative") {
                    // else_clause wraps the statement
                    let mut cur = alt.walk();
                    let inner = alt.named_children(&mut cur).next();
                    match inner {
                        Some(i) => self.stmt(f, scope, i),
                        None => Ok(Flow::Normal),
                    }
                } else {
                    Ok(Flow::Normal)
                }
            }
            "switch_statement" => {
                let v = self.expr(
                    f,
                    scope,
                    s.field("value")
                        .ok_or(Stop::Unsupported("a switch".into()))?,
                )?;
                let body = s
                    .field("body")
                    .ok_or(Stop::Unsupported("a switch".into()))?;
                let mut cur = body.walk();
                let cases: Vec<Node> = body.named_children(&mut cur).collect();
                let mut start = None;
                for (i, c) in cases.iter().enumerate() {
                    if c.kind() == "switch_case" {
                        let test = c.field("value").ok_or(Stop::Unsupported("a case".into()))?;
                        if strict_eq(&self.expr(f, scope, test)?, &v) {
                            start = Some(i);
                            break;
                        }
                    }
                }
                if start.is_none() {
                    start = cases.iter().position(|c| c.kind() == "switch_default");
                }
                let Some(start) = start else {
                    return Ok(Flow::Normal);
                };
                let inner = self.scope(Some(scope));
                for c in &cases[start..] {
                    let mut cur = c.walk();
                    let value = c.field("value");
                    for st in c.named_children(&mut cur) {
                        if Some(st) == value || st.kind() == "comment" {
                            continue;
                        }
                        match self.stmt(f, &inner, st)? {
                            Flow::Normal => {}
                            Flow::Break => return Ok(Flow::Normal),
                            other => return Ok(other),
                        }
                    }
                }
                Ok(Flow::Normal)
            }
            "for_in_statement" => {
                let left = s.field("left").ok_or(Stop::Unsupported("a loop".into()))?;
                let right = s.field("right").ok_or(Stop::Unsupported("a loop".into()))?;
                let body = s.field("body").ok_or(Stop::Unsupported("a loop".into()))?;
                let is_of = {
                    let mut cur = s.walk();
                    let of = s.children(&mut cur).any(|c| c.kind() == "of");
                    of
                };
                let coll = self.expr(f, scope, right)?;
                let items: Vec<JsVal> = if is_of {
                    match &coll {
                        JsVal::Undef | JsVal::Null => {
                            return Err(Stop::Throw(format!(
                                "{} is not iterable",
                                type_name(&coll)
                            )))
                        }
                        other => self.iterate(other)?,
                    }
                } else {
                    self.keys(&coll)?
                        .into_iter()
                        .map(|k| JsVal::Str(k.into()))
                        .collect()
                };
                let pattern = match left.kind() {
                    "lexical_declaration" | "variable_declaration" => {
                        let mut cur = left.walk();
                        let d = left
                            .named_children(&mut cur)
                            .find(|d| d.kind() == "variable_declarator");
                        d.and_then(|d| d.field("name"))
                            .ok_or(Stop::Unsupported("a loop".into()))?
                    }
                    _ => left,
                };
                for item in items {
                    let inner = self.scope(Some(scope));
                    self.bind(f, &inner, pattern, item)?;
                    match self.stmt(f, &inner, body)? {
                        Flow::Break => break,
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                        _ => {}
                    }
                }
                Ok(Flow::Normal)
            }
            "try_statement" => {
                let body = s.field("body").ok_or(Stop::Unsupported("a try".into()))?;
                let mut outcome = self.block(f, scope, body);
                if let (Err(Stop::Throw(message)), Some(handler)) = (&outcome, s.field("handler")) {
                    // the real engine's stack is deeper than the interpreter's: whether it
                    // would have overflowed, and so whether the catch runs, is not known
                    if message == STACK_EXCEEDED {
                        return unsupported(
                            "a recursion deeper than toolsight follows inside a `try`",
                        );
                    }
                    let catch_body = handler
                        .field("body")
                        .ok_or(Stop::Unsupported("a catch".into()))?;
                    let caught = self.scope(Some(scope));
                    if let Some(param) = handler.field("parameter") {
                        // the error's class is not known here, so neither is its text as a
                        // string (`${e}` is "TypeError: ..."): only `e.message` is read
                        if !only_message_read(f, param, catch_body) {
                            return unsupported(
                                "a `catch` that uses the error other than its `.message`",
                            );
                        }
                        let error = obj(vec![("message", JsVal::Str(message.as_str().into()))]);
                        self.bind(f, &caught, param, error)?;
                    }
                    outcome = self.block(f, &caught, catch_body);
                }
                if let Some(finalizer) = s.field("finalizer") {
                    let finally_body = finalizer
                        .field("body")
                        .ok_or(Stop::Unsupported("a finally".into()))?;
                    // a `finally` that returns, breaks or throws replaces what came before
                    match self.block(f, scope, finally_body)? {
                        Flow::Normal => {}
                        other => return Ok(other),
                    }
                }
                outcome
            }
            "break_statement" => Ok(Flow::Break),
            "continue_statement" => Ok(Flow::Continue),
            "throw_statement" => {
                let msg = match first_expression(s).map(|e| self.expr(f, scope, e)) {
                    Some(Ok(v)) => self.get(&v, "message").ok().and_then(|m| match m {
                        JsVal::Str(s) => Some(s.to_string()),
                        _ => None,
                    }),
                    _ => None,
                };
                Err(Stop::Throw(
                    msg.unwrap_or_else(|| "the converter throws".into()),
                ))
            }
            other => unsupported(format!("a `{}` statement", other.replace('_', " "))),
        }
    }

    fn lookup(&self, f: &Rc<SourceFile>, scope: &Scope, name: &str, at: Node) -> R<JsVal> {
        let mut cur = Some(scope.clone());
        while let Some(s) = cur {
            if let Some(v) = s.vars.borrow().get(name) {
                return Ok(v.clone());
            }
            cur = s.parent.clone();
        }
        match scope::find_decl(&f.text, name, f.tree.root_node(), at) {
            Some(Decl::Function(n)) => Ok(self.closure(f, &self.scope(None), n)),
            Some(Decl::Var { declarator, path }) if path.is_empty() => {
                match declarator.field("value") {
                    Some(v) => self.expr(f, &self.scope(None), v),
                    None => Ok(JsVal::Undef),
                }
            }
            Some(Decl::Import {
                specifier,
                imported,
            }) => match self.zod_major(&specifier) {
                Some(major) => Ok(match imported {
                    scope::Imported::Named(n) if n != "z" => self.get(&zod_namespace(major), &n)?,
                    _ => zod_namespace(major),
                }),
                None => match self.imported_value(f, &specifier, &imported) {
                    Some(v) => v,
                    None => read_from_outside(name),
                },
            },
            None if matches!(
                name,
                "Set" | "Map" | "Error" | "TypeError" | "RangeError" | "RegExp" | "URL"
            ) =>
            {
                Ok(JsVal::Native(
                    format!("new {name}").into(),
                    Box::new(JsVal::Undef),
                ))
            }
            _ => match name {
                "undefined" => Ok(JsVal::Undef),
                "Object" | "Array" | "JSON" | "Number" | "String" | "Math" | "Boolean" => Ok(
                    JsVal::Native(format!("{name}.").into(), Box::new(JsVal::Undef)),
                ),
                _ => read_from_outside(name),
            },
        }
    }

    /// What another module of the project exports under an import, when the run may read
    /// exports and the import is relative; `None` otherwise.
    fn imported_value(
        &self,
        f: &SourceFile,
        specifier: &str,
        imported: &Imported,
    ) -> Option<R<JsVal>> {
        let ev = self.exports.as_ref()?;
        if !specifier.starts_with('.') {
            return None;
        }
        let export = match imported {
            Imported::Named(n) => n.as_str(),
            Imported::Default => "default",
            Imported::Namespace => return None,
        };
        let id = self.ws.resolve_relative(f.id, specifier)?;
        let value = ev.export_of(id, export);
        Some(self.interp_value(&value, 0).and_then(|v| self.made(v)))
    }

    /// The interpreter's form of a value the evaluator read. Plain data and zod schemas carry
    /// over; a function stops the run only if it is called.
    fn interp_value(&self, v: &Value, depth: usize) -> R<JsVal> {
        if depth > MAX_IMPORTED_DEPTH {
            return unsupported("a value of another module nested deeper than toolsight copies");
        }
        let list = |items: &[Value]| -> R<Vec<JsVal>> {
            items
                .iter()
                .map(|x| self.interp_value(x, depth + 1))
                .collect()
        };
        Ok(match v {
            Value::Undefined => JsVal::Undef,
            Value::Null => JsVal::Null,
            Value::Bool(b) => JsVal::Bool(*b),
            Value::Num(n) => JsVal::Num(*n),
            Value::Str(s, _) => JsVal::Str(s.clone()),
            Value::Array(items) => JsVal::Arr(Rc::new(RefCell::new(list(items)?))),
            Value::Set(items) => JsVal::Set(Rc::new(RefCell::new(list(items)?))),
            Value::Object(o) => {
                let mut props = Vec::new();
                for p in &o.props {
                    set_prop(
                        &mut props,
                        p.key.to_string(),
                        self.interp_value(&p.value, depth + 1)?,
                    );
                }
                JsVal::Obj(Rc::new(RefCell::new(props)))
            }
            Value::Schema(s) => JsVal::Schema(s.clone()),
            Value::Func(_) => JsVal::Native(
                "a function of another module".into(),
                Box::new(JsVal::Undef),
            ),
            Value::Unknown(why) => return unsupported(format!("a value of another module: {why}")),
            _ => return unsupported("a value of another module the converter cannot use"),
        })
    }

    /// The zod major an import of `specifier` gives, under the installed zod.
    fn zod_major(&self, specifier: &str) -> Option<u8> {
        let installed = self.zod?;
        match specifier {
            "zod" => Some(if installed == Zod4Version::V40 { 3 } else { 4 }),
            "zod/v4" | "zod/v4/classic" => Some(4),
            "zod/v3" => Some(3),
            _ => None,
        }
    }

    fn expr(&self, f: &Rc<SourceFile>, scope: &Scope, e: Node) -> R<JsVal> {
        self.nested(|| self.expr_inner(f, scope, e))
            .and_then(|v| self.made(v))
    }

    fn expr_inner(&self, f: &Rc<SourceFile>, scope: &Scope, e: Node) -> R<JsVal> {
        self.tick()?;
        let src = f.text.as_str();
        Ok(match e.kind() {
            // a run has no promises: what is awaited is the value itself
            "parenthesized_expression"
            | "await_expression"
            | "as_expression"
            | "satisfies_expression"
            | "non_null_expression"
            | "type_assertion" => {
                let inner = first_expression(e).ok_or(Stop::Unsupported("an expression".into()))?;
                self.expr(f, scope, inner)?
            }
            "identifier" => self.lookup(f, scope, text(e, src), e)?,
            "undefined" => JsVal::Undef,
            "null" => JsVal::Null,
            "true" => JsVal::Bool(true),
            "false" => JsVal::Bool(false),
            "number" => JsVal::Num(
                text(e, src)
                    .replace('_', "")
                    .parse()
                    .map_err(|_| Stop::Unsupported("a number literal".into()))?,
            ),
            "string" => JsVal::Str(scope::string_value(src, e).unwrap_or_default().into()),
            "template_string" => {
                let mut out = String::new();
                let mut cur = e.walk();
                for part in e.children(&mut cur) {
                    match part.kind() {
                        "string_fragment" | "escape_sequence" => {
                            out.push_str(&scope::cook_template_text(text(part, src)))
                        }
                        "template_substitution" => {
                            let inner = first_expression(part)
                                .ok_or(Stop::Unsupported("a template".into()))?;
                            out.push_str(&to_js_string(&self.expr(f, scope, inner)?));
                        }
                        _ => {}
                    }
                }
                JsVal::Str(out.into())
            }
            "object" => {
                let mut props: Vec<(String, JsVal)> = Vec::new();
                let mut cur = e.walk();
                for part in e.named_children(&mut cur) {
                    match part.kind() {
                        "pair" => {
                            let k = part
                                .field("key")
                                .ok_or(Stop::Unsupported("a property".into()))?;
                            let key = if k.kind() == "computed_property_name" {
                                let ke = first_expression(k)
                                    .ok_or(Stop::Unsupported("a computed key".into()))?;
                                to_js_string(&self.expr(f, scope, ke)?)
                            } else {
                                scope::string_value(src, k).unwrap_or_default()
                            };
                            let v = self.expr(
                                f,
                                scope,
                                part.field("value")
                                    .ok_or(Stop::Unsupported("a property".into()))?,
                            )?;
                            set_prop(&mut props, key, v);
                        }
                        "shorthand_property_identifier" => {
                            let n = text(part, src);
                            let v = self.lookup(f, scope, n, part)?;
                            set_prop(&mut props, n.to_string(), v);
                        }
                        "spread_element" => {
                            let inner = first_expression(part)
                                .ok_or(Stop::Unsupported("a spread".into()))?;
                            let v = self.expr(f, scope, inner)?;
                            for k in self.keys(&v)? {
                                let item = self.get(&v, &k)?;
                                set_prop(&mut props, k, item);
                            }
                        }
                        "comment" => {}
                        other => return unsupported(format!("a `{other}` in an object literal")),
                    }
                }
                JsVal::Obj(Rc::new(RefCell::new(props)))
            }
            "array" => {
                let mut items = Vec::new();
                let mut cur = e.walk();
                for el in e.named_children(&mut cur) {
                    if el.kind() == "spread_element" {
                        let inner =
                            first_expression(el).ok_or(Stop::Unsupported("a spread".into()))?;
                        match self.expr(f, scope, inner)? {
                            JsVal::Arr(a) => items.extend(a.borrow().iter().cloned()),
                            v @ (JsVal::Set(_) | JsVal::Map(_)) => items.extend(self.iterate(&v)?),
                            other => {
                                return Err(Stop::Throw(format!(
                                    "{} is not iterable",
                                    type_name(&other)
                                )))
                            }
                        }
                    } else if el.kind() != "comment" {
                        items.push(self.expr(f, scope, el)?);
                    }
                }
                JsVal::Arr(Rc::new(RefCell::new(items)))
            }
            "member_expression" => {
                let obj = self.expr(
                    f,
                    scope,
                    e.field("object")
                        .ok_or(Stop::Unsupported("a member".into()))?,
                )?;
                let optional = e.field("optional_chain").is_some() || text(e, src).contains("?.");
                if optional && matches!(obj, JsVal::Undef | JsVal::Null) {
                    return Ok(JsVal::Undef);
                }
                let prop = e
                    .field("property")
                    .ok_or(Stop::Unsupported("a member".into()))?;
                self.get(&obj, text(prop, src))?
            }
            "subscript_expression" => {
                let obj = self.expr(
                    f,
                    scope,
                    e.field("object")
                        .ok_or(Stop::Unsupported("an index".into()))?,
                )?;
                let idx = self.expr(
                    f,
                    scope,
                    e.field("index")
                        .ok_or(Stop::Unsupported("an index".into()))?,
                )?;
                self.index(&obj, &idx)?
            }
            "call_expression" => {
                let callee = e
                    .field("function")
                    .ok_or(Stop::Unsupported("a call".into()))?;
                let fval = self.expr(f, scope, callee)?;
                let mut args = Vec::new();
                if let Some(a) = e.field("arguments") {
                    let mut cur = a.walk();
                    for arg in a.named_children(&mut cur) {
                        if arg.kind() == "comment" {
                            continue;
                        }
                        if arg.kind() == "spread_element" {
                            let inner = first_expression(arg)
                                .ok_or(Stop::Unsupported("a spread".into()))?;
                            if let JsVal::Arr(items) = self.expr(f, scope, inner)? {
                                args.extend(items.borrow().iter().cloned());
                                continue;
                            }
                            return unsupported("a spread argument");
                        }
                        args.push(self.expr(f, scope, arg)?);
                    }
                }
                if matches!(fval, JsVal::Undef) && text(callee, src).contains("?.") {
                    return Ok(JsVal::Undef);
                }
                if !matches!(fval, JsVal::Func(_) | JsVal::Native(..)) {
                    // node names the expression called
                    return Err(Stop::Throw(format!(
                        "{} is not a function",
                        text(callee, src)
                    )));
                }
                self.call(&fval, args)?
            }
            "arrow_function" | "function_expression" | "function" => self.closure(f, scope, e),
            "assignment_expression" | "augmented_assignment_expression" => {
                let left = e
                    .field("left")
                    .ok_or(Stop::Unsupported("an assignment".into()))?;
                let right = e
                    .field("right")
                    .ok_or(Stop::Unsupported("an assignment".into()))?;
                let mut v = self.expr(f, scope, right)?;
                if e.kind() == "augmented_assignment_expression" {
                    let op = e.field("operator").map(|o| text(o, src)).unwrap_or("");
                    let old = self.expr(f, scope, left)?;
                    v = match op {
                        "+=" => add(&old, &v),
                        "??=" => {
                            if matches!(old, JsVal::Undef | JsVal::Null) {
                                v
                            } else {
                                old
                            }
                        }
                        "||=" => {
                            if truthy(&old) {
                                old
                            } else {
                                v
                            }
                        }
                        _ => return unsupported(format!("the `{op}` operator")),
                    };
                }
                self.assign(f, scope, left, v.clone())?;
                v
            }
            "update_expression" => {
                let arg = e
                    .field("argument")
                    .ok_or(Stop::Unsupported("an update".into()))?;
                let old = self.expr(f, scope, arg)?;
                let n = match old {
                    JsVal::Num(n) => n,
                    _ => f64::NAN,
                };
                let new = if text(e, src).contains("++") {
                    n + 1.0
                } else {
                    n - 1.0
                };
                self.assign(f, scope, arg, JsVal::Num(new))?;
                JsVal::Num(new)
            }
            "unary_expression" => {
                let op = e.field("operator").map(|o| text(o, src)).unwrap_or("");
                if op == "delete" {
                    let target = e
                        .field("argument")
                        .ok_or(Stop::Unsupported("a delete".into()))?;
                    return self.delete(f, scope, target);
                }
                let arg = self.expr(
                    f,
                    scope,
                    e.field("argument")
                        .ok_or(Stop::Unsupported("a unary".into()))?,
                )?;
                match op {
                    "!" => JsVal::Bool(!truthy(&arg)),
                    "-" => JsVal::Num(-to_num(&arg)),
                    "+" => JsVal::Num(to_num(&arg)),
                    "typeof" => JsVal::Str(type_of(&arg).into()),
                    "void" => JsVal::Undef,
                    _ => return unsupported(format!("the `{op}` operator")),
                }
            }
            "binary_expression" => {
                let op = e.field("operator").map(|o| text(o, src)).unwrap_or("");
                let l = self.expr(
                    f,
                    scope,
                    e.field("left")
                        .ok_or(Stop::Unsupported("a binary".into()))?,
                )?;
                let right = e
                    .field("right")
                    .ok_or(Stop::Unsupported("a binary".into()))?;
                match op {
                    "&&" => {
                        if truthy(&l) {
                            self.expr(f, scope, right)?
                        } else {
                            l
                        }
                    }
                    "||" => {
                        if truthy(&l) {
                            l
                        } else {
                            self.expr(f, scope, right)?
                        }
                    }
                    "??" => {
                        if matches!(l, JsVal::Undef | JsVal::Null) {
                            self.expr(f, scope, right)?
                        } else {
                            l
                        }
                    }
                    _ => {
                        let r = self.expr(f, scope, right)?;
                        match op {
                            "===" => JsVal::Bool(strict_eq(&l, &r)),
                            "!==" => JsVal::Bool(!strict_eq(&l, &r)),
                            "==" => JsVal::Bool(loose_eq(&l, &r)),
                            "!=" => JsVal::Bool(!loose_eq(&l, &r)),
                            "+" => add(&l, &r),
                            "-" => JsVal::Num(to_num(&l) - to_num(&r)),
                            "*" => JsVal::Num(to_num(&l) * to_num(&r)),
                            "/" => JsVal::Num(to_num(&l) / to_num(&r)),
                            "<" => JsVal::Bool(to_num(&l) < to_num(&r)),
                            ">" => JsVal::Bool(to_num(&l) > to_num(&r)),
                            "<=" => JsVal::Bool(to_num(&l) <= to_num(&r)),
                            ">=" => JsVal::Bool(to_num(&l) >= to_num(&r)),
                            "in" => JsVal::Bool(self.keys(&r)?.contains(&to_js_string(&l))),
                            "instanceof" => JsVal::Bool(instance_of(&l, &r)?),
                            _ => return unsupported(format!("the `{op}` operator")),
                        }
                    }
                }
            }
            "ternary_expression" => {
                let c = self.expr(
                    f,
                    scope,
                    e.field("condition")
                        .ok_or(Stop::Unsupported("a ternary".into()))?,
                )?;
                let branch = if truthy(&c) {
                    "consequence"
                } else {
                    "alternative"
                };
                self.expr(
                    f,
                    scope,
                    e.field(branch)
                        .ok_or(Stop::Unsupported("a ternary".into()))?,
                )?
            }
            "sequence_expression" => {
                let mut last = JsVal::Undef;
                let mut cur = e.walk();
                for part in e.named_children(&mut cur) {
                    last = self.expr(f, scope, part)?;
                }
                last
            }
            "regex" => {
                let part = |kind: &str| {
                    let mut cur = e.walk();
                    let found = e
                        .named_children(&mut cur)
                        .find(|c| c.kind() == kind)
                        .map(|c| text(c, src).to_string());
                    found.unwrap_or_default()
                };
                match crate::ts::js_regex::compile(&part("regex_pattern"), &part("regex_flags")) {
                    Ok(re) => JsVal::Regex(Rc::new(re)),
                    Err(why) => return unsupported(why),
                }
            }
            "new_expression" => {
                let ctor = e
                    .field("constructor")
                    .ok_or(Stop::Unsupported("a `new`".into()))?;
                let made = self.expr(f, scope, ctor)?;
                let mut args = Vec::new();
                if let Some(a) = e.field("arguments") {
                    let mut cur = a.walk();
                    for arg in a.named_children(&mut cur) {
                        if arg.kind() != "comment" {
                            args.push(self.expr(f, scope, arg)?);
                        }
                    }
                }
                self.construct(&made, args)?
            }
            other => return unsupported(format!("a `{}` expression", other.replace('_', " "))),
        })
    }

    /// `delete obj.key` / `delete obj[key]` on a plain object.
    fn delete(&self, f: &Rc<SourceFile>, scope: &Scope, target: Node) -> R<JsVal> {
        let src = f.text.as_str();
        let object = target
            .field("object")
            .ok_or(Stop::Unsupported("a `delete` of a name".into()))?;
        let obj = self.expr(f, scope, object)?;
        let key = match target.kind() {
            "member_expression" => target
                .field("property")
                .map(|p| text(p, src).to_string())
                .ok_or(Stop::Unsupported("a delete".into()))?,
            "subscript_expression" => {
                let i = target
                    .field("index")
                    .ok_or(Stop::Unsupported("a delete".into()))?;
                to_js_string(&self.expr(f, scope, i)?)
            }
            _ => return unsupported("a `delete` of a name"),
        };
        match obj {
            JsVal::Obj(o) => o.borrow_mut().retain(|(k, _)| *k != key),
            JsVal::Undef | JsVal::Null => {
                return Err(Stop::Throw(format!(
                    "Cannot convert undefined or null to object (deleting '{key}')"
                )))
            }
            _ => return unsupported("a `delete` on a value that is not a plain object"),
        }
        Ok(JsVal::Bool(true))
    }

    /// `new C(...)` of the built-in classes a converter uses.
    fn construct(&self, ctor: &JsVal, args: Vec<JsVal>) -> R<JsVal> {
        let arg = |i: usize| args.get(i).cloned().unwrap_or(JsVal::Undef);
        let JsVal::Native(name, _) = ctor else {
            return unsupported(format!("`new` of a {}", type_name(ctor)));
        };
        Ok(match &**name {
            "new Set" => {
                let mut members: Vec<JsVal> = Vec::new();
                for item in self.iterate(&arg(0))? {
                    if !members.iter().any(|m| strict_eq(m, &item)) {
                        members.push(item);
                    }
                }
                JsVal::Set(Rc::new(RefCell::new(members)))
            }
            "new Map" => {
                let map = JsVal::Map(Rc::default());
                for entry in self.iterate(&arg(0))? {
                    let JsVal::Arr(pair) = entry else {
                        return Err(Stop::Throw(format!(
                            "Iterator value {} is not an entry object",
                            to_js_string(&entry)
                        )));
                    };
                    let pair = pair.borrow();
                    let at = |i: usize| pair.get(i).cloned().unwrap_or(JsVal::Undef);
                    map_set(&map, at(0), at(1));
                }
                map
            }
            "new Error" | "new TypeError" | "new RangeError" => obj(vec![(
                "message",
                match arg(0) {
                    JsVal::Undef => JsVal::Str("".into()),
                    m => JsVal::Str(to_js_string(&m).into()),
                },
            )]),
            "new RegExp" => {
                let flags = match arg(1) {
                    JsVal::Undef => String::new(),
                    fl => to_js_string(&fl),
                };
                match crate::ts::js_regex::compile(&to_js_string(&arg(0)), &flags) {
                    Ok(re) => JsVal::Regex(Rc::new(re)),
                    Err(why) => return unsupported(why),
                }
            }
            "new URL" => {
                if !matches!(arg(1), JsVal::Undef) {
                    return unsupported("a `new URL` with a base");
                }
                match crate::ts::js_url::parse(&to_js_string(&arg(0))) {
                    Ok(Some(parts)) => obj(parts
                        .into_iter()
                        .map(|(k, v)| (k, JsVal::Str(v.into())))
                        .collect()),
                    Ok(None) => return Err(Stop::Throw("Invalid URL".into())),
                    Err(why) => return unsupported(why),
                }
            }
            other => return unsupported(format!("`new {other}` in a converter")),
        })
    }

    /// What `for (... of v)`, a spread and `new Set(v)` go through; `undefined` is an empty
    /// `Set`'s argument. A `Map` gives its entries as `[key, value]` arrays.
    fn iterate(&self, v: &JsVal) -> R<Vec<JsVal>> {
        Ok(match v {
            JsVal::Undef | JsVal::Null => Vec::new(),
            JsVal::Arr(a) => a.borrow().clone(),
            JsVal::Set(m) => m.borrow().clone(),
            JsVal::Map(m) => m
                .borrow()
                .iter()
                .map(|(k, v)| JsVal::Arr(Rc::new(RefCell::new(vec![k.clone(), v.clone()]))))
                .collect(),
            JsVal::Str(st) => st
                .chars()
                .map(|c| JsVal::Str(c.to_string().into()))
                .collect(),
            other => return Err(Stop::Throw(format!("{} is not iterable", type_name(other)))),
        })
    }

    fn assign(&self, f: &Rc<SourceFile>, scope: &Scope, left: Node, v: JsVal) -> R<()> {
        let src = f.text.as_str();
        match left.kind() {
            "identifier" => {
                let name = text(left, src);
                let mut cur = Some(scope.clone());
                while let Some(s) = cur {
                    if s.vars.borrow().contains_key(name) {
                        s.vars.borrow_mut().insert(name.to_string(), v);
                        return Ok(());
                    }
                    cur = s.parent.clone();
                }
                unsupported(format!("an assignment to `{name}` outside the converter"))
            }
            "member_expression" | "subscript_expression" => {
                let obj = self.expr(
                    f,
                    scope,
                    left.field("object")
                        .ok_or(Stop::Unsupported("an assignment".into()))?,
                )?;
                let key = if left.kind() == "member_expression" {
                    text(
                        left.field("property")
                            .ok_or(Stop::Unsupported("an assignment".into()))?,
                        src,
                    )
                    .to_string()
                } else {
                    to_js_string(
                        &self.expr(
                            f,
                            scope,
                            left.field("index")
                                .ok_or(Stop::Unsupported("an assignment".into()))?,
                        )?,
                    )
                };
                match obj {
                    JsVal::Obj(o) => {
                        set_prop(&mut o.borrow_mut(), key, v);
                        Ok(())
                    }
                    JsVal::Arr(a) => match key.parse::<usize>() {
                        Ok(i) => {
                            let mut a = a.borrow_mut();
                            while a.len() <= i {
                                a.push(JsVal::Undef);
                            }
                            a[i] = v;
                            Ok(())
                        }
                        Err(_) => unsupported("a named property on an array"),
                    },
                    JsVal::Undef | JsVal::Null => Err(Stop::Throw(format!(
                        "Cannot set properties of {} (setting '{key}')",
                        type_name(&obj)
                    ))),
                    _ => unsupported("an assignment into a zod object"),
                }
            }
            other => unsupported(format!("an assignment to a `{other}`")),
        }
    }

    fn keys(&self, v: &JsVal) -> R<Vec<String>> {
        Ok(match v {
            JsVal::Obj(o) => o.borrow().iter().map(|(k, _)| k.clone()).collect(),
            JsVal::Arr(a) => (0..a.borrow().len()).map(|i| i.to_string()).collect(),
            JsVal::Undef | JsVal::Null => {
                return Err(Stop::Throw(
                    "Cannot convert undefined or null to object".into(),
                ))
            }
            _ => Vec::new(),
        })
    }

    fn index(&self, obj: &JsVal, idx: &JsVal) -> R<JsVal> {
        match (obj, idx) {
            (JsVal::Arr(a), JsVal::Num(n)) => {
                Ok(a.borrow().get(*n as usize).cloned().unwrap_or(JsVal::Undef))
            }
            _ => self.get(obj, &to_js_string(idx)),
        }
    }

    /// Property access, including the zod instance model.
    fn get(&self, obj: &JsVal, key: &str) -> R<JsVal> {
        let native = |name: &str| Ok(JsVal::Native(name.into(), Box::new(obj.clone())));
        match obj {
            JsVal::Undef | JsVal::Null => Err(Stop::Throw(format!(
                "Cannot read properties of {} (reading '{key}')",
                type_name(obj)
            ))),
            JsVal::Obj(o) => Ok(o
                .borrow()
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.clone())
                .unwrap_or_else(|| match key {
                    "hasOwnProperty" => JsVal::Native(
                        "Object.prototype.hasOwnProperty".into(),
                        Box::new(obj.clone()),
                    ),
                    _ => JsVal::Undef,
                })),
            JsVal::Set(m) => match key {
                "size" => Ok(JsVal::Num(m.borrow().len() as f64)),
                "has" | "add" | "delete" | "forEach" => native(&format!("Set.{key}")),
                _ => Ok(JsVal::Undef),
            },
            JsVal::Map(m) => match key {
                "size" => Ok(JsVal::Num(m.borrow().len() as f64)),
                "get" | "has" | "set" | "delete" | "forEach" | "keys" | "values" | "entries" => {
                    native(&format!("Map.{key}"))
                }
                _ => Ok(JsVal::Undef),
            },
            JsVal::Regex(_) => match key {
                "test" => native("RegExp.test"),
                _ => Ok(JsVal::Undef),
            },
            JsVal::Arr(a) => match key {
                "length" => Ok(JsVal::Num(a.borrow().len() as f64)),
                "some" | "every" | "map" | "filter" | "find" | "includes" | "push" | "join"
                | "forEach" | "indexOf" | "slice" | "concat" | "reduce" | "flatMap" => native(key),
                _ => match key.parse::<usize>() {
                    Ok(i) => Ok(a.borrow().get(i).cloned().unwrap_or(JsVal::Undef)),
                    Err(_) => Ok(JsVal::Undef),
                },
            },
            JsVal::Str(s) => match key {
                "length" => Ok(JsVal::Num(s.encode_utf16().count() as f64)),
                "startsWith" | "endsWith" | "includes" | "toLowerCase" | "toUpperCase" | "trim"
                | "slice" | "replace" | "split" => native(key),
                _ => Ok(JsVal::Undef),
            },
            JsVal::Schema(s) => self.schema_prop(s, key, obj),
            JsVal::Def(s) => self.def_prop(s, key),
            JsVal::ZodInternals(s) => match key {
                "def" => Ok(JsVal::Def(s.clone())),
                "optin" | "optout" => unsupported("zod 4 `_zod.optin/optout` in a converter"),
                _ => Ok(JsVal::Undef),
            },
            JsVal::Native(n, _) if zod_class_absent(n, key) => Ok(JsVal::Undef),
            JsVal::Native(n, _) if n.ends_with('.') => native(&format!("{n}{key}")),
            JsVal::Native(n, _) if &**n == "Object.prototype" => native(&format!("{n}.{key}")),
            JsVal::Native(n, this) if key == "call" => {
                Ok(JsVal::Native(format!("{n}#call").into(), this.clone()))
            }
            _ => Ok(JsVal::Undef),
        }
    }

    fn schema_prop(&self, s: &SchemaRef, key: &str, this: &JsVal) -> R<JsVal> {
        let v3 = s.api == Api::Zod3;
        match key {
            "_def" => Ok(JsVal::Def(s.clone())),
            "_zod" if !v3 => Ok(JsVal::ZodInternals(s.clone())),
            "def" if !v3 => Ok(JsVal::Def(s.clone())),
            "type" if !v3 => Ok(JsVal::Str(s.kind.zod4_type().into())),
            "description" => match crate::ir::v3_unknown_description(s).filter(|_| v3) {
                Some(why) => unsupported(format!("the description: {why}")),
                None => Ok(self
                    .description(s)
                    .map(|d| JsVal::Str(d.into()))
                    .unwrap_or(JsVal::Undef)),
            },
            "shape" => match &s.kind {
                Kind::Object { shape, .. } => Ok(shape_obj(shape)),
                _ => Ok(JsVal::Undef),
            },
            "isOptional" | "isNullable" | "unwrap" | "safeParse" | "parse" | "meta" => {
                Ok(JsVal::Native(key.into(), Box::new(this.clone())))
            }
            "element" => match &s.kind {
                Kind::Array { element, .. } => Ok(JsVal::Schema(element.clone())),
                _ => Ok(JsVal::Undef),
            },
            "in" | "out" if !v3 => match &s.kind {
                Kind::Pipe { input, output } => Ok(JsVal::Schema(if key == "in" {
                    input.clone()
                } else {
                    output.clone()
                })),
                _ => Ok(JsVal::Undef),
            },
            "options" => self.def_prop(s, "options"),
            _ => Ok(JsVal::Undef),
        }
    }

    fn description(&self, s: &SchemaRef) -> Option<String> {
        if s.api == Api::Zod3 {
            return v3_description(s).map(|t| t.value);
        }
        // zod 4 reads the registry, inheriting along the parent chain
        let mut cur = Some(s.clone());
        while let Some(n) = cur {
            match &n.step {
                Step::Describe(t) => return Some(t.value.clone()),
                Step::Meta(entries) => {
                    if let Some((_, MetaValue::Known(Json::String(d)))) =
                        entries.iter().rev().find(|(k, _)| k == "description")
                    {
                        return Some(d.clone());
                    }
                }
                Step::Check(_) if !self.zod4_checks_keep_parent => return None,
                _ => {}
            }
            cur = n.parent.clone();
        }
        None
    }

    fn def_prop(&self, s: &SchemaRef, key: &str) -> R<JsVal> {
        let v3 = s.api == Api::Zod3;
        let sch = |x: &SchemaRef| JsVal::Schema(x.clone());
        let arr = |xs: &[SchemaRef]| {
            JsVal::Arr(Rc::new(RefCell::new(
                xs.iter().map(|x| JsVal::Schema(x.clone())).collect(),
            )))
        };
        Ok(match (key, &s.kind) {
            ("typeName", k) if v3 => JsVal::Str(zod3_type_name(k).into()),
            ("type", k) if !v3 => JsVal::Str(k.zod4_type().into()),
            ("description", _) if v3 => match crate::ir::v3_unknown_description(s) {
                Some(why) => return unsupported(format!("the description: {why}")),
                None => v3_description(s)
                    .map(|d| JsVal::Str(d.value.into()))
                    .unwrap_or(JsVal::Undef),
            },
            (
                "innerType",
                Kind::Optional(i) | Kind::Nullable(i) | Kind::Readonly(i) | Kind::NonOptional(i),
            ) => sch(i),
            (
                "innerType",
                Kind::Default { inner, .. }
                | Kind::Catch { inner, .. }
                | Kind::Prefault { inner, .. },
            ) => sch(inner),
            ("innerType", Kind::Promise(i)) if !v3 => sch(i),
            ("type", Kind::Promise(i) | Kind::Branded(i)) if v3 => sch(i),
            ("type", Kind::Array { element, .. }) if v3 => sch(element),
            ("element", Kind::Array { element, .. }) if !v3 => sch(element),
            ("schema", Kind::Effects { inner, .. }) => sch(inner),
            ("in", Kind::Pipe { input, .. }) => sch(input),
            ("out", Kind::Pipe { output, .. }) => sch(output),
            ("getter", Kind::Lazy(t)) => match t.get() {
                Some(x) => JsVal::Native("getter".into(), Box::new(sch(&x))),
                None => return unsupported("a lazy schema toolsight could not resolve"),
            },
            ("shape", Kind::Object { shape, .. }) => {
                if v3 {
                    JsVal::Native("shape".into(), Box::new(shape_obj(shape)))
                } else {
                    shape_obj(shape)
                }
            }
            ("unknownKeys", Kind::Object { unknown_keys, .. }) if v3 => JsVal::Str(
                match unknown_keys {
                    UnknownKeys::Strict => "strict",
                    UnknownKeys::Passthrough => "passthrough",
                    _ => "strip",
                }
                .into(),
            ),
            ("options", Kind::Union { options, .. }) => arr(options),
            ("left", Kind::Intersection { left, .. }) => sch(left),
            ("right", Kind::Intersection { right, .. }) => sch(right),
            ("items", Kind::Tuple { items, .. }) => arr(items),
            ("rest", Kind::Tuple { rest, .. }) => rest.as_ref().map(sch).unwrap_or(JsVal::Null),
            ("keyType", Kind::Record { key, .. }) => key.as_ref().map(sch).unwrap_or(JsVal::Undef),
            (
                "valueType",
                Kind::Record { value, .. } | Kind::Map { value, .. } | Kind::Set { value, .. },
            ) => sch(value),
            (
                "values",
                Kind::Enum {
                    values,
                    native: false,
                },
            ) if v3 => from_json(&Json::Array(values.clone())),
            ("values", Kind::Literal(values)) if !v3 => from_json(&Json::Array(values.clone())),
            ("entries", Kind::Enum { values, .. }) if !v3 => {
                let mut m = Map::new();
                for v in values {
                    let k = match v {
                        Json::String(s) => s.clone(),
                        other => other.to_string(),
                    };
                    m.insert(k, v.clone());
                }
                from_json(&Json::Object(m))
            }
            ("values", Kind::Enum { native: true, .. }) => {
                return unsupported("a native enum's runtime object in a converter")
            }
            ("value", Kind::Literal(values)) if v3 => {
                values.first().map(from_json).unwrap_or(JsVal::Undef)
            }
            ("value", Kind::LiteralUndefined) => JsVal::Undef,
            ("defaultValue", Kind::Default { value, .. }) => match value {
                DefaultValue::Known(j) => {
                    if v3 {
                        JsVal::Native("constant".into(), Box::new(from_json(j)))
                    } else {
                        from_json(j)
                    }
                }
                DefaultValue::Unknown(r) => return unsupported(format!("a default value: {r}")),
            },
            ("checks", k) => self.checks(s, k),
            ("minLength" | "maxLength" | "exactLength", Kind::Array { checks, .. }) if v3 => {
                let want = match key {
                    "minLength" => "min",
                    "maxLength" => "max",
                    _ => "len",
                };
                let mut found = JsVal::Null;
                for c in checks {
                    let (k, v) = match c.kind {
                        CheckKind::MinLength(v) => ("min", v),
                        CheckKind::MaxLength(v) => ("max", v),
                        CheckKind::Length(v) => ("len", v),
                        _ => continue,
                    };
                    if k == want {
                        found = obj(vec![("value", JsVal::Num(v))]);
                    }
                }
                found
            }
            (
                "catchall",
                Kind::Object {
                    unknown_keys: UnknownKeys::Catchall(c),
                    ..
                },
            ) => sch(c),
            _ => JsVal::Undef,
        })
    }

    /// `_def.checks`: zod 3's `{kind, value, inclusive}` records.
    fn checks(&self, s: &SchemaRef, k: &Kind) -> JsVal {
        if s.api != Api::Zod3 {
            return JsVal::Arr(Rc::new(RefCell::new(Vec::new())));
        }
        let checks = match k {
            Kind::String { checks, .. }
            | Kind::Number { checks, .. }
            | Kind::BigInt { checks, .. } => checks.clone(),
            _ => return JsVal::Undef,
        };
        let list = checks
            .iter()
            .filter_map(|c| {
                Some(match &c.kind {
                    CheckKind::MinLength(v) => obj(vec![
                        ("kind", JsVal::Str("min".into())),
                        ("value", JsVal::Num(*v)),
                    ]),
                    CheckKind::MaxLength(v) => obj(vec![
                        ("kind", JsVal::Str("max".into())),
                        ("value", JsVal::Num(*v)),
                    ]),
                    CheckKind::Length(v) => obj(vec![
                        ("kind", JsVal::Str("length".into())),
                        ("value", JsVal::Num(*v)),
                    ]),
                    CheckKind::Min { value, inclusive } => obj(vec![
                        ("kind", JsVal::Str("min".into())),
                        ("value", JsVal::Num(*value)),
                        ("inclusive", JsVal::Bool(*inclusive)),
                    ]),
                    CheckKind::Max { value, inclusive } => obj(vec![
                        ("kind", JsVal::Str("max".into())),
                        ("value", JsVal::Num(*value)),
                        ("inclusive", JsVal::Bool(*inclusive)),
                    ]),
                    CheckKind::Int => obj(vec![("kind", JsVal::Str("int".into()))]),
                    CheckKind::Finite => obj(vec![("kind", JsVal::Str("finite".into()))]),
                    CheckKind::MultipleOf(v) => obj(vec![
                        ("kind", JsVal::Str("multipleOf".into())),
                        ("value", JsVal::Num(*v)),
                    ]),
                    CheckKind::Format { name, .. } => {
                        obj(vec![("kind", JsVal::Str(name.as_str().into()))])
                    }
                    CheckKind::Regex { .. } => obj(vec![("kind", JsVal::Str("regex".into()))]),
                    CheckKind::StartsWith(t) => obj(vec![
                        ("kind", JsVal::Str("startsWith".into())),
                        ("value", JsVal::Str(t.as_str().into())),
                    ]),
                    CheckKind::EndsWith(t) => obj(vec![
                        ("kind", JsVal::Str("endsWith".into())),
                        ("value", JsVal::Str(t.as_str().into())),
                    ]),
                    CheckKind::Includes(t) => obj(vec![
                        ("kind", JsVal::Str("includes".into())),
                        ("value", JsVal::Str(t.as_str().into())),
                    ]),
                    CheckKind::NoSchemaEffect(n) => {
                        obj(vec![("kind", JsVal::Str(n.as_str().into()))])
                    }
                    CheckKind::NumberFormat(_) | CheckKind::Refine => return None,
                })
            })
            .collect();
        JsVal::Arr(Rc::new(RefCell::new(list)))
    }

    fn native(&self, name: &str, this: &JsVal, args: Vec<JsVal>) -> R<JsVal> {
        let arg = |i: usize| args.get(i).cloned().unwrap_or(JsVal::Undef);
        let arr_items = || match this {
            JsVal::Arr(a) => a.borrow().clone(),
            _ => Vec::new(),
        };
        if let Some(method) = name.strip_suffix("#call") {
            let mut rest = args.into_iter();
            let this = rest.next().unwrap_or(JsVal::Undef);
            return self.native(method, &this, rest.collect());
        }
        Ok(match name {
            "constant" | "getter" => this.clone(),
            "Object.prototype.hasOwnProperty" => match this {
                JsVal::Undef | JsVal::Null => {
                    return Err(Stop::Throw(
                        "Cannot convert undefined or null to object".into(),
                    ))
                }
                v => JsVal::Bool(self.keys(v)?.contains(&to_js_string(&arg(0)))),
            },
            "Map.get" | "Map.has" | "Map.set" | "Map.delete" | "Map.forEach" | "Map.keys"
            | "Map.values" | "Map.entries" => {
                let JsVal::Map(m) = this else {
                    return unsupported(format!("`{name}`"));
                };
                let key = arg(0);
                let found = || {
                    m.borrow()
                        .iter()
                        .position(|(k, _)| same_value_zero(k, &key))
                };
                match name {
                    "Map.get" => found().map_or(JsVal::Undef, |i| m.borrow()[i].1.clone()),
                    "Map.has" => JsVal::Bool(found().is_some()),
                    "Map.set" => {
                        map_set(this, key, arg(1));
                        this.clone()
                    }
                    "Map.delete" => match found() {
                        Some(i) => {
                            m.borrow_mut().remove(i);
                            JsVal::Bool(true)
                        }
                        None => JsVal::Bool(false),
                    },
                    "Map.forEach" => {
                        let entries = m.borrow().clone();
                        let callback = arg(0);
                        for (k, v) in entries {
                            self.call(&callback, vec![v, k, this.clone()])?;
                        }
                        JsVal::Undef
                    }
                    // iterators, taken as the arrays they would spread into
                    "Map.keys" => arr(m.borrow().iter().map(|(k, _)| k.clone()).collect()),
                    "Map.values" => arr(m.borrow().iter().map(|(_, v)| v.clone()).collect()),
                    _ => JsVal::Arr(Rc::new(RefCell::new(self.iterate(this)?))),
                }
            }
            "Set.has" | "Set.add" | "Set.delete" | "Set.forEach" => {
                let JsVal::Set(m) = this else {
                    return unsupported(format!("`{name}`"));
                };
                let x = arg(0);
                match name {
                    "Set.has" => JsVal::Bool(m.borrow().iter().any(|v| strict_eq(v, &x))),
                    "Set.add" => {
                        if !m.borrow().iter().any(|v| strict_eq(v, &x)) {
                            m.borrow_mut().push(x);
                        }
                        this.clone()
                    }
                    "Set.delete" => {
                        let before = m.borrow().len();
                        m.borrow_mut().retain(|v| !strict_eq(v, &x));
                        JsVal::Bool(m.borrow().len() != before)
                    }
                    _ => {
                        let members = m.borrow().clone();
                        for v in members {
                            self.call(&x, vec![v.clone(), v, this.clone()])?;
                        }
                        JsVal::Undef
                    }
                }
            }
            "RegExp.test" => match this {
                JsVal::Regex(re) if !re.1 => JsVal::Bool(re.0.is_match(&to_js_string(&arg(0)))),
                _ => return unsupported("`test` of a regular expression with the `g` flag"),
            },
            "split" => match (arg(0), args.get(1)) {
                (JsVal::Str(sep), None) => {
                    let s = to_js_string(this);
                    let parts: Vec<JsVal> = if sep.is_empty() {
                        s.chars()
                            .map(|c| JsVal::Str(c.to_string().into()))
                            .collect()
                    } else {
                        s.split(&*sep).map(|p| JsVal::Str(p.into())).collect()
                    };
                    JsVal::Arr(Rc::new(RefCell::new(parts)))
                }
                (JsVal::Undef, None) => JsVal::Arr(Rc::new(RefCell::new(vec![this.clone()]))),
                _ => return unsupported("`split` by a pattern or with a limit"),
            },
            "replace" => {
                let s = to_js_string(this);
                let with = match arg(1) {
                    JsVal::Str(w) if !w.contains('$') => w,
                    _ => return unsupported("`replace` with a function or `$` patterns"),
                };
                match arg(0) {
                    JsVal::Str(p) => JsVal::Str(s.replacen(&*p, &with, 1).into()),
                    JsVal::Regex(re) if re.1 => JsVal::Str(re.0.replace_all(&s, &*with).into()),
                    JsVal::Regex(re) => JsVal::Str(re.0.replace(&s, &*with).into()),
                    _ => return unsupported("`replace` by a value that is not a string"),
                }
            }
            "zod4.toJSONSchema" => self.zod_to_json_schema(&arg(0), &arg(1))?,
            "zod4.object" | "zod4.strictObject" | "zod4.looseObject" => {
                self.zod_object(name, &arg(0))?
            }
            "shape" => this.clone(),
            "isOptional" => match this {
                JsVal::Schema(s) if s.api == Api::Zod3 => match is_optional_v3(s, Some(self)) {
                    Ok(b) => JsVal::Bool(b),
                    Err(r) => return unsupported(format!("`isOptional()`: {r}")),
                },
                _ => return unsupported("zod 4 `isOptional()` in a converter"),
            },
            "isNullable" | "safeParse" | "parse" | "meta" => {
                return unsupported(format!("`.{name}()` of a schema in a converter"))
            }
            "unwrap" => match this {
                JsVal::Schema(s) => match &s.kind {
                    Kind::Optional(i) | Kind::Nullable(i) | Kind::Branded(i) => {
                        JsVal::Schema(i.clone())
                    }
                    Kind::Array { element, .. } => JsVal::Schema(element.clone()),
                    _ => return Err(Stop::Throw("unwrap is not a function".into())),
                },
                _ => JsVal::Undef,
            },
            "some" | "every" | "find" | "filter" | "map" | "forEach" | "flatMap" => {
                let f = arg(0);
                let items = arr_items();
                let mut out = Vec::new();
                for (i, it) in items.iter().enumerate() {
                    let r = self.call(&f, vec![it.clone(), JsVal::Num(i as f64), this.clone()])?;
                    match name {
                        "some" if truthy(&r) => return Ok(JsVal::Bool(true)),
                        "every" if !truthy(&r) => return Ok(JsVal::Bool(false)),
                        "find" if truthy(&r) => return Ok(it.clone()),
                        "filter" if truthy(&r) => out.push(it.clone()),
                        "map" => out.push(r),
                        "flatMap" => match r {
                            JsVal::Arr(a) => out.extend(a.borrow().iter().cloned()),
                            other => out.push(other),
                        },
                        _ => {}
                    }
                }
                match name {
                    "some" => JsVal::Bool(false),
                    "every" => JsVal::Bool(true),
                    "find" | "forEach" => JsVal::Undef,
                    _ => JsVal::Arr(Rc::new(RefCell::new(out))),
                }
            }
            "reduce" => {
                let f = arg(0);
                let mut acc = arg(1);
                for (i, it) in arr_items().iter().enumerate() {
                    acc = self.call(&f, vec![acc, it.clone(), JsVal::Num(i as f64)])?;
                }
                acc
            }
            "includes" => match this {
                JsVal::Str(s) => JsVal::Bool(s.contains(&*to_js_string(&arg(0)))),
                _ => JsVal::Bool(arr_items().iter().any(|x| strict_eq(x, &arg(0)))),
            },
            "indexOf" => JsVal::Num(
                arr_items()
                    .iter()
                    .position(|x| strict_eq(x, &arg(0)))
                    .map(|p| p as f64)
                    .unwrap_or(-1.0),
            ),
            "push" => {
                if let JsVal::Arr(a) = this {
                    a.borrow_mut().extend(args.iter().cloned());
                    JsVal::Num(a.borrow().len() as f64)
                } else {
                    JsVal::Undef
                }
            }
            "join" => {
                let sep = match arg(0) {
                    JsVal::Undef => ",".to_string(),
                    s => to_js_string(&s),
                };
                JsVal::Str(
                    arr_items()
                        .iter()
                        .map(to_js_string)
                        .collect::<Vec<_>>()
                        .join(&sep)
                        .into(),
                )
            }
            "concat" => {
                let mut out = arr_items();
                for a in args {
                    match a {
                        JsVal::Arr(x) => out.extend(x.borrow().iter().cloned()),
                        other => out.push(other),
                    }
                }
                JsVal::Arr(Rc::new(RefCell::new(out)))
            }
            "slice" => match this {
                JsVal::Arr(_) => {
                    let items = arr_items();
                    let start = (to_num(&arg(0)).max(0.0) as usize).min(items.len());
                    JsVal::Arr(Rc::new(RefCell::new(items[start..].to_vec())))
                }
                _ => return unsupported("`slice` on a string in a converter"),
            },
            "startsWith" | "endsWith" => {
                let s = to_js_string(this);
                let p = to_js_string(&arg(0));
                JsVal::Bool(if name == "startsWith" {
                    s.starts_with(&p)
                } else {
                    s.ends_with(&p)
                })
            }
            "toLowerCase" => JsVal::Str(to_js_string(this).to_lowercase().into()),
            "toUpperCase" => JsVal::Str(to_js_string(this).to_uppercase().into()),
            "trim" => JsVal::Str(to_js_string(this).trim().into()),
            "Object.entries" | "Object.keys" | "Object.values" => {
                let o = arg(0);
                let keys = self.keys(&o)?;
                let mut out = Vec::new();
                for k in keys {
                    let v = self.get(&o, &k)?;
                    out.push(match name {
                        "Object.entries" => {
                            JsVal::Arr(Rc::new(RefCell::new(vec![JsVal::Str(k.into()), v])))
                        }
                        "Object.keys" => JsVal::Str(k.into()),
                        _ => v,
                    });
                }
                JsVal::Arr(Rc::new(RefCell::new(out)))
            }
            "Object.assign" => {
                let target = arg(0);
                if let JsVal::Obj(t) = &target {
                    for src in &args[1..] {
                        for k in self.keys(src)? {
                            let v = self.get(src, &k)?;
                            set_prop(&mut t.borrow_mut(), k, v);
                        }
                    }
                }
                target
            }
            "Object.fromEntries" => {
                let mut props = Vec::new();
                if let JsVal::Arr(a) = arg(0) {
                    for e in a.borrow().iter() {
                        let k = to_js_string(&self.index(e, &JsVal::Num(0.0))?);
                        let v = self.index(e, &JsVal::Num(1.0))?;
                        set_prop(&mut props, k, v);
                    }
                }
                JsVal::Obj(Rc::new(RefCell::new(props)))
            }
            "Array.isArray" => JsVal::Bool(matches!(arg(0), JsVal::Arr(_))),
            "Array.from" => match arg(0) {
                JsVal::Arr(_) | JsVal::Set(_) | JsVal::Map(_) => {
                    JsVal::Arr(Rc::new(RefCell::new(self.iterate(&arg(0))?)))
                }
                _ => return unsupported("`Array.from` of a non-array"),
            },
            "JSON.parse" | "JSON.stringify" => {
                return unsupported("JSON round trips in a converter")
            }
            "Number.isInteger" => JsVal::Bool(matches!(arg(0), JsVal::Num(n) if n.fract() == 0.0)),
            "String" | "String." => JsVal::Str(to_js_string(&arg(0)).into()),
            "Boolean" | "Boolean." => JsVal::Bool(truthy(&arg(0))),
            other => return unsupported(format!("`{other}` in a converter")),
        })
    }
}

impl Interp<'_> {
    /// zod 4's own `z.toJSONSchema(schema, options)`, by toolsight's model of it.
    fn zod_to_json_schema(&self, schema: &JsVal, options: &JsVal) -> R<JsVal> {
        let (Some(version), JsVal::Schema(s)) = (self.zod, schema) else {
            return unsupported("`z.toJSONSchema` of a value that is not a zod 4 schema");
        };
        if s.api == Api::Zod3 {
            return unsupported("`z.toJSONSchema` of a zod 3 schema");
        }
        let opts = match to_json(options)? {
            Some(Json::Object(m)) => m,
            None => Map::new(),
            Some(_) => return unsupported("`z.toJSONSchema` options that are not an object"),
        };
        let opts = Zod4Options::from_json(version, &opts).map_err(Stop::Unsupported)?;
        let emitted = zod4::convert(s, &opts);
        if let Some(u) = emitted.unknown.first() {
            return unsupported(format!("`z.toJSONSchema`: {}", u.reason));
        }
        match emitted.json {
            Ok(Some(j)) => self.made(from_json(&j)),
            Ok(None) => Ok(JsVal::Undef),
            Err(e) => Err(Stop::Throw(e.message)),
        }
    }
}

impl Interp<'_> {
    /// `z.object(shape)` (and its strict and loose forms) of zod 4 over a shape of schemas.
    fn zod_object(&self, name: &str, shape: &JsVal) -> R<JsVal> {
        let JsVal::Obj(props) = shape else {
            return unsupported("`z.object` of a value that is not an object of schemas");
        };
        let mut fields = Vec::new();
        for (k, v) in props.borrow().iter() {
            match v {
                JsVal::Schema(s) if s.api != Api::Zod3 => fields.push((k.clone(), s.clone())),
                _ => return unsupported("`z.object` of a shape holding other than zod 4 schemas"),
            }
        }
        let unknown_keys = match name {
            "zod4.strictObject" => UnknownKeys::Strict,
            "zod4.looseObject" => UnknownKeys::Passthrough,
            _ => UnknownKeys::Strip,
        };
        let kind = Kind::Object {
            shape: fields,
            unknown_keys,
            checks: Vec::new(),
        };
        Ok(JsVal::Schema(Schema::new(kind, Span::default(), Api::Zod4)))
    }
}

/// How deep a value read from another module is copied into the interpreter.
const MAX_IMPORTED_DEPTH: usize = 64;

fn read_from_outside<T>(name: &str) -> R<T> {
    unsupported(format!(
        "`{name}`, which the converter reads from outside the function"
    ))
}

/// The `z` of an import of zod (or a class imported from it by name), by major version.
fn zod_namespace(major: u8) -> JsVal {
    JsVal::Native(format!("zod{major}.").into(), Box::new(JsVal::Undef))
}

/// Classes a zod 3 converter tests for that zod 4 no longer exports (`z.ZodEffects` is
/// `undefined` there, so `ZodEffects && x instanceof ZodEffects` is false).
fn zod_class_absent(namespace: &str, key: &str) -> bool {
    namespace == "zod4."
        && matches!(
            key,
            "ZodEffects" | "ZodBranded" | "ZodPipeline" | "ZodNativeEnum" | "ZodFirstPartyTypeKind"
        )
        || namespace == "zod3." && matches!(key, "toJSONSchema" | "ZodPipe" | "ZodPrefault")
}

/// `value instanceof zod.Class`. zod 4's classes test the traits an instance's constructors
/// gave it, so only the classes whose traits are known for every schema of the kind are
/// decided; zod 3's are plain classes, one per kind below `ZodType`.
fn instance_of(value: &JsVal, class: &JsVal) -> R<bool> {
    let JsVal::Native(name, _) = class else {
        return unsupported("`instanceof` a class other than zod's");
    };
    let Some((ns, class)) = name.split_once('.') else {
        return unsupported(format!("`instanceof {name}`"));
    };
    let JsVal::Schema(s) = value else {
        return match ns {
            "zod3" | "zod4" => Ok(false),
            _ => unsupported(format!("`instanceof {name}`")),
        };
    };
    if class == "ZodType" || class == "ZodSchema" {
        return Ok(true);
    }
    match (ns, s.api == Api::Zod3) {
        ("zod3", true) => Ok(zod3_type_name(&s.kind) == class),
        ("zod4", false) => {
            let decided = matches!(
                class,
                "ZodOptional"
                    | "ZodNullable"
                    | "ZodDefault"
                    | "ZodPrefault"
                    | "ZodCatch"
                    | "ZodObject"
                    | "ZodArray"
                    | "ZodPipe"
                    | "ZodReadonly"
                    | "ZodLazy"
                    | "ZodUnion"
                    | "ZodDiscriminatedUnion"
                    | "ZodBoolean"
                    | "ZodLiteral"
                    | "ZodEnum"
                    | "ZodRecord"
                    | "ZodTuple"
                    | "ZodAny"
                    | "ZodUnknown"
                    | "ZodNull"
            );
            if !decided {
                return unsupported(format!("`instanceof z.{class}`"));
            }
            let own = match &s.kind {
                Kind::Union {
                    discriminator: Some(_),
                    ..
                } => return Ok(matches!(class, "ZodUnion" | "ZodDiscriminatedUnion")),
                Kind::StringBool => "ZodPipe",
                k => match k.zod4_type() {
                    "optional" => "ZodOptional",
                    "nullable" => "ZodNullable",
                    "default" => "ZodDefault",
                    "prefault" => "ZodPrefault",
                    "catch" => "ZodCatch",
                    "object" => "ZodObject",
                    "array" => "ZodArray",
                    "pipe" => "ZodPipe",
                    "readonly" => "ZodReadonly",
                    "lazy" => "ZodLazy",
                    "union" => "ZodUnion",
                    "boolean" => "ZodBoolean",
                    "literal" => "ZodLiteral",
                    "enum" => "ZodEnum",
                    "record" => "ZodRecord",
                    "tuple" => "ZodTuple",
                    "any" => "ZodAny",
                    "unknown" => "ZodUnknown",
                    "null" => "ZodNull",
                    _ => "",
                },
            };
            Ok(own == class)
        }
        // a class of the other major is never in the schema's chain
        ("zod3", false) | ("zod4", true) => Ok(false),
        _ => unsupported(format!("`instanceof {name}`")),
    }
}

/// Whether `body` reads the caught error `param` (a plain name) only as `param.message`.
fn only_message_read(f: &SourceFile, param: Node, body: Node) -> bool {
    if param.kind() != "identifier" {
        return false;
    }
    let name = text(param, &f.text);
    let mut stack = vec![body];
    while let Some(n) = stack.pop() {
        if n.kind() == "identifier" && text(n, &f.text) == name {
            let as_message = n.parent().is_some_and(|p| {
                p.kind() == "member_expression"
                    && p.field("object") == Some(n)
                    && p.field("property")
                        .is_some_and(|k| text(k, &f.text) == "message")
            });
            if !as_message {
                return false;
            }
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    true
}

fn obj(pairs: Vec<(&str, JsVal)>) -> JsVal {
    JsVal::Obj(Rc::new(RefCell::new(
        pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect(),
    )))
}

fn shape_obj(shape: &[(String, SchemaRef)]) -> JsVal {
    JsVal::Obj(Rc::new(RefCell::new(
        shape
            .iter()
            .map(|(k, v)| (k.clone(), JsVal::Schema(v.clone())))
            .collect(),
    )))
}

fn set_prop(props: &mut Vec<(String, JsVal)>, k: String, v: JsVal) {
    if let Some(slot) = props.iter_mut().find(|(n, _)| *n == k) {
        slot.1 = v;
    } else {
        props.push((k, v));
    }
}

fn zod3_type_name(k: &Kind) -> &'static str {
    match k {
        Kind::String { .. } => "ZodString",
        Kind::Number { .. } => "ZodNumber",
        Kind::BigInt { .. } => "ZodBigInt",
        Kind::Boolean { .. } => "ZodBoolean",
        Kind::Date { .. } => "ZodDate",
        Kind::Null => "ZodNull",
        Kind::Undefined => "ZodUndefined",
        Kind::Void => "ZodVoid",
        Kind::Never => "ZodNever",
        Kind::Any => "ZodAny",
        Kind::Unknown => "ZodUnknown",
        Kind::NaN => "ZodNaN",
        Kind::Symbol => "ZodSymbol",
        Kind::Function => "ZodFunction",
        Kind::Custom => "ZodAny",
        Kind::Literal(_) | Kind::LiteralUndefined => "ZodLiteral",
        Kind::Enum { native: false, .. } => "ZodEnum",
        Kind::Enum { native: true, .. } => "ZodNativeEnum",
        Kind::Object { .. } => "ZodObject",
        Kind::Array { .. } => "ZodArray",
        Kind::Tuple { .. } => "ZodTuple",
        Kind::Record { .. } => "ZodRecord",
        Kind::Map { .. } => "ZodMap",
        Kind::Set { .. } => "ZodSet",
        Kind::Union {
            discriminator: Some(_),
            ..
        } => "ZodDiscriminatedUnion",
        Kind::Union { .. } => "ZodUnion",
        Kind::Intersection { .. } => "ZodIntersection",
        Kind::Optional(_) => "ZodOptional",
        Kind::Nullable(_) => "ZodNullable",
        Kind::Default { .. } => "ZodDefault",
        Kind::Catch { .. } => "ZodCatch",
        Kind::Readonly(_) => "ZodReadonly",
        Kind::Branded(_) => "ZodBranded",
        Kind::Promise(_) => "ZodPromise",
        Kind::Effects { .. } => "ZodEffects",
        Kind::Pipe { .. } => "ZodPipeline",
        Kind::Lazy(_) => "ZodLazy",
        _ => "Unknown",
    }
}

fn from_json(j: &Json) -> JsVal {
    match j {
        Json::Null => JsVal::Null,
        Json::Bool(b) => JsVal::Bool(*b),
        Json::Number(n) => JsVal::Num(n.as_f64().unwrap_or(0.0)),
        Json::String(s) => JsVal::Str(s.as_str().into()),
        Json::Array(a) => JsVal::Arr(Rc::new(RefCell::new(a.iter().map(from_json).collect()))),
        Json::Object(m) => JsVal::Obj(Rc::new(RefCell::new(
            m.iter().map(|(k, v)| (k.clone(), from_json(v))).collect(),
        ))),
    }
}

/// `JSON.stringify` semantics: `undefined` properties drop, functions and schemas are not data,
/// a cycle throws; nesting past [`MAX_JSON_DEPTH`] is not followed.
fn to_json(v: &JsVal) -> R<Option<Json>> {
    to_json_under(v, &mut Vec::new())
}

/// [`to_json`] of `v` inside the arrays and objects `open` (their addresses).
fn to_json_under(v: &JsVal, open: &mut Vec<*const ()>) -> R<Option<Json>> {
    let at = match v {
        JsVal::Arr(a) => Rc::as_ptr(a).cast(),
        JsVal::Obj(o) => Rc::as_ptr(o).cast(),
        _ => return to_json_in(v, open),
    };
    if open.contains(&at) {
        return Err(Stop::Throw("Converting circular structure to JSON".into()));
    }
    if open.len() >= MAX_JSON_DEPTH {
        return unsupported(format!(
            "a converter result nested more than {MAX_JSON_DEPTH} levels deep"
        ));
    }
    open.push(at);
    let r = to_json_in(v, open);
    open.pop();
    r
}

fn to_json_in(v: &JsVal, open: &mut Vec<*const ()>) -> R<Option<Json>> {
    Ok(Some(match v {
        JsVal::Undef => return Ok(None),
        JsVal::Null => Json::Null,
        JsVal::Bool(b) => Json::Bool(*b),
        JsVal::Num(n) => crate::ir::num_json(*n).unwrap_or(Json::Null),
        JsVal::Str(s) => Json::String(s.to_string()),
        JsVal::Arr(a) => Json::Array(
            a.borrow()
                .iter()
                .map(|x| to_json_under(x, open).map(|o| o.unwrap_or(Json::Null)))
                .collect::<R<_>>()?,
        ),
        JsVal::Obj(o) => {
            let mut m = Map::new();
            for (k, x) in o.borrow().iter() {
                if let Some(j) = to_json_under(x, open)? {
                    m.insert(k.clone(), j);
                }
            }
            Json::Object(m)
        }
        JsVal::Func(_) | JsVal::Native(..) => return Ok(None),
        // JSON.stringify writes both as `{}`
        JsVal::Set(_) | JsVal::Map(_) | JsVal::Regex(_) => Json::Object(Map::new()),
        JsVal::Schema(_) | JsVal::Def(_) | JsVal::ZodInternals(_) => {
            return unsupported("a zod object placed into the converter's output")
        }
    }))
}

/// The key equality `Map` uses: `===`, except that `NaN` equals itself.
fn same_value_zero(a: &JsVal, b: &JsVal) -> bool {
    match (a, b) {
        (JsVal::Num(x), JsVal::Num(y)) if x.is_nan() && y.is_nan() => true,
        _ => strict_eq(a, b),
    }
}

/// `map.set(key, value)`: a new key goes last, a known one keeps its place.
fn map_set(map: &JsVal, key: JsVal, value: JsVal) {
    let JsVal::Map(m) = map else { return };
    let mut entries = m.borrow_mut();
    match entries.iter().position(|(k, _)| same_value_zero(k, &key)) {
        Some(i) => entries[i].1 = value,
        None => entries.push((key, value)),
    }
}

fn arr(items: Vec<JsVal>) -> JsVal {
    JsVal::Arr(Rc::new(RefCell::new(items)))
}

fn truthy(v: &JsVal) -> bool {
    match v {
        JsVal::Undef | JsVal::Null => false,
        JsVal::Bool(b) => *b,
        JsVal::Num(n) => *n != 0.0 && !n.is_nan(),
        JsVal::Str(s) => !s.is_empty(),
        _ => true,
    }
}

fn strict_eq(a: &JsVal, b: &JsVal) -> bool {
    match (a, b) {
        (JsVal::Undef, JsVal::Undef) | (JsVal::Null, JsVal::Null) => true,
        (JsVal::Bool(x), JsVal::Bool(y)) => x == y,
        (JsVal::Num(x), JsVal::Num(y)) => x == y,
        (JsVal::Str(x), JsVal::Str(y)) => x == y,
        (JsVal::Obj(x), JsVal::Obj(y)) => Rc::ptr_eq(x, y),
        (JsVal::Arr(x), JsVal::Arr(y)) => Rc::ptr_eq(x, y),
        (JsVal::Set(x), JsVal::Set(y)) => Rc::ptr_eq(x, y),
        (JsVal::Map(x), JsVal::Map(y)) => Rc::ptr_eq(x, y),
        (JsVal::Schema(x), JsVal::Schema(y)) | (JsVal::Def(x), JsVal::Def(y)) => Rc::ptr_eq(x, y),
        _ => false,
    }
}

fn loose_eq(a: &JsVal, b: &JsVal) -> bool {
    match (a, b) {
        (JsVal::Undef | JsVal::Null, JsVal::Undef | JsVal::Null) => true,
        (JsVal::Num(_), JsVal::Str(_)) | (JsVal::Str(_), JsVal::Num(_)) => to_num(a) == to_num(b),
        _ => strict_eq(a, b),
    }
}

fn to_num(v: &JsVal) -> f64 {
    match v {
        JsVal::Num(n) => *n,
        JsVal::Bool(b) => f64::from(u8::from(*b)),
        JsVal::Null => 0.0,
        JsVal::Str(s) => s.trim().parse().unwrap_or(f64::NAN),
        _ => f64::NAN,
    }
}

fn to_js_string(v: &JsVal) -> String {
    js_string_at(v, 0)
}

/// `String(v)` for a value inside `depth` arrays. JavaScript joins an array that contains itself
/// as `""` where the cycle closes; arrays nested past [`MAX_JSON_DEPTH`] are cut there the same way.
fn js_string_at(v: &JsVal, depth: usize) -> String {
    match v {
        JsVal::Arr(_) if depth > MAX_JSON_DEPTH => String::new(),
        JsVal::Undef => "undefined".into(),
        JsVal::Null => "null".into(),
        JsVal::Bool(b) => b.to_string(),
        JsVal::Num(n) => crate::ts::eval::js_number_string(*n),
        JsVal::Str(s) => s.to_string(),
        JsVal::Arr(a) => a
            .borrow()
            .iter()
            .map(|x| js_string_at(x, depth + 1))
            .collect::<Vec<_>>()
            .join(","),
        _ => "[object Object]".into(),
    }
}

fn add(a: &JsVal, b: &JsVal) -> JsVal {
    match (a, b) {
        (JsVal::Num(x), JsVal::Num(y)) => JsVal::Num(x + y),
        _ => JsVal::Str(format!("{}{}", to_js_string(a), to_js_string(b)).into()),
    }
}

fn type_of(v: &JsVal) -> &'static str {
    match v {
        JsVal::Undef => "undefined",
        JsVal::Bool(_) => "boolean",
        JsVal::Num(_) => "number",
        JsVal::Str(_) => "string",
        JsVal::Func(_) | JsVal::Native(..) => "function",
        _ => "object",
    }
}

fn type_name(v: &JsVal) -> &'static str {
    match v {
        JsVal::Undef => "undefined",
        JsVal::Null => "null",
        _ => type_of(v),
    }
}

impl UserFunctions for Interp<'_> {
    fn call(&self, func: crate::span::Span, arg: Option<&Json>) -> FnOutcome {
        self.outermost(|| {
            let closure = Rc::new(Closure {
                file: self.ws.file(func.file),
                start: func.start,
                end: func.end,
                env: self.scope(None),
            });
            let arg = arg.map(from_json).unwrap_or(JsVal::Undef);
            match Interp::call(self, &JsVal::Func(closure), vec![arg]) {
                Ok(v) => match to_json(&v) {
                    Ok(j) => FnOutcome::Returned(j),
                    Err(Stop::Unsupported(r)) | Err(Stop::Throw(r)) => FnOutcome::Unknown(r),
                },
                Err(Stop::Throw(_)) => FnOutcome::Throws,
                Err(Stop::Unsupported(r)) => FnOutcome::Unknown(r),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Schema;
    use crate::span::Span;
    use std::path::PathBuf;

    /// `z.string()` (zod 3), the schema the test converters are run on.
    fn string_schema(file: crate::span::FileId) -> SchemaRef {
        Schema::new(
            Kind::String {
                checks: vec![],
                coerce: false,
            },
            Span::new(file, 0, 0),
            crate::ir::Api::Zod3,
        )
    }

    /// The JSON the converter `text` (one function) returns for a string schema.
    fn run_converter(path: &str, text: &str) -> Option<serde_json::Value> {
        let mut ws = Workspace::new();
        let path = PathBuf::from(path);
        ws.set_overlay(&path, text.to_string());
        let file = ws.load(&path).unwrap();
        let interp = Interp::new(&ws, true);
        let schema = string_schema(file);
        let out = interp.run(file, 0, text.len() as u32 - 1, &schema);
        out.ok().flatten()
    }

    /// `Map` as JavaScript has it: entries in insertion order, a key set again keeping its place,
    /// iterated as `[key, value]` pairs (the expected output is node's for the same function).
    #[test]
    fn a_map_keeps_its_entries_in_insertion_order() {
        let text = "function convert(s: any): any {\n  const m = new Map([[\"a\", 1], [\"b\", 2]]);\n  m.set(\"a\", 3).set(\"c\", 4);\n  const out: any = { size: m.size, a: m.get(\"a\"), missing: m.get(\"z\") === undefined, has: m.has(\"b\") };\n  out.keys = [...m.keys()];\n  out.entries = Array.from(m);\n  const seen: any[] = [];\n  m.forEach((v: any, k: any) => seen.push(k + v));\n  out.seen = seen;\n  out.deleted = m.delete(\"b\");\n  out.after = m.size;\n  return out;\n}\n";
        assert_eq!(
            run_converter("/interp/map.ts", text),
            Some(serde_json::json!({
                "size": 3, "a": 3, "missing": true, "has": true,
                "keys": ["a", "b", "c"],
                "entries": [["a", 3], ["b", 2], ["c", 4]],
                "seen": ["a3", "b2", "c4"],
                "deleted": true, "after": 2
            }))
        );
    }

    /// A converter that keeps a local helper (its scope holds its closure, whose environment is
    /// that scope) and builds an object that holds itself: when the run ends, every scope is
    /// emptied and the cycles freed, the result already JSON.
    #[test]
    fn a_run_frees_the_cycles_its_values_made() {
        let mut ws = Workspace::new();
        let path = PathBuf::from("/interp/convert.ts");
        let text = "function convert(s: any): any {\n  const walk = (x: any): any => x;\n  const o: any = { type: \"object\" };\n  o.properties = { self: o };\n  return walk({ type: \"string\" });\n}\n";
        ws.set_overlay(&path, text.to_string());
        let file = ws.load(&path).unwrap();
        let interp = Interp::new(&ws, true);
        let schema = string_schema(file);
        let out = interp.run(file, 0, text.len() as u32 - 1, &schema);
        assert_eq!(
            out.ok().flatten(),
            Some(serde_json::json!({"type": "string"}))
        );
        assert!(interp.scopes.borrow().is_empty());

        let kept = interp.outermost(|| {
            let scope = interp.scope(None);
            let o = JsVal::Obj(Rc::new(RefCell::new(Vec::new())));
            let JsVal::Obj(cell) = &o else { unreachable!() };
            cell.borrow_mut().push(("self".into(), o.clone()));
            let weak = Rc::downgrade(cell);
            scope.vars.borrow_mut().insert("o".into(), o);
            let helper = JsVal::Func(Rc::new(Closure {
                file: ws.file(file),
                start: 0,
                end: 0,
                env: scope.clone(),
            }));
            scope.vars.borrow_mut().insert("helper".into(), helper);
            (weak, Rc::downgrade(&scope))
        });
        assert!(
            kept.0.upgrade().is_none(),
            "the self-holding object is freed"
        );
        assert!(
            kept.1.upgrade().is_none(),
            "the scope holding its own function is freed"
        );
    }
}
