//! The one analysis pipeline `check`, `schema` and the language server run: each file goes to
//! the front end of its language, and the servers they predict come back in the neutral model.

use std::collections::{HashMap, HashSet};
use std::ops::Range;
use std::path::{Path, PathBuf};

use crate::frontend::{self, Kept, Session};
use crate::model::{Environment, Reads, ServerPrediction};
use crate::span::FileId;
use crate::targets::detect::Installed;
use crate::workspace::{LoadError, Workspace};

/// Predicts every server defined in `path`, read alone.
pub fn predict_file(
    ws: &Workspace,
    path: &Path,
    installed: Option<&Installed>,
) -> Result<Vec<ServerPrediction>, LoadError> {
    Predictor::new(ws).predict_file(path, installed)
}

/// Predicts the servers of `files`, a run's source files. A module that cannot define a tool is
/// left out (it is parsed only if a tool's module imports it); the others are predicted in
/// order, after being parsed on every core first when `parse_on_all_cores` (parsing is the part
/// that runs file by file). A long-lived process that must give its memory back after a run
/// parses on its own thread: the other threads' allocator arenas keep freed trees' pages.
pub fn predict_files(
    ws: &Workspace,
    files: &[PathBuf],
    parse_on_all_cores: bool,
) -> (Vec<ServerPrediction>, Vec<LoadError>) {
    predict_files_with(&Predictor::new(ws), files, parse_on_all_cores)
}

/// [`predict_files`] with `predictor`, which can then say what the prediction read.
pub fn predict_files_with(
    predictor: &Predictor,
    files: &[PathBuf],
    parse_on_all_cores: bool,
) -> (Vec<ServerPrediction>, Vec<LoadError>) {
    let ws = predictor.ws;
    let (mut servers, mut errors) = (Vec::new(), Vec::new());
    // a file no front end reads is named, not skipped
    for f in files.iter().filter(|f| frontend::for_path(f).is_none()) {
        errors.extend(ws.load(f).err());
    }
    for (i, fe) in frontend::all().iter().enumerate() {
        let mine: Vec<PathBuf> = files
            .iter()
            .filter(|f| fe.reads(f) && ws.may_define(f, |text| fe.may_define_tools(text)))
            .cloned()
            .collect();
        if mine.is_empty() {
            continue;
        }
        if parse_on_all_cores {
            ws.preload(&mine);
        }
        let (s, e) = predictor.sessions[i].predict_files(&mine, parse_on_all_cores);
        servers.extend(predictor.labelled(s));
        errors.extend(e);
    }
    (servers, errors)
}

/// One prediction session per front end, sharing caches across the files of a run.
pub struct Predictor<'w> {
    ws: &'w Workspace,
    /// In the order of [`frontend::all`].
    sessions: Vec<Box<dyn Session + 'w>>,
    /// The declared environment the sessions read, if any.
    environment: Option<Environment>,
}

impl<'w> Predictor<'w> {
    pub fn new(ws: &'w Workspace) -> Self {
        Predictor::with(ws, None, HashMap::new())
    }

    /// A predictor that takes `installed` as every file's installed versions.
    pub fn with_installed(ws: &'w Workspace, installed: Installed) -> Self {
        Predictor::with(ws, Some(installed), HashMap::new())
    }

    /// A predictor whose sessions start from what earlier ones kept ([`Predictor::keep`]).
    pub fn with(
        ws: &'w Workspace,
        installed: Option<Installed>,
        kept: HashMap<&'static str, Kept>,
    ) -> Self {
        Predictor::with_environment(ws, installed, kept, None)
    }

    /// [`Predictor::with`] for the declared `environment` (an empty declaration is none): the
    /// servers it predicts are labelled as made for it.
    pub fn with_environment(
        ws: &'w Workspace,
        installed: Option<Installed>,
        mut kept: HashMap<&'static str, Kept>,
        environment: Option<Environment>,
    ) -> Self {
        let environment = environment.filter(|e| !e.is_empty());
        let sessions = frontend::all()
            .iter()
            .map(|fe| {
                fe.session(
                    ws,
                    installed.clone(),
                    kept.remove(fe.name()),
                    environment.as_ref(),
                )
            })
            .collect();
        Predictor {
            ws,
            sessions,
            environment,
        }
    }

    fn labelled(&self, mut servers: Vec<ServerPrediction>) -> Vec<ServerPrediction> {
        if let Some(env) = &self.environment {
            for s in &mut servers {
                s.target.declare_environment(env);
            }
        }
        servers
    }

    fn session(&self, path: &Path) -> Option<&dyn Session> {
        let i = frontend::all().iter().position(|fe| fe.reads(path))?;
        Some(&*self.sessions[i])
    }

    pub fn predict_file(
        &self,
        path: &Path,
        installed: Option<&Installed>,
    ) -> Result<Vec<ServerPrediction>, LoadError> {
        match self.session(path) {
            Some(s) => s.predict_file(path, installed).map(|p| self.labelled(p)),
            None => self.ws.load(path).map(|_| Vec::new()),
        }
    }

    /// The one tool registered in `path` around `range`, predicted alone.
    pub fn predict_around(
        &self,
        path: &Path,
        installed: &Installed,
        range: Range<usize>,
    ) -> Result<Vec<ServerPrediction>, LoadError> {
        match self.session(path) {
            Some(s) => s
                .predict_around(path, installed, range)
                .map(|p| self.labelled(p)),
            None => self.ws.load(path).map(|_| Vec::new()),
        }
    }

    /// What every session's predictions depended on.
    pub fn reads(&self) -> Reads {
        let mut all = Reads::default();
        for s in &self.sessions {
            all.extend(s.reads());
        }
        all
    }

    /// What each front end's next session may start from, by front end.
    pub fn keep(&self) -> HashMap<&'static str, Kept> {
        frontend::all()
            .iter()
            .zip(&self.sessions)
            .map(|(fe, s)| (fe.name(), s.keep()))
            .collect()
    }
}

/// The order a language runs a program's modules in: depth first along their imports, each
/// module after the ones it imports (in the order it imports them), starting from the modules
/// no other module imports, in the order given. Registrations from several modules on one server
/// list in this order.
pub fn run_order(
    modules: &[FileId],
    imports: &HashMap<FileId, Vec<FileId>>,
) -> HashMap<FileId, usize> {
    let imported: HashSet<FileId> = imports.values().flatten().copied().collect();
    let mut order = HashMap::new();
    let mut entered = HashSet::new();
    let roots = modules.iter().filter(|id| !imported.contains(id));
    for &root in roots.chain(modules.iter()) {
        if !entered.insert(root) {
            continue;
        }
        // an explicit stack: import chains can be as long as the project
        let mut stack: Vec<(FileId, usize)> = vec![(root, 0)];
        while let Some((id, next)) = stack.pop() {
            match imports.get(&id).and_then(|deps| deps.get(next)) {
                Some(&dep) => {
                    stack.push((id, next + 1));
                    if entered.insert(dep) {
                        stack.push((dep, 0));
                    }
                }
                None => {
                    let rank = order.len();
                    order.insert(id, rank);
                }
            }
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modules_run_after_what_they_import_from_the_modules_nothing_imports() {
        let id = FileId;
        // 0 imports 1 and 2; 2 imports 1; 3 stands alone
        let imports = HashMap::from([(id(0), vec![id(1), id(2)]), (id(2), vec![id(1)])]);
        let order = run_order(&[id(3), id(2), id(1), id(0)], &imports);
        let ranked = |f: u32| order[&id(f)];
        assert!(ranked(1) < ranked(2) && ranked(2) < ranked(0));
        assert_eq!(order.len(), 4);
        // a cycle still ranks every module once
        let cyclic = HashMap::from([(id(0), vec![id(1)]), (id(1), vec![id(0)])]);
        assert_eq!(run_order(&[id(0), id(1)], &cyclic).len(), 2);
    }
}
