//! The neutral model every front end produces and every rule, output format and the language
//! server reads: servers, their tools' wire entries, where each part is written, what is lost or
//! unknown, and the versions the prediction is for. Nothing here knows a source language.

mod diagnostic;
mod environment;
mod source;

use std::collections::HashSet;
use std::path::Path;
use std::rc::Rc;

use serde::Serialize;
use serde_json::{Map, Value as Json};

use crate::ir::{Api, Recursion, SchemaRef};
use crate::span::Span;
use crate::targets::detect::{self, Installed};
use crate::targets::handwritten::ConverterProfile;
use crate::targets::zod4::Zod4Version;
use crate::targets::UnknownPart;

pub use diagnostic::{Applicability, Diagnostic, Edit, Fix, Severity};
pub use environment::{Declared, Environment};
pub use source::{
    split_by_handler, ConverterRef, Failures, SourceMap, Throw, Thrown, ToolForm, ToolSource,
    Written,
};

/// Which MCP SDK serves the tools.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Sdk {
    /// `@modelcontextprotocol/sdk` 1.x.
    #[serde(rename = "@modelcontextprotocol/sdk@1")]
    V1,
    /// `@modelcontextprotocol/server` 2.x.
    #[serde(rename = "@modelcontextprotocol/server@2")]
    V2,
}

/// [`Target::framework`] of the tools a web page gives browser agents through
/// `navigator.modelContext`: no package is involved, the page's objects are what the agent gets.
pub const WEBMCP: &str = "WebMCP";

/// The converter chain a file's tools go through, and why toolsight chose it.
#[derive(Debug, Clone)]
pub struct Target {
    pub sdk: Sdk,
    /// The agent framework whose tools these are, when they are not an MCP server's.
    pub framework: Option<&'static str>,
    /// The framework's installed version, when it was found.
    pub framework_version: Option<String>,
    pub sdk_version: Option<String>,
    pub zod_version: Option<String>,
    /// What a bare `zod` import is.
    pub zod_bare: Api,
    /// For tools written in Python: the framework and versions that make their schemas (the
    /// TypeScript fields above then say nothing).
    pub python: Option<PyTarget>,
    /// Whether every version involved is one toolsight has a verified model for.
    pub modelled: bool,
    pub why: Vec<String>,
    /// The project's files that could not be read as their format (a malformed package.json,
    /// lockfile or virtualenv), each with what was assumed instead: also in `why`, and reported
    /// as a finding on the server, so a fallback is never silent.
    pub assumed: Vec<String>,
    /// The environment the prediction was made for, when one was declared (also in `why`).
    pub environment: Option<Environment>,
}

/// The Python packages that turn a function into a tool entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PyTarget {
    /// The package whose server lists the tools (`mcp`).
    pub framework: &'static str,
    pub framework_version: Option<String>,
    pub pydantic_version: Option<String>,
    /// `major.minor`: docstrings are dedented by the compiler from 3.13 on.
    pub python_version: Option<String>,
}

impl Serialize for Target {
    fn serialize<S: serde::Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = ser.serialize_map(None)?;
        match &self.python {
            Some(py) => {
                m.serialize_entry("language", "python")?;
                m.serialize_entry("framework", py.framework)?;
                m.serialize_entry("framework_version", &py.framework_version)?;
                m.serialize_entry("pydantic_version", &py.pydantic_version)?;
                m.serialize_entry("python_version", &py.python_version)?;
            }
            None if self.is_webmcp() => {
                m.serialize_entry("framework", WEBMCP)?;
                m.serialize_entry("zod_version", &self.zod_version)?;
            }
            None => {
                m.serialize_entry("sdk", &self.sdk)?;
                if let Some(f) = self.framework {
                    m.serialize_entry("framework", f)?;
                    m.serialize_entry("framework_version", &self.framework_version)?;
                }
                m.serialize_entry("sdk_version", &self.sdk_version)?;
                m.serialize_entry("zod_version", &self.zod_version)?;
            }
        }
        m.serialize_entry("modelled", &self.modelled)?;
        if let Some(env) = &self.environment {
            let mut declared =
                serde_json::json!({ "variables": env.vars.len(), "complete": env.complete });
            if let Some(args) = &env.args {
                declared["arguments"] = args.len().into();
            }
            m.serialize_entry("environment", &declared)?;
        }
        m.serialize_entry("why", &self.why)?;
        m.end()
    }
}

/// The `@modelcontextprotocol/sdk` 1.x releases that changed what `tools/list` sends, each the
/// first release with the behaviour (read from the published packages; the oracle runs 1.0.1,
/// 1.13.2, 1.15.1, 1.24.3, 1.26.0, 1.29.0, 1.30.0 and 1.32.2). Before each, the SDK did as
/// described.
pub mod sdk1 {
    /// `McpServer` exists (`@modelcontextprotocol/sdk/server/mcp.js`; before, importing it fails).
    pub const MCP_SERVER: (u64, u64, u64) = (1, 3, 0);
    /// A tool without an input schema lists `{type: "object", properties: {}}` (before:
    /// `{type: "object"}`).
    pub const EMPTY_PROPERTIES: (u64, u64, u64) = (1, 14, 0);
    /// Entries carry the registration's `_meta`.
    pub const META: (u64, u64, u64) = (1, 18, 0);
    /// zod-to-json-schema is called with `pipeStrategy: "input"`/`"output"` (before: its default,
    /// `all`, for both schemas).
    pub const PIPE_STRATEGY: (u64, u64, u64) = (1, 21, 0);
    /// `inputSchema`/`outputSchema` may be a zod object (before: only a raw shape, which the SDK
    /// wraps in `z.object` of its own zod 3; a schema object given instead is wrapped as if it
    /// were a shape, see `sdk1_wrapped_schema` in the TypeScript front end).
    pub const SCHEMA_VALUES: (u64, u64, u64) = (1, 22, 0);
    /// zod 4 schemas are converted with zod 4's `toJSONSchema`, and an empty raw shape is a zod 4
    /// object (before: every raw shape is a zod 3 object).
    pub const ZOD4: (u64, u64, u64) = (1, 23, 0);
    /// Entries carry `execution: {taskSupport: "forbidden"}`.
    pub const EXECUTION: (u64, u64, u64) = (1, 24, 0);
}

impl Target {
    /// Whether these are a web page's WebMCP tools: the page is the unit that is budgeted, and
    /// the hints of WebMCP (`consequentialHint`, `untrustedContentHint`) apply.
    pub fn is_webmcp(&self) -> bool {
        self.framework == Some(WEBMCP)
    }

    /// Whether the SDK serving the tools has a behaviour of [`sdk1`]: SDK 2.x, or SDK 1.x at
    /// `since` or newer. An SDK 1.x of unknown version is taken as the verified 1.32.2.
    pub fn sdk_has(&self, since: (u64, u64, u64)) -> bool {
        self.sdk != Sdk::V1
            || self
                .sdk_version
                .as_deref()
                .and_then(detect::parse_version)
                .is_none_or(|v| v >= since)
    }

    pub fn zod4_version(&self) -> Zod4Version {
        Zod4Version::of(self.zod_version.as_deref())
    }

    pub fn detect(file: &Path, sdk_hint: Option<Sdk>) -> Target {
        let installed = detect::detect(file);
        Target::from_installed(&installed, sdk_hint)
    }

    pub fn from_installed(installed: &Installed, sdk_hint: Option<Sdk>) -> Target {
        let mut why = Vec::new();
        let v1 = installed.get("@modelcontextprotocol/sdk");
        let v2 = installed.get("@modelcontextprotocol/server");
        // without an import to go by, the SDK the project itself depends on; one merely hoisted
        // into a workspace's node_modules by another package does not count
        let declared = |p: &str| installed.declared.contains(p);
        let sdk = sdk_hint.unwrap_or(
            if v2.is_some()
                && (v1.is_none()
                    || declared("@modelcontextprotocol/server")
                        && !declared("@modelcontextprotocol/sdk"))
            {
                Sdk::V2
            } else {
                Sdk::V1
            },
        );
        let sdk_found = match sdk {
            Sdk::V1 => v1,
            Sdk::V2 => v2,
        };
        let pkg = match sdk {
            Sdk::V1 => "@modelcontextprotocol/sdk",
            Sdk::V2 => "@modelcontextprotocol/server",
        };
        let mut modelled = true;
        match sdk_found {
            Some(f) => {
                why.push(format!("{pkg} {} from {}", f.version, f.source));
                if let Some(w) = detect::unverified_why(pkg, &f.version) {
                    modelled = false;
                    why.push(w);
                }
            }
            None => {
                modelled = false;
                why.push(format!("{pkg} not found in node_modules, a lockfile or package.json; assumed the verified model"));
            }
        }
        let zod = installed.get("zod");
        let zod_bare = match installed.major("zod") {
            Some(3) => Api::Zod3,
            Some(_) => Api::Zod4,
            None => Api::Zod4,
        };
        match zod {
            Some(f) => {
                why.push(format!("zod {} from {}", f.version, f.source));
                if let Some(w) = detect::unverified_why("zod", &f.version) {
                    modelled = false;
                    why.push(w);
                }
            }
            None => {
                modelled = false;
                why.push("zod not found; a bare `zod` import is read as zod 4".into());
            }
        }
        // files that could not be read, and what was assumed instead
        if !installed.why.is_empty() {
            modelled = false;
            why.extend(installed.why.iter().cloned());
        }
        Target {
            sdk,
            framework: None,
            framework_version: None,
            sdk_version: sdk_found.map(|f| f.version.clone()),
            zod_version: zod.map(|f| f.version.clone()),
            zod_bare,
            python: None,
            modelled,
            why,
            assumed: installed.why.clone(),
            environment: None,
        }
    }

    /// Marks the prediction as made for `env`.
    pub fn declare_environment(&mut self, env: &Environment) {
        self.why.push(env.label());
        self.environment = Some(env.clone());
    }
}
/// Why `tools/list` fails or the server module fails to load.
#[derive(Debug, Clone, PartialEq)]
pub struct ServerError {
    /// `load`: the module throws while registering; `list`: the `tools/list` request fails;
    /// `capability`: clients never ask.
    pub stage: &'static str,
    pub code: Option<i64>,
    pub message: String,
    /// The registration (or server) that causes it.
    pub span: Span,
    /// The schema node whose conversion throws, when a converter fails on one.
    pub cause: Option<Span>,
    /// Where the failing registration names its tool, when the failure is about that name.
    pub tool_name: Option<Span>,
}

impl ServerError {
    /// The server module throws while it registers its tools, at `span`.
    pub fn load(message: impl Into<String>, span: Span) -> ServerError {
        ServerError {
            stage: "load",
            code: None,
            message: message.into(),
            span,
            cause: None,
            tool_name: None,
        }
    }

    /// The `tools/list` request is never answered (the server hangs or dies on it), because of
    /// the registration at `span`, which is also the cause.
    pub fn no_answer(message: impl Into<String>, span: Span) -> ServerError {
        ServerError {
            stage: "list",
            code: None,
            message: message.into(),
            span,
            cause: Some(span),
            tool_name: None,
        }
    }

    /// The `tools/list` request fails with an internal error, caused by the registration at
    /// `span` (and, when a converter throws on one, the schema node `cause`).
    pub fn list(message: impl Into<String>, span: Span, cause: Option<Span>) -> ServerError {
        ServerError {
            stage: "list",
            code: Some(-32603),
            message: message.into(),
            span,
            cause,
            tool_name: None,
        }
    }
}

/// Text or structure written in the source that does not reach the wire as its author meant.
#[derive(Debug, Clone)]
pub struct Loss {
    /// Where in the tool's entry it would have been.
    pub pointer: String,
    pub what: String,
    /// Where it is written.
    pub span: Span,
    pub reason: String,
}

impl Loss {
    /// `what` of a parameter's entry in a docstring section the framework does not read.
    pub const DOCSTRING_ENTRY: &'static str = "docstring entry";
    /// `what` of a parameter's written description that a docstring entry replaces.
    pub const REPLACED_BY_DOCSTRING: &'static str = "description replaced by the docstring";
    /// `what` of a description written where the framework does not read one (a plain string
    /// or `Doc(...)` in Python's `Annotated`); `description-dropped` reports it.
    pub const UNREAD_DESCRIPTION: &'static str = "description where it is not read";
    /// `what` of a parameter written for the framework to supply that it lists for the model to
    /// fill instead (a `Context` of another package); `context-not-injected` reports it.
    pub const NOT_INJECTED: &'static str = "parameter not injected";
}

#[derive(Debug, Clone)]
pub struct ToolMeta {
    /// The registration call (or a low-level handler's tool object).
    pub span: Span,
    pub exact: bool,
    pub unknown: Vec<UnknownPart>,
    pub losses: Vec<Loss>,
    /// The server lists the tool only under a condition toolsight cannot decide: why, and where
    /// the condition is written. The entry itself can still be exact.
    pub conditional: Option<(String, Span)>,
}

impl ToolMeta {
    /// The tool is listed only if `why` holds too (written at `at`): beside a condition it
    /// already has, both are said.
    pub fn add_condition(&mut self, why: &str, at: Span) {
        match &mut self.conditional {
            Some((said, _)) => {
                said.push_str("; and ");
                said.push_str(why);
            }
            None => self.conditional = Some((why.to_string(), at)),
        }
    }
}

#[derive(Debug, Clone)]
pub struct ToolPrediction {
    pub wire: Map<String, Json>,
    pub meta: ToolMeta,
    /// Where the entry is written.
    pub source: ToolSource,
    /// The schemas converted into the entry, by the JSON pointer they land at
    /// (`/inputSchema`, `/outputSchema`).
    pub schemas: Vec<(String, SchemaRef)>,
    /// What frees the recursive ones among them once the last prediction holding them is gone.
    pub recursion: Option<Rc<Recursion>>,
}

#[derive(Debug, Clone)]
pub struct ServerPrediction {
    /// The server's constructor, or the first registration when it is not known.
    pub span: Span,
    pub target: Target,
    pub error: Option<ServerError>,
    /// What the server would list when `error` is none; on an error, the tools toolsight still
    /// predicted, for diagnostics.
    pub tools: Vec<ToolPrediction>,
    /// Hand-written converters its tools go through.
    pub converters: Vec<ConverterInfo>,
    /// How many tools the module registers on it, counting those that fail (all of them
    /// disappear when `error` is set).
    pub registered: usize,
    /// Why the tools toolsight found may not be all the server lists: the server value is
    /// handed to code toolsight did not follow, or tools are registered on values it could not
    /// trace to a server. A server with no traced tools is then not predicted to fail.
    pub untraced: Option<String>,
    /// Whether toolsight knows the constructor that creates the server.
    pub constructed: bool,
}

impl ServerPrediction {
    /// A server toolsight sees made (`FastMCP(...)`), before any tool is read onto it.
    pub fn made(span: Span, target: Target) -> ServerPrediction {
        ServerPrediction {
            span,
            target,
            error: None,
            tools: Vec::new(),
            converters: Vec::new(),
            registered: 0,
            untraced: None,
            constructed: true,
        }
    }

    /// Why a tool's entry is approximate, at tool level: its unknown parts, else the versions
    /// toolsight has no verified model for (which sit on the server's target).
    pub fn tool_reasons(&self, t: &ToolPrediction) -> Vec<UnknownPart> {
        if t.meta.exact || !t.meta.unknown.is_empty() {
            return t.meta.unknown.clone();
        }
        let why: Vec<&str> = self
            .target
            .why
            .iter()
            .map(String::as_str)
            .filter(|w| w.contains("not ") || w.contains("no oracle") || w.contains("assumed"))
            .collect();
        vec![UnknownPart {
            pointer: String::new(),
            reason: if why.is_empty() {
                "the versions in use are not all ones toolsight has a verified model for".into()
            } else {
                why.join("; ")
            },
        }]
    }

    /// Not a server toolsight found but a module that imports an MCP SDK or agent framework in
    /// which it read no server and no registration.
    pub fn is_unread_module(&self) -> bool {
        !self.constructed && self.registered == 0 && self.untraced.is_some()
    }
}

/// What a run found, so that a run that found nothing never reads as a clean bill of health.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct RunSummary {
    pub servers: usize,
    pub tools: usize,
    pub exact: usize,
    pub approximate: usize,
    pub conditional: usize,
    /// Servers whose tools/list is predicted to fail (their tools are not counted).
    pub failing: usize,
    /// Modules that import an MCP SDK or agent framework but hold no registration toolsight read.
    pub unread_modules: usize,
}

impl RunSummary {
    pub fn of(servers: &[ServerPrediction]) -> RunSummary {
        let mut s = RunSummary::default();
        for p in servers {
            if p.is_unread_module() {
                s.unread_modules += 1;
                continue;
            }
            s.servers += 1;
            if p.error.is_some() {
                s.failing += 1;
                continue;
            }
            for t in &p.tools {
                s.tools += 1;
                if t.meta.exact {
                    s.exact += 1;
                } else {
                    s.approximate += 1;
                }
                if t.meta.conditional.is_some() {
                    s.conditional += 1;
                }
            }
        }
        s
    }
}

impl std::fmt::Display for RunSummary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let plural =
            |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        write!(
            f,
            "{}, {} ({} exact, {} approximate, {} conditional)",
            plural(self.servers, "server", "servers"),
            plural(self.tools, "tool", "tools"),
            self.exact,
            self.approximate,
            self.conditional
        )?;
        if self.failing > 0 {
            write!(
                f,
                "; {} whose tools/list fails",
                plural(self.failing, "server", "servers")
            )?;
        }
        if self.unread_modules > 0 {
            write!(
                f,
                "; {} importing an MCP SDK or agent framework, or an installed package built on one, in which no registration could be read (see unresolved-registration)",
                plural(self.unread_modules, "module", "modules")
            )?;
        }
        Ok(())
    }
}

/// A hand-written converter the server's tools go through, and what it does per branch.
#[derive(Debug, Clone)]
pub struct ConverterInfo {
    pub name: String,
    /// The converter function.
    pub span: Span,
    pub profile: ConverterProfile,
}

/// What a prediction depended on beyond the registrations themselves: the declarations it
/// resolved and the names of the functions it looked for calls of. The language server keeps an
/// analysis through an edit that touches none of them.
#[derive(Debug, Clone, Default)]
pub struct Reads {
    /// Each declaration once: a large project resolves the same few names thousands of times.
    pub declarations: HashSet<Span>,
    pub call_names: Vec<String>,
}

impl Reads {
    pub fn extend(&mut self, other: Reads) {
        self.declarations.extend(other.declarations);
        for name in other.call_names {
            if !self.call_names.contains(&name) {
                self.call_names.push(name);
            }
        }
    }
}
