//! `handler-throws`: a tool's handler that throws on a failed check, where the stack then does
//! not hand the model the handler's own text as a tool result.

use super::{tool_name, tools, Context, Diagnostic, Rule, RuleMeta, Severity};
use crate::model::{Sdk, Target, Thrown, ToolForm};

pub struct HandlerThrows;

static META: RuleMeta = RuleMeta {
    id: "handler-throws",
    severity: Severity::Warning,
    summary: "a tool's handler throws (raises) when a check fails, and the stack does not pass its text to the model as a tool result",
    what: "Reads each tool's handler (the registration's callback, fastmcp's `execute`, the decorated Python function, or the branch of a low-level `tools/call` handler that answers for the tool) for a `throw` (`raise`) under an `if`: an expected failure, such as an input or a business rule that does not hold. What the client then receives was measured with the real packages (`tests/handler-errors`), and the finding says exactly that for the project's stack: a JSON-RPC error instead of a tool result (every low-level server but mcp 1.x's; a thrown `McpError` under mcp 2.x), the message withheld (mcp 2.x `MCPServer` with any exception but `ToolError`), or an error result that wraps the text (`Error executing tool x: ...` under mcp 1.x `FastMCP`, `Error calling tool 'x': ...` under Python fastmcp, `Tool 'x' execution failed: ...` under TypeScript fastmcp, `MCP error -32602: ...` for an `McpError` under SDK 1.x `McpServer`; reported as info). A throw whose text reaches the model unchanged as an error result (an `Error` under `McpServer`, fastmcp's `UserError`, `ToolError`, everything under mcp 1.x's low-level server) is not reported. Throws inside a `try` whose `catch` (`except`) decides what the failure becomes, in nested functions, and of a caught exception again are not read.",
    why: "MCP tells two kinds of failure apart: protocol errors (an unknown tool) are JSON-RPC errors, and execution errors (bad input, a broken business rule) are tool results with `isError: true`, which clients pass to the model so that it can correct itself. A JSON-RPC error reaches the model only as whatever the host makes of it, often a generic failure or nothing; a withheld message teaches it nothing. The model then retries blindly or gives up.",
    example: "server.setRequestHandler(CallToolRequestSchema, async (request) => {\n  switch (request.params.name) {\n    case \"add_to_cart\": {\n      const { quantity } = request.params.arguments as { quantity: number };\n      if (quantity < 1) throw new Error(\"quantity must be at least 1\");\n      return { content: [{ type: \"text\", text: \"added\" }] };\n    }\n  }\n  throw new Error(\"unknown tool\");\n});",
    python_example: "from mcp.server.mcpserver import MCPServer\n\nmcp = MCPServer(\"shop\")\n\n\n@mcp.tool()\ndef add_to_cart(variant_id: str, quantity: int) -> str:\n    \"\"\"Add units of one product variant to the cart.\"\"\"\n    if quantity < 1:\n        raise ValueError(\"quantity must be at least 1\")\n    return \"added\"",
    python_note: "",
    fix: "Return the failure as a result: `{ content: [{ type: \"text\", text: \"quantity must be at least 1; the cart holds 3 at most\" }], isError: true }` (Python: `CallToolResult(content=[TextContent(...)], isError=True)` under the SDK, or raise `ToolError(...)` under `FastMCP`/`MCPServer`/fastmcp), with a text that says what was wrong, what would be valid and what to do next. Keep throwing for what is truly exceptional (an unreachable database).",
    references: &[
        "The tool-descriptions guide: a handler that throws for invalid input leaves the model with a generic error message or nothing, depending on the host; return expected errors as a result with isError: true and a helpful text",
        "Measured with the real packages (tests/handler-errors): the low-level servers of the TypeScript SDK 0.5 to 2.4 answer a thrown Error with JSON-RPC -32603 and a thrown string with 'Internal error'; mcp 2.3 MCPServer sends only 'Error executing tool <name>' for a ValueError; its low-level server answers with JSON-RPC code 0",
    ],
};

/// The server stacks whose handling of a throw was measured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stack {
    /// The TypeScript SDK's `McpServer`, by major version.
    McpServer(u8),
    /// The TypeScript SDK's low-level `Server`.
    LowLevel(u8),
    /// The TypeScript `fastmcp` package.
    FastMcpTs,
    /// mcp 1.x `FastMCP`.
    PyFastMcp,
    /// mcp 2.x `MCPServer`.
    PyMcpServer,
    /// mcp's low-level `Server`, by major version.
    PyLowLevel(u8),
    /// The Python `fastmcp` package.
    PyFastmcp,
}

/// What the client receives from `tools/call`.
#[derive(Debug, Clone, PartialEq)]
enum Delivery {
    /// A tool result with `isError: true` and this text.
    Result(String),
    /// A JSON-RPC error (`None`: the code the handler gives, not written as one toolsight knows).
    Rpc(Option<i64>, String),
}

fn stack(target: &Target, form: ToolForm) -> Option<Stack> {
    let major = |v: Option<&String>| {
        v.and_then(|v| v.split('.').next()?.parse::<u8>().ok())
            .unwrap_or(1)
    };
    match &target.python {
        Some(py) => match py.framework {
            "mcp" if form == ToolForm::LowLevel => {
                Some(Stack::PyLowLevel(major(py.framework_version.as_ref())))
            }
            "mcp" if major(py.framework_version.as_ref()) >= 2 => Some(Stack::PyMcpServer),
            "mcp" => Some(Stack::PyFastMcp),
            "fastmcp" => Some(Stack::PyFastmcp),
            _ => None,
        },
        None => {
            let sdk = match target.sdk {
                Sdk::V1 => 1,
                Sdk::V2 => 2,
            };
            match (target.framework, form) {
                (Some("fastmcp"), _) => Some(Stack::FastMcpTs),
                (Some(_), _) | (None, ToolForm::Framework) => None,
                (None, ToolForm::LowLevel) => Some(Stack::LowLevel(sdk)),
                (None, _) => Some(Stack::McpServer(sdk)),
            }
        }
    }
}

/// What `stack` sends when the handler of `tool` throws `kind` with `message`, as measured.
fn delivery(stack: Stack, kind: Thrown, tool: &str, message: &str) -> Delivery {
    let code = |c: Option<i64>| c.map_or("<code>".to_string(), |c| c.to_string());
    match (stack, kind) {
        (Stack::McpServer(1), Thrown::Protocol(c)) => {
            Delivery::Result(format!("MCP error {}: {message}", code(c)))
        }
        (Stack::McpServer(_), _) => Delivery::Result(message.to_string()),
        (Stack::LowLevel(_), Thrown::NonError) => {
            Delivery::Rpc(Some(-32603), "Internal error".into())
        }
        (Stack::LowLevel(1), Thrown::Protocol(c)) => {
            Delivery::Rpc(c, format!("MCP error {}: {message}", code(c)))
        }
        (Stack::LowLevel(_), Thrown::Protocol(c)) => Delivery::Rpc(c, message.to_string()),
        (Stack::LowLevel(_), _) => Delivery::Rpc(Some(-32603), message.to_string()),
        (Stack::FastMcpTs, Thrown::Framework) | (Stack::PyFastmcp, Thrown::Framework) => {
            Delivery::Result(message.to_string())
        }
        (Stack::FastMcpTs, Thrown::Protocol(c)) => Delivery::Result(format!(
            "Tool '{tool}' execution failed: MCP error {}: {message}",
            code(c)
        )),
        (Stack::FastMcpTs, _) => {
            Delivery::Result(format!("Tool '{tool}' execution failed: {message}"))
        }
        (Stack::PyFastMcp, _) => {
            Delivery::Result(format!("Error executing tool {tool}: {message}"))
        }
        (Stack::PyMcpServer, Thrown::Framework) => {
            Delivery::Result(format!("Error executing tool {tool}: {message}"))
        }
        (Stack::PyMcpServer, Thrown::Protocol(c))
        | (Stack::PyLowLevel(2..), Thrown::Protocol(c)) => Delivery::Rpc(c, message.to_string()),
        (Stack::PyMcpServer, _) => Delivery::Result(format!("Error executing tool {tool}")),
        (Stack::PyLowLevel(2..), _) => Delivery::Rpc(Some(0), message.to_string()),
        (Stack::PyLowLevel(_), _) => Delivery::Result(message.to_string()),
        (Stack::PyFastmcp, _) => {
            Delivery::Result(format!("Error calling tool '{tool}': {message}"))
        }
    }
}

/// How the finding names the stack.
fn stack_name(stack: Stack, target: &Target) -> String {
    let version = |v: &Option<String>, fallback: &str| {
        v.as_ref().map_or(fallback.to_string(), |v| v.to_string())
    };
    let py_version = || {
        target
            .python
            .as_ref()
            .map_or("?".to_string(), |p| version(&p.framework_version, "?"))
    };
    match stack {
        Stack::McpServer(1) => format!(
            "`McpServer` of @modelcontextprotocol/sdk {}",
            version(&target.sdk_version, "1.x")
        ),
        Stack::McpServer(_) => format!(
            "`McpServer` of @modelcontextprotocol/server {}",
            version(&target.sdk_version, "2.x")
        ),
        Stack::LowLevel(1) => format!(
            "the low-level `Server` of @modelcontextprotocol/sdk {}",
            version(&target.sdk_version, "1.x")
        ),
        Stack::LowLevel(_) => format!(
            "the low-level `Server` of @modelcontextprotocol/server {}",
            version(&target.sdk_version, "2.x")
        ),
        Stack::FastMcpTs => format!("fastmcp {}", version(&target.framework_version, "4.x")),
        Stack::PyFastMcp => format!("`FastMCP` of mcp {}", py_version()),
        Stack::PyMcpServer => format!("`MCPServer` of mcp {}", py_version()),
        Stack::PyLowLevel(_) => format!("the low-level `Server` of mcp {}", py_version()),
        Stack::PyFastmcp => format!("fastmcp {}", py_version()),
    }
}

impl Rule for HandlerThrows {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (s, t) in tools(cx) {
            if t.source.throws.is_empty() {
                continue;
            }
            let Some(stack) = stack(&s.target, t.source.form) else {
                continue;
            };
            let python = s.target.python.is_some();
            let throws = if python { "raises" } else { "throws" };
            let name = tool_name(t);
            for throw in &t.source.throws {
                let written = throw.message.as_deref();
                let message = written.unwrap_or("<its message>");
                let said = match written {
                    Some(m) => format!(" \"{m}\""),
                    None => String::new(),
                };
                let (severity, what) = match delivery(stack, throw.kind, name, message) {
                    Delivery::Result(text) if text == message => continue,
                    Delivery::Result(text) if !text.contains(message) => (
                        Severity::Warning,
                        format!("the model receives only the error result \"{text}\": the message is withheld"),
                    ),
                    Delivery::Result(text) => (
                        Severity::Info,
                        format!("the model receives the error result \"{text}\""),
                    ),
                    Delivery::Rpc(code, text) => (
                        Severity::Warning,
                        format!(
                            "`tools/call` answers with a JSON-RPC error{} (\"{text}\"), not a tool result, and the host decides whether the model sees any of it",
                            code.map_or(String::new(), |c| format!(" {c}"))
                        ),
                    ),
                };
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity,
                    span: throw.span,
                    message: format!(
                        "the handler of `{name}` {throws}{said} when a check fails: under {}, {what}. Return the failure as a result with `isError: true` and a text that says what would be valid",
                        stack_name(stack, &s.target)
                    ),
                    related: Vec::new(),
                    fix: None,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value as Json;

    /// The stack a measured server stands for (`tests/handler-errors/results-*.json`).
    fn measured_stack(config: &str, server: &str, python: bool) -> Stack {
        let major = if config.starts_with("sdk2") { 2 } else { 1 };
        match server {
            s if s.starts_with("McpServer.") => Stack::McpServer(major),
            s if python && s.starts_with("Server (low-level 2.x") => Stack::PyLowLevel(2),
            s if python && s.starts_with("Server (low-level") => Stack::PyLowLevel(1),
            s if s.starts_with("Server (low-level") => Stack::LowLevel(major),
            "FastMCP.addTool" => Stack::FastMcpTs,
            s if s.starts_with("MCPServer") => Stack::PyMcpServer,
            s if s.starts_with("FastMCP") => Stack::PyFastMcp,
            s if s.starts_with("fastmcp") => Stack::PyFastmcp,
            other => panic!("a measured server the rule does not know: {other}"),
        }
    }

    /// The failure a measured kind throws.
    fn measured_kind(kind: &str) -> Option<Thrown> {
        Some(match kind.split('-').next()? {
            "1a" | "1b" | "2" => Thrown::Error,
            "3a" => Thrown::Protocol(Some(-32602)),
            "3b" => Thrown::Framework,
            "4" => Thrown::NonError,
            _ => return None,
        })
    }

    #[test]
    fn what_the_rule_says_each_stack_sends_is_what_the_real_packages_sent() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/handler-errors");
        let mut compared = 0;
        for results in ["results-ts.json", "results-py.json"] {
            let text = std::fs::read_to_string(dir.join(results)).unwrap();
            let v: Json = serde_json::from_str(&text).unwrap();
            for (key, measured) in v["stacks"].as_object().unwrap() {
                let stack = measured_stack(
                    measured["config"].as_str().unwrap(),
                    measured["server"].as_str().unwrap(),
                    results.ends_with("py.json"),
                );
                for (kind, outcome) in measured["outcomes"].as_object().unwrap() {
                    let Some(thrown) = measured_kind(kind) else {
                        continue;
                    };
                    let tool = outcome["tool"].as_str().unwrap();
                    let expected = match outcome["model_text"].as_str() {
                        Some(text) => Delivery::Result(text.to_string()),
                        None => {
                            let delivered = outcome["delivered_as"].as_str().unwrap();
                            let code = delivered
                                .strip_prefix("JSON-RPC error ")
                                .and_then(|r| r.split(' ').next())
                                .and_then(|c| c.parse().ok());
                            Delivery::Rpc(
                                code,
                                outcome["error_message"].as_str().unwrap().to_string(),
                            )
                        }
                    };
                    assert_eq!(
                        delivery(stack, thrown, tool, "quantity must be at least 1"),
                        expected,
                        "{key}: {kind}"
                    );
                    compared += 1;
                }
            }
        }
        assert!(compared > 150, "only {compared} outcomes compared");
    }
}
