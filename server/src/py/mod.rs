//! Python: the front end that reads MCP tools from `.py` modules (the Python SDK's `FastMCP`).

mod agents;
mod detect;
mod docstrings;
mod environ;
mod eval;
mod fix;
mod function_tools;
mod handlers;
mod incremental;
mod interp;
mod langchain;
mod lost_texts;
mod lowlevel;
mod mounts;
mod server_classes;
mod syntax_errors;
mod tools;

use std::cell::RefCell;
use std::collections::HashMap;
use std::ops::Range;
use std::path::{Path, PathBuf};

use crate::frontend::{Change, DocumentEdit, FrontEnd, Kept, Session};
use crate::model::{
    Edit, Environment, Reads, ServerPrediction, Target, ToolMeta, ToolPrediction, ToolSource,
};
use crate::span::{FileId, Span};
use crate::syntax::Lang;
use crate::targets::detect::Installed;
use crate::targets::UnknownPart;
use crate::workspace::{LoadError, Workspace};

pub use detect::detect;

pub struct Python;

impl FrontEnd for Python {
    fn name(&self) -> &'static str {
        "Python"
    }

    fn line_comment(&self) -> &'static str {
        "#"
    }

    fn detect(&self, path: &Path) -> Installed {
        detect(path)
    }

    fn reads(&self, path: &Path) -> bool {
        Lang::from_path(path) == Some(Lang::Python)
    }

    fn may_define_tools(&self, text: &str) -> bool {
        tools::may_define_tools(text)
    }

    fn session<'w>(
        &self,
        ws: &'w Workspace,
        installed: Option<Installed>,
        kept: Option<Kept>,
        environment: Option<&Environment>,
    ) -> Box<dyn Session + 'w> {
        Box::new(PySession {
            ws,
            installed,
            detected: RefCell::default(),
            environment: environment.cloned(),
            kept: RefCell::new(
                kept.as_ref()
                    .and_then(incremental::py_kept)
                    .cloned()
                    .unwrap_or_default(),
            ),
            words_unread: RefCell::default(),
        })
    }

    /// No fix is made in Python source yet: a rule's finding there comes without one.
    fn edits(&self, ws: &Workspace, change: &Change) -> Option<Vec<Edit>> {
        match change {
            Change::DescribeFromDocComment { parameter } => {
                fix::describe_from_docstring(ws, *parameter)
            }
            Change::DescribeWithField { text } => fix::describe_with_field(ws, *text),
            _ => None,
        }
    }

    /// No fix adds bounds to Python code yet, so none is checked against what is written.
    fn written_bounds(&self, _: &Workspace, _: Span, _: &[&str]) -> Option<String> {
        None
    }

    fn server_name(&self, _ws: &Workspace, _server: &ServerPrediction) -> Option<String> {
        None
    }

    fn edit_in_tool(
        &self,
        edit: &DocumentEdit,
        before: Span,
        after: Span,
        kept: &mut Kept,
    ) -> bool {
        incremental::edit_in_tool(edit, before, after, kept)
    }

    fn edit_is_inert(&self, edit: &DocumentEdit, statement: Span, kept: &mut Kept) -> bool {
        incremental::edit_is_inert(edit, statement, kept)
    }
}

struct PySession<'w> {
    ws: &'w Workspace,
    /// Versions to use for every file instead of the ones found beside it.
    installed: Option<Installed>,
    detected: RefCell<HashMap<PathBuf, Installed>>,
    /// The declared environment `os.environ` reads as.
    environment: Option<Environment>,
    /// What the sessions so far learnt, for the language server's next edit.
    kept: RefCell<incremental::PyKept>,
    /// The modules of the last full run, whose words [`Session::keep`] has not read yet.
    words_unread: RefCell<Vec<FileId>>,
}

impl PySession<'_> {
    /// Predicts the modules `ids` (reading only the registrations around `focus`, when given)
    /// and keeps the names that reach a server in each.
    fn predict(
        &self,
        ids: &[FileId],
        installed: &dyn Fn(&Path) -> Installed,
        focus: Option<(FileId, Range<usize>)>,
    ) -> Vec<ServerPrediction> {
        let mut reached = tools::Reached::default();
        if focus.is_some() {
            let mut kept = self.kept.borrow_mut();
            reached.resolutions = std::mem::take(&mut kept.resolutions);
            reached.quiet = std::mem::take(&mut kept.quiet);
        }
        let mut servers = tools::predict_project_around(
            self.ws,
            ids,
            installed,
            self.environment.as_ref(),
            focus,
            &mut reached,
        );
        handlers::attach(self.ws, &mut servers);
        let mut kept = self.kept.borrow_mut();
        kept.resolutions = reached.resolutions;
        kept.quiet = reached.quiet;
        for id in ids {
            kept.servers.insert(*id, Vec::new());
        }
        for (id, name) in reached.servers {
            kept.servers.entry(id).or_default().push(name);
        }
        if !reached.modules.is_empty() {
            *self.words_unread.borrow_mut() = reached.modules;
        }
        servers
    }

    fn installed_for(&self, path: &Path) -> Installed {
        if let Some(i) = &self.installed {
            return i.clone();
        }
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        self.detected
            .borrow_mut()
            .entry(dir)
            .or_insert_with(|| detect(path))
            .clone()
    }
}

impl Session for PySession<'_> {
    fn predict_files(
        &self,
        files: &[PathBuf],
        _parse_on_all_cores: bool,
    ) -> (Vec<ServerPrediction>, Vec<LoadError>) {
        let (mut ids, mut errors) = (Vec::new(), Vec::new());
        for f in files {
            match self.ws.load(f) {
                Ok(id) => ids.push(id),
                Err(e) => errors.push(e),
            }
        }
        let servers = self.predict(&ids, &|p| self.installed_for(p), None);
        (servers, errors)
    }

    fn predict_file(
        &self,
        path: &Path,
        installed: Option<&Installed>,
    ) -> Result<Vec<ServerPrediction>, LoadError> {
        let id = self.ws.load(path)?;
        let installed_for = |p: &Path| match installed {
            Some(i) => i.clone(),
            None => self.installed_for(p),
        };
        Ok(self.predict(&[id], &installed_for, None))
    }

    fn predict_around(
        &self,
        path: &Path,
        installed: &Installed,
        range: Range<usize>,
    ) -> Result<Vec<ServerPrediction>, LoadError> {
        let id = self.ws.load(path)?;
        Ok(self.predict(&[id], &|_| installed.clone(), Some((id, range))))
    }

    fn reads(&self) -> Reads {
        Reads::default()
    }

    /// The words of the last full run's modules are read here, for the language server only
    /// (`check` keeps nothing).
    fn keep(&self) -> Kept {
        let mut kept = self.kept.borrow().clone();
        let unread = std::mem::take(&mut *self.words_unread.borrow_mut());
        let files: Vec<_> = unread.iter().map(|id| self.ws.file(*id)).collect();
        for (id, words) in tools::mentioned_elsewhere(&files) {
            kept.mentioned.insert(id, std::rc::Rc::new(words));
        }
        Kept(Box::new(kept))
    }
}

/// A Python tool's prediction: exact when every version is modelled and nothing is unknown
/// (Python schemas are built as JSON, not kept as schema nodes for the rules).
fn prediction(
    target: &Target,
    wire: serde_json::Map<String, serde_json::Value>,
    unknown: Vec<UnknownPart>,
    source: ToolSource,
) -> ToolPrediction {
    ToolPrediction {
        wire,
        meta: ToolMeta {
            span: source.span,
            exact: target.modelled && unknown.is_empty(),
            unknown,
            losses: Vec::new(),
            conditional: None,
        },
        source,
        schemas: Vec::new(),
        recursion: None,
    }
}
