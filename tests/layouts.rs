//! Real server layouts as projects (tests/fixtures/layouts): conditions as data, no silent zero,
//! and "Method not found" only where a server truly registers nothing. The multi-module layouts
//! whose tools/list the real SDKs produced are oracle cases (tests/oracle/cases/layouts).

use std::path::{Path, PathBuf};

use toolsight::model::{RunSummary, ServerPrediction};
use toolsight::predict::predict_files;
use toolsight::rules;
use toolsight::workspace::Workspace;

fn project(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures/layouts")
        .join(name)
}

fn predict(ws: &Workspace, name: &str) -> Vec<ServerPrediction> {
    let (files, errors) = toolsight::walk::source_files(&[project(name)]);
    assert!(errors.is_empty(), "{errors:?}");
    let (servers, errors) = predict_files(ws, &files, false);
    assert!(errors.is_empty());
    servers
}

/// Each tool's `conditional` reason, in order.
fn conditions(s: &ServerPrediction) -> Vec<Option<&str>> {
    s.tools
        .iter()
        .map(|t| t.meta.conditional.as_ref().map(|(why, _)| why.as_str()))
        .collect()
}

fn names(s: &ServerPrediction) -> Vec<&str> {
    s.tools
        .iter()
        .map(|t| t.wire["name"].as_str().unwrap())
        .collect()
}

#[test]
fn undecidable_conditions_are_data_and_decidable_ones_are_decided() {
    let ws = Workspace::new();
    let servers = predict(&ws, "conditional");
    let [s] = servers.as_slice() else {
        panic!("one server, got {}", servers.len())
    };
    // `never_listed` is under `if (READONLY)` with READONLY false, `off_tool` under a table
    // entry's `enabled: false`: neither is registered
    assert_eq!(
        names(s),
        ["write_note", "list_notes", "on_tool", "debug_dump"]
    );
    let conditional: Vec<(&str, String)> = s
        .tools
        .iter()
        .filter_map(|t| {
            let (why, at) = t.meta.conditional.as_ref()?;
            let written = ws.file(at.file).text[at.start as usize..at.end as usize].to_string();
            assert!(why.contains(&written), "{why} quotes {written}");
            Some((t.wire["name"].as_str().unwrap(), written))
        })
        .collect();
    assert_eq!(
        conditional,
        [
            ("write_note", "process.env.ENABLE_WRITE".to_string()),
            ("debug_dump", "process.env.DEBUG".to_string())
        ]
    );
    // the condition is about presence; the entries themselves are exact
    assert!(s.tools.iter().all(|t| t.meta.exact));
    let summary = RunSummary::of(&servers);
    assert_eq!((summary.tools, summary.conditional), (4, 2));
    let json = toolsight::output::servers_json(&ws, &servers);
    let first = &json["servers"][0]["tools"][0]["_toolsight"]["conditional"];
    assert_eq!(first["line"], 7, "{first}");
    assert!(json["servers"][0]["tools"][1]["_toolsight"]
        .get("conditional")
        .is_none());
}

#[test]
fn a_module_whose_registrations_cannot_be_read_is_said_so_and_its_server_is_not_failed() {
    let ws = Workspace::new();
    let servers = predict(&ws, "unread");
    let summary = RunSummary::of(&servers);
    assert_eq!(
        (summary.servers, summary.tools, summary.unread_modules),
        (1, 0, 1)
    );
    let server = servers.iter().find(|s| s.constructed).unwrap();
    // `installTools(server)` may register anything: no "Method not found"
    assert!(server.error.is_none());
    assert!(
        server
            .untraced
            .as_deref()
            .unwrap()
            .contains("`server` is handed to code at"),
        "{:?}",
        server.untraced
    );
    let diags = rules::check(&ws, &servers);
    let found: Vec<(String, u32)> = diags
        .iter()
        .filter(|d| d.rule == "unresolved-registration")
        .map(|d| {
            let f = ws.file(d.span.file);
            let name = f.path.file_name().unwrap().to_string_lossy().into_owned();
            (name, f.line_col(d.span.start).line)
        })
        .collect();
    assert_eq!(
        found,
        [("server.ts".to_string(), 4), ("tools.ts".to_string(), 1)]
    );
    assert!(diags.iter().all(|d| d.severity == rules::Severity::Info));
}

#[test]
fn a_server_that_registers_nothing_still_fails_to_list() {
    let ws = Workspace::new();
    let servers = predict(&ws, "no-tools");
    let [s] = servers.as_slice() else { panic!() };
    let e = s
        .error
        .as_ref()
        .expect("McpServer without tools has no tools/list handler");
    assert_eq!(
        (e.code, e.message.as_str()),
        (Some(-32601), "Method not found")
    );
    assert!(s.untraced.is_none());
    assert_eq!(RunSummary::of(&servers).failing, 1);
}

#[test]
fn one_failing_schema_does_not_hide_the_other_tools_findings() {
    let ws = Workspace::new();
    let servers = predict(&ws, "list-fails");
    let [s] = servers.as_slice() else { panic!() };
    assert_eq!(s.error.as_ref().map(|e| e.stage), Some("list"));
    let diags = rules::check(&ws, &servers);
    assert!(diags.iter().any(|d| d.rule == "unrepresentable-type"));
    let waiting: Vec<&str> = diags
        .iter()
        .filter(|d| {
            d.message
                .ends_with("(once `z.date()` at 11:27, which fails the whole tools/list, is fixed)")
        })
        .map(|d| d.rule)
        .collect();
    assert!(waiting.contains(&"missing-bounds"), "{waiting:?}");
    assert!(waiting.contains(&"description-length"), "{waiting:?}");
    // the wire sends no tool; what it will send once fixed is kept apart
    let json = toolsight::output::servers_json(&ws, &servers);
    assert_eq!(json["servers"][0]["tools"], serde_json::json!([]));
    assert_eq!(
        json["servers"][0]["tools_once_fixed"][0]["name"],
        "add_event"
    );
}

/// A package of the same workspace is source: its schemas are read, not taken as `{}`.
#[test]
fn a_workspace_package_is_read_as_source() {
    let root = std::env::temp_dir().join(format!("toolsight-ws-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let write = |rel: &str, text: &str| {
        let p = root.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    };
    write(
        "package.json",
        r#"{ "private": true, "workspaces": ["packages/*"] }"#,
    );
    write(
        "packages/common/package.json",
        r#"{ "name": "@repo/common", "main": "dist/index.js", "types": "dist/index.d.ts" }"#,
    );
    // not built: the entry is found under src/
    write(
        "packages/common/src/index.ts",
        "import { z } from \"zod\";\nexport const Query = z.string().min(1).describe(\"What to look for\");\n",
    );
    write(
        "packages/server/package.json",
        r#"{ "name": "server", "dependencies": { "@modelcontextprotocol/sdk": "1.32.2", "zod": "3.25.76", "@repo/common": "workspace:*" } }"#,
    );
    write(
        "packages/server/src/index.ts",
        "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { Query } from \"@repo/common\";\n\nexport const server = new McpServer({ name: \"ws\", version: \"1.0.0\" });\nserver.registerTool(\"search\", { description: \"Searches.\", inputSchema: { query: Query } }, async () => ({ content: [] }));\n",
    );
    // what the package manager does for a workspace dependency
    std::fs::create_dir_all(root.join("node_modules/@repo")).unwrap();
    std::os::unix::fs::symlink(
        root.join("packages/common"),
        root.join("node_modules/@repo/common"),
    )
    .unwrap();
    let ws = Workspace::new();
    let (files, _) = toolsight::walk::source_files(&[root.join("packages/server")]);
    let (servers, _) = predict_files(&ws, &files, false);
    let tool = &servers[0].tools[0];
    assert_eq!(
        tool.wire["inputSchema"]["properties"]["query"],
        serde_json::json!({ "type": "string", "minLength": 1, "description": "What to look for" })
    );
    assert_eq!(
        tool.wire["inputSchema"]["required"],
        serde_json::json!(["query"])
    );
    std::fs::remove_dir_all(&root).unwrap();
}

/// A module that reaches into the SDK's private handler table (`server._requestHandlers`) may
/// wrap the tools/list handler and change what clients receive (a real server rewrote every
/// schema's `$schema` this way). A wrapper that only loops over the tools changing each by itself
/// is run on each predicted entry; any other leaves the tools approximate, with the reason.
#[test]
fn a_tools_list_handler_rewritten_through_private_sdk_state_is_run_per_tool_or_approximate() {
    let ws = Workspace::new();
    let servers = predict(&ws, "private-handlers");
    let [filtered, retagged] = servers.as_slice() else {
        panic!("two servers, got {}", servers.len())
    };
    // a loop changing each tool by itself is run on each predicted entry
    assert_eq!(names(retagged), ["add_note"]);
    let t = &retagged.tools[0];
    assert!(t.meta.exact, "{:?}", t.meta);
    assert_eq!(t.wire["inputSchema"]["$schema"], "urn:example:dialect");
    // a replacement that filters the list is not followed
    assert_eq!(names(filtered), ["debug_dump"]);
    let t = &filtered.tools[0];
    assert!(!t.meta.exact, "{:?}", t.meta);
    assert!(
        t.meta
            .unknown
            .iter()
            .any(|u| u.pointer.is_empty() && u.reason.contains("`_requestHandlers` (line 18)")),
        "{:?}",
        t.meta.unknown
    );
}

/// A rewrite of the listed entries that writes back an input schema the SDK emptied: the loss
/// found in what the SDK sent is not reported for the tool the rewrite restored (the model sees
/// its parameters), and its findings are no longer located in, or fixed through, the zod schema
/// the rewrite replaced. The tool it leaves alone keeps both.
#[test]
fn a_rewrite_that_restores_an_emptied_input_leaves_no_loss_behind() {
    let ws = Workspace::new();
    let servers = predict(&ws, "rewritten-losses");
    let [s] = servers.as_slice() else {
        panic!("one server, got {}", servers.len())
    };
    let tool = |name: &str| s.tools.iter().find(|t| t.wire["name"] == name).unwrap();
    let (restored, emptied) = (tool("add_note"), tool("find_note"));
    assert!(restored.meta.exact, "{:?}", restored.meta);
    assert_eq!(
        restored.wire["inputSchema"]["required"],
        serde_json::json!(["text", "tags"])
    );
    assert!(
        restored.meta.losses.is_empty(),
        "{:?}",
        restored.meta.losses
    );
    assert!(restored.schemas.iter().all(|(p, _)| p != "/inputSchema"));
    assert_eq!(
        emptied.wire["inputSchema"]["properties"],
        serde_json::json!({})
    );
    assert!(emptied
        .meta
        .losses
        .iter()
        .any(|l| l.pointer == "/inputSchema"));
    assert!(emptied.schemas.iter().any(|(p, _)| p == "/inputSchema"));
    let found = toolsight::rules::check(&ws, &servers);
    let emptied_roots: Vec<&str> = found
        .iter()
        .filter(|d| d.rule == "root-emptied")
        .map(|d| d.message.as_str())
        .collect();
    assert_eq!(emptied_roots.len(), 1, "{emptied_roots:#?}");
    assert!(emptied_roots[0].contains("`find_note`"));
}

/// A tools/list handler whose list is chosen by `?:` and narrowed by `.filter(...)` (real servers
/// read toolsets and read-only modes from the environment this way): what toolsight can decide
/// is decided (the constant `RETIRED` filter drops `legacy_export`), and what it cannot makes the
/// entries conditional, each with the first condition that governs it, not unknown.
#[test]
fn a_list_chosen_and_filtered_at_run_time_gives_conditional_entries() {
    let ws = Workspace::new();
    let servers = predict(&ws, "filtered-list");
    let [compiled, s, other, guarded] = servers.as_slice() else {
        panic!("four servers, got {}", servers.len())
    };
    // `pick()` may return early under `process.env.NOTES_WRITE`: never just its last return
    assert!(
        guarded.tools.iter().all(|t| !t.meta.exact),
        "{:?}",
        guarded.tools
    );
    // the handler's body inside tsc's `__awaiter(..., function* () {...})`
    assert_eq!(names(compiled), ["ping"]);
    assert!(compiled.tools[0].meta.exact && compiled.tools[0].meta.conditional.is_none());
    // `extra.push(...)` changes the list: its entry is unknown, never the literal `[readNote]`
    let [t] = other.tools.as_slice() else {
        panic!("{:?}", other.tools)
    };
    assert!(!t.meta.exact);
    assert!(
        t.meta.unknown.iter().any(|u| u
            .reason
            .contains("`extra`, which the code changes with `push(...)`")),
        "{:?}",
        t.meta.unknown
    );
    assert_eq!(names(s), ["read_note", "write_note", "drop_notes"]);
    assert!(s.tools.iter().all(|t| t.meta.exact), "{:?}", s.tools);
    let why: Vec<(&str, String)> = s
        .tools
        .iter()
        .map(|t| {
            let (why, at) = t.meta.conditional.as_ref().expect("conditional");
            let written = ws.file(at.file).text[at.start as usize..at.end as usize].to_string();
            assert!(why.contains(&written), "{why} quotes {written}");
            (t.wire["name"].as_str().unwrap(), written)
        })
        .collect();
    assert_eq!(
        why,
        [
            // in both branches of the `?:`: only the filter governs it
            ("read_note", "(t) => isAllowed(t.name)".to_string()),
            ("write_note", "readOnly".to_string()),
            ("drop_notes", "readOnly".to_string()),
        ]
    );
}

/// A tools/list handler wrapped in middleware (a class method imported through `export *`, and
/// a local function) that verifiably hands the handler's result back unchanged is read through;
/// a wrapper that changes the result (`result.tools.push(...)`) makes the list unknown, never
/// the inner handler's list, and so does a request-dispatch helper that may answer with
/// something other than its callback's result (a cached earlier answer, or the iterator a
/// generator gives). The helpers that do answer with it are oracle cases
/// (`layouts/dispatch-helper`, `layouts/dispatch-helper-compiled`).
#[test]
fn middleware_around_a_list_handler_is_read_through_only_when_it_passes_the_result_on() {
    let ws = Workspace::new();
    let servers = predict(&ws, "wrapped-handler");
    let [pages, stamped, remembered, iterated] = servers.as_slice() else {
        panic!("four servers, got {}", servers.len())
    };
    assert_eq!(names(pages), ["open_page", "close_page"]);
    assert!(pages
        .tools
        .iter()
        .all(|t| t.meta.exact && t.meta.conditional.is_none()));
    // one entry whose name is unknown, for the reason given
    for (s, says) in [
        (stamped, "wrapped by `middleware.stamp`"),
        (remembered, "`remember`"),
        (iterated, "yield"),
    ] {
        let [t] = s.tools.as_slice() else {
            panic!("{:?}", s.tools)
        };
        assert!(
            t.wire.get("name").is_none() && !t.meta.exact,
            "{:?}",
            t.wire
        );
        assert!(
            t.meta.unknown[0].reason.contains(says),
            "{:?}",
            t.meta.unknown
        );
    }
}

#[test]
fn an_object_changed_after_it_is_built_is_read_as_the_registration_sees_it() {
    let ws = Workspace::new();
    let servers = predict(&ws, "changed-config");
    let [s] = servers.as_slice() else {
        panic!("one server, got {}", servers.len())
    };
    assert_eq!(names(s), ["get_item", "list_items"]);
    // `if (strict)` is decided per call: only the first tool gets the annotations
    assert_eq!(
        s.tools[0].wire["annotations"],
        serde_json::json!({ "idempotentHint": true })
    );
    assert!(s.tools[1].wire.get("annotations").is_none());
    // `if (process.env.VERBOSE)` is not: the description is unknown, never the one written
    for t in &s.tools {
        assert!(!t.meta.exact, "{}", t.wire["name"]);
        assert!(
            t.meta
                .unknown
                .iter()
                .any(|u| u.pointer == "/description" && u.reason.contains("only on some runs")),
            "{:?}",
            t.meta.unknown
        );
    }
}

#[test]
fn a_description_toolsight_cannot_evaluate_makes_the_tool_approximate() {
    let ws = Workspace::new();
    let servers = predict(&ws, "unread-description");
    let [s] = servers.as_slice() else {
        panic!("one server, got {}", servers.len())
    };
    let [t] = s.tools.as_slice() else {
        panic!("one tool")
    };
    let props = &t.wire["inputSchema"]["properties"];
    // a literal list joined is text toolsight knows
    assert_eq!(props["kind"]["description"], "One of: a, b.");
    // one read from the environment is not: never silently dropped from an exact tool
    assert!(props["region"].get("description").is_none());
    assert!(!t.meta.exact);
    assert!(
        t.meta
            .unknown
            .iter()
            .any(|u| u.pointer == "/inputSchema/properties/region"
                && u.reason.starts_with("the description")),
        "{:?}",
        t.meta.unknown
    );
}

/// A list built in `createServer()` by filter steps over a table, spreads, a `?:`, a `push` under
/// a condition and a conditional reassignment, read by a handler that decorates each entry in a
/// callback with statements: every entry is conditional (the filters read the environment), each
/// listed once; what the callback decides per tool is applied, what it changes in place is
/// unknown, and so is what the table's module changes in its elements after building it. A
/// `push` in another handler, which runs later, adds a conditional unknown entry.
#[test]
fn a_list_built_by_filter_steps_in_a_factory_gives_each_entry_once_and_conditional() {
    let ws = Workspace::new();
    let servers = predict(&ws, "toolset-filter");
    let [s] = servers.as_slice() else {
        panic!("one server, got {}", servers.len())
    };
    let known: Vec<&str> = s
        .tools
        .iter()
        .filter_map(|t| t.wire.get("name")?.as_str())
        .collect();
    assert_eq!(
        known,
        ["list_notes", "write_note", "drop_notes", "discover"]
    );
    assert_eq!(s.tools.len(), 5, "{:?}", s.tools);
    assert!(
        s.tools.iter().all(|t| t.meta.conditional.is_some()),
        "{:?}",
        s.tools
    );
    let late = &s.tools[4];
    assert!(!late.meta.exact && late.wire.get("name").is_none());
    let (why, _) = late.meta.conditional.as_ref().unwrap();
    assert!(why.contains("line 39"), "{why}");
    let tool = |n: &str| {
        s.tools
            .iter()
            .find(|t| t.wire.get("name") == Some(&n.into()))
            .unwrap()
    };
    for (name, read_only) in [("list_notes", true), ("drop_notes", false)] {
        let t = tool(name);
        assert!(t.meta.exact, "{name}: {:?}", t.meta.unknown);
        assert_eq!(
            t.wire["annotations"],
            serde_json::json!({ "readOnlyHint": read_only, "openWorldHint": false })
        );
    }
    let pointers = |n: &str| -> Vec<String> {
        let t = tool(n);
        assert!(!t.meta.exact);
        t.meta.unknown.iter().map(|u| u.pointer.clone()).collect()
    };
    // `delete entry.inputSchema.additionalProperties` runs for write_note only
    assert_eq!(pointers("write_note"), ["/inputSchema"]);
    // the module's loop rewrites `description`, the `find` result gets a `title`, the first
    // element a `_meta`
    let mut meta = pointers("discover");
    meta.sort();
    assert_eq!(meta, ["/_meta", "/description", "/title"]);
}

/// A module handed a server by another one (`retarget(server)`) that replaces its tools/list
/// handler through the SDK's private table, in a way toolsight does not run: the server it is
/// handed is not traced, so every server of the run has approximate tools, with the reason.
#[test]
fn a_list_rewritten_by_a_module_handed_the_server_makes_the_tools_approximate() {
    let ws = Workspace::new();
    let servers = predict(&ws, "handed-rewrite");
    let s = servers
        .iter()
        .find(|s| s.constructed)
        .expect("the constructed server");
    assert_eq!(names(s), ["fetch_page"]);
    let t = &s.tools[0];
    assert!(!t.meta.exact, "{:?}", t.meta);
    assert!(
        t.meta
            .unknown
            .iter()
            .any(|u| u.pointer.is_empty() && u.reason.contains("`_requestHandlers` (line 8)")),
        "{:?}",
        t.meta.unknown
    );
}

/// A bundle carrying its own copies of the SDK and zod (esbuild's CommonJS shape: path-comment
/// sections, `__export` namespaces, an `__esm` lazy module body creating the server) lists
/// what the same server written against the installed packages lists: the copies are read as
/// the SDK and zod, and the copy's own `registerTool` calls register nothing. The versions are
/// the ones the package pins.
#[test]
fn a_bundles_own_copies_of_the_sdk_and_zod_are_read_as_the_packages() {
    let ws = Workspace::new();
    let bundled = predict(&ws, "bundle-esbuild");
    let source = predict(&ws, "bundle-source");
    let ([b], [s]) = (bundled.as_slice(), source.as_slice()) else {
        panic!(
            "one server each, got {} and {}",
            bundled.len(),
            source.len()
        )
    };
    assert!(b.constructed && b.error.is_none());
    assert_eq!(names(b), ["add_note", "count_notes"]);
    let wire = |p: &ServerPrediction| p.tools.iter().map(|t| t.wire.clone()).collect::<Vec<_>>();
    assert_eq!(wire(b), wire(s));
    assert!(
        b.tools.iter().all(|t| t.meta.exact),
        "{:?}",
        b.tools[0].meta
    );
    assert_eq!(
        (
            b.target.sdk_version.as_deref(),
            b.target.zod_version.as_deref()
        ),
        (Some("1.32.2"), Some("3.25.76"))
    );
    assert!(
        b.target
            .why
            .iter()
            .any(|w| w.contains("the bundle's own copy, pinned in package.json devDependencies")),
        "{:?}",
        b.target.why
    );
}

/// A minified bundle (vite/rollup shape: renamed classes, a frozen zod namespace, a subclass of
/// the copied `McpServer`, a register helper) whose package asks for version ranges: the copies'
/// versions are not known, so every tool is approximate and says why. The SDK's own
/// `Protocol` copy keeps `_requestHandlers`, which is no sign of the server's code rewriting
/// its list.
#[test]
fn a_bundles_copies_of_unstated_versions_make_its_tools_approximate_with_the_reason() {
    let ws = Workspace::new();
    let servers = predict(&ws, "bundle-minified");
    let [s] = servers.as_slice() else {
        panic!("one server, got {}", servers.len())
    };
    assert_eq!(names(s), ["fetch_page", "search_docs"]);
    assert_eq!(
        s.tools[1].wire["inputSchema"]["properties"]["query"]["description"],
        "What to look for"
    );
    assert!(s.tools.iter().all(|t| !t.meta.exact));
    let json = toolsight::output::servers_json(&ws, &servers);
    for t in json["servers"][0]["tools"].as_array().unwrap() {
        let reasons: Vec<&str> = t["_toolsight"]["unknown"]
            .as_array()
            .unwrap()
            .iter()
            .map(|u| u["reason"].as_str().unwrap())
            .collect();
        let says = |what: &str| reasons.iter().any(|r| r.contains(what));
        assert!(
            says("own copy of @modelcontextprotocol/sdk, whose version it does not state; package.json dependencies asks for `^1.29.0`"),
            "{reasons:?}"
        );
        assert!(
            says("own copy of zod, whose version it does not state; package.json devDependencies asks for `^3.25.0`"),
            "{reasons:?}"
        );
        assert!(!says("_requestHandlers"), "{reasons:?}");
    }
}

/// A tool registry that tsyringe constructs, written with decorators in TypeScript
/// (`@injectable()`, `constructor(@injectAll(ToolDefinitions) ...)`): the same tools/list the
/// real SDK, zod and tsyringe send for the compiled form of the same server (the oracle case
/// `layouts/tsyringe-registry`), every entry exact.
#[test]
fn a_tsyringe_registry_written_with_decorators_sends_what_its_compiled_form_sends() {
    let ws = Workspace::new();
    let servers = predict(&ws, "tsyringe-decorators");
    let [s] = servers.as_slice() else {
        panic!("one server, got {}", servers.len())
    };
    let golden: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../tests/oracle/goldens/sdk1-zod4/layouts/tsyringe-registry.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let predicted: Vec<serde_json::Value> = s
        .tools
        .iter()
        .map(|t| {
            assert!(t.meta.exact, "{:?}", t.meta.unknown);
            serde_json::Value::Object(t.wire.clone())
        })
        .collect();
    assert_eq!(serde_json::Value::Array(predicted), golden["tools"]);
}

/// A registration below an `if` in its block that may `return` or throw: conditional when the
/// condition is undecided, left out when it surely leaves (a read-only flag, a hidden table
/// entry), unaffected when it does not.
#[test]
fn a_guard_that_may_return_makes_the_registrations_below_it_conditional() {
    let ws = Workspace::new();
    let servers = predict(&ws, "early-exit");
    let [s] = servers.as_slice() else {
        panic!("one server, got {}", servers.len())
    };
    assert_eq!(names(s), ["status", "search", "shown"]);
    assert_eq!(
        conditions(s),
        [
            None,
            Some("it runs only when the `if (!process.env.SEARCH_URL)` above it does not return or throw, which toolsight cannot decide"),
            None,
        ]
    );
}

#[test]
fn a_list_rewrite_is_run_on_the_entries_only_where_it_surely_applies() {
    // the oracle case `layouts/rewrite-imported-table`, with the rewrite called under an `if`
    let mut ws = Workspace::new();
    let case = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/oracle/cases/layouts/rewrite-imported-table");
    let src = project("rewrite-maybe-applied").join("src");
    let mut files = vec![src.join("server.ts")];
    for module in ["tools.ts", "dialect.ts"] {
        let text = std::fs::read_to_string(case.join(module)).unwrap();
        ws.set_overlay(src.join(module), text);
        files.push(src.join(module));
    }
    let (servers, errors) = predict_files(&ws, &files, false);
    assert!(errors.is_empty());
    // the wrapper's own handler is listed apart, as a tool whose name is unknown
    let named: Vec<&ServerPrediction> = servers
        .iter()
        .filter(|s| s.tools.iter().any(|t| t.wire.contains_key("name")))
        .collect();
    let [s] = named.as_slice() else {
        panic!("one server with named tools, got {}", named.len())
    };
    assert_eq!(names(s), ["search", "lookup"]);
    for t in &s.tools {
        assert!(!t.meta.exact, "{:?}", t.wire);
        assert!(
            t.meta.unknown.iter().any(|u| u
                .reason
                .contains("reaches into the SDK's private `_requestHandlers`")),
            "{:?}",
            t.meta.unknown
        );
        // what the SDK sends when the rewrite does not run
        assert_eq!(
            t.wire["inputSchema"]["$schema"],
            "http://json-schema.org/draft-07/schema#"
        );
    }
}

#[test]
fn a_guard_that_may_skip_the_loop_iteration_makes_the_registration_below_it_conditional() {
    let ws = Workspace::new();
    let servers = predict(&ws, "loop-skip");
    let [s] = servers.as_slice() else {
        panic!("one server, got {}", servers.len())
    };
    assert_eq!(names(s), ["status", "search"]);
    assert_eq!(
        conditions(s),
        [
            None,
            Some("it runs only when the `if (!process.env.SEARCH_URL)` above it does not skip it with `continue` or `break`, which toolsight cannot decide"),
        ]
    );
}

#[test]
fn a_table_whose_entries_register_themselves_in_a_loop_registers_on_the_loops_server() {
    // brave-search's layout: `for (const tool of Object.values(tools)) tool.register(server)`,
    // each entry's `register` in a module of its own, under a guard per entry
    let ws = Workspace::new();
    let servers = predict(&ws, "table-register");
    let summary = RunSummary::of(&servers);
    // the entry point only starts the server: not a module whose registrations went unread
    assert_eq!(
        (summary.servers, summary.tools, summary.unread_modules),
        (1, 2, 0)
    );
    let [s] = servers.as_slice() else {
        panic!("one server, got {}", servers.len())
    };
    assert!(s.constructed && s.error.is_none());
    // in the table's order; `beta` is skipped by a guard decided for its iteration
    assert_eq!(names(s), ["gamma", "alpha"]);
    let guard = "it runs only when the `if (!isToolEnabled(tool.name))` above it does not skip it with `continue` or `break`, which toolsight cannot decide";
    assert_eq!(conditions(s), [Some(guard), Some(guard)]);
    assert!(s.tools.iter().all(|t| t.meta.exact));
}
