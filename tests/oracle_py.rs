//! The Python oracle: every case of `tests/oracle-py/cases` (a module, or a folder run from its
//! `main.py`) predicted for each config of `tests/oracle-py/configs.json` and compared with the
//! `tools/list` the real packages sent (`tests/oracle-py/goldens/<config>/<case>.json`, written
//! only by `tests/oracle-py/run.py`). An entry marked exact that differs fails; the rest is
//! counted and listed with its reasons (`cargo test --test oracle_py -- --nocapture`).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde_json::Value as Json;

use toolsight::model::ServerPrediction;
use toolsight::predict::predict_file;
use toolsight::targets::detect::{Found, Installed};
use toolsight::workspace::Workspace;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/oracle-py")
}

/// The versions a config installs, as the Python front end reads them.
fn installed(config: &Json) -> Installed {
    let mut i = Installed::default();
    let found = |version: &str| Found {
        version: version.to_string(),
        source: "tests/oracle-py/configs.json".into(),
    };
    for req in config["requirements"].as_array().into_iter().flatten() {
        let Some((name, version)) = req.as_str().and_then(|r| r.split_once("==")) else {
            continue;
        };
        i.packages
            .insert(name.to_lowercase().replace('_', "-"), found(version));
    }
    if let Some(py) = config["python"].as_str() {
        i.packages.insert("python".into(), found(py));
    }
    i
}

/// Why an entry is approximate: its unknown parts, and the versions when the target is not one
/// the models were checked on.
fn reasons(meta: &toolsight::model::ToolMeta, target: &toolsight::model::Target) -> String {
    let versions = (!target.modelled).then(|| target.why.join(", "));
    meta.unknown
        .iter()
        .map(|u| format!("{} {}", u.pointer, u.reason))
        .chain(versions)
        .collect::<Vec<_>>()
        .join("; ")
}

/// A workspace holding a case as `config` runs it: with the config's source rewrites applied
/// (as `run.py` does) to every module of the case, at a path of its own; and the case's entry
/// module there.
fn rewritten(entry: &Path, rewrites: &[(&str, &str)], config: &str) -> (Workspace, PathBuf) {
    let mut ws = Workspace::new();
    if rewrites.is_empty() {
        return (ws, entry.to_path_buf());
    }
    // a folder case is its whole folder; a module case is the module alone
    let case_root = match entry.file_name() {
        Some(f) if f == "main.py" => entry.parent().unwrap().to_path_buf(),
        _ => entry.to_path_buf(),
    };
    let folder = case_root.parent().unwrap();
    let virtual_root = folder.join(format!(".rewritten-{config}"));
    let mut stack = vec![case_root.clone()];
    while let Some(p) = stack.pop() {
        if p.is_dir() {
            stack.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
        } else if p.extension().is_some_and(|e| e == "py") {
            let mut text = std::fs::read_to_string(&p).unwrap();
            // a module marked so runs as written under every config (`run.py`'s NO_REWRITES)
            if !text.contains("# oracle: no rewrites") {
                for (from, to) in rewrites {
                    text = text.replace(from, to);
                }
            }
            ws.set_overlay(virtual_root.join(p.strip_prefix(folder).unwrap()), text);
        }
    }
    let entry = virtual_root.join(entry.strip_prefix(folder).unwrap());
    (ws, entry)
}

#[derive(Default)]
struct Tally {
    tools: usize,
    exact: usize,
    /// Equal to the real entry though marked approximate: what the prediction was unsure of.
    equal_but_approximate: Vec<String>,
    approximate: Vec<String>,
    mismatches: Vec<String>,
}

/// A failure's message without the path of the installed file Python names at its end
/// (`ImportError: cannot import name 'X' from 'mcp.types' (<venv>/…/mcp/types.py)`, the venv
/// written as `<venv>` by `run.py`), which is the machine's, not the project's.
fn without_path(message: &str) -> &str {
    match message.rfind(" (<venv>/") {
        Some(i) if message.ends_with(".py)") => &message[..i],
        _ => message,
    }
}

fn compare(case: &str, golden: &Json, servers: &[ServerPrediction], t: &mut Tally) {
    let failing = golden
        .get("load_error")
        .or(golden.get("error"))
        .or(golden.get("no_answer"));
    let Some(server) = servers.first() else {
        t.mismatches.push(format!(
            "{case}: no server predicted (the real one answered)"
        ));
        return;
    };
    if let Some(why) = failing {
        match &server.error {
            // the message is what a client sees of the failure
            Some(e)
                if golden
                    .get("load_error")
                    .and_then(Json::as_str)
                    .map(without_path)
                    == Some(&e.message) =>
            {
                t.exact += 1
            }
            // a request never answered shows no message: the failure is the whole prediction
            Some(e)
                if golden.get("no_answer").is_some() && e.stage == "list" && e.code.is_none() =>
            {
                t.exact += 1
            }
            Some(e) => t.mismatches.push(format!(
                "{case}: the real server fails ({why}); predicted `{}`",
                e.message
            )),
            // a failure predicted nowhere is only wrong where the prediction claims exactness
            None if server.tools.iter().all(|x| !x.meta.exact) => t.approximate.push(format!(
                "{case}: the real server fails ({why}), not predicted"
            )),
            None => t.mismatches.push(format!(
                "{case}: the real server fails ({why}); predicted exact tools"
            )),
        }
        return;
    }
    if let Some(e) = &server.error {
        t.mismatches.push(format!(
            "{case}: predicted failure `{}`, the real server lists",
            e.message
        ));
        return;
    }
    let real: Vec<&Json> = golden["tools"].as_array().into_iter().flatten().collect();
    let by_name: HashMap<&str, &Json> = real
        .iter()
        .filter_map(|r| Some((r["name"].as_str()?, *r)))
        .collect();
    t.tools += real.len();
    for p in &server.tools {
        let name = p.wire.get("name").and_then(Json::as_str).unwrap_or("?");
        let predicted = Json::Object(p.wire.clone());
        match by_name.get(name) {
            Some(r) if **r == predicted => {
                if p.meta.exact {
                    t.exact += 1;
                } else {
                    t.equal_but_approximate.push(format!(
                        "{case}/{name}: {}",
                        reasons(&p.meta, &server.target)
                    ));
                }
            }
            Some(r) if p.meta.exact => t.mismatches.push(format!(
                "{case}/{name}: exact but differs\n  real:      {r}\n  predicted: {predicted}"
            )),
            Some(_) => t.approximate.push(format!(
                "{case}/{name}: {}",
                reasons(&p.meta, &server.target)
            )),
            // a tool under a condition toolsight cannot decide may be absent
            None if p.meta.exact && p.meta.conditional.is_none() => t.mismatches.push(format!(
                "{case}/{name}: predicted exact, not listed by the real server"
            )),
            None => {}
        }
    }
    // a predicted tool whose name toolsight says it does not know stands for one real tool
    let mut unknown_names = server
        .tools
        .iter()
        .filter(|p| {
            !p.meta.exact
                && p.meta.unknown.iter().any(|u| u.pointer == "/name")
                && !by_name.contains_key(p.wire.get("name").and_then(Json::as_str).unwrap_or(""))
        })
        .map(|p| p.wire.get("name").and_then(Json::as_str).unwrap_or("?"));
    for r in &real {
        let name = r["name"].as_str().unwrap_or("?");
        if !server
            .tools
            .iter()
            .any(|p| p.wire.get("name").and_then(Json::as_str) == Some(name))
        {
            // a tool missed must never go unsaid: the server says what it could not follow
            let unnamed = unknown_names.next();
            match (&server.untraced, unnamed) {
                (_, Some(predicted)) => t.approximate.push(format!(
                    "{case}/{name}: predicted as `{predicted}`, whose name toolsight says it does not know"
                )),
                (Some(why), None) => t.approximate.push(format!(
                    "{case}/{name}: listed by the real server, not predicted ({why})"
                )),
                (None, None) => t.mismatches.push(format!(
                    "{case}/{name}: listed by the real server, missed without a word"
                )),
            }
        }
    }
}

/// An agent framework's tool fields under the names toolsight's entries give them: the
/// parameters schema as `inputSchema` (openai-agents' `params_json_schema`, langchain's
/// `parameters`), openai-agents' `strict_json_schema` as `strict`. A langchain tool whose
/// conversion raised keeps its error, which no prediction equals.
fn agents_as_wire(mut golden: Json) -> Json {
    for t in golden
        .get_mut("tools")
        .and_then(Json::as_array_mut)
        .into_iter()
        .flatten()
    {
        let mut entry = serde_json::Map::new();
        for (from, to) in [
            ("name", "name"),
            ("description", "description"),
            ("params_json_schema", "inputSchema"),
            ("parameters", "inputSchema"),
            ("strict_json_schema", "strict"),
            ("convert_error", "convert_error"),
        ] {
            if let Some(v) = t.get(from) {
                entry.insert(to.into(), v.clone());
            }
        }
        *t = Json::Object(entry);
    }
    golden
}

#[test]
fn python_predictions_marked_exact_equal_the_real_packages() {
    let configs: Vec<Json> =
        serde_json::from_str(&std::fs::read_to_string(root().join("configs.json")).unwrap())
            .unwrap();
    assert!(!configs.is_empty());
    let mut failures = Vec::new();
    for config in &configs {
        let name = config["name"].as_str().unwrap();
        let installed = installed(config);
        // the config's case folders: one name, or a list of them
        let folders: Vec<&str> = match &config["cases"] {
            Json::Array(a) => a.iter().filter_map(Json::as_str).collect(),
            c => vec![c.as_str().unwrap_or("cases")],
        };
        let rewrites: Vec<(&str, &str)> = config["rewrites"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|r| Some((r[0].as_str()?, r[1].as_str()?)))
            .collect();
        // a case is a module, or a folder (a project of several modules) run from its main.py
        let mut cases: Vec<(String, PathBuf)> = folders
            .iter()
            .flat_map(|f| std::fs::read_dir(root().join(f)).unwrap())
            .map(|e| e.unwrap().path())
            .filter_map(|p| {
                let stem = p.file_stem()?.to_string_lossy().to_string();
                if stem.starts_with(['_', '.']) {
                    return None;
                }
                if p.extension().is_some_and(|e| e == "py") {
                    return Some((stem, p));
                }
                let main = p.join("main.py");
                main.is_file().then_some((stem, main))
            })
            .collect();
        cases.sort();
        // every config measures a broad set: a config with few cases proves little (the
        // bundled example is one project, not a set)
        if config["examples"] != Json::Bool(true) {
            assert!(cases.len() >= 25, "{name}: {} cases", cases.len());
        }
        let mut tally = Tally::default();
        for (stem, case) in &cases {
            let golden_path = root()
                .join("goldens")
                .join(name)
                .join(format!("{stem}.json"));
            let golden: Json =
                serde_json::from_str(&std::fs::read_to_string(&golden_path).unwrap_or_else(|e| {
                    panic!(
                        "{}: {e} (run tests/oracle-py/run.py)",
                        golden_path.display()
                    )
                }))
                .unwrap();
            // an agent framework's golden is what it hands the model API, in its own words
            let golden = if config["framework"] == "agents" || config["framework"] == "langchain" {
                agents_as_wire(golden)
            } else {
                golden
            };
            let (ws, entry) = rewritten(case, &rewrites, name);
            let servers = predict_file(&ws, &entry, Some(&installed)).unwrap();
            compare(stem, &golden, &servers, &mut tally);
        }
        println!(
            "python oracle {name}: {} cases, {} real tools; {} exact, {} equal but marked approximate, {} approximate",
            cases.len(),
            tally.tools,
            tally.exact,
            tally.equal_but_approximate.len(),
            tally.approximate.len()
        );
        for a in &tally.equal_but_approximate {
            println!("  equal but approximate {a}");
        }
        for a in &tally.approximate {
            println!("  approximate {a}");
        }
        if !tally.mismatches.is_empty() {
            failures.push(format!(
                "{name}: {} exact-marked predictions differ from the real packages:\n{}",
                tally.mismatches.len(),
                tally.mismatches.join("\n")
            ));
        }
    }
    // every config's figures and mismatches are shown before failing, not only the first one's
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `toolsight schema examples/python-server` as a user runs it (versions from the example's own
/// `requirements.txt` and `.python-version`) is what its servers really list: every tool exact
/// and equal, and the fastmcp 2 server's `tools/list` never answered.
#[test]
fn the_python_example_predicts_its_servers_real_lists() {
    let example = root().join("../../examples/python-server");
    for (module, golden) in [
        ("notes_server.py", "notes_server.json"),
        ("tasks_server.py", "tasks_server.json"),
    ] {
        let golden: Json = serde_json::from_str(
            &std::fs::read_to_string(root().join("goldens/examples").join(golden)).unwrap(),
        )
        .unwrap();
        let servers = predict_file(&Workspace::new(), &example.join(module), None).unwrap();
        assert_eq!(servers.len(), 1, "{module}");
        let server = &servers[0];
        assert!(server.target.modelled, "{module}: {:?}", server.target.why);
        if golden.get("no_answer").is_some() {
            let e = server.error.as_ref().expect("the list fails");
            assert_eq!((e.stage, e.code), ("list", None), "{module}: {}", e.message);
            continue;
        }
        assert!(server.error.is_none(), "{module}: {:?}", server.error);
        let predicted: Vec<Json> = server
            .tools
            .iter()
            .map(|t| {
                assert!(t.meta.exact, "{module}: {:?}", t.meta.unknown);
                Json::Object(t.wire.clone())
            })
            .collect();
        assert_eq!(&Json::Array(predicted), &golden["tools"], "{module}");
    }
}
