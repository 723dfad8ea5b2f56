//! Servers and tools in a Python module: `mcp = FastMCP(...)` from the Python SDK, and the
//! functions registered on it with `@mcp.tool(...)`, as the SDK lists them.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use serde_json::{json, Map, Value as Json};
use tree_sitter::Node;

use super::docstrings;
use super::environ::Environ;
use super::eval::{self, Class, Names};
use super::function_tools::written;
use super::lowlevel::Constants;
use super::mounts;
use super::server_classes::{self, ServerClass};
use crate::ir::Api;
use crate::model::{
    Environment, PyTarget, Sdk, ServerError, ServerPrediction, SourceMap, Target, ToolForm,
    ToolPrediction, ToolSource, Written,
};
use crate::span::{FileId, Span};
use crate::syntax::{mentions, text, Field};
use crate::targets::detect::Installed;
use crate::targets::fastmcp_py;
use crate::targets::pydantic::{self, FieldInfo, Param, PyType};
use crate::targets::UnknownPart;
use crate::workspace::{SourceFile, Workspace};

/// The classes that make an MCP server whose `tool()` decorator this module models, with the
/// framework whose conversions they follow: the SDK's `FastMCP` (`mcp`), or the standalone
/// `fastmcp` package's.
const SERVER_CLASSES: &[(&str, &str)] = &[
    ("mcp.server.fastmcp.FastMCP", "mcp"),
    ("mcp.server.fastmcp.server.FastMCP", "mcp"),
    ("mcp.server.MCPServer", "mcp"),
    ("mcp.server.mcpserver.MCPServer", "mcp"),
    ("mcp.server.mcpserver.server.MCPServer", "mcp"),
    ("fastmcp.FastMCP", FASTMCP),
    ("fastmcp.server.FastMCP", FASTMCP),
    ("fastmcp.server.server.FastMCP", FASTMCP),
];

/// The framework value of the standalone `fastmcp` package's servers.
pub(super) const FASTMCP: &str = "fastmcp";

/// The versions the oracle runs (`tests/oracle-py`), oldest first.
const VERIFIED_MCP: &[&str] = &["1.6.0", "1.30.0", "2.3.0"];
/// What an SDK project whose version is not found is predicted with: the newest 1.x, whose
/// `FastMCP` the most servers import.
const ASSUMED_MCP: &str = "1.30.0";

/// mcp 2.x renamed `FastMCP` to `MCPServer` and left `mcp.server.fastmcp` as a module that only
/// raises, so a 1.x server stops at its import: what mcp 2.3.0 raises.
const MCP2_WITHOUT_FASTMCP: &str = "ModuleNotFoundError: No module named 'mcp.server.fastmcp'. This is mcp 2.x, where FastMCP was renamed to MCPServer (from mcp.server.mcpserver import MCPServer) and other APIs changed; see the migration guide at https://py.sdk.modelcontextprotocol.io/v2/migration/#fastmcp-renamed-to-mcpserver or pin 'mcp<2' to keep running v1 code.";
const VERIFIED_FASTMCP: &[&str] = &["2.14.7", "3.4.11", "4.2.3"];
const VERIFIED_PYDANTIC: &[&str] = &["2.11.10", "2.14.4"];

/// The public names of `mcp.types` in mcp 1.6.0: importing any other from it fails there.
const MCP_TYPES_1_6: &str = include_str!("../targets/mcp_types_1_6.txt");

pub fn may_define_tools(text: &str) -> bool {
    text.contains("mcp")
        || text.contains("MCP")
        || super::agents::mentions(text)
        || super::langchain::mentions(text)
}

/// Modules a run reads beyond the ones it is given (the project modules they import).
const MAX_MODULES: usize = 2000;

/// The packages whose servers and decorators make tools.
const TOOL_PACKAGES: &[&str] = &["mcp", "fastmcp"];

/// A module that imports an MCP package and calls something `.tool` that toolsight did not
/// trace to a server: a placeholder whose tools are unknown. Calls inside `read_elsewhere`
/// (a server subclass's own methods, the functions a decorator factory was run through) do not
/// count.
fn unread_module(m: &Module, read_elsewhere: &[(usize, usize)]) -> Option<ServerPrediction> {
    let src = m.file.text.as_str();
    let package = m.names.imports().find_map(|(_, q)| {
        let top = q.split('.').next()?;
        TOOL_PACKAGES.contains(&top).then_some(top)
    })?;
    // a server subclass's own methods call the framework's (`super().tool(...)`)
    let at = [".tool(", ".tool\n", ".add_tool("]
        .iter()
        .flat_map(|p| src.match_indices(p).map(|(at, _)| at))
        .filter(|at| !read_elsewhere.iter().any(|(s, e)| (*s..*e).contains(at)))
        .min()?;
    let span = Span::new(m.file.id, at + 1, at + 5);
    Some(ServerPrediction {
        span,
        target: target(&Installed::default(), if package == FASTMCP { FASTMCP } else { "mcp" }),
        error: None,
        tools: Vec::new(),
        converters: Vec::new(),
        registered: 0,
        untraced: Some(format!(
            "this module imports `{package}` and registers tools on a value toolsight could not trace to a server it reads"
        )),
        constructed: false,
    })
}

/// Functions followed into from a call that hands them a server, nested at most this deep.
const MAX_CALL_DEPTH: usize = 8;

/// One module of the run: its text, what its names mean, its top-level functions.
pub(super) struct Module {
    pub(super) file: Rc<SourceFile>,
    pub(super) names: Names,
    /// The process environment as the run's modules see it.
    pub(super) environ: Rc<Environ>,
}

/// Each module's top-level statements, listed once per run: a tree cursor steps through a long
/// module's statements slowly, and a run reads them a dozen times.
pub(super) struct TopLevel<'f>(Vec<(FileId, Vec<Node<'f>>)>);

impl<'f> TopLevel<'f> {
    fn of(files: &'f [Rc<SourceFile>]) -> Self {
        TopLevel(
            files
                .iter()
                .map(|f| {
                    let root = f.tree.root_node();
                    let mut c = root.walk();
                    (f.id, root.named_children(&mut c).collect())
                })
                .collect(),
        )
    }

    pub(super) fn of_file(&self, id: FileId) -> &[Node<'f>] {
        self.0
            .iter()
            .find(|(f, _)| *f == id)
            .map_or(&[], |(_, statements)| statements)
    }
}

/// The names that mean a server where a walk is, by the server's index in the run.
struct Scope<'a> {
    bindings: Vec<(String, usize)>,
    run: &'a Run<'a>,
    /// Functions whose body registers on a server of the scope, which run only when called:
    /// where each is defined (file, start), the server, and what to say if it never is.
    deferred: RefCell<Vec<Deferred>>,
    /// The functions a walk followed into from a call.
    entered: RefCell<Vec<(FileId, usize)>>,
    /// Instances of project classes made with a server of the scope, by their names.
    registries: RefCell<Vec<Registry>>,
    /// Loop variables that stand for a module of the project, each iteration's one
    /// (`for module in TOOL_MODULES: module.register(...)`): the variable and the module's
    /// name in the walked module.
    aliases: RefCell<Vec<(String, String)>>,
}

/// An instance of a project class made with a server (`tools = ToolRegistry(server, ...)`),
/// whose methods may make decorators that register functions on it.
#[derive(Clone)]
struct Registry {
    name: String,
    server: usize,
    class: (FileId, String),
    /// The call that makes it: the module's index, the call's byte range, and the server's
    /// name there.
    made: (usize, (usize, usize), String),
}

/// A function that registers when called: where it is defined, on which server, and why its
/// tools may be missing.
type Deferred = ((FileId, usize), usize, String);

/// A registration's condition: why it may not run, and where that is written.
pub(super) type Condition = Option<(String, Span)>;

impl Scope<'_> {
    /// The tool a registration on `server` makes, its options read with the constants of the
    /// module it is written in.
    #[allow(clippy::too_many_arguments)]
    fn tool(
        &self,
        file: &Rc<SourceFile>,
        function: Node,
        bound: bool,
        options: Vec<(Option<String>, Node)>,
        names: &Names,
        span: Span,
        server: usize,
    ) -> (usize, Result<Option<ToolPrediction>, ServerError>) {
        let consts = self
            .run
            .modules
            .iter()
            .find(|m| m.file.id == file.id)
            .map(|module| self.run.constants(module));
        let target = &self.run.targets[server];
        let tool = tool(
            file,
            function,
            bound,
            options,
            names,
            span,
            target,
            consts.as_ref(),
            &[],
        );
        (server, tool)
    }

    /// The tool a registration on `server` makes of a function it is handed, its options
    /// read in the module they are written in, `options_in`, which may not be the function's.
    fn handed_tool(
        &self,
        handed: Handed,
        options: Vec<(Option<String>, Node)>,
        options_in: FileId,
        span: Span,
        server: usize,
    ) -> Option<(usize, Result<Option<ToolPrediction>, ServerError>)> {
        let m = handed.module;
        let written = self.run.modules.iter().find(|o| o.file.id == options_in)?;
        let written_consts = self.run.constants(written);
        let tool = tool_with_options_in(
            &m.file,
            handed.def,
            handed.bound,
            options,
            (written.file.id != m.file.id).then_some(&written_consts),
            &m.names,
            span,
            &self.run.targets[server],
            Some(&self.run.constants(m)),
            &[],
        );
        Some((server, tool))
    }

    fn server(&self, name: &str) -> Option<usize> {
        self.bindings
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, s)| *s)
    }

    fn registry(&self, name: &str) -> Option<Registry> {
        self.registries
            .borrow()
            .iter()
            .rev()
            .find(|r| r.name == name)
            .cloned()
    }

    fn alias(&self, name: &str) -> Option<String> {
        self.aliases
            .borrow()
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, m)| m.clone())
    }
}

/// The servers of a run's Python modules. A server is an object: `mcp = FastMCP()` in one
/// module gets the tools registered on it there, in modules that import it
/// (`from .server import mcp`), and in functions it is handed to (`register(mcp)`), each
/// module's registrations in the order the modules are given.
#[cfg(test)]
pub fn predict_project(
    ws: &Workspace,
    ids: &[FileId],
    installed: &dyn Fn(&Path) -> Installed,
    environment: Option<&Environment>,
) -> Vec<ServerPrediction> {
    predict_project_around(
        ws,
        ids,
        installed,
        environment,
        None,
        &mut Reached::default(),
    )
}

/// What a run learns about its modules for the language server's next edit.
#[derive(Default)]
pub struct Reached {
    /// The names that stand for a server or a registry of one, by module.
    pub servers: Vec<(FileId, String)>,
    /// The modules of the run, imported ones included, for [`mentioned_elsewhere`]. Left empty
    /// by a run around an edit.
    pub modules: Vec<FileId>,
    /// Which file each import means: given to a run, those it need not look up on disk again
    /// (a run around an edit gets the last full run's, valid until a file changes on disk,
    /// which starts a full run); returned with those it looked up.
    pub resolutions: Resolutions,
    /// What the run found absent from whole modules: given to a run around an edit, returned
    /// as it holds after the run.
    pub quiet: Quiet,
}

/// The file an import means, by the importing file's directory and the module named.
pub type Resolutions = HashMap<(PathBuf, String), Option<FileId>>;

/// What a run found absent from whole modules. A run around an edit inside one top-level
/// statement is given the last run's and looks for these only in that statement, since the
/// others are unchanged; it returns what holds after the edit.
#[derive(Debug, Default, Clone)]
pub struct Quiet {
    /// Modules none of whose functions creates a server in its body.
    pub no_local_servers: HashSet<FileId>,
    /// Servers (the module, the name bound to one) no use of which in the module escapes.
    pub no_escapes: HashSet<(FileId, String)>,
}

/// For each of `files` that another of them may import (its name is written there), every
/// word those others write: a function of the module renamed or edited in place must not be
/// one of them.
pub fn mentioned_elsewhere(
    files: &[Rc<SourceFile>],
) -> Vec<(FileId, std::collections::HashSet<String>)> {
    let words = |t: &str| -> std::collections::HashSet<String> {
        t.split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    let texts: Vec<std::collections::HashSet<String>> =
        files.iter().map(|f| words(&f.text)).collect();
    files
        .iter()
        .enumerate()
        .map(|(i, f)| {
            // `pkg/__init__.py` is imported as `pkg`
            let stem = f.path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let name = match stem {
                "__init__" => f
                    .path
                    .parent()
                    .and_then(|p| p.file_name())
                    .and_then(|s| s.to_str())
                    .unwrap_or(""),
                _ => stem,
            };
            let others: std::collections::HashSet<String> = texts
                .iter()
                .enumerate()
                .filter(|(j, w)| *j != i && w.contains(name))
                .flat_map(|(_, w)| w.iter().cloned())
                .collect();
            (f.id, others)
        })
        .collect()
}

/// [`predict_project`], reading at the top of module `focus.0` only the registering statements
/// (decorated definitions and expression statements) that overlap bytes `focus.1`: the
/// language server's update after an edit inside one tool, which keeps the other tools'
/// predictions. Everything the servers themselves depend on is read as in a full run.
/// `reached` gets, for each module of the run, the names that stand for a server or a registry
/// of one there, and the words other modules of the run write that may name its functions.
pub fn predict_project_around(
    ws: &Workspace,
    ids: &[FileId],
    installed: &dyn Fn(&Path) -> Installed,
    environment: Option<&Environment>,
    focus: Option<(FileId, std::ops::Range<usize>)>,
    reached: &mut Reached,
) -> Vec<ServerPrediction> {
    let resolver = Resolver {
        ws,
        resolved: RefCell::new(std::mem::take(&mut reached.resolutions)),
    };
    let given = ids.to_vec();
    // the run's modules and the project modules they import, which may create the server
    let mut modules: Vec<Module> = Vec::new();
    let mut queue: Vec<FileId> = ids.to_vec();
    while let Some(id) = queue.pop() {
        if modules.len() >= MAX_MODULES || modules.iter().any(|m| m.file.id == id) {
            continue;
        }
        let file = ws.file(id);
        let names = Names::of(
            file.tree.root_node(),
            &file.text,
            &format!("{}:", file.path.display()),
        );
        // what a name is imported from, and the name itself when it is a module
        // (`from app import models`, `import app.models as m`, `import app.models`)
        let imported = names.imports().flat_map(|(_, q)| {
            [q.rsplit_once('.').map(|(module, _)| module), Some(q)]
                .into_iter()
                .flatten()
        });
        let modules_named = names.imports_in_order().filter_map(|q| q.strip_suffix('.'));
        for module in imported.chain(modules_named).chain(names.star_imports()) {
            if let Some(found) = resolver.resolve(&file.path, module) {
                queue.push(found);
            }
        }
        modules.push(Module {
            file,
            names,
            environ: Rc::default(),
        });
    }
    // a run around an edit leaves the words as the full run found them: the edit is inside
    // one tool, and every module's words would cost a keystroke more than the rest
    if focus.is_none() {
        reached.modules = modules.iter().map(|m| m.file.id).collect();
    }
    let environ = Rc::new(Environ::new(environment, &modules));
    for m in &mut modules {
        m.environ = Rc::clone(&environ);
    }
    let files: Vec<Rc<SourceFile>> = modules.iter().map(|m| Rc::clone(&m.file)).collect();
    let tops = TopLevel::of(&files);
    link_classes(&resolver, &mut modules, &tops);
    // the order they were given in, so that tools list in a stable order
    modules.sort_by_key(|m| {
        ids.iter()
            .position(|i| *i == m.file.id)
            .unwrap_or(usize::MAX)
    });
    let subclasses = server_classes::server_classes(&resolver, &modules, &tops, SERVER_CLASSES);
    let functions: Vec<Vec<(&str, Node)>> = modules
        .iter()
        .map(|m| module_functions(tops.of_file(m.file.id), &m.file.text))
        .collect();
    // what the last full run found absent from a whole module is looked for, in a run around
    // an edit, only where the edit is: every other statement is as that run read it
    let given_quiet = std::mem::take(&mut reached.quiet);
    let mut quiet = Quiet::default();
    let edited_bytes = focus.clone();
    let edited = |m: &Module, n: Node| {
        edited_bytes.as_ref().is_some_and(|(file, bytes)| {
            *file == m.file.id && n.start_byte() <= bytes.end && bytes.start <= n.end_byte()
        })
    };
    // every server of the run, with the module and name that create it
    let mut servers: Vec<ServerPrediction> = Vec::new();
    let mut origins: Vec<(FileId, String)> = Vec::new();
    let mut targets: Vec<Target> = Vec::new();
    let mut unimportable: Vec<(usize, Span)> = Vec::new();
    // servers a module-level function creates in its body (`def create_server(): server =
    // MCPServer(...)`), the shape of most packaged servers: read where they are made
    let mut locals: Vec<LocalServer> = Vec::new();
    // a subclass's methods that may change its servers' tools (`Class.method`), by the
    // server's index, and the project classes each server is an instance of
    let mut overridden: Vec<(usize, String)> = Vec::new();
    let mut chains: Vec<(usize, Vec<(FileId, String)>)> = Vec::new();
    for (index, m) in modules.iter().enumerate() {
        let src = m.file.text.as_str();
        let mut add_server = |span: Span, class: &ServerClass| {
            let ServerClass {
                framework,
                base,
                overrides,
                chain,
            } = class;
            let versions = installed(&m.file.path);
            let mcp_major = versions
                .get("mcp")
                .and_then(|f| f.version.split('.').next()?.parse::<u32>().ok());
            if base.starts_with("mcp.server.fastmcp.") && mcp_major == Some(2) {
                unimportable.push((servers.len(), span));
            }
            overridden.extend(overrides.iter().map(|o| (servers.len(), o.clone())));
            if !chain.is_empty() {
                chains.push((servers.len(), chain.clone()));
            }
            let t = target(&versions, framework);
            servers.push(ServerPrediction::made(span, t.clone()));
            targets.push(t);
            servers.len() - 1
        };
        for &stmt in tops.of_file(m.file.id) {
            if let Some((name, span, class)) =
                server_assignment(stmt, src, &m.names, m.file.id, &subclasses[index])
            {
                add_server(span, &class);
                origins.push((m.file.id, name));
            }
        }
        let read_before = focus.is_some() && given_quiet.no_local_servers.contains(&m.file.id);
        let locals_before = locals.len();
        for (function_name, function) in &functions[index] {
            if read_before && !edited(m, *function) {
                continue;
            }
            let Some(body) = function.field("body") else {
                continue;
            };
            let mut c = body.walk();
            for stmt in body.named_children(&mut c) {
                if let Some((name, span, class)) =
                    server_assignment(stmt, src, &m.names, m.file.id, &subclasses[index])
                {
                    let server = add_server(span, &class);
                    locals.push(LocalServer {
                        module: index,
                        function_name: function_name.to_string(),
                        function: *function,
                        name,
                        server,
                    });
                }
            }
        }
        if locals.len() == locals_before {
            quiet.no_local_servers.insert(m.file.id);
        }
    }
    // what makes a server's tools approximate: why, by the server's index
    let mut doubts: Vec<(usize, String)> = Vec::new();
    let mut mounted: Vec<mounts::Mount> = Vec::new();
    let mut found: Vec<Found> = unimportable
        .into_iter()
        .map(|(server, span)| Found {
            server,
            tool: Err(ServerError::load(MCP2_WITHOUT_FASTMCP, span)),
            site: (span.file, span.start as usize),
            registration: false,
            condition: None,
        })
        .collect();
    let mut untraced: Vec<(usize, String)> = Vec::new();
    // the modules that name each server: importing them runs it
    let mut binders: Vec<Vec<FileId>> = vec![Vec::new(); servers.len()];
    let focus_statements = focus.as_ref().map_or_else(HashSet::new, |(file, _)| {
        tops.of_file(*file).iter().map(|n| n.id()).collect()
    });
    let run = Run {
        resolver: &resolver,
        modules: &modules,
        tops: &tops,
        functions: &functions,
        targets: &targets,
        focus,
        focus_statements,
        ran: RefCell::default(),
    };
    for m in &modules {
        let src = m.file.text.as_str();
        let mut bindings: Vec<(String, usize)> = origins
            .iter()
            .enumerate()
            .filter(|(_, (f, _))| *f == m.file.id)
            .map(|(i, (_, n))| (n.clone(), i))
            .collect();
        for (local, qualified) in m.names.imports() {
            let Some((module, name)) = qualified.rsplit_once('.') else {
                continue;
            };
            let Some(target_file) = resolver.resolve(&m.file.path, module) else {
                continue;
            };
            if let Some(i) = origins
                .iter()
                .position(|(f, n)| *f == target_file && n == name)
            {
                bindings.push((local.to_string(), i));
            }
        }
        if bindings.is_empty() {
            continue;
        }
        for (_, s) in &bindings {
            binders[*s].push(m.file.id);
        }
        let scope = Scope {
            bindings,
            run: &run,
            deferred: RefCell::default(),
            entered: RefCell::default(),
            registries: RefCell::default(),
            aliases: RefCell::default(),
        };
        let mut handed = Vec::new();
        walk(
            &resolver,
            &modules,
            m,
            m.file.tree.root_node(),
            &scope,
            0,
            None,
            None,
            &mut found,
            &mut handed,
        );
        reached.servers.extend(
            scope
                .bindings
                .iter()
                .map(|(name, _)| name.clone())
                .chain(scope.registries.borrow().iter().map(|r| r.name.clone()))
                .map(|name| (m.file.id, name)),
        );
        // `parent.mount(child, ...)` at the top of the module
        let fastmcp_server = |n: &str| {
            scope
                .server(n)
                .filter(|s| is_fastmcp(&targets[*s]))
                .map(|s| (s, fastmcp_line(&targets[s])))
        };
        let mut mount_lines: Vec<usize> = Vec::new();
        for &stmt in tops.of_file(m.file.id) {
            let Some(read) = mounts::mount_statement(stmt, src, m.file.id, &fastmcp_server) else {
                continue;
            };
            mount_lines.push(stmt.start_position().row + 1);
            match read {
                Ok(mount) => {
                    handed.extend(mount.names_at);
                    mounted.push(mount);
                }
                Err(refused) => {
                    handed.extend(refused.names_at);
                    found.push(Found {
                        server: refused.parent,
                        site: (m.file.id, stmt.start_byte()),
                        tool: Err(refused.error),
                        registration: false,
                        condition: None,
                    });
                }
            }
        }
        let entered = scope.entered.borrow();
        for (at, server, why) in scope.deferred.borrow().iter() {
            if !entered.contains(at) {
                untraced.push((*server, why.clone()));
            }
        }
        for (name, server) in &scope.bindings {
            let target = &targets[*server];
            if let Some(line) = keyword_call(m.file.tree.root_node(), src, name, "add_tool", None)
                .filter(|_| is_fastmcp(target))
            {
                doubts.push((*server, format!("`{name}.add_tool(..., keyword=...)` at line {line} raises `TypeError` in fastmcp (it takes only the tool) when it runs, which stops the module")));
            }
            if let Some(line) =
                keyword_call(m.file.tree.root_node(), src, name, "mount", Some("prefix")).filter(
                    |line| {
                        is_fastmcp(target)
                            && fastmcp_line(target) == fastmcp_py::Line::Four
                            && !mount_lines.contains(line)
                    },
                )
            {
                doubts.push((*server, format!("`{name}.mount(..., prefix=...)` at line {line} raises `TypeError` in fastmcp 4 (which names it `namespace=`) when it runs, which stops the module")));
            }
            let key = (m.file.id, name.clone());
            let root = m.file.tree.root_node();
            let why = if edited_bytes.is_some() && given_quiet.no_escapes.contains(&key) {
                tops.of_file(m.file.id)
                    .iter()
                    .filter(|s| edited(m, **s))
                    .find_map(|s| escapes(*s, m, name, &run, &handed, &targets[*server]))
            } else {
                escapes(root, m, name, &run, &handed, &targets[*server])
            };
            match why {
                Some(why) => untraced.push((*server, why)),
                None => {
                    quiet.no_escapes.insert(key);
                }
            }
        }
    }
    for l in &locals {
        reached
            .servers
            .push((modules[l.module].file.id, l.name.clone()));
        let (callers, untraced_here) = run.local_server(l, &mut found);
        binders[l.server].push(modules[l.module].file.id);
        binders[l.server].extend(callers);
        untraced.extend(untraced_here.into_iter().map(|why| (l.server, why)));
    }
    // a module of the run that imports the SDK and registers on something toolsight did not
    // trace to a server says so, rather than reading as a module without tools
    for m in modules.iter().filter(|m| ids.contains(&m.file.id)) {
        let registered_here = found.iter().any(|f| match &f.tool {
            Ok(t) => t.meta.span.file == m.file.id,
            Err(e) => e.span.file == m.file.id,
        });
        // `origins`, not `servers`: the placeholders pushed here have no origin
        if origins.iter().any(|(f, _)| *f == m.file.id)
            || locals
                .iter()
                .any(|l| modules[l.module].file.id == m.file.id)
            || registered_here
        {
            continue;
        }
        let index = modules.iter().position(|o| o.file.id == m.file.id);
        let mut read_elsewhere = index.map_or_else(Vec::new, |i| {
            server_classes::defined_in(tops.of_file(m.file.id), &m.file.text, &subclasses[i])
        });
        read_elsewhere.extend(
            run.ran
                .borrow()
                .iter()
                .filter(|(file, _, _)| *file == m.file.id)
                .map(|(_, start, end)| (*start, *end)),
        );
        if let Some(unread) = unread_module(m, &read_elsewhere) {
            servers.push(unread);
        }
    }
    // a class statement that raises stops its module, and the modules that import it, before
    // the server answers
    let imports = project_imports(&resolver, &modules);
    for m in &modules {
        let Some((message, start, end)) = &m.names.load_error else {
            continue;
        };
        for (server, named_in) in binders.iter().enumerate() {
            if named_in.iter().any(|b| reaches(&imports, *b, m.file.id)) {
                found.push(Found {
                    server,
                    tool: Err(ServerError::load(
                        message.clone(),
                        Span::new(m.file.id, *start, *end),
                    )),
                    site: (m.file.id, *start),
                    registration: false,
                    condition: None,
                });
            }
        }
    }
    // a module that fails to load under some releases stops the servers that load it there
    let mut stops_module = |error: Option<ServerError>,
                            m: &Module,
                            under: &dyn Fn(&Target) -> bool| {
        let Some(error) = error else {
            return;
        };
        for (server, named_in) in binders.iter().enumerate() {
            if under(&targets[server]) && named_in.iter().any(|b| reaches(&imports, *b, m.file.id))
            {
                found.push(Found {
                    server,
                    site: (m.file.id, error.span.start as usize),
                    tool: Err(error.clone()),
                    registration: false,
                    condition: None,
                });
            }
        }
    };
    for m in &modules {
        // a name `mcp.types` gained after 1.6 (`ToolAnnotations`, `Icon`, ...)
        stops_module(missing_in_mcp_types_1_6(m), m, &|t| sdk_1_before(t, 7));
        // fastmcp 2's `fastmcp.tools.tool` is a module, which a decoration calls
        let standalone = standalone_tool_in_fastmcp_2(m, tops.of_file(m.file.id));
        stops_module(standalone, m, &fastmcp_2);
    }
    // a model whose fields reach a `typing.TypedDict` raises where it is defined before
    // Python 3.12, whether a tool uses it or not
    for m in &modules {
        for (key, start, end) in m.names.own_classes() {
            let Some(model) = m.names.models.get(&key) else {
                continue;
            };
            if model.kind != pydantic::ClassKind::BaseModel
                || !pydantic::names_typing_typed_dict(model, &m.names.models)
            {
                continue;
            }
            for (server, named_in) in binders.iter().enumerate() {
                if !named_in.iter().any(|b| reaches(&imports, *b, m.file.id)) {
                    continue;
                }
                let python = targets[server]
                    .python
                    .as_ref()
                    .and_then(|p| major_minor(p.python_version.as_deref()?));
                match python {
                    Some(v) if v >= (3, 12) => {}
                    // a string annotation may delay the schema past the class statement
                    Some(_) if !m.names.future_annotations => found.push(Found {
                        server,
                        tool: Err(ServerError::load(
                            pydantic::typed_dict_error(&pydantic_minor(&targets[server])),
                            Span::new(m.file.id, start, end),
                        )),
                        site: (m.file.id, start),
                        registration: false,
                        condition: None,
                    }),
                    _ => doubts.push((server, format!("the model `{}` names a `typing.TypedDict`, which pydantic refuses before Python 3.12; whether the module loads is not decided", model.name))),
                }
            }
        }
    }
    // fastmcp 2 resolves string annotations (every annotation under `from __future__ import
    // annotations`) in a namespace of its own, where a class of the project may be undefined:
    // a `NameError` while the module loads, measured but not modelled. 3.x and 4.x resolve them
    // in the function's module as the SDK does, which each tool's own reading models.
    let fastmcp_2 = targets
        .iter()
        .any(|t| is_fastmcp(t) && fastmcp_line(t) == fastmcp_py::Line::Two);
    for m in modules.iter().filter(|_| fastmcp_2) {
        let Some(class) = string_named_class(m.file.tree.root_node(), &m.file.text, &m.names)
        else {
            continue;
        };
        for (server, named_in) in binders.iter().enumerate() {
            if is_fastmcp(&targets[server])
                && fastmcp_line(&targets[server]) == fastmcp_py::Line::Two
                && named_in.iter().any(|b| reaches(&imports, *b, m.file.id))
            {
                doubts.push((server, format!("fastmcp resolves the annotation naming `{class}` as a string itself, which may raise `NameError` while the module loads; whether the server starts is not decided")));
            }
        }
    }
    // in the order Python runs them: each module after the modules it imports
    let ids: Vec<FileId> = modules.iter().map(|m| m.file.id).collect();
    let rank = crate::predict::run_order(&ids, &imports);
    found.sort_by_key(|f| (rank.get(&f.site.0).copied().unwrap_or(usize::MAX), f.site.1));
    // each server's tools by name (as JSON text), so a registration finds a tool of its name
    // without a scan of all listed before it
    let name_key = |t: &ToolPrediction| t.wire.get("name").map(Json::to_string);
    let mut listed_at: HashMap<(usize, Option<String>), usize> = HashMap::new();
    for (server, s) in servers.iter().enumerate() {
        for (at, t) in s.tools.iter().enumerate() {
            listed_at.entry((server, name_key(t))).or_insert(at);
        }
    }
    for Found {
        server,
        tool,
        registration,
        condition,
        ..
    } in found
    {
        let s = &mut servers[server];
        if registration {
            s.registered += 1;
        }
        match (tool, condition) {
            // a failure that may not happen does not fail the list: the tools are unsure
            (Err(e), Some((why, _))) => doubts.push((
                server,
                format!(
                    "`{}` may stop the server, under {why}",
                    e.message.lines().next().unwrap_or("")
                ),
            )),
            (Ok(mut t), condition) => {
                if t.meta.conditional.is_none() {
                    t.meta.conditional = condition;
                }
                match listed_at.get(&(server, name_key(&t))) {
                    // fastmcp replaces the tool of that name where it was listed, and warns
                    Some(&at) if is_fastmcp(&s.target) => s.tools[at] = t,
                    // the SDK keeps the first of two tools of one name and warns
                    Some(_) => {}
                    None => {
                        listed_at.insert((server, name_key(&t)), s.tools.len());
                        s.tools.push(t);
                    }
                }
            }
            (Err(e), None) => {
                s.error.get_or_insert(e);
            }
        }
    }
    // a parent's class decides what it lists of the servers mounted into it too, and an
    // override of `_list_tools_mcp` is run on what it lists: both once the mounts are read
    let after_mounts = |server: usize| {
        mounted
            .iter()
            .any(|m| m.parent == server && m.child != server)
            || overridden
                .iter()
                .any(|(s, o)| *s == server && o.ends_with("._list_tools_mcp"))
    };
    doubts.extend(
        overridden
            .iter()
            .filter(|(s, _)| !after_mounts(*s))
            .map(|(s, o)| (*s, override_reason(o))),
    );
    for (server, why) in doubts {
        doubt(&mut servers[server], &why);
    }
    for (server, why) in untraced {
        servers[server].untraced.get_or_insert(why);
    }
    mounts::apply(&mut servers, &mounted, &|s| {
        fastmcp_line(&targets[s]) == fastmcp_py::Line::Four
    });
    for (server, chain) in &chains {
        let mut overrides: Vec<&String> = overridden
            .iter()
            .filter(|(s, _)| s == server)
            .map(|(_, o)| o)
            .collect();
        if overrides.is_empty() || !after_mounts(*server) {
            continue;
        }
        let s = &mut servers[*server];
        let mut reasons = Vec::new();
        let methods = class_methods(&modules, chain);
        let line = fastmcp_line(&targets[*server]);
        // 4.x answers `tools/list` with `_on_list_tools`: an override of 3.x's handler never runs
        if line == fastmcp_py::Line::Four {
            overrides.retain(|o| !o.ends_with("._list_tools_mcp"));
        }
        let list_override = methods
            .iter()
            .find(|(n, _)| n == "_list_tools_mcp")
            .filter(|_| line == fastmcp_py::Line::Three);
        if let Some((_, list)) = list_override {
            let run = format!("{}._list_tools_mcp", list.class);
            overrides.retain(|o| **o != run);
            let wire: Vec<Map<String, Json>> = s.tools.iter().map(|t| t.wire.clone()).collect();
            match super::interp::run_list_override(&resolver, &modules, &methods, *list, &wire) {
                Ok(outcome) => {
                    let predicted = std::mem::take(&mut s.tools);
                    for listed in outcome.tools {
                        let mut t = predicted[listed.origin].clone();
                        t.wire = listed.wire;
                        if t.meta.conditional.is_none() {
                            t.meta.conditional = listed.condition;
                        }
                        s.tools.push(t);
                    }
                    overrides.retain(|o| !outcome.entered.contains(o));
                }
                Err(why) => {
                    reasons.push(format!(
                        "toolsight could not run the server's `{run}`, which decides what it lists: {why}"
                    ));
                }
            }
        }
        reasons.extend(overrides.into_iter().map(|o| override_reason(o)));
        for why in reasons {
            doubt(s, &why);
        }
    }
    // a mounted server is what its parent lists of it: shown there, not again on its own
    let shown_in_parent: Vec<usize> = mounted
        .iter()
        .filter(|m| m.parent != m.child)
        .map(|m| m.child)
        .collect();
    let mut servers: Vec<ServerPrediction> = servers
        .into_iter()
        .enumerate()
        .filter(|(i, _)| !shown_in_parent.contains(i))
        .map(|(_, s)| s)
        .collect();
    servers.extend(super::lowlevel::servers(&resolver, &modules, installed));
    servers.extend(super::agents::servers(
        &resolver, &modules, &given, installed,
    ));
    servers.extend(super::langchain::servers(
        &resolver, &modules, &given, installed,
    ));
    list_only_if_parsed(&modules, &imports, &mut servers);
    super::lost_texts::record(&modules, &mut servers);
    reached.resolutions = resolver.resolved.take();
    reached.quiet = quiet;
    servers
}

/// A module Python 3 may refuse lists the tools of every server that loads it only if it is
/// imported after all: the one that creates the server or registers on it imports the module,
/// directly or not. The entries are read as written.
fn list_only_if_parsed(
    modules: &[Module],
    imports: &HashMap<FileId, Vec<FileId>>,
    servers: &mut [ServerPrediction],
) {
    for m in modules {
        let src = m.file.text.as_str();
        let Some((at, why)) = super::syntax_errors::first_problem(m.file.tree.root_node(), src)
        else {
            continue;
        };
        let line = src[..at.start].matches('\n').count() + 1;
        let file = m.file.path.file_name().map_or_else(
            || m.file.path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        let problem = format!("`{file}` line {line}: {why}, which Python 3 refuses with `SyntaxError` when it imports the module, so the server may not start");
        let span = Span::new(m.file.id, at.start, at.end);
        for s in servers.iter_mut() {
            let mut files =
                std::iter::once(s.span.file).chain(s.tools.iter().map(|t| t.meta.span.file));
            if !files.any(|f| reaches(imports, f, m.file.id)) {
                continue;
            }
            for t in &mut s.tools {
                t.meta.add_condition(&problem, span);
            }
            // what stopped the reading may be the error itself
            if let Some(untraced) = s.untraced.as_mut() {
                untraced.push_str(&format!(" ({problem})"));
            }
        }
    }
}

/// Every tool of the server is approximate, for this reason.
fn doubt(server: &mut ServerPrediction, why: &str) {
    for t in &mut server.tools {
        t.meta.exact = false;
        t.meta.unknown.push(UnknownPart {
            pointer: String::new(),
            reason: why.to_string(),
        });
    }
}

fn override_reason(method: &str) -> String {
    format!("the server's class defines `{method}`, which may change its tools in a way toolsight does not follow")
}

/// The class statement of the module named `class`, at its top level.
fn top_level_class<'t>(m: &'t Module, class: &str) -> Option<Node<'t>> {
    let root = m.file.tree.root_node();
    definition_in(root, "class_definition", class, &m.file.text)
}

/// The `kind` definition (`class_definition`, `function_definition`) named `name` among the
/// statements of `block`, decorated or not.
fn definition_in<'t>(block: Node<'t>, kind: &str, name: &str, src: &str) -> Option<Node<'t>> {
    let mut c = block.walk();
    let found = block
        .named_children(&mut c)
        .filter_map(|stmt| match stmt.kind() {
            "decorated_definition" => stmt.field("definition"),
            _ => Some(stmt),
        })
        .find(|d| d.kind() == kind && d.field("name").is_some_and(|n| text(n, src) == name));
    found
}

/// The methods of a server's project classes, the most derived class's first.
fn class_methods<'t>(
    modules: &'t [Module],
    chain: &[(FileId, String)],
) -> Vec<(String, super::interp::Method<'t>)> {
    let mut out = Vec::new();
    for (file, class) in chain {
        let Some(module) = modules.iter().position(|m| m.file.id == *file) else {
            continue;
        };
        let m = &modules[module];
        let src = m.file.text.as_str();
        let Some(def) = top_level_class(m, class) else {
            continue;
        };
        let (Some(body), Some(class)) =
            (def.field("body"), def.field("name").map(|n| text(n, src)))
        else {
            continue;
        };
        let mut c = body.walk();
        for stmt in body.named_children(&mut c) {
            let function = match stmt.kind() {
                "decorated_definition" => stmt.field("definition"),
                _ => Some(stmt),
            };
            let Some(function) = function.filter(|f| f.kind() == "function_definition") else {
                continue;
            };
            let Some(name) = function.field("name") else {
                continue;
            };
            out.push((
                text(name, src).to_string(),
                super::interp::Method {
                    module,
                    class,
                    def: function,
                },
            ));
        }
    }
    out
}

/// A server a module-level function creates in its body, under a local name.
struct LocalServer<'t> {
    module: usize,
    function_name: String,
    function: Node<'t>,
    name: String,
    server: usize,
}

/// What every walk of a run's registrations reads: its modules (and the module constants a
/// tool's options name) and its servers' targets.
struct Run<'a> {
    resolver: &'a Resolver<'a>,
    modules: &'a [Module],
    tops: &'a TopLevel<'a>,
    /// Each module's functions (by the module's index), listed once per run.
    functions: &'a [Vec<(&'a str, Node<'a>)>],
    targets: &'a [Target],
    /// The only registering top-level statements read in one module (file, bytes).
    focus: Option<(FileId, std::ops::Range<usize>)>,
    /// The top-level statements of that module (node ids): `Node::parent` searches down from
    /// the root, through every statement before the node.
    focus_statements: HashSet<usize>,
    /// The byte ranges of the methods of the registries whose decorator factories decorate
    /// tools (file, start, end): the registrations written there are read (or said to be
    /// unknown) at each function they decorate.
    ran: RefCell<Vec<(FileId, usize, usize)>>,
}

impl<'a> Run<'a> {
    /// What names in `module` mean as constants, through the run's modules.
    fn constants<'m>(&'m self, module: &'m Module) -> Constants<'m> {
        Constants {
            resolver: self.resolver,
            modules: self.modules,
            module,
        }
    }

    /// The functions defined at the top of `m`.
    fn functions_of(&self, m: &Module) -> &'a [(&'a str, Node<'a>)] {
        let functions: &'a [Vec<(&'a str, Node<'a>)>] = self.functions;
        self.modules
            .iter()
            .position(|o| o.file.id == m.file.id)
            .map_or(&[], |i| &functions[i])
    }

    /// Whether `stmt`, a statement of `m`, is left unread because the run reads only the
    /// statements around an edit.
    fn outside_focus(&self, m: &Module, stmt: Node) -> bool {
        self.focus.as_ref().is_some_and(|(file, bytes)| {
            *file == m.file.id
                && !(stmt.start_byte() <= bytes.end && bytes.start <= stmt.end_byte())
                && matches!(stmt.kind(), "decorated_definition" | "expression_statement")
                && self.focus_statements.contains(&stmt.id())
        })
    }

    /// Reads the registrations on a server a function creates: in the function's body, and,
    /// where the function returns it, in each caller that keeps it in a name
    /// (`server = create_server(...)`). Returns the modules that name the server and why some
    /// of its registrations may not be seen.
    fn local_server(&self, l: &LocalServer, found: &mut Vec<Found>) -> (Vec<FileId>, Vec<String>) {
        let m = &self.modules[l.module];
        let mut untraced = Vec::new();
        let Some(body) = l.function.field("body") else {
            return (Vec::new(), untraced);
        };
        // `return server` hands it to the callers, which are read below
        let returned = returned_as(body, &m.file.text, &l.name, m.file.id);
        untraced.extend(self.registrations_in(m, body, &l.name, l.server, &returned, None, found));
        let mut callers = Vec::new();
        if returned.is_empty() {
            return (callers, untraced);
        }
        let calls = self.calls_of(m, &l.function_name);
        if calls.is_empty() {
            // its callers may be in a module the run did not read (one that never names mcp)
            untraced.push(format!(
                "`{}` returns the server, and no module toolsight read calls it, so what its callers register is not seen",
                l.function_name
            ));
        }
        for (index, call) in calls {
            let caller = &self.modules[index];
            let src = caller.file.text.as_str();
            let line = call.start_position().row + 1;
            callers.push(caller.file.id);
            let mut used = call.parent();
            if used.is_some_and(|p| p.kind() == "await") {
                used = used.and_then(|p| p.parent());
            }
            let kept = used.filter(|p| p.kind() == "assignment").and_then(|a| {
                let left = a.field("left")?;
                (left.kind() == "identifier" && a.field("right")?.id() != left.id())
                    .then(|| text(left, src).to_string())
            });
            match (kept, used) {
                (Some(name), _) => {
                    let enclosing = enclosing_body(call).unwrap_or(caller.file.tree.root_node());
                    // its body was read above; a second walk would register its tools twice
                    let factory = (m.file.id, l.function.start_byte());
                    untraced.extend(self.registrations_in(
                        caller,
                        enclosing,
                        &name,
                        l.server,
                        &[],
                        Some(factory),
                        found,
                    ));
                }
                // `create_server().run()`
                (None, Some(a))
                    if a.kind() == "attribute"
                        && registration_is_read(a, caller, self, &self.targets[l.server]) => {}
                _ => untraced.push(format!(
                    "the server `{}` returns is used at line {line} in a way toolsight does not follow, which may register tools on it",
                    l.function_name
                )),
            }
        }
        (callers, untraced)
    }

    /// Walks `body` for the registrations on `name`, the server `server`, and says where the
    /// server goes that the walk does not follow.
    #[allow(clippy::too_many_arguments)]
    fn registrations_in(
        &self,
        m: &Module,
        body: Node,
        name: &str,
        server: usize,
        handed_back: &[(FileId, u32)],
        entered: Option<(FileId, usize)>,
        found: &mut Vec<Found>,
    ) -> Vec<String> {
        let scope = Scope {
            bindings: vec![(name.to_string(), server)],
            run: self,
            deferred: RefCell::default(),
            entered: RefCell::new(entered.into_iter().collect()),
            registries: RefCell::default(),
            aliases: RefCell::default(),
        };
        let mut handed = handed_back.to_vec();
        walk(
            self.resolver,
            self.modules,
            m,
            body,
            &scope,
            0,
            None,
            None,
            found,
            &mut handed,
        );
        let mut untraced = Vec::new();
        let entered = scope.entered.borrow();
        for (at, _, why) in scope.deferred.borrow().iter() {
            if !entered.contains(at) {
                untraced.push(why.clone());
            }
        }
        untraced.extend(escapes(body, m, name, self, &handed, &self.targets[server]));
        untraced
    }

    /// The calls of the module-level function `function` of `m`, by its name there and by the
    /// names other modules of the run import it as: the module's index and the call.
    fn calls_of<'m>(&self, m: &Module, function: &str) -> Vec<(usize, Node<'m>)>
    where
        Self: 'm,
    {
        let mut out = Vec::new();
        for (index, o) in self.modules.iter().enumerate() {
            let mut names: Vec<&str> = Vec::new();
            if o.file.id == m.file.id {
                names.push(function);
            }
            for (local, qualified) in o.names.imports() {
                let Some((module, imported)) = qualified.rsplit_once('.') else {
                    continue;
                };
                if imported == function
                    && self.resolver.resolve(&o.file.path, module) == Some(m.file.id)
                {
                    names.push(local);
                }
            }
            if names.is_empty() {
                continue;
            }
            let src = o.file.text.as_str();
            let mut stack = vec![o.file.tree.root_node()];
            let mut seen = 0usize;
            while let Some(n) = stack.pop() {
                seen += 1;
                if seen > MAX_NODES_SEARCHED {
                    break;
                }
                if n.kind() == "call"
                    && n.field("function")
                        .is_some_and(|f| f.kind() == "identifier" && names.contains(&text(f, src)))
                {
                    out.push((index, n));
                }
                let mut c = n.walk();
                stack.extend(n.named_children(&mut c));
            }
        }
        out.sort_by_key(|(i, n)| (*i, n.start_byte()));
        out
    }
}

/// Nodes searched for the callers of a function in one module, at most.
const MAX_NODES_SEARCHED: usize = 1_000_000;

/// Where `return <name>` hands the server back, in `body` but not in the functions it defines.
fn returned_as(body: Node, src: &str, name: &str, id: FileId) -> Vec<(FileId, u32)> {
    let mut out = Vec::new();
    let mut stack = vec![body];
    while let Some(n) = stack.pop() {
        if matches!(
            n.kind(),
            "function_definition" | "lambda" | "class_definition"
        ) {
            continue;
        }
        if n.kind() == "return_statement" {
            if let Some(v) = n
                .named_child(0)
                .filter(|v| v.kind() == "identifier" && text(*v, src) == name)
            {
                out.push((id, v.start_byte() as u32));
            }
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    out
}

/// The body of the function a node is in, if any.
fn enclosing_body(node: Node) -> Option<Node> {
    let mut at = node.parent();
    while let Some(n) = at {
        if n.kind() == "function_definition" {
            return n.field("body");
        }
        at = n.parent();
    }
    None
}

/// Imported classes chained through re-exports are followed this many modules deep.
const MAX_REEXPORTS: usize = 8;

/// Makes the names of every module mean the classes of the project modules they import (and
/// the ones those re-export), then reads every class's fields with those names, into one
/// table of classes every module's names share.
fn link_classes(resolver: &Resolver, modules: &mut [Module], tops: &TopLevel) {
    let index: HashMap<FileId, usize> = modules
        .iter()
        .enumerate()
        .map(|(i, m)| (m.file.id, i))
        .collect();
    for _ in 0..MAX_REEXPORTS {
        let mut links: Vec<(usize, String, Class)> = Vec::new();
        for (i, m) in modules.iter().enumerate() {
            let module = |q: &str| {
                resolver
                    .resolve(&m.file.path, q)
                    .and_then(|id| index.get(&id))
                    .map(|at| &modules[*at])
            };
            let through_module = |q: &str, links: &mut Vec<(usize, String, Class)>| {
                if let Some(t) = module(q) {
                    for (name, c) in t.names.exports() {
                        links.push((i, format!("{q}.{name}"), c));
                    }
                }
            };
            for (_, q) in m.names.imports() {
                // `from .models import Query`: a class of that module
                if let Some(c) = q
                    .rsplit_once('.')
                    .and_then(|(from, name)| module(from)?.names.exported(name))
                {
                    links.push((i, q.to_string(), c.clone()));
                }
                // `import app.models as m`: `m.Query`
                through_module(q, &mut links);
            }
            for q in m
                .names
                .imports_in_order()
                .filter_map(|q| q.strip_suffix('.'))
            {
                through_module(q, &mut links);
            }
            // `from .models import *`: the classes by their own names
            for q in m.names.star_imports() {
                if let Some(t) = module(q) {
                    links.extend(t.names.star_exports().into_iter().map(|(n, c)| (i, n, c)));
                }
            }
        }
        let mut changed = false;
        for (i, name, class) in links {
            changed |= modules[i].names.link(name, class);
        }
        if !changed {
            break;
        }
    }
    link_aliases(resolver, modules, &index, tops);
    let all: Vec<(&Names, &[Node], &str)> = modules
        .iter()
        .map(|m| (&m.names, tops.of_file(m.file.id), m.file.text.as_str()))
        .collect();
    let models = Rc::new(eval::read_all(&all));
    for m in modules.iter_mut() {
        m.names.models = Rc::clone(&models);
    }
}

/// Makes the names of every module mean the type aliases of the project: a module's own
/// (`Path = Annotated[str, Field(...)]`, `Mode = Literal["a", "b"]`, `Id: TypeAlias = int`,
/// assigned once at its top level) and the ones it imports, an alias of an alias too.
/// `type X = ...` is left out: pydantic lists such an alias as a definition of its own.
fn link_aliases(
    resolver: &Resolver,
    modules: &mut [Module],
    index: &HashMap<FileId, usize>,
    tops: &TopLevel,
) {
    // an alias naming one not linked yet waits for a later pass; the last one takes what is left
    let mut last = false;
    for pass in 0..=MAX_REEXPORTS {
        last |= pass == MAX_REEXPORTS;
        let mut links: Vec<(usize, String, PyType)> = Vec::new();
        for (i, m) in modules.iter().enumerate() {
            let src = m.file.text.as_str();
            for (name, value) in alias_assignments(m, tops.of_file(m.file.id)) {
                if m.names.alias(&name).is_some() {
                    continue;
                }
                let ty = eval::annotation(value, src, &m.names, 0);
                if !matches!(ty, PyType::Unknown(_)) && (last || !has_unknown(&ty, 0)) {
                    links.push((i, name, ty));
                }
            }
            for (_, q) in m.names.imports() {
                let Some((from, name)) = q.rsplit_once('.') else {
                    continue;
                };
                let owner = resolver
                    .resolve(&m.file.path, from)
                    .and_then(|id| index.get(&id))
                    .map(|at| &modules[*at]);
                if let Some(ty) = owner.and_then(|o| o.names.alias(name)) {
                    links.push((i, q.to_string(), ty.clone()));
                }
            }
        }
        let mut changed = false;
        for (i, name, ty) in links {
            changed |= modules[i].names.link_alias(name, ty);
        }
        if !changed {
            if last {
                break;
            }
            last = true;
        }
    }
}

/// Whether a part of the type is not known.
fn has_unknown(ty: &PyType, depth: usize) -> bool {
    if depth > 64 {
        return true;
    }
    match ty {
        PyType::Unknown(_) => true,
        PyType::List(t) | PyType::Set(t) | PyType::Annotated(t, _) => has_unknown(t, depth + 1),
        PyType::Dict(k, v) => has_unknown(k, depth + 1) || has_unknown(v, depth + 1),
        PyType::Tuple(ts) | PyType::Union(ts) => ts.iter().any(|t| has_unknown(t, depth + 1)),
        _ => false,
    }
}

/// The module's top-level `X = <type>` and `X: TypeAlias = <type>` bound nowhere else: each
/// name and the expression.
fn alias_assignments<'t>(m: &'t Module, statements: &[Node<'t>]) -> Vec<(String, Node<'t>)> {
    let src = m.file.text.as_str();
    let mut assigned: HashMap<&str, usize> = HashMap::new();
    let mut out = Vec::new();
    for &stmt in statements {
        let Some(a) = stmt
            .named_child(0)
            .filter(|a| stmt.kind() == "expression_statement" && a.kind() == "assignment")
        else {
            continue;
        };
        let Some(left) = a.field("left").filter(|l| l.kind() == "identifier") else {
            continue;
        };
        let name = text(left, src);
        *assigned.entry(name).or_default() += 1;
        let declared = a.field("type").map(|t| text(t, src));
        if !matches!(
            declared,
            None | Some("TypeAlias" | "typing.TypeAlias" | "typing_extensions.TypeAlias")
        ) {
            continue;
        }
        let Some(value) = a.field("right") else {
            continue;
        };
        // what may name a type: the other expressions are values
        if matches!(
            value.kind(),
            "identifier" | "attribute" | "subscript" | "generic_type" | "binary_operator"
        ) {
            out.push((name.to_string(), value));
        }
    }
    out.retain(|(n, _)| {
        assigned.get(n.as_str()) == Some(&1) && !mentions(src, &format!("global {n}"))
    });
    out
}

/// A registration found: on which server, what it gives, and where it runs (the top-level
/// statement of a module whose execution reaches it), for ordering.
struct Found {
    server: usize,
    tool: Result<ToolPrediction, ServerError>,
    site: (FileId, usize),
    /// `false` for an error of the module rather than of a registration.
    registration: bool,
    /// Why the registration may not run, when toolsight cannot decide that it does.
    condition: Condition,
}

/// Finds the registrations under `node` on the servers `scope` names, following calls that
/// hand a server to a function of the run. `handed` collects the server names it followed.
#[allow(clippy::too_many_arguments)]
fn walk(
    resolver: &Resolver,
    modules: &[Module],
    m: &Module,
    node: Node,
    scope: &Scope,
    depth: usize,
    site: Option<(FileId, usize)>,
    condition: Condition,
    found: &mut Vec<Found>,
    handed: &mut Vec<(FileId, u32)>,
) {
    let src = m.file.text.as_str();
    let functions = || scope.run.functions_of(m);
    let mut stack: Vec<(Node, Condition)> = vec![(node, condition)];
    while let Some((n, condition)) = stack.pop() {
        if depth == 0 && scope.run.outside_focus(m, n) {
            continue;
        }
        match n.kind() {
            // a function's body runs when it is called, not where it is defined
            "function_definition" | "lambda" => {
                defer(m, n, scope);
                continue;
            }
            "if_statement" => {
                stack.extend(branches(scope.run, m, n, &condition).into_iter().rev());
                continue;
            }
            "while_statement" => {
                let why = format!("the `while {}` loop", snippet(n.field("condition"), src));
                let at = Span::new(m.file.id, n.start_byte(), n.end_byte());
                let mut c = n.walk();
                let children: Vec<Node> = n.named_children(&mut c).collect();
                stack.extend(
                    children
                        .into_iter()
                        .rev()
                        .map(|b| (b, condition.clone().or(Some((why.clone(), at))))),
                );
                continue;
            }
            "assignment" => {
                if let Some((registry, arg)) = registry_made(resolver, modules, m, n, scope) {
                    handed.push((m.file.id, arg));
                    scope.registries.borrow_mut().push(registry);
                }
            }
            "for_statement" => {
                let looped =
                    module_loop(resolver, modules, m, n).or_else(|| function_loop(scope.run, m, n));
                if let (Some((var, names)), Some(body)) = (looped, n.field("body")) {
                    for name in names {
                        scope.aliases.borrow_mut().push((var.clone(), name));
                        walk(
                            resolver,
                            modules,
                            m,
                            body,
                            scope,
                            depth + 1,
                            site,
                            condition.clone(),
                            found,
                            handed,
                        );
                        scope.aliases.borrow_mut().pop();
                    }
                    continue;
                }
            }
            _ => {}
        }
        let tool = match n.kind() {
            "decorated_definition" => decorated_tool(&m.file, n, &m.names, scope),
            "call" => called_tool(&m.file, n, scope),
            _ => None,
        };
        let here = site.unwrap_or((m.file.id, n.start_byte()));
        if let Some((server, tool)) = tool {
            // a tool registered disabled (`enabled=False`) is not listed
            if let Some(tool) = tool.transpose() {
                found.push(Found {
                    server,
                    tool,
                    site: here,
                    registration: true,
                    condition: condition.clone(),
                });
            }
            if n.kind() == "decorated_definition" {
                continue;
            }
        }
        if n.kind() == "call" && depth < MAX_CALL_DEPTH {
            follow_call(
                resolver, modules, m, n, scope, depth, here, &condition, found, handed,
            );
            enter_call(
                resolver,
                modules,
                m,
                n,
                functions(),
                scope,
                depth,
                here,
                &condition,
                found,
                handed,
            );
        }
        // in source order: the stack pops the last child first
        if n.kind() == "module" {
            let statements = scope.run.tops.of_file(m.file.id);
            stack.extend(statements.iter().rev().map(|c| (*c, condition.clone())));
        } else {
            let mut c = n.walk();
            let children: Vec<Node> = n.named_children(&mut c).collect();
            // a statement below an `if` that may return or raise runs only when it did not
            let in_block = n.kind() == "block";
            let mut running = condition.clone();
            let mut conditioned = Vec::with_capacity(children.len());
            for child in children {
                conditioned.push((child, running.clone()));
                if in_block && running.is_none() {
                    running = early_exit(scope.run, m, child);
                }
            }
            stack.extend(conditioned.into_iter().rev());
        }
    }
}

/// When `stmt` is an `if` one of whose branches that may run returns or raises, or skips the
/// rest of the loop body it is in with `continue` or `break`: why the statements after it may
/// not run.
fn early_exit(run: &Run, m: &Module, stmt: Node) -> Condition {
    // the words searched in the text first: most `if`s neither return, raise nor skip
    let written = text(stmt, &m.file.text);
    let may_leave = ["return", "raise", "continue", "break"]
        .iter()
        .any(|w| written.contains(w));
    if stmt.kind() != "if_statement" || !may_leave {
        return None;
    }
    // how the branch leaves: `return`/`raise` from anywhere in it, `continue`/`break` not
    // from a loop of its own
    let exit = |body: Node| {
        let mut stack = vec![(body, false)];
        let mut skips = false;
        while let Some((n, in_loop)) = stack.pop() {
            match n.kind() {
                "return_statement" | "raise_statement" => return Some(Exit::Leaves),
                "continue_statement" | "break_statement" if !in_loop => skips = true,
                "function_definition" | "lambda" | "class_definition" => continue,
                _ => {}
            }
            let inner = in_loop || matches!(n.kind(), "for_statement" | "while_statement");
            let mut c = n.walk();
            stack.extend(n.named_children(&mut c).map(|ch| (ch, inner)));
        }
        skips.then_some(Exit::Skips)
    };
    let exits: Vec<Exit> = branches(run, m, stmt, &None)
        .into_iter()
        .filter_map(|(body, _)| exit(body))
        .collect();
    let how = if exits.contains(&Exit::Leaves) {
        "may return or raise first"
    } else if exits.contains(&Exit::Skips) {
        "may skip it with `continue` or `break`"
    } else {
        return None;
    };
    let condition = snippet(stmt.field("condition"), &m.file.text);
    let at = Span::new(m.file.id, stmt.start_byte(), stmt.end_byte());
    Some((format!("the `if {condition}` above it {how}"), at))
}

/// How a branch may end the statements after it.
#[derive(PartialEq)]
enum Exit {
    /// the function or module: `return`, `raise`
    Leaves,
    /// the loop iteration: `continue`, `break`
    Skips,
}

/// The first line of `node`'s text, at most 60 characters.
fn snippet(node: Option<Node>, src: &str) -> String {
    let t = node.map_or("", |n| text(n, src));
    let line = t.lines().next().unwrap_or("");
    match line.char_indices().nth(60) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line.to_string(),
    }
}

/// Notes a function defined where a walk is whose body names a server of the scope: its tools
/// register only when it is called (a walk that follows the call says so in `entered`).
fn defer(m: &Module, def: Node, scope: &Scope) {
    let src = m.file.text.as_str();
    let body = text(def, src);
    // `{name}.tool` or `{name}.add_tool` in the body (every function of a module, on every
    // keystroke: searched without building the words)
    let Some((name, server)) = scope.bindings.iter().find(|(name, _)| {
        memchr::memmem::find_iter(body.as_bytes(), name.as_bytes()).any(|at| {
            let rest = &body[at + name.len()..];
            rest.starts_with(".tool") || rest.starts_with(".add_tool")
        })
    }) else {
        return;
    };
    let line = def.start_position().row + 1;
    let function = def
        .field("name")
        .map_or("a lambda".to_string(), |n| format!("`{}`", text(n, src)));
    scope.deferred.borrow_mut().push((
        (m.file.id, def.start_byte()),
        *server,
        format!("{function} at line {line} registers on `{name}` when it is called, which toolsight does not see happen"),
    ));
}

/// `setup()`: a function of the module called without a server, whose body registers on a
/// server of the scope by its module-level name; walked where it is called.
#[allow(clippy::too_many_arguments)]
fn enter_call(
    resolver: &Resolver,
    modules: &[Module],
    m: &Module,
    call: Node,
    functions: &[(&str, Node)],
    scope: &Scope,
    depth: usize,
    site: (FileId, usize),
    condition: &Condition,
    found: &mut Vec<Found>,
    handed: &mut Vec<(FileId, u32)>,
) {
    let src = m.file.text.as_str();
    let Some(callee) = call.field("function").filter(|f| f.kind() == "identifier") else {
        return;
    };
    let (positional, _) = eval::arguments(call, src);
    if positional
        .iter()
        .any(|a| a.kind() == "identifier" && scope.server(text(*a, src)).is_some())
    {
        return; // `follow_call` binds the server to the parameter
    }
    let Some((_, function)) = functions.iter().find(|(n, _)| *n == text(callee, src)) else {
        return;
    };
    let at = (m.file.id, function.start_byte());
    if scope.entered.borrow().contains(&at) {
        return; // a second call registers the same tools again, which changes nothing
    }
    scope.entered.borrow_mut().push(at);
    if let Some(body) = function.field("body") {
        walk(
            resolver,
            modules,
            m,
            body,
            scope,
            depth + 1,
            Some(site),
            condition.clone(),
            found,
            handed,
        );
    }
}

/// The bodies of an `if` chain that may run, each with its condition: a branch toolsight
/// decides is taken runs under the enclosing condition, one decided never taken is left out,
/// and any other branch runs under its own condition.
fn branches<'t>(
    run: &Run,
    m: &Module,
    stmt: Node<'t>,
    enclosing: &Condition,
) -> Vec<(Node<'t>, Condition)> {
    branches_in(&run.constants(m), m, stmt, enclosing)
}

/// [`branches`], deciding with the constants of `m`.
fn branches_in<'t>(
    consts: &Constants,
    m: &Module,
    stmt: Node<'t>,
    enclosing: &Condition,
) -> Vec<(Node<'t>, Condition)> {
    let src = m.file.text.as_str();
    let at = Span::new(m.file.id, stmt.start_byte(), stmt.end_byte());
    let mut arms: Vec<(Option<Node>, Option<Node>)> =
        vec![(stmt.field("condition"), stmt.field("consequence"))];
    let mut c = stmt.walk();
    for alt in stmt.children_by_field_name("alternative", &mut c) {
        match alt.kind() {
            "elif_clause" => arms.push((alt.field("condition"), alt.field("consequence"))),
            _ => arms.push((None, alt.field("body"))),
        }
    }
    let mut out = Vec::new();
    // whether an earlier arm was taken: decided no, decided yes, or not known
    let mut earlier: Option<bool> = Some(false);
    let mut written: Vec<String> = Vec::new();
    for (test, body) in arms {
        let this = test.map_or(Some(true), |t| decide_at(t, m, consts, 0));
        let why = match test {
            Some(t) => format!("`{}`", snippet(Some(t), src)),
            None => format!("the `else` of `{}`", written.join("`, `")),
        };
        written.extend(test.map(|t| snippet(Some(t), src)));
        let runs = match (earlier, this) {
            (Some(true), _) | (_, Some(false)) => continue,
            (Some(false), Some(true)) => enclosing.clone(),
            _ => enclosing.clone().or(Some((why, at))),
        };
        out.extend(body.map(|b| (b, runs)));
        earlier = match (earlier, this) {
            (Some(false), Some(true)) => Some(true),
            (Some(false), Some(false)) => Some(false),
            _ => None,
        };
    }
    out
}

/// The statements of a module that run when it loads, in order, each with its condition: the
/// top level, and the bodies of its `if` chains that may run (as [`branches`] decides them,
/// nested at most a few deep). Also the bodies decided never to run, whose statements are read
/// (they make nothing) rather than untraced.
fn module_statements<'t>(
    consts: &Constants,
    m: &Module,
    root: Node<'t>,
) -> (Vec<(Node<'t>, Condition)>, Vec<Node<'t>>) {
    fn walk<'t>(
        consts: &Constants,
        m: &Module,
        block: Node<'t>,
        condition: &Condition,
        depth: usize,
        out: &mut (Vec<(Node<'t>, Condition)>, Vec<Node<'t>>),
    ) {
        let mut c = block.walk();
        for stmt in block.named_children(&mut c) {
            if stmt.kind() != "if_statement" || depth >= MAX_IF_DEPTH {
                out.0.push((stmt, condition.clone()));
                continue;
            }
            let taken = branches_in(consts, m, stmt, condition);
            let mut c2 = stmt.walk();
            let arms = std::iter::once(stmt.field("consequence")).chain(
                stmt.children_by_field_name("alternative", &mut c2)
                    .map(|alt| alt.field("consequence").or_else(|| alt.field("body"))),
            );
            for body in arms.flatten() {
                if !taken.iter().any(|(b, _)| *b == body) {
                    out.1.push(body);
                }
            }
            for (body, condition) in taken {
                walk(consts, m, body, &condition, depth + 1, out);
            }
        }
    }
    let mut out = (Vec::new(), Vec::new());
    walk(consts, m, root, &None, 0, &mut out);
    out
}

/// The tools an agent framework's module makes while it loads (no server object: they are the
/// module's own), in the order its statements run, into the `if`s whose bodies may run.
/// `made_tool` finds a statement's tool function and keywords, `tool` makes its entry. A failure
/// that always happens stops the module and fails it; one under a condition toolsight cannot
/// decide makes every tool approximate. Also the statements read, which are not untraced.
pub(super) fn module_tools<'m>(
    m: &'m Module,
    consts: &Constants,
    target: Target,
    made_tool: impl Fn(Node<'m>) -> Option<(Node<'m>, Vec<(String, Node<'m>)>)>,
    tool: impl Fn(
        Node<'m>,
        Vec<(String, Node<'m>)>,
        Span,
        &Target,
    ) -> Result<ToolPrediction, ServerError>,
) -> (ServerPrediction, Vec<Node<'m>>) {
    let mut server = ServerPrediction {
        constructed: false,
        ..ServerPrediction::made(Span::new(m.file.id, 0, 0), target)
    };
    let (statements, mut read) = module_statements(consts, m, m.file.tree.root_node());
    let mut doubts: Vec<String> = Vec::new();
    for (stmt, condition) in statements {
        let Some((function, options)) = made_tool(stmt) else {
            continue;
        };
        read.push(stmt);
        let span = Span::new(m.file.id, stmt.start_byte(), stmt.end_byte());
        if server.registered == 0 {
            server.span = span;
        }
        server.registered += 1;
        match (tool(function, options, span, &server.target), condition) {
            (Ok(mut t), condition) => {
                t.meta.conditional = t.meta.conditional.or(condition);
                server.tools.push(t);
            }
            (Err(e), Some((why, _))) => doubts.push(format!(
                "`{}` may stop the module, under {why}",
                e.message.lines().next().unwrap_or("")
            )),
            (Err(e), None) => {
                server.error = Some(e);
                break;
            }
        }
    }
    for t in &mut server.tools {
        for why in &doubts {
            t.meta.exact = false;
            t.meta.unknown.push(UnknownPart {
                pointer: String::new(),
                reason: why.clone(),
            });
        }
    }
    (server, read)
}

/// How deep [`module_statements`] follows `if`s inside `if`s.
const MAX_IF_DEPTH: usize = 8;

/// Whether an `if` condition holds when the module runs, where toolsight can tell: literals,
/// `not`, `and`/`or`, `typing.TYPE_CHECKING`, module constants assigned once from those, and
/// the declared environment (`os.getenv("K") == "1"`, `"K" in os.environ`).
fn decide_at(cond: Node, m: &Module, consts: &Constants, depth: usize) -> Option<bool> {
    if depth > 16 {
        return None;
    }
    let src = m.file.text.as_str();
    match cond.kind() {
        "comparison_operator" => compare(cond, m, consts),
        // `import typing` then `if typing.TYPE_CHECKING:`
        "attribute"
            if m.names.qualified(cond, src).is_some_and(|q| {
                matches!(
                    q.as_str(),
                    "typing.TYPE_CHECKING" | "typing_extensions.TYPE_CHECKING"
                )
            }) =>
        {
            Some(false)
        }
        "call" | "subscript" | "attribute" | "string" | "concatenated_string" => {
            consts.json(cond).ok().map(|v| truthy(&v))
        }
        "true" => Some(true),
        "false" | "none" => Some(false),
        "integer" => text(cond, src)
            .replace('_', "")
            .parse::<i64>()
            .ok()
            .map(|v| v != 0),
        "parenthesized_expression" => decide_at(cond.named_child(0)?, m, consts, depth + 1),
        "not_operator" => decide_at(cond.field("argument")?, m, consts, depth + 1).map(|b| !b),
        "boolean_operator" => {
            let left = decide_at(cond.field("left")?, m, consts, depth + 1);
            let right = decide_at(cond.field("right")?, m, consts, depth + 1);
            let op = cond.field("operator").map_or("", |o| text(o, src));
            match (op, left, right) {
                ("and", Some(false), _) | ("and", _, Some(false)) => Some(false),
                ("and", Some(true), Some(true)) => Some(true),
                ("or", Some(true), _) | ("or", _, Some(true)) => Some(true),
                ("or", Some(false), Some(false)) => Some(false),
                _ => None,
            }
        }
        "identifier" => {
            let name = text(cond, src);
            if m.names.imports().any(|(l, q)| {
                l == name
                    && matches!(
                        q,
                        "typing.TYPE_CHECKING" | "typing_extensions.TYPE_CHECKING"
                    )
            }) {
                return Some(false);
            }
            // a name assigned once at the top of the module and never declared `global`
            if mentions(src, &format!("global {name}")) {
                return None;
            }
            let root = m.file.tree.root_node();
            let mut c = root.walk();
            let assigned: Vec<Node> = root
                .named_children(&mut c)
                .filter_map(|s| {
                    (s.kind() == "expression_statement")
                        .then(|| s.named_child(0))
                        .flatten()
                })
                .filter(|a| matches!(a.kind(), "assignment" | "augmented_assignment"))
                .filter(|a| a.field("left").is_some_and(|l| text(l, src) == name))
                .collect();
            match assigned.as_slice() {
                [a] if a.kind() == "assignment" => {
                    decide_at(a.field("right")?, m, consts, depth + 1)
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// A comparison of two values toolsight can evaluate: `==`, `!=`, `is`, `is not` on strings,
/// `None`, booleans and integers; `in`, `not in` a literal collection or a string, and a
/// variable `in os.environ`.
fn compare(cond: Node, m: &Module, consts: &Constants) -> Option<bool> {
    let src = m.file.text.as_str();
    let mut c = cond.walk();
    let operands: Vec<Node> = cond
        .named_children(&mut c)
        .filter(|n| n.kind() != "comment")
        .collect();
    let mut c = cond.walk();
    let operators: Vec<String> = cond
        .children(&mut c)
        .filter(|n| !n.is_named())
        .map(|n| {
            text(n, src)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let ([left, right], [op]) = (operands.as_slice(), operators.as_slice()) else {
        return None;
    };
    let comparable = |v: &Json| match v {
        Json::Number(n) => n.is_i64(),
        Json::String(_) | Json::Null | Json::Bool(_) => true,
        _ => false,
    };
    let value = |n: Node| consts.json(n).ok().filter(comparable);
    // Python's `True == 1` holds: only values of one kind, or `None`, are compared here
    let same_kind = |a: &Json, b: &Json| {
        a.is_null() || b.is_null() || std::mem::discriminant(a) == std::mem::discriminant(b)
    };
    let member = |negated: bool| -> Option<bool> {
        if m.names.qualified(*right, src).as_deref() == Some("os.environ") {
            let key = eval::string(*left, src).ok()?;
            return m.environ.contains(&key).map(|b| b != negated);
        }
        let needle = value(*left)?;
        let found = match right.kind() {
            "tuple" | "list" | "set" => {
                let mut c = right.walk();
                let items: Vec<Json> = right
                    .named_children(&mut c)
                    .filter(|n| n.kind() != "comment")
                    .map(value)
                    .collect::<Option<_>>()?;
                if !items.iter().all(|i| same_kind(i, &needle)) {
                    return None;
                }
                items.contains(&needle)
            }
            _ => match (value(*right)?, needle) {
                (Json::String(hay), Json::String(n)) => hay.contains(&n),
                _ => return None,
            },
        };
        Some(found != negated)
    };
    let equal = || {
        let (a, b) = (value(*left)?, value(*right)?);
        same_kind(&a, &b).then(|| a == b)
    };
    match op.as_str() {
        "==" | "is" => equal(),
        "!=" | "is not" => equal().map(|e| !e),
        "in" => member(false),
        "not in" => member(true),
        _ => None,
    }
}

/// Python's truth of a value.
pub(super) fn truthy(v: &Json) -> bool {
    match v {
        Json::Null => false,
        Json::Bool(b) => *b,
        Json::Number(n) => n.as_f64() != Some(0.0),
        Json::String(s) => !s.is_empty(),
        Json::Array(a) => !a.is_empty(),
        Json::Object(o) => !o.is_empty(),
    }
}

/// `register(mcp)`: a function of the run handed a server (or a registry made with one),
/// walked with its parameter bound. The function is the module's, one it imports, or one of a
/// project module it names (`tools_module.register(mcp)`, also through a loop variable).
#[allow(clippy::too_many_arguments)]
fn follow_call(
    resolver: &Resolver,
    modules: &[Module],
    m: &Module,
    call: Node,
    scope: &Scope,
    depth: usize,
    site: (FileId, usize),
    condition: &Condition,
    found: &mut Vec<Found>,
    handed: &mut Vec<(FileId, u32)>,
) {
    let src = m.file.text.as_str();
    let (positional, _) = eval::arguments(call, src);
    let servers: Vec<(usize, usize, Node)> = positional
        .iter()
        .enumerate()
        .filter(|(_, a)| a.kind() == "identifier")
        .filter_map(|(i, a)| Some((i, scope.server(text(*a, src))?, *a)))
        .collect();
    let registries: Vec<(usize, Registry, Node)> = positional
        .iter()
        .enumerate()
        .filter(|(_, a)| a.kind() == "identifier")
        .filter_map(|(i, a)| Some((i, scope.registry(text(*a, src))?, *a)))
        .collect();
    if servers.is_empty() && registries.is_empty() {
        return;
    }
    let Some(callee) = call.field("function") else {
        return;
    };
    // the module a function is written in, and the function's name there
    let imported = |local: &str| -> Option<(FileId, String)> {
        let (module, name) = m
            .names
            .imports()
            .find(|(l, _)| *l == local)
            .and_then(|(_, q)| q.rsplit_once('.'))?;
        Some((resolver.resolve(&m.file.path, module)?, name.to_string()))
    };
    let (file, callee_name) = match callee.kind() {
        "identifier" => {
            let name = text(callee, src);
            if scope.run.functions_of(m).iter().any(|(n, _)| *n == name) {
                (m.file.id, name.to_string())
            } else {
                let Some(found) = imported(name) else {
                    return;
                };
                found
            }
        }
        "attribute" => {
            let (Some(object), Some(attr)) = (callee.field("object"), callee.field("attribute"))
            else {
                return;
            };
            if object.kind() != "identifier" {
                return;
            }
            let local = scope
                .alias(text(object, src))
                .unwrap_or_else(|| text(object, src).to_string());
            // `from pkg import tools_module` or `import pkg.tools_module as tools_module`
            let Some((_, qualified)) = m.names.imports().find(|(l, _)| *l == local) else {
                return;
            };
            let Some(file) = resolver.resolve(&m.file.path, qualified) else {
                return;
            };
            (file, text(attr, src).to_string())
        }
        _ => return,
    };
    let Some(module) = modules.iter().find(|o| o.file.id == file) else {
        return;
    };
    let Some((_, function)) = scope
        .run
        .functions_of(module)
        .iter()
        .find(|(n, _)| *n == callee_name)
    else {
        return;
    };
    let Some(params) = function.field("parameters") else {
        return;
    };
    let mut c = params.walk();
    let names: Vec<String> = params
        .named_children(&mut c)
        .filter_map(|p| match p.kind() {
            "identifier" => Some(text(p, &module.file.text).to_string()),
            "typed_parameter" => p
                .named_child(0)
                .map(|n| text(n, &module.file.text).to_string()),
            "default_parameter" | "typed_default_parameter" => p
                .field("name")
                .map(|n| text(n, &module.file.text).to_string()),
            _ => None,
        })
        .collect();
    let mut bindings = Vec::new();
    for (i, server, arg) in servers {
        if let Some(param) = names.get(i) {
            bindings.push((param.clone(), server));
            handed.push((m.file.id, arg.start_byte() as u32));
        }
    }
    let mut bound_registries = Vec::new();
    for (i, registry, arg) in registries {
        if let Some(param) = names.get(i) {
            bound_registries.push(Registry {
                name: param.clone(),
                ..registry
            });
            handed.push((m.file.id, arg.start_byte() as u32));
        }
    }
    let inner = Scope {
        bindings,
        run: scope.run,
        deferred: RefCell::default(),
        entered: RefCell::default(),
        registries: RefCell::new(bound_registries),
        aliases: RefCell::default(),
    };
    if let Some(body) = function.field("body") {
        let mut inner_handed = Vec::new();
        walk(
            resolver,
            modules,
            module,
            body,
            &inner,
            depth + 1,
            Some(site),
            condition.clone(),
            found,
            &mut inner_handed,
        );
        // the functions it defines and calls are the called function's own
        let entered = inner.entered.borrow();
        for (at, server, why) in inner.deferred.borrow().iter() {
            if !entered.contains(at) {
                scope
                    .deferred
                    .borrow_mut()
                    .push((*at, *server, why.clone()));
            }
        }
    }
}

/// The project modules each module imports, in the order Python runs them
/// (`crate::predict::run_order` takes them depth first, each after the ones it imports).
pub(super) fn project_imports(
    resolver: &Resolver,
    modules: &[Module],
) -> HashMap<FileId, Vec<FileId>> {
    modules
        .iter()
        .map(|m| {
            // `from app import models` runs `app`, then `app.models` when that is a module
            let deps = m
                .names
                .imports_in_order()
                .flat_map(|q| {
                    let from = q
                        .rsplit_once('.')
                        .and_then(|(module, _)| resolver.resolve(&m.file.path, module));
                    let itself = (!q.ends_with('.'))
                        .then(|| resolver.resolve(&m.file.path, q))
                        .flatten();
                    from.into_iter().chain(itself)
                })
                .collect();
            (m.file.id, deps)
        })
        .collect()
}

/// Whether running `from` runs `to`: it is `to`, or imports it, directly or not.
pub(super) fn reaches(imports: &HashMap<FileId, Vec<FileId>>, from: FileId, to: FileId) -> bool {
    let mut seen = vec![from];
    let mut stack = vec![from];
    while let Some(f) = stack.pop() {
        if f == to {
            return true;
        }
        for d in imports.get(&f).into_iter().flatten() {
            if !seen.contains(d) {
                seen.push(*d);
                stack.push(*d);
            }
        }
    }
    false
}

/// Resolves import module names to the run's files, each (directory, module) once: every
/// module's imports are looked up for loading, binding, helpers and ordering.
pub(super) struct Resolver<'w> {
    ws: &'w Workspace,
    resolved: RefCell<Resolutions>,
}

impl<'w> Resolver<'w> {
    pub(super) fn resolve(&self, from: &Path, module: &str) -> Option<FileId> {
        let key = (from.parent()?.to_path_buf(), module.to_string());
        if let Some(r) = self.resolved.borrow().get(&key) {
            return *r;
        }
        let r = resolve_module(self.ws, from, module);
        self.resolved.borrow_mut().insert(key, r);
        r
    }
}

/// The file a module name of an import means, within the run: `.server` beside the importing
/// file, `..pkg.mod` above it, `pkg.server` from a directory above it (`src/` layouts too).
fn resolve_module(ws: &Workspace, from: &Path, module: &str) -> Option<FileId> {
    let dots = module.chars().take_while(|c| *c == '.').count();
    let rest = &module[dots..];
    if rest.is_empty() && dots == 0 {
        return None;
    }
    let candidates = |base: &Path| -> Vec<PathBuf> {
        // `from . import x`: the package itself
        if rest.is_empty() {
            return vec![base.join("__init__.py")];
        }
        let mut p = base.to_path_buf();
        for part in rest.split('.').filter(|s| !s.is_empty()) {
            p.push(part);
        }
        vec![p.with_extension("py"), p.join("__init__.py")]
    };
    let dir = from.parent()?;
    let bases: Vec<PathBuf> = if dots > 0 {
        dir.ancestors()
            .nth(dots - 1)
            .map(Path::to_path_buf)
            .into_iter()
            .collect()
    } else {
        dir.ancestors()
            .take(16)
            // an installed package's absolute imports of another top-level name are other
            // distributions (the SDK, pydantic), not its own modules
            .take_while(|a| !is_installed_root(a) || in_top_level(from, a, rest))
            .flat_map(|a| [a.to_path_buf(), a.join("src")])
            .collect()
    };
    bases
        .iter()
        .flat_map(|b| candidates(b))
        .find(|p| p.is_file() || ws.has_overlay(p))
        .and_then(|p| ws.load(&p).ok())
}

/// A directory installed distributions sit side by side in.
fn is_installed_root(dir: &Path) -> bool {
    dir.file_name()
        .is_some_and(|n| n == "site-packages" || n == "dist-packages")
}

/// Whether `module` is in the same top-level package under `root` as the file `from`.
fn in_top_level(from: &Path, root: &Path, module: &str) -> bool {
    let own = from
        .strip_prefix(root)
        .ok()
        .and_then(|r| r.components().next())
        .and_then(|c| c.as_os_str().to_str())
        .map(|c| c.trim_end_matches(".py"));
    own.is_some_and(|own| module.split('.').next() == Some(own))
}

/// Whether a fastmcp server's version is 2.x, or not known (then predicted as the 2.x model).
fn fastmcp_2(target: &Target) -> bool {
    fastmcp_line(target) == fastmcp_py::Line::Two
}

/// The fastmcp release line whose passes make a server's schemas: 2.x for 2.x and an unknown
/// version, 3.x from 3.x on (a later major is approximated by it, and said so in the target).
fn fastmcp_line(target: &Target) -> fastmcp_py::Line {
    let major = target
        .python
        .as_ref()
        .and_then(|p| p.framework_version.as_deref())
        .and_then(|v| v.split('.').next()?.parse::<u32>().ok());
    match major {
        None | Some(..=2) => fastmcp_py::Line::Two,
        Some(3) => fastmcp_py::Line::Three,
        Some(_) => fastmcp_py::Line::Four,
    }
}

/// Whether the server's `mcp.types` are 2.x's: the SDK 2.x, or fastmcp 4, which requires them.
pub(super) fn mcp_types_2(target: &Target) -> bool {
    if is_fastmcp(target) {
        return fastmcp_line(target) == fastmcp_py::Line::Four;
    }
    target
        .python
        .as_ref()
        .and_then(|p| p.framework_version.as_deref())
        .is_some_and(|v| v.starts_with("2."))
}

/// The `ImportError` of the first name the module imports from `mcp.types` that mcp 1.6.0 does
/// not have.
pub(super) fn missing_in_mcp_types_1_6(m: &Module) -> Option<ServerError> {
    let missing = m
        .names
        .imports_in_order()
        .filter_map(|q| q.strip_prefix("mcp.types."))
        .find(|n| !n.is_empty() && *n != "*" && !MCP_TYPES_1_6.lines().any(|l| l == *n))?;
    let start = m.file.text.find(missing).unwrap_or(0);
    Some(ServerError::load(
        format!("ImportError: cannot import name '{missing}' from 'mcp.types'"),
        Span::new(m.file.id, start, start + missing.len()),
    ))
}

/// Whether the server is the SDK's `FastMCP` of a 1.x release before `1.minor` (a version not
/// found is assumed the newest 1.x): `tool()` took only `name` and `description` before 1.7, and
/// tools had no title and no output schema before 1.10.
pub(super) fn sdk_1_before(target: &Target, minor: u32) -> bool {
    !is_fastmcp(target)
        && target.framework.is_none()
        && target
            .python
            .as_ref()
            .and_then(|p| major_minor(p.framework_version.as_deref()?))
            .is_some_and(|(major, m)| major == 1 && m < minor)
}

/// Whether a server is the standalone `fastmcp` package's.
fn is_fastmcp(target: &Target) -> bool {
    target
        .python
        .as_ref()
        .is_some_and(|p| p.framework == FASTMCP)
}

fn newest<'v>(verified: &[&'v str]) -> &'v str {
    verified[verified.len() - 1]
}

/// The verified release an unverified one is predicted like: of the same major the newest, or
/// for the SDK's 1.x the one on the same side of 1.10 (where tools got titles and output
/// schemas). `None` when no verified release shares its major.
fn model_release<'v>(pkg: &str, version: &str, verified: &[&'v str]) -> Option<&'v str> {
    let major = |v: &str| v.split('.').next().unwrap_or("").to_string();
    let before_1_10 = |v: &str| matches!(major_minor(v), Some((1, m)) if m < 10);
    verified
        .iter()
        .rev()
        .filter(|v| major(v) == major(version))
        .find(|v| pkg != "mcp" || before_1_10(v) == before_1_10(version))
        .copied()
}

pub(super) fn target(installed: &Installed, framework: &'static str) -> Target {
    let mut why = Vec::new();
    let mut modelled = true;
    let mut version = |pkg: &str, verified: &[&str], assumed: &str| match installed.get(pkg) {
        Some(f) => {
            why.push(format!("{pkg} {} from {}", f.version, f.source));
            if !verified.contains(&f.version.as_str()) {
                modelled = false;
                why.push(match model_release(pkg, &f.version, verified) {
                    Some(v) => format!(
                        "{pkg} {} is not a version the oracle runs ({}); predicted with the {v} model",
                        f.version,
                        verified.join(", ")
                    ),
                    None => format!(
                        "{pkg} {} is a major version toolsight does not model (checked: {}); predicted with the {} model",
                        f.version,
                        verified.join(", "),
                        verified[verified.len() - 1]
                    ),
                });
            }
            Some(f.version.clone())
        }
        None => {
            modelled = false;
            why.push(format!(
                "{pkg} not found in a virtualenv or uv.lock; assumed {assumed}"
            ));
            None
        }
    };
    // fastmcp makes its schemas itself (with pydantic); the SDK's version then only types them
    let framework_version = match framework {
        FASTMCP => version(FASTMCP, VERIFIED_FASTMCP, VERIFIED_FASTMCP[0]),
        super::agents::OPENAI_AGENTS => version(
            super::agents::OPENAI_AGENTS,
            super::agents::VERIFIED,
            super::agents::VERIFIED[0],
        ),
        super::langchain::LANGCHAIN_CORE => version(
            super::langchain::LANGCHAIN_CORE,
            super::langchain::VERIFIED,
            super::langchain::VERIFIED[0],
        ),
        _ => version("mcp", VERIFIED_MCP, ASSUMED_MCP),
    };
    let pydantic = version("pydantic", VERIFIED_PYDANTIC, newest(VERIFIED_PYDANTIC));
    let python = installed.get("python").map(|f| {
        why.push(format!("Python {} from {}", f.version, f.source));
        f.version.clone()
    });
    // files that could not be read, and what was assumed instead
    if !installed.why.is_empty() {
        modelled = false;
        why.extend(installed.why.iter().cloned());
    }
    Target {
        sdk: Sdk::V1,
        // an agent framework's tools are no MCP server's entries
        framework: matches!(
            framework,
            super::agents::OPENAI_AGENTS | super::langchain::LANGCHAIN_CORE
        )
        .then_some(framework),
        framework_version: None,
        sdk_version: None,
        zod_version: None,
        zod_bare: Api::Zod4,
        python: Some(PyTarget {
            framework,
            framework_version,
            pydantic_version: pydantic,
            python_version: python.clone(),
        }),
        modelled,
        why,
        assumed: installed.why.clone(),
        environment: None,
    }
}

/// The module's top-level functions by name (decorated or not).
fn module_functions<'t>(statements: &[Node<'t>], src: &'t str) -> Vec<(&'t str, Node<'t>)> {
    let mut out = Vec::new();
    for &stmt in statements {
        let def = match stmt.kind() {
            "decorated_definition" => stmt.field("definition"),
            _ => Some(stmt),
        };
        if let Some(def) = def.filter(|d| d.kind() == "function_definition") {
            if let Some(n) = def.field("name") {
                out.push((text(n, src), def));
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
    m: &Module,
    name: &str,
    run: &Run,
    handed: &[(FileId, u32)],
    target: &Target,
) -> Option<String> {
    let (src, id) = (m.file.text.as_str(), m.file.id);
    // the name's identifiers, found from where its text occurs rather than by walking every
    // node; from the last, the order a walk that pops the last child first meets them
    let within = &src[root.start_byte()..root.end_byte()];
    let occurrences = within
        .match_indices(name)
        .map(|(at, _)| root.start_byte() + at);
    let uses: Vec<Node> = occurrences
        .filter_map(|at| root.descendant_for_byte_range(at, at + name.len()))
        .filter(|n| n.kind() == "identifier" && text(*n, src) == name)
        .collect();
    for n in uses.into_iter().rev() {
        if !handed.contains(&(id, n.start_byte() as u32)) {
            let parent = n.parent();
            let read = parent.is_some_and(|p| {
                // `mcp.x`: an attribute (a registration only when toolsight reads it);
                // `mcp = FastMCP(...)`: the server itself
                (p.kind() == "attribute"
                    && p.field("object")
                        .is_some_and(|o| o.id() == n.id())
                    && registration_is_read(p, m, run, target))
                    || (p.kind() == "assignment"
                        && p.field("left")
                            .is_some_and(|l| l.id() == n.id()))
                    // `from .server import mcp` names it, handing it nowhere
                    || matches!(p.kind(), "dotted_name" | "aliased_import")
                        && p.parent().is_some_and(|g| {
                            matches!(g.kind(), "import_from_statement" | "aliased_import")
                        })
            });
            if !read {
                let at = Span::new(id, n.start_byte(), n.end_byte());
                let line = src[..at.start as usize].matches('\n').count() + 1;
                let method = parent
                    .filter(|p| p.kind() == "attribute")
                    .and_then(|p| p.field("attribute"));
                if let Some(m) = method {
                    return Some(format!(
                        "`{name}.{}(...)` at line {line} changes the server's tools in a way toolsight does not follow",
                        text(m, src)
                    ));
                }
                return Some(format!(
                    "`{name}` is handed on at line {line} to code toolsight does not follow, which may register tools on it"
                ));
            }
        }
    }
    None
}

/// Whether `mcp.<attr>` registers nothing or registers what toolsight reads: `add_tool` and
/// `tool(...)(fn)` only of what [`handed`] reads (for fastmcp also `tool(fn)`, and
/// `add_tool(Tool.from_function(fn, ...))` rather than of the function itself).
fn registration_is_read(attribute: Node, m: &Module, run: &Run, target: &Target) -> bool {
    let (src, names) = (m.file.text.as_str(), &m.names);
    let fastmcp = is_fastmcp(target);
    let attr = attribute.field("attribute").map_or("", |a| text(a, src));
    let known = |call: Option<Node>| {
        call.and_then(|c| eval::arguments(c, src).0.first().copied())
            .is_some_and(|f| handed(run, m, f).is_some())
    };
    let call = attribute.parent().filter(|p| p.kind() == "call");
    match attr {
        // `add_tool(fn)` is read: the failure it is in 2.x, the tool in 3.x; and any call with
        // a keyword, which fails
        "add_tool" if fastmcp => {
            known(call)
                || call.is_some_and(|c| add_tool_keyword(c, src).is_some())
                || call
                    .and_then(|c| from_function(c, src))
                    .is_some_and(|inner| known(Some(inner)))
        }
        "add_tool" => {
            known(call)
                || call
                    .and_then(|c| eval::arguments(c, src).0.first().copied())
                    .is_some_and(|a| is_partial(a, src, names))
        }
        "tool" if fastmcp && known(call) => true,
        "tool" => {
            match call.and_then(|c| c.parent()) {
                Some(d) if d.kind() == "decorator" => true,
                Some(outer) if outer.kind() == "call" => known(Some(outer)),
                // `@mcp.tool` without parentheses: fastmcp's tool, the SDK's failure
                _ => attribute.parent().is_some_and(|p| p.kind() == "decorator"),
            }
        }
        // fastmcp's server changes its tools in many more ways (`mount`, `import_server`,
        // `remove_tool`, transformations): only these leave them as read
        _ if fastmcp => matches!(
            attr,
            "run" | "run_async" | "resource" | "prompt" | "custom_route" | "http_app" | "name"
        ),
        _ => true,
    }
}

/// fastmcp lists a tool's arguments as an object of named values, so it refuses, parameter by
/// parameter in order, a signature that takes others: `*args`, `**kwargs`, and from 4.x
/// positional-only parameters.
fn refused_signature(
    function: Node,
    line: fastmcp_py::Line,
) -> Option<(&'static str, (usize, usize))> {
    let params = function.field("parameters")?;
    let mut c = params.walk();
    let mut before_separator = None;
    for p in params.named_children(&mut c) {
        let inner = match p.kind() {
            "typed_parameter" => p.named_child(0).unwrap_or(p),
            _ => p,
        };
        let at = (p.start_byte(), p.end_byte());
        let message = match inner.kind() {
            "comment" => continue,
            // the parameters before `/` are the positional-only ones; the first is refused
            "positional_separator" if line == fastmcp_py::Line::Four => {
                return before_separator.map(|at| {
                    ("ValueError: Functions with positional-only parameters are not supported as tools because MCP passes tool arguments by name. Replace them with standard parameters that can be passed as keywords.", at)
                });
            }
            "list_splat_pattern" => "ValueError: Functions with *args are not supported as tools",
            "dictionary_splat_pattern" => {
                "ValueError: Functions with **kwargs are not supported as tools"
            }
            _ => {
                before_separator.get_or_insert(at);
                continue;
            }
        };
        return Some((message, at));
    }
    None
}

/// The builtin `dict` unsubscripted, as a return annotation.
/// Whether a return annotation is written with the builtin `dict` (`Some(true)`) or with
/// `typing.Dict` (`Some(false)`), which the SDK treats apart; `None` for any other spelling.
fn written_dict(ret: Node, src: &str) -> Option<bool> {
    let written: String = text(ret, src)
        .trim_matches(|c| c == '"' || c == '\'')
        .split_whitespace()
        .collect();
    if written.starts_with("dict[") {
        Some(true)
    } else if ["Dict", "typing.Dict"]
        .iter()
        .any(|d| written == *d || written.starts_with(&format!("{d}[")))
    {
        Some(false)
    } else {
        None
    }
}

fn is_bare_dict(ret: Node, src: &str, names: &Names) -> bool {
    let ty = match ret.kind() {
        "type" => ret.named_child(0),
        _ => Some(ret),
    };
    ty.is_some_and(|t| {
        t.kind() == "identifier"
            && text(t, src) == "dict"
            && matches!(eval::annotation(t, src, names, 0), PyType::Dict(..))
    })
}

/// `functools.partial(...)`, however it is imported.
fn is_partial(node: Node, src: &str, names: &Names) -> bool {
    node.kind() == "call"
        && node
            .field("function")
            .and_then(|f| names.qualified(f, src))
            .is_some_and(|q| q == "functools.partial")
}

/// The first keyword of a fastmcp `add_tool(...)` call that is not its one parameter, `tool`.
fn add_tool_keyword(call: Node, src: &str) -> Option<String> {
    let (_, keywords) = eval::arguments(call, src);
    let (first, _) = keywords.first()?;
    (first != "tool").then(|| first.clone())
}

/// The `Tool.from_function(fn, ...)` call handed to `add_tool(...)`.
fn from_function<'t>(add_tool: Node<'t>, src: &str) -> Option<Node<'t>> {
    let arg = *eval::arguments(add_tool, src).0.first()?;
    let f = arg.field("function")?;
    (arg.kind() == "call"
        && f.kind() == "attribute"
        && f.field("attribute")
            .is_some_and(|a| text(a, src) == "from_function"))
    .then_some(arg)
}

/// A function handed to a registration as toolsight reads it: the module that defines it, its
/// `def`, and whether Python binds its first parameter (`self` of an instance's method, `cls`
/// of a classmethod), which is then not one of the tool's arguments.
#[derive(Clone, Copy)]
struct Handed<'t> {
    module: &'t Module,
    def: Node<'t>,
    bound: bool,
    /// fastmcp's standalone `@tool(...)` on the function, whose options `add_tool` reads from
    /// the mark it leaves (3.x and later).
    marked: Option<Node<'t>>,
}

/// The first use of fastmcp 3's standalone `@tool` as the module runs (on a function at its top
/// or a method of a class there): in fastmcp 2 `from fastmcp.tools import tool` imports the
/// submodule `fastmcp.tools.tool`, and calling it raises.
fn standalone_tool_in_fastmcp_2(m: &Module, tops: &[Node]) -> Option<ServerError> {
    let src = m.file.text.as_str();
    let first_mark = |decorated: Node<'_>| -> Option<(usize, usize)> {
        let def = decorated.field("definition")?;
        let mark = decorators_of(def, src, &m.names).1?;
        Some((mark.start_byte(), mark.end_byte()))
    };
    let (start, end) = tops.iter().find_map(|stmt| {
        let definition = match stmt.kind() {
            "decorated_definition" => stmt.field("definition")?,
            _ => *stmt,
        };
        // a class body runs before the decorators written above the class
        let in_body = definition
            .field("body")
            .filter(|_| definition.kind() == "class_definition")
            .and_then(|body| {
                let mut c = body.walk();
                let mark = body
                    .named_children(&mut c)
                    .filter(|n| n.kind() == "decorated_definition")
                    .find_map(first_mark);
                mark
            });
        in_body.or_else(|| first_mark(*stmt))
    })?;
    Some(ServerError::load(
        "TypeError: 'module' object is not callable",
        Span::new(m.file.id, start, end),
    ))
}

/// The qualified names of fastmcp's standalone tool decorator.
const STANDALONE_TOOL: &[&str] = &["fastmcp.tools.tool", "fastmcp.tools.function_tool.tool"];

/// Whether a decorator's expression is fastmcp's standalone `tool` (`@tool`, `@tool(...)`).
fn is_standalone_tool(expr: Node, src: &str, names: &Names) -> bool {
    let named = match expr.kind() {
        "call" => expr.field("function"),
        _ => Some(expr),
    };
    named
        .and_then(|n| names.qualified(n, src))
        .is_some_and(|q| STANDALONE_TOOL.contains(&q.as_str()))
}

/// The decorators of a `def` (none when it is not decorated), with the standalone `tool` mark
/// among them taken out: written above another decorator it marks what that one made (a
/// `classmethod` it refuses), which is left unread, as `None`.
fn decorators_of<'t>(
    def: Node<'t>,
    src: &'t str,
    names: &Names,
) -> (Vec<Option<&'t str>>, Option<Node<'t>>) {
    let mut wrapped_by = Vec::new();
    let mut marked = None;
    let Some(decorated) = def.parent().filter(|p| p.kind() == "decorated_definition") else {
        return (wrapped_by, marked);
    };
    let mut c = decorated.walk();
    for decorator in decorated
        .named_children(&mut c)
        .filter(|n| n.kind() == "decorator")
    {
        match decorator.named_child(0) {
            Some(expr) if is_standalone_tool(expr, src, names) && marked.is_none() => {
                marked = Some(expr)
            }
            _ if marked.is_some() => wrapped_by.push(None),
            expr => wrapped_by.push(expr.map(|e| text(e, src))),
        }
    }
    (wrapped_by, marked)
}

/// The function `name` defined at the top of `module`, handed as it is.
fn own_function<'t>(run: &Run<'t>, module: &'t Module, name: &str) -> Option<Handed<'t>> {
    let (_, def) = run.functions_of(module).iter().find(|(n, _)| *n == name)?;
    Some(Handed {
        module,
        def: *def,
        bound: false,
        marked: decorators_of(*def, &module.file.text, &module.names).1,
    })
}

/// What `arg`, written in `m`, hands a registration: a function of the module by name, or a
/// method a project class defines itself, reached through the class (`Store.stat`) or through
/// an instance bound once at the top of a module (`store = Store()`, then `store.get`), or
/// kept in a name bound once at the top of a module (`get = store.get`). A method wrapped by
/// any decorator but `staticmethod`, `classmethod` and fastmcp's standalone `tool` is not read.
fn handed<'t>(run: &Run<'t>, m: &Module, arg: Node) -> Option<Handed<'t>> {
    let src = m.file.text.as_str();
    let module = run.modules.iter().find(|o| o.file.id == m.file.id)?;
    if arg.kind() == "identifier" {
        let name = text(arg, src);
        // `for fn in [alpha, beta]: mcp.add_tool(fn)`: read when every item is (the walk
        // hands each iteration its own)
        let looped = || {
            let (_, items) = std::iter::successors(arg.parent(), |n| n.parent())
                .filter(|n| n.kind() == "for_statement")
                .find_map(|n| function_loop(run, module, n).filter(|(var, _)| var == name))?;
            own_function(run, module, items.first()?)
        };
        if let Some(function) = own_function(run, module, name).or_else(looped) {
            return Some(function);
        }
        // a method kept in a module name: `find = store.find`
        let (owner, value) = super::lowlevel::binding(run.resolver, run.modules, module, name, 0)?;
        return (value.kind() == "attribute")
            .then(|| handed(run, owner, value))
            .flatten();
    }
    if arg.kind() != "attribute" {
        return None;
    }
    let object = arg.field("object").filter(|o| o.kind() == "identifier")?;
    let method = text(arg.field("attribute")?, src);
    let name = text(object, src);
    let (class, instance) = match project_class(run.resolver, run.modules, module, name) {
        Some(class) => (class, false),
        None => {
            let (owner, value) =
                super::lowlevel::binding(run.resolver, run.modules, module, name, 0)?;
            let made = value
                .field("function")
                .filter(|f| value.kind() == "call" && f.kind() == "identifier")?;
            let class = text(made, &owner.file.text);
            (
                project_class(run.resolver, run.modules, owner, class)?,
                true,
            )
        }
    };
    let owner = run.modules.iter().find(|o| o.file.id == class.0)?;
    let owner_src = owner.file.text.as_str();
    let body = top_level_class(owner, &class.1)?.field("body")?;
    let def = definition_in(body, "function_definition", method, owner_src)?;
    let (wrapped_by, marked) = decorators_of(def, owner_src, &owner.names);
    let bound = match wrapped_by.as_slice() {
        [] => instance,
        [Some("staticmethod")] => false,
        [Some("classmethod")] => true,
        _ => return None,
    };
    Some(Handed {
        module: owner,
        def,
        bound,
        marked,
    })
}

/// `mcp.add_tool(fn, ...)` and `mcp.tool(...)(fn)` of a function of the module or a method
/// [`handed`] reads; for fastmcp `mcp.tool(fn, ...)` and
/// `mcp.add_tool(Tool.from_function(fn, ...))`.
fn called_tool(
    file: &Rc<SourceFile>,
    call: Node,
    scope: &Scope,
) -> Option<(usize, Result<Option<ToolPrediction>, ServerError>)> {
    let src = file.text.as_str();
    let run = scope.run;
    let m = run.modules.iter().find(|o| o.file.id == file.id)?;
    let names = &m.names;
    let callee = call.field("function")?;
    let attribute = |n: Node, name: &str| {
        n.kind() == "attribute" && n.field("attribute").is_some_and(|a| text(a, src) == name)
    };
    let receiver_server = |n: Node| {
        n.field("object")
            .filter(|o| o.kind() == "identifier")
            .and_then(|o| scope.server(text(o, src)))
    };
    let handed_here = |arg: Node| {
        // a loop variable stands for this iteration's function
        (arg.kind() == "identifier")
            .then(|| scope.alias(text(arg, src)))
            .flatten()
            .and_then(|name| own_function(run, m, &name))
            .or_else(|| handed(run, m, arg))
    };
    let first_handed = |call: Node| handed_here(eval::arguments(call, src).0.first().copied()?);
    // fastmcp: `mcp.tool(fn, name=...)` and `mcp.add_tool(Tool.from_function(fn, name=...))`
    if let Some(server) = receiver_server(callee).filter(|s| is_fastmcp(&run.targets[*s])) {
        let registration = if attribute(callee, "tool") {
            Some(call)
        } else if attribute(callee, "add_tool") {
            let at = Span::new(file.id, call.start_byte(), call.end_byte());
            // its only parameter is the tool: another keyword fails the call itself, whatever
            // it is handed
            if let Some(k) = add_tool_keyword(call, src) {
                let message = format!(
                    "TypeError: FastMCP.add_tool() got an unexpected keyword argument '{k}'"
                );
                return Some((server, Err(ServerError::load(message, at))));
            }
            // `add_tool` takes a `Tool`, and in 3.x also a function (as `tool(fn)` makes it),
            // so a function fails in 2.x when it registers (a bound method looks its
            // attributes up on its function, which names the error)
            if let Some(function) = first_handed(call) {
                if fastmcp_2(&run.targets[server]) {
                    let message = "AttributeError: 'function' object has no attribute 'key'";
                    return Some((server, Err(ServerError::load(message, at))));
                }
                // the options of a standalone `@tool(...)` mark, as `tool()` would take them
                let Some(mark) = function.marked else {
                    return scope.handed_tool(function, Vec::new(), file.id, at, server);
                };
                let options = match mark.field("arguments") {
                    Some(args) => decorator_options(args, &function.module.file.text),
                    None => Vec::new(),
                };
                let marked_in = function.module.file.id;
                return scope.handed_tool(function, options, marked_in, at, server);
            }
            from_function(call, src)
        } else {
            None
        };
        if let Some(call) = registration {
            let (positional, keywords) = eval::arguments(call, src);
            if let Some(function) = first_handed(call) {
                let options: Vec<_> = positional[1..]
                    .iter()
                    .map(|p| (None, *p))
                    .chain(keywords.into_iter().map(|(k, v)| (Some(k), v)))
                    .collect();
                let span = Span::new(file.id, call.start_byte(), call.end_byte());
                // `Tool.from_function` takes other keywords than `tool()`
                if attribute(callee, "tool") {
                    let target = &run.targets[server];
                    if let Some(refused) = refused_keyword(&options, target, file.id, "tool") {
                        return Some((server, Err(refused)));
                    }
                }
                return scope.handed_tool(function, options, file.id, span, server);
            }
        }
        // the SDK's forms below are not fastmcp's
        return None;
    }
    let (positional, keywords) = eval::arguments(call, src);
    let (receiver, options) = match callee.kind() {
        // mcp.add_tool(fn, name=...)
        "attribute"
            if callee
                .field("attribute")
                .is_some_and(|a| text(a, src) == "add_tool") =>
        {
            (
                callee.field("object")?,
                positional
                    .iter()
                    .skip(1)
                    .map(|p| (None, *p))
                    .chain(keywords.into_iter().map(|(k, v)| (Some(k), v)))
                    .collect::<Vec<_>>(),
            )
        }
        // mcp.tool(name=...)(fn)
        "call" => {
            let inner = callee.field("function")?;
            if inner.kind() != "attribute"
                || inner
                    .field("attribute")
                    .is_none_or(|a| text(a, src) != "tool")
            {
                return None;
            }
            let args = callee.field("arguments")?;
            (inner.field("object")?, decorator_options(args, src))
        }
        _ => return None,
    };
    if receiver.kind() != "identifier" {
        return None;
    }
    let server = scope.server(text(receiver, src))?;
    let options = sdk_positionals(options, &run.targets[server]);
    let span = Span::new(file.id, call.start_byte(), call.end_byte());
    // the SDK names the arguments model after `fn.__name__`, which a partial lacks
    if positional
        .first()
        .is_some_and(|a| is_partial(*a, src, names))
    {
        return Some((
            server,
            Err(ServerError::load(
                "AttributeError: 'functools.partial' object has no attribute '__name__'",
                span,
            )),
        ));
    }
    let function = handed_here(*positional.first()?)?;
    let method = match callee.kind() {
        "attribute" => "add_tool",
        _ => "tool",
    };
    if let Some(refused) = refused_keyword(&options, &run.targets[server], file.id, method) {
        return Some((server, Err(refused)));
    }
    scope.handed_tool(function, options, file.id, span, server)
}

/// `name = FastMCP(...)` at the top of the module (or of a project subclass of it), with the
/// server's class.
fn server_assignment(
    stmt: Node,
    src: &str,
    names: &Names,
    id: FileId,
    subclasses: &HashMap<String, ServerClass>,
) -> Option<(String, Span, ServerClass)> {
    let assign = match stmt.kind() {
        "expression_statement" => stmt.named_child(0)?,
        _ => return None,
    };
    if assign.kind() != "assignment" {
        return None;
    }
    let left = assign.field("left")?;
    let right = assign.field("right")?;
    if left.kind() != "identifier" || right.kind() != "call" {
        return None;
    }
    let class = names.qualified(right.field("function")?, src)?;
    let class = match SERVER_CLASSES.iter().find(|(c, _)| *c == class) {
        Some((base, framework)) => ServerClass {
            framework,
            base,
            overrides: Vec::new(),
            chain: Vec::new(),
        },
        None => subclasses.get(&class)?.clone(),
    };
    Some((
        text(left, src).to_string(),
        Span::new(id, right.start_byte(), right.end_byte()),
        class,
    ))
}

/// A function decorated with `@server.tool(...)` of one of `servers`: which, and its entry.
fn decorated_tool(
    file: &Rc<SourceFile>,
    def: Node,
    names: &Names,
    scope: &Scope,
) -> Option<(usize, Result<Option<ToolPrediction>, ServerError>)> {
    let src = file.text.as_str();
    let function = def.field("definition")?;
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
            "call" => (expr.field("function")?, expr.field("arguments")),
            _ => (expr, None),
        };
        if callee.kind() != "attribute" {
            continue;
        }
        let (Some(object), Some(attr)) = (callee.field("object"), callee.field("attribute")) else {
            continue;
        };
        if object.kind() != "identifier" {
            continue;
        }
        if let Some(registry) = scope
            .registry(text(object, src))
            .filter(|_| expr.kind() == "call")
        {
            return Some(factory_tool(scope, file, def, function, expr, &registry));
        }
        if text(attr, src) != "tool" {
            continue;
        }
        let Some(server) = scope.server(text(object, src)) else {
            continue;
        };
        let span = Span::new(file.id, def.start_byte(), def.end_byte());
        let target = &scope.run.targets[server];
        let Some(args) = args else {
            // fastmcp's `tool` takes the function itself
            if is_fastmcp(target) {
                return Some((
                    server,
                    tool(
                        file,
                        function,
                        false,
                        Vec::new(),
                        names,
                        span,
                        target,
                        None,
                        &[],
                    ),
                ));
            }
            // `@mcp.tool` without parentheses hands the function to `tool()` as its name; the
            // finding sits on the call left out (`mcp.tool`)
            let called = decorator.named_child(0).unwrap_or(decorator);
            return Some((
                server,
                Err(ServerError::load(
                    "TypeError: The @tool decorator was used incorrectly. Did you forget to call it? Use @tool() instead of @tool",
                    Span::new(file.id, called.start_byte(), called.end_byte()),
                )),
            ));
        };
        let options = sdk_positionals(decorator_options(args, src), target);
        if let Some(refused) = refused_keyword(&options, target, file.id, "tool") {
            return Some((server, Err(refused)));
        }
        return Some(scope.tool(file, function, false, options, names, span, server));
    }
    None
}

/// `name = Class(server, ...)`: an instance of a project class made with a server of the
/// scope; and where the server is handed to it.
fn registry_made(
    resolver: &Resolver,
    modules: &[Module],
    m: &Module,
    assignment: Node,
    scope: &Scope,
) -> Option<(Registry, u32)> {
    let src = m.file.text.as_str();
    let left = assignment
        .field("left")
        .filter(|l| l.kind() == "identifier")?;
    let call = assignment.field("right").filter(|r| r.kind() == "call")?;
    let callee = call
        .field("function")
        .filter(|f| f.kind() == "identifier")?;
    let (positional, keywords) = eval::arguments(call, src);
    let (server, arg) = positional
        .iter()
        .chain(keywords.iter().map(|(_, v)| v))
        .filter(|a| a.kind() == "identifier")
        .find_map(|a| Some((scope.server(text(*a, src))?, *a)))?;
    let class = project_class(resolver, modules, m, text(callee, src))?;
    let index = modules.iter().position(|o| o.file.id == m.file.id)?;
    Some((
        Registry {
            name: text(left, src).to_string(),
            server,
            class,
            made: (
                index,
                (call.start_byte(), call.end_byte()),
                text(arg, src).to_string(),
            ),
        },
        arg.start_byte() as u32,
    ))
}

/// The project class a name means in `m`: a class the module defines, or one it imports from
/// another module of the run.
fn project_class(
    resolver: &Resolver,
    modules: &[Module],
    m: &Module,
    name: &str,
) -> Option<(FileId, String)> {
    let defines = |o: &Module, class: &str| top_level_class(o, class).is_some();
    if defines(m, name) {
        return Some((m.file.id, name.to_string()));
    }
    let (_, qualified) = m.names.imports().find(|(l, _)| *l == name)?;
    let (module, class) = qualified.rsplit_once('.')?;
    let file = resolver.resolve(&m.file.path, module)?;
    let owner = modules.iter().find(|o| o.file.id == file)?;
    defines(owner, class).then(|| (file, class.to_string()))
}

/// A loop over a list of the module's own functions (`for fn in [alpha, beta]:`): its
/// variable and the functions' names, in order.
fn function_loop(run: &Run, m: &Module, stmt: Node) -> Option<(String, Vec<String>)> {
    let src = m.file.text.as_str();
    let var = stmt.field("left").filter(|l| l.kind() == "identifier")?;
    let items = stmt
        .field("right")
        .filter(|r| matches!(r.kind(), "tuple" | "list"))?;
    let functions = run.functions_of(m);
    let mut names = Vec::new();
    let mut c = items.walk();
    for item in items.named_children(&mut c) {
        if item.kind() == "comment" {
            continue;
        }
        let name = text(item, src);
        if item.kind() != "identifier" || !functions.iter().any(|(n, _)| *n == name) {
            return None;
        }
        names.push(name.to_string());
    }
    Some((text(var, src).to_string(), names))
}

/// `for module in TOOL_MODULES:` over a tuple or list of project modules the module imports
/// (written there, or a module constant): the loop variable and the modules' names.
fn module_loop(
    resolver: &Resolver,
    modules: &[Module],
    m: &Module,
    stmt: Node,
) -> Option<(String, Vec<String>)> {
    let src = m.file.text.as_str();
    let var = stmt.field("left").filter(|l| l.kind() == "identifier")?;
    let mut items = stmt.field("right")?;
    let mut owner = m;
    if items.kind() == "identifier" {
        let (o, bound) = super::lowlevel::binding(resolver, modules, m, text(items, src), 0)?;
        owner = o;
        items = bound;
    }
    if !matches!(items.kind(), "tuple" | "list") {
        return None;
    }
    let owner_src = owner.file.text.as_str();
    let mut names = Vec::new();
    let mut c = items.walk();
    for item in items.named_children(&mut c) {
        if item.kind() == "comment" {
            continue;
        }
        if item.kind() != "identifier" || owner.file.id != m.file.id {
            return None;
        }
        let name = text(item, owner_src);
        let (_, qualified) = m.names.imports().find(|(l, _)| *l == name)?;
        resolver.resolve(&m.file.path, qualified)?;
        names.push(name.to_string());
    }
    Some((text(var, src).to_string(), names))
}

/// A function a project decorator factory registers (`@tools.reader("Title")`): the factory
/// is run on it, and the SDK's `tool()` it calls predicted with the options it computes.
fn factory_tool(
    scope: &Scope,
    file: &Rc<SourceFile>,
    def: Node,
    function: Node,
    decorator: Node,
    registry: &Registry,
) -> (usize, Result<Option<ToolPrediction>, ServerError>) {
    let run = scope.run;
    let server = registry.server;
    let target = &run.targets[server];
    let src = file.text.as_str();
    let span = Span::new(file.id, def.start_byte(), def.end_byte());
    let Some(used_in) = run.modules.iter().position(|m| m.file.id == file.id) else {
        return (server, Ok(None));
    };
    let names = &run.modules[used_in].names;
    let consts = run.constants(&run.modules[used_in]);
    let predicted: RefCell<Option<ToolPrediction>> = RefCell::default();
    let predict =
        |options: &[(String, Result<Json, String>)]| -> Result<Map<String, Json>, String> {
            match tool(
                file,
                function,
                false,
                Vec::new(),
                names,
                span,
                target,
                Some(&consts),
                options,
            ) {
                Ok(Some(t)) => {
                    let wire = t.wire.clone();
                    *predicted.borrow_mut() = Some(t);
                    Ok(wire)
                }
                Ok(None) => Err("the registration lists nothing".into()),
                Err(e) => Err(format!("the registration fails: {}", e.message)),
            }
        };
    // the registry's methods are read through the functions they decorate, run or not
    let methods = class_methods(run.modules, std::slice::from_ref(&registry.class));
    run.ran.borrow_mut().extend(methods.iter().map(|(_, m)| {
        (
            run.modules[m.module].file.id,
            m.def.start_byte(),
            m.def.end_byte(),
        )
    }));
    let decorator_text = snippet(Some(decorator), src);
    let fallback = |why: String| {
        let mut t = tool(
            file,
            function,
            false,
            Vec::new(),
            names,
            span,
            target,
            Some(&consts),
            &[],
        )?;
        if let Some(t) = &mut t {
            t.meta.exact = false;
            t.meta.unknown.push(UnknownPart {
                pointer: String::new(),
                reason: format!("toolsight could not run the decorator `@{decorator_text}`: {why}"),
            });
            t.meta.conditional = Some((
                format!("whether `@{decorator_text}` registers it is not known"),
                Span::new(file.id, decorator.start_byte(), decorator.end_byte()),
            ));
        }
        Ok(t)
    };
    if is_fastmcp(target) {
        return (
            server,
            fallback("decorator factories over fastmcp are not modelled".into()),
        );
    }
    let (made_in, (start, end), server_name) = &registry.made;
    let made = run.modules[*made_in]
        .file
        .tree
        .root_node()
        .descendant_for_byte_range(*start, *end)
        .filter(|n| n.kind() == "call");
    let Some(made) = made else {
        return (
            server,
            fallback("the call that makes the registry was not found".into()),
        );
    };
    let python = target
        .python
        .as_ref()
        .and_then(|p| p.python_version.clone());
    let doc = match docstring(function, src, file.id) {
        None => super::interp::Doc::Runtime(None),
        Some(Err(why)) => super::interp::Doc::Unknown(why),
        Some(Ok((raw, _))) => match runtime_docstring(&raw, python.as_deref()) {
            (d, true) => super::interp::Doc::Runtime(Some(d)),
            (_, false) => super::interp::Doc::Written(raw),
        },
    };
    let factory = super::interp::Factory {
        methods,
        made: (*made_in, made, server_name.clone()),
        decorator: (used_in, decorator, registry.name.clone()),
        function,
        doc,
    };
    let ran = super::interp::run_factory(run.resolver, run.modules, &factory, &predict);
    if ran.is_ok() {
        // the methods that register when called were run here
        let mut entered = scope.entered.borrow_mut();
        entered.extend(
            factory
                .methods
                .iter()
                .map(|(_, m)| (run.modules[m.module].file.id, m.def.start_byte())),
        );
    }
    match ran {
        Ok(None) => (server, Ok(None)),
        Ok(Some((registration, wire))) => match predicted.into_inner() {
            Some(mut t) => {
                t.wire = wire;
                if t.meta.conditional.is_none() {
                    t.meta.conditional = registration.condition;
                }
                (server, Ok(Some(t)))
            }
            None => (
                server,
                fallback("it registered without a prediction".into()),
            ),
        },
        Err(why) => (server, fallback(why)),
    }
}

/// fastmcp's `tool()` takes a fixed set of keywords that changes between releases: any other
/// raises `TypeError` when the decorator is made, which stops the module.
/// The `TypeError` of a keyword the server's `method` (`tool` or `add_tool`) does not take.
fn refused_keyword(
    options: &[(Option<String>, Node)],
    target: &Target,
    file: FileId,
    method: &str,
) -> Option<ServerError> {
    let takes = |key: &str| {
        // too many positional options: `tool()` says it does not model them
        if key == "*args" {
            true
        } else if is_fastmcp(target) {
            fastmcp_py::tool_takes(fastmcp_line(target), key)
        } else if sdk_1_before(target, 10) {
            matches!(key, "name" | "description")
                || (key == "annotations" && !sdk_1_before(target, 7))
        } else {
            true
        }
    };
    options.iter().find_map(|(key, value)| {
        let key = key.as_deref()?;
        (!takes(key)).then(|| {
            ServerError::load(
                format!("TypeError: FastMCP.{method}() got an unexpected keyword argument '{key}'"),
                Span::new(file, value.start_byte(), value.end_byte()),
            )
        })
    })
}

/// The SDK's `tool()` and `add_tool()` options in the order its release declares them (after
/// `add_tool`'s function): an option passed by position is the one at its place.
fn sdk_tool_parameters(target: &Target) -> &'static [&'static str] {
    if sdk_1_before(target, 7) {
        &["name", "description"]
    } else if sdk_1_before(target, 10) {
        &["name", "description", "annotations"]
    } else {
        &[
            "name",
            "title",
            "description",
            "annotations",
            "icons",
            "meta",
            "structured_output",
        ]
    }
}

/// The SDK's options with those passed by position named as its signature names them; one past
/// the last parameter keeps no name (`tool()` then reports it as not modelled). fastmcp's
/// options are left as they are: its only positional option is the name.
fn sdk_positionals<'t>(
    options: Vec<(Option<String>, Node<'t>)>,
    target: &Target,
) -> Vec<(Option<String>, Node<'t>)> {
    if is_fastmcp(target) {
        return options;
    }
    let mut parameters = sdk_tool_parameters(target).iter();
    options
        .into_iter()
        .map(|(key, value)| match key {
            None => (
                Some(parameters.next().map_or("*args", |p| p).to_string()),
                value,
            ),
            key => (key, value),
        })
        .collect()
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

#[allow(clippy::too_many_arguments)]
fn tool(
    file: &Rc<SourceFile>,
    function: Node,
    bound: bool,
    options: Vec<(Option<String>, Node)>,
    names: &Names,
    span: Span,
    target: &Target,
    consts: Option<&Constants>,
    computed: &[(String, Result<Json, String>)],
) -> Result<Option<ToolPrediction>, ServerError> {
    tool_with_options_in(
        file, function, bound, options, None, names, span, target, consts, computed,
    )
}

/// [`tool`], with the options read with the constants of `options_in`, the module they are
/// written in, when it is not the function's (a method of a class of another module).
#[allow(clippy::too_many_arguments)]
fn tool_with_options_in(
    file: &Rc<SourceFile>,
    function: Node,
    bound: bool,
    options: Vec<(Option<String>, Node)>,
    options_in: Option<&Constants>,
    names: &Names,
    span: Span,
    target: &Target,
    consts: Option<&Constants>,
    computed: &[(String, Result<Json, String>)],
) -> Result<Option<ToolPrediction>, ServerError> {
    let src = file.text.as_str();
    let id = file.id;
    let (options_src, options_names, options_consts, options_id) = match options_in {
        Some(c) => (
            c.module.file.text.as_str(),
            &c.module.names,
            Some(c),
            c.module.file.id,
        ),
        None => (src, names, consts, id),
    };
    let fastmcp = is_fastmcp(target);
    let line = fastmcp_line(target);
    // 3.x and later
    let fastmcp3 = fastmcp && line != fastmcp_py::Line::Two;
    let fastmcp4 = fastmcp && line == fastmcp_py::Line::Four;
    let types_2 = mcp_types_2(target);
    // fastmcp's own entry of `_meta`
    let meta_key = if fastmcp3 { "fastmcp" } else { "_fastmcp" };
    // a literal, or a module constant the option names
    let string = |value: Node| match options_consts {
        Some(c) => eval::string(value, options_src).or_else(|_| c.string(value)),
        None => eval::string(value, options_src),
    };
    // fastmcp's own options: `_meta._fastmcp.tags`, `meta=`, `exclude_args=`, `output_schema=`
    let mut tags: Vec<String> = Vec::new();
    let mut meta = Map::new();
    let mut exclude: Vec<String> = Vec::new();
    let mut explicit_output: Option<Option<Json>> = None;
    let mut unknown: Vec<UnknownPart> = Vec::new();
    let mut map = SourceMap::default();
    let fn_name_node = function.field("name");
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
        let at = Span::new(options_id, value.start_byte(), value.end_byte());
        match key.as_deref() {
            None | Some("name") => match string(value) {
                Ok(n) => {
                    name = n;
                    name_span = at;
                }
                Err(why) => unknown.push(UnknownPart {
                    pointer: "/name".into(),
                    reason: why,
                }),
            },
            // an empty `description=` is no description: the SDK and fastmcp 2 fall back to
            // the docstring
            Some("description") => match string(value) {
                Ok(d) if d.is_empty() && !fastmcp3 => {}
                Ok(d) => description = Some((d, at)),
                Err(why) => unknown.push(UnknownPart {
                    pointer: "/description".into(),
                    reason: why,
                }),
            },
            Some("title") => match string(value) {
                Ok(t) => {
                    map.push(written("/title", at));
                    title = Some(t)
                }
                Err(why) => unknown.push(UnknownPart {
                    pointer: "/title".into(),
                    reason: why,
                }),
            },
            Some("annotations") => match annotations_value(value, options_src, options_names, types_2)
                .or_else(|why| match options_consts.and_then(|c| c.bound(value)) {
                    Some((owner, bound)) => {
                        annotations_value(bound, &owner.file.text, &owner.names, types_2)
                    }
                    None => options_consts
                        .and_then(|c| annotations_from_helper(value, options_src, c, types_2))
                        .unwrap_or(Err(why)),
                }) {
                Ok(a) => annotations = Some(a),
                Err(why) => unknown.push(UnknownPart {
                    pointer: "/annotations".into(),
                    reason: why,
                }),
            },
            Some("tags") if fastmcp => match strings(value, options_src) {
                Ok(mut t) => {
                    // a set: sorted when listed
                    t.sort();
                    t.dedup();
                    tags = t;
                }
                Err(why) => unknown.push(UnknownPart {
                    pointer: "/_meta".into(),
                    reason: why,
                }),
            },
            Some("meta") if fastmcp => match eval::literal(value, options_src, 0) {
                Ok(Json::Null) => {}
                // fastmcp merges its own entry into one written there
                Ok(Json::Object(m)) if !m.contains_key(meta_key) => meta = m,
                _ => unknown.push(UnknownPart {
                    pointer: "/_meta".into(),
                    reason: format!(
                        "`meta=` other than a dict literal without `{meta_key}` is not modelled"
                    ),
                }),
            },
            // `tool()` refuses it from 3.x on; what `Tool.from_function` does is not modelled
            Some("enabled") if fastmcp3 => unknown.push(UnknownPart {
                pointer: String::new(),
                reason: "`enabled=` after fastmcp 2 is not modelled".into(),
            }),
            Some("enabled") if fastmcp => match eval::literal(value, options_src, 0) {
                Ok(Json::Bool(false)) => return Ok(None),
                Ok(Json::Bool(true)) | Ok(Json::Null) => {}
                _ => unknown.push(UnknownPart {
                    pointer: String::new(),
                    reason: "whether the tool is enabled is computed at run time".into(),
                }),
            },
            Some("exclude_args") if fastmcp => match strings(value, options_src) {
                Ok(e) => exclude = e,
                Err(why) => unknown.push(UnknownPart {
                    pointer: "/inputSchema".into(),
                    reason: why,
                }),
            },
            Some("output_schema") if fastmcp => match eval::literal(value, options_src, 0) {
                Ok(Json::Null) => explicit_output = Some(None),
                // fastmcp sends an object schema as written, and refuses any other
                Ok(Json::Object(o))
                    if o.get("type") == Some(&json!("object"))
                        || o.contains_key("properties")
                        || (o.contains_key("$ref") && o.contains_key("$defs")) =>
                {
                    explicit_output = Some(Some(Json::Object(o)))
                }
                _ => unknown.push(UnknownPart {
                    pointer: "/outputSchema".into(),
                    reason: "`output_schema=` other than `None` or an object schema literal is not modelled".into(),
                }),
            },
            Some("structured_output") if !fastmcp => match eval::literal(value, options_src, 0) {
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
    // the options a decorator factory computed (the SDK's `tool()` only)
    for (key, value) in computed {
        let pointer = format!("/{key}");
        let value = match value {
            Ok(v) => v,
            Err(why) => {
                unknown.push(UnknownPart {
                    pointer: if key == "structured_output" {
                        "/outputSchema".into()
                    } else {
                        pointer
                    },
                    reason: why.clone(),
                });
                continue;
            }
        };
        match (key.as_str(), value) {
            (_, Json::Null) if key != "name" => {}
            ("name", Json::String(n)) => name = n.clone(),
            ("title", Json::String(t)) => title = Some(t.clone()),
            ("description", Json::String(d)) if d.is_empty() && !fastmcp3 => {}
            ("description", Json::String(d)) => description = Some((d.clone(), span)),
            ("annotations", Json::Object(a)) => match computed_annotations(a, types_2) {
                Ok(a) => annotations = Some(a),
                Err(why) => unknown.push(UnknownPart {
                    pointer,
                    reason: why,
                }),
            },
            ("structured_output", Json::Bool(b)) if !fastmcp => {
                structured = *b;
                explicit_structured = *b;
            }
            _ => unknown.push(UnknownPart {
                pointer: String::new(),
                reason: format!("`tool({key}=...)` as the decorator computes it is not modelled"),
            }),
        }
    }
    // tools had no output schema before 1.10
    if sdk_1_before(target, 10) {
        structured = false;
    }
    if fastmcp {
        if let Some((message, at)) = refused_signature(function, line) {
            return Err(ServerError::load(message, Span::new(id, at.0, at.1)));
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
    let python = target
        .python
        .as_ref()
        .and_then(|p| p.python_version.clone());
    // fastmcp 3 reads the description and the parameters' text from the parsed docstring
    let parsed_doc = match &docstring {
        Some(Ok((doc, _))) if fastmcp3 => {
            let text = cleandoc(&runtime_docstring(doc, python.as_deref()).0);
            let parsed = docstrings::first_with_params(&text);
            if let Some(why) = &parsed.unsure {
                unknown.push(UnknownPart {
                    pointer: String::new(),
                    reason: format!("how griffe reads this docstring is not modelled: {why}"),
                });
            }
            Some(parsed)
        }
        _ => None,
    };
    let description = match description {
        Some((d, at)) => {
            map.push(written("/description", at));
            Some(d)
        }
        None => match docstring {
            Some(Ok((doc, at))) => {
                map.push(written("/description", at));
                let (text, sure) = runtime_docstring(&doc, python.as_deref());
                // fastmcp sends `inspect.getdoc`, which cleans the docstring again
                let text = if fastmcp { cleandoc(&text) } else { text };
                // fastmcp's cleaning makes most docstrings the same either way
                let same_either_way = fastmcp && cleandoc(&doc) == cleandoc(&dedent(&doc));
                if !sure && !same_either_way {
                    unknown.push(UnknownPart {
                        pointer: "/description".into(),
                        reason: "the Python version is not known, and from 3.13 on the compiler dedents docstrings, which changes this multi-line description".into(),
                    });
                }
                match &parsed_doc {
                    Some(parsed) => parsed.description.clone(),
                    None => Some(text),
                }
            }
            Some(Err(why)) => {
                unknown.push(UnknownPart {
                    pointer: "/description".into(),
                    reason: why,
                });
                Some(String::new())
            }
            // fastmcp leaves a tool without a docstring without a description; the SDK sends ""
            None if fastmcp => None,
            None => Some(String::new()),
        },
    };
    let injects = if fastmcp {
        Injects::Fastmcp
    } else if sdk_1_before(target, 7) {
        Injects::SdkIdentity
    } else {
        Injects::Sdk
    };
    let params = parameters(function, bound, src, names, injects, consts, &mut unknown);
    let load_error =
        |message: String, at: (usize, usize)| ServerError::load(message, Span::new(id, at.0, at.1));
    // what the SDK refuses at registration: fastmcp checks signatures its own way, not modelled
    let refused = |unknown: &mut Vec<UnknownPart>, e: ServerError| -> Option<ServerError> {
        if !fastmcp {
            return Some(e);
        }
        unknown.push(UnknownPart {
            pointer: String::new(),
            reason: format!(
                "the SDK refuses this tool (`{}`); what fastmcp does with it is not modelled",
                e.message.lines().next().unwrap_or("")
            ),
        });
        None
    };
    // pydantic's messages link to its version: the one found, else the one assumed
    let env = pydantic::Env {
        python: target
            .python
            .as_ref()
            .and_then(|p| major_minor(p.python_version.as_deref()?)),
        pydantic: pydantic_minor(target),
        typed_dict_return_itself: !fastmcp
            && target
                .python
                .as_ref()
                .and_then(|p| p.framework_version.as_deref())
                .is_some_and(|v| v.starts_with("2.")),
        arbitrary_types: Some(!fastmcp),
    };
    // the SDK evaluates string annotations when the tool registers: a class defined below the
    // function does not exist yet. Before 1.7 it evaluates only the parameters', each on its
    // own, and says which.
    match names_defined_later(function, src, names) {
        Some(Ok(())) if injects == Injects::SdkIdentity => {
            if let Some(late) = first_parameter_defined_later(function, src, names) {
                return Err(load_error(
                    format!(
                        "InvalidSignature: Unable to evaluate type annotation ForwardRef({})",
                        python_repr(&late)
                    ),
                    (function.start_byte(), function.end_byte()),
                ));
            }
        }
        // fastmcp resolves the annotations itself, and names the first class not yet bound
        Some(Ok(())) if fastmcp => {
            if let Some(late) = first_name_defined_later(function, src, names) {
                return Err(load_error(
                    format!("NameError: name '{late}' is not defined"),
                    (function.start_byte(), function.end_byte()),
                ));
            }
        }
        Some(Ok(())) => {
            if let Some(e) = refused(
                &mut unknown,
                load_error(
                    format!(
                    "InvalidSignature: Unable to evaluate type annotations for callable '{fn_name}'"
                ),
                    (function.start_byte(), function.end_byte()),
                ),
            ) {
                return Err(e);
            }
        }
        Some(Err(why)) => unknown.push(UnknownPart {
            pointer: "/inputSchema".into(),
            reason: why,
        }),
        None => {}
    }
    for (p, at) in &params {
        // the SDK and pydantic refuse these names while the module registers its tools
        if p.name.starts_with('_') {
            if let Some(e) = refused(
                &mut unknown,
                load_error(
                    format!(
                        "InvalidSignature: Parameter {} of {fn_name} cannot start with '_'",
                        p.name
                    ),
                    *at,
                ),
            ) {
                return Err(e);
            }
        }
        if p.name == "model_config" && fastmcp {
            // fastmcp builds its arguments model its own way: `dict = {}` stays a parameter
            if !matches!(&p.field.default, Some(Ok(Json::Object(c))) if c.is_empty()) {
                unknown.push(UnknownPart {
                    pointer: "/inputSchema".into(),
                    reason: "what fastmcp makes of a `model_config` parameter other than `dict = {}` is not modelled".into(),
                });
            }
            continue;
        }
        // before 1.7 the SDK hands pydantic the field as a `(type, FieldInfo)` pair, which a
        // `model_config` field takes as its configuration
        if p.name == "model_config" && injects == Injects::SdkIdentity {
            return Err(load_error(
                "TypeError: 'FieldInfo' object is not iterable".into(),
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
                _ => {
                    if let Some(e) = refused(&mut unknown, load_error(format!("PydanticUserError: `model_config` cannot be used as a model field name. Use `model_config` for model configuration.\n\nFor further information visit https://errors.pydantic.dev/{}/u/model-config-invalid-field-name", env.pydantic), *at)) {
                        return Err(e);
                    }
                }
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
    if explicit_structured && function.field("return_type").is_none() {
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
        .filter(|p| fastmcp || p.name != "model_config")
        .collect();
    // a string inside an annotation stays a forward reference the SDK leaves to pydantic, which
    // resolves it in the SDK's namespace, where the module's classes are not
    let mut nested: Vec<String> = Vec::new();
    if let Some(ps) = function.field("parameters") {
        let mut c = ps.walk();
        for t in ps.named_children(&mut c).filter_map(|p| p.field("type")) {
            if !is_context(t, src, names, fastmcp) {
                nested.extend(nested_strings(t, src, names));
            }
        }
    }
    if let Some(class) = nested
        .iter()
        .find(|n| names.exported(n).is_some() && !fastmcp)
    {
        return Err(load_error(
            format!("PydanticUserError: `{fn_name}Arguments` is not fully defined; you should define `{class}`, then call `{fn_name}Arguments.model_rebuild()`.\n\nFor further information visit https://errors.pydantic.dev/{}/u/class-not-fully-defined", env.pydantic),
            (function.start_byte(), function.end_byte()),
        ));
    }
    if !nested.is_empty() {
        unknown.push(UnknownPart {
            pointer: "/inputSchema".into(),
            reason: "a string inside a parameter's annotation is resolved by pydantic in the SDK's namespace; what it finds there is not modelled".into(),
        });
    }
    if fastmcp {
        if let Some(late) = required_after_default(function, src, &params) {
            let e = format!("SchemaError: Error building \"call\" validator:\n  SchemaError: Error building \"arguments\" validator:\n  SchemaError: Non-default argument '{late}' follows default argument");
            return Err(load_error(e, (function.start_byte(), function.end_byte())));
        }
    }
    let params = if fastmcp {
        fastmcp_annotated_text(params, &mut unknown)
    } else {
        params
    };
    // what pydantic raises, it raises under either framework
    let (input, schema_unknown) =
        pydantic::arguments_schema(&fn_name, &params, &names.models, &env)
            .map_err(|e| load_error(e, (function.start_byte(), function.end_byte())))?;
    unknown.extend(schema_unknown.into_iter().map(|(p, reason)| UnknownPart {
        pointer: format!("/inputSchema{p}"),
        reason,
    }));
    // fastmcp 2 cannot list a tool whose schemas refer to themselves, nor any other tool
    let line = fastmcp_line(target);
    let fails_on_cycles = fastmcp && line == fastmcp_py::Line::Two;
    let no_answer = |name: String| {
        ServerError::no_answer(
            format!("`{name}` refers to itself: fastmcp 2 builds a cyclic schema for it that fails to serialize, so `tools/list` is never answered, for every tool of the server"),
            Span::new(id, function.start_byte(), function.end_byte()),
        )
    };
    if let Some(name) = fastmcp_py::self_referent(&input).filter(|_| fails_on_cycles) {
        return Err(no_answer(name));
    }
    // fastmcp's passes over pydantic's schema of the function (titles, `$ref`s)
    let input = if fastmcp {
        for e in &exclude {
            if !params
                .iter()
                .any(|p| &p.name == e && (p.field.default.is_some() || p.field.optional))
            {
                unknown.push(UnknownPart {
                    pointer: "/inputSchema".into(),
                    reason: format!("`exclude_args` names `{e}`, which is not a parameter with a default; fastmcp refuses it"),
                });
            }
        }
        // fastmcp's schema is pydantic's of the function itself, which forbids other
        // arguments; the keys are sorted, so it comes after `$defs`
        let mut input = input;
        if let Json::Object(root) = &mut input {
            let at = usize::from(root.contains_key("$defs"));
            root.shift_insert(at, "additionalProperties".into(), json!(false));
        }
        // 4.x puts back the parameters' titles pydantic did not make from their names
        let written_titles: Vec<(String, Json)> = match input.get("properties") {
            Some(Json::Object(props)) if fastmcp4 => props
                .iter()
                .filter_map(|(param, p)| {
                    let t = p.get("title")?.as_str()?;
                    (t != python_title(param).replace('_', " ").trim())
                        .then(|| (param.clone(), json!(t)))
                })
                .collect(),
            _ => Vec::new(),
        };
        let mut input = fastmcp_py::compress(input, &exclude, line).unwrap_or_else(|why| {
            unknown.push(UnknownPart {
                pointer: "/inputSchema".into(),
                reason: why,
            });
            json!({})
        });
        if let Some(Json::Object(props)) = input.get_mut("properties") {
            for (param, t) in written_titles {
                if let Some(Json::Object(p)) = props.get_mut(&param) {
                    p.insert("title".into(), t);
                }
            }
        }
        input
    } else {
        input
    };
    // 3.x writes a parameter's docstring text into a property that has no description
    let mut input = input;
    if let (Some(parsed), Some(Json::Object(props))) = (&parsed_doc, input.get_mut("properties")) {
        for (param, text) in &parsed.params {
            if let Some(Json::Object(p)) = props.get_mut(param) {
                if !p.contains_key("description") {
                    p.insert("description".into(), json!(text));
                }
            }
        }
    }
    let output = match function.field("return_type") {
        _ if fastmcp => match explicit_output {
            Some(o) => o,
            None => fastmcp_output(function, &fn_name, src, names, &env, line, &mut unknown)
                .map_err(|e| match e {
                    Refusal::Raises(e) => {
                        load_error(e, (function.start_byte(), function.end_byte()))
                    }
                    Refusal::Recursive(name) => no_answer(name),
                })?,
        },
        Some(ret) if structured && !nested_strings(ret, src, names).is_empty() => {
            unknown.push(UnknownPart {
                pointer: "/outputSchema".into(),
                reason: "a string inside the return annotation is resolved by pydantic in the SDK's namespace; what it finds there is not modelled".into(),
            });
            None
        }
        // the SDK finds no type hints in the bare builtin `dict`, so it makes no output model
        Some(ret) if structured && is_bare_dict(ret, src, names) => {
            if explicit_structured {
                return Err(load_error(
                    format!("InvalidSignature: Function {fn_name}: return type <class 'dict'> is not serializable for structured output"),
                    (function.start_byte(), function.end_byte()),
                ));
            }
            None
        }
        Some(ret) if structured => {
            match pydantic::output_schema(
                &fn_name,
                &eval::annotation(ret, src, names, 0),
                written_dict(ret, src),
                &names.models,
                &env,
            ) {
                Ok(o) => o,
                Err(pydantic::NoOutput::Unknown(reason)) => {
                    unknown.push(UnknownPart {
                        pointer: "/outputSchema".into(),
                        reason,
                    });
                    None
                }
                Err(pydantic::NoOutput::Raises(e)) => {
                    return Err(load_error(e, (function.start_byte(), function.end_byte())))
                }
            }
        }
        _ => None,
    };
    // fastmcp lists the annotations' title as the tool's when it has none of its own
    let title = match (title, &annotations) {
        (Some(t), _) if !(fastmcp && t.is_empty()) => Some(t),
        (_, Some(a)) if fastmcp => a.get("title").and_then(Json::as_str).map(String::from),
        (t, _) => t.filter(|_| !fastmcp),
    };
    // 4.x always sends a title, made from the name when there is none
    let title = match title {
        None if fastmcp4 => Some(default_title(&name)),
        t => t,
    };
    let mut wire = Map::new();
    wire.insert("name".into(), json!(name));
    if let Some(t) = title {
        wire.insert("title".into(), json!(t));
    }
    if let Some(d) = description {
        wire.insert("description".into(), json!(d));
    }
    // what `tools/list` sends of the schemas the tool holds (3.x inlines `$ref`s then)
    let mut listed = |schema: Json, pointer: &str| {
        if !fastmcp {
            return schema;
        }
        fastmcp_py::listed(schema, line).unwrap_or_else(|reason| {
            unknown.push(UnknownPart {
                pointer: pointer.into(),
                reason,
            });
            json!({})
        })
    };
    wire.insert("inputSchema".into(), listed(input, "/inputSchema"));
    if let Some(o) = output {
        wire.insert("outputSchema".into(), listed(o, "/outputSchema"));
    }
    if let Some(a) = annotations {
        wire.insert("annotations".into(), a);
    }
    if fastmcp {
        meta.insert(meta_key.into(), json!({ "tags": tags }));
        wire.insert("_meta".into(), Json::Object(meta));
    }
    let source = ToolSource {
        form: ToolForm::Registration,
        span,
        name_span,
        map,
        throws: Vec::new(),
        error_texts: Vec::new(),
    };
    Ok(Some(super::prediction(target, wire, unknown, source)))
}

/// The title fastmcp 4 gives a tool that has none (`_default_title`).
pub(super) fn default_title(name: &str) -> String {
    python_title(&name.replace(['_', '-'], " "))
}

/// Python's `str.title()`: a cased letter after another is lowered, any other is raised.
fn python_title(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut after_cased = false;
    for c in s.chars() {
        let cased = c.is_lowercase() || c.is_uppercase();
        if cased && after_cased {
            out.extend(c.to_lowercase());
        } else if cased {
            out.extend(c.to_uppercase());
        } else {
            out.push(c);
        }
        after_cased = cased;
    }
    out
}

/// The first positional parameter pydantic requires that follows one with a default, which
/// fastmcp's validator of the call refuses (the SDK accepts it; Python itself allows it when
/// the later default is a required `Field(...)`).
fn required_after_default(function: Node, src: &str, params: &[Param]) -> Option<String> {
    let list = function.field("parameters")?;
    let mut c = list.walk();
    let mut positional: Vec<&str> = Vec::new();
    for n in list.named_children(&mut c) {
        if matches!(n.kind(), "keyword_separator" | "list_splat_pattern") {
            break;
        }
        let name = match n.kind() {
            "identifier" => Some(n),
            _ => n.field("name").or_else(|| n.named_child(0)),
        };
        positional.extend(name.map(|n| text(n, src)));
    }
    let mut defaulted = false;
    for p in params
        .iter()
        .filter(|p| positional.contains(&p.name.as_str()))
    {
        let required = p.field.default.is_none() && !p.field.optional;
        if required && defaulted {
            return Some(p.name.clone());
        }
        defaulted |= !required;
    }
    None
}

/// fastmcp describes a parameter with a plain string in its `Annotated`, which the SDK ignores.
fn fastmcp_annotated_text(mut params: Vec<Param>, unknown: &mut Vec<UnknownPart>) -> Vec<Param> {
    for p in &mut params {
        let pointer = format!(
            "/inputSchema/properties/{}",
            crate::targets::pointer_segment(&p.name)
        );
        let described = p.field.description.is_some();
        let Some(ty) = &mut p.ty else {
            continue;
        };
        if nested_annotated_text(ty, 0) {
            unknown.push(UnknownPart {
                pointer: pointer.clone(),
                reason: "what fastmcp makes of a plain string in an `Annotated` inside another type is not modelled".into(),
            });
        }
        let PyType::Annotated(_, info) = ty else {
            continue;
        };
        match info.annotated_text.clone() {
            None => {}
            Some(Ok(t)) if !described && info.description.is_none() => info.description = Some(t),
            Some(Ok(_)) => unknown.push(UnknownPart {
                pointer,
                reason: "a plain string in `Annotated` beside a `Field(description=...)`: which one fastmcp keeps is not modelled".into(),
            }),
            Some(Err(why)) => unknown.push(UnknownPart {
                pointer,
                reason: format!("the string in `Annotated` is not evaluated: {why}"),
            }),
        }
    }
    params
}

/// Whether a plain string sits in an `Annotated` below the top of `ty`.
fn nested_annotated_text(ty: &PyType, depth: usize) -> bool {
    let inner = |t: &PyType| nested_annotated_text(t, depth + 1);
    match ty {
        PyType::Annotated(base, info) => {
            (depth > 0 && info.annotated_text.is_some()) || nested_annotated_text(base, depth + 1)
        }
        PyType::List(t) | PyType::Set(t) => inner(t),
        PyType::Dict(k, v) => inner(k) || inner(v),
        PyType::Tuple(ts) | PyType::Union(ts) => ts.iter().any(inner),
        _ => false,
    }
}

/// Why fastmcp lists no output schema for a tool, and no tool at all.
enum Refusal {
    /// What pydantic raises, which fastmcp does not catch (it catches only
    /// `PydanticSchemaGenerationError`): the registration's error.
    Raises(String),
    /// The schema's definition of this name refers to itself, which fastmcp 2 cannot list.
    Recursive(String),
}

/// The output schema fastmcp 2.x makes from a return annotation: none for `None`, `Any` or no
/// annotation; a model's own schema; other types wrapped in `{"result": ...}`; all through its
/// schema passes.
fn fastmcp_output(
    function: Node,
    fn_name: &str,
    src: &str,
    names: &Names,
    env: &pydantic::Env,
    line: fastmcp_py::Line,
    unknown: &mut Vec<UnknownPart>,
) -> Result<Option<Json>, Refusal> {
    let Some(ret) = function.field("return_type") else {
        return Ok(None);
    };
    let mut not_modelled = |reason: String| {
        unknown.push(UnknownPart {
            pointer: "/outputSchema".into(),
            reason,
        });
        Ok(None)
    };
    if !nested_strings(ret, src, names).is_empty() {
        return not_modelled("a string inside the return annotation is resolved by fastmcp with `get_type_hints`; what it finds is not modelled".into());
    }
    // MCP content types (and fastmcp's own) form no structured content: anywhere in the return
    // annotation they leave the tool without an output schema
    if names_content_type(ret, src, names) {
        return Ok(None);
    }
    let ty = eval::annotation(ret, src, names, 0);
    // 3.x tells `-> None` by the object, which a string annotation (`from __future__ import
    // annotations`) is not: it then wraps a null result
    if ty == PyType::None
        && line != fastmcp_py::Line::Two
        && (names.future_annotations || ret.named_child(0).is_some_and(|r| r.kind() == "string"))
    {
        return not_modelled(
            "fastmcp 3.x and later's output schema of `None` written as a string is not modelled"
                .into(),
        );
    }
    if matches!(ty, PyType::None | PyType::Any) {
        return Ok(None);
    }
    // 3.x gives no output schema for `bytes`, also inside a union or `Annotated`
    fn contains_bytes(ty: &PyType) -> bool {
        match ty {
            PyType::Bytes => true,
            PyType::Union(members) => members.iter().any(contains_bytes),
            PyType::Annotated(inner, _) => contains_bytes(inner),
            _ => false,
        }
    }
    if line != fastmcp_py::Line::Two && contains_bytes(&ty) {
        return Ok(None);
    }
    // 4.x makes output schemas under each model's own `serialize_by_alias` (off by default)
    if let Some(field) =
        pydantic::any_alias_in(&ty, &names.models).filter(|_| line == fastmcp_py::Line::Four)
    {
        return not_modelled(format!("fastmcp 4 makes output schemas with field names rather than aliases unless a model sets `serialize_by_alias`; that schema of `{field}` is not modelled"));
    }
    if let Some(field) = pydantic::validation_alias_in(&ty, &names.models) {
        return not_modelled(format!("fastmcp makes output schemas in pydantic's serialization mode, where `{field}`'s `validation_alias` does not name it; that mode is not modelled"));
    }
    // fastmcp hands the returned class itself to pydantic (the SDK a model of its type hints),
    // so pydantic's refusal of a `typing.TypedDict` before Python 3.12 is the registration's
    if let PyType::Model(key) = &ty {
        if let Some(m) = names.models.get(key) {
            if m.kind == (pydantic::ClassKind::TypedDict { typing: true })
                || pydantic::names_typing_typed_dict(m, &names.models)
            {
                match env.python {
                    Some(v) if v >= (3, 12) => {}
                    Some(_) => return Err(Refusal::Raises(pydantic::typed_dict_error(&env.pydantic))),
                    None => return not_modelled("pydantic refuses a returned `typing.TypedDict` before Python 3.12, and the Python version is not known".into()),
                }
            }
        }
    }
    let schema = match &ty {
        PyType::Dict(..) => pydantic::dict_output_schema(&ty, &names.models, env),
        _ => pydantic::output_schema(fn_name, &ty, Some(false), &names.models, env),
    };
    let schema = match schema {
        Err(pydantic::NoOutput::Raises(e)) => return Err(Refusal::Raises(e)),
        Err(pydantic::NoOutput::Unknown(reason)) => return not_modelled(reason),
        // the SDK's model of other classes is not fastmcp's schema of them
        Ok(_)
            if matches!(&ty, PyType::Model(key) if names
                .models
                .get(key)
                .is_some_and(|m| m.kind != pydantic::ClassKind::BaseModel)) =>
        {
            return not_modelled(
                "fastmcp's schema of a returned dataclass, `TypedDict` or `NamedTuple` is not modelled".into(),
            )
        }
        Ok(None) => return Ok(None),
        Ok(Some(o)) => o,
    };
    if let Some(name) = fastmcp_py::self_referent(&schema).filter(|_| line == fastmcp_py::Line::Two)
    {
        return Err(Refusal::Recursive(name));
    }
    let out = if pydantic::wraps_output(&ty) {
        fastmcp_py::wrapped_output(schema, line)
    } else {
        fastmcp_py::compress(schema, &[], line)
    };
    out.map_or_else(not_modelled, |o| Ok(Some(o)))
}

/// `inspect.cleandoc` (Python 3.11): tabs expanded, the first line's leading whitespace and
/// the other lines' common indentation removed, then leading and trailing empty lines (a
/// line of spaces is not empty).
pub(super) fn cleandoc(doc: &str) -> String {
    let expanded: Vec<String> = doc.split('\n').map(expand_tabs).collect();
    let margin = expanded
        .iter()
        .skip(1)
        .filter(|l| !l.trim_start().is_empty())
        .map(|l| l.chars().count() - l.trim_start().chars().count())
        .min();
    let mut lines: Vec<String> = expanded
        .iter()
        .enumerate()
        .map(|(i, l)| match (i, margin) {
            (0, _) => l.trim_start().to_string(),
            (_, Some(m)) => l.chars().skip(m).collect(),
            (_, None) => l.clone(),
        })
        .collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    let first = lines
        .iter()
        .position(|l| !l.is_empty())
        .unwrap_or(lines.len());
    lines[first..].join("\n")
}

/// `str.expandtabs()`: tabs to the next multiple of 8 columns.
fn expand_tabs(line: &str) -> String {
    let mut out = String::new();
    for c in line.chars() {
        if c == '\t' {
            let n = 8 - out.chars().count() % 8;
            out.extend(std::iter::repeat_n(' ', n));
        } else {
            out.push(c);
        }
    }
    out
}

/// A list, set or tuple literal of strings.
fn strings(node: Node, src: &str) -> Result<Vec<String>, String> {
    if !matches!(node.kind(), "list" | "set" | "tuple") {
        return Err(format!("`{}` is computed at run time", text(node, src)));
    }
    let mut c = node.walk();
    let items: Vec<Node> = node.named_children(&mut c).collect();
    items.into_iter().map(|i| eval::string(i, src)).collect()
}

/// pydantic's `major.minor`, which its messages link to: the version found, else the one
/// assumed.
pub(super) fn pydantic_minor(target: &Target) -> String {
    target
        .python
        .as_ref()
        .and_then(|p| major_minor(p.pydantic_version.as_deref()?))
        .or_else(|| major_minor(newest(VERIFIED_PYDANTIC)))
        .map(|(a, b)| format!("{a}.{b}"))
        .unwrap_or_default()
}

/// `3.11.7` as (3, 11).
pub(super) fn major_minor(version: &str) -> Option<(u32, u32)> {
    let mut parts = version.split('.').map(|p| p.parse::<u32>().ok());
    Some((parts.next()??, parts.next()??))
}

/// Whether an annotation the SDK evaluates as a string at registration (written as one, or
/// under `from __future__ import annotations`) names a class the module defines below the
/// function: `Some(Ok)` when it does, `Some(Err)` when that depends on when a function not at
/// the top of the module runs.
pub(super) fn names_defined_later(
    function: Node,
    src: &str,
    names: &Names,
) -> Option<Result<(), String>> {
    annotations(function)
        .into_iter()
        .find(|a| names_later(*a, function, src, names))?;
    let top_level = function
        .parent()
        .map(|p| match p.kind() {
            "decorated_definition" => p.parent(),
            _ => Some(p),
        })
        .is_some_and(|p| p.is_some_and(|p| p.kind() == "module"));
    Some(if top_level {
        Ok(())
    } else {
        Err("a string annotation names a class defined below the function; whether it exists when the tool registers is not decided".into())
    })
}

/// Whether an annotation evaluated when `function` registers (a string, or any under `from
/// __future__ import annotations`) names a class the module defines below the function.
fn names_later(annotation: Node, function: Node, src: &str, names: &Names) -> bool {
    !defined_later(annotation, function, src, names).is_empty()
}

/// The first name, as written, of the first annotation that names a class the module defines
/// below the function: the one Python's evaluation stops at.
fn first_name_defined_later(function: Node, src: &str, names: &Names) -> Option<String> {
    annotations(function).into_iter().find_map(|a| {
        let written = text(a, src);
        defined_later(a, function, src, names)
            .into_iter()
            .min_by_key(|n| written.find(n.as_str()).unwrap_or(usize::MAX))
    })
}

/// The names an annotation evaluated when `function` registers names that the module defines
/// below the function.
fn defined_later(annotation: Node, function: Node, src: &str, names: &Names) -> Vec<String> {
    let a = match annotation.kind() {
        "type" => annotation.named_child(0).unwrap_or(annotation),
        _ => annotation,
    };
    let named = if a.kind() == "string" {
        eval::string_annotation(a, src, identifiers).unwrap_or_default()
    } else if names.future_annotations {
        identifiers(a, src)
    } else {
        Vec::new()
    };
    named
        .into_iter()
        .filter(|n| {
            names
                .defined_at(n)
                .is_some_and(|at| at > function.start_byte())
        })
        .collect()
}

/// The text of the first parameter annotation that names a class defined below the function,
/// as the string Python evaluates: a string annotation's content, else the annotation's source.
fn first_parameter_defined_later(function: Node, src: &str, names: &Names) -> Option<String> {
    let params = function.field("parameters")?;
    let mut c = params.walk();
    let late = params
        .named_children(&mut c)
        .filter_map(|p| p.field("type"))
        .find(|a| names_later(*a, function, src, names))?;
    let late = match late.kind() {
        "type" => late.named_child(0).unwrap_or(late),
        _ => late,
    };
    Some(match late.kind() {
        "string" => eval::string(late, src).ok()?,
        _ => text(late, src).to_string(),
    })
}

/// Python's `repr` of a string: single quotes unless the text holds one and no double quote.
fn python_repr(text: &str) -> String {
    if text.contains('\'') && !text.contains('"') {
        format!("\"{text}\"")
    } else {
        format!("'{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
    }
}

/// Who the framework hands a `Context` parameter to instead of the model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Injects {
    /// fastmcp's `Context`, in any annotation that names it.
    Fastmcp,
    /// The SDK's, in any annotation that names it (1.7 on).
    Sdk,
    /// The SDK's before 1.7: only an annotation that is the class itself (`param.annotation is
    /// Context`), so not `Optional[Context]`, `Context[...]` or any under `from __future__
    /// import annotations`.
    SdkIdentity,
}

/// The names in strings nested inside an annotation (`Query` of `list["Query"]`), the
/// annotation itself read from its string when it is one; `Literal` values and `Annotated`
/// metadata are not types.
fn nested_strings(ty: Node, src: &str, names: &Names) -> Vec<String> {
    let ty = match ty.kind() {
        "type" => ty.named_child(0).unwrap_or(ty),
        _ => ty,
    };
    if ty.kind() == "string" {
        return eval::string_annotation(ty, src, |inner, text| nested_strings(inner, text, names))
            .unwrap_or_default();
    }
    let mut out = Vec::new();
    let mut stack = vec![ty];
    while let Some(n) = stack.pop() {
        let n = match n.kind() {
            "type" => n.named_child(0).unwrap_or(n),
            _ => n,
        };
        let head = match n.kind() {
            "generic_type" => n.named_child(0),
            "subscript" => n.field("value"),
            _ => None,
        };
        let head = head
            .and_then(|h| names.qualified(h, src))
            .unwrap_or_default();
        let head = head.rsplit('.').next().unwrap_or("");
        match n.kind() {
            "string" => {
                out.extend(eval::string_annotation(n, src, identifiers).unwrap_or_default())
            }
            _ if head == "Literal" => {}
            "generic_type" | "subscript" => {
                let mut args: Vec<Node> = match n.kind() {
                    "generic_type" => {
                        let mut c = n.walk();
                        n.named_child(1)
                            .map(|p| p.named_children(&mut c).collect())
                            .unwrap_or_default()
                    }
                    _ => {
                        let mut c = n.walk();
                        n.children_by_field_name("subscript", &mut c).collect()
                    }
                };
                if head == "Annotated" {
                    args.truncate(1);
                }
                stack.extend(args);
            }
            _ => {
                let mut c = n.walk();
                stack.extend(n.named_children(&mut c));
            }
        }
    }
    out
}

/// The names an expression starts from (`Query` of `list[Query]`, `m` of `m.Query`).
/// The line of a `name.add_tool(...)` call with a keyword argument.
fn keyword_call(
    root: Node,
    src: &str,
    name: &str,
    method: &str,
    keyword: Option<&str>,
) -> Option<usize> {
    // a walk of the whole module for a method most modules never call
    if !text(root, src).contains(method) {
        return None;
    }
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        if n.kind() == "call" {
            let on_server = n
                .field("function")
                .filter(|f| f.kind() == "attribute")
                .is_some_and(|f| {
                    f.field("attribute").is_some_and(|a| text(a, src) == method)
                        && f.field("object").is_some_and(|o| text(o, src) == name)
                });
            let matches = on_server && {
                let keywords = eval::arguments(n, src).1;
                match keyword {
                    Some(k) => keywords.iter().any(|(w, _)| *w == k),
                    None => !keywords.is_empty(),
                }
            };
            if matches {
                return Some(n.start_position().row + 1);
            }
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    None
}

/// A function's parameter annotations, then its return annotation.
fn annotations(function: Node) -> Vec<Node> {
    let mut out = Vec::new();
    if let Some(params) = function.field("parameters") {
        let mut c = params.walk();
        out.extend(
            params
                .named_children(&mut c)
                .filter_map(|p| p.field("type")),
        );
    }
    out.extend(function.field("return_type"));
    out
}

/// A class of the project that a function of the module names in a string annotation (in any
/// annotation, under `from __future__ import annotations`).
fn string_named_class(root: Node, src: &str, names: &Names) -> Option<String> {
    let libraries = [
        "typing",
        "typing_extensions",
        "pydantic",
        "annotated_types",
        "fastmcp",
        "mcp",
        "collections",
        "datetime",
        "enum",
        "uuid",
        "decimal",
        "pathlib",
    ];
    let of_project = |n: &String| {
        names.defined_at(n).is_some()
            || names.imports().any(|(local, q)| {
                local == n && !libraries.contains(&q.split('.').next().unwrap_or(""))
            })
    };
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        if n.kind() == "function_definition" {
            for a in annotations(n) {
                let mut inner = vec![a];
                while let Some(x) = inner.pop() {
                    if x.kind() == "string" || (names.future_annotations && x.id() == a.id()) {
                        if let Some(class) = identifiers(x, src).into_iter().find(&of_project) {
                            return Some(class);
                        }
                    } else {
                        let mut c = x.walk();
                        inner.extend(x.named_children(&mut c));
                    }
                }
            }
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    None
}

/// Whether an annotation names one of the types fastmcp replaces by an unserializable one
/// before it makes an output schema.
fn names_content_type(annotation: Node, src: &str, names: &Names) -> bool {
    const CONTENT: &[&str] = &[
        "mcp.types.TextContent",
        "mcp.types.ImageContent",
        "mcp.types.AudioContent",
        "mcp.types.ResourceLink",
        "mcp.types.EmbeddedResource",
        "fastmcp.Image",
        "fastmcp.utilities.types.Image",
        "fastmcp.utilities.types.Audio",
        "fastmcp.utilities.types.File",
    ];
    let mut stack = vec![annotation];
    while let Some(n) = stack.pop() {
        if matches!(n.kind(), "identifier" | "attribute")
            && names
                .qualified(n, src)
                .is_some_and(|q| CONTENT.contains(&q.as_str()))
        {
            return true;
        }
        if n.kind() != "attribute" {
            let mut c = n.walk();
            stack.extend(n.named_children(&mut c));
        }
    }
    false
}

fn identifiers(node: Node, src: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![node];
    while let Some(n) = stack.pop() {
        match n.kind() {
            "identifier" => out.push(text(n, src).to_string()),
            "attribute" => stack.extend(n.field("object")),
            "string" => {
                out.extend(eval::string_annotation(n, src, identifiers).unwrap_or_default())
            }
            _ => {
                let mut c = n.walk();
                stack.extend(n.named_children(&mut c));
            }
        }
    }
    out
}

/// `ToolAnnotations(readOnlyHint=True, ...)` or a dict literal of hints, as the SDK sends them
/// (hints left unset are not sent).
/// `annotations=`, as the installed `mcp.types` sends it: 1.x's `ToolAnnotations` has the wire's
/// camelCase field names and keeps any other keyword as written; 2.x's has snake_case fields
/// with the camelCase names as aliases, and sends the aliases.
pub(super) fn annotations_value(
    node: Node,
    src: &str,
    names: &Names,
    types_2: bool,
) -> Result<Json, String> {
    annotations_with(node, src, names, types_2, &[])
}

/// `annotations=helper(destructive=True)` where `helper` is a function of the project whose
/// body only returns a `ToolAnnotations(...)` of its parameters (mcp-server-git's `writes`):
/// the call's literal arguments, or the parameters' literal defaults, put in.
fn annotations_from_helper(
    call: Node,
    src: &str,
    consts: &Constants,
    types_2: bool,
) -> Option<Result<Json, String>> {
    if call.kind() != "call" {
        return None;
    }
    let (owner, def) = consts.bound(call.field("function")?)?;
    if def.kind() != "function_definition" {
        return None;
    }
    let owner_src = owner.file.text.as_str();
    let value = super::lowlevel::sole_return(def)?;
    let (positional, keywords) = eval::arguments(call, src);
    let params = def.field("parameters")?;
    let mut args: Vec<(String, Json)> = Vec::new();
    let mut c = params.walk();
    let mut index = 0;
    for p in params.named_children(&mut c) {
        let (name, default) = match p.kind() {
            "identifier" => (Some(p), None),
            "typed_parameter" => (p.named_child(0), None),
            "default_parameter" | "typed_default_parameter" => (p.field("name"), p.field("value")),
            "keyword_separator" => {
                // the ones after `*` are not filled by position
                index = usize::MAX;
                continue;
            }
            "comment" => continue,
            _ => return None,
        };
        let name = text(name.filter(|n| n.kind() == "identifier")?, owner_src).to_string();
        let passed = keywords
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| *v)
            .or_else(|| positional.get(index).copied());
        index = index.saturating_add(1);
        let evaluated = match (passed, default) {
            (Some(v), _) => eval::literal(v, src, 0),
            (None, Some(d)) => eval::literal(d, owner_src, 0),
            (None, None) => return None,
        };
        match evaluated {
            Ok(v) => args.push((name, v)),
            Err(why) => return Some(Err(why)),
        }
    }
    // an argument the helper does not take is a `TypeError` when it runs, not modelled
    let taken = |k: &str| args.iter().any(|(a, _)| a == k);
    if keywords.iter().any(|(k, _)| !taken(k)) || positional.len() > args.len() {
        return None;
    }
    Some(annotations_with(
        value,
        owner_src,
        &owner.names,
        types_2,
        &args,
    ))
}

/// `ToolAnnotations(...)` as a decorator factory made it: its keywords as written, the hints
/// under their wire names.
fn computed_annotations(fields: &Map<String, Json>, types_2: bool) -> Result<Json, String> {
    let mut out = Map::new();
    for (k, v) in fields {
        let k = if types_2 {
            annotation_wire_name(k)?
        } else {
            k.clone()
        };
        if !v.is_null() {
            out.insert(k, v.clone());
        }
    }
    Ok(Json::Object(out))
}

/// The wire name of a `ToolAnnotations` field under mcp 2.x, which names them in snake case.
fn annotation_wire_name(k: &str) -> Result<String, String> {
    const FIELDS_2: [(&str, &str); 4] = [
        ("read_only_hint", "readOnlyHint"),
        ("destructive_hint", "destructiveHint"),
        ("idempotent_hint", "idempotentHint"),
        ("open_world_hint", "openWorldHint"),
    ];
    match FIELDS_2
        .iter()
        .find(|(field, alias)| k == *field || k == *alias)
    {
        Some((_, alias)) => Ok(alias.to_string()),
        None if k == "title" => Ok(k.to_string()),
        None => Err(format!(
            "the `ToolAnnotations` keyword `{k}` under mcp 2.x is not modelled"
        )),
    }
}

fn annotations_with(
    node: Node,
    src: &str,
    names: &Names,
    types_2: bool,
    args: &[(String, Json)],
) -> Result<Json, String> {
    let wire_name_2 = annotation_wire_name;
    let mut out = Map::new();
    match node.kind() {
        "call" => {
            let class = node
                .field("function")
                .and_then(|f| names.qualified(f, src))
                .unwrap_or_default();
            if !class.ends_with("ToolAnnotations") {
                return Err(format!("annotations from `{class}` are not modelled"));
            }
            for (k, v) in eval::arguments(node, src).1 {
                let v = match args
                    .iter()
                    .find(|(a, _)| v.kind() == "identifier" && a == text(v, src))
                {
                    Some((_, passed)) => passed.clone(),
                    None => eval::literal(v, src, 0)?,
                };
                let k = if types_2 { wire_name_2(&k)? } else { k };
                if !v.is_null() {
                    out.insert(k, v);
                }
            }
        }
        "dictionary" => {
            let mut c = node.walk();
            for pair in node.named_children(&mut c).filter(|p| p.kind() == "pair") {
                let (Some(k), Some(v)) = (pair.field("key"), pair.field("value")) else {
                    continue;
                };
                let v = eval::literal(v, src, 0)?;
                let k = eval::string(k, src)?;
                // what 2.x's validation makes of a field name in a dict is not followed
                if types_2 && k.contains('_') && annotation_wire_name(&k).is_ok() {
                    return Err(format!(
                        "the annotation key `{k}` under mcp 2.x is not modelled"
                    ));
                }
                if !v.is_null() {
                    out.insert(k, v);
                }
            }
        }
        _ => return Err("annotations computed at run time".into()),
    }
    Ok(Json::Object(out))
}

/// The function's docstring as written (its literal's value), with where it is written.
pub(super) fn docstring(
    function: Node,
    src: &str,
    id: FileId,
) -> Option<Result<(String, Span), String>> {
    let body = function.field("body")?;
    // comments are no statements: a docstring below one is still the function's
    let mut c = body.walk();
    let first = body
        .named_children(&mut c)
        .find(|n| n.kind() != "comment")?;
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
pub(super) fn runtime_docstring(doc: &str, python: Option<&str>) -> (String, bool) {
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
pub(super) fn dedent(doc: &str) -> String {
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
    bound: bool,
    src: &str,
    names: &Names,
    injects: Injects,
    consts: Option<&Constants>,
    unknown: &mut Vec<UnknownPart>,
) -> Vec<(Param, (usize, usize))> {
    let fastmcp = injects == Injects::Fastmcp;
    let mut out = Vec::new();
    let Some(params) = function.field("parameters") else {
        return out;
    };
    let mut c = params.walk();
    // Python binds a method's first parameter to the instance (a classmethod's to the class)
    let mut skipped = !bound;
    for p in params.named_children(&mut c) {
        if !skipped && p.kind() != "comment" {
            skipped = true;
            continue;
        }
        let (name, ty, default) = match p.kind() {
            "identifier" => (Some(p), None, None),
            "typed_parameter" => (p.named_child(0), p.field("type"), None),
            "default_parameter" => (p.field("name"), None, p.field("value")),
            "typed_default_parameter" => (p.field("name"), p.field("type"), p.field("value")),
            // `*` only says how the function is called, which the schema does not show
            "comment" | "keyword_separator" => continue,
            // so does `/` in the SDK's schema; fastmcp 2 and 3 list the arguments as an array
            // then (4 refuses them before it gets here)
            "positional_separator" if !fastmcp => continue,
            "positional_separator" => {
                unknown.push(UnknownPart {
                    pointer: "/inputSchema".into(),
                    reason: "positional-only parameters make fastmcp list the arguments as an array, which is not modelled".into(),
                });
                continue;
            }
            // the SDK lists `*args` and `**kwargs` as required arguments by their names
            // (fastmcp refuses them before it gets here)
            "list_splat_pattern" | "dictionary_splat_pattern" => (Some(p), None, None),
            _ => {
                unknown.push(UnknownPart {
                    pointer: "/inputSchema".into(),
                    reason: format!("the parameter `{}` is not modelled", text(p, src)),
                });
                continue;
            }
        };
        let name = name.map(|n| match n.kind() {
            "list_splat_pattern" | "dictionary_splat_pattern" => n.named_child(0).unwrap_or(n),
            _ => n,
        });
        let Some(name) = name.filter(|n| n.kind() == "identifier") else {
            unknown.push(UnknownPart {
                pointer: "/inputSchema".into(),
                reason: format!("the parameter `{}` is not modelled", text(p, src)),
            });
            continue;
        };
        let name = text(name, src).to_string();
        if let Some(t) = ty {
            if is_context(t, src, names, fastmcp) {
                let the_class_itself = !names.future_annotations
                    && matches!(
                        t.named_child(0).unwrap_or(t).kind(),
                        "identifier" | "attribute"
                    );
                if injects == Injects::SdkIdentity && !the_class_itself {
                    unknown.push(UnknownPart {
                        pointer: "/inputSchema".into(),
                        reason: format!(
                            "before 1.7 the SDK injects the Context only for an annotation that is the class itself; `{name}: {}` is a parameter whose schema (the Context model's) is not modelled",
                            text(t, src)
                        ),
                    });
                }
                continue;
            }
        }
        let mut field = FieldInfo::default();
        // pydantic reads a default of `...` as none: the parameter is required
        if let Some(d) = default.filter(|d| d.kind() != "ellipsis") {
            let constant = constant_default(d, function, consts);
            let field_of_constant =
                || constant.and_then(|(o, b)| eval::field_call(b, &o.file.text, &o.names));
            match eval::field_call(d, src, names).or_else(field_of_constant) {
                Some(f) => field = f,
                None => {
                    field.default = Some(
                        eval::literal(d, src, 0)
                            .or_else(|e| names.enum_member(d, src).ok_or(e))
                            .or_else(|e| match constant {
                                Some((o, b)) => eval::literal(b, &o.file.text, 0),
                                None => Err(e),
                            }),
                    )
                }
            }
        }
        let ty = ty.map(|t| (t, is_context(t, src, names, !fastmcp)));
        out.push((
            Param {
                // the SDK reads an unannotated parameter as `str`; fastmcp leaves it `Any`
                ty: ty
                    .map(|(t, other)| {
                        if other {
                            return other_context(t, src, &name, fastmcp);
                        }
                        let mut parsed = eval::annotation(t, src, names, 0);
                        annotated_field_constants(&mut parsed, t, function, src, names, consts);
                        parsed
                    })
                    .or(fastmcp.then_some(PyType::Any)),
                name,
                field,
            },
            (p.start_byte(), p.end_byte()),
        ));
    }
    out
}

/// `Annotated[T, Field(description=f"... {CONSTANT}", pattern=PATTERN)]`: the module
/// constants a `Field`'s text and bounds name, which `eval` (knowing one module's literals only)
/// leaves unmodelled. Python evaluates the annotation when the `def` runs, so, as for a default,
/// a constant of the same module must be bound above a function defined at the top of the module.
fn annotated_field_constants(
    parsed: &mut PyType,
    annotation: Node,
    function: Node,
    src: &str,
    names: &Names,
    consts: Option<&Constants>,
) {
    let (PyType::Annotated(_, info), Some(consts)) = (parsed, consts) else {
        return;
    };
    let resolvable = |k: &str| k == "description" || eval::BOUNDS.contains(&k);
    if !info.unmodelled.iter().any(|k| resolvable(k)) {
        return;
    }
    let mut subscript = annotation;
    while subscript.kind() == "type" {
        let Some(inner) = subscript.named_child(0) else {
            return;
        };
        subscript = inner;
    }
    if subscript.kind() != "generic_type" && subscript.kind() != "subscript" {
        return;
    }
    // the `Field(...)` of the metadata; one only, so no precedence to weigh
    let mut fields = Vec::new();
    let mut stack = vec![subscript];
    while let Some(n) = stack.pop() {
        if eval::is_field_call(n, src, names) {
            fields.push(n);
            continue;
        }
        // a nested `Annotated` describes what it annotates, not the parameter
        if n != subscript && matches!(n.kind(), "generic_type" | "subscript") {
            continue;
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    let [field] = fields.as_slice() else {
        return;
    };
    let bound_below = |value: Node| {
        let mut identifiers = vec![value];
        while let Some(n) = identifiers.pop() {
            if n.kind() == "identifier"
                && consts.bound_default(n, function).is_some()
                && constant_default(n, function, Some(consts)).is_none()
            {
                return true;
            }
            let mut c = n.walk();
            identifiers.extend(n.named_children(&mut c));
        }
        false
    };
    // the `Field`'s bounds in the order they are written, then those of other metadata
    let mut constraints = Vec::new();
    let mut others = std::mem::take(&mut info.constraints);
    let (_, keywords) = eval::arguments(*field, src);
    for (key, value) in keywords {
        if let Some(at) = others.iter().position(|(k, _)| *k == key) {
            constraints.push(others.remove(at));
            continue;
        }
        if !resolvable(&key) || !info.unmodelled.contains(&key) || bound_below(value) {
            continue;
        }
        if key == "description" {
            let Ok(text) = consts.string_in_signature(value, function) else {
                continue;
            };
            info.description = Some(text);
        } else {
            let Ok(bound) = consts.json_in_signature(value, function) else {
                continue;
            };
            constraints.push((key.clone(), bound));
        }
        info.unmodelled.retain(|k| *k != key);
    }
    constraints.append(&mut others);
    info.constraints = constraints;
}

/// The binding of a default naming a module constant (`limit: int = DEFAULT_LIMIT`, or a
/// `Field(...)` kept in one): Python evaluates it when
/// the `def` runs, so a constant of the same module must be bound above a function defined at
/// the top of the module (else the `NameError` is not modelled).
fn constant_default<'a>(
    default: Node,
    function: Node,
    consts: Option<&Constants<'a>>,
) -> Option<(&'a Module, Node<'a>)> {
    let (owner, bound) = consts?.bound_default(default, function)?;
    let at_top = function
        .parent()
        .and_then(|p| match p.kind() {
            "decorated_definition" => p.parent(),
            _ => Some(p),
        })
        .is_some_and(|p| p.kind() == "module");
    if at_top
        && owner.file.id == consts?.module.file.id
        && bound.start_byte() > function.start_byte()
    {
        return None;
    }
    Some((owner, bound))
}

/// A `Context` of the other package (fastmcp's under the SDK, the SDK's under fastmcp) is no
/// context to the framework: it lists the parameter for the model to fill, with the class's
/// schema, which toolsight does not read from the installed package. `context-not-injected`
/// reports the parameter from the loss `lost_texts` records for it.
fn other_context(t: Node, src: &str, name: &str, fastmcp: bool) -> PyType {
    PyType::Unknown(format!(
        "`{name}: {}` is {} `Context`, whose schema toolsight does not read from the installed package",
        text(t, src),
        if fastmcp { "the MCP SDK's" } else { "fastmcp's" },
    ))
}

/// A parameter annotated with the framework's `Context` (plain or `Optional`) is injected, not
/// listed.
pub(super) fn is_context(t: Node, src: &str, names: &Names, fastmcp: bool) -> bool {
    let contexts: &[&str] = if fastmcp {
        &[
            "fastmcp.Context",
            "fastmcp.server.Context",
            "fastmcp.server.context.Context",
        ]
    } else {
        // 1.x's, and 2.x's for `MCPServer` (each import fails under the other major)
        &[
            "mcp.server.fastmcp.Context",
            "mcp.server.fastmcp.server.Context",
            "mcp.server.mcpserver.Context",
            "mcp.server.mcpserver.context.Context",
            "mcp.server.mcpserver.server.Context",
        ]
    };
    // every way to name the class ends in `Context` or is a name imported as it: most
    // annotations are neither, and qualifying each of their nodes is not free
    let written = text(t, src);
    if !written.contains("Context")
        && !names
            .imports()
            .any(|(local, q)| contexts.contains(&q) && written.contains(local))
    {
        return false;
    }
    let mut stack = vec![t];
    while let Some(n) = stack.pop() {
        if let Some(q) = names.qualified(n, src) {
            if contexts.contains(&q.as_str()) {
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
    fn an_unverified_release_is_predicted_like_the_verified_one_on_its_side_of_a_change() {
        let release = |pkg, v| {
            model_release(
                pkg,
                v,
                if pkg == "mcp" {
                    VERIFIED_MCP
                } else {
                    VERIFIED_PYDANTIC
                },
            )
        };
        // titles and output schemas came with 1.10
        assert_eq!(release("mcp", "1.8.0"), Some("1.6.0"));
        assert_eq!(release("mcp", "1.10.0"), Some("1.30.0"));
        assert_eq!(release("mcp", "1.31.0"), Some("1.30.0"));
        assert_eq!(release("mcp", "2.0.0"), Some("2.3.0"));
        assert_eq!(release("mcp", "3.0.0"), None);
        assert_eq!(release("pydantic", "2.12.0"), Some("2.14.4"));
    }

    #[test]
    fn forward_references_are_quoted_as_python_prints_them() {
        assert_eq!(python_repr("Late"), "'Late'");
        assert_eq!(python_repr("list['Late']"), "\"list['Late']\"");
        assert_eq!(python_repr("a'b\"c"), "'a\\'b\"c'");
    }

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
    fn a_fastmcp_release_the_oracle_does_not_run_is_approximate_and_named() {
        let mut i = Installed::default();
        let found = |v: &str| crate::targets::detect::Found {
            version: v.into(),
            source: "uv.lock".into(),
        };
        i.packages.insert("pydantic".into(), found("2.14.4"));
        i.packages.insert("fastmcp".into(), found("2.13.0"));
        let t = target(&i, FASTMCP);
        assert!(!t.modelled);
        assert!(t
            .why
            .iter()
            .any(|w| w.contains("2.13.0") && w.contains("the 2.14.7 model")));
        i.packages.insert("fastmcp".into(), found("5.0.0"));
        let t = target(&i, FASTMCP);
        assert!(!t.modelled);
        assert!(t
            .why
            .iter()
            .any(|w| w.contains("5.0.0 is a major version") && w.contains("the 4.2.3 model")));
        assert_eq!(fastmcp_line(&t), fastmcp_py::Line::Four);
        for modelled in ["2.14.7", "3.4.11", "4.2.3"] {
            i.packages.insert("fastmcp".into(), found(modelled));
            assert!(target(&i, FASTMCP).modelled);
        }
    }

    #[test]
    fn cleandoc_keeps_a_last_line_of_spaces_as_python_does() {
        assert_eq!(
            cleandoc("\n    Sum.\n        More.\n    "),
            "Sum.\n    More."
        );
        // no indented line with text: nothing is dedented, and "    " is not an empty line
        assert_eq!(cleandoc("Sum.\n\n\n    "), "Sum.\n\n\n    ");
        assert_eq!(cleandoc("\tTab.\n\tx"), "Tab.\nx");
    }

    #[test]
    fn only_modules_that_mention_mcp_are_read() {
        assert!(may_define_tools("from mcp.server.fastmcp import FastMCP"));
        assert!(!may_define_tools("import os\nprint(os.getcwd())\n"));
    }
}
