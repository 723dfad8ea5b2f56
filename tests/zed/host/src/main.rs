//! A test host for the toolsight Zed extension: loads the built component (`.wasm`, target
//! wasm32-wasip2) with wasmtime's component model, against the WIT of the zed_extension_api
//! version the extension uses (build.rs takes it from the crate's published source at build time),
//! supplies a fake worktree and Zed's settings, and calls the language-server exports the way
//! Zed does. Zed itself does not run here; everything the extension imports and these calls do
//! not use traps if called.
//!   zed-extension-test-host path/to/toolsight.wasm
use anyhow::{bail, ensure, Context, Result};
use std::collections::HashMap;
use wasmtime::component::{Component, Linker, Resource, ResourceType};
use wasmtime::{Config, Engine, Store, StoreContextMut};

// bindgen! over the WIT of the crate editors/zed locks, copied into OUT_DIR by build.rs
include!(concat!(env!("OUT_DIR"), "/bindings.rs"));

const WORKTREE_ID: u64 = 7;

/// One fake Zed: the binaries the worktree's shell finds, and the `lsp.toolsight` settings.
#[derive(Default)]
struct Fake {
    which: HashMap<String, String>,
    lsp_settings: String,
    settings_asked: Vec<(Option<u64>, String, Option<String>)>,
}

fn linker(engine: &Engine, component: &Component) -> Result<Linker<Fake>> {
    let mut linker = Linker::<Fake>::new(engine);
    let mut root = linker.root();
    root.resource("worktree", ResourceType::host::<Worktree>(), |_, _| Ok(()))?;
    // the other resources the exports name must be the bindgen types (their methods trap)
    root.resource("project", ResourceType::host::<Project>(), |_, _| Ok(()))?;
    root.resource(
        "key-value-store",
        ResourceType::host::<KeyValueStore>(),
        |_, _| Ok(()),
    )?;
    root.func_wrap(
        "[method]worktree.id",
        |_: StoreContextMut<Fake>, (_w,): (Resource<Worktree>,)| Ok((WORKTREE_ID,)),
    )?;
    root.func_wrap(
        "[method]worktree.root-path",
        |_: StoreContextMut<Fake>, (_w,): (Resource<Worktree>,)| {
            Ok(("/home/user/mcp-server".to_string(),))
        },
    )?;
    root.func_wrap(
        "[method]worktree.read-text-file",
        |_: StoreContextMut<Fake>, (_w, path): (Resource<Worktree>, String)| {
            Ok((Err::<String, String>(format!(
                "{path}: not in the fake worktree"
            )),))
        },
    )?;
    root.func_wrap(
        "[method]worktree.which",
        |cx: StoreContextMut<Fake>, (_w, name): (Resource<Worktree>, String)| {
            Ok((cx.data().which.get(&name).cloned(),))
        },
    )?;
    root.func_wrap(
        "[method]worktree.shell-env",
        |_: StoreContextMut<Fake>, (_w,): (Resource<Worktree>,)| {
            Ok((vec![(
                "PATH".to_string(),
                "/usr/local/bin:/usr/bin".to_string(),
            )],))
        },
    )?;
    root.func_wrap(
        "get-settings",
        |mut cx: StoreContextMut<Fake>,
         (location, category, key): (Option<SettingsLocation>, String, Option<String>)| {
            let data = cx.data_mut();
            data.settings_asked.push((
                location.map(|l| l.worktree_id),
                category.clone(),
                key.clone(),
            ));
            let answer = if category == "lsp" && key.as_deref() == Some("toolsight") {
                Ok(data.lsp_settings.clone())
            } else {
                Err(format!(
                    "the fake Zed has no {category} settings for {key:?}"
                ))
            };
            Ok((answer,))
        },
    )?;
    // WASI's environment, which zed_extension_api reads at init (PWD, the extension's work
    // directory, as Zed sets it); under the WASI version the component was linked against
    let import = |prefix: &str| {
        component
            .component_type()
            .imports(engine)
            .map(|(name, _)| name.to_string())
            .find(|name| name.starts_with(prefix))
    };
    let wasi_env =
        import("wasi:cli/environment@").context("the component imports no wasi:cli/environment")?;
    linker.instance(&wasi_env)?.func_wrap(
        "get-environment",
        |_: StoreContextMut<Fake>, (): ()| {
            Ok((vec![(
                "PWD".to_string(),
                "/zed/extensions/work/toolsight".to_string(),
            )],))
        },
    )?;
    // and the seed of std's HashMap (the `env` of a binary setting is a map)
    if let Some(seed) = import("wasi:random/insecure-seed@") {
        linker
            .instance(&seed)?
            .func_wrap("insecure-seed", |_: StoreContextMut<Fake>, (): ()| {
                Ok(((0x5eed_u64, 0x70015_u64),))
            })?;
    }
    // the rest of WASI and of the zed:extension interfaces: traps if the extension calls them
    linker.define_unknown_imports_as_traps(component)?;
    Ok(linker)
}

struct Answers {
    command: Result<Command, String>,
    init: Result<Option<String>, String>,
    workspace: Result<Option<String>, String>,
    settings_asked: Vec<(Option<u64>, String, Option<String>)>,
}

fn call(engine: &Engine, component: &Component, fake: Fake) -> Result<Answers> {
    let linker = linker(engine, component)?;
    let mut store = Store::new(engine, fake);
    let ext = Extension::instantiate(&mut store, component, &linker)
        .map_err(anyhow::Error::from)
        .context("instantiate")?;
    ext.call_init_extension(&mut store)
        .map_err(anyhow::Error::from)
        .context("init-extension")?;
    let wt = || Resource::<Worktree>::new_borrow(1);
    let command = ext
        .call_language_server_command(&mut store, "toolsight", wt())
        .map_err(anyhow::Error::from)
        .context("language-server-command")?;
    let init = ext
        .call_language_server_initialization_options(&mut store, "toolsight", wt())
        .map_err(anyhow::Error::from)
        .context("language-server-initialization-options")?;
    let workspace = ext
        .call_language_server_workspace_configuration(&mut store, "toolsight", wt())
        .map_err(anyhow::Error::from)
        .context("language-server-workspace-configuration")?;
    Ok(Answers {
        command,
        init,
        workspace,
        settings_asked: std::mem::take(&mut store.data_mut().settings_asked),
    })
}

fn json(s: &Option<String>) -> Result<serde_json::Value> {
    Ok(match s {
        Some(s) => serde_json::from_str(s).with_context(|| format!("not JSON: {s}"))?,
        None => serde_json::Value::Null,
    })
}

fn on_path() -> HashMap<String, String> {
    HashMap::from([(
        "toolsight".to_string(),
        "/usr/local/bin/toolsight".to_string(),
    )])
}

fn main() -> Result<()> {
    let wasm = std::env::args()
        .nth(1)
        .context("usage: zed-extension-test-host EXTENSION.wasm")?;
    let mut config = Config::new();
    config.wasm_component_model(true);
    let engine = Engine::new(&config)?;
    let component = Component::from_file(&engine, &wasm)
        .map_err(anyhow::Error::from)
        .with_context(|| format!("load {wasm}"))?;
    let mut failed = 0;
    let mut case = |name: &str, f: &dyn Fn() -> Result<()>| match f() {
        Ok(()) => println!("ok   {name}"),
        Err(e) => {
            println!("FAIL {name}: {e:#}");
            failed += 1;
        }
    };

    case(
        "path setting given: lsp.toolsight.binary.path wins over PATH",
        &|| {
            let a = call(&engine, &component, Fake {
            which: on_path(),
            lsp_settings: r#"{"binary":{"path":"/opt/toolsight/bin/toolsight","arguments":null,"env":{"RUST_LOG":"debug"}}}"#.into(),
            ..Fake::default()
        })?;
            let c = a.command.map_err(anyhow::Error::msg)?;
            ensure!(
                c.command == "/opt/toolsight/bin/toolsight",
                "command {:?}",
                c.command
            );
            ensure!(c.args == ["lsp"], "args {:?}", c.args);
            ensure!(
                c.env == [("RUST_LOG".to_string(), "debug".to_string())],
                "env {:?}",
                c.env
            );
            ensure!(
                a.settings_asked
                    .iter()
                    .all(|(wt, cat, key)| *wt == Some(WORKTREE_ID)
                        && cat == "lsp"
                        && key.as_deref() == Some("toolsight")),
                "settings asked: {:?}",
                a.settings_asked
            );
            Ok(())
        },
    );
    case(
        "path setting given with arguments: they replace `lsp`",
        &|| {
            let a = call(
                &engine,
                &component,
                Fake {
                    which: HashMap::new(),
                    lsp_settings:
                        r#"{"binary":{"path":"/x/toolsight","arguments":["lsp","--stdio"]}}"#.into(),
                    ..Fake::default()
                },
            )?;
            let c = a.command.map_err(anyhow::Error::msg)?;
            ensure!(
                c.command == "/x/toolsight" && c.args == ["lsp", "--stdio"],
                "{c:?}"
            );
            Ok(())
        },
    );
    case(
        "found on PATH: no settings, the worktree's `which`",
        &|| {
            let a = call(
                &engine,
                &component,
                Fake {
                    which: on_path(),
                    lsp_settings: "{}".into(),
                    ..Fake::default()
                },
            )?;
            let c = a.command.map_err(anyhow::Error::msg)?;
            ensure!(
                c.command == "/usr/local/bin/toolsight" && c.args == ["lsp"] && c.env.is_empty(),
                "{c:?}"
            );
            ensure!(
                a.init == Ok(None),
                "initialization options without settings: {:?}",
                a.init
            );
            ensure!(
                a.workspace == Ok(None),
                "workspace configuration without settings: {:?}",
                a.workspace
            );
            Ok(())
        },
    );
    case(
        "settings given: initialization options and the `toolsight` workspace section",
        &|| {
            let a = call(&engine, &component, Fake {
            which: on_path(),
            lsp_settings: r#"{"settings":{"rules":{"missing-bounds":"off"},"target":{"clients":["anthropic"]}}}"#.into(),
            ..Fake::default()
        })?;
            let want = serde_json::json!({"rules":{"missing-bounds":"off"},"target":{"clients":["anthropic"]}});
            let init = json(&a.init.map_err(anyhow::Error::msg)?)?;
            ensure!(init == want, "initialization options {init}");
            let ws = json(&a.workspace.map_err(anyhow::Error::msg)?)?;
            ensure!(
                ws == serde_json::json!({ "toolsight": want }),
                "workspace configuration {ws}"
            );
            Ok(())
        },
    );
    case(
        "settings given as initialization_options: used for both",
        &|| {
            let a = call(
                &engine,
                &component,
                Fake {
                    which: on_path(),
                    lsp_settings:
                        r#"{"initialization_options":{"rules":{"description-length":{"max":300}}}}"#
                            .into(),
                    ..Fake::default()
                },
            )?;
            let want = serde_json::json!({"rules":{"description-length":{"max":300}}});
            ensure!(
                json(&a.init.map_err(anyhow::Error::msg)?)? == want,
                "initialization options"
            );
            ensure!(
                json(&a.workspace.map_err(anyhow::Error::msg)?)?
                    == serde_json::json!({ "toolsight": want }),
                "workspace configuration"
            );
            Ok(())
        },
    );
    case(
        "not found: an error that says how to install toolsight",
        &|| {
            let a = call(
                &engine,
                &component,
                Fake {
                    which: HashMap::new(),
                    lsp_settings: "{}".into(),
                    ..Fake::default()
                },
            )?;
            let msg = match a.command {
                Ok(c) => bail!("a command although there is no binary: {c:?}"),
                Err(m) => m,
            };
            for needle in [
                "pip install toolsight",
                "uv tool install toolsight",
                "npm i -g toolsight",
                "cargo install",
                "\"binary\": { \"path\"",
            ] {
                ensure!(msg.contains(needle), "the message lacks {needle:?}: {msg}");
            }
            Ok(())
        },
    );
    if failed > 0 {
        bail!("{failed} case(s) failed");
    }
    println!("zed extension: all cases passed");
    Ok(())
}
