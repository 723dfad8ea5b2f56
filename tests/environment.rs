//! A declared environment (`--env`, `--env-file`, `--env-complete`, `[environment]` in
//! `toolsight.toml`): what `process.env` reads then, and how the prediction says so.

use std::path::PathBuf;

use serde_json::Value as Json;

mod support;

use support::toolsight;

/// A fresh folder per test holding `files`, beside a package.json that pins verified versions.
fn project(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let mut all = vec![(
        "package.json",
        r#"{ "name": "p", "private": true, "type": "module", "dependencies": { "@modelcontextprotocol/sdk": "1.32.2", "zod": "3.25.76" } }"#,
    )];
    all.extend_from_slice(files);
    support::temp_project(&format!("env-{name}"), &all)
}

const SERVER: &str = r#"import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "s", version: "1" });
const { REGION = "eu" } = process.env;
const toolsets = (process.env.TOOLSETS ?? "read").split(",").map((s) => s.trim());
const owner = process.env.OWNER?.trim() || "nobody";

server.registerTool("lookup", {
  description: `Looks up a record in ${REGION} for ${owner}.`,
  inputSchema: { id: z.string() },
}, async () => ({ content: [] }));

if (process.env.SAFE_MODE !== "1") {
  server.registerTool("delete_record", {
    description: "Deletes a record.",
    inputSchema: { id: z.string() },
  }, async () => ({ content: [] }));
}

if (toolsets.includes("write")) {
  server.registerTool("write_record", {
    description: "Writes a record.",
    inputSchema: { id: z.string() },
  }, async () => ({ content: [] }));
}
"#;

/// The predicted schema of `dir` with `args`: the JSON, and the text for messages.
fn schema(dir: &std::path::Path, args: &[&str]) -> (Json, String) {
    let mut all = vec!["schema", dir.to_str().unwrap()];
    all.extend_from_slice(args);
    let (code, out, err) = toolsight(&all);
    assert_eq!(code, 0, "{err}");
    (serde_json::from_str(&out).unwrap(), out)
}

/// Each tool as (name, exact, conditional, description).
fn tools(json: &Json) -> Vec<(String, bool, bool, Option<String>)> {
    json["servers"][0]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["name"].as_str().unwrap().to_string(),
                t["_toolsight"]["exact"].as_bool().unwrap(),
                !t["_toolsight"]["conditional"].is_null(),
                t["description"].as_str().map(str::to_string),
            )
        })
        .collect()
}

fn t(
    name: &str,
    exact: bool,
    conditional: bool,
    description: &str,
) -> (String, bool, bool, Option<String>) {
    (name.into(), exact, conditional, Some(description.into()))
}

#[test]
fn declared_values_are_read_and_an_unlisted_variable_is_unset_when_complete() {
    let dir = project("complete", &[("server.ts", SERVER)]);
    let (json, out) = schema(
        &dir,
        &[
            "--env",
            "TOOLSETS=read, write",
            "--env",
            "SAFE_MODE=1",
            "--env",
            "OWNER= ann ",
            "--env-complete",
        ],
    );
    assert_eq!(
        tools(&json),
        [
            t("lookup", true, false, "Looks up a record in eu for ann."),
            t("write_record", true, false, "Writes a record."),
        ],
        "{out}"
    );
    let target = &json["servers"][0]["target"];
    assert_eq!(
        target["environment"],
        serde_json::json!({ "variables": 3, "complete": true })
    );
    assert!(
        target["why"]
            .as_array()
            .unwrap()
            .iter()
            .any(|w| w == "predicted for the declared environment (3 variables, complete)"),
        "{out}"
    );
    let (code, human, _) = toolsight(&[
        "schema",
        dir.to_str().unwrap(),
        "--format",
        "human",
        "--env-complete",
    ]);
    assert_eq!(code, 0);
    assert!(
        human.contains("predicted for the declared environment (0 variables, complete)"),
        "{human}"
    );
}

#[test]
fn a_partial_declaration_leaves_unlisted_variables_unknown() {
    let dir = project("partial", &[("server.ts", SERVER)]);
    let (json, out) = schema(&dir, &["--env", "REGION=us", "--env", "SAFE_MODE=0"]);
    let got = tools(&json);
    assert_eq!(got.len(), 3, "{out}");
    // OWNER is not declared: the text stays unknown
    assert!(!got[0].1 && got[0].3.is_none(), "{out}");
    assert_eq!(
        got[1],
        t("delete_record", true, false, "Deletes a record."),
        "{out}"
    );
    // TOOLSETS is not declared: the tool stays conditional (its entry is known all the same)
    assert_eq!(
        got[2],
        t("write_record", true, true, "Writes a record."),
        "{out}"
    );
    assert!(out.contains("`toolsets.includes("), "{out}");
    assert_eq!(
        json["servers"][0]["target"]["environment"],
        serde_json::json!({ "variables": 2, "complete": false })
    );
}

#[test]
fn without_a_declaration_nothing_changes() {
    let dir = project("none", &[("server.ts", SERVER)]);
    let (json, out) = schema(&dir, &[]);
    let got = tools(&json);
    assert_eq!(got.len(), 3, "{out}");
    assert!(!got[0].1 && got[1].2 && got[2].2, "{out}");
    let target = &json["servers"][0]["target"];
    assert!(target.get("environment").is_none(), "{out}");
    assert!(!out.contains("declared environment"), "{out}");
}

#[test]
fn the_config_declares_the_environment_and_flags_win_over_it() {
    let toml = "[environment]\ncomplete = true\nvars = { TOOLSETS = \"write\", SAFE_MODE = \"1\", REGION = \"ap\" }\n";
    let dir = project("toml", &[("server.ts", SERVER), ("toolsight.toml", toml)]);
    let (json, out) = schema(&dir, &[]);
    assert_eq!(
        tools(&json),
        [
            t("lookup", true, false, "Looks up a record in ap for nobody."),
            t("write_record", true, false, "Writes a record."),
        ],
        "{out}"
    );
    let (json, out) = schema(&dir, &["--env", "SAFE_MODE=0"]);
    let names: Vec<String> = tools(&json).into_iter().map(|t| t.0).collect();
    assert_eq!(names, ["lookup", "delete_record", "write_record"], "{out}");
    // check reads the same declaration
    let (code, _, err) = toolsight(&["check", dir.to_str().unwrap(), "--exit-zero"]);
    assert_eq!(code, 0, "{err}");

    let bad = project(
        "toml-bad",
        &[
            ("server.ts", SERVER),
            ("toolsight.toml", "[environment]\nvars = { A = 1 }\n"),
        ],
    );
    let (code, _, err) = toolsight(&["schema", bad.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        err.contains("toolsight.toml:2:") && err.contains("must be a string"),
        "{err}"
    );
}

#[test]
fn an_env_file_is_read_and_its_mistakes_name_file_and_line() {
    let dir = project(
        "env-file",
        &[
            ("server.ts", SERVER),
            (
                "good.env",
                "# deployment\nexport TOOLSETS=\"read,write\"\nSAFE_MODE='1'\n",
            ),
            ("bad.env", "TOOLSETS=read\nnot an assignment\n"),
        ],
    );
    let good = dir.join("good.env");
    let (json, out) = schema(
        &dir,
        &["--env-file", good.to_str().unwrap(), "--env-complete"],
    );
    let names: Vec<String> = tools(&json).into_iter().map(|t| t.0).collect();
    assert_eq!(names, ["lookup", "write_record"], "{out}");

    let bad = dir.join("bad.env");
    let (code, out, err) = toolsight(&[
        "schema",
        dir.to_str().unwrap(),
        "--env-file",
        bad.to_str().unwrap(),
    ]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(
        err.contains(&format!("{}:2:", bad.display())) && err.contains("KEY=VALUE"),
        "{err}"
    );
    let missing = dir.join("missing.env");
    let (code, _, err) = toolsight(&[
        "check",
        dir.to_str().unwrap(),
        "--env-file",
        missing.to_str().unwrap(),
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("missing.env") && err.contains("cannot read"),
        "{err}"
    );
    let (code, _, err) = toolsight(&["schema", dir.to_str().unwrap(), "--env", "NOEQUALS"]);
    assert_eq!(code, 2);
    assert!(err.contains("--env `NOEQUALS` is not KEY=VALUE"), "{err}");
}

#[test]
fn a_variable_the_program_sets_itself_stays_unknown() {
    let writer = "export function setup() {\n  process.env.SAFE_MODE = \"1\";\n}\n";
    let server = SERVER.replace(
        "import { z } from \"zod\";",
        "import { z } from \"zod\";\nimport { setup } from \"./setup.js\";\nsetup();",
    );
    let dir = project("writes", &[("server.ts", &server), ("setup.ts", writer)]);
    let (json, out) = schema(&dir, &["--env", "SAFE_MODE=0", "--env-complete"]);
    let got = tools(&json);
    assert_eq!(
        got,
        [
            t("lookup", true, false, "Looks up a record in eu for nobody."),
            t("delete_record", true, true, "Deletes a record."),
        ],
        "{out}"
    );
}

/// A configuration read from the command line before the environment, as large servers do:
/// `--name value` pairs collected from `process.argv` into a table in a loop.
const CONFIGURED: &str = r#"import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { getConfig } from "./config.js";

const server = new McpServer({ name: "s", version: "1" });
const policy = getConfig("policy", "POLICY") || "open";
server.registerTool("lookup", { description: `Looks up a record (${policy}).` }, async () => ({ content: [] }));
"#;

const CONFIG: &str = r#"const args = process.argv.slice(2);
export const cliArgs = {};
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg.startsWith("--")) {
    const [key, value] = arg.slice(2).split("=");
    if (value) {
      cliArgs[key] = value;
    }
  }
}
export function getConfig(cliKey, envKey) {
  return cliArgs[cliKey] || process.env[envKey];
}
"#;

#[test]
fn command_line_arguments_are_declared_like_the_environment() {
    let dir = project("argv", &[("server.js", CONFIGURED), ("config.js", CONFIG)]);
    // node server.js (POLICY=strict): the loop over no arguments fills nothing
    let (json, out) = schema(&dir, &["--env", "POLICY=strict", "--env-complete"]);
    assert_eq!(
        tools(&json),
        [t("lookup", true, false, "Looks up a record (strict).")],
        "{out}"
    );
    // node server.js --policy=relaxed: which keys the loop sets is not followed, so the text
    // is unknown rather than the environment's value
    let (json, out) = schema(
        &dir,
        &[
            "--env",
            "POLICY=strict",
            "--env-complete",
            "--arg=--policy=relaxed",
        ],
    );
    let got = tools(&json);
    assert!(!got[0].1 && got[0].3.is_none(), "{out}");
    // the reason names what to look at, through the template that holds it
    assert!(
        out.contains("`${policy}`") && out.contains("`cliArgs`"),
        "{out}"
    );
    assert_eq!(
        json["servers"][0]["target"]["environment"],
        serde_json::json!({ "variables": 1, "arguments": 1, "complete": true })
    );
    // without a declaration the arguments are unknown, and so is the text
    let (json, out) = schema(&dir, &["--env", "POLICY=strict"]);
    let got = tools(&json);
    assert!(!got[0].1 && got[0].3.is_none(), "{out}");
    assert!(out.contains("`cliArgs`"), "{out}");
}

/// A fresh folder per test holding Python `files`, beside a requirements.txt that pins
/// verified versions.
fn py_project(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let mut all = vec![("requirements.txt", "mcp==1.30.0\npydantic==2.14.4\n")];
    all.extend_from_slice(files);
    support::temp_project(&format!("env-py-{name}"), &all)
}

/// Checked against mcp 1.30.0 run with each environment below: `lookup` always, described with
/// the region; `delete_record` unless READ_ONLY is 1 or true (any case); `write_record` when
/// ADMIN_TOKEN is set, even to "".
const PY_SERVER: &str = r#"import os
from os import environ, getenv

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("s")
READ_ONLY = os.environ.get("READ_ONLY", "0").lower() in ("1", "true")
REGION = getenv("REGION") or "eu"


@mcp.tool(description=f"Looks up a record in {REGION}.")
def lookup(id: str) -> str:
    return id


if not READ_ONLY:

    @mcp.tool(description="Deletes a record.")
    def delete_record(id: str) -> str:
        return id


if "ADMIN_TOKEN" in environ:

    @mcp.tool(description="Writes a record.")
    def write_record(id: str) -> str:
        return id
"#;

#[test]
fn python_reads_os_environ_as_declared() {
    let dir = py_project("complete", &[("server.py", PY_SERVER)]);
    let (json, out) = schema(
        &dir,
        &[
            "--env",
            "READ_ONLY=True",
            "--env",
            "ADMIN_TOKEN=",
            "--env-complete",
        ],
    );
    assert_eq!(
        tools(&json),
        [
            t("lookup", true, false, "Looks up a record in eu."),
            t("write_record", true, false, "Writes a record."),
        ],
        "{out}"
    );
    assert_eq!(
        json["servers"][0]["target"]["environment"],
        serde_json::json!({ "variables": 2, "complete": true })
    );
    let toml = "[environment]\nvars = { READ_ONLY = \"0\", REGION = \"ap\" }\ncomplete = true\n";
    let dir = py_project(
        "toml",
        &[("server.py", PY_SERVER), ("toolsight.toml", toml)],
    );
    let (json, out) = schema(&dir, &[]);
    assert_eq!(
        tools(&json),
        [
            t("lookup", true, false, "Looks up a record in ap."),
            t("delete_record", true, false, "Deletes a record."),
        ],
        "{out}"
    );
}

#[test]
fn python_leaves_what_is_not_declared_unknown() {
    let dir = py_project("partial", &[("server.py", PY_SERVER)]);
    // nothing declared: the text is unknown, both conditions undecided
    let (json, out) = schema(&dir, &[]);
    let got = tools(&json);
    assert_eq!(got.len(), 3, "{out}");
    assert!(!got[0].1, "{out}");
    assert!(out.contains("`REGION`, which is not declared"), "{out}");
    assert_eq!(
        got[1],
        t("delete_record", true, true, "Deletes a record."),
        "{out}"
    );
    assert_eq!(
        got[2],
        t("write_record", true, true, "Writes a record."),
        "{out}"
    );
    // a partial declaration decides what it lists only
    let (json, out) = schema(&dir, &["--env", "REGION=us", "--env", "READ_ONLY=1"]);
    assert_eq!(
        tools(&json),
        [
            t("lookup", true, false, "Looks up a record in us."),
            t("write_record", true, true, "Writes a record."),
        ],
        "{out}"
    );
    assert!(out.contains("`\\\"ADMIN_TOKEN\\\" in environ`"), "{out}");
}

#[test]
fn python_variables_the_program_sets_itself_stay_unknown() {
    let server = PY_SERVER.replace(
        "from mcp.server.fastmcp",
        "import setup\nfrom mcp.server.fastmcp",
    );
    let writes = [
        (
            "one",
            "import os\n\nos.environ.setdefault(\"READ_ONLY\", \"1\")\n",
        ),
        (
            "any",
            "import os\n\n\ndef load(values):\n    os.environ.update(values)\n",
        ),
    ];
    let mut out = String::new();
    for (name, setup) in writes {
        let dir = py_project(name, &[("server.py", &server), ("setup.py", setup)]);
        let json;
        (json, out) = schema(&dir, &["--env", "READ_ONLY=0", "--env-complete"]);
        assert_eq!(
            tools(&json)[1],
            t("delete_record", true, true, "Deletes a record."),
            "{name}: {out}"
        );
    }
    // a write toolsight cannot name makes every variable unknown, and says where it is
    assert!(
        out.contains("the program changes the environment at ") && out.contains("setup.py:5"),
        "{out}"
    );
}

/// A helper that parses the declared URL (`new URL` in a `try`, `catch`, `finally`) and names
/// what it finds, as Azure DevOps servers do for their default organisation.
const ORG: &str = r#"export function orgName(url) {
  if (!url) return "no-org";
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return "invalid-org";
  } finally {
    url = "";
  }
  const host = parsed.hostname.toLowerCase();
  if (host === "dev.azure.com") {
    return parsed.pathname.split("/").filter(Boolean)[0] ?? "no-org";
  }
  if (host.endsWith(".visualstudio.com")) return host.split(".")[0];
  try {
    if (parsed.port) throw new Error(`port ${parsed.port}`);
  } catch (e) {
    return `${host} (${e.message})`;
  }
  return host;
}
export const defaultOrg = orgName(process.env.ORG_URL);
"#;

const ORG_SERVER: &str = r#"import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { defaultOrg } from "./org.js";

const server = new McpServer({ name: "s", version: "1" });
server.registerTool("list_projects", { description: `Lists the projects of ${defaultOrg}.` }, async () => ({ content: [] }));
"#;

/// Each description is what the SDK 1.x client listed from this server run under node 20 with
/// ORG_URL set so (and unset).
#[test]
fn a_url_parsed_in_a_try_names_what_node_names() {
    let dir = project("org-url", &[("server.js", ORG_SERVER), ("org.js", ORG)]);
    for (url, description) in [
        (Some("https://dev.azure.com/Contoso/"), "Contoso"),
        (Some("https://FABRIKAM.visualstudio.com"), "fabrikam"),
        (Some("http://127.0.0.1:1/corpus"), "127.0.0.1 (port 1)"),
        (Some("http://tfs.example.com/tfs"), "tfs.example.com"),
        (Some("not a url"), "invalid-org"),
        (None, "no-org"),
    ] {
        let declared = url.map(|u| format!("ORG_URL={u}"));
        let mut args = vec!["--env-complete"];
        if let Some(d) = &declared {
            args.extend(["--env", d.as_str()]);
        }
        let (json, out) = schema(&dir, &args);
        let expected = format!("Lists the projects of {description}.");
        assert_eq!(
            tools(&json),
            [t("list_projects", true, false, &expected)],
            "{url:?}: {out}"
        );
    }
    // node gives `h` here, after removing the `..` segment; toolsight does not guess it
    let (json, out) = schema(
        &dir,
        &["--env", "ORG_URL=http://h/a/../b", "--env-complete"],
    );
    let got = tools(&json);
    assert!(!got[0].1 && got[0].3.is_none(), "{out}");
    assert!(out.contains("`.` or `..` path segments"), "{out}");
}

/// An agent framework's tool whose name and description are computed from the environment at
/// import. The descriptions are what openai-agents 0.24.0 and langchain-core 1.8.3 made of these
/// modules imported with REGION=us.
#[test]
fn agent_tools_read_the_declared_environment_in_their_keywords() {
    let agents = r#"import os
from agents import function_tool

REGION = os.environ.get("REGION", "eu")

@function_tool(description_override=f"Looks up a record in {REGION}.")
def lookup(id: str) -> str:
    return id
"#;
    let langchain = r#"import os
from langchain_core.tools import tool

REGION = os.environ.get("REGION", "eu")
NAME = "lookup_" + REGION

@tool(NAME, description=f"Looks up a record in {REGION}.")
def lookup(id: str) -> str:
    return id
"#;
    for (framework, pins, module, name) in [
        (
            "agents",
            "openai-agents==0.24.0\npydantic==2.14.4\n",
            agents,
            "lookup",
        ),
        (
            "langchain",
            "langchain-core==1.8.3\npydantic==2.14.4\n",
            langchain,
            "lookup_us",
        ),
    ] {
        let dir = support::temp_project(
            &format!("env-py-{framework}"),
            &[("requirements.txt", pins), ("tools.py", module)],
        );
        let (json, out) = schema(&dir, &["--env", "REGION=us", "--env-complete"]);
        assert_eq!(
            tools(&json),
            [t(name, true, false, "Looks up a record in us.")],
            "{framework}: {out}"
        );
        // undeclared, the text is unknown and says which variable it needs
        let (json, out) = schema(&dir, &[]);
        assert!(!tools(&json)[0].1, "{framework}: {out}");
        assert!(
            out.contains("the environment variable `REGION`"),
            "{framework}: {out}"
        );
    }
}

/// Node prints `TypeError: Invalid URL` for `${e}` here; the error's class is not modelled, so
/// a catch that uses the error other than as `e.message` leaves the text unknown.
#[test]
fn a_catch_that_prints_the_error_itself_is_unknown() {
    let server = r#"import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

function label(u) {
  try {
    new URL(u);
    return "ok";
  } catch (e) {
    return `${e}`;
  }
}
const server = new McpServer({ name: "s", version: "1" });
server.registerTool("t", { description: label("nope") }, async () => ({ content: [] }));
"#;
    let dir = project("catch-error-text", &[("server.js", server)]);
    let (json, out) = schema(&dir, &[]);
    let got = tools(&json);
    assert!(!got[0].1 && got[0].3.is_none(), "{out}");
    assert!(out.contains("other than its `.message`"), "{out}");
}
