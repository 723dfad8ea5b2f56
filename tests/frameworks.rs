//! Agent framework tool definitions are recognised and, having no oracle yet, marked approximate;
//! fastmcp's are verified for the versions its oracle configs install.

use std::path::Path;

use toolsight::predict::predict_file;
use toolsight::workspace::Workspace;

#[test]
fn ai_sdk_openai_agents_mastra_and_langchain_tools_are_recognised_as_approximate() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/frameworks/agent.ts");
    let ws = Workspace::new();
    let servers = predict_file(&ws, &file, None).unwrap();
    let mut seen: Vec<(&str, String, String)> = Vec::new();
    for s in &servers {
        for t in &s.tools {
            assert!(!t.meta.exact, "framework tools have no verified model yet");
            let name = t.wire["name"].as_str().unwrap().to_string();
            let props = t.wire["inputSchema"]["properties"]
                .as_object()
                .map(|p| p.keys().cloned().collect::<Vec<_>>().join(","))
                .unwrap_or_default();
            seen.push((s.target.framework.unwrap(), name, props));
        }
    }
    let expected = [
        ("ai", "weather", "city"),
        ("ai", "lookup", "q"),
        ("@openai/agents", "get_time", "tz"),
        ("@mastra/core", "m-tool", "a"),
        ("@langchain/core", "lc_tool", "b"),
    ];
    let seen: Vec<(&str, &str, &str)> = seen
        .iter()
        .map(|(a, b, c)| (*a, b.as_str(), c.as_str()))
        .collect();
    assert_eq!(seen, expected);
    let weather = &servers[0].tools[0].wire;
    assert_eq!(weather["description"], "Get the weather for a city");
    assert_eq!(
        weather["inputSchema"]["properties"]["city"]["description"],
        "City name"
    );
}

#[test]
fn typescript_fastmcp_servers_of_an_unverified_version_list_their_tools_as_approximate() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures/frameworks/fastmcp/server.ts");
    let ws = Workspace::new();
    let servers = predict_file(&ws, &file, None).unwrap();
    let [s] = servers.as_slice() else {
        panic!("one server, got {}", servers.len())
    };
    assert_eq!(s.target.framework, Some("fastmcp"));
    assert!(s.error.is_none() && s.constructed);
    let [t] = s.tools.as_slice() else { panic!() };
    // the fixture pins fastmcp 3.20.0; the oracle verifies 4.3.2 and 4.20.16
    assert_eq!(s.target.framework_version.as_deref(), Some("3.20.0"));
    assert!(!s.target.modelled && !t.meta.exact);
    assert!(
        s.target
            .why
            .iter()
            .any(|w| w.starts_with("fastmcp 3.20.0 is not a verified version")),
        "{:?}",
        s.target.why
    );
    assert_eq!(t.wire["name"], "scrape");
    assert_eq!(
        t.wire["inputSchema"]["properties"]["url"]["description"],
        "The page's address"
    );
}

/// A module that replaces `server.addTool` with a function of its own is read through when that
/// function verifiably registers each tool it keeps with what fastmcp lists unchanged (the tool,
/// `{ ...tool, execute }` from a helper, or `{ ...tool, timeoutMs }` written in the call): its
/// tools are exact, and conditional on the early `return` that drops some. A helper that gives the tool another description, or changes its
/// annotations in place, leaves its tools approximate with the reason.
#[test]
fn a_fastmcp_add_tool_wrapper_is_read_through_only_when_it_hands_the_tool_on_unchanged() {
    let dir =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/frameworks/fastmcp-wrapped");
    let ws = Workspace::new();
    let mut by_file = std::collections::BTreeMap::new();
    for name in ["server.ts", "timed.ts", "tagged.ts", "hinted.ts"] {
        let servers = predict_file(&ws, &dir.join(name), None).unwrap();
        let [s] = <[_; 1]>::try_from(servers).unwrap();
        assert!(s.target.modelled, "{name}: {:?}", s.target.why);
        by_file.insert(name, s);
    }
    let s = &by_file["server.ts"];
    let names: Vec<&str> = s
        .tools
        .iter()
        .map(|t| t.wire["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["fetch_page", "list_links"]);
    for t in &s.tools {
        assert!(t.meta.exact, "{:?}", t.meta.unknown);
        let (why, at) = t.meta.conditional.as_ref().expect("conditional");
        let written = &ws.file(at.file).text[at.start as usize..at.end as usize];
        assert!(why.contains(written), "{why} quotes {written}");
        assert!(written.contains("allowlist.has(tool.name)"), "{written}");
    }
    // `addTool({ ...tool, timeoutMs })` with nothing dropped: exact and unconditional
    let [t] = by_file["timed.ts"].tools.as_slice() else {
        panic!()
    };
    assert!(t.meta.exact && t.meta.conditional.is_none(), "{:?}", t.meta);
    for name in ["tagged.ts", "hinted.ts"] {
        let [t] = by_file[name].tools.as_slice() else {
            panic!("{name}")
        };
        assert!(!t.meta.exact && t.meta.conditional.is_none(), "{name}");
        assert!(
            t.meta
                .unknown
                .iter()
                .any(|u| u.reason.contains("replaces the server's `addTool`")),
            "{name}: {:?}",
            t.meta.unknown
        );
    }
}
