//! `client-incompatible`: a wire schema or tool name that a configured client refuses.
//!
//! What each client accepts is data (`clients.json`), one profile per client with the sources
//! behind each constraint; this file only knows how to check a handful of constraint kinds
//! against any JSON Schema, so adding a client or a constraint needs no new code.

use std::sync::OnceLock;

use serde::Deserialize;
use serde_json::{Map, Value as Json};

use super::missing_description::{is_unknown, source_span};
use super::tool_name_invalid::spec_char;
use super::{tool_name, tools, Context, Diagnostic, Rule, RuleMeta, Severity};
use crate::config::{Config, Level};
use crate::model::ToolPrediction;

pub struct ClientIncompatible;

static META: RuleMeta = RuleMeta {
    id: "client-incompatible",
    severity: Severity::Warning,
    summary: "the wire schema or tool name breaks one of the clients the project targets (`[target] clients`)",
    what: "Checks each tool's predicted `inputSchema`, `outputSchema` and name against the profile of every client listed in `[target] clients` of `toolsight.toml`: the Anthropic API (no `anyOf`/`oneOf`/`allOf` at the input root), OpenAI (object root; name charset and length), OpenAI strict mode (every property in `required`, `additionalProperties: false` on every object, no `propertyNames`, no `format: \"uri\"`), Gemini (no `$schema`, `additionalProperties`, `propertyNames`, `anyOf`/`oneOf` or type lists), VS Code Copilot Chat (every array has `items`; no `$ref`), Cursor (no `$ref` that points nowhere; object root), Claude Desktop (output schemas labelled 2020-12 or not at all; no `$ref`; name charset and length) and Amazon Bedrock (no `$ref`, `$defs`, `$anchor`, `$dynamicRef`; object root). Each finding names the clients that break and what they do. Without `clients`, the default set is anthropic, openai, vscode, cursor and claude-desktop: the hosts and model APIs most MCP servers meet, whose limits hit schemas the SDK emits as is. openai-strict, gemini and bedrock are opt-in because they are reached through a particular SDK option or adapter and reject so much of a usual schema (every optional field, every nullable, every closed object) that only projects aiming at them want to hear it. Constraints another rule already reports for every project stay with that rule while it is on: the root shape (`root-not-object`), `$ref` (`ref-in-schema`) and the name limits of the Anthropic API, OpenAI, Claude Desktop and Gemini (`tool-name-portability`); turn that rule off to have them reported here, for your clients only. The profiles, with their sources, are listed in docs/configuration.md under \"Client profiles\".",
    why: "Clients differ from the MCP specification and from each other, and the failure is rarely local: Gemini answers 400 to a request with an unknown keyword, OpenAI strict mode to an optional property, VS Code refuses a tool with an array without `items`, Cursor drops every tool of a server over one dangling `$ref`, and Claude Desktop refuses output schemas labelled draft-07, which the TypeScript SDK 1.x stamps on every schema. Nothing fails on the server side, so the first sign is a user of that client reporting missing tools.",
    example: "// toolsight.toml: [target] clients = [\"gemini\", \"openai-strict\"]\nserver.registerTool(\"tag\", {\n  inputSchema: {\n    labels: z.record(z.string(), z.string().max(40)),\n    note: z.string().max(200).optional(),\n  },\n}, handler);",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"maps\")\n\n\n@mcp.tool()\ndef distance(start: tuple[float, float], end: tuple[float, float]) -> float:\n    \"\"\"Distance in kilometres between two (latitude, longitude) points.\"\"\"",
    python_note: "",
    fix: "Change the schema to the intersection the targeted clients accept: give every array of hand-written JSON Schema an `items` schema (zod always emits one; pydantic writes a fixed-length `tuple[float, float]` as `prefixItems` without `items`, so write `Annotated[list[float], Field(min_length=2, max_length=2)]`); for Gemini replace records with arrays of `{ key, value }` objects and unions with one object and an enum; for OpenAI strict mode make optional fields `.nullable()` instead of `.optional()` and objects `.strict()`; inline what `$ref` points to. A draft-07 label on an output schema comes from the SDK: drop the output schema or move to an SDK that labels 2020-12 if Claude Desktop matters. If a client in the list is not one you serve, remove it from `[target] clients`.",
    references: &[
        "anthropics/claude-code#5319 and duplicates, zereight/gitlab-mcp PR #551, marianfoo/mcp-sap-docs PR #51: a top-level `anyOf`/`oneOf`/`allOf` makes the Anthropic API answer 400 to every request",
        "microsoft/vscode#246119, #257537, #284536, microsoft/vscode-copilot-release#11478: VS Code Copilot refuses tools whose arrays have no `items`",
        "promptfoo/promptfoo#6902, sooperset/mcp-atlassian#626, symfony/ai#2037: Gemini answers \"Unknown name\" to `$schema` and `additionalProperties`",
        "zed-industries/zed#44875, letta-ai/letta-code#1574: Gemini rejects type lists such as `[\"integer\", \"null\"]`",
        "colinhacks/zod#5807, vercel/ai#10121, sbroenne/mcp-server-excel#672, langchain-ai/langchainjs PR #8951: Gemini fails on unions",
        "colinhacks/zod#5140, vercel/ai#5628: records (`propertyNames`) do not fit Gemini's OpenAPI 3.0 subset",
        "vercel/ai#6403, #6776, #6913: OpenAI strict mode needs every property in `required`",
        "langchain-ai/langchainjs#9496: OpenAI strict mode needs `additionalProperties: false` on every object",
        "vercel/ai PR #20621: OpenAI rejects `propertyNames`",
        "cyanheads/git-mcp-server#47: OpenAI rejects `format: \"uri\"`",
        "modelcontextprotocol/typescript-sdk#2721, cyanheads/git-mcp-server#57, perplexityai/modelcontextprotocol#132: Claude Desktop refuses draft-07 output schemas",
        "PrefectHQ/fastmcp#3303: Cursor loads no tools of a server with an unresolvable `$ref`",
        "PrefectHQ/fastmcp#3655: Bedrock AgentCore rejects `$ref`, `$defs`, `$anchor` and `$dynamicRef`",
        "PrefectHQ/fastmcp PRs #2808, #2861, #3151: VS Code Copilot and Claude Desktop strip `$defs` and leave references dangling",
        "vercel/ai#6913, zereight/gitlab-mcp#286, anomalyco/opencontrol#47: OpenAI, Cursor and Bedrock need an object input root",
        "github/copilot-cli#2581, openai/codex#8174, evoila/meho#2745, Google's FunctionDeclaration.name docs: the name limits of the Anthropic API, OpenAI, Claude Desktop and Gemini",
    ],
};

#[derive(Debug, Deserialize)]
struct Profiles {
    clients: Vec<Profile>,
}

/// What one client accepts.
#[derive(Debug, Deserialize)]
struct Profile {
    /// The name used in `[target] clients`.
    id: String,
    /// Checked when `[target] clients` is not set.
    default: bool,
    /// A client that also has all the constraints of another (OpenAI strict mode of OpenAI).
    #[serde(default)]
    extends: Option<String>,
    constraints: Vec<Constraint>,
}

#[derive(Debug, Deserialize)]
struct Constraint {
    id: String,
    #[serde(flatten)]
    check: Check,
    /// The wire members it applies to (`inputSchema`, `outputSchema`); empty for name checks.
    #[serde(default)]
    schemas: Vec<String>,
    /// What the client does, naming the client. (Each constraint's `source`, the reports
    /// behind it, stays in the data and the docs; the tests check it is there.)
    message: String,
    /// A rule that reports this for every project; while it is on, this constraint stays quiet.
    #[serde(default)]
    reported_by: Option<String>,
}

/// The constraint kinds: each is a walk over any JSON Schema, parameterised by the profile.
#[derive(Debug, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum Check {
    /// These keywords may not appear at the root.
    ForbidRootKeywords { keywords: Vec<String> },
    /// These keywords may not appear in any schema.
    ForbidKeywords { keywords: Vec<String> },
    /// `keyword` may not take any of `values` in any schema.
    ForbidValues {
        keyword: String,
        values: Vec<String>,
    },
    /// `type` may not be a list.
    ForbidTypeArrays,
    /// Every `type: "array"` schema has `items`.
    RequireItemsOnArrays,
    /// Every property is listed in its object's `required`.
    RequireAllRequired,
    /// Every object schema says `additionalProperties: false`.
    RequireClosedObjects,
    /// The root says `type: "object"`.
    RequireRootObject,
    /// A `$schema` label at the root is one of these.
    RequireDialect { dialects: Vec<String> },
    /// Every local `$ref` points at something in the same schema.
    ForbidDanglingRefs,
    /// The tool name: ASCII letters, digits and `chars`; a first character that is a letter or
    /// in `first` (when given); at most `max_length` characters.
    Name {
        chars: String,
        first: Option<String>,
        max_length: usize,
    },
}

fn profiles() -> &'static [Profile] {
    static PROFILES: OnceLock<Profiles> = OnceLock::new();
    &PROFILES
        .get_or_init(|| {
            serde_json::from_str(include_str!("clients.json"))
                .expect("clients.json is valid (checked by a unit test)")
        })
        .clients
}

fn profile(id: &str) -> Option<&'static Profile> {
    profiles().iter().find(|p| p.id == id)
}

/// One place where a client constraint fails: the wire pointer and what is wrong there, in words
/// shared by every client that fails on it (so findings can be grouped).
#[derive(Debug, PartialEq)]
struct Violation {
    pointer: String,
    what: String,
}

/// A finding being assembled: the clients that break on one violation, what each does, and the
/// constraints (by id, as the client profiles in the docs list them with their sources).
struct Group {
    violation: Violation,
    clients: Vec<String>,
    consequences: Vec<String>,
    constraints: Vec<String>,
}

impl Rule for ClientIncompatible {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        for (_, t) in tools(cx) {
            let path = cx.ws.file(t.meta.span.file).path.clone();
            let config = cx.configs.for_file(&path).unwrap_or_default();
            let mut groups: Vec<Group> = Vec::new();
            let mut trees = Subschemas::default();
            for client in targeted(&config.clients) {
                for c in constraints(client) {
                    if reported_elsewhere(&config, c) {
                        continue;
                    }
                    for v in violations(t, c, &mut trees) {
                        if is_unknown(t, &v.pointer) {
                            continue;
                        }
                        let at = match groups.iter().position(|g| g.violation == v) {
                            Some(i) => i,
                            None => {
                                groups.push(Group {
                                    violation: v,
                                    clients: Vec::new(),
                                    consequences: Vec::new(),
                                    constraints: Vec::new(),
                                });
                                groups.len() - 1
                            }
                        };
                        let g = &mut groups[at];
                        if !g.clients.contains(&client.id) {
                            g.clients.push(client.id.clone());
                        }
                        if !g.consequences.contains(&c.message) {
                            g.consequences.push(c.message.clone());
                        }
                        if !g.constraints.contains(&c.id) {
                            g.constraints.push(c.id.clone());
                        }
                    }
                }
            }
            for g in groups {
                out.push(Diagnostic {
                    rule: META.id,
                    unnecessary: false,
                    severity: META.severity,
                    span: source_span(t, &g.violation.pointer),
                    message: format!(
                        "{} {}: {} (breaks {}; client profiles: {})",
                        subject(t, &g.violation.pointer),
                        g.violation.what,
                        g.consequences.join("; "),
                        g.clients.join(", "),
                        g.constraints.join(", ")
                    ),
                    related: Vec::new(),
                    fix: None,
                });
            }
        }
    }
}

/// The profiles to check: the configured clients, else the default set.
fn targeted(configured: &[String]) -> Vec<&'static Profile> {
    if configured.is_empty() {
        profiles().iter().filter(|p| p.default).collect()
    } else {
        configured.iter().filter_map(|id| profile(id)).collect()
    }
}

/// A profile's own constraints and those of the profile it extends.
fn constraints(p: &'static Profile) -> impl Iterator<Item = &'static Constraint> {
    let base = p.extends.as_deref().and_then(profile);
    base.into_iter()
        .flat_map(|b| b.constraints.iter())
        .chain(p.constraints.iter())
}

/// Whether the rule that reports this constraint for every project is on for this file.
fn reported_elsewhere(config: &Config, c: &Constraint) -> bool {
    c.reported_by
        .as_deref()
        .and_then(super::find)
        .is_some_and(|r| config.level(r.meta().id, r.meta().severity) != Level::Off)
}

/// Where the tool breaks `c`.
/// The schemas of one tool's wire entry, each listed once with its subschemas: every constraint
/// of every targeted client walks them.
#[derive(Default)]
struct Subschemas<'a> {
    by_key: Vec<(&'a str, Vec<Located<'a>>)>,
}

/// A schema and its wire pointer.
type Located<'a> = (String, &'a Map<String, Json>);

impl<'a> Subschemas<'a> {
    fn of(&mut self, key: &'a str, root: &'a Json) -> &[Located<'a>] {
        let i = match self.by_key.iter().position(|(k, _)| *k == key) {
            Some(i) => i,
            None => {
                self.by_key
                    .push((key, subschemas(root, &format!("/{key}"))));
                self.by_key.len() - 1
            }
        };
        &self.by_key[i].1
    }
}

fn violations<'a>(
    t: &'a ToolPrediction,
    c: &'a Constraint,
    trees: &mut Subschemas<'a>,
) -> Vec<Violation> {
    if let Check::Name {
        chars,
        first,
        max_length,
    } = &c.check
    {
        let Some(name) = t.wire.get("name").and_then(Json::as_str) else {
            return Vec::new();
        };
        // names the specification forbids are `tool-name-invalid`'s to report
        if name.is_empty() || !name.chars().all(spec_char) {
            return Vec::new();
        }
        return name_problems(name, chars, first.as_deref(), *max_length)
            .into_iter()
            .map(|what| Violation {
                pointer: "/name".into(),
                what,
            })
            .collect();
    }
    let mut out = Vec::new();
    for key in &c.schemas {
        if let Some(root) = t.wire.get(key.as_str()) {
            let all = trees.of(key, root);
            out.extend(schema_violations(&c.check, root, &format!("/{key}"), all));
        }
    }
    out
}

/// What in a name breaks a name constraint.
fn name_problems(name: &str, chars: &str, first: Option<&str>, max: usize) -> Vec<String> {
    let allowed = |c: char| c.is_ascii_alphanumeric() || chars.contains(c);
    let mut out = Vec::new();
    if let Some(c) = name.chars().find(|c| !allowed(*c)) {
        out.push(format!("contains `{c}`"));
    }
    if let (Some(first), Some(c)) = (first, name.chars().next()) {
        if !c.is_ascii_alphabetic() && !first.contains(c) {
            out.push(format!("starts with `{c}`"));
        }
    }
    let len = name.chars().count();
    if len > max {
        out.push(format!("has {len} characters"));
    }
    out
}

/// Where a schema breaks a schema constraint, with wire pointers under `pointer`; `all` is
/// [`subschemas`] of `root`.
fn schema_violations(check: &Check, root: &Json, pointer: &str, all: &[Located]) -> Vec<Violation> {
    let at = |p: &str, what: String| Violation {
        pointer: p.to_string(),
        what,
    };
    let mut out = Vec::new();
    let Some(root_map) = root.as_object() else {
        return out;
    };
    match check {
        Check::ForbidRootKeywords { keywords } => {
            for k in keywords
                .iter()
                .filter(|k| root_map.contains_key(k.as_str()))
            {
                out.push(at(pointer, format!("is a top-level `{k}`")));
            }
        }
        Check::RequireRootObject => {
            if !types(root_map).contains(&"object") {
                out.push(at(pointer, "has no `type: \"object\"` at its root".into()));
            }
        }
        Check::RequireDialect { dialects } => {
            if let Some(label) = root_map.get("$schema").and_then(Json::as_str) {
                if !dialects.iter().any(|d| d == label) {
                    out.push(at(pointer, format!("is labelled `$schema: \"{label}\"`")));
                }
            }
        }
        _ => {
            for (p, node) in all {
                node_violations(check, root, node, p, &mut out);
            }
        }
    }
    out
}

/// The violations of a constraint that applies to every schema in the tree, at one schema.
fn node_violations(
    check: &Check,
    root: &Json,
    node: &Map<String, Json>,
    pointer: &str,
    out: &mut Vec<Violation>,
) {
    let mut push = |p: String, what: String| out.push(Violation { pointer: p, what });
    match check {
        Check::ForbidKeywords { keywords } => {
            for k in keywords.iter().filter(|k| node.contains_key(k.as_str())) {
                push(pointer.into(), format!("uses `{k}`"));
            }
        }
        Check::ForbidValues { keyword, values } => {
            if let Some(v) = node.get(keyword).and_then(Json::as_str) {
                if values.iter().any(|x| x == v) {
                    push(pointer.into(), format!("has `{keyword}: \"{v}\"`"));
                }
            }
        }
        Check::ForbidTypeArrays => {
            if let Some(list @ Json::Array(_)) = node.get("type") {
                push(pointer.into(), format!("has a list of types `{list}`"));
            }
        }
        Check::RequireItemsOnArrays => {
            if types(node).contains(&"array") && !node.contains_key("items") {
                push(pointer.into(), "is an array without `items`".into());
            }
        }
        Check::RequireAllRequired => {
            if let Some(Json::Object(props)) = node.get("properties") {
                let required: Vec<&str> = node
                    .get("required")
                    .and_then(Json::as_array)
                    .map(|r| r.iter().filter_map(Json::as_str).collect())
                    .unwrap_or_default();
                for k in props.keys().filter(|k| !required.contains(&k.as_str())) {
                    push(
                        format!("{pointer}/properties/{}", segment(k)),
                        "is optional (not listed in `required`)".into(),
                    );
                }
            }
        }
        Check::RequireClosedObjects => {
            let object = types(node).contains(&"object") || node.contains_key("properties");
            if object && node.get("additionalProperties") != Some(&Json::Bool(false)) {
                push(
                    pointer.into(),
                    "is an object without `additionalProperties: false`".into(),
                );
            }
        }
        Check::ForbidDanglingRefs => {
            if let Some(r) = node.get("$ref").and_then(Json::as_str) {
                let target = r.strip_prefix('#');
                if target.is_some_and(|t| root.pointer(t).is_none()) {
                    push(
                        pointer.into(),
                        format!("is `$ref: \"{r}\"`, which points at nothing in the schema"),
                    );
                }
            }
        }
        // root-only and name kinds are handled by the callers
        Check::ForbidRootKeywords { .. }
        | Check::RequireRootObject
        | Check::RequireDialect { .. }
        | Check::Name { .. } => {}
    }
}

/// The `type` of a schema as a list (`"string"` → `["string"]`).
fn types(node: &Map<String, Json>) -> Vec<&str> {
    match node.get("type") {
        Some(Json::String(t)) => vec![t.as_str()],
        Some(Json::Array(a)) => a.iter().filter_map(Json::as_str).collect(),
        _ => Vec::new(),
    }
}

fn segment(key: &str) -> String {
    crate::targets::pointer_segment(key)
}

/// Every schema in a JSON Schema tree with its pointer, the root first. Only keywords whose
/// values are schemas are followed, so a property named like a keyword, or an `enum`/`default`
/// value that looks like a schema, is never taken for one.
fn subschemas<'a>(schema: &'a Json, pointer: &str) -> Vec<Located<'a>> {
    let mut out = Vec::new();
    collect(schema, pointer.to_string(), &mut out);
    out
}

fn collect<'a>(schema: &'a Json, pointer: String, out: &mut Vec<Located<'a>>) {
    let Json::Object(m) = schema else { return };
    out.push((pointer.clone(), m));
    for (k, v) in m {
        let here = format!("{pointer}/{}", segment(k));
        match (k.as_str(), v) {
            (
                "items"
                | "additionalItems"
                | "additionalProperties"
                | "propertyNames"
                | "contains"
                | "not"
                | "if"
                | "then"
                | "else"
                | "unevaluatedItems"
                | "unevaluatedProperties",
                Json::Object(_),
            ) => collect(v, here, out),
            ("items" | "prefixItems" | "anyOf" | "oneOf" | "allOf", Json::Array(list)) => {
                for (i, s) in list.iter().enumerate() {
                    collect(s, format!("{here}/{i}"), out);
                }
            }
            (
                "properties" | "patternProperties" | "$defs" | "definitions" | "dependentSchemas",
                Json::Object(map),
            ) => {
                for (name, s) in map {
                    collect(s, format!("{here}/{}", segment(name)), out);
                }
            }
            _ => {}
        }
    }
}

/// How a message names the place: the tool name, the property, or the schema itself.
fn subject(t: &ToolPrediction, pointer: &str) -> String {
    if pointer == "/name" {
        return format!("tool name `{}`", tool_name(t));
    }
    let key = pointer
        .trim_start_matches('/')
        .split('/')
        .next()
        .unwrap_or("");
    let Some(at) = pointer.rfind("/properties/") else {
        return if pointer.trim_start_matches('/') == key {
            format!("the {key} of `{}`", tool_name(t))
        } else {
            format!("a schema inside the {key} of `{}`", tool_name(t))
        };
    };
    let rest = &pointer[at + "/properties/".len()..];
    let unescape = crate::targets::segment_text;
    match rest.split_once('/') {
        None => format!("`{}`", unescape(rest)),
        Some((name, _)) => format!("a schema inside `{}`", unescape(name)),
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use serde_json::json;

    fn check_of(id: &str) -> &'static Check {
        &profiles()
            .iter()
            .flat_map(|p| &p.constraints)
            .find(|c| c.id == id)
            .unwrap_or_else(|| panic!("no constraint {id}"))
            .check
    }

    fn found(id: &str, schema: Json) -> Vec<(String, String)> {
        let all = subschemas(&schema, "/inputSchema");
        schema_violations(check_of(id), &schema, "/inputSchema", &all)
            .into_iter()
            .map(|v| (v.pointer, v.what))
            .collect()
    }

    #[test]
    fn every_configurable_client_has_a_profile_and_every_constraint_is_sourced() {
        let ids: Vec<&str> = profiles().iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids, crate::config::CLIENTS);
        // the sources are not needed to check, so only the raw data holds them
        let raw: Json = serde_json::from_str(include_str!("clients.json")).unwrap();
        let docs = std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/configuration.md"),
        )
        .unwrap();
        for c in raw["clients"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|p| p["constraints"].as_array().unwrap())
        {
            let id = c["id"].as_str().unwrap();
            assert!(
                c["source"].as_str().is_some_and(|s| !s.trim().is_empty()),
                "{id} has no source"
            );
            assert!(
                docs.contains(&format!("`{id}`")),
                "docs/configuration.md does not list {id}"
            );
        }
        let mut ids = Vec::new();
        for p in profiles() {
            if let Some(base) = &p.extends {
                assert!(profile(base).is_some(), "{} extends unknown {base}", p.id);
            }
            for c in &p.constraints {
                assert!(!ids.contains(&&c.id), "duplicate constraint {}", c.id);
                ids.push(&c.id);
                assert!(!c.message.trim().is_empty(), "{} has no message", c.id);
                assert_eq!(
                    c.schemas.is_empty(),
                    matches!(c.check, Check::Name { .. }),
                    "{}: schema constraints name their schemas, name constraints none",
                    c.id
                );
                for s in &c.schemas {
                    assert!(["inputSchema", "outputSchema"].contains(&s.as_str()));
                }
                if let Some(r) = &c.reported_by {
                    assert!(super::super::find(r).is_some(), "{}: no rule {r}", c.id);
                }
            }
        }
        let defaults: Vec<&str> = targeted(&[]).iter().map(|p| p.id.as_str()).collect();
        assert_eq!(
            defaults,
            ["anthropic", "openai", "vscode", "cursor", "claude-desktop"]
        );
    }

    #[test]
    fn the_walk_follows_schema_keywords_only() {
        let schema = json!({
            "type": "object",
            "properties": {
                "additionalProperties": {"type": "string"},
                "list": {"type": "array", "items": {"type": "object", "additionalProperties": {}}},
                "pick": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": {"additionalProperties": 1}}
            }
        });
        let pointers: Vec<String> = subschemas(&schema, "/inputSchema")
            .into_iter()
            .map(|(p, _)| p)
            .collect();
        assert_eq!(
            pointers,
            [
                "/inputSchema",
                "/inputSchema/properties/additionalProperties",
                "/inputSchema/properties/list",
                "/inputSchema/properties/list/items",
                "/inputSchema/properties/list/items/additionalProperties",
                "/inputSchema/properties/pick",
                "/inputSchema/properties/pick/anyOf/0",
                "/inputSchema/properties/pick/anyOf/1",
            ]
        );
        // a property called `additionalProperties` is not the keyword; the nested record is
        assert_eq!(
            found("gemini-additional-properties", schema),
            [(
                "/inputSchema/properties/list/items".to_string(),
                "uses `additionalProperties`".to_string()
            )]
        );
    }

    #[test]
    fn each_constraint_kind_finds_its_violations() {
        assert_eq!(
            found(
                "anthropic-root-composition",
                json!({"anyOf": [{"type": "object"}]})
            ),
            [("/inputSchema".into(), "is a top-level `anyOf`".into())]
        );
        assert!(found(
            "anthropic-root-composition",
            json!({"type": "object", "properties": {"a": {"anyOf": []}}})
        )
        .is_empty());
        assert_eq!(
            found("openai-root-object", json!({"properties": {}})),
            [(
                "/inputSchema".into(),
                "has no `type: \"object\"` at its root".into()
            )]
        );
        assert_eq!(
            found(
                "vscode-array-items",
                json!({"type": "object", "properties": {"ids": {"type": ["array", "null"]}, "ok": {"type": "array", "items": {}}}})
            ),
            [(
                "/inputSchema/properties/ids".into(),
                "is an array without `items`".into()
            )]
        );
        assert_eq!(
            found(
                "gemini-type-arrays",
                json!({"type": "object", "properties": {"n": {"type": ["integer", "null"]}}})
            ),
            [(
                "/inputSchema/properties/n".into(),
                "has a list of types `[\"integer\",\"null\"]`".into()
            )]
        );
        assert_eq!(
            found(
                "openai-strict-required",
                json!({"type": "object", "properties": {"a": {}, "b": {}}, "required": ["a"]})
            ),
            [(
                "/inputSchema/properties/b".into(),
                "is optional (not listed in `required`)".into()
            )]
        );
        assert_eq!(
            found(
                "openai-strict-closed-objects",
                json!({"type": "object", "additionalProperties": false, "properties": {"m": {"type": "object", "additionalProperties": {}}}})
            ),
            [(
                "/inputSchema/properties/m".into(),
                "is an object without `additionalProperties: false`".into()
            )]
        );
        assert_eq!(
            found(
                "openai-strict-format",
                json!({"type": "object", "properties": {"u": {"type": "string", "format": "uri"}, "e": {"type": "string", "format": "email"}}})
            ),
            [(
                "/inputSchema/properties/u".into(),
                "has `format: \"uri\"`".into()
            )]
        );
        let dialect = check_of("claude-desktop-dialect");
        assert_eq!(
            schema_violations(
                dialect,
                &json!({"$schema": "http://json-schema.org/draft-07/schema#", "type": "object"}),
                "/outputSchema",
                &[]
            ),
            [Violation {
                pointer: "/outputSchema".into(),
                what: "is labelled `$schema: \"http://json-schema.org/draft-07/schema#\"`".into()
            }]
        );
        assert!(schema_violations(
            dialect,
            &json!({"$schema": "https://json-schema.org/draft/2020-12/schema"}),
            "/outputSchema",
            &[]
        )
        .is_empty());
        assert!(
            schema_violations(dialect, &json!({"type": "object"}), "/outputSchema", &[]).is_empty()
        );
        assert_eq!(
            found(
                "cursor-dangling-refs",
                json!({"type": "object", "properties": {
                    "a": {"$ref": "#/$defs/A"},
                    "b": {"$ref": "#/components/schemas/B"}
                }, "$defs": {"A": {"type": "string"}}})
            ),
            [(
                "/inputSchema/properties/b".into(),
                "is `$ref: \"#/components/schemas/B\"`, which points at nothing in the schema"
                    .into()
            )]
        );
    }

    #[test]
    fn name_constraints_check_charset_first_character_and_length() {
        assert!(name_problems("search_docs", "_-", None, 64).is_empty());
        assert_eq!(
            name_problems("files.read", "_-", None, 64),
            ["contains `.`"]
        );
        assert!(name_problems("files.read", "_.:-", Some("_"), 64).is_empty());
        assert_eq!(
            name_problems("3d_render", "_.:-", Some("_"), 64),
            ["starts with `3`"]
        );
        assert_eq!(
            name_problems(&"a".repeat(70), "_-", None, 64),
            ["has 70 characters"]
        );
        assert!(name_problems(&"a".repeat(70), "_-", None, 128).is_empty());
    }

    #[test]
    fn constraints_reported_by_an_enabled_rule_stay_quiet() {
        let c = profiles()
            .iter()
            .flat_map(|p| &p.constraints)
            .find(|c| c.id == "anthropic-root-composition")
            .unwrap();
        assert!(reported_elsewhere(&Config::default(), c));
        let mut off = Config::default();
        off.levels.insert("root-not-object".into(), Level::Off);
        assert!(!reported_elsewhere(&off, c));
        let strict: Vec<&str> = constraints(profile("openai-strict").unwrap())
            .map(|c| c.id.as_str())
            .collect();
        assert!(strict.contains(&"openai-name") && strict.contains(&"openai-strict-required"));
    }
}
