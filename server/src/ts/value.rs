//! Values of the small abstract interpreter that evaluates tool definitions statically.

use std::rc::Rc;

use serde_json::Value as Json;

use crate::ir::{num_json, Api, SchemaRef};
use crate::span::{FileId, Span};

/// A declaration's identity: the file and the start byte of its declarator.
pub type BindingKey = (FileId, u32);

#[derive(Clone, Debug)]
pub enum Value {
    Undefined,
    Null,
    Bool(bool),
    Num(f64),
    Str(Rc<str>, Span),
    Regex {
        source: Rc<str>,
        flags: Rc<str>,
    },
    Array(Rc<Vec<Value>>),
    /// `new Set(list)` of strings and numbers, in insertion order.
    Set(Rc<Vec<Value>>),
    Object(Rc<ObjectLit>),
    Schema(SchemaRef),
    /// A zod namespace (`z`, `z.coerce`) or function (`z.string`), by its path below the root.
    Zod(ZodRef),
    /// A zod mini check factory's result (`z.minLength(2)`), for `.check()`.
    ZodCheck(Rc<MiniCheck>),
    /// A schema method not yet called (`s.optional`).
    SchemaMethod(SchemaRef, Rc<str>),
    /// `import * as m` / `require(...)` of a module.
    Module(ModuleRef),
    /// A named export of an external package that is not zod (`McpServer`, `zodToJsonSchema`).
    External {
        specifier: Rc<str>,
        name: Rc<str>,
    },
    /// A function written in the workspace.
    Func(Rc<FuncVal>),
    /// `new McpServer(...)` / `new Server(...)`.
    Server(Rc<ServerVal>),
    /// A class written in the workspace.
    Class(Rc<ClassVal>),
    /// `new C(...)` of a workspace class. Its properties are read from the class chain when
    /// asked for, since the constructor's statements are not run.
    Instance(Rc<InstanceVal>),
    /// A result of a JSON Schema converter call in the source (`zodToJsonSchema(s)`, a
    /// hand-written `toJson(s)`).
    Converted(Rc<Converted>),
    Builtin(Builtin),
    /// A method of a non-schema value (`list.map`).
    Method(Box<Value>, Rc<str>),
    /// A reference to a binding that is still being evaluated (recursion).
    Pending(BindingKey),
    Unknown(Rc<str>),
}

#[derive(Debug)]
pub enum MiniCheck {
    Check(crate::ir::CheckKind),
    Describe(crate::ir::Text),
    Meta(Vec<(String, crate::ir::MetaValue)>),
}

#[derive(Debug)]
pub struct ObjectLit {
    pub props: Vec<Prop>,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub struct Prop {
    pub key: Rc<str>,
    pub value: Value,
    pub key_span: Span,
    pub value_span: Span,
}

impl ObjectLit {
    pub fn get(&self, key: &str) -> Option<&Prop> {
        self.props.iter().rev().find(|p| &*p.key == key)
    }
}

#[derive(Clone, Debug)]
pub struct ZodRef {
    pub api: Api,
    pub path: Rc<str>,
}

#[derive(Clone, Debug)]
pub enum ModuleRef {
    Local(FileId),
    External(Rc<str>),
}

#[derive(Debug)]
pub struct FuncVal {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
    pub env: Env,
    pub name: Option<Rc<str>>,
}

#[derive(Debug)]
pub struct ClassVal {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
    pub name: Rc<str>,
}

#[derive(Debug)]
pub struct InstanceVal {
    pub class: Rc<ClassVal>,
    /// What the constructor was called with.
    pub args: Rc<[(Value, Span)]>,
    /// The `new` expression: one instance per evaluation of it.
    pub span: Span,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ServerKind {
    /// `McpServer` (high level: registerTool / tool).
    Mcp,
    /// The low-level `Server` (setRequestHandler).
    LowLevel,
    /// Tools of an agent framework, grouped per file.
    Framework(Framework),
}

/// Agent frameworks whose tool definitions toolsight recognises.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Framework {
    /// Vercel AI SDK `tool({ description, inputSchema })` from `ai`.
    AiSdk,
    /// OpenAI Agents JS `tool({ name, description, parameters })`.
    OpenAiAgents,
    /// Mastra `createTool({ id, description, inputSchema })`.
    Mastra,
    /// LangChain.js `tool(fn, { name, description, schema })`.
    LangChain,
    /// The TypeScript `fastmcp` package: `new FastMCP(...)`, then
    /// `server.addTool({ name, description, parameters })`.
    FastMcp,
    /// Tools a web page gives browser agents: `navigator.modelContext.registerTool({...})` and
    /// `provideContext({ tools })`. Grouped per page (the file that registers them).
    WebMcp,
}

impl Framework {
    pub fn from_import(specifier: &str, name: &str) -> Option<Framework> {
        match (specifier, name) {
            ("ai", "tool") => Some(Framework::AiSdk),
            ("@openai/agents" | "@openai/agents-core", "tool") => Some(Framework::OpenAiAgents),
            (s, "createTool") if s.starts_with("@mastra/core") => Some(Framework::Mastra),
            (s, "tool") if s.starts_with("@langchain/core") || s == "langchain/tools" => {
                Some(Framework::LangChain)
            }
            _ => None,
        }
    }

    /// The package, as the output names it.
    pub fn package(self) -> &'static str {
        match self {
            Framework::AiSdk => "ai",
            Framework::OpenAiAgents => "@openai/agents",
            Framework::Mastra => "@mastra/core",
            Framework::LangChain => "@langchain/core",
            Framework::FastMcp => "fastmcp",
            Framework::WebMcp => crate::model::WEBMCP,
        }
    }
}

#[derive(Debug)]
pub struct ServerVal {
    pub kind: ServerKind,
    pub span: Span,
    pub specifier: Rc<str>,
    /// A bundle's own copy of the SDK class, not the installed SDK: its version is the copy's.
    pub copy: bool,
    /// The low-level server inside an `McpServer` (`mcpServer.server`), which clients reach as
    /// that `McpServer`.
    pub inner: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Converter {
    /// `zodToJsonSchema` from the zod-to-json-schema package.
    ZodToJsonSchema,
    /// zod 4's `z.toJSONSchema`.
    ZodToJSONSchema,
    /// A function of the workspace: its file and byte range.
    Handwritten {
        file: FileId,
        start: u32,
        end: u32,
        name: Rc<str>,
    },
}

#[derive(Debug)]
pub struct Converted {
    pub converter: Converter,
    pub schema: Value,
    pub options: Option<Rc<ObjectLit>>,
    /// The second argument of `zodToJsonSchema(s, "Name")`.
    pub name: Option<Rc<str>>,
    /// Functions of the workspace run on what the converter emits, in order
    /// (`pickRoot(zodToJsonSchema(s, { name }), name)`).
    pub after: Vec<Rc<AfterStep>>,
    /// Top-level keys the code then deletes from the output (`delete schema.$schema`).
    pub dropped: Vec<Rc<str>>,
    pub span: Span,
}

/// A call of a workspace function whose first argument is a conversion.
#[derive(Debug)]
pub struct AfterStep {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
    pub name: Rc<str>,
    /// The call's other arguments.
    pub rest: Vec<Value>,
    pub span: Span,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Builtin {
    Object,
    ObjectEntries,
    ObjectValues,
    ObjectKeys,
    ObjectFreeze,
    ObjectAssign,
    Require,
    /// `process`, read only under a declared environment.
    Process,
    /// `process.env`.
    ProcessEnv,
    /// `Boolean`, as a function (`list.filter(Boolean)`).
    Boolean,
}

/// Bindings of parameters and loop variables, innermost first.
#[derive(Clone, Debug, Default)]
pub struct Env(Option<Rc<EnvNode>>);

#[derive(Debug)]
struct EnvNode {
    name: Rc<str>,
    value: Value,
    next: Env,
}

impl Env {
    pub fn bind(&self, name: &str, value: Value) -> Env {
        Env(Some(Rc::new(EnvNode {
            name: name.into(),
            value,
            next: self.clone(),
        })))
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_none()
    }

    pub fn get(&self, name: &str) -> Option<Value> {
        let mut cur = &self.0;
        while let Some(n) = cur {
            if &*n.name == name {
                return Some(n.value.clone());
            }
            cur = &n.next.0;
        }
        None
    }
}

impl Value {
    pub fn unknown(reason: impl Into<Rc<str>>) -> Value {
        Value::Unknown(reason.into())
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s, _) => Some(s),
            _ => None,
        }
    }

    /// Plain data computed by code toolsight ran, every part placed at `span` (where it was
    /// computed).
    pub fn from_json(j: &Json, span: Span) -> Value {
        match j {
            Json::Null => Value::Null,
            Json::Bool(b) => Value::Bool(*b),
            Json::Number(n) => Value::Num(n.as_f64().unwrap_or(f64::NAN)),
            Json::String(s) => Value::Str(s.as_str().into(), span),
            Json::Array(a) => Value::Array(Rc::new(
                a.iter().map(|x| Value::from_json(x, span)).collect(),
            )),
            Json::Object(m) => Value::Object(Rc::new(ObjectLit {
                props: m
                    .iter()
                    .map(|(k, v)| Prop {
                        key: k.as_str().into(),
                        value: Value::from_json(v, span),
                        key_span: span,
                        value_span: span,
                    })
                    .collect(),
                span,
            })),
        }
    }

    /// The plain JSON this value denotes, if it is fully known data.
    pub fn to_json(&self) -> Result<Json, String> {
        Ok(match self {
            Value::Null => Json::Null,
            Value::Bool(b) => Json::Bool(*b),
            Value::Num(n) => num_json(*n).ok_or_else(|| format!("the number {n} is not JSON"))?,
            Value::Str(s, _) => Json::String(s.to_string()),
            Value::Array(items) => Json::Array(
                items
                    .iter()
                    .filter(|v| !matches!(v, Value::Undefined))
                    .map(|v| v.to_json())
                    .collect::<Result<_, _>>()?,
            ),
            Value::Object(o) => {
                let mut m = serde_json::Map::new();
                for p in &o.props {
                    if matches!(p.value, Value::Undefined) {
                        continue;
                    }
                    m.insert(p.key.to_string(), p.value.to_json()?);
                }
                Json::Object(m)
            }
            Value::Unknown(r) => return Err(r.to_string()),
            other => return Err(format!("{} is not plain data", other.describe())),
        })
    }

    /// Whether the value counts as true in a condition, when that is known.
    pub fn truthy(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            Value::Num(n) => Some(*n != 0.0 && !n.is_nan()),
            Value::Str(s, _) => Some(!s.is_empty()),
            Value::Undefined | Value::Null => Some(false),
            Value::Object(_)
            | Value::Array(_)
            | Value::Set(_)
            | Value::Func(_)
            | Value::Server(_)
            | Value::Schema(_)
            | Value::Regex { .. }
            | Value::Class(_)
            | Value::Instance(_) => Some(true),
            _ => None,
        }
    }

    /// A short phrase naming the kind of value, for messages.
    pub fn describe(&self) -> &'static str {
        match self {
            Value::Undefined => "undefined",
            Value::Null => "null",
            Value::Bool(_) => "a boolean",
            Value::Num(_) => "a number",
            Value::Str(..) => "a string",
            Value::Regex { .. } => "a regular expression",
            Value::Array(_) => "an array",
            Value::Set(_) => "a set",
            Value::Object(_) => "an object",
            Value::Schema(_) => "a schema",
            Value::Zod(_) | Value::SchemaMethod(..) => "a zod function",
            Value::ZodCheck(_) => "a zod check",
            Value::Module(_) => "a module",
            Value::External { .. } => "an import from a package",
            Value::Func(_) => "a function",
            Value::Server(_) => "a server",
            Value::Class(_) => "a class",
            Value::Instance(_) => "an instance of a class",
            Value::Converted(_) => "a converter call",
            Value::Builtin(Builtin::Process | Builtin::ProcessEnv) => "a built-in object",
            Value::Builtin(_) | Value::Method(..) => "a built-in function",
            Value::Pending(_) => "a recursive reference",
            Value::Unknown(_) => "an unknown value",
        }
    }
}
