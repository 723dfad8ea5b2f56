//! The real binary on good and bad input: exit codes and messages that name the file.

use std::path::Path;
use std::process::Command;

mod support;

use support::toolsight;

/// A fresh folder of its own per test holding `files`.
fn temp_project(name: &str, files: &[(&str, &str)]) -> std::path::PathBuf {
    support::temp_project(&format!("cli-{name}"), files)
}

/// `toolsight schema` of a fresh project holding `files`: the JSON, and the text for messages.
fn schema_of(name: &str, files: &[(&str, &str)]) -> (serde_json::Value, String) {
    let dir = temp_project(name, files);
    let (code, out, err) = toolsight(&["schema", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    (serde_json::from_str(&out).unwrap(), out)
}

fn example() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples/notes-server")
        .to_string_lossy()
        .into_owned()
}

#[test]
fn schema_json_on_the_example_lists_every_tool_with_its_location() {
    let (code, out, err) = toolsight(&["schema", &example(), "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("valid JSON");
    let server = &v["servers"][0];
    assert!(server["file"].as_str().unwrap().ends_with("server.ts"));
    assert!(server["error"].is_null());
    let names: Vec<&str> = server["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["search_notes", "get_note", "create_note", "delete_note"]
    );
    let meta = &server["tools"][2]["_toolsight"];
    assert_eq!(meta["exact"], true);
    assert!(meta["line"].as_u64().unwrap() > 1);
    assert_eq!(server["target"]["sdk"], "@modelcontextprotocol/sdk@1");
    // the refined object is emptied by SDK 1.x, and toolsight says what that loses
    assert_eq!(
        server["tools"][2]["inputSchema"],
        serde_json::json!({"type": "object", "properties": {}})
    );
    assert!(!meta["losses"].as_array().unwrap().is_empty());
}

#[test]
fn missing_paths_and_unreadable_files_exit_2_naming_the_file() {
    let (code, _, err) = toolsight(&["schema", "/definitely/not/here"]);
    assert_eq!(code, 2);
    assert!(err.contains("/definitely/not/here"), "{err}");

    let dir = std::env::temp_dir().join(format!("toolsight-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bin = dir.join("blob.js");
    std::fs::write(&bin, [0u8, 159, 146, 150]).unwrap();
    let (code, out, err) = toolsight(&["schema", bin.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("blob.js") && err.contains("binary"), "{err}");
    assert!(out.contains("\"servers\""));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_syntax_error_still_gives_a_prediction() {
    let dir = std::env::temp_dir().join(format!("toolsight-cli-syntax-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("server.ts");
    std::fs::write(
        &f,
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nconst server = new McpServer({ name: 'x', version: '1' });\nserver.registerTool('t', { description: 'd', inputSchema: { a: z.string().describe('A'), b: z.number().min( } }, async () => ({ content: [] }));\n",
    )
    .unwrap();
    let (code, out, err) = toolsight(&["schema", f.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let tool = &v["servers"][0]["tools"][0];
    assert_eq!(tool["name"], "t");
    assert_eq!(tool["_toolsight"]["exact"], false);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Runs the binary from the repository root, so paths in the output are stable.
fn toolsight_at_root(args: &[&str]) -> (i32, String, String) {
    support::toolsight_in(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".."), args)
}

#[test]
fn check_formats_on_the_example_are_stable() {
    check_formats_are_stable("examples/notes-server", "notes_server");
}

#[test]
fn check_formats_on_the_python_example_are_stable() {
    check_formats_are_stable("examples/python-server", "python_server");
}

/// `check` on `example` in each of the four formats, pinned as `check_<format>_<name>`.
fn check_formats_are_stable(example: &str, name: &str) {
    let (code, human, err) = toolsight_at_root(&["check", example]);
    assert_eq!(code, 1, "{err}");
    insta::assert_snapshot!(format!("check_human_{name}"), human);
    let (code, json, _) = toolsight_at_root(&["check", example, "--format", "json"]);
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    insta::assert_json_snapshot!(format!("check_json_{name}"), v);
    let (_, github, _) = toolsight_at_root(&["check", example, "--format", "github"]);
    insta::assert_snapshot!(format!("check_github_{name}"), github);
    let (_, sarif, _) = toolsight_at_root(&["check", example, "--format", "sarif"]);
    let mut v: serde_json::Value = serde_json::from_str(&sarif).unwrap();
    // the rule catalogue is the rule docs, pinned by tests/docs.rs; the results are pinned here
    v["runs"][0]["tool"]["driver"]["rules"] =
        serde_json::json!(format!("{} rules", toolsight::rules::all().len()));
    v["runs"][0]["tool"]["driver"]["version"] = serde_json::json!("(version)");
    insta::assert_json_snapshot!(format!("check_sarif_{name}"), v);
}

#[test]
fn check_exit_codes_follow_the_failing_severity() {
    let (code, _, _) = toolsight_at_root(&["check", "examples/notes-server", "--fail-on", "error"]);
    let (_, json, _) = toolsight_at_root(&["check", "examples/notes-server", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let errors = v["summary"]["errors"].as_u64().unwrap();
    assert_eq!(code, if errors > 0 { 1 } else { 0 });
    let (code, _, err) = toolsight_at_root(&["check", "no/such/dir"]);
    assert_eq!(code, 2);
    assert!(err.contains("no/such/dir"));
}

#[test]
fn explain_prints_a_rule_page_and_names_the_rules_when_unknown() {
    let (code, page, _) = toolsight_at_root(&["explain", "missing-bounds"]);
    assert_eq!(code, 0);
    assert!(page.starts_with("# `missing-bounds`") && page.contains("## How to fix"));
    let (code, _, err) = toolsight_at_root(&["explain", "no-such-rule"]);
    assert_eq!(code, 2);
    assert!(err.contains("missing-bounds"), "{err}");
    let (code, list, _) = toolsight_at_root(&["rules"]);
    assert_eq!(code, 0);
    assert_eq!(list.lines().count(), toolsight::rules::all().len());
}

#[test]
fn a_broken_config_is_an_error_naming_file_line_and_choices() {
    let dir = temp_project(
        "config",
        &[
            ("toolsight.toml", "[rules]\nmissing-bounds = \"loud\"\n"),
            ("server.ts", "export const x = 1;\n"),
        ],
    );
    let (code, _, err) = toolsight(&["check", dir.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        err.contains("toolsight.toml:2:") && err.contains("\"warning\""),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn rule_options_in_the_config_change_what_fires() {
    let dir = temp_project(
        "options",
        &[(
            "server.ts",
            "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nexport const server = new McpServer({ name: 'x', version: '1' });\nserver.registerTool('ping', { description: 'Check that the server answers.' }, async () => ({ content: [] }));\n",
        )],
    );
    let count = |out: &str| {
        serde_json::from_str::<serde_json::Value>(out).unwrap()["findings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["rule"] == "description-length")
            .count()
    };
    let (_, out, _) = toolsight(&["check", dir.to_str().unwrap(), "--format", "json"]);
    assert_eq!(
        count(&out),
        1,
        "30 characters is under the default minimum of 80"
    );
    std::fs::write(
        dir.join("toolsight.toml"),
        "[rules]\ndescription-length = { min = 20 }\n",
    )
    .unwrap();
    let (_, out, _) = toolsight(&["check", dir.to_str().unwrap(), "--format", "json"]);
    assert_eq!(count(&out), 0);
    std::fs::write(
        dir.join("toolsight.toml"),
        "[rules]\ndescription-length = \"off\"\n",
    )
    .unwrap();
    let (_, out, _) = toolsight(&["check", dir.to_str().unwrap(), "--format", "json"]);
    assert_eq!(count(&out), 0);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_overlap_threshold_is_read_from_the_config() {
    // 4 of their 7 words are shared (return, text, one, id): 0.57, under the default of 0.8
    let dir = temp_project(
        "overlap",
        &[(
            "server.ts",
            "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nexport const server = new McpServer({ name: 'x', version: '1' });\nserver.registerTool('read_note', { description: 'Return the text of one note by id, quickly.' }, async () => ({ content: [] }));\nserver.registerTool('read_page', { description: 'Return the text of one page by id.' }, async () => ({ content: [] }));\n",
        )],
    );
    let count = |out: &str| {
        serde_json::from_str::<serde_json::Value>(out).unwrap()["findings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["rule"] == "description-overlap")
            .count()
    };
    let (_, out, _) = toolsight(&["check", dir.to_str().unwrap(), "--format", "json"]);
    assert_eq!(count(&out), 0, "{out}");
    std::fs::write(
        dir.join("toolsight.toml"),
        "[rules]\ndescription-overlap = { threshold = 0.55 }\n",
    )
    .unwrap();
    let (_, out, _) = toolsight(&["check", dir.to_str().unwrap(), "--format", "json"]);
    assert_eq!(count(&out), 1, "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `open-object` checks MCP tools only when the project asks for it.
#[test]
fn open_objects_of_mcp_tools_are_checked_on_request() {
    let dir = temp_project(
        "open-object-everywhere",
        &[(
            "server.ts",
            "import { Server } from '@modelcontextprotocol/sdk/server/index.js';\nimport { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';\nexport const server = new Server({ name: 'x', version: '1' }, { capabilities: { tools: {} } });\nserver.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: 'list_notes', description: 'List the titles of the notes of the signed-in user, newest first.', inputSchema: { type: 'object', properties: {} } }] }));\n",
        )],
    );
    let count = |out: &str| {
        serde_json::from_str::<serde_json::Value>(out).unwrap()["findings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["rule"] == "open-object")
            .count()
    };
    let (_, out, _) = toolsight(&["check", dir.to_str().unwrap(), "--format", "json"]);
    assert_eq!(count(&out), 0, "{out}");
    std::fs::write(
        dir.join("toolsight.toml"),
        "[rules]\nopen-object = { everywhere = true }\n",
    )
    .unwrap();
    let (_, out, _) = toolsight(&["check", dir.to_str().unwrap(), "--format", "json"]);
    assert_eq!(count(&out), 1, "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A handler imported from another module of the project is read where it is written.
#[test]
fn an_imported_handler_is_read_in_its_own_module() {
    let dir = temp_project(
        "imported-handler",
        &[
            (
                "handlers.ts",
                "export async function deleteNote({ id }: { id: string }) {\n  if (!id.startsWith('n-')) {\n    throw new Error('Invalid input');\n  }\n  return { content: [] };\n}\n",
            ),
            (
                "server.ts",
                "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nimport { deleteNote as removeNote } from './handlers.js';\nexport const server = new McpServer({ name: 'notes', version: '1' });\nserver.registerTool('delete_note', { description: 'Delete one note for good; it cannot be restored afterwards by anyone at all.', inputSchema: { id: z.string().max(20).describe('Note id') }, annotations: { destructiveHint: true } }, removeNote);\n",
            ),
        ],
    );
    let (_, out, err) = toolsight(&["check", dir.to_str().unwrap(), "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|_| panic!("{err}"));
    let generic: Vec<&serde_json::Value> = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["rule"] == "error-result-generic")
        .collect();
    assert_eq!(generic.len(), 1, "{out}");
    assert!(
        generic[0]["file"]
            .as_str()
            .unwrap()
            .ends_with("handlers.ts"),
        "{out}"
    );
    assert_eq!(generic[0]["range"]["start"]["line"], 3, "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The WebMCP example (an inline script in `index.html`, and `cart.js`) shows each WebMCP
/// finding the README lists, on the tool it names.
#[test]
fn the_webmcp_example_shows_each_webmcp_finding() {
    let (code, out, err) =
        toolsight_at_root(&["check", "examples/webmcp-page", "--format", "json"]);
    assert_eq!(code, 1, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("valid JSON");
    let found: Vec<(String, String, String)> = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            let text = |k: &str| f[k].as_str().unwrap_or_default().to_string();
            (text("rule"), text("file"), text("message"))
        })
        .collect();
    for (rule, file, says) in [
        ("webmcp-hint-missing", "index.html", "`bikeshop_checkout`"),
        ("webmcp-hint-missing", "index.html", "`bikeshop_reviews`"),
        (
            "open-object",
            "index.html",
            "the input of `bikeshop_search`",
        ),
        ("open-object", "index.html", "parameter `filters`"),
        ("tool-name-vague", "index.html", "starts with `bikeshop`"),
        ("description-budget", "index.html", "of this page"),
        ("annotation-contradiction", "cart.js", "`get_cart`"),
        ("tool-name-vague", "cart.js", "`submit` names no task"),
        ("call-order-instruction", "cart.js", "`get_cart` first"),
        ("description-overlap", "cart.js", "`get_cart_summary`"),
    ] {
        assert!(
            found
                .iter()
                .any(|(r, f, m)| r == rule && f.ends_with(file) && m.contains(says)),
            "no {rule} in {file} saying {says}: {found:#?}"
        );
    }
}

/// The input schema of the WebMCP descriptions guide (seed 002), on a tool whose name and
/// description are as the guide asks: nothing to report. The same tool with its object left
/// open: `open-object`, and nothing else.
#[test]
fn the_webmcp_guide_s_schema_passes_and_an_open_copy_does_not() {
    const SCHEMA: &str = r#"{
    "type": "object",
    "properties": {
      "variant_id": {
        "type": "string",
        "pattern": "^[0-9]{6,20}$",
        "description": "The exact variant id from get_product_options. Never guess it."
      },
      "quantity": {
        "type": "integer", "minimum": 1, "maximum": 10, "default": 1,
        "description": "Units to add. Ask the user before adding more than one."
      }
    },
    "required": ["variant_id"],
    "additionalProperties": false
  }"#;
    let page = |schema: &str| {
        format!("navigator.modelContext.registerTool({{\n  name: \"add_to_cart\",\n  description: \"Add one product variant to the cart; the user can remove it again. Requires a variant_id from get_product_options.\",\n  inputSchema: {schema},\n  annotations: {{ readOnlyHint: false }},\n  execute: async () => ({{ content: [] }}),\n}});\n")
    };
    let rules = |dir: &std::path::Path| -> Vec<String> {
        let (_, out, err) = toolsight(&["check", dir.to_str().unwrap(), "--format", "json"]);
        let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|_| panic!("{err}"));
        v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["rule"].as_str().unwrap().to_string())
            .collect()
    };
    let closed = temp_project("webmcp-guide", &[("page.js", &page(SCHEMA))]);
    assert_eq!(rules(&closed), Vec::<String>::new());
    let open = SCHEMA.replace(",\n    \"additionalProperties\": false", "");
    assert_ne!(open, SCHEMA);
    let opened = temp_project("webmcp-guide-open", &[("page.js", &page(&open))]);
    assert_eq!(rules(&opened), ["open-object"]);
    std::fs::remove_dir_all(&closed).unwrap();
    std::fs::remove_dir_all(&opened).unwrap();
}

#[test]
fn a_file_is_checked_with_its_project_and_only_its_own_findings_are_reported() {
    // the seed example's tools are objects in src/tools/*.ts; its server and the hand-written
    // converter that drops their descriptions are in src/server.ts and src/zod-to-json.ts
    let file = "examples/seed-converter-server/src/tools/banking.ts";
    let (code, out, err) = toolsight_at_root(&["check", file, "--format", "json"]);
    assert_eq!(code, 1, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("valid JSON");
    let findings = v["findings"].as_array().unwrap();
    assert!(
        findings.iter().all(|f| f["file"] == file),
        "only the file asked for: {out}"
    );
    let dropped = findings
        .iter()
        .filter(|f| f["rule"] == "description-dropped")
        .count();
    let (_, whole, _) = toolsight_at_root(&[
        "check",
        "examples/seed-converter-server",
        "--format",
        "json",
    ]);
    let whole: serde_json::Value = serde_json::from_str(&whole).unwrap();
    let in_project: Vec<&serde_json::Value> = whole["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["file"] == file)
        .collect();
    assert!(dropped > 0, "{out}");
    assert_eq!(
        findings.len(),
        in_project.len(),
        "the same findings as checking the whole project"
    );
}

#[test]
fn code_frames_show_the_line_in_files_with_old_mac_line_endings() {
    let source = [
        r#"import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";"#,
        r#"import { z } from "zod";"#,
        r#"const server = new McpServer({ name: "s", version: "1.0.0" });"#,
        r#"server.registerTool("find", { description: "Finds.", inputSchema: { q: z.string() } }, async () => ({ content: [] }));"#,
    ]
    .join("\r");
    let dir = temp_project(
        "cr",
        &[
            (
                "package.json",
                r#"{"dependencies":{"@modelcontextprotocol/sdk":"1.32.2","zod":"4.6.7"}}"#,
            ),
            ("server.ts", &source),
        ],
    );
    let (_, out, err) = toolsight(&["check", dir.to_str().unwrap(), "--exit-zero"]);
    // the frame under `server.ts:4:44` is line 4 itself, as the editor counts lines
    let frame = out
        .split("server.ts:4:44\n")
        .nth(1)
        .unwrap_or_else(|| panic!("no finding at 4:44: {out}{err}"));
    let line = frame.lines().nth(1).unwrap();
    assert!(
        line.starts_with(r#"4 | server.registerTool("find""#),
        "{line:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// No silent zero: every run says how much it found, and a module it could not read is a
/// finding, so "No findings." never stands alone for a server toolsight did not understand.
#[test]
fn check_and_schema_say_how_many_servers_and_tools_they_found() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/layouts");
    let (code, out, err) = toolsight(&["check", dir.join("unread").to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("2 files read: 1 server, 0 tools"), "{err}");
    assert!(err.contains("1 module importing an MCP SDK"), "{err}");
    assert!(out.contains("info[unresolved-registration]"), "{out}");
    assert!(!out.contains("No findings."), "{out}");
    let (_, out, err) = toolsight(&["schema", dir.join("conditional").to_str().unwrap()]);
    assert!(
        err.contains("1 server, 4 tools (4 exact, 0 approximate, 2 conditional)"),
        "{err}"
    );
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["summary"]["conditional"], 2);
}

/// A register function called once is followed once, however the path is written: the
/// module calling it was once taken for another module when the run was given `.`.
#[test]
fn a_relative_path_registers_each_tool_once() {
    let layout =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/oracle/cases/layouts/compiled-es2015");
    let files: Vec<(String, String)> = ["server.js", "tools.js"]
        .iter()
        .map(|f| {
            (
                f.to_string(),
                std::fs::read_to_string(layout.join(f)).unwrap(),
            )
        })
        .collect();
    let borrowed: Vec<(&str, &str)> = files
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    let dir = temp_project("relative", &borrowed);
    let out = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["schema", "."])
        .current_dir(&dir)
        .output()
        .expect("binary runs");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let server = &json["servers"][0];
    assert!(server["error"].is_null(), "{server}");
    let names: Vec<&str> = server["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["ping", "echo"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn schema_of_a_python_server_equals_what_the_real_sdk_lists() {
    python_schema_equals_the_real_list("fastmcp", 2);
}

#[test]
fn a_python_server_gets_the_tools_of_the_modules_and_helpers_that_register_on_it() {
    python_schema_equals_the_real_list("modules", 3);
}

#[test]
fn a_python_module_registering_on_a_server_toolsight_cannot_trace_says_so() {
    let dir = temp_project(
        "py-unread",
        &[(
            "tools.py",
            "from mcp.server.fastmcp import FastMCP\nfrom somewhere import app\n\n@app.tool()\ndef f(x: int) -> int:\n    return x\n",
        )],
    );
    let (code, out, err) = toolsight(&["check", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("unresolved-registration"), "{out}");
    assert!(err.contains("1 module importing an MCP SDK"), "{err}");
}

/// mcp 2.x's `MCPServer` is read from the project's virtualenv with its `Context` injected; with
/// no pydantic found there the tool is approximate and says which version was assumed (the
/// oracle's `mcp2` config checks the exact predictions).
#[test]
fn an_mcp2_mcpserver_is_read_with_its_context_injected() {
    let dir = temp_project(
        "py-mcpserver",
        &[(
            "server.py",
            "from mcp.server.mcpserver import Context, MCPServer\n\nmcp = MCPServer(\"s\")\n\n@mcp.tool()\nasync def search(query: str, ctx: Context, limit: int = 5) -> str:\n    \"\"\"Search.\"\"\"\n    return query\n",
        )],
    );
    std::fs::create_dir_all(dir.join(".venv/lib/python3.11/site-packages/mcp-2.3.0.dist-info"))
        .unwrap();
    let (code, out, err) = toolsight(&["schema", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let server = &json["servers"][0];
    assert!(server["untraced"].is_null(), "{out}");
    assert!(
        server["target"]["why"]
            .as_array()
            .unwrap()
            .iter()
            .any(|w| w.as_str().unwrap().starts_with("mcp 2.3.0 from .venv/")),
        "{out}"
    );
    let tool = &server["tools"][0];
    assert_eq!(tool["name"], "search");
    assert_eq!(tool["_toolsight"]["exact"], false);
    assert!(
        server["target"]["why"]
            .as_array()
            .unwrap()
            .iter()
            .any(|w| w.as_str().unwrap().starts_with("pydantic not found")),
        "{out}"
    );
    let properties = tool["inputSchema"]["properties"].as_object().unwrap();
    assert_eq!(
        properties.keys().collect::<Vec<_>>(),
        ["query", "limit"],
        "{out}"
    );
}

/// A server a function makes and returns is read in the function and in the callers that keep
/// it; a caller that hands it on says so, with the line.
#[test]
fn a_server_made_by_a_function_is_followed_to_its_callers() {
    let factory = "from mcp.server.fastmcp import FastMCP\n\n\ndef create_server() -> FastMCP:\n    server = FastMCP(\"s\")\n\n    @server.tool()\n    def status(repo: str) -> str:\n        \"\"\"Status.\"\"\"\n        return repo\n\n    return server\n";
    // the caller names mcp, or the run would not read it (see the last case)
    let kept = "from plugins import install\n\nfrom app.server import create_server\n\n\ndef main():\n    mcp = create_server()\n\n    @mcp.tool()\n    def version() -> str:\n        \"\"\"Version.\"\"\"\n        return \"1\"\n\n    install(mcp)\n    mcp.run()\n";
    let (json, out) = schema_of(
        "py-factory-kept",
        &[
            ("app/__init__.py", ""),
            ("app/server.py", factory),
            ("main.py", kept),
        ],
    );
    let servers = json["servers"].as_array().unwrap();
    assert_eq!(servers.len(), 1, "{out}");
    let names: Vec<&str> = servers[0]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["status", "version"], "{out}");
    assert_eq!(
        servers[0]["untraced"],
        "`mcp` is handed on at line 14 to code toolsight does not follow, which may register tools on it",
        "{out}"
    );

    let handed = "from app.server import create_server\nfrom plugins import run_mcp\n\nrun_mcp(create_server())\n";
    let (json, out) = schema_of(
        "py-factory-handed",
        &[
            ("app/__init__.py", ""),
            ("app/server.py", factory),
            ("main.py", handed),
        ],
    );
    let server = &json["servers"][0];
    assert_eq!(server["tools"][0]["name"], "status", "{out}");
    assert_eq!(
        server["untraced"],
        "the server `create_server` returns is used at line 4 in a way toolsight does not follow, which may register tools on it",
        "{out}"
    );

    let unread = "from app.server import create_server\n\nserver = create_server()\nserver.run()\n";
    let (json, out) = schema_of(
        "py-factory-unread",
        &[
            ("app/__init__.py", ""),
            ("app/server.py", factory),
            ("main.py", unread),
        ],
    );
    assert_eq!(
        json["servers"][0]["untraced"],
        "`create_server` returns the server, and no module toolsight read calls it, so what its callers register is not seen",
        "{out}"
    );
}

/// fastmcp's decorator forms are registrations toolsight reads, so they leave the server traced;
/// `mount` changes its tools in a way it does not follow.
#[test]
fn a_fastmcp_server_is_untraced_only_by_what_toolsight_does_not_follow() {
    let decorated = "from fastmcp import FastMCP\n\nmcp = FastMCP(\"s\")\n\n@mcp.tool()\ndef f(x: int) -> int:\n    \"\"\"F.\"\"\"\n    return x\n\n@mcp.tool\ndef g(x: int) -> int:\n    \"\"\"G.\"\"\"\n    return x\n\nif __name__ == \"__main__\":\n    mcp.run()\n";
    let (json, out) = schema_of("py-fastmcp-traced", &[("server.py", decorated)]);
    let server = &json["servers"][0];
    assert_eq!(server["tools"].as_array().unwrap().len(), 2, "{out}");
    assert!(server["untraced"].is_null(), "{out}");

    let imported = format!("{decorated}\nother = FastMCP(\"o\")\nmcp.import_server(other)\n");
    let (json, out) = schema_of("py-fastmcp-imported", &[("server.py", &imported)]);
    assert!(
        json["servers"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["untraced"]
                .as_str()
                .is_some_and(|u| u.contains("mcp.import_server(...)"))),
        "{out}"
    );
}

/// A server of a project subclass of `FastMCP` (imported from another module) is read as
/// fastmcp's; a method of the subclass that may change tools (a `tool` that adds a keyword)
/// makes its tools approximate, named;
/// a mounted server's tools are listed by the parent under the prefix, and only there.
#[test]
fn a_fastmcp_subclass_server_is_read_and_a_mounted_one_lists_in_its_parent() {
    let base = "from fastmcp import FastMCP\n\nclass AppMCP(FastMCP):\n    def http_app(self):\n        return None\n\nclass Wrapping(AppMCP):\n    def tool(self, name_or_fn=None, **kwargs):\n        return super().tool(name_or_fn, tags={\"wrapped\"}, **kwargs)\n";
    let server = "from app.base import AppMCP, Wrapping\n\nmcp = AppMCP(\"s\")\nsub = Wrapping(\"t\")\n\n@mcp.tool\ndef f(x: int) -> int:\n    \"\"\"F.\"\"\"\n    return x\n\n@sub.tool\ndef g(x: int) -> int:\n    \"\"\"G.\"\"\"\n    return x\n\nmcp.mount(sub, prefix=\"sub\")\n";
    let (json, out) = schema_of(
        "py-fastmcp-subclass",
        &[
            ("app/__init__.py", ""),
            ("app/base.py", base),
            ("app/server.py", server),
        ],
    );
    let servers = json["servers"].as_array().unwrap();
    assert_eq!(servers.len(), 1, "{out}");
    assert!(servers[0]["untraced"].is_null(), "{out}");
    let tools = servers[0]["tools"].as_array().unwrap();
    let names: Vec<&str> = tools.iter().map(|t| t["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["f", "sub_g"], "{out}");
    let reasons = |t: &serde_json::Value| t["_toolsight"]["unknown"].to_string();
    assert!(!reasons(&tools[0]).contains("defines"), "{out}");
    assert!(reasons(&tools[1]).contains("`Wrapping.tool`"), "{out}");
}

/// Every module registering on a server toolsight cannot trace is reported, the second one too
/// (the first report once made the second one's lookup fail).
#[test]
fn two_python_modules_registering_on_untraced_servers_are_each_reported() {
    let module = "from mcp.server.fastmcp import FastMCP\nfrom somewhere import app\n\n@app.tool()\ndef f(x: int) -> int:\n    return x\n";
    let dir = temp_project("py-unread-two", &[("a.py", module), ("b.py", module)]);
    let (code, out, err) = toolsight(&["schema", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let servers = json["servers"].as_array().unwrap();
    assert_eq!(servers.len(), 2, "{out}");
    assert!(servers.iter().all(|s| s["untraced"].is_string()), "{out}");
}

/// `toolsight schema` of `tests/fixtures/python/<name>` equals the `tools/list` recorded from
/// the real SDK beside it, every tool exact.
fn python_schema_equals_the_real_list(name: &str, tools: usize) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures/python")
        .join(name);
    let (code, out, err) = toolsight(&["schema", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains(&format!("1 server, {tools} tools ({tools} exact")),
        "{err}"
    );
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let server = &json["servers"][0];
    assert_eq!(server["target"]["language"], "python");
    assert_eq!(server["target"]["framework_version"], "1.30.0");
    assert_eq!(server["target"]["python_version"], "3.11");
    let mut tools = server["tools"].as_array().unwrap().clone();
    for t in &mut tools {
        assert_eq!(t["_toolsight"]["exact"], true, "{t}");
        t.as_object_mut().unwrap().remove("_toolsight");
    }
    let real: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("real-tools-list.json")).unwrap())
            .unwrap();
    assert_eq!(serde_json::Value::Array(tools), real["tools"]);
}

/// `Annotated[T, Field(description=f"... {CONSTANT}")]` reads the module's constants, in a tool a
/// function defines (the constant is bound by the time it runs); a top-level tool defined above
/// the constant's binding would raise `NameError`, so its description is not guessed.
#[test]
fn an_annotated_description_reads_module_constants_bound_before_the_def_runs() {
    let module = r#"from typing import Annotated
from pydantic import Field
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("s")

@mcp.tool()
def early(x: Annotated[str, Field(description=f"Early. {LATER}")]) -> str:
    """Early."""
    return x

LATER = "Bound after early's def."

def create_server() -> FastMCP:
    server = FastMCP("t")

    @server.tool()
    def until(end: Annotated[str, Field(description=f"End date. {LATER}")]) -> str:
        """Until."""
        return end

    return server
"#;
    let (json, out) = schema_of("py-annotated-constants", &[("server.py", module)]);
    let tool = |name: &str| {
        json["servers"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|s| s["tools"].as_array().unwrap())
            .find(|t| t["name"] == name)
            .unwrap_or_else(|| panic!("no {name}: {out}"))
            .clone()
    };
    let until = tool("until");
    assert_eq!(
        until["inputSchema"]["properties"]["end"]["description"],
        "End date. Bound after early's def.",
        "{out}"
    );
    let early = tool("early");
    let unknown = early["_toolsight"]["unknown"].as_array().unwrap();
    assert!(
        unknown
            .iter()
            .any(|u| u["pointer"] == "/inputSchema/properties/x"),
        "{out}"
    );
    assert!(
        early["inputSchema"]["properties"]["x"]["description"].is_null(),
        "{out}"
    );
}

/// mcp 2.x's low-level `Server` takes its `tools/list` handler in the constructor: a handler
/// given any other way than a function of the same block leaves the server untraced, saying
/// which form toolsight reads.
#[test]
fn an_mcp_2_low_level_server_whose_handler_is_not_read_says_which_form_is() {
    let lambda = "import mcp.types as types\nfrom mcp.server import Server\n\nserver = Server(\"s\", on_list_tools=lambda ctx, params: types.ListToolsResult(tools=[]))\n";
    let (json, out) = schema_of(
        "py-mcp2-lowlevel-lambda",
        &[("server.py", lambda), ("requirements.txt", "mcp==2.3.0\n")],
    );
    let server = &json["servers"][0];
    assert_eq!(server["tools"], serde_json::json!([]), "{out}");
    assert_eq!(
        server["untraced"],
        "no `server = Server(..., on_list_tools=...)` handler toolsight reads at the top of the module",
        "{out}"
    );
}

/// A fastmcp 3.x subclass's `_list_tools_mcp` is run on the tools the server lists: a filter on
/// the environment makes them conditional, a schema rewrite is applied; a rewrite that itself
/// runs under a condition toolsight cannot decide, or code outside the subset, leaves them
/// approximate with the reason (the oracle's `t_list_override` checks the exact ones).
#[test]
fn a_list_tools_override_is_run_on_the_listed_tools() {
    let server = |body: &str| {
        format!(
            r#"import os
from typing import Optional
from fastmcp import FastMCP


def flatten(tool):
    for prop in tool.inputSchema.get("properties", {{}}).values():
        rest = [o for o in prop.get("anyOf", []) if o != {{"type": "null"}}]
        if len(rest) == 1:
            del prop["anyOf"]
            prop.update(rest[0])
    return tool


class Filtered(FastMCP):
    async def _list_tools_mcp(self):
        listed = []
        for tool in await self.list_tools():
{body}
        return listed


mcp = Filtered("s")


@mcp.tool
def search(query: str, limit: Optional[int] = None) -> str:
    """Search."""
    return query
"#
        )
    };
    let run = |name: &str, body: &str| {
        schema_of(
            name,
            &[
                ("server.py", &server(body)),
                (
                    "requirements.txt",
                    "fastmcp==3.4.11\nmcp==1.30.0\npydantic==2.14.4\n",
                ),
            ],
        )
    };
    let (json, out) = run(
        "py-list-override",
        "            if os.environ.get(\"HIDE\"):\n                continue\n            listed.append(flatten(tool.to_mcp_tool()))",
    );
    let tool = &json["servers"][0]["tools"][0];
    assert_eq!(tool["_toolsight"]["exact"], true, "{out}");
    assert_eq!(
        tool["inputSchema"]["properties"]["limit"],
        serde_json::json!({"default": null, "type": "integer"}),
        "{out}"
    );
    assert!(
        tool["_toolsight"]["conditional"]["reason"]
            .as_str()
            .unwrap()
            .contains("os.environ.get(\"HIDE\")"),
        "{out}"
    );

    let (json, out) = run(
        "py-list-override-unknown-rewrite",
        "            t = tool.to_mcp_tool()\n            if os.environ.get(\"FLAT\"):\n                flatten(t)\n            listed.append(t)",
    );
    let tool = &json["servers"][0]["tools"][0];
    assert_eq!(tool["_toolsight"]["exact"], false, "{out}");
    assert!(
        out.contains("changes a dict under a condition toolsight cannot decide"),
        "{out}"
    );

    let (json, out) = run(
        "py-list-override-try",
        "            try:\n                listed.append(tool.to_mcp_tool())\n            except Exception:\n                pass",
    );
    assert_eq!(
        json["servers"][0]["tools"][0]["_toolsight"]["exact"], false,
        "{out}"
    );
    assert!(
        out.contains("could not run the server's `Filtered._list_tools_mcp`"),
        "{out}"
    );
    assert!(out.contains("a `try` statement at line 19"), "{out}");
}

/// A `_list_tools_mcp` that recurses without end, makes a huge list or nests deeply stops the
/// run with the reason, and the server's tools stay listed, approximate.
#[test]
fn a_list_tools_override_that_never_ends_stops_with_the_reason() {
    let deep = format!("{}1{}", "(".repeat(150), ")".repeat(150));
    let long = vec!["1"; 1500].join(" + ");
    let server = format!(
        r#"from fastmcp import FastMCP


def spin(n):
    return spin(n + 1)


class Loop(FastMCP):
    async def _list_tools_mcp(self):
        spin(0)
        return []


class Big(FastMCP):
    async def _list_tools_mcp(self):
        return list(range(100000000))


class Deep(FastMCP):
    async def _list_tools_mcp(self):
        x = {deep}
        return [{long}]


a = Loop("a")
b = Big("b")
c = Deep("c")


@a.tool
def f(x: int) -> int:
    return x


@b.tool
def g(x: int) -> int:
    return x


@c.tool
def h(x: int) -> int:
    return x
"#
    );
    let (json, out) = schema_of(
        "py-list-override-budgets",
        &[
            ("server.py", &server),
            (
                "requirements.txt",
                "fastmcp==3.4.11\nmcp==1.30.0\npydantic==2.14.4\n",
            ),
        ],
    );
    let reasons: Vec<String> = json["servers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["tools"][0]["_toolsight"]["unknown"].to_string())
        .collect();
    assert_eq!(reasons.len(), 3, "{out}");
    assert!(reasons[0].contains("calls nested too deeply"), "{out}");
    assert!(
        reasons[1].contains("more values than toolsight follows"),
        "{out}"
    );
    assert!(reasons[2].contains("nested too deeply"), "{out}");
}

/// A project whose tools are classes of an installed package built on the SDK (wired in with
/// `tools: AllTools`) holds no registration toolsight reads: the module importing the package is
/// reported by the package's name, through the dependency that brings the SDK in, and a module
/// importing an installed package unrelated to MCP is not.
#[test]
fn a_module_importing_an_installed_package_built_on_the_sdk_is_reported_by_name() {
    let main = "import { runCli } from \"@acme/mcp-cli\";\nimport { AllTools } from \"@acme/mcp-tools/all\";\nimport pad from \"left-pad\";\n\nawait runCli({ tools: AllTools, title: pad(\"x\", 2) });\n";
    let tools = "import { ToolBase } from \"@acme/mcp-core\";\nexport class Find extends ToolBase { name = \"find\"; }\nexport const AllTools = [Find];\n";
    let manifest = |name: &str, deps: &str| {
        format!("{{\"name\":\"{name}\",\"version\":\"1.0.0\",\"dependencies\":{{{deps}}}}}")
    };
    let sdk = "\"@modelcontextprotocol/server\":\"^2.0.0\"";
    let files = |main_text: &'static str| {
        vec![
            ("src/main.js".to_string(), main_text.to_string()),
            ("node_modules/@acme/mcp-tools/all.js".into(), tools.into()),
            (
                "node_modules/@acme/mcp-tools/package.json".into(),
                manifest(
                    "@acme/mcp-tools",
                    "\"zod\":\"^4\",\"@acme/mcp-core\":\"1.0.0\"",
                ),
            ),
            (
                "node_modules/@acme/mcp-core/package.json".into(),
                manifest("@acme/mcp-core", sdk),
            ),
            (
                "node_modules/@acme/mcp-cli/package.json".into(),
                manifest("@acme/mcp-cli", sdk),
            ),
            (
                "node_modules/left-pad/package.json".into(),
                manifest("left-pad", ""),
            ),
        ]
    };
    let run = |name: &str, main_text: &'static str| {
        let owned = files(main_text);
        let refs: Vec<(&str, &str)> = owned
            .iter()
            .map(|(p, t)| (p.as_str(), t.as_str()))
            .collect();
        let dir = temp_project(name, &refs);
        let (code, out, err) = toolsight(&["schema", dir.join("src").to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
        (
            serde_json::from_str::<serde_json::Value>(&out).unwrap(),
            err,
        )
    };

    let (json, err) = run("dep-package-cli", main);
    assert_eq!(json["summary"]["unread_modules"], 1, "{json}");
    assert_eq!(
        json["servers"][0]["untraced"],
        "this module imports the installed package `@acme/mcp-cli`, which depends on `@modelcontextprotocol/server`; toolsight reads only the project's own modules, so servers and tools defined in that package are not followed",
        "{json}"
    );
    assert!(err.contains("1 module importing"), "{err}");

    let through =
        "const { AllTools } = require(\"@acme/mcp-tools/all\");\nmodule.exports = { AllTools };\n";
    let (json, _) = run("dep-package-through", through);
    assert_eq!(
        json["servers"][0]["untraced"],
        "this module imports the installed package `@acme/mcp-tools`, which depends on `@modelcontextprotocol/server` through `@acme/mcp-core`; toolsight reads only the project's own modules, so servers and tools defined in that package are not followed",
        "{json}"
    );

    let unrelated = "import pad from \"left-pad\";\nimport { AllTools } from \"@acme/missing\";\nexport const s = pad(AllTools, 2);\n";
    let (json, err) = run("dep-package-unrelated", unrelated);
    assert_eq!(json["summary"]["unread_modules"], 0, "{json}");
    assert_eq!(json["servers"], serde_json::json!([]), "{json}");
    assert!(!err.contains("importing"), "{err}");
}

/// A project class holding the server whose methods return registering decorators is run on
/// each decorated function: the options it computes reach the entry, its in-place rewrite of
/// the schema is applied, and a run-time mode makes the tool conditional; a decorator doing
/// something outside the interpreter's subset leaves the tool approximate and conditional with
/// the reason (the oracle's `x_registry` checks the exact entries).
#[test]
fn a_registry_of_decorators_is_run_on_each_decorated_function() {
    let module = |decorate: &str| {
        format!(
            r#"import inspect
import os
from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

READ_ONLY = ToolAnnotations(readOnlyHint=True)


class Registry:
    def __init__(self, server, only):
        self.server = server
        self.only = only

    def reader(self, title):
        def decorate(function):
{decorate}
            return function

        return decorate


server = FastMCP("s")
tools = Registry(server, os.environ.get("ONLY"))


@tools.reader("Search")
def search(query: str, limit: int | None = None) -> str:
    """
    Search the index.
    """
    return query
"#
        )
    };
    let run = |name: &str, decorate: &str| {
        schema_of(
            name,
            &[
                ("server.py", &module(decorate)),
                ("requirements.txt", "mcp==1.30.0\npydantic==2.14.4\n"),
            ],
        )
    };
    let (json, out) = run(
        "py-registry",
        "            if self.only is not None and function.__name__ not in self.only:\n                return function\n            self.server.tool(title=title, description=inspect.cleandoc(function.__doc__), annotations=READ_ONLY, structured_output=False)(function)\n            tool = self.server._tool_manager.get_tool(function.__name__)\n            del tool.parameters[\"properties\"][\"limit\"][\"anyOf\"]",
    );
    let tool = &json["servers"][0]["tools"][0];
    assert_eq!(tool["_toolsight"]["exact"], true, "{out}");
    assert_eq!(tool["title"], "Search", "{out}");
    assert_eq!(tool["description"], "Search the index.", "{out}");
    assert_eq!(
        tool["annotations"],
        serde_json::json!({"readOnlyHint": true}),
        "{out}"
    );
    assert!(tool["outputSchema"].is_null(), "{out}");
    assert_eq!(
        tool["inputSchema"]["properties"]["limit"],
        serde_json::json!({"default": null, "title": "Limit"}),
        "{out}"
    );
    assert!(
        tool["_toolsight"]["conditional"]["reason"]
            .as_str()
            .unwrap()
            .contains("self.only is not None"),
        "{out}"
    );

    let (json, out) = run(
        "py-registry-unsupported",
        "            try:\n                self.server.tool(title=title)(function)\n            except Exception:\n                pass",
    );
    let tool = &json["servers"][0]["tools"][0];
    assert_eq!(tool["name"], "search", "{out}");
    assert_eq!(tool["_toolsight"]["exact"], false, "{out}");
    assert!(
        out.contains("could not run the decorator `@tools.reader(\\\"Search\\\")`"),
        "{out}"
    );
    assert!(tool["_toolsight"]["conditional"].is_object(), "{out}");

    let (json, out) = run("py-registry-none", "            pass");
    assert_eq!(json["servers"][0]["tools"], serde_json::json!([]), "{out}");
}

/// `toolsight schema` of an oracle case, as a project pinning the config's versions under
/// Python 3.11, equals the real list `run.py` recorded from those packages, every tool exact.
fn oracle_case_schema_equals_the_real_list(folder: &str, case: &str, config: &str, pins: &str) {
    let oracle = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/oracle-py");
    let source = oracle.join(folder).join(case);
    let mut files: Vec<(String, String)> = vec![
        ("requirements.txt".into(), pins.into()),
        (".python-version".into(), "3.11\n".into()),
    ];
    let mut stack = vec![source.clone()];
    if !source.is_dir() {
        stack = vec![source.with_extension("py")];
    }
    while let Some(p) = stack.pop() {
        if p.is_dir() {
            stack.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
        } else if p.extension().is_some_and(|e| e == "py") {
            let relative = match p.strip_prefix(&source) {
                Ok(r) => r.to_string_lossy().into_owned(),
                Err(_) => p.file_name().unwrap().to_string_lossy().into_owned(),
            };
            files.push((relative, std::fs::read_to_string(&p).unwrap()));
        }
    }
    let files: Vec<(&str, &str)> = files
        .iter()
        .map(|(p, t)| (p.as_str(), t.as_str()))
        .collect();
    let (json, out) = schema_of(&format!("oracle-{config}-{case}"), &files);
    let mut tools = json["servers"][0]["tools"].as_array().unwrap().clone();
    for t in &mut tools {
        assert_eq!(t["_toolsight"]["exact"], true, "{out}");
        t.as_object_mut().unwrap().remove("_toolsight");
    }
    let golden = oracle.join(format!("goldens/{config}/{case}.json"));
    let real: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(golden).unwrap()).unwrap();
    assert_eq!(serde_json::Value::Array(tools), real["tools"], "{out}");
}

/// Methods of project classes handed to the server are its tools, with `self` and `cls` bound
/// as Python binds them: an instance made in another module, a classmethod of a class imported
/// from there, options beside a method of the module's own class, a staticmethod.
#[test]
fn methods_handed_to_the_sdk_are_listed_as_it_lists_them() {
    oracle_case_schema_equals_the_real_list(
        "cases",
        "t_methods_modules",
        "mcp1",
        "mcp==1.30.0\npydantic==2.14.4\n",
    );
}

/// fastmcp's standalone `@tool(...)` marks methods and functions with options that `add_tool`
/// reads, and `Tool.from_function` and `tool(...)` take methods as they take functions.
#[test]
fn fastmcp_reads_the_standalone_tool_mark_and_methods() {
    let pins = "fastmcp==4.2.3\nmcp==2.3.0\npydantic==2.14.4\n";
    for case in ["t_standalone_tool", "t_methods_from_function"] {
        oracle_case_schema_equals_the_real_list("cases-fastmcp2", case, "fastmcp4", pins);
    }
}

/// Two functions of a FastMCP module, for the tests of when their registrations run.
const SEARCH_AND_STATUS: &str = r#"import os
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("s")
DEBUG = False


def search(query: str) -> str:
    """Search the index."""
    return query


def status() -> str:
    """Report the status."""
    return "ok"
"#;

/// A registration below an `if` that may return or raise runs only when it did not: its tool
/// is conditional, with that `if` as the reason; an `if` decided never to run changes nothing.
#[test]
fn a_tool_registered_after_an_early_return_is_conditional() {
    let module = format!(
        r#"{SEARCH_AND_STATUS}

def register_tools():
    if DEBUG:
        return
    mcp.add_tool(status)
    if not os.environ.get("SEARCH_URL"):
        raise RuntimeError("SEARCH_URL is not set")
    mcp.add_tool(search)


register_tools()
"#
    );
    let (json, out) = schema_of(
        "py-early-return",
        &[
            ("server.py", &module),
            ("requirements.txt", "mcp==1.30.0\npydantic==2.14.4\n"),
        ],
    );
    let tools = json["servers"][0]["tools"].as_array().unwrap();
    assert_eq!(tools.len(), 2, "{out}");
    assert_eq!(tools[0]["name"], "status", "{out}");
    assert!(tools[0]["_toolsight"]["conditional"].is_null(), "{out}");
    assert_eq!(tools[1]["name"], "search", "{out}");
    assert_eq!(
        tools[1]["_toolsight"]["conditional"]["reason"],
        "the `if not os.environ.get(\"SEARCH_URL\")` above it may return or raise first",
        "{out}"
    );
}

/// `for fn in [alpha, beta]: mcp.add_tool(fn)` registers each function of the list, in its
/// order; an `if` above the registration that may `continue` or `break` makes each conditional,
/// and one decided never to skip changes nothing. Before, the server was left untraced with no
/// tool read, and then, once the loop was read, both tools were claimed always listed.
#[test]
fn functions_registered_in_a_loop_are_read_and_a_guard_that_may_skip_them_is_a_condition() {
    let module = |guard: &str| {
        format!(
            r#"{SEARCH_AND_STATUS}

for fn in [status, search]:
{guard}
    mcp.add_tool(fn)
"#
        )
    };
    for (name, guard, reason) in [
        (
            "py-loop-skip",
            "    if fn is search and not os.environ.get(\"SEARCH_URL\"):\n        continue",
            Some("the `if fn is search and not os.environ.get(\"SEARCH_URL\")` above it may skip it with `continue` or `break`"),
        ),
        (
            "py-loop-break-inner",
            "    for _ in range(3):\n        if DEBUG or os.environ.get(\"X\"):\n            break",
            None,
        ),
        ("py-loop-decided", "    if DEBUG:\n        break", None),
    ] {
        let (json, out) = schema_of(
            name,
            &[
                ("server.py", &module(guard)),
                ("requirements.txt", "mcp==1.30.0\npydantic==2.14.4\n"),
            ],
        );
        assert!(json["servers"][0]["untraced"].is_null(), "{out}");
        let tools = json["servers"][0]["tools"].as_array().unwrap();
        let names: Vec<&str> = tools.iter().map(|t| t["name"].as_str().unwrap()).collect();
        assert_eq!(names, ["status", "search"], "{name}: {out}");
        for t in tools {
            assert_eq!(t["_toolsight"]["exact"], true, "{name}: {out}");
            assert_eq!(
                t["_toolsight"]["conditional"]["reason"].as_str(),
                reason,
                "{name}: {out}"
            );
        }
    }
}

/// A registry class in a module of its own, importing the SDK: the `tool(...)` call in its
/// methods is read at each function it decorates (run, or said to be unknown there), so the
/// module is not also reported as registering on a value toolsight could not trace.
#[test]
fn a_registry_module_is_not_an_unread_module() {
    let registry = |decorate: &str| {
        format!(
            r#"from mcp.types import ToolAnnotations

READ_ONLY = ToolAnnotations(readOnlyHint=True)


class Registry:
    def __init__(self, server):
        self.server = server

    def reader(self, title):
        def decorate(function):
{decorate}
            return function

        return decorate
"#
        )
    };
    let server = r#"from mcp.server.fastmcp import FastMCP

from registry import Registry

server = FastMCP("s")
tools = Registry(server)


@tools.reader("Search")
def search(query: str) -> str:
    """Search the index."""
    return query
"#;
    for (name, decorate, exact) in [
        (
            "py-registry-module",
            "            self.server.tool(title=title, annotations=READ_ONLY)(function)",
            true,
        ),
        (
            "py-registry-module-unsupported",
            "            try:\n                self.server.tool(title=title)(function)\n            except Exception:\n                pass",
            false,
        ),
    ] {
        let (json, out) = schema_of(
            name,
            &[
                ("server.py", server),
                ("registry.py", &registry(decorate)),
                ("requirements.txt", "mcp==1.30.0\npydantic==2.14.4\n"),
            ],
        );
        assert_eq!(json["summary"]["unread_modules"], 0, "{out}");
        assert_eq!(json["summary"]["tools"], 1, "{out}");
        assert_eq!(json["servers"][0]["tools"][0]["_toolsight"]["exact"], exact, "{out}");
    }
}

/// `toolsight schema` of a langchain project lists its `@tool` functions as what langchain-core
/// hands the model API: the oracle's recordings of the same modules under the same pins
/// (`tests/oracle-py/goldens/langchain`, `parameters` shown as `inputSchema`), every tool exact.
#[test]
fn schema_of_a_langchain_project_equals_what_langchain_hands_the_model() {
    let oracle = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/oracle-py");
    let cases = ["t_injected_arg", "d_parse_google", "m_optional_model"];
    let mut files: Vec<(String, String)> = cases
        .iter()
        .map(|c| {
            let path = oracle.join(format!("cases-langchain/{c}.py"));
            (format!("{c}.py"), std::fs::read_to_string(path).unwrap())
        })
        .collect();
    files.push((
        "requirements.txt".into(),
        "langchain-core==1.8.3\nlangchain==1.5.0\npydantic==2.14.4\n".into(),
    ));
    files.push((".python-version".into(), "3.11\n".into()));
    let files: Vec<(&str, &str)> = files
        .iter()
        .map(|(p, t)| (p.as_str(), t.as_str()))
        .collect();
    let (json, out) = schema_of("py-langchain", &files);
    let servers = json["servers"].as_array().unwrap();
    assert_eq!(servers.len(), cases.len(), "{out}");
    for case in cases {
        let server = servers
            .iter()
            .find(|s| {
                s["file"]
                    .as_str()
                    .is_some_and(|f| f.ends_with(&format!("/{case}.py")))
            })
            .unwrap_or_else(|| panic!("{case}: {out}"));
        assert_eq!(server["target"]["framework"], "langchain-core", "{out}");
        let golden: serde_json::Value = serde_json::from_str(
            &std::fs::read_to_string(oracle.join(format!("goldens/langchain/{case}.json")))
                .unwrap(),
        )
        .unwrap();
        let real: Vec<serde_json::Value> = golden["tools"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| {
                serde_json::json!({
                    "name": t["name"],
                    "description": t["description"],
                    "inputSchema": t["parameters"],
                })
            })
            .collect();
        let predicted: Vec<serde_json::Value> = server["tools"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| {
                assert_eq!(t["_toolsight"]["exact"], true, "{case}: {out}");
                let mut t = t.clone();
                t.as_object_mut().unwrap().remove("_toolsight");
                t
            })
            .collect();
        assert_eq!(predicted, real, "{case}");
    }
}

/// Run from inside a Python project, as `toolsight check .` or on `sub/module.py`: the pins
/// beside the working directory are found (a relative path's ancestors end in "", which names
/// no folder).
#[test]
fn a_python_project_run_from_inside_finds_its_pins() {
    let dir = std::env::temp_dir().join(format!("toolsight-cli-py-cwd-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::fs::write(
        dir.join("requirements.txt"),
        "mcp==1.30.0\npydantic==2.14.4\n",
    )
    .unwrap();
    std::fs::write(dir.join(".python-version"), "3.11\n").unwrap();
    let module = "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"s\")\n\n\n@mcp.tool()\ndef ping(text: str) -> str:\n    \"\"\"Echo the text back, to check the server answers.\"\"\"\n    return text\n";
    std::fs::write(dir.join("s.py"), module).unwrap();
    std::fs::write(dir.join("sub/t.py"), module).unwrap();
    for path in ["s.py", "./s.py", "sub/t.py", "."] {
        let out = Command::new(env!("CARGO_BIN_EXE_toolsight"))
            .args(["schema", path, "--format", "json"])
            .current_dir(&dir)
            .output()
            .unwrap();
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        for server in json["servers"].as_array().unwrap() {
            let why = server["target"]["why"].to_string();
            assert_eq!(server["target"]["modelled"], true, "{path}: {why}");
            assert!(why.contains("mcp 1.30.0 from"), "{path}: {why}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A project with its TypeScript sources and their compiled output side by side (tsconfig.json's
/// `outDir`, written with comments and trailing commas): the sources are analysed, the output
/// is left out and said so, and `--include-build-output` reads both, one server each.
#[test]
fn build_output_beside_its_sources_is_left_out_unless_asked_for() {
    let project = "tests/fixtures/layouts/build-output";
    let (code, out, err) = toolsight_at_root(&["schema", project]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let files: Vec<&str> = v["servers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["file"].as_str().unwrap())
        .collect();
    assert_eq!(files, [format!("{project}/src/server.ts")]);
    assert!(
        err.contains(&format!("{project}/dist left out (1 file)"))
            && err.contains("tsconfig.json outDir")
            && err.contains("--include-build-output"),
        "{err}"
    );
    let (code, out, err) = toolsight_at_root(&["schema", project, "--include-build-output"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["servers"].as_array().unwrap().len(), 2, "{out}");
    assert!(!err.contains("left out"), "{err}");
    // the output alone, without sources beside it, is what there is to analyse
    let (code, out, err) = toolsight_at_root(&["schema", &format!("{project}/dist")]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["servers"][0]["file"], format!("{project}/dist/server.js"));
}

/// `schema --lock` writes the tools lockfile and `--check-lock` holds the prediction to it: equal
/// after a move of code, and each change to what models see is one line, exit 1.
#[test]
fn the_tools_lockfile_round_trips_and_names_each_change() {
    let server = |description: &str, limit: &str, extra: &str| {
        format!(
            "import {{ McpServer }} from '@modelcontextprotocol/sdk/server/mcp.js';\nimport {{ z }} from 'zod';\nconst server = new McpServer({{ name: 'notes', version: '1' }});\n{extra}server.registerTool('search', {{ description: '{description}', inputSchema: {{ query: z.string(){limit} }} }}, async () => ({{ content: [] }}));\nserver.registerTool('delete_note', {{ description: 'Delete a note.', inputSchema: {{ id: z.string() }} }}, async () => ({{ content: [] }}));\n"
        )
    };
    let dir = temp_project(
        "lockfile",
        &[
            (
                "package.json",
                r#"{"dependencies":{"@modelcontextprotocol/sdk":"1.32.2","zod":"3.25.76"}}"#,
            ),
            ("src/server.ts", &server("Search notes.", "", "")),
        ],
    );
    let (code, out, err) = support::toolsight_in(&dir, &["schema", "--lock"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains("wrote toolsight.lock.json (1 server, 2 tools)"),
        "{err}"
    );
    let lock: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("toolsight.lock.json")).unwrap())
            .unwrap();
    let tool = &lock["servers"][0]["tools"][0];
    assert_eq!(
        (tool["name"].as_str(), tool["line"].as_u64()),
        (Some("search"), Some(4))
    );
    assert_eq!(
        tool["tokens"],
        toolsight::tokens::count(&tool["entry"].to_string())
    );
    // code moved down by a line: nothing a model sees changed
    std::fs::write(
        dir.join("src/server.ts"),
        server("Search notes.", "", "// moved\n"),
    )
    .unwrap();
    let (code, out, err) = support::toolsight_in(&dir, &["schema", "--check-lock"]);
    assert_eq!((code, out.as_str()), (0, ""), "{err}");
    // a changed description, a new bound, and a removed tool
    let changed = server("Search the notes.", ".max(200)", "").replace(
        "server.registerTool('delete_note', { description: 'Delete a note.', inputSchema: { id: z.string() } }, async () => ({ content: [] }));\n",
        "",
    );
    std::fs::write(dir.join("src/server.ts"), changed).unwrap();
    let (code, out, err) = support::toolsight_in(&dir, &["schema", "--check-lock"]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(
        out.lines().collect::<Vec<_>>(),
        [
            "~ server in src/server.ts: tool search: /description: \"Search notes.\" -> \"Search the notes.\"",
            "~ server in src/server.ts: tool search: /inputSchema/properties/query/maxLength: (absent) -> 200",
            "- server in src/server.ts: tool delete_note",
        ]
    );
    assert!(
        err.contains("differ from toolsight.lock.json in 3 places"),
        "{err}"
    );
    // no lockfile, or not one: exit 2 naming the file and what to do
    let (code, _, err) = support::toolsight_in(&dir, &["schema", "--check-lock", "missing.json"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("missing.json: cannot read the lockfile") && err.contains("--lock"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `description-budget = { tokens = N }` budgets a server by its whole tools/list result in
/// o200k_base tokens, the figure `schema --format human` shows.
#[test]
fn the_description_budget_can_be_set_in_tokens() {
    let server = "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nconst server = new McpServer({ name: 'notes', version: '1' });\nserver.registerTool('search_notes', { description: 'Search the notes by words in their titles and bodies.', inputSchema: { query: z.string().max(100).describe('Words to look for') } }, async () => ({ content: [] }));\nserver.registerTool('read_note', { description: 'Read one note.', inputSchema: { id: z.string().max(40).describe('The note id') } }, async () => ({ content: [] }));\n";
    let dir = temp_project(
        "token-budget",
        &[
            (
                "package.json",
                r#"{"dependencies":{"@modelcontextprotocol/sdk":"1.32.2","zod":"3.25.76"}}"#,
            ),
            (
                "toolsight.toml",
                "[rules]\ndescription-budget = { tokens = 60 }\n",
            ),
            ("server.ts", server),
        ],
    );
    let (code, out, err) = support::toolsight_in(&dir, &["schema"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let entries: Vec<serde_json::Value> = v["servers"][0]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            let mut t = t.clone();
            t.as_object_mut().unwrap().remove("_toolsight");
            t
        })
        .collect();
    let total = toolsight::tokens::count(&serde_json::json!({ "tools": entries }).to_string());
    let search = toolsight::tokens::count(&entries[0].to_string());
    assert!(total > 60, "{total}");
    let (_, human, _) = support::toolsight_in(&dir, &["schema", "--format", "human"]);
    assert!(
        human.contains(&format!("2 tools, {total} tokens in o200k_base, about ")),
        "{human}"
    );
    assert!(
        human.contains(&format!("search_notes (4:1, exact, {search} tokens)")),
        "{human}"
    );
    let (_, out, err) = support::toolsight_in(&dir, &["check", "--format", "json", "--exit-zero"]);
    let findings: serde_json::Value = serde_json::from_str(&out).unwrap();
    let budget: Vec<&str> = findings["findings"]
        .as_array()
        .unwrap_or_else(|| panic!("{out}{err}"))
        .iter()
        .filter(|d| d["rule"] == "description-budget")
        .map(|d| d["message"].as_str().unwrap())
        .collect();
    assert_eq!(budget.len(), 1, "{out}");
    assert!(
        budget[0].contains(&format!("take {total} tokens of o200k_base in tools/list (budget 60; most: `search_notes` {search}")),
        "{}",
        budget[0]
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `toolsight diff` on a git repository whose branch renames a parameter, adds a required one,
/// drops a description and removes a tool: exactly those four, classed, in each format; and the
/// same between the two sides' lockfiles.
/// The changes of `diff --format json`: class, tool (empty for a server) and what changed.
fn diff_changes(v: &serde_json::Value) -> Vec<(&str, &str, &str)> {
    v["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["class"].as_str().unwrap(),
                c["tool"].as_str().unwrap_or(""),
                c["what"].as_str().unwrap(),
            )
        })
        .collect()
}

const PY_NOTES_BEFORE: &str = r#"from typing import Literal

from mcp.server.fastmcp import FastMCP
from pydantic import BaseModel, Field

mcp = FastMCP("notes")


class Filter(BaseModel):
    tag: str


@mcp.tool()
def search(query: str, limit: int = 10, order: Literal["new", "old", "top"] = "new") -> str:
    """Search notes."""
    return ""


@mcp.tool(title="Read note")
def read_note(note_id: str, page: int = Field(1, le=100)) -> str:
    """Read one note."""
    return ""


@mcp.tool()
def archive(note_id: str, reason: str = "") -> str:
    """Archive a note."""
    return ""


@mcp.tool()
def tagged(filter: Filter) -> str:
    """Notes with a tag."""
    return ""
"#;

const PY_NOTES_AFTER: &str = r#"from typing import Literal

from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations
from pydantic import BaseModel, ConfigDict, Field

mcp = FastMCP("notes")


class Filter(BaseModel):
    model_config = ConfigDict(extra="forbid")
    tag: str


@mcp.tool()
def search(
    query: str = Field(max_length=200),
    limit: int = ...,
    order: Literal["new", "old"] = "new",
    tag: str | None = None,
) -> str:
    """Search the notes."""
    return ""


@mcp.tool(title="Read one note")
def read_note(note_id: int, page: int = Field(1, le=1000)) -> str:
    """Read one note."""
    return ""


@mcp.tool()
def archive(note_id: str) -> str:
    """Archive a note."""
    return ""


@mcp.tool(annotations=ToolAnnotations(readOnlyHint=True))
def tagged(filter: Filter) -> str:
    """Notes with a tag."""
    return ""


@mcp.tool()
def export(note_id: str) -> str:
    """Export a note as Markdown."""
    return ""
"#;

/// A Python server's branch changes every class `diff` knows, once each where it can: each
/// format is pinned, and the classes are checked here by hand against what the change does.
#[test]
fn diff_classifies_what_a_python_branch_changes_for_the_model() {
    let dir = temp_project(
        "diff-python",
        &[
            ("requirements.txt", "mcp==1.30.0\npydantic==2.14.4\n"),
            ("notes/server.py", PY_NOTES_BEFORE),
        ],
    );
    support::commit_as_main(&dir);
    let git = |args: &[&str]| support::git_in(&dir, args);
    git(&["checkout", "-q", "-b", "change"]);
    std::fs::write(dir.join("notes/server.py"), PY_NOTES_AFTER).unwrap();
    let (code, out, err) = support::toolsight_in(&dir, &["diff", "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let found = diff_changes(&v);
    // checked by hand: each line is what the edit above does to a caller or a model
    let expected = [
        ("text", "search", "description changed"),
        ("breaking", "search", "maxLength tightened"),
        ("breaking", "search", "enum values removed"),
        ("compatible", "search", "optional parameter `tag` added"),
        ("breaking", "search", "parameter `limit` newly required"),
        ("text", "read_note", "title changed"),
        ("breaking", "read_note", "type changed"),
        ("compatible", "read_note", "maximum loosened"),
        ("breaking", "archive", "parameter `reason` removed"),
        ("text", "tagged", "annotations changed"),
        ("breaking", "tagged", "additionalProperties closed"),
        ("compatible", "export", "tool added"),
    ];
    assert_eq!(found, expected);
    insta::assert_json_snapshot!("diff_json_python", v);
    let (code, human, _) = support::toolsight_in(&dir, &["diff", "main", "--fail-on", "breaking"]);
    assert_eq!(code, 1);
    insta::assert_snapshot!("diff_human_python", human);
    let (_, github, _) = support::toolsight_in(&dir, &["diff", "--format", "github"]);
    insta::assert_snapshot!("diff_github_python", github);
    let (_, sarif, _) = support::toolsight_in(&dir, &["diff", "--format", "sarif"]);
    let sarif: serde_json::Value = serde_json::from_str(&sarif).unwrap();
    insta::assert_json_snapshot!("diff_sarif_python", sarif);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn diff_classifies_what_a_branch_changes_for_the_model() {
    let before = "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nconst server = new McpServer({ name: 'notes', version: '1' });\nserver.registerTool('search', { description: 'Search notes.', inputSchema: { query: z.string().describe('Words') } }, async () => ({ content: [] }));\nserver.registerTool('read_note', { description: 'Read one note.', inputSchema: { id: z.string() } }, async () => ({ content: [] }));\nserver.registerTool('delete_note', { description: 'Delete a note.', inputSchema: { id: z.string() } }, async () => ({ content: [] }));\n";
    let after = "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nconst server = new McpServer({ name: 'notes', version: '1' });\nserver.registerTool('search', { description: 'Search notes.', inputSchema: { text: z.string().describe('Words') } }, async () => ({ content: [] }));\nserver.registerTool('read_note', { inputSchema: { id: z.string(), format: z.enum(['md', 'txt']) } }, async () => ({ content: [] }));\n";
    let dir = temp_project(
        "diff",
        &[
            (
                "package.json",
                r#"{"dependencies":{"@modelcontextprotocol/sdk":"1.32.2","zod":"3.25.76"}}"#,
            ),
            ("src/server.ts", before),
        ],
    );
    support::commit_as_main(&dir);
    let git = |args: &[&str]| support::git_in(&dir, args);
    git(&["checkout", "-q", "-b", "change"]);
    std::fs::write(dir.join("src/server.ts"), after).unwrap();
    let expected = [
        ("breaking", "search", "parameter `query` renamed to `text`"),
        ("text", "read_note", "description changed"),
        ("breaking", "read_note", "required parameter `format` added"),
        ("breaking", "delete_note", "tool removed"),
    ];
    // the work tree against where the branch left main
    let (code, out, err) = support::toolsight_in(&dir, &["diff", "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let found = diff_changes(&v);
    assert_eq!(found, expected);
    assert!(v["tokens"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["tool"] == "delete_note" && c["after"] == 0));
    let (code, out, _) = support::toolsight_in(&dir, &["diff", "main", "--fail-on", "breaking"]);
    assert_eq!(code, 1);
    assert!(
        out.ends_with("4 changes: 3 breaking, 0 compatible, 1 text.\n"),
        "{out}"
    );
    assert!(out.contains("           - \"Read one note.\"\n"), "{out}");
    let (_, out, _) = support::toolsight_in(&dir, &["diff", "--format", "github"]);
    assert_eq!(out.lines().count(), 4, "{out}");
    assert!(
        out.starts_with("::error file=src/server.ts,line=4,title=toolsight diff (breaking)::tool search: parameter `query` renamed to `text`\n"),
        "{out}"
    );
    let (_, out, _) = support::toolsight_in(&dir, &["diff", "--format", "sarif"]);
    let log: serde_json::Value = serde_json::from_str(&out).unwrap();
    let results: Vec<(&str, &str, u64)> = log["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["ruleId"].as_str().unwrap(),
                r["level"].as_str().unwrap(),
                r["locations"][0]["physicalLocation"]["region"]["startLine"]
                    .as_u64()
                    .unwrap(),
            )
        })
        .collect();
    assert_eq!(
        results,
        [
            ("diff/breaking", "error", 4),
            ("diff/text", "note", 5),
            ("diff/breaking", "error", 5),
            ("diff/breaking", "error", 3),
        ]
    );
    // two lockfiles say the same
    support::toolsight_in(&dir, &["schema", "--lock", "after.json"]);
    git(&["stash", "-q"]);
    support::toolsight_in(&dir, &["schema", "--lock", "before.json"]);
    let (code, out, err) = support::toolsight_in(
        &dir,
        &[
            "diff",
            "before.json",
            "after.json",
            "--format",
            "json",
            "--fail-on",
            "any",
        ],
    );
    assert_eq!(code, 1, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["changes"].as_array().unwrap().len(), 4, "{out}");
    // no change: exit 0 even with --fail-on any
    let (code, out, _) = support::toolsight_in(&dir, &["diff", "HEAD", "--fail-on", "any"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out, "No change to what the model sees.\n");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A branch that makes the server's whole `tools/list` fail (zod 4 cannot convert `z.date()`,
/// and SDK 1.x fails the list for it): one breaking change, with the error the client gets.
#[test]
fn diff_reports_a_list_that_now_fails() {
    let server = |title: &str, params: &str| {
        format!("import {{ McpServer }} from '@modelcontextprotocol/sdk/server/mcp.js';\nimport {{ z }} from 'zod';\nconst server = new McpServer({{ name: 'jobs', version: '1' }});\nserver.registerTool('schedule', {{ title: '{title}', description: 'Schedule a job.', inputSchema: {{ {params} }} }}, async () => ({{ content: [] }}));\n")
    };
    let dir = temp_project(
        "diff-fails",
        &[
            (
                "package.json",
                r#"{"dependencies":{"@modelcontextprotocol/sdk":"1.32.2","zod":"4.6.7"}}"#,
            ),
            ("server.ts", &server("Schedule", "job: z.string()")),
        ],
    );
    support::commit_as_main(&dir);
    std::fs::write(
        dir.join("server.ts"),
        server("Schedule", "job: z.string(), when: z.date().optional()"),
    )
    .unwrap();
    let (code, out, err) =
        support::toolsight_in(&dir, &["diff", "--format", "json", "--fail-on", "breaking"]);
    assert_eq!(code, 1, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let found = diff_changes(&v);
    // the tool is gone from what the model sees, but because of the list: said once
    assert_eq!(found, [("breaking", "", "tools/list now fails")], "{out}");
    assert_eq!(
        v["changes"][0]["after"]["message"],
        "Date cannot be represented in JSON Schema"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
