//! The TypeScript prediction: how an SDK turns the tools registered in TypeScript and
//! JavaScript into its `tools/list` response, on top of the converter models.

use crate::syntax::Field;
use std::cell::RefCell;
use std::collections::HashMap;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use serde_json::{json, Map, Value as Json};

use crate::frontend::{Kept, Session};
use crate::ir::{Api, Kind, Recursion, SchemaRef};
use crate::model::{
    sdk1, ConverterInfo, Environment, Loss, Reads, Sdk, ServerError, ServerPrediction, Target,
    ToolMeta, ToolPrediction,
};
use crate::span::{FileId, Span};
use crate::targets::detect::{self, Installed};
use crate::targets::handwritten::{self, RunConverter};
use crate::targets::zjs::{self, ZjsOptions};
use crate::targets::zod4::{self, Draft, Zod4Options, Zod4Version};
use crate::targets::{Emitted, UnknownPart};
use crate::ts::bundle;
use crate::ts::environ::EnvState;
use crate::ts::eval::{Evaluator, ZodApis};
use crate::ts::interp::{Interp, Stop};
use crate::ts::scope::ProgramIndex;
use crate::ts::tools::{self, Form, ListPass, SchemaSpec, ServerDef, ToolDef};
use crate::ts::value::{AfterStep, Converted, Converter, Framework, ServerKind, Value};
use crate::workspace::{LoadError, Workspace};

/// Predicts many files of one run, sharing what does not change between them: each project's
/// installed versions, and one evaluator per zod flavour, whose caches (evaluated declarations,
/// each file's declaration index) then serve every file that imports the same modules.
pub struct Predictor<'w> {
    ws: &'w Workspace,
    installed: RefCell<HashMap<PathBuf, Installed>>,
    evaluators: RefCell<HashMap<(Api, bool), Rc<Evaluator<'w>>>>,
    /// Declaration indexes the evaluators start with.
    indexes: HashMap<FileId, Rc<ProgramIndex>>,
    /// The run's source files, where calls of exported register functions are looked for.
    project: RefCell<Rc<[PathBuf]>>,
    /// Installed versions to use for every file instead of the ones found beside it.
    installed_override: Option<Installed>,
    /// The lazy targets of every schema its evaluators build.
    recursion: Rc<Recursion>,
    /// What `process.env` holds, when declared.
    environment: RefCell<Option<Rc<EnvState>>>,
    /// Tool handlers read outside the registrations (see [`super::handlers::attach`]).
    handlers_read: RefCell<Vec<Span>>,
}

/// Why a module's tools are listed only if it loads after all (an editor's half-typed line, a
/// merge left unresolved: it stops with a `SyntaxError` before registering anything), and
/// where. The grammar may also lag behind the language, so this is a condition, not a failure;
/// the entries are read as written.
fn unparsed(file: &crate::workspace::SourceFile) -> Option<(String, Span)> {
    let root = file.tree.root_node();
    let (at, why) = crate::syntax::first_problem(root, &file.text, false, &|_, _| None)?;
    let line = file.text[..at.start].matches('\n').count() + 1;
    let name = file.path.file_name().map_or_else(
        || file.path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    Some((
        format!("`{name}` line {line}: {why}, which stops the module with a `SyntaxError` when it loads, so the server may not start"),
        Span::new(file.id, at.start, at.end),
    ))
}

/// The declaration indexes a session hands on to the next ([`Kept`]).
pub struct KeptIndexes(pub HashMap<FileId, Rc<ProgramIndex>>);

impl Session for Predictor<'_> {
    /// A server is an object, not a module: tools registered from several modules on one
    /// server (imported, or passed to their register functions) are listed on that one server,
    /// in the order the modules run.
    fn predict_files(
        &self,
        files: &[PathBuf],
        _parse_on_all_cores: bool,
    ) -> (Vec<ServerPrediction>, Vec<LoadError>) {
        *self.project.borrow_mut() = Rc::from(files.to_vec());
        let (parts, errors) = self.settled(|| {
            let (mut parts, mut errors) = (Vec::new(), Vec::new());
            for f in files {
                match self.extract(f, None, None) {
                    Ok(p) => parts.extend(p),
                    Err(e) => errors.push(e),
                }
            }
            (parts, errors)
        });
        let order = module_order(self.ws, files);
        let servers = predict_extracted(self.ws, parts, &order, files);
        (self.finished(servers), errors)
    }

    fn predict_file(
        &self,
        path: &Path,
        installed: Option<&Installed>,
    ) -> Result<Vec<ServerPrediction>, LoadError> {
        let parts = self.settled(|| self.extract(path, installed, None))?;
        let servers = predict_extracted(self.ws, parts, &HashMap::new(), &[]);
        Ok(self.finished(servers))
    }

    /// Only the registrations in `path` whose call encloses the bytes `around`, on the servers
    /// they register on: all that an edit there can change of the tools.
    fn predict_around(
        &self,
        path: &Path,
        installed: &Installed,
        around: Range<usize>,
    ) -> Result<Vec<ServerPrediction>, LoadError> {
        let parts = self.settled(|| self.extract(path, Some(installed), Some(around.clone())))?;
        let servers = predict_extracted(self.ws, parts, &HashMap::new(), &[]);
        Ok(self.finished(servers))
    }

    fn reads(&self) -> Reads {
        Predictor::reads(self)
    }

    fn keep(&self) -> Kept {
        Kept(Box::new(KeptIndexes(self.indexes())))
    }
}

impl<'w> Predictor<'w> {
    pub fn new(ws: &'w Workspace) -> Self {
        Predictor {
            ws,
            installed: RefCell::default(),
            evaluators: RefCell::default(),
            indexes: HashMap::new(),
            project: RefCell::new(Rc::from(Vec::new())),
            installed_override: None,
            recursion: Rc::default(),
            environment: RefCell::default(),
            handlers_read: RefCell::default(),
        }
    }

    /// A predictor whose evaluators read `process.env` from `environment`.
    pub fn with_environment(self, environment: Option<&Environment>) -> Self {
        Predictor {
            environment: RefCell::new(environment.map(|e| Rc::new(EnvState::new(e.clone())))),
            ..self
        }
    }

    /// Runs `extract` again while a write to the environment, found in a module read after
    /// the variable was, makes what it read stale; the next run knows every write found. The
    /// writes found can only grow, and after a few runs the declaration is given up.
    fn settled<T>(&self, extract: impl Fn() -> T) -> T {
        const RUNS: usize = 3;
        let mut result = extract();
        for run in 1..=RUNS {
            let state = self.environment.borrow().clone();
            let Some(state) = state.filter(|s| s.stale(self.ws)) else {
                break;
            };
            *self.environment.borrow_mut() = (run < RUNS).then(|| Rc::new(state.rerun()));
            self.evaluators.borrow_mut().clear();
            result = extract();
        }
        result
    }

    /// A predictor that takes `installed` as every file's installed versions (when given) and
    /// whose evaluators start with the declaration indexes an earlier one kept over the same
    /// texts.
    pub fn with(ws: &'w Workspace, installed: Option<Installed>, kept: Option<Kept>) -> Self {
        let indexes = kept
            .and_then(|k| k.0.downcast::<KeptIndexes>().ok())
            .map(|k| k.0)
            .unwrap_or_default();
        Predictor {
            installed_override: installed,
            indexes,
            ..Predictor::new(ws)
        }
    }

    /// `servers` with each tool keeping what its schemas' recursion needs, and listed only on
    /// condition where the module that registers it does not parse.
    fn finished(&self, mut servers: Vec<ServerPrediction>) -> Vec<ServerPrediction> {
        let mut problems: HashMap<FileId, Option<(String, Span)>> = HashMap::new();
        for t in servers.iter_mut().flat_map(|s| s.tools.iter_mut()) {
            t.recursion = Some(self.recursion.clone());
            let file = t.meta.span.file;
            let problem = problems
                .entry(file)
                .or_insert_with(|| unparsed(&self.ws.file(file)));
            if let Some((why, at)) = problem {
                t.meta.add_condition(why, *at);
            }
        }
        let read = super::handlers::attach(self.ws, &mut servers);
        self.handlers_read.borrow_mut().extend(read);
        servers
    }

    /// What its evaluators' work depended on.
    pub fn reads(&self) -> Reads {
        let mut all = Reads::default();
        for ev in self.evaluators.borrow().values() {
            all.extend(ev.reads());
        }
        all.declarations
            .extend(self.handlers_read.borrow().iter().copied());
        all
    }

    /// Every declaration index its evaluators have, for a later predictor.
    fn indexes(&self) -> HashMap<FileId, Rc<ProgramIndex>> {
        let mut all = self.indexes.clone();
        for ev in self.evaluators.borrow().values() {
            all.extend(ev.indexes());
        }
        all
    }

    fn installed_for(&self, path: &Path) -> Installed {
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        if let Some(i) = self.installed.borrow().get(&dir) {
            return i.clone();
        }
        let i = detect::detect(path);
        self.installed.borrow_mut().insert(dir, i.clone());
        i
    }

    fn extract(
        &self,
        path: &Path,
        target_override: Option<&Installed>,
        around: Option<Range<usize>>,
    ) -> Result<Vec<Extracted<'w>>, LoadError> {
        let installed = match target_override.or(self.installed_override.as_ref()) {
            Some(i) => i.clone(),
            None => self.installed_for(path),
        };
        let apis = {
            let base = Target::from_installed(&installed, None);
            ZodApis {
                bare: base.zod_bare,
                core40: base.zod4_version() == Zod4Version::V40,
            }
        };
        let ev = self
            .evaluators
            .borrow_mut()
            .entry((apis.bare, apis.core40))
            .or_insert_with(|| {
                let ev = Evaluator::new(self.ws, apis)
                    .with_recursion(self.recursion.clone())
                    .with_environment(self.environment.borrow().clone());
                Rc::new(ev.with_indexes(&self.indexes))
            })
            .clone();
        ev.set_project(&self.project.borrow());
        extract_file(self.ws, &ev, path, installed, around)
    }
}

/// One module's servers as extracted, before servers shared between modules are merged.
struct Extracted<'w> {
    def: ServerDef,
    /// The evaluator that read it: a pass over the listed entries reads other modules'
    /// exports through it.
    ev: Rc<Evaluator<'w>>,
    installed: Installed,
    /// The module cannot load (a missing zod subpath), so no server it registers on runs.
    missing_import: Option<(String, Span)>,
    /// Registry calls inside functions may change the module's schemas.
    registry_side_effects: bool,
}

fn extract_file<'w>(
    ws: &Workspace,
    ev: &Rc<Evaluator<'w>>,
    path: &Path,
    installed: Installed,
    around: Option<Range<usize>>,
) -> Result<Vec<Extracted<'w>>, LoadError> {
    let id = ws.load(path)?;
    let file = ws.file(id);
    // metadata registered by a statement (`z.globalRegistry.add(S, {...})`, `S.register(...)`)
    // changes schemas after they are built; top-level statements run before tools are listed
    let registry_side_effects = !run_registry_statements(ev, &file);
    let servers = tools::extract(ev, &file, around);
    let missing_import = missing_zod_import(ev, &file);
    Ok(servers
        .into_iter()
        .map(|def| Extracted {
            def,
            ev: ev.clone(),
            installed: installed.clone(),
            missing_import: missing_import.clone(),
            registry_side_effects,
        })
        .collect())
}

/// Merges the servers several modules register on (the same constructor), orders each one's
/// tools as the modules run, and predicts every server.
fn predict_extracted(
    ws: &Workspace,
    parts: Vec<Extracted<'_>>,
    order: &HashMap<FileId, usize>,
    project: &[PathBuf],
) -> Vec<ServerPrediction> {
    let mut merged: Vec<Extracted<'_>> = Vec::new();
    let mut side_effect_files: Vec<FileId> = Vec::new();
    for part in parts {
        if part.registry_side_effects {
            side_effect_files.extend(part.def.tools.iter().map(|t| t.span.file));
        }
        let same = part.def.server.as_ref().and_then(|sv| {
            merged
                .iter_mut()
                .find(|m| m.def.server.as_ref().is_some_and(|o| o.span == sv.span))
        });
        match same {
            Some(m) => {
                let defined_here = part
                    .def
                    .server
                    .as_ref()
                    .is_some_and(|sv| sv.span.file == part.def.anchor.file);
                m.def.tools.extend(part.def.tools);
                m.def.lists_tools |= part.def.lists_tools;
                if m.def.list_rewritten.is_none() {
                    m.def.list_rewritten = part.def.list_rewritten;
                    m.def.list_pass = part.def.list_pass;
                }
                if m.missing_import.is_none() {
                    m.missing_import = part.missing_import;
                }
                // the module that creates the server says which versions it runs with
                if defined_here {
                    m.installed = part.installed;
                    m.def.anchor = part.def.anchor;
                }
            }
            None => merged.push(part),
        }
    }
    // registrations on values not traced to a server, or modules whose registrations could not
    // be read at all: any server may be the one they are for
    let untraced_registration = merged
        .iter()
        .find(|m| m.def.server.is_none() && !matches!(m.def.kind, ServerKind::Framework(_)))
        .map(|m| m.def.anchor);
    // a module that rewrites a tools/list handler it is handed (`wrap(mcpServer)` called from
    // another module) may rewrite any server's list
    let untraced_rewrite = merged
        .iter()
        .filter(|m| m.def.server.is_none())
        .find_map(|m| {
            let why = m.def.list_rewritten.clone()?;
            // the rewrite can be run on the entries of the servers it is known to be applied to
            let placed = m.def.list_pass.as_ref().and_then(|pass| {
                tools::rewritten_servers(&m.ev, pass).map(|servers| (pass.clone(), servers))
            });
            Some((why, placed))
        });
    merged
        .into_iter()
        .map(|mut m| {
            if m.def.list_rewritten.is_none() {
                if let Some((why, placed)) = &untraced_rewrite {
                    m.def.list_rewritten = Some(why.clone());
                    let server = m.def.server.as_ref().map(|sv| sv.span);
                    m.def.list_pass = placed
                        .as_ref()
                        .filter(|(_, servers)| server.is_some_and(|s| servers.contains(&s)))
                        .map(|(pass, _)| pass.clone());
                }
            }
            if m.def.tools.is_empty() {
                if let Some(sv) = &m.def.server {
                    m.def.untraced = server_escapes(ws, sv.span, project).or_else(|| {
                        untraced_registration.map(|at| {
                            format!(
                                "tools may be registered on it at {}, where toolsight could not trace them to a server",
                                place(ws, at)
                            )
                        })
                    });
                }
            }
            let rank = |t: &ToolDef| {
                t.run
                    .file
                    .and_then(|f| order.get(&f).copied())
                    .unwrap_or(usize::MAX)
            };
            m.def.tools.sort_by(|a, b| {
                (rank(a), a.run.file, &a.run.order).cmp(&(rank(b), b.run.file, &b.run.order))
            });
            predict_part(ws, m, &side_effect_files)
        })
        .collect()
}

/// A tool's entry as a handler wrapping the SDK's (see [`ListPass`]) sends it: the handler run on
/// a list of that entry alone.
/// Where a rewrite of the listed entry changed it, what the converter sent is no longer what
/// the model sees: a loss found there (an input the SDK emptied, which the rewrite writes back)
/// is not reported, and a schema whose properties it changed is not the one toolsight converted,
/// so no finding is located in that schema's source and no fix edits it.
fn forget_rewritten(t: &mut ToolPrediction, before: &serde_json::Map<String, Json>) {
    let wire = &t.wire;
    t.meta
        .losses
        .retain(|l| entry_at(before, &l.pointer) == entry_at(wire, &l.pointer));
    t.schemas.retain(|(root, _)| {
        let properties = format!("{root}/properties");
        entry_at(before, &properties) == entry_at(wire, &properties)
    });
}

/// The part of a tool entry at a JSON pointer (`/inputSchema/properties/a`).
fn entry_at<'e>(entry: &'e serde_json::Map<String, Json>, pointer: &str) -> Option<&'e Json> {
    let rest = pointer.strip_prefix('/')?;
    let (key, below) = rest.split_once('/').unwrap_or((rest, ""));
    let value = entry.get(&crate::targets::segment_text(key))?;
    match below {
        "" => Some(value),
        _ => value.pointer(&format!("/{below}")),
    }
}

fn pass_entry<'w>(
    ws: &'w Workspace,
    ev: &Rc<Evaluator<'w>>,
    target: &Target,
    pass: &ListPass,
    wire: &serde_json::Map<String, Json>,
) -> Result<serde_json::Map<String, Json>, String> {
    let listed = serde_json::json!({ "tools": [wire] });
    let out = Interp::new(ws, true)
        .with_zod(target.zod4_version())
        .with_exports(ev.clone())
        .run_with_results(pass.file, pass.start, pass.end, &[(&pass.inner, listed)])
        .map_err(|stop| match stop {
            crate::ts::interp::Stop::Throw(m) => format!("a throw: {m}"),
            crate::ts::interp::Stop::Unsupported(what) => what,
        })?;
    match out
        .as_ref()
        .and_then(|o| o.get("tools"))
        .and_then(|t| t.as_array())
    {
        Some(tools) => match tools.as_slice() {
            [Json::Object(entry)] if entry.get("name") == wire.get("name") => Ok(entry.clone()),
            _ => Err("a list other than the one entry it was given".into()),
        },
        None => Err("a result without a list of tools".into()),
    }
}

fn predict_part(
    ws: &Workspace,
    part: Extracted<'_>,
    side_effect_files: &[FileId],
) -> ServerPrediction {
    let s = &part.def;
    let hint = s.server.as_ref().map(|sv| {
        if sv.specifier.starts_with("@modelcontextprotocol/server") {
            Sdk::V2
        } else {
            Sdk::V1
        }
    });
    let installed = bundle::with_copies(ws, &part.installed, s);
    let mut target = Target::from_installed(&installed, hint);
    if let ServerKind::Framework(fw) = s.kind {
        target.framework = Some(fw.package());
        // the MCP SDK plays no part in a framework's tools
        target.why.retain(|w| w.starts_with("zod"));
        if fw == Framework::FastMcp {
            fastmcp_target(&mut target, &part.installed);
        } else if fw == Framework::WebMcp {
            // no package stands between the page's objects and the agent
            target.why.clear();
            target.modelled = true;
            target.why.push(
                "a web page's WebMCP tools: the browser hands the agent each tool's name, description, inputSchema and annotations as the page writes them"
                    .into(),
            );
        } else {
            target.modelled = false;
            target.why.push(format!(
                "{} tools: no oracle covers this framework yet, so its entries are approximate",
                fw.package()
            ));
        }
    }
    let mut p = predict_server(ws, s, target);
    if let Some((message, span)) = &part.missing_import {
        // the module cannot load, so no server in it runs
        p.error = Some(ServerError::load(message.clone(), *span));
    }
    for t in &mut p.tools {
        if let Some(why) = &s.list_rewritten {
            let passed = s
                .list_pass
                .as_ref()
                .map(|pass| pass_entry(ws, &part.ev, &p.target, pass, &t.wire));
            match passed {
                Some(Ok(wire)) => {
                    let before = std::mem::replace(&mut t.wire, wire);
                    forget_rewritten(t, &before);
                }
                Some(Err(stop)) => {
                    t.meta.exact = false;
                    t.meta.unknown.push(UnknownPart {
                        pointer: String::new(),
                        reason: format!("{why}; running it stops at {stop}"),
                    });
                }
                None => {
                    t.meta.exact = false;
                    t.meta.unknown.push(UnknownPart {
                        pointer: String::new(),
                        reason: why.clone(),
                    });
                }
            }
        }
        if side_effect_files.contains(&t.meta.span.file) {
            t.meta.exact = false;
            t.meta.unknown.push(UnknownPart {
                pointer: String::new(),
                reason: "a registry call inside a function, whose effect on schemas toolsight does not follow".into(),
            });
        }
    }
    p
}

/// The fastmcp version a server's tools are predicted for. The oracle measured fastmcp with zod
/// 4.6.7 and with zod 3.25.76 installed (configs `fastmcp4.3-zod4`, `fastmcp4.3-zod3`).
fn fastmcp_target(target: &mut Target, installed: &Installed) {
    match installed.get("fastmcp") {
        Some(f) => {
            target.framework_version = Some(f.version.clone());
            target
                .why
                .push(format!("fastmcp {} from {}", f.version, f.source));
            if let Some(w) = detect::unverified_why("fastmcp", &f.version) {
                target.modelled = false;
                target.why.push(w);
            }
        }
        None => {
            target.modelled = false;
            target.why.push(
                "fastmcp not found in node_modules, a lockfile or package.json; assumed the model of 4.20.16"
                    .into(),
            );
        }
    }
    if target.modelled && !matches!(target.zod_version.as_deref(), Some("4.6.7" | "3.25.76")) {
        target.modelled = false;
        target.why.push(format!(
            "fastmcp is verified with zod 4.6.7 or 3.25.76 installed; with zod {} its schemas may be converted another way",
            target.zod_version.as_deref().unwrap_or("unknown")
        ));
    }
}

/// Whether fastmcp converts an `outputSchema` through xsschema's `strictJsonSchema`, as it does
/// the parameters: 4.3.2 does, 4.20.16 sends the converted schema as it is. Versions between the
/// two follow the nearer verified one.
fn fastmcp_strict_output(target: &Target) -> bool {
    let version = target.framework_version.as_deref().unwrap_or("4.20.16");
    let model = match detect::model_for("fastmcp", version) {
        detect::Model::Verified => version,
        detect::Model::SameMajor(m) | detect::Model::OtherMajor(m) => m,
        detect::Model::None => "4.20.16",
    };
    model == "4.3.2"
}

/// `file:line:column` of a span, for messages.
fn place(ws: &Workspace, span: Span) -> String {
    let f = ws.file(span.file);
    let lc = f.line_col(span.start);
    format!("{}:{}:{}", f.path.display(), lc.line, lc.column)
}

/// Why tools toolsight did not see may be registered on the server constructed at `ctor`: the
/// server is handed to a function (`registerAll(server)`, `wrap(server)`), returned, stored, or
/// not bound to a name at all.
fn server_escapes(ws: &Workspace, ctor: Span, project: &[PathBuf]) -> Option<String> {
    let file = ws.file(ctor.file);
    let node = crate::ts::eval::node_at(&file, ctor.start, ctor.end)?;
    let mut bound = node.parent();
    while let Some(p) = bound.filter(|p| {
        matches!(
            p.kind(),
            "parenthesized_expression" | "as_expression" | "await_expression"
        )
    }) {
        bound = p.parent();
    }
    let name = match bound {
        Some(p) if p.kind() == "variable_declarator" => p
            .field("name")
            .filter(|n| n.kind() == "identifier")
            .map(|n| crate::syntax::text(n, &file.text).to_string()),
        _ => None,
    };
    let Some(name) = name else {
        return Some(format!(
            "the server created at {} is passed on rather than kept in a variable, so its tools may be registered where toolsight does not look",
            place(ws, ctor)
        ));
    };
    let mut files = vec![file.clone()];
    for path in project {
        if let Ok(id) = ws.load(path) {
            let other = ws.file(id);
            if other.id != file.id && other.text.contains(name.as_str()) {
                files.push(other);
            }
        }
    }
    for f in files {
        let mut stack = vec![f.tree.root_node()];
        while let Some(n) = stack.pop() {
            if n.kind() == "identifier" && crate::syntax::text(n, &f.text) == name {
                let handed_on = n.parent().is_some_and(|p| {
                    matches!(
                        p.kind(),
                        "arguments" | "return_statement" | "pair" | "array"
                    ) || (p.kind() == "assignment_expression"
                        && p.field("right").is_some_and(|r| r.id() == n.id()))
                });
                if handed_on {
                    let at = Span::new(f.id, n.start_byte(), n.end_byte());
                    return Some(format!(
                        "`{name}` is handed to code at {} that toolsight does not follow, which may register tools on it",
                        place(ws, at)
                    ));
                }
            }
            let mut c = n.walk();
            stack.extend(n.named_children(&mut c));
        }
    }
    None
}

/// The order in which Node runs the modules: depth first along their relative imports, each
/// module after the ones it imports, starting from the modules no other module imports (in
/// path order).
fn module_order(ws: &Workspace, files: &[PathBuf]) -> HashMap<FileId, usize> {
    let mut imports: HashMap<FileId, Vec<FileId>> = HashMap::new();
    let mut ids = Vec::new();
    for path in files {
        let Ok(id) = ws.load(path) else {
            continue;
        };
        ids.push(id);
        let file = ws.file(id);
        let root = file.tree.root_node();
        let mut c = root.walk();
        // imports and re-exports (`export { x } from "./y.js"`) are top-level statements
        let deps = root
            .named_children(&mut c)
            .filter(|stmt| matches!(stmt.kind(), "import_statement" | "export_statement"))
            .filter_map(|stmt| {
                let source = stmt.field("source")?;
                let spec = crate::ts::scope::string_value(&file.text, source)?;
                ws.resolve_relative(id, &spec)
            })
            .collect();
        imports.insert(id, deps);
    }
    crate::predict::run_order(&ids, &imports)
}

fn predict_server(ws: &Workspace, s: &ServerDef, target: Target) -> ServerPrediction {
    let anchor = s.server.as_ref().map(|sv| sv.span).unwrap_or(s.anchor);
    let mut error: Option<ServerError> = None;
    if s.kind == ServerKind::Mcp && s.server.is_some() && !target.sdk_has(sdk1::MCP_SERVER) {
        // node names the resolved file: `Cannot find module '…/dist/server/mcp.js' imported from …`
        error = Some(ServerError::load("Cannot find module", anchor));
    }
    let mut tools = Vec::new();
    let mut names: Vec<String> = Vec::new();
    let mut converters = Vec::new();
    // a `tools/list` handler set on an McpServer's inner low-level server (after its tools are
    // registered, or registering throws) answers in place of the McpServer's own
    let replaced_by_handler =
        s.kind == ServerKind::Mcp && s.tools.iter().any(|t| t.form == Form::LowLevel);
    for t in &s.tools {
        if replaced_by_handler && matches!(t.form, Form::RegisterTool | Form::LegacyTool) {
            continue;
        }
        if let Some(msg) = &t.load_error {
            error.get_or_insert(ServerError::load(msg.clone(), t.span));
            continue;
        }
        if t.form == Form::LegacyTool && target.sdk == Sdk::V2 {
            // Node names the callee as written: `server.tool`, `this.tool`
            let call = &ws.file(t.span.file).text[t.span.start as usize..t.span.end as usize];
            let callee = call
                .find(".tool")
                .map(|end| call[..end].trim())
                .filter(|r| {
                    !r.is_empty() && r.chars().all(|c| c.is_alphanumeric() || "_$.".contains(c))
                })
                .unwrap_or("server");
            error.get_or_insert(ServerError::load(
                format!("{callee}.tool is not a function"),
                t.span,
            ));
            continue;
        }
        // fastmcp's `addTool` replaces a tool of the same name: the new one goes to the end
        if s.kind == ServerKind::Framework(Framework::FastMcp) {
            if let Some(n) = t.name.as_str() {
                if let Some(at) = tools.iter().position(|p: &ToolPrediction| {
                    p.wire.get("name").and_then(Json::as_str) == Some(n)
                }) {
                    let earlier: ToolPrediction = tools.remove(at);
                    if earlier.meta.conditional.is_some() || t.run.condition.is_some() {
                        // which registration runs last depends on the conditions
                        tools.insert(at, earlier);
                        tools
                            .iter_mut()
                            .for_each(|p| replaced_under_condition(p, n));
                    }
                }
            }
        } else if t.form != Form::LowLevel && t.run.condition.is_none() && s.server.is_some() {
            // two registrations of a name under conditions (`readonly ? A : B`) may never meet
            // and registrations on values not traced to one server may be on several
            if let Some(n) = t.name.as_str() {
                if names.iter().any(|x| x == n) {
                    error.get_or_insert(ServerError {
                        tool_name: Some(t.name_span),
                        ..ServerError::load(format!("Tool {n} is already registered"), t.span)
                    });
                    continue;
                }
                names.push(n.to_string());
            }
        }
        let kind = if replaced_by_handler {
            ServerKind::LowLevel
        } else {
            s.kind
        };
        let p = predict_tool(ws, t, &target, kind, &mut converters);
        match p {
            Ok(mut tp) => {
                if s.kind == ServerKind::Framework(Framework::FastMcp) {
                    if let Some(n) = t.name.as_str() {
                        if tools
                            .iter()
                            .any(|p| p.wire.get("name").and_then(Json::as_str) == Some(n))
                        {
                            replaced_under_condition(&mut tp, n);
                        }
                    }
                }
                tools.push(tp)
            }
            Err(e) => {
                error.get_or_insert(e);
            }
        }
    }
    // McpServer installs its tools/list handler on the first registration, a FastMCP session
    // only when it has tools
    let no_list_handler = match s.kind {
        ServerKind::Framework(Framework::FastMcp) => s.tools.is_empty() && s.server.is_some(),
        ServerKind::Framework(_) => false,
        _ => !s.lists_tools,
    };
    if no_list_handler && error.is_none() && s.untraced.is_none() {
        error = Some(match target.sdk {
            // SDK 2 advertises no tools capability, so clients never ask
            Sdk::V2 => ServerError {
                stage: "capability",
                code: None,
                message: "the server advertises no tools capability, so clients do not list tools"
                    .into(),
                span: anchor,
                cause: None,
                tool_name: None,
            },
            Sdk::V1 => ServerError {
                stage: "list",
                code: Some(-32601),
                message: "Method not found".into(),
                span: anchor,
                cause: None,
                tool_name: None,
            },
        });
    }
    ServerPrediction {
        span: anchor,
        target,
        error,
        tools,
        converters,
        registered: s.tools.len(),
        untraced: s.untraced.clone(),
        constructed: s.server.is_some(),
    }
}

struct Ctx<'a> {
    unknown: Vec<UnknownPart>,
    losses: Vec<Loss>,
    exact: bool,
    ws: &'a Workspace,
    /// Hand-written converters met so far in this server, profiled once each.
    converters: &'a mut Vec<ConverterInfo>,
    schemas: Vec<(String, SchemaRef)>,
    /// The node a converter threw on, for pointing the server's error at it.
    cause: Option<Span>,
}

fn known_string(cx: &mut Ctx, v: &Value, pointer: &str) -> Option<Json> {
    match v {
        Value::Undefined => None,
        Value::Str(s, _) => Some(Json::String(s.to_string())),
        other => match other.to_json() {
            Ok(j) => Some(j),
            Err(r) => {
                cx.exact = false;
                cx.unknown.push(UnknownPart {
                    pointer: pointer.into(),
                    reason: r,
                });
                Some(Json::Null)
            }
        },
    }
}

fn predict_tool(
    ws: &Workspace,
    t: &ToolDef,
    target: &Target,
    kind: ServerKind,
    converters: &mut Vec<ConverterInfo>,
) -> Result<ToolPrediction, ServerError> {
    let mut cx = Ctx {
        unknown: Vec::new(),
        losses: Vec::new(),
        exact: target.modelled,
        ws,
        converters,
        schemas: Vec::new(),
        cause: None,
    };
    let mut wire = Map::new();
    if kind == ServerKind::LowLevel {
        low_level(&mut cx, t, target, &mut wire)
            .map_err(|m| ServerError::list(m, t.span, cx.cause))?;
    } else if kind == ServerKind::Framework(Framework::FastMcp) {
        fastmcp_entry(&mut cx, t, target, &mut wire)
            .map_err(|m| ServerError::list(m, t.span, cx.cause))?;
    } else if kind == ServerKind::Framework(Framework::WebMcp) {
        webmcp_entry(&mut cx, t, target, &mut wire)
            .map_err(|m| ServerError::list(m, t.span, cx.cause))?;
    } else if let ServerKind::Framework(_) = kind {
        framework_entry(&mut cx, t, target, &mut wire);
    } else {
        if let Some(n) = known_string(&mut cx, &t.name, "/name") {
            wire.insert("name".into(), n);
        }
        if let Some(v) = t
            .title
            .as_ref()
            .and_then(|v| known_string(&mut cx, v, "/title"))
        {
            wire.insert("title".into(), v);
        }
        if let Some(v) = t
            .description
            .as_ref()
            .and_then(|v| known_string(&mut cx, v, "/description"))
        {
            wire.insert("description".into(), v);
        }
        let input = sdk_schema(&mut cx, t.input.as_ref(), target, false, "/inputSchema")
            .map_err(|e| e.at(t.span, cx.cause))?;
        wire.insert(
            "inputSchema".into(),
            input.unwrap_or_else(|| {
                if target.sdk_has(sdk1::EMPTY_PROPERTIES) {
                    json!({"type": "object", "properties": {}})
                } else {
                    json!({"type": "object"})
                }
            }),
        );
        if let Some(v) = t
            .annotations
            .as_ref()
            .and_then(|v| known_string(&mut cx, v, "/annotations"))
        {
            wire.insert("annotations".into(), v);
        }
        match &t.task {
            // `registerToolTask` spreads the config's `execution` over `taskSupport: "required"`
            Some(execution) if target.sdk == Sdk::V1 && target.sdk_has(sdk1::EXECUTION) => {
                let mut merged = serde_json::Map::new();
                merged.insert("taskSupport".into(), json!("required"));
                match execution
                    .as_ref()
                    .map(|v| known_string(&mut cx, v, "/execution"))
                {
                    Some(Some(Json::Object(given))) => merged.extend(given),
                    Some(Some(_)) => cx.unknown.push(UnknownPart {
                        pointer: "/execution".into(),
                        reason: "an `execution` that is not an object".into(),
                    }),
                    Some(None) | None => {}
                }
                if merged.get("taskSupport") == Some(&json!("forbidden")) {
                    cx.unknown.push(UnknownPart {
                        pointer: "/execution".into(),
                        reason: "`registerToolTask` refuses `taskSupport: \"forbidden\"` when the module loads, which is not modelled".into(),
                    });
                }
                wire.insert("execution".into(), Json::Object(merged));
            }
            Some(_) => cx.unknown.push(UnknownPart {
                pointer: "/execution".into(),
                reason: "a task tool (`experimental.tasks.registerToolTask`) under an SDK whose tasks are not modelled".into(),
            }),
            None if target.sdk == Sdk::V1 && target.sdk_has(sdk1::EXECUTION) => {
                wire.insert("execution".into(), json!({"taskSupport": "forbidden"}));
            }
            None => {}
        }
        if let Some(v) = t
            .meta
            .as_ref()
            .filter(|_| target.sdk_has(sdk1::META))
            .and_then(|v| known_string(&mut cx, v, "/_meta"))
        {
            wire.insert("_meta".into(), v);
        }
        if t.output.is_some() {
            let out = sdk_schema(&mut cx, t.output.as_ref(), target, true, "/outputSchema")
                .map_err(|e| e.at(t.span, cx.cause))?;
            if let Some(o) = out {
                wire.insert("outputSchema".into(), o);
            }
        }
    }
    Ok(ToolPrediction {
        wire,
        meta: ToolMeta {
            span: t.span,
            exact: cx.exact && cx.unknown.is_empty(),
            unknown: cx.unknown,
            losses: cx.losses,
            conditional: t.run.condition.clone(),
        },
        source: crate::ts::source::tool_source(t),
        schemas: cx.schemas,
        recursion: None,
    })
}

enum SdkError {
    Load(String),
    List(String),
}

impl SdkError {
    /// The server's error for a registration at `span` whose schema fails this way.
    fn at(self, span: Span, cause: Option<Span>) -> ServerError {
        match self {
            SdkError::Load(m) => ServerError::load(m, span),
            SdkError::List(m) => ServerError::list(m, span, cause),
        }
    }
}

/// The schema value a `registerTool`/`tool` config gives, as the SDK builds and converts it.
fn sdk_schema(
    cx: &mut Ctx,
    spec: Option<&SchemaSpec>,
    target: &Target,
    output: bool,
    pointer: &str,
) -> Result<Option<Json>, SdkError> {
    let Some(spec) = spec else { return Ok(None) };
    let schema: SchemaRef = match spec {
        SchemaSpec::Shape(o) => {
            let mut vals = Vec::new();
            let mut plain = 0;
            for p in &o.props {
                match &p.value {
                    Value::Schema(s) => vals.push((p.key.to_string(), s.clone())),
                    Value::Object(_)
                    | Value::Str(..)
                    | Value::Num(_)
                    | Value::Bool(_)
                    | Value::Array(_)
                    | Value::Null => {
                        // a value that is not a schema counts as "not zod 4" in the SDK's version test
                        plain += 1;
                        cx.exact = false;
                        cx.unknown.push(UnknownPart {
                            pointer: format!("{pointer}/properties/{}", p.key),
                            reason: format!("{} in a raw shape", p.value.describe()),
                        });
                    }
                    Value::Unknown(r) => {
                        cx.exact = false;
                        cx.unknown.push(UnknownPart {
                            pointer: format!("{pointer}/properties/{}", p.key),
                            reason: r.to_string(),
                        });
                        vals.push((
                            p.key.to_string(),
                            crate::ir::Schema::new(
                                Kind::Unresolved {
                                    reason: r.to_string(),
                                },
                                p.value_span,
                                target.zod_bare,
                            ),
                        ));
                    }
                    other => {
                        cx.exact = false;
                        cx.unknown.push(UnknownPart {
                            pointer: format!("{pointer}/properties/{}", p.key),
                            reason: format!("{} in a raw shape", other.describe()),
                        });
                    }
                }
            }
            let v4 = vals
                .iter()
                .filter(|(_, s)| matches!(s.api, Api::Zod4 | Api::Zod4Mini))
                .count();
            let v3 = vals.iter().filter(|(_, s)| s.api == Api::Zod3).count();
            if v4 > 0 && !target.sdk_has(sdk1::ZOD4) {
                sdk1_zod4_unmodelled(cx, target, pointer);
            } else if v4 > 0 && v3 + plain > 0 {
                return Err(match target.sdk {
                    Sdk::V1 => {
                        SdkError::Load("Mixed Zod versions detected in object shape.".into())
                    }
                    Sdk::V2 => SdkError::Load(V2_RAW_SHAPE_V3.into()),
                });
            }
            if target.sdk == Sdk::V2 && v3 > 0 {
                return Err(SdkError::Load(V2_RAW_SHAPE_V3.into()));
            }
            let api = if v3 > 0 || !target.sdk_has(sdk1::ZOD4) {
                Api::Zod3
            } else {
                Api::Zod4
            };
            crate::ir::Schema::new(
                Kind::Object {
                    shape: vals,
                    unknown_keys: crate::ir::UnknownKeys::Strip,
                    checks: vec![],
                },
                o.span,
                api,
            )
        }
        SchemaSpec::Value(Value::Schema(s)) => s.clone(),
        SchemaSpec::Value(Value::Undefined) => return Ok(None),
        SchemaSpec::Value(other) => {
            cx.exact = false;
            let reason = match other {
                Value::Unknown(r) => r.to_string(),
                o => format!("{} given as a schema", o.describe()),
            };
            cx.unknown.push(UnknownPart {
                pointer: pointer.into(),
                reason,
            });
            return Ok(Some(json!({})));
        }
    };
    cx.schemas.push((pointer.to_string(), schema.clone()));
    match target.sdk {
        Sdk::V1 if matches!(spec, SchemaSpec::Value(_)) && !target.sdk_has(sdk1::SCHEMA_VALUES) => {
            sdk1_wrapped_schema(cx, &schema, target, pointer)
        }
        Sdk::V1 => {
            let is_object = matches!(schema.kind, Kind::Object { .. });
            if !is_object {
                if let Some(r) = schema.is_unresolved() {
                    cx.exact = false;
                    cx.unknown.push(UnknownPart {
                        pointer: pointer.into(),
                        reason: r.to_string(),
                    });
                } else {
                    root_emptied(cx, &schema, output, pointer);
                }
                return Ok(if output {
                    None
                } else {
                    Some(json!({"type": "object", "properties": {}}))
                });
            }
            if schema.api != Api::Zod3 && !target.sdk_has(sdk1::ZOD4) {
                sdk1_zod4_unmodelled(cx, target, pointer);
            }
            let emitted = match schema.api {
                Api::Zod3 => zjs::convert(
                    &schema,
                    &if target.sdk_has(sdk1::PIPE_STRATEGY) {
                        ZjsOptions::mcp_sdk1(output)
                    } else {
                        ZjsOptions::mcp_sdk1_before_1_21()
                    },
                    Some(&Interp::new(cx.ws, true)),
                ),
                _ => zod4::convert(
                    &schema,
                    &Zod4Options {
                        version: target.zod4_version(),
                        target: Draft::Draft07,
                        input: !output,
                        unrepresentable_any: false,
                        reused_ref: false,
                        standard_schema: false,
                    },
                ),
            };
            finish(cx, &schema, emitted, pointer)
        }
        Sdk::V2 => {
            if schema.api == Api::Zod3 {
                return Err(SdkError::List(V2_ZOD3_LIST.into()));
            }
            let emitted = zod4::convert(
                &schema,
                &Zod4Options {
                    version: target.zod4_version(),
                    target: Draft::Draft202012,
                    input: !output,
                    unrepresentable_any: false,
                    reused_ref: false,
                    standard_schema: true,
                },
            );
            let mut j = finish(cx, &schema, emitted, pointer)?;
            if let Some(Json::Object(m)) = &mut j {
                match m.get("type") {
                    None => {
                        // output roots get `type: object` only when provably object-shaped
                        if !output || union_of_objects(&schema) {
                            let mut n = Map::new();
                            n.insert("type".into(), json!("object"));
                            for (k, v) in m.iter() {
                                n.insert(k.clone(), v.clone());
                            }
                            *m = n;
                        } else {
                            cx.exact = false;
                            cx.unknown.push(UnknownPart {
                                pointer: pointer.into(),
                                reason: "SDK 2.x output roots without a type that are not unions of objects are not modelled yet".into(),
                            });
                        }
                    }
                    Some(t) if t != "object" => {
                        if output {
                            // the 2025 codec wraps a non-object output as `{result: …}`
                            let draft = m.get("$schema").cloned().unwrap_or(Json::Null);
                            let inner = Json::Object(m.clone());
                            *m = Map::new();
                            m.insert("$schema".into(), draft);
                            m.insert("type".into(), json!("object"));
                            m.insert("properties".into(), json!({ "result": inner }));
                            m.insert("required".into(), json!(["result"]));
                        } else {
                            return Err(SdkError::List(format!(
                                "MCP tool and prompt schemas must describe objects (got type: {t}). Wrap your schema in z.object({{...}}) or equivalent."
                            )));
                        }
                    }
                    _ => {
                        if !output {
                            let mut n = Map::new();
                            n.insert("type".into(), json!("object"));
                            for (k, v) in m.iter() {
                                n.insert(k.clone(), v.clone());
                            }
                            *m = n;
                        }
                    }
                }
            }
            Ok(j)
        }
    }
}

/// What SDK 1.x before 1.22 lists for a schema object given where it takes a raw shape: it
/// wraps the schema in `z.object(schema)`, so the schema instance's own properties are the shape.
/// zod-to-json-schema skips the ones that are not schemas, and throws on the `_cached: null` of a
/// zod 3 object (zod 3.25.76).
fn sdk1_wrapped_schema(
    cx: &mut Ctx,
    schema: &SchemaRef,
    target: &Target,
    pointer: &str,
) -> Result<Option<Json>, SdkError> {
    let unknown = match (schema.is_unresolved(), schema.api) {
        (Some(r), _) => Some(r.to_string()),
        (None, Api::Zod3) => None,
        (None, _) => Some(format!(
            "{} wraps this zod 4 schema in z.object of zod 3 (schema objects came in 1.22.0); not modelled",
            sdk1_name(target)
        )),
    };
    if let Some(reason) = unknown {
        cx.exact = false;
        cx.unknown.push(UnknownPart {
            pointer: pointer.into(),
            reason,
        });
        return Ok(Some(json!({})));
    }
    if matches!(schema.kind, Kind::Object { .. }) {
        cx.cause = Some(schema.span);
        return Err(SdkError::List(
            "Cannot read properties of null (reading '_def')".into(),
        ));
    }
    for (text, _) in crate::ir::written_descriptions(schema) {
        cx.losses.push(Loss {
            pointer: pointer.into(),
            what: format!("description {:?}", text.value),
            span: text.span,
            reason: format!(
                "{} takes only a raw shape here and lists a schema object as an empty object",
                sdk1_name(target)
            ),
        });
    }
    Ok(Some(json!({
        "type": "object",
        "properties": {},
        "additionalProperties": false,
        "$schema": "http://json-schema.org/draft-07/schema#"
    })))
}

/// SDK 1.x before 1.23 hands zod 4 schemas to zod-to-json-schema: not modelled.
fn sdk1_zod4_unmodelled(cx: &mut Ctx, target: &Target, pointer: &str) {
    cx.exact = false;
    cx.unknown.push(UnknownPart {
        pointer: pointer.into(),
        reason: format!(
            "{} converts zod 4 schemas with zod-to-json-schema (zod 4 support came in 1.23.0); not modelled",
            sdk1_name(target)
        ),
    });
}

/// `@modelcontextprotocol/sdk <version>`, for reasons.
fn sdk1_name(target: &Target) -> String {
    match &target.sdk_version {
        Some(v) => format!("@modelcontextprotocol/sdk {v}"),
        None => "@modelcontextprotocol/sdk".into(),
    }
}

const V2_RAW_SHAPE_V3: &str =
    "Raw-shape inputSchema/outputSchema/argsSchema fields must be Zod v4 schemas";
const V2_ZOD3_LIST: &str =
    "Schema appears to be from zod 3, which the SDK cannot convert to JSON Schema";

fn finish(
    cx: &mut Ctx,
    schema: &SchemaRef,
    e: Emitted,
    pointer: &str,
) -> Result<Option<Json>, SdkError> {
    for u in e.unknown {
        cx.exact = false;
        cx.unknown.push(UnknownPart {
            pointer: format!("{pointer}{}", u.pointer),
            reason: u.reason,
        });
    }
    for (text, _) in crate::ir::written_descriptions(schema) {
        if !e.described.contains(&text.span) {
            cx.losses.push(Loss {
                pointer: pointer.into(),
                what: format!("description {:?}", text.value),
                span: text.span,
                reason: "the converter in use does not carry this text to the wire".into(),
            });
        }
    }
    match e.json {
        Ok(j) => Ok(j),
        Err(err) => {
            cx.cause = Some(err.span);
            Err(SdkError::List(err.message))
        }
    }
}

/// A low-level `tools/list` entry: the object as written, with its schema converted by the call
/// written in it.
fn low_level(
    cx: &mut Ctx,
    t: &ToolDef,
    target: &Target,
    wire: &mut Map<String, Json>,
) -> Result<(), String> {
    let Some(raw) = &t.raw else {
        unreadable_entry(cx, &t.name);
        return Ok(());
    };
    for p in &raw.props {
        let key = p.key.to_string();
        let pointer = format!("/{key}");
        let value = match &p.value {
            Value::Converted(c) => converted(cx, c, target, &pointer)?,
            Value::Undefined => continue,
            Value::Schema(_) => {
                cx.exact = false;
                cx.unknown.push(UnknownPart {
                    pointer: pointer.clone(),
                    reason: "a zod schema object sent without conversion".into(),
                });
                Some(json!({}))
            }
            v => known_string(cx, v, &pointer),
        };
        if let Some(v) = value {
            wire.insert(key, v);
        }
    }
    Ok(())
}

/// A tool entry that is not an object toolsight can read: `value` is what it is instead (the
/// entry's name keeps the value in its place).
fn unreadable_entry(cx: &mut Ctx, value: &Value) {
    cx.exact = false;
    let reason = match value {
        Value::Unknown(r) => r.to_string(),
        other => format!("a tool entry that is {}", other.describe()),
    };
    cx.unknown.push(UnknownPart {
        pointer: String::new(),
        reason,
    });
}

fn converted(
    cx: &mut Ctx,
    c: &Rc<Converted>,
    target: &Target,
    pointer: &str,
) -> Result<Option<Json>, String> {
    let mut out = convert(cx, c, target, pointer)?;
    for step in &c.after {
        out = run_after(cx, c, step, out, target, pointer)?;
    }
    if let Some(Json::Object(m)) = &mut out {
        for key in &c.dropped {
            m.shift_remove(&**key);
        }
    }
    Ok(out)
}

/// A workspace function run on a converter's output, with the call's other arguments.
fn run_after(
    cx: &mut Ctx,
    c: &Converted,
    step: &AfterStep,
    input: Option<Json>,
    target: &Target,
    pointer: &str,
) -> Result<Option<Json>, String> {
    let name = &step.name;
    let mut args = vec![input.clone()];
    for v in &step.rest {
        match v {
            Value::Undefined => args.push(None),
            v => match v.to_json() {
                Ok(j) => args.push(Some(j)),
                Err(r) => {
                    cx.exact = false;
                    cx.unknown.push(UnknownPart {
                        pointer: pointer.into(),
                        reason: format!("an argument of `{name}`: {r}"),
                    });
                    return Ok(input);
                }
            },
        }
    }
    let interp = Interp::new(cx.ws, target.zod4_version().checks_keep_parent())
        .with_zod(target.zod4_version());
    match interp.run_on_json(step.file, step.start, step.end, &args) {
        Ok(out) => {
            if let Value::Schema(schema) = &c.schema {
                let (mut before, mut after) = (Vec::new(), Vec::new());
                if let Some(j) = &input {
                    collect_descriptions(j, &mut before);
                }
                if let Some(j) = &out {
                    collect_descriptions(j, &mut after);
                }
                for (text, _) in crate::ir::written_descriptions(schema) {
                    let t = text.value.as_str();
                    if before.contains(&t) && !after.contains(&t) {
                        cx.losses.push(Loss {
                            pointer: pointer.into(),
                            what: format!("description {t:?}"),
                            span: text.span,
                            reason: format!(
                                "`{name}`, run on the converter's output, does not keep it"
                            ),
                        });
                    }
                }
            }
            Ok(out)
        }
        Err(Stop::Throw(m)) => Err(m),
        Err(Stop::Unsupported(r)) => {
            cx.exact = false;
            cx.unknown.push(UnknownPart {
                pointer: pointer.into(),
                reason: format!(
                    "`{name}`, run on the converter's output, uses {r}, which toolsight does not interpret"
                ),
            });
            Ok(input)
        }
    }
}

/// What the converter of `c` emits for its schema.
fn convert(
    cx: &mut Ctx,
    c: &Rc<Converted>,
    target: &Target,
    pointer: &str,
) -> Result<Option<Json>, String> {
    let Value::Schema(schema) = &c.schema else {
        cx.exact = false;
        let reason = match &c.schema {
            Value::Unknown(r) => r.to_string(),
            o => format!("{} passed to a converter", o.describe()),
        };
        cx.unknown.push(UnknownPart {
            pointer: pointer.into(),
            reason,
        });
        return Ok(Some(json!({})));
    };
    cx.schemas.push((pointer.to_string(), schema.clone()));
    let opts_json = match &c.options {
        Some(o) => match Value::Object(o.clone()).to_json() {
            Ok(Json::Object(m)) => m,
            Ok(_) => Map::new(),
            Err(r) => {
                cx.exact = false;
                cx.unknown.push(UnknownPart {
                    pointer: pointer.into(),
                    reason: format!("converter options: {r}"),
                });
                Map::new()
            }
        },
        None => Map::new(),
    };
    let emitted = match &c.converter {
        Converter::ZodToJsonSchema => {
            let mut opts = match ZjsOptions::from_json(&opts_json) {
                Ok(o) => o,
                Err(r) => {
                    cx.exact = false;
                    cx.unknown.push(UnknownPart {
                        pointer: pointer.into(),
                        reason: r,
                    });
                    ZjsOptions::default()
                }
            };
            if let Some(n) = &c.name {
                opts.name = Some(n.to_string());
            }
            if schema.api != Api::Zod3 {
                // zod-to-json-schema finds no zod 3 `typeName` on a zod 4 schema and emits `{}`
                let nothing = crate::ir::Schema::new(Kind::Any, schema.span, Api::Zod3);
                let e = zjs::convert(&nothing, &opts, None);
                cx.losses.push(Loss {
                    pointer: pointer.into(),
                    what: "the whole schema".into(),
                    span: c.span,
                    reason: "zod-to-json-schema 3 does not understand zod 4 schemas and emits an empty schema".into(),
                });
                return Ok(e.json.ok().flatten());
            }
            zjs::convert(schema, &opts, Some(&Interp::new(cx.ws, true)))
        }
        Converter::ZodToJSONSchema => {
            let opts = match Zod4Options::from_json(target.zod4_version(), &opts_json) {
                Ok(o) => o,
                Err(r) => {
                    cx.exact = false;
                    cx.unknown.push(UnknownPart {
                        pointer: pointer.into(),
                        reason: r,
                    });
                    Zod4Options {
                        version: target.zod4_version(),
                        target: Draft::Draft202012,
                        input: false,
                        unrepresentable_any: false,
                        reused_ref: false,
                        standard_schema: false,
                    }
                }
            };
            zod4::convert(schema, &opts)
        }
        Converter::Handwritten {
            file,
            start,
            end,
            name,
        } => {
            let interp = Interp::new(cx.ws, target.zod4_version().checks_keep_parent())
                .with_zod(target.zod4_version());
            let fn_span = Span {
                file: *file,
                start: *start,
                end: *end,
            };
            if !cx.converters.iter().any(|c| c.span == fn_span) {
                let runner = InterpConverter {
                    interp: &interp,
                    span: fn_span,
                };
                cx.converters.push(ConverterInfo {
                    name: name.to_string(),
                    span: fn_span,
                    profile: handwritten::profile(&runner, schema.api, fn_span),
                });
            }
            return match interp.run(*file, *start, *end, schema) {
                Ok(j) => {
                    handwritten_losses(cx, schema, j.as_ref(), name, pointer);
                    Ok(j)
                }
                // a converter called while a module loads (a module-level table of tools) throws
                // then, failing the import rather than the list: not modelled, so not claimed
                Err(Stop::Throw(m)) if runs_at_load(cx.ws, c.span) => {
                    cx.exact = false;
                    cx.unknown.push(UnknownPart {
                        pointer: pointer.into(),
                        reason: format!("the hand-written converter `{name}` throws ({m}) where it is called as its module loads, which makes the server fail to start"),
                    });
                    Ok(Some(json!({})))
                }
                Err(Stop::Throw(m)) => Err(m),
                Err(Stop::Unsupported(r)) => {
                    cx.exact = false;
                    cx.unknown.push(UnknownPart {
                        pointer: pointer.into(),
                        reason: format!("the hand-written converter `{name}` uses {r}, which toolsight does not interpret"),
                    });
                    Ok(Some(json!({})))
                }
            };
        }
    };
    finish(cx, schema, emitted, pointer).map_err(|e| match e {
        SdkError::Load(m) | SdkError::List(m) => m,
    })
}

/// Whether the call at `span` runs when its module is first imported: it is inside no function.
fn runs_at_load(ws: &Workspace, span: Span) -> bool {
    let f = ws.file(span.file);
    let Some(mut n) = crate::ts::eval::node_at(&f, span.start, span.end) else {
        return false;
    };
    while let Some(p) = n.parent() {
        if is_function_body(p.kind()) {
            return false;
        }
        n = p;
    }
    true
}

/// Nodes whose body runs when called rather than where they stand.
fn is_function_body(kind: &str) -> bool {
    matches!(
        kind,
        "arrow_function"
            | "function_expression"
            | "function_declaration"
            | "method_definition"
            | "function"
            | "generator_function"
            | "generator_function_declaration"
            | "class_static_block"
    )
}

/// Descriptions written in the schema that a hand-written converter's output does not contain.
fn handwritten_losses(
    cx: &mut Ctx,
    schema: &SchemaRef,
    out: Option<&Json>,
    name: &str,
    pointer: &str,
) {
    let mut emitted = Vec::new();
    if let Some(j) = out {
        collect_descriptions(j, &mut emitted);
    }
    for (text, _) in crate::ir::written_descriptions(schema) {
        if !emitted.contains(&text.value.as_str()) {
            cx.losses.push(Loss {
                pointer: pointer.into(),
                what: format!("description {:?}", text.value),
                span: text.span,
                reason: format!("the hand-written converter `{name}` does not copy it to the wire"),
            });
        }
    }
}

fn collect_descriptions<'a>(j: &'a Json, out: &mut Vec<&'a str>) {
    match j {
        Json::Object(m) => {
            if let Some(Json::String(d)) = m.get("description") {
                out.push(d);
            }
            for v in m.values() {
                collect_descriptions(v, out);
            }
        }
        Json::Array(a) => a.iter().for_each(|v| collect_descriptions(v, out)),
        _ => {}
    }
}

fn union_of_objects(s: &SchemaRef) -> bool {
    match &s.kind {
        Kind::Union { options, .. } => options
            .iter()
            .all(|o| matches!(o.kind, Kind::Object { .. })),
        _ => false,
    }
}

/// SDK 1.x only converts object roots: anything else is listed as `{}` (input) or dropped
/// (output), with every description inside it.
fn root_emptied(cx: &mut Ctx, schema: &SchemaRef, output: bool, pointer: &str) {
    let consequence = if output {
        "drops the output schema"
    } else {
        "lists the input as an empty object"
    };
    cx.losses.push(Loss {
        pointer: pointer.into(),
        what: "the whole schema".into(),
        span: schema.span,
        reason: format!(
            "its root is not a plain object ({}), so MCP SDK 1.x {consequence}",
            root_kind(schema)
        ),
    });
    for (text, _) in crate::ir::written_descriptions(schema) {
        cx.losses.push(Loss {
            pointer: pointer.into(),
            what: format!("description {:?}", text.value),
            span: text.span,
            reason: "it is inside a schema root the SDK does not convert".into(),
        });
    }
}

fn root_kind(s: &SchemaRef) -> &'static str {
    match &s.kind {
        Kind::Effects {
            effect: crate::ir::EffectKind::Refine,
            ..
        } => "a `.refine()`d object is a ZodEffects in zod 3",
        Kind::Effects { .. } => "a zod 3 effect",
        Kind::Pipe { .. } => "a pipe or transform",
        Kind::Union { .. } => "a union",
        Kind::Intersection { .. } => "an intersection",
        Kind::Optional(_) => "an optional",
        Kind::Record { .. } => "a record",
        Kind::Lazy(_) => "a lazy schema",
        Kind::Default { .. } => "a default",
        Kind::Readonly(_) => "a readonly wrapper",
        _ => "not an object type",
    }
}

/// A tool both registrations of a name under conditions may be: which one fastmcp keeps is
/// not known.
fn replaced_under_condition(p: &mut ToolPrediction, name: &str) {
    if p.wire.get("name").and_then(Json::as_str) == Some(name) {
        p.meta.exact = false;
        p.meta.unknown.push(UnknownPart {
            pointer: String::new(),
            reason: format!("`{name}` is added more than once under conditions, and fastmcp keeps only the last one added"),
        });
    }
}

/// A fastmcp tool as its `tools/list` handler builds it, in its key order: `annotations` and
/// `description` as given, `inputSchema` from `parameters` through xsschema (`toJsonSchema`, then
/// `strictJsonSchema`; without parameters an empty object schema), `name`, `outputSchema`, and
/// `_meta` as given.
fn fastmcp_entry(
    cx: &mut Ctx,
    t: &ToolDef,
    target: &Target,
    wire: &mut Map<String, Json>,
) -> Result<(), String> {
    put_known(cx, wire, "annotations", t.annotations.as_ref());
    put_known(cx, wire, "description", t.description.as_ref());
    let input = match &t.input {
        Some(spec) => framework_schema(cx, spec, target, "/inputSchema")?.map(strict_json_schema),
        None => Some(json!({"additionalProperties": false, "properties": {}, "type": "object"})),
    };
    if let Some(j) = input {
        wire.insert("inputSchema".into(), j);
    }
    put_known(cx, wire, "name", Some(&t.name));
    if let Some(spec) = &t.output {
        let out = framework_schema(cx, spec, target, "/outputSchema")?;
        let strict = fastmcp_strict_output(target);
        if let Some(j) = out {
            wire.insert(
                "outputSchema".into(),
                if strict { strict_json_schema(j) } else { j },
            );
        }
    }
    put_known(cx, wire, "_meta", t.meta.as_ref());
    Ok(())
}

/// Puts a written part of a tool into its entry under `key`, as far as it is known.
fn put_known(cx: &mut Ctx, wire: &mut Map<String, Json>, key: &str, v: Option<&Value>) {
    if let Some(j) = v.and_then(|v| known_string(cx, v, &format!("/{key}"))) {
        wire.insert(key.into(), j);
    }
}

/// A framework's conversion of a zod schema, as fastmcp's (xsschema's `toJsonSchema`) makes it:
/// a zod 4 schema converts itself through its `~standard.jsonSchema.input({ target: "draft-07"
/// })` (input mode, zod mini included), a zod 3 one goes to `zodToJsonSchema` with no options.
/// The other frameworks are approximated by the same conversion. `None` when the value is
/// unknown.
fn framework_schema(
    cx: &mut Ctx,
    spec: &SchemaSpec,
    target: &Target,
    pointer: &str,
) -> Result<Option<Json>, String> {
    let schema = match spec {
        SchemaSpec::Value(Value::Schema(s)) => s.clone(),
        other => {
            cx.exact = false;
            cx.unknown.push(UnknownPart {
                pointer: pointer.into(),
                reason: match other {
                    // what made the value unknown (`process.env.X ? a : b`) says more
                    SchemaSpec::Value(Value::Unknown(r)) => r.to_string(),
                    _ => "a schema value that is not a zod schema toolsight can resolve".into(),
                },
            });
            return Ok(None);
        }
    };
    cx.schemas.push((pointer.to_string(), schema.clone()));
    // under fastmcp, zod 4.0 and 4.1 schemas (zod 3.25's `zod/v4` among them) have no
    // `~standard.jsonSchema`: xsschema converts them with `toJSONSchema(schema, { target:
    // "draft-7" })`, in output mode, and through the zod it resolves itself; no oracle config
    // measures that
    let own_json_schema = target.framework != Some(Framework::FastMcp.package())
        || target.zod4_version() == Zod4Version::V46
            && !target
                .zod_version
                .as_deref()
                .is_some_and(|v| v.starts_with("4.0.") || v.starts_with("4.1."));
    if schema.api != Api::Zod3 && !own_json_schema {
        cx.exact = false;
        cx.unknown.push(UnknownPart {
            pointer: pointer.into(),
            reason: "a zod 4 schema without `~standard.jsonSchema` (zod 4.0 or 4.1), which xsschema converts in output mode through the zod it resolves itself".into(),
        });
    }
    let emitted = match schema.api {
        Api::Zod3 => zjs::convert(
            &schema,
            &ZjsOptions::default(),
            Some(&Interp::new(cx.ws, true)),
        ),
        _ => zod4::convert(
            &schema,
            &Zod4Options {
                version: target.zod4_version(),
                target: Draft::Draft07,
                input: own_json_schema,
                unrepresentable_any: false,
                reused_ref: false,
                standard_schema: false,
            },
        ),
    };
    match finish(cx, &schema, emitted, pointer) {
        Ok(j) => Ok(j),
        Err(SdkError::Load(m) | SdkError::List(m)) => Err(m),
    }
}

/// xsschema's `strictJsonSchema`: `additionalProperties: false` on the schema, and on each of
/// its properties whose `type` is `"object"`, recursively (not through items, unions or
/// definitions); a key already present keeps its place.
fn strict_json_schema(schema: Json) -> Json {
    let Json::Object(mut m) = schema else {
        return schema;
    };
    m.insert("additionalProperties".into(), Json::Bool(false));
    if let Some(Json::Object(props)) = m.get_mut("properties") {
        for v in props.values_mut() {
            if v.get("type").and_then(Json::as_str) == Some("object") {
                *v = strict_json_schema(std::mem::take(v));
            }
        }
    }
    Json::Object(m)
}

/// An agent framework's tool as the model provider receives it: name, description and the JSON
/// Schema of its parameters (zod 4's converter for zod 4 schemas, zod-to-json-schema for zod 3).
fn framework_entry(cx: &mut Ctx, t: &ToolDef, target: &Target, wire: &mut Map<String, Json>) {
    cx.exact = false;
    put_known(cx, wire, "name", Some(&t.name));
    put_known(cx, wire, "description", t.description.as_ref());
    let Some(spec) = &t.input else {
        cx.unknown.push(UnknownPart {
            pointer: "/inputSchema".into(),
            reason: "a parameters value that is not a zod schema toolsight can resolve".into(),
        });
        return;
    };
    match framework_schema(cx, spec, target, "/inputSchema") {
        Ok(Some(j)) => {
            wire.insert("inputSchema".into(), j);
        }
        Ok(None) => {}
        Err(m) => cx.unknown.push(UnknownPart {
            pointer: "/inputSchema".into(),
            reason: format!("the converter throws: {m}"),
        }),
    }
}

/// A WebMCP tool as the browser hands it to the agent: the page's object, without `execute`.
/// A JSON Schema written as a literal is sent as written; a zod schema given as it is has no
/// conversion toolsight knows (each polyfill makes its own).
fn webmcp_entry(
    cx: &mut Ctx,
    t: &ToolDef,
    target: &Target,
    wire: &mut Map<String, Json>,
) -> Result<(), String> {
    if t.raw.is_none() {
        unreadable_entry(cx, &t.name);
        return Ok(());
    }
    put_known(cx, wire, "name", Some(&t.name));
    put_known(cx, wire, "description", t.description.as_ref());
    let input = match &t.input {
        None => None,
        Some(SchemaSpec::Value(Value::Converted(c))) => converted(cx, c, target, "/inputSchema")?,
        Some(SchemaSpec::Value(Value::Schema(_)) | SchemaSpec::Shape(_)) => {
            cx.exact = false;
            cx.unknown.push(UnknownPart {
                pointer: "/inputSchema".into(),
                reason: "a zod schema given to WebMCP as it is: the page's polyfill converts it, and toolsight has no model of that conversion".into(),
            });
            Some(json!({}))
        }
        Some(SchemaSpec::Value(v)) => known_string(cx, v, "/inputSchema"),
    };
    if let Some(input) = input {
        wire.insert("inputSchema".into(), input);
    }
    put_known(cx, wire, "annotations", t.annotations.as_ref());
    Ok(())
}

/// Runs the file's top-level registry statements for their effect on the schemas they name.
/// Returns false when registry calls also appear inside functions, which are not followed.
fn run_registry_statements(ev: &Evaluator, file: &Rc<crate::workspace::SourceFile>) -> bool {
    let src = file.text.as_str();
    if !src.contains("globalRegistry") && !src.contains(".register(") {
        return true;
    }
    let root = file.tree.root_node();
    let mut all_top_level = true;
    let mut statements: Vec<tree_sitter::Node> = Vec::new();
    // a bundle's copy of zod registers its own metadata, and its other packages have
    // `register` methods of their own
    let bundle = ev.bundle(file);
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        if bundle.in_vendored(n) {
            continue;
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
        if n.kind() != "call_expression" {
            continue;
        }
        let Some(callee) = n.field("function") else {
            continue;
        };
        let callee_text = &src[callee.byte_range()];
        let is_registry_call = callee_text.ends_with("globalRegistry.add")
            || (callee.kind() == "member_expression"
                && callee
                    .field("property")
                    .is_some_and(|p| &src[p.byte_range()] == "register"));
        if !is_registry_call || crate::ts::di::is_provider_registration(src, n) {
            continue;
        }
        // the top-level statement holding the call, unless a function body intervenes
        let mut cur = n;
        let mut in_function = false;
        while let Some(p) = cur.parent() {
            if is_function_body(p.kind()) {
                in_function = true;
            }
            if p.kind() == "program" {
                break;
            }
            cur = p;
        }
        if in_function {
            all_top_level = false;
        } else if !statements.contains(&cur) {
            statements.push(cur);
        }
    }
    statements.sort_by_key(|s| s.start_byte());
    let env = crate::ts::value::Env::default();
    for stmt in statements {
        let decl = match stmt.kind() {
            "export_statement" => stmt.field("declaration").unwrap_or(stmt),
            _ => stmt,
        };
        match decl.kind() {
            "expression_statement" => {
                if let Some(e) = crate::ts::eval::first_expression(decl) {
                    ev.eval(file, e, &env);
                }
            }
            // `const Unit = z.enum([...]).register(z.globalRegistry, {...})`
            "lexical_declaration" | "variable_declaration" => {
                let mut c = decl.walk();
                for declarator in decl.named_children(&mut c) {
                    if let Some(name) = declarator
                        .field("name")
                        .filter(|n| n.kind() == "identifier")
                    {
                        ev.lookup(file, &src[name.byte_range()], declarator, &env);
                    }
                }
            }
            _ => all_top_level = false,
        }
    }
    all_top_level
}

/// An import of a zod subpath the installed zod does not export (`zod/mini` with zod 3.25):
/// Node refuses to load the module.
fn missing_zod_import(
    ev: &Evaluator,
    file: &Rc<crate::workspace::SourceFile>,
) -> Option<(String, Span)> {
    for stmt in ev.program_index(file).imports(file.tree.root_node()) {
        let Some(source) = stmt.field("source") else {
            continue;
        };
        let Some(spec) = crate::ts::scope::string_value(&file.text, source) else {
            continue;
        };
        if ev.zod.missing_subpath(&spec) {
            let sub = spec.trim_start_matches("zod");
            return Some((
                format!("Package subpath '.{sub}' is not defined by \"exports\""),
                Span::new(file.id, stmt.start_byte(), stmt.end_byte()),
            ));
        }
    }
    None
}

/// Runs a hand-written converter in the interpreter, for profiling it.
struct InterpConverter<'a, 'w> {
    interp: &'a Interp<'w>,
    span: Span,
}

impl RunConverter for InterpConverter<'_, '_> {
    fn convert(&self, schema: &SchemaRef) -> Result<Option<Json>, String> {
        self.interp
            .run(self.span.file, self.span.start, self.span.end, schema)
            .map_err(|e| match e {
                Stop::Throw(m) => format!("throws: {m}"),
                Stop::Unsupported(r) => format!("uses {r}, which toolsight does not interpret"),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target(sdk: Sdk, version: Option<&str>) -> Target {
        Target {
            sdk,
            framework: None,
            framework_version: None,
            sdk_version: version.map(str::to_string),
            zod_version: None,
            zod_bare: Api::Zod3,
            python: None,
            modelled: true,
            why: vec![],
            assumed: vec![],
            environment: None,
        }
    }

    #[test]
    fn sdk1_behaviours_start_at_their_release() {
        let t = target(Sdk::V1, Some("1.23.0"));
        assert!(t.sdk_has(sdk1::ZOD4));
        assert!(!t.sdk_has(sdk1::EXECUTION));
        assert!(!target(Sdk::V1, Some("1.13.2")).sdk_has(sdk1::EMPTY_PROPERTIES));
        assert!(target(Sdk::V1, Some("1.24.3")).sdk_has(sdk1::EXECUTION));
        // unknown 1.x versions and SDK 2 have every behaviour of the verified 1.32.2
        assert!(target(Sdk::V1, None).sdk_has(sdk1::EXECUTION));
        assert!(target(Sdk::V2, Some("2.0.0")).sdk_has(sdk1::MCP_SERVER));
    }

    /// A recursive schema refers to itself; once the workspace and its predictions are dropped,
    /// none of its nodes may stay behind (a language server predicts on every edit).
    #[test]
    fn a_recursive_schema_is_freed_with_its_prediction() {
        let mut ws = Workspace::new();
        let path = PathBuf::from("/leak/src/index.ts");
        ws.set_overlay(
            &path,
            r#"import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const Node: z.ZodType = z.object({ name: z.string(), children: z.lazy(() => z.array(Node)) });
const Json = z.lazy(() => z.union([z.string(), z.array(Json)]));
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("tree", { inputSchema: { root: Node, value: Json } }, async () => ({ content: [] }));
"#
            .to_string(),
        );
        let servers = crate::predict::predict_file(&ws, &path, None).expect("predicted");
        let tool = &servers[0].tools[0];
        // both recursions resolved (each a definition referring to itself)
        assert_eq!(
            tool.wire["inputSchema"]["definitions"]
                .as_object()
                .map(|d| d.len()),
            Some(2)
        );
        let nodes: Vec<std::rc::Weak<crate::ir::Schema>> = tool
            .schemas
            .iter()
            .flat_map(|(_, s)| crate::ir::children(s))
            .flat_map(|s| [crate::ir::children(&s), vec![s]].concat())
            .map(|s| Rc::downgrade(&s))
            .collect();
        assert!(nodes.len() >= 2);
        drop(servers);
        drop(ws);
        assert!(nodes.iter().all(|n| n.upgrade().is_none()));
    }
}
