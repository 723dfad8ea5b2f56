//! `toolsight lsp`: diagnostics while typing (pushed, or pulled by clients that ask), the wire
//! schema on hover, fixes as code actions, a code lens per tool, tools and their parameters as
//! document and workspace symbols.
//!
//! tower-lsp-server starts handlers in arrival order but interleaves them at every `.await`, so
//! every handler changes the document state before its first `.await`; analysis runs off the
//! handler after a short debounce and is published only if the document is still at the version
//! it analysed.

use std::collections::HashMap;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use ropey::Rope;
use serde_json::{json, Value as Json};
use tower_lsp_server::jsonrpc::Result;
use tower_lsp_server::ls_types::*;
use tower_lsp_server::{Client, LanguageServer, LspService, Server};

use crate::baseline::{BaseTool, Baseline};
use crate::config::Config;
use crate::lsp::convert::{self, offset_in, DiagnosticSupport, Ranges};
use crate::lsp::engine::{rope_text, Analysis, DocText, Engine, EngineThread, Inputs};
use crate::lsp::framing::{self, Frame, Framer};
use crate::lsp::index::{self, WorkspaceIndex};
use crate::lsp::position::Encoding;
use crate::rules;
use crate::views;
use crate::walk::project_root;

/// The code lens command: shows the tool's `tools/list` entry. Arguments: the document's URI and
/// the tool's name.
pub const SHOW_WIRE_SCHEMA: &str = "toolsight.showWireSchema";

/// Changes within this long of each other are analysed once.
const DEBOUNCE: Duration = Duration::from_millis(150);

struct Doc {
    text: DocText,
    version: i32,
    /// The version before the last change, whose tree the last reparse started from.
    previous_version: i32,
    path: PathBuf,
}

#[derive(Default)]
struct State {
    docs: HashMap<Uri, Doc>,
    encoding: Option<Encoding>,
    /// What pushed diagnostics may carry.
    push_support: DiagnosticSupport,
    /// What pulled diagnostics may carry.
    pull_support: DiagnosticSupport,
    /// The client pulls diagnostics (`textDocument/diagnostic`). It keeps pulled and pushed
    /// diagnostics apart, so pushing as well would show every finding twice.
    pulls_diagnostics: bool,
    /// The client re-pulls on `workspace/diagnostic/refresh`.
    refreshes_diagnostics: bool,
    /// The client lets the server register file watchers.
    watches_files: bool,
    /// The client answers `workspace/configuration`.
    pulls_configuration: bool,
    /// The editor's settings, already checked (`Null`: none).
    settings: Json,
    /// Bumped on every watched-file change: analyses from before it are not reused.
    disk_generation: u64,
    /// The workspace folders, indexed at start.
    folders: Vec<PathBuf>,
    index: WorkspaceIndex,
    /// The client redraws code lenses on `workspace/codeLens/refresh`.
    refreshes_lenses: bool,
    /// Per git repository of the workspace, its tools at the base of the branch.
    baselines: Vec<Arc<Baseline>>,
}

/// The client asked for `shutdown`; and it sent `exit`. An `exit` without a `shutdown` before it
/// ends the server with exit code 1, as the protocol says. One server per process: statics.
static SHUT_DOWN: AtomicBool = AtomicBool::new(false);
static EXIT_SENT: AtomicBool = AtomicBool::new(false);

pub struct Backend {
    client: Client,
    state: Arc<Mutex<State>>,
    engine: Arc<EngineThread>,
}

/// Serves the language server on standard input/output until `exit` (or the end of input), and
/// returns the exit code: 1 for an `exit` the client sent without `shutdown`, else 0.
///
/// Standard input goes through toolsight's own framing (`lsp::framing`) before tower-lsp-server
/// reads it: a frame that cannot be read is logged on stderr and answered with its JSON-RPC error,
/// and serving goes on. Standard output has one writer, which takes whole frames from
/// tower-lsp-server and those answers, so they never interleave mid-frame.
pub async fn serve_stdio() -> u8 {
    let (to_server, from_stdin) = tokio::sync::mpsc::channel::<Vec<u8>>(16);
    let (answers, answers_rx) = tokio::sync::mpsc::unbounded_channel::<Vec<u8>>();
    // a thread of its own, not tokio's stdin: a read blocked on a client that keeps stdin open
    // after `exit` must not hold up the runtime's shutdown
    std::thread::spawn(move || read_frames(std::io::stdin().lock(), to_server, answers));
    // the token counter's vocabulary takes a third of a second to load: loaded now, beside the
    // workspace index, rather than on the first hover
    std::thread::spawn(|| crate::tokens::count(""));
    let (server_in, feed) = tokio::io::duplex(1 << 16);
    let (server_out, drain) = tokio::io::duplex(1 << 16);
    tokio::spawn(feed_server(from_stdin, feed));
    let writer = tokio::spawn(write_frames(drain, answers_rx, tokio::io::stdout()));
    let engine = Arc::new(EngineThread::start());
    let (service, socket) = LspService::new(|client| Backend {
        client,
        state: Arc::default(),
        engine,
    });
    Server::new(server_in, server_out, socket)
        .serve(service)
        .await;
    // serve dropped its output: the writer ends once it has written everything
    let _ = writer.await;
    u8::from(EXIT_SENT.load(Ordering::SeqCst) && !SHUT_DOWN.load(Ordering::SeqCst))
}

/// Documents larger than this are not kept or analysed while they are edited: every change
/// reparses and reanalyses the document, and a bundle of several megabytes takes seconds (the
/// CLI reads files up to `workspace::MAX_FILE_BYTES`).
const MAX_EDITED_BYTES: usize = 4 * 1024 * 1024;

/// Why a document is not analysed: its size against the limit edited documents have.
fn too_large(path: &std::path::Path, bytes: usize) -> String {
    format!(
        "toolsight: {} is not analysed: {bytes} bytes is over the {} MiB limit for documents the editor opens (run `toolsight check` on it instead)",
        path.display(),
        MAX_EDITED_BYTES / 1024 / 1024
    )
}

/// Whether a message is the `exit` notification (a small one: `exit` carries no parameters).
fn is_exit(body: &[u8]) -> bool {
    body.len() < 512 && serde_json::from_slice::<Json>(body).is_ok_and(|m| m["method"] == "exit")
}

/// Reads `input` into frames until it ends: messages go to the server (framed afresh), a dropped
/// frame is logged and its error goes to the client.
fn read_frames(
    mut input: impl std::io::Read,
    to_server: tokio::sync::mpsc::Sender<Vec<u8>>,
    answers: tokio::sync::mpsc::UnboundedSender<Vec<u8>>,
) {
    let mut framer = Framer::new();
    let mut chunk = vec![0; 1 << 16];
    loop {
        let n = match input.read(&mut chunk) {
            Ok(0) => return,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => {
                eprintln!("toolsight lsp: cannot read standard input: {e}");
                return;
            }
        };
        framer.push(&chunk[..n]);
        while let Some(f) = framer.next() {
            match f {
                Frame::Message(body) => {
                    if is_exit(&body) {
                        EXIT_SENT.store(true, Ordering::SeqCst);
                    }
                    if to_server.blocking_send(framing::frame(&body)).is_err() {
                        return;
                    }
                }
                Frame::Dropped { ref why, .. } => {
                    eprintln!("toolsight lsp: dropped a message: {why}");
                    if let Some(answer) = f.answer() {
                        let _ = answers.send(answer);
                    }
                }
            }
        }
    }
}

/// Hands the framed messages to tower-lsp-server; dropping `feed` at the end of input ends it.
async fn feed_server(
    mut messages: tokio::sync::mpsc::Receiver<Vec<u8>>,
    mut feed: tokio::io::DuplexStream,
) {
    use tokio::io::AsyncWriteExt;
    while let Some(m) = messages.recv().await {
        if feed.write_all(&m).await.is_err() {
            return;
        }
    }
}

/// The one writer of `out`: whole frames of the server's output (read back with the same framing)
/// and the answers to dropped frames, until the server's output ends.
async fn write_frames(
    mut server_out: tokio::io::DuplexStream,
    mut answers: tokio::sync::mpsc::UnboundedReceiver<Vec<u8>>,
    mut out: impl tokio::io::AsyncWrite + Unpin,
) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut framer = Framer::new();
    let mut chunk = vec![0; 1 << 16];
    let mut answers_open = true;
    loop {
        tokio::select! {
            read = server_out.read(&mut chunk) => {
                let n = match read {
                    Ok(0) | Err(_) => {
                        // answers to frames read before the server's last message still go out
                        while let Ok(a) = answers.try_recv() {
                            if out.write_all(&a).await.is_err() {
                                return;
                            }
                        }
                        break;
                    }
                    Ok(n) => n,
                };
                framer.push(&chunk[..n]);
                while let Some(f) = framer.next() {
                    match f {
                        Frame::Message(body) => {
                            if out.write_all(&framing::frame(&body)).await.is_err() {
                                return;
                            }
                        }
                        // tower-lsp-server writes nothing else; said, in case it ever does
                        Frame::Dropped { why, .. } => {
                            eprintln!("toolsight lsp: dropped an outgoing message: {why}");
                        }
                    }
                }
            }
            answer = answers.recv(), if answers_open => match answer {
                Some(a) => {
                    if out.write_all(&a).await.is_err() {
                        return;
                    }
                }
                None => answers_open = false,
            },
        }
        if out.flush().await.is_err() {
            return;
        }
    }
    let _ = out.flush().await;
}

impl Backend {
    fn encoding(&self) -> Encoding {
        self.state
            .lock()
            .map(|s| s.encoding.unwrap_or(Encoding::Utf16))
            .unwrap_or(Encoding::Utf16)
    }

    fn diagnostic_support(&self, pulled: bool) -> DiagnosticSupport {
        self.state
            .lock()
            .map(|s| {
                if pulled {
                    s.pull_support
                } else {
                    s.push_support
                }
            })
            .unwrap_or_default()
    }

    /// The document's path and what an analysis of it depends on.
    fn snapshot(&self, uri: &Uri) -> Option<(PathBuf, Inputs)> {
        let state = self.state.lock().ok()?;
        let doc = state.docs.get(uri)?;
        Some((doc.path.clone(), inputs(&state)))
    }

    /// The paths of the open documents (sorted, for a stable answer) and what analyses of them
    /// depend on.
    fn open_documents(&self) -> Option<(Vec<PathBuf>, Inputs)> {
        let state = self.state.lock().ok()?;
        let mut paths: Vec<PathBuf> = state.docs.values().map(|d| d.path.clone()).collect();
        paths.sort();
        Some((paths, inputs(&state)))
    }

    /// Whether an open document belongs to `scope` (a project root, or a file outside any).
    fn has_open_documents(&self, scope: &std::path::Path) -> bool {
        self.state.lock().is_ok_and(|s| {
            s.docs
                .values()
                .any(|d| project_root(&d.path).unwrap_or_else(|| d.path.clone()) == scope)
        })
    }

    /// Whether another open document belongs to the same project as `uri`.
    fn has_companions(&self, uri: &Uri) -> bool {
        let Ok(s) = self.state.lock() else {
            return false;
        };
        let Some(root) = s.docs.get(uri).and_then(|d| project_root(&d.path)) else {
            return false;
        };
        s.docs
            .iter()
            .any(|(u, d)| u != uri && project_root(&d.path).as_ref() == Some(&root))
    }

    fn settings(&self) -> Json {
        self.state
            .lock()
            .map(|s| s.settings.clone())
            .unwrap_or_default()
    }

    /// Takes the editor's settings (the `toolsight` section, or the object itself) and analyses
    /// the open documents again; settings toolsight cannot read are reported and not used.
    async fn apply_settings(&self, settings: Json) {
        let settings = match settings.get("toolsight") {
            Some(section) => section.clone(),
            None => settings,
        };
        if settings.is_null() {
            return;
        }
        let usable = match Config::from_settings(&settings) {
            Ok(_) => settings,
            Err(e) => {
                self.client
                    .show_message(MessageType::WARNING, format!("toolsight: {e}"))
                    .await;
                Json::Null
            }
        };
        if let Ok(mut s) = self.state.lock() {
            s.settings = usable;
        }
        self.reanalyse_open_documents().await;
    }

    /// Every open document is analysed again (each analysis reads the disk afresh), one
    /// analysis per project; a pulling client is asked to re-pull instead.
    async fn reanalyse_open_documents(&self) {
        let open: Vec<(Uri, i32)> = self
            .state
            .lock()
            .map(|s| s.docs.iter().map(|(u, d)| (u.clone(), d.version)).collect())
            .unwrap_or_default();
        let pulls = self.state.lock().is_ok_and(|s| s.pulls_diagnostics);
        if pulls {
            if self.state.lock().is_ok_and(|s| s.refreshes_diagnostics) {
                let _ = self.client.workspace_diagnostic_refresh().await;
            }
            return;
        }
        // one analysis per project publishes all of its open documents
        let mut roots = Vec::new();
        for (uri, version) in open {
            let root = uri
                .to_file_path()
                .and_then(|p| project_root(&p))
                .map(|r| r.to_path_buf());
            if root.is_none() || !roots.contains(&root) {
                roots.push(root);
                self.schedule(uri, version);
            }
        }
    }

    /// The `toolsight` section from `workspace/configuration`, when the client answers it.
    async fn pull_settings(&self) -> Json {
        if !self.state.lock().is_ok_and(|s| s.pulls_configuration) {
            return Json::Null;
        }
        let item = ConfigurationItem {
            scope_uri: None,
            section: Some("toolsight".into()),
        };
        match self.client.configuration(vec![item]).await {
            Ok(mut values) if !values.is_empty() => values.swap_remove(0),
            _ => Json::Null,
        }
    }

    fn version(&self, uri: &Uri) -> Option<i32> {
        self.state.lock().ok()?.docs.get(uri).map(|d| d.version)
    }

    /// Analyses `uri` after the debounce and publishes, unless a newer version arrived. The other
    /// open documents of the same project are published from the same analysis: a change to a
    /// shared schema or to the server's module changes their findings too.
    fn schedule(&self, uri: Uri, version: i32) {
        let (pulls, refresh) = self
            .state
            .lock()
            .map(|s| (s.pulls_diagnostics, s.refreshes_diagnostics))
            .unwrap_or((false, false));
        if pulls {
            // the client pulls the changed document itself; the other open documents of its
            // project may have changed findings too, which only a refresh makes it re-pull
            if refresh {
                let backend = self.handle();
                tokio::spawn(async move {
                    tokio::time::sleep(DEBOUNCE).await;
                    if backend.version(&uri) == Some(version) && backend.has_companions(&uri) {
                        let _ = backend.client.workspace_diagnostic_refresh().await;
                    }
                });
            }
            return;
        }
        let client = self.client.clone();
        let backend = self.handle();
        tokio::spawn(async move {
            tokio::time::sleep(DEBOUNCE).await;
            if backend.version(&uri) != Some(version) {
                return;
            }
            let Some((path, inputs)) = backend.snapshot(&uri) else {
                return;
            };
            let root = project_root(&path);
            let companions: Vec<(Uri, PathBuf, i32)> = backend
                .state
                .lock()
                .map(|s| {
                    s.docs
                        .iter()
                        .filter(|(u, d)| {
                            **u != uri && root.is_some() && project_root(&d.path) == root
                        })
                        .map(|(u, d)| (u.clone(), d.path.clone(), d.version))
                        .collect()
                })
                .unwrap_or_default();
            let enc = backend.encoding();
            let support = backend.diagnostic_support(false);
            let published = backend
                .engine
                .run(move |engine| {
                    let a = engine.findings(&inputs, &path);
                    // the rules run once; each open document of the project gets its share
                    let found = a.found();
                    std::iter::once((uri, path, version))
                        .chain(companions)
                        .map(|(u, p, v)| {
                            let diags =
                                a.ws.load(&p)
                                    .map(|file| diagnostics_in(a, found, file, enc, support))
                                    .unwrap_or_default();
                            (u, v, diags)
                        })
                        .collect::<Vec<_>>()
                })
                .await
                .unwrap_or_default();
            for (u, v, diags) in published {
                if backend.version(&u) == Some(v) {
                    client.publish_diagnostics(u, diags, Some(v)).await;
                }
            }
        });
    }

    /// Runs `f` on the analysis of the document as it is now (the last one, when nothing changed
    /// since), on the analysis thread.
    async fn with_analysis<T: Send + 'static>(
        &self,
        uri: &Uri,
        f: impl FnOnce(&Analysis, &Rope, Encoding) -> T + Send + 'static,
    ) -> Option<T> {
        let (path, inputs) = self.snapshot(uri)?;
        let text = self.state.lock().ok()?.docs.get(uri)?.text.text.clone();
        let enc = self.encoding();
        self.engine
            .run(move |engine| f(engine.analysis(&inputs, &path), &text, enc))
            .await
    }

    /// Like [`Backend::with_analysis`], for work that needs only the findings (diagnostics,
    /// their fixes), which an edit inside one tool updates without a whole new analysis.
    async fn with_findings<T: Send + 'static>(
        &self,
        uri: &Uri,
        f: impl FnOnce(&Analysis, Encoding) -> T + Send + 'static,
    ) -> Option<T> {
        let (path, inputs) = self.snapshot(uri)?;
        let enc = self.encoding();
        self.engine
            .run(move |engine| f(engine.findings(&inputs, &path), enc))
            .await
    }

    /// Indexes the workspace folders (or, after a change on disk, just the projects in `scopes`)
    /// in the background, and logs what it found.
    fn index(&self, scopes: Option<Vec<PathBuf>>) {
        let Ok((folders, settings)) = self
            .state
            .lock()
            .map(|s| (s.folders.clone(), s.settings.clone()))
        else {
            return;
        };
        if folders.is_empty() {
            return;
        }
        let enc = self.encoding();
        let backend = self.handle();
        tokio::spawn(async move {
            let started = std::time::Instant::now();
            let again = scopes.is_some();
            let built = tokio::task::spawn_blocking(move || {
                let scopes = match scopes {
                    // only what lies in the workspace
                    Some(scopes) => scopes
                        .into_iter()
                        .filter(|s| folders.iter().any(|f| s.starts_with(f)))
                        .collect(),
                    None => index::projects_under(&folders),
                };
                index::build(&scopes, &settings, |a| tool_symbols(a, enc))
            })
            .await;
            let built = match built {
                Ok(built) => built,
                Err(e) => {
                    let message = format!("toolsight: indexing the workspace failed ({e}); workspace symbols cover the projects of open documents only");
                    backend
                        .client
                        .log_message(MessageType::ERROR, message)
                        .await;
                    return;
                }
            };
            let count = |n: usize, what: &str| match n {
                1 => format!("1 {what}"),
                n => format!("{n} {what}s"),
            };
            let summary = format!(
                "toolsight: {} {} in {} ({}) in {} ms",
                if again { "re-indexed" } else { "indexed" },
                count(built.files(), "file"),
                count(built.projects.len(), "project"),
                count(built.tools(), "tool"),
                started.elapsed().as_millis()
            );
            if let Ok(mut s) = backend.state.lock() {
                s.index.merge(built);
            }
            backend.client.log_message(MessageType::INFO, summary).await;
            backend.compare_with_base().await;
        });
    }

    /// Predicts the tools of each workspace repository at the base of its branch, again only
    /// when the base commit or the projects with tools changed since, and has the client redraw
    /// its lenses, which say which tools changed since.
    async fn compare_with_base(&self) {
        let Ok((folders, projects, kept, inputs)) = self.state.lock().map(|s| {
            let projects: Vec<PathBuf> = s
                .index
                .projects
                .iter()
                .filter(|(_, p)| !p.tools.is_empty())
                .map(|(root, _)| root.clone())
                .collect();
            let inputs = Inputs {
                overlays: Vec::new(),
                settings: s.settings.clone(),
                disk_generation: 0,
            };
            (s.folders.clone(), projects, s.baselines.clone(), inputs)
        }) else {
            return;
        };
        let compared = tokio::task::spawn_blocking(move || {
            let mut baselines = Vec::new();
            let mut news = Vec::new();
            for folder in &folders {
                let Some((root, base)) = Baseline::base_of(folder) else {
                    continue;
                };
                if baselines.iter().any(|b: &Arc<Baseline>| b.root == root) {
                    continue;
                }
                let in_repo: Vec<PathBuf> = projects
                    .iter()
                    .filter(|p| p.starts_with(&root))
                    .cloned()
                    .collect();
                if let Some(same) = kept
                    .iter()
                    .find(|b| b.root == root && b.base == base && b.projects == in_repo)
                {
                    baselines.push(same.clone());
                    continue;
                }
                let predict = |dir: &std::path::Path| tools_at_base(&inputs, dir);
                match Baseline::build(root.clone(), base, in_repo, predict) {
                    Ok(b) => {
                        let b = Arc::new(b);
                        news.push(format!(
                            "toolsight: comparing tools with {} ({}): {} tools there in {}",
                            b.short(),
                            b.base.about,
                            b.tool_count(),
                            root.display()
                        ));
                        baselines.push(b);
                    }
                    Err(e) => news.push(format!(
                        "toolsight: tools are not compared with the base of {}: {e}",
                        root.display()
                    )),
                }
            }
            (baselines, news)
        })
        .await;
        let Ok((baselines, news)) = compared else {
            return;
        };
        if news.is_empty() {
            return;
        }
        let refresh = self.state.lock().is_ok_and(|mut s| {
            s.baselines = baselines;
            s.refreshes_lenses
        });
        for message in news {
            self.client.log_message(MessageType::INFO, message).await;
        }
        if refresh {
            let _ = self.client.code_lens_refresh().await;
        }
    }

    /// The baseline of the repository holding `uri`'s document, if there is one.
    fn baseline_for(&self, uri: &Uri) -> Option<Arc<Baseline>> {
        let s = self.state.lock().ok()?;
        let path = &s.docs.get(uri)?.path;
        s.baselines.iter().find(|b| b.holds(path)).cloned()
    }

    /// Another handle on the same server, for a task that outlives the handler.
    fn handle(&self) -> Backend {
        Backend {
            client: self.client.clone(),
            state: self.state.clone(),
            engine: self.engine.clone(),
        }
    }
}

/// The work the server does for one open document, without the protocol around it: the
/// benchmark times a change and the analysis that feeds its diagnostics, and a hover, with
/// exactly the code the handlers run.
pub struct DocumentProbe {
    path: PathBuf,
    doc: DocText,
    version: i32,
    enc: Encoding,
    engine: Engine,
}

impl DocumentProbe {
    /// A probe whose work, like the analysis thread's, allocates with mimalloc (the current
    /// thread switches to it: `crate::alloc`).
    pub fn new(path: PathBuf, text: &str, enc: Encoding) -> DocumentProbe {
        crate::alloc::use_mimalloc_on_this_thread();
        DocumentProbe {
            doc: DocText::new(&path, text),
            path,
            version: 1,
            enc,
            engine: Engine::default(),
        }
    }

    /// `didChange` with one incremental change.
    pub fn change(&mut self, range: Range, new_text: &str) {
        self.doc.apply(Some(range), new_text, self.enc);
        self.doc.reparse();
        self.version += 1;
    }

    fn inputs(&self) -> Inputs {
        Inputs {
            overlays: vec![self.doc.overlay(&self.path, self.version, self.version - 1)],
            settings: Json::Null,
            disk_generation: 0,
        }
    }

    pub fn diagnostics(&mut self) -> Vec<Diagnostic> {
        let inputs = self.inputs();
        diagnostics_of(
            self.engine.findings(&inputs, &self.path),
            self.enc,
            DiagnosticSupport::ALL,
        )
    }

    /// The document's text now.
    pub fn text(&self) -> String {
        rope_text(&self.doc.text)
    }

    /// What the server does once an answer is sent: frees the analyses it replaced.
    pub fn tidy(&mut self) {
        self.engine.tidy();
    }

    pub fn hover(&mut self, position: Position) -> Option<Hover> {
        let inputs = self.inputs();
        tool_hover(
            self.engine.analysis(&inputs, &self.path),
            &self.doc.text,
            self.enc,
            position,
            None,
        )
    }
}

/// The tools a project has in a copy of the base revision (`dir`: its root there), predicted
/// from disk as `toolsight check` would.
fn tools_at_base(inputs: &Inputs, dir: &std::path::Path) -> Vec<BaseTool> {
    let Some(first) = index::first_file(dir) else {
        return Vec::new();
    };
    let a = Analysis::new(inputs, &first);
    a.servers
        .iter()
        .flat_map(|s| {
            let server_file = a.ws.file(s.span.file).path.clone();
            s.tools.iter().map(move |t| BaseTool {
                server_file: server_file.clone(),
                name: rules::tool_name(t).to_string(),
                entry: Json::Object(t.wire.clone()),
            })
        })
        .collect()
}

/// What an analysis depends on besides the disk: the open documents (text, tree and version),
/// the settings and the watched files' generation.
fn inputs(state: &State) -> Inputs {
    Inputs {
        overlays: state
            .docs
            .values()
            .map(|d| d.text.overlay(&d.path, d.version, d.previous_version))
            .collect(),
        settings: state.settings.clone(),
        disk_generation: state.disk_generation,
    }
}

fn diagnostics_of(a: &Analysis, enc: Encoding, support: DiagnosticSupport) -> Vec<Diagnostic> {
    a.file
        .map(|file| diagnostics_in(a, a.found(), file, enc, support))
        .unwrap_or_default()
}

/// The findings of one analysis that lie in `file`, as LSP diagnostics.
fn diagnostics_in(
    a: &Analysis,
    found: &[Rc<rules::Diagnostic>],
    file: crate::span::FileId,
    enc: Encoding,
    support: DiagnosticSupport,
) -> Vec<Diagnostic> {
    convert::diagnostics_in(&a.ws, found, file, enc, support, &mut a.converted())
}

impl LanguageServer for Backend {
    async fn initialize(&self, params: InitializeParams) -> Result<InitializeResult> {
        let offered = params
            .capabilities
            .general
            .as_ref()
            .and_then(|g| g.position_encodings.clone())
            .unwrap_or_default();
        let encoding = if offered.iter().any(|e| e.as_str() == "utf-8") {
            Encoding::Utf8
        } else {
            Encoding::Utf16
        };
        let push_support = params
            .capabilities
            .text_document
            .as_ref()
            .and_then(|t| t.publish_diagnostics.as_ref())
            .map(|p| DiagnosticSupport {
                related_information: p.related_information.unwrap_or(false),
                unnecessary_tag: p
                    .tag_support
                    .as_ref()
                    .is_some_and(|t| t.value_set.contains(&DiagnosticTag::UNNECESSARY)),
                code_description: p.code_description_support.unwrap_or(false),
            })
            .unwrap_or_default();
        let pull_support = params
            .capabilities
            .text_document
            .as_ref()
            .and_then(|t| t.diagnostic.as_ref())
            .map(|p| DiagnosticSupport {
                related_information: p.related_information.unwrap_or(false),
                // the value set is private in the protocol types; read it from the JSON
                unnecessary_tag: serde_json::to_value(&p.tag_support)
                    .ok()
                    .and_then(|t| t.get("valueSet").cloned())
                    .and_then(|v| v.as_array().cloned())
                    .is_some_and(|v| v.contains(&Json::from(1))),
                code_description: p.code_description_support.unwrap_or(false),
            })
            .unwrap_or_default();
        // a client that renders related information or tags for pushed diagnostics renders them
        // for pulled ones too, even where its `diagnostic` capability does not repeat it
        let pull_support = DiagnosticSupport {
            related_information: pull_support.related_information
                || push_support.related_information,
            unnecessary_tag: pull_support.unnecessary_tag || push_support.unnecessary_tag,
            code_description: pull_support.code_description || push_support.code_description,
        };
        let pulls = params
            .capabilities
            .text_document
            .as_ref()
            .is_some_and(|t| t.diagnostic.is_some());
        let pulls_configuration = params
            .capabilities
            .workspace
            .as_ref()
            .and_then(|w| w.configuration)
            .unwrap_or(false);
        let watches = params
            .capabilities
            .workspace
            .as_ref()
            .and_then(|w| w.did_change_watched_files.as_ref())
            .and_then(|d| d.dynamic_registration)
            .unwrap_or(false);
        let refreshes = params
            .capabilities
            .workspace
            .as_ref()
            .and_then(|w| w.diagnostics.as_ref())
            .and_then(|d| d.refresh_support)
            .unwrap_or(false);
        let refreshes_lenses = params
            .capabilities
            .workspace
            .as_ref()
            .and_then(|w| w.code_lens.as_ref())
            .and_then(|c| c.refresh_support)
            .unwrap_or(false);
        if let Ok(mut s) = self.state.lock() {
            s.refreshes_lenses = refreshes_lenses;
            s.encoding = Some(encoding);
            s.push_support = push_support;
            s.pull_support = pull_support;
            s.pulls_diagnostics = pulls;
            s.refreshes_diagnostics = refreshes;
            s.watches_files = watches;
            s.pulls_configuration = pulls_configuration;
            // checked and reported in `initialized`, once the client may be told about mistakes
            s.settings = params.initialization_options.clone().unwrap_or_default();
            #[allow(deprecated)] // `rootUri`: clients without workspace folders still send it
            let root = params.root_uri.iter().cloned();
            s.folders = params
                .workspace_folders
                .iter()
                .flatten()
                .map(|f| f.uri.clone())
                .chain(root)
                .filter_map(|u| u.to_file_path().map(|p| p.into_owned()))
                .collect();
            s.folders.sort();
            s.folders.dedup();
        }
        // exit when the editor process dies, even if it never closes our stdin
        if let Some(pid) = params.process_id {
            tokio::spawn(async move {
                let proc_dir = PathBuf::from(format!("/proc/{pid}"));
                if !proc_dir.exists() {
                    return;
                }
                loop {
                    tokio::time::sleep(Duration::from_secs(2)).await;
                    if !proc_dir.exists() {
                        std::process::exit(0);
                    }
                }
            });
        }
        Ok(InitializeResult {
            server_info: Some(ServerInfo {
                name: "toolsight".into(),
                version: Some(env!("CARGO_PKG_VERSION").into()),
            }),
            capabilities: ServerCapabilities {
                position_encoding: Some(PositionEncodingKind::from(match encoding {
                    Encoding::Utf8 => "utf-8",
                    Encoding::Utf16 => "utf-16",
                })),
                text_document_sync: Some(TextDocumentSyncCapability::Options(
                    TextDocumentSyncOptions {
                        open_close: Some(true),
                        change: Some(TextDocumentSyncKind::INCREMENTAL),
                        ..Default::default()
                    },
                )),
                hover_provider: Some(HoverProviderCapability::Simple(true)),
                code_action_provider: Some(CodeActionProviderCapability::Options(
                    CodeActionOptions {
                        code_action_kinds: Some(vec![
                            CodeActionKind::QUICKFIX,
                            CodeActionKind::new("source.fixAll.toolsight"),
                        ]),
                        ..Default::default()
                    },
                )),
                code_lens_provider: Some(CodeLensOptions {
                    resolve_provider: Some(false),
                }),
                execute_command_provider: Some(ExecuteCommandOptions {
                    commands: vec![SHOW_WIRE_SCHEMA.into()],
                    ..Default::default()
                }),
                document_symbol_provider: Some(OneOf::Left(true)),
                workspace_symbol_provider: Some(OneOf::Left(true)),
                diagnostic_provider: Some(DiagnosticServerCapabilities::Options(
                    DiagnosticOptions {
                        identifier: Some("toolsight".into()),
                        // a shared schema file or package.json changes another file's findings
                        inter_file_dependencies: true,
                        workspace_diagnostics: false,
                        ..Default::default()
                    },
                )),
                ..ServerCapabilities::default()
            },
            offset_encoding: None,
        })
    }

    async fn shutdown(&self) -> Result<()> {
        SHUT_DOWN.store(true, Ordering::SeqCst);
        Ok(())
    }

    async fn did_open(&self, params: DidOpenTextDocumentParams) {
        let doc = params.text_document;
        let Some(path) = doc.uri.to_file_path().map(|p| p.into_owned()) else {
            return;
        };
        // a document this large is not kept, parsed or analysed
        if doc.text.len() > MAX_EDITED_BYTES {
            self.client
                .log_message(MessageType::WARNING, too_large(&path, doc.text.len()))
                .await;
            return;
        }
        if let Ok(mut s) = self.state.lock() {
            s.docs.insert(
                doc.uri.clone(),
                Doc {
                    text: DocText::new(&path, &doc.text),
                    version: doc.version,
                    previous_version: doc.version,
                    path,
                },
            );
        }
        self.schedule(doc.uri, doc.version);
    }

    async fn did_change(&self, params: DidChangeTextDocumentParams) {
        let uri = params.text_document.uri;
        let version = params.text_document.version;
        let enc = self.encoding();
        let grown = {
            let Ok(mut s) = self.state.lock() else { return };
            let Some(doc) = s.docs.get_mut(&uri) else {
                return;
            };
            for change in params.content_changes {
                doc.text.apply(change.range, &change.text, enc);
            }
            let bytes = doc.text.text.len_bytes();
            if bytes > MAX_EDITED_BYTES {
                let path = doc.path.clone();
                s.docs.remove(&uri);
                Some((path, bytes))
            } else {
                // one incremental reparse for all the changes of this version
                doc.text.reparse();
                doc.previous_version = doc.version;
                doc.version = version;
                None
            }
        };
        // grown past the limit: dropped as if closed, and said so
        if let Some((path, bytes)) = grown {
            let message = format!(
                "{}; close and reopen it once it is smaller",
                too_large(&path, bytes)
            );
            self.engine.run(move |engine| engine.forget(&path)).await;
            self.client.log_message(MessageType::WARNING, message).await;
            self.client.publish_diagnostics(uri, Vec::new(), None).await;
            return;
        }
        self.schedule(uri, version);
    }

    async fn initialized(&self, _: InitializedParams) {
        let from_initialize = self.settings();
        self.apply_settings(from_initialize).await;
        let pulled = self.pull_settings().await;
        self.apply_settings(pulled).await;
        self.index(None);
        if !self.state.lock().is_ok_and(|s| s.watches_files) {
            return;
        }
        // the files that change predictions without being open: what is installed, the
        // configuration, and the modules schemas and tools are imported from
        let watchers = [
            "**/package.json",
            "**/package-lock.json",
            "**/pnpm-lock.yaml",
            "**/yarn.lock",
            "**/toolsight.toml",
            "**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}",
            // Python: the configuration and pins in pyproject.toml, the other pins and lockfiles,
            // the interpreter version, a virtualenv made or changed, and the modules
            "**/pyproject.toml",
            "**/requirements*.txt",
            "**/{uv.lock,poetry.lock,pdm.lock,pylock.toml}",
            "**/.python-version",
            "**/pyvenv.cfg",
            "**/*.py",
        ]
        .into_iter()
        .map(|glob| FileSystemWatcher {
            glob_pattern: GlobPattern::String(glob.into()),
            kind: None,
        })
        .collect();
        let registration = Registration {
            id: "toolsight-watched-files".into(),
            method: "workspace/didChangeWatchedFiles".into(),
            register_options: serde_json::to_value(DidChangeWatchedFilesRegistrationOptions {
                watchers,
            })
            .ok(),
        };
        let _ = self.client.register_capability(vec![registration]).await;
    }

    /// A file changed on disk: every open document is analysed again (each analysis reads the
    /// disk afresh), the ones of other projects included, since a lockfile or a shared module
    /// may sit above several.
    async fn did_change_watched_files(&self, params: DidChangeWatchedFilesParams) {
        if let Ok(mut s) = self.state.lock() {
            s.disk_generation += 1;
        }
        let mut scopes: Vec<PathBuf> = params
            .changes
            .iter()
            .filter_map(|c| c.uri.to_file_path())
            .map(|p| project_root(&p).unwrap_or_else(|| p.into_owned()))
            .collect();
        scopes.sort();
        scopes.dedup();
        // a project with open documents is analysed from them, and indexed when they close
        scopes.retain(|scope| !self.has_open_documents(scope));
        if !scopes.is_empty() {
            self.index(Some(scopes));
        }
        self.reanalyse_open_documents().await;
    }

    async fn did_change_configuration(&self, params: DidChangeConfigurationParams) {
        let settings = if params.settings.is_null() {
            self.pull_settings().await
        } else {
            params.settings
        };
        self.apply_settings(settings).await;
    }

    async fn did_close(&self, params: DidCloseTextDocumentParams) {
        let closed = self
            .state
            .lock()
            .ok()
            .and_then(|mut s| s.docs.remove(&params.text_document.uri));
        // the analyses holding the closed text are freed, not kept until pushed out
        if let Some(path) = closed.as_ref().map(|d| d.path.clone()) {
            self.engine.run(move |engine| engine.forget(&path)).await;
        }
        let closed = closed.map(|d| project_root(&d.path).unwrap_or(d.path));
        // the index answers for the project again once none of its documents is open: bring it
        // up to date with what was saved meanwhile
        if let Some(scope) = closed.filter(|scope| !self.has_open_documents(scope)) {
            self.index(Some(vec![scope]));
        }
        self.client
            .publish_diagnostics(params.text_document.uri, Vec::new(), None)
            .await;
    }

    async fn hover(&self, params: HoverParams) -> Result<Option<Hover>> {
        let uri = params.text_document_position_params.text_document.uri;
        let position = params.text_document_position_params.position;
        let baseline = self.baseline_for(&uri);
        Ok(self
            .with_analysis(&uri, move |a, text, enc| {
                tool_hover(a, text, enc, position, baseline.as_deref())
            })
            .await
            .flatten())
    }

    async fn code_lens(&self, params: CodeLensParams) -> Result<Option<Vec<CodeLens>>> {
        let baseline = self.baseline_for(&params.text_document.uri);
        Ok(self
            .with_analysis(&params.text_document.uri, move |a, _, enc| {
                code_lenses(a, enc, baseline.as_deref())
            })
            .await)
    }

    /// `toolsight.showWireSchema`: the tool's entry as the server's `tools/list` sends it, shown
    /// as a message (any client can show one) and returned as the result.
    async fn execute_command(&self, params: ExecuteCommandParams) -> Result<Option<Json>> {
        if params.command != SHOW_WIRE_SCHEMA {
            return Err(tower_lsp_server::jsonrpc::Error::invalid_params(format!(
                "unknown command `{}`; this server runs only `{SHOW_WIRE_SCHEMA}`",
                params.command
            )));
        }
        let (uri, name) = match params.arguments.as_slice() {
            [Json::String(uri), Json::String(name), ..] => (uri.clone(), name.clone()),
            _ => {
                return Err(tower_lsp_server::jsonrpc::Error::invalid_params(format!(
                    "`{SHOW_WIRE_SCHEMA}` takes two arguments: the document URI and the tool name"
                )))
            }
        };
        let Ok(uri) = uri.parse::<Uri>() else {
            return Err(tower_lsp_server::jsonrpc::Error::invalid_params(format!(
                "`{uri}` is not a URI"
            )));
        };
        let found = self
            .with_analysis(&uri, move |a, _, _| {
                let file = a.file?;
                a.servers.iter().find_map(|s| {
                    s.tools
                        .iter()
                        .find(|t| {
                            rules::tool_name(t) == name && views::tool_site(t, file).is_some()
                        })
                        .map(|t| (Json::Object(t.wire.clone()), views::target_label(&s.target)))
                })
            })
            .await
            .flatten();
        let Some((wire, target)) = found else {
            return Err(tower_lsp_server::jsonrpc::Error::invalid_params(
                "no such tool in that open document (was it renamed or the document closed?)",
            ));
        };
        let message = format!(
            "{} over the wire ({target}):\n{}",
            wire.get("name").and_then(Json::as_str).unwrap_or("?"),
            serde_json::to_string_pretty(&wire).unwrap_or_default()
        );
        self.client.show_message(MessageType::INFO, message).await;
        Ok(Some(wire))
    }

    async fn document_symbol(
        &self,
        params: DocumentSymbolParams,
    ) -> Result<Option<DocumentSymbolResponse>> {
        Ok(self
            .with_analysis(&params.text_document.uri, |a, _, enc| {
                DocumentSymbolResponse::Nested(document_symbols(a, enc))
            })
            .await)
    }

    async fn symbol(
        &self,
        params: WorkspaceSymbolParams,
    ) -> Result<Option<WorkspaceSymbolResponse>> {
        let Some((paths, inputs)) = self.open_documents() else {
            return Ok(None);
        };
        let enc = self.encoding();
        // the projects of open documents from their current text; the rest from the index
        let live = self
            .engine
            .run(move |engine| {
                paths
                    .iter()
                    .map(|path| {
                        let scope = project_root(path).unwrap_or_else(|| path.clone());
                        (scope, tool_symbols(engine.analysis(&inputs, path), enc))
                    })
                    .collect::<Vec<_>>()
            })
            .await
            .unwrap_or_default();
        let mut all: Vec<WorkspaceSymbol> = Vec::new();
        if let Ok(s) = self.state.lock() {
            for (root, project) in &s.index.projects {
                if !live.iter().any(|(scope, _)| scope == root) {
                    all.extend(project.tools.iter().cloned());
                }
            }
        }
        all.extend(live.into_iter().flat_map(|(_, tools)| tools));
        let query = params.query.to_lowercase();
        let mut found: Vec<WorkspaceSymbol> = Vec::new();
        for symbol in all {
            if symbol.name.to_lowercase().contains(&query) && !found.contains(&symbol) {
                found.push(symbol);
            }
        }
        Ok(Some(WorkspaceSymbolResponse::Nested(found)))
    }

    async fn diagnostic(
        &self,
        params: DocumentDiagnosticParams,
    ) -> Result<DocumentDiagnosticReportResult> {
        let support = self.diagnostic_support(true);
        let items = self
            .with_findings(&params.text_document.uri, move |a, enc| {
                diagnostics_of(a, enc, support)
            })
            .await
            .unwrap_or_default();
        Ok(DocumentDiagnosticReportResult::Report(
            DocumentDiagnosticReport::Full(RelatedFullDocumentDiagnosticReport {
                related_documents: None,
                full_document_diagnostic_report: FullDocumentDiagnosticReport {
                    result_id: None,
                    items,
                },
            }),
        ))
    }

    async fn code_action(&self, params: CodeActionParams) -> Result<Option<CodeActionResponse>> {
        let uri = params.text_document.uri.clone();
        let mut actions: Vec<CodeActionOrCommand> = Vec::new();
        let wants = |kind: &CodeActionKind| {
            params
                .context
                .only
                .as_ref()
                .is_none_or(|only| only.iter().any(|k| kind.as_str().starts_with(k.as_str())))
        };
        if wants(&CodeActionKind::QUICKFIX) {
            let ours: Vec<&Diagnostic> = params
                .context
                .diagnostics
                .iter()
                .filter(|d| d.source.as_deref() == Some("toolsight"))
                .collect();
            let wanted: Vec<Wanted> = ours
                .iter()
                .filter_map(|d| match &d.code {
                    Some(NumberOrString::String(rule)) => Some(Wanted {
                        rule: rule.clone(),
                        range: d.range,
                        message: d.message.clone(),
                    }),
                    _ => None,
                })
                .collect();
            let fixes = if wanted.is_empty() {
                Vec::new()
            } else {
                self.with_findings(&uri, move |a, enc| fixes_for(a, enc, &wanted))
                    .await
                    .unwrap_or_default()
            };
            let mut fixes = fixes.into_iter();
            for d in ours {
                let Some(NumberOrString::String(rule)) = &d.code else {
                    continue;
                };
                if let Some((title, safe, edit)) = fixes.next().flatten() {
                    actions.push(CodeActionOrCommand::CodeAction(CodeAction {
                        title,
                        kind: Some(CodeActionKind::QUICKFIX),
                        diagnostics: Some(vec![d.clone()]),
                        edit: Some(edit),
                        is_preferred: Some(safe),
                        ..Default::default()
                    }));
                }
                actions.push(CodeActionOrCommand::CodeAction(suppress_action(
                    &uri,
                    d,
                    rule,
                    &self.state,
                )));
            }
        }
        let fix_all = CodeActionKind::new("source.fixAll.toolsight");
        if params.context.only.as_ref().is_some_and(|only| {
            only.iter()
                .any(|k| fix_all.as_str().starts_with(k.as_str()))
        }) {
            let edits = self
                .with_findings(&uri, fix_all_edits)
                .await
                .unwrap_or_default();
            if !edits.is_empty() {
                actions.push(CodeActionOrCommand::CodeAction(CodeAction {
                    title: "Fix all safe toolsight findings".into(),
                    kind: Some(fix_all),
                    edit: Some(WorkspaceEdit {
                        changes: Some(HashMap::from([(uri.clone(), edits)])),
                        ..Default::default()
                    }),
                    ..Default::default()
                }));
            }
        }
        Ok(Some(actions))
    }
}

/// The fix of the current finding with each rule and range (a diagnostic the client shows),
/// as title, whether it is safe, and the edit; none where the finding has no fix, is gone, or
/// its fix would leave the statement it edits unparsable.
/// A diagnostic the client asks code actions for, as it shows it.
struct Wanted {
    rule: String,
    range: Range,
    message: String,
}

fn fixes_for(
    a: &Analysis,
    enc: Encoding,
    wanted: &[Wanted],
) -> Vec<Option<(String, bool, WorkspaceEdit)>> {
    let mut ranges = Ranges::new(&a.ws, enc);
    let fixable: Vec<(&rules::Diagnostic, Range)> = a
        .found()
        .iter()
        .filter(|d| Some(d.span.file) == a.file && d.fix.is_some())
        .map(|d| (&**d, ranges.range(d.span)))
        .collect();
    wanted
        .iter()
        .map(|w| {
            // two findings of one rule on one range differ by their message (a client that
            // rewrites messages still gets the first one's fix)
            let at = |d: &rules::Diagnostic, r: &Range| d.rule == w.rule.as_str() && *r == w.range;
            let (d, _) = fixable
                .iter()
                .find(|(d, r)| at(d, r) && d.message == w.message)
                .or_else(|| fixable.iter().find(|(d, r)| at(d, r)))?;
            let fix = d.fix.as_ref()?;
            if !rules::fix_reparses_clean(&a.ws, fix) {
                return None;
            }
            let edit = convert::workspace_edit(fix, &mut ranges)?;
            Some((
                fix.title.clone(),
                fix.applicability == rules::Applicability::Safe,
                edit,
            ))
        })
        .collect()
}

/// `// toolsight-ignore: rule reason` (`#` in Python) on a new line above the finding, indented
/// like its line.
fn suppress_action(uri: &Uri, d: &Diagnostic, rule: &str, state: &Arc<Mutex<State>>) -> CodeAction {
    let comment = uri
        .to_file_path()
        .map_or("//", |p| crate::frontend::line_comment(&p));
    let indent = state
        .lock()
        .ok()
        .and_then(|s| {
            s.docs.get(uri).map(|doc| {
                doc.text
                    .text
                    .line(d.range.start.line as usize)
                    .chars()
                    .take_while(|c| *c == ' ' || *c == '\t')
                    .collect::<String>()
            })
        })
        .unwrap_or_default();
    let at = Position {
        line: d.range.start.line,
        character: 0,
    };
    CodeAction {
        title: format!("Suppress `{rule}` on this line with toolsight-ignore"),
        kind: Some(CodeActionKind::QUICKFIX),
        diagnostics: Some(vec![d.clone()]),
        edit: Some(WorkspaceEdit {
            changes: Some(HashMap::from([(
                uri.clone(),
                vec![TextEdit {
                    range: Range { start: at, end: at },
                    new_text: format!("{indent}{comment} toolsight-ignore: {rule} <reason>\n"),
                }],
            )])),
            ..Default::default()
        }),
        ..Default::default()
    }
}

/// The hover at `position`, from [`views::hover`].
fn tool_hover(
    a: &Analysis,
    text: &Rope,
    enc: Encoding,
    position: Position,
    baseline: Option<&Baseline>,
) -> Option<Hover> {
    let file = a.file?;
    let offset = offset_in(text, position, enc) as u32;
    let view = views::hover(&a.ws, &a.servers, file, offset, baseline)?;
    let mut ranges = Ranges::new(&a.ws, enc);
    Some(Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: view.markdown,
        }),
        range: view.span.map(|span| ranges.range(span)),
    })
}

/// The lenses of [`views::lenses`], each running `toolsight.showWireSchema` for its tool.
fn code_lenses(a: &Analysis, enc: Encoding, baseline: Option<&Baseline>) -> Vec<CodeLens> {
    let Some(file) = a.file else {
        return Vec::new();
    };
    let mut ranges = Ranges::new(&a.ws, enc);
    let uri = ranges.uri(file).map(|u| u.as_str().to_string());
    views::lenses(&a.ws, &a.servers, file, baseline)
        .into_iter()
        .map(|lens| CodeLens {
            range: ranges.range(lens.span),
            command: Some(Command::new(
                lens.title,
                SHOW_WIRE_SCHEMA.into(),
                Some(vec![json!(uri), json!(lens.tool)]),
            )),
            data: None,
        })
        .collect()
}

// `DocumentSymbol` still carries the deprecated `deprecated` field, which a struct literal must
// name
#[allow(deprecated)]
fn document_symbol(view: views::SymbolView, ranges: &mut Ranges) -> DocumentSymbol {
    let (kind, children) = match view.kind {
        views::SymbolKind::Tool => (SymbolKind::FUNCTION, Some(view.children)),
        views::SymbolKind::Parameter => (
            SymbolKind::FIELD,
            Some(view.children).filter(|c| !c.is_empty()),
        ),
    };
    DocumentSymbol {
        name: view.name,
        detail: view.detail,
        kind,
        tags: None,
        deprecated: None,
        range: ranges.range(view.span),
        selection_range: ranges.range(view.selection),
        children: children.map(|c| c.into_iter().map(|v| document_symbol(v, ranges)).collect()),
    }
}

/// The tools registered in the document with their parameters ([`views::document_symbols`]).
fn document_symbols(a: &Analysis, enc: Encoding) -> Vec<DocumentSymbol> {
    let Some(file) = a.file else {
        return Vec::new();
    };
    let mut ranges = Ranges::new(&a.ws, enc);
    views::document_symbols(&a.servers, file)
        .into_iter()
        .map(|v| document_symbol(v, &mut ranges))
        .collect()
}

/// Every tool of the analysis, where its name is written, once each.
fn tool_symbols(a: &Analysis, enc: Encoding) -> Vec<WorkspaceSymbol> {
    let mut ranges = Ranges::new(&a.ws, enc);
    views::tool_names(&a.servers)
        .into_iter()
        .filter_map(|(name, at)| {
            Some(WorkspaceSymbol {
                name,
                kind: SymbolKind::FUNCTION,
                tags: None,
                container_name: None,
                location: OneOf::Left(Location {
                    uri: ranges.uri(at.file)?,
                    range: ranges.range(at),
                }),
                data: None,
            })
        })
        .collect()
}

/// Every safe fix in the document that does not overlap an earlier one.
fn fix_all_edits(a: &Analysis, enc: Encoding) -> Vec<TextEdit> {
    let diags = a.found();
    let mut ranges = Ranges::new(&a.ws, enc);
    let mut edits: Vec<TextEdit> = Vec::new();
    let mut taken: Vec<(u32, u32)> = Vec::new();
    for d in diags.iter().filter(|d| Some(d.span.file) == a.file) {
        let Some(f) = d.fix.as_ref().filter(|f| {
            f.applicability == rules::Applicability::Safe && rules::fix_reparses_clean(&a.ws, f)
        }) else {
            continue;
        };
        if f.edits.iter().any(|e| {
            Some(e.span.file) != a.file
                || taken
                    .iter()
                    .any(|(s, t)| e.span.start < *t && *s < e.span.end.max(e.span.start + 1))
        }) {
            continue;
        }
        for e in &f.edits {
            taken.push((e.span.start, e.span.end));
            edits.push(TextEdit {
                range: ranges.range(e.span),
                new_text: e.text.clone(),
            });
        }
    }
    edits
}
