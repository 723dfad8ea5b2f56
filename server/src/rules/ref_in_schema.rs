//! `ref-in-schema`: `$ref` pointers and definition tables that reach the wire.

use serde_json::Value as Json;

use super::{locate, tool_name, tools, Context, Diagnostic, Rule, RuleMeta, Severity};

pub struct RefInSchema;

static META: RuleMeta = RuleMeta {
    id: "ref-in-schema",
    severity: Severity::Warning,
    summary: "a tool schema on the wire uses `$ref` into `$defs`/`definitions` (and says when the reference is recursive)",
    what: "Flags each place in a predicted `inputSchema`/`outputSchema` that is a `$ref` instead of an inline schema; the hover on the tool shows the schema with its local references inlined, as the MCP TypeScript SDK change that inlines them describes it (no release has it yet: the oracle's `@modelcontextprotocol/sdk` 1.32.2 and `@modelcontextprotocol/server` 2.4.0, the latest of each, keep `$ref` and `$defs`). zod 4 emits them for recursive schemas (`z.lazy`, getters), for schemas registered with an `id` (`.meta({ id })`, `z.globalRegistry`) and, with `reused: \"ref\"`, for instances used twice; zod-to-json-schema emits them for an instance seen a second time. A reference that leads back to itself is noted as a cycle: it cannot be inlined, only cut.",
    why: "Models do not resolve JSON pointers, and many clients pass schemas through converters that drop or mangle `$defs`. Claude Code and Kiro CLI send an object parameter declared through `$ref` as a JSON string, which the server then rejects; other clients keep only `type`/`properties`/`required` and leave the reference dangling, or refuse the tool.",
    example: "const Address = z.object({ city: z.string() }).meta({ id: \"Address\" });\nserver.registerTool(\"ship\", {\n  inputSchema: { to: Address },\n}, handler);",
    python_example: "from pydantic import BaseModel\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\nclass Address(BaseModel):\n    street: str\n    city: str\n\n\n@mcp.tool()\ndef ship(order_id: str, to: Address) -> str:\n    \"\"\"Ship an order to an address; returns the tracking number.\"\"\"",
    python_note: "",
    fix: "Inline the schema: drop the `id` from `.meta()` (describe it instead), do not register tool parameter schemas in `z.globalRegistry`, use fresh instances instead of reusing one under zod-to-json-schema (or pass `$refStrategy: \"none\"`). For recursion, bound the depth explicitly (`children: z.array(Leaf)` with a non-recursive leaf).",
    references: &[
        "anthropics/claude-code#18260 and modelcontextprotocol/typescript-sdk PR inlining local refs (seed 003): Claude Code and Kiro CLI send `$ref`-typed object parameters as JSON strings; the SDK's switch to `z.toJSONSchema` made registered and recursive types emit `$ref` even on first use",
        "anthropics/claude-code#3084, #7845, #10590, #81477: object parameters behind `$ref` arrive as strings",
        "anthropics/claude-code#58794: an enum reached through `$ref` into `$defs` was sent as `null`",
        "PrefectHQ/fastmcp PRs #2808, #2861, #3151: refs dereferenced by default because VS Code Copilot and Claude Desktop strip `$defs` and leave dangling references",
        "QwenLM/Qwen-Agent PR #873, agno-agi/agno PR #6085: clients keeping only type/properties/required drop `$defs`",
        "PrefectHQ/fastmcp#3655: Bedrock AgentCore rejects schemas that contain `$ref` or `$defs`",
    ],
};

impl Rule for RefInSchema {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (s, t) in tools(cx) {
            let inlining = if s.target.python.is_some() {
                "the fastmcp package and langchain inline such references, the mcp SDK does not"
            } else {
                "no release of the MCP TypeScript SDK inlines it (through 1.32.2 and 2.4.0)"
            };
            for key in ["inputSchema", "outputSchema"] {
                let Some(root) = t.wire.get(key) else {
                    continue;
                };
                let defs = definitions(root);
                let mut refs = Vec::new();
                find_refs(root, &format!("/{key}"), &mut refs);
                let mut spans = Vec::new();
                for (pointer, target) in refs {
                    let span = locate(t, &pointer);
                    if spans.contains(&span) {
                        continue;
                    }
                    spans.push(span);
                    let name = holder(&pointer)
                        .unwrap_or_else(|| format!("the {key} of `{}`", tool_name(t)));
                    let recursive = reaches_itself(&defs, &target)
                        || target
                            .strip_prefix('#')
                            .is_some_and(|rel| pointer.starts_with(&format!("/{key}{rel}")));
                    let cycle = if recursive {
                        " It is recursive, so it cannot be inlined, only cut where it recurs."
                    } else {
                        ""
                    };
                    out.push(Diagnostic {
                        rule: META.id,
                        unnecessary: false,
                        severity: META.severity,
                        span,
                        message: format!("{name} reaches the wire as `$ref: {target}`: Claude Code and Kiro CLI send such parameters as JSON strings, and clients that strip `$defs` leave the reference dangling; {inlining}, and the hover shows the schema inlined.{cycle}"),
                        related: Vec::new(),
                        fix: None,
                    });
                }
            }
        }
    }
}

/// How the message names the schema at a wire pointer: the property it is, or the property it
/// is inside.
fn holder(pointer: &str) -> Option<String> {
    let at = pointer.rfind("/properties/")?;
    let rest = &pointer[at + "/properties/".len()..];
    Some(match rest.split_once('/') {
        None => format!("`{rest}`"),
        Some((name, _)) => format!("a schema inside `{name}`"),
    })
}

/// The definition tables of a wire root, by their `#/...` pointer.
fn definitions(root: &Json) -> Vec<(String, Json)> {
    let mut out = Vec::new();
    for table in ["$defs", "definitions"] {
        if let Some(Json::Object(m)) = root.get(table) {
            for (k, v) in m {
                out.push((
                    format!("#/{table}/{}", crate::targets::pointer_segment(k)),
                    v.clone(),
                ));
            }
        }
    }
    out
}

/// Every `$ref` outside the definition tables, with the pointer of the schema holding it.
fn find_refs(j: &Json, pointer: &str, out: &mut Vec<(String, String)>) {
    match j {
        Json::Object(m) => {
            if let Some(Json::String(r)) = m.get("$ref") {
                out.push((pointer.to_string(), r.clone()));
            }
            for (k, v) in m {
                if !matches!(
                    k.as_str(),
                    "$defs" | "definitions" | "default" | "const" | "enum" | "examples"
                ) {
                    find_refs(
                        v,
                        &format!("{pointer}/{}", crate::targets::pointer_segment(k)),
                        out,
                    );
                }
            }
        }
        Json::Array(a) => a
            .iter()
            .enumerate()
            .for_each(|(i, v)| find_refs(v, &format!("{pointer}/{i}"), out)),
        _ => {}
    }
}

/// Whether following references from `target` leads back to it (`#` is the root, which holds
/// the reference itself).
fn reaches_itself(defs: &[(String, Json)], target: &str) -> bool {
    if target == "#" {
        return true;
    }
    let mut seen: Vec<String> = Vec::new();
    let mut stack = vec![target.to_string()];
    while let Some(cur) = stack.pop() {
        let Some((_, body)) = defs.iter().find(|(p, _)| *p == cur) else {
            continue;
        };
        let mut inner = Vec::new();
        find_refs(body, "", &mut inner);
        for (_, r) in inner {
            if r == target {
                return true;
            }
            if !seen.contains(&r) {
                seen.push(r.clone());
                stack.push(r);
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn refs_outside_definitions_are_found_and_cycles_detected() {
        let root = json!({
            "type": "object",
            "properties": {
                "tree": {"$ref": "#/$defs/Node"},
                "to": {"$ref": "#/$defs/Address"}
            },
            "$defs": {
                "Node": {"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}}},
                "Address": {"type": "object", "properties": {"city": {"type": "string"}}}
            }
        });
        let mut refs = Vec::new();
        find_refs(&root, "/inputSchema", &mut refs);
        assert_eq!(refs.len(), 2);
        let defs = definitions(&root);
        assert!(reaches_itself(&defs, "#/$defs/Node"));
        assert!(!reaches_itself(&defs, "#/$defs/Address"));
        assert_eq!(
            holder("/inputSchema/properties/tree").as_deref(),
            Some("`tree`")
        );
        assert_eq!(
            holder("/inputSchema/properties/tree/properties/children/items").as_deref(),
            Some("a schema inside `children`")
        );
        assert_eq!(holder("/inputSchema"), None);
    }
}
