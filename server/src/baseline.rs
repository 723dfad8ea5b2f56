//! The revision an editor's tools are compared with ("changed since <base>"): the tools every
//! server listed at the base of the branch (`revisions::default_base`), predicted once from git's
//! objects, so hover and code lens can say which tools now differ for the model.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde_json::Value as Json;

use crate::diff::{tool_changes, Class};
use crate::model::{ServerPrediction, ToolPrediction};
use crate::revisions::{default_base, ignored_paths, materialize, repository_root, Base};
use crate::workspace::Workspace;

/// A tool of the base: its server's file and its `tools/list` entry.
pub struct BaseTool {
    pub server_file: PathBuf,
    pub name: String,
    pub entry: Json,
}

/// The tools of one repository at its base revision.
pub struct Baseline {
    pub base: Base,
    /// The repository's top folder.
    pub root: PathBuf,
    /// The projects predicted at the base.
    pub projects: Vec<PathBuf>,
    /// What git ignores, relative to `root` (folders end in `/`): a server in an ignored file is
    /// not compared, as no revision holds it.
    ignored: Vec<String>,
    /// The base's tools by their server's file, relative to `root`.
    tools: HashMap<PathBuf, Vec<(String, Json)>>,
}

/// How a tool differs from the base.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Since {
    /// No server in the same file listed it.
    New,
    /// Its entry changed: each change in words, breaking ones first.
    Changed(Vec<(Class, String)>),
}

impl Baseline {
    /// The repository holding `folder` and the base its work is compared with; `None` outside
    /// a git repository or in one without a commit.
    pub fn base_of(folder: &Path) -> Option<(PathBuf, Base)> {
        let root = repository_root(folder).ok()?;
        let base = default_base(&root).ok()?;
        Some((root, base))
    }

    /// The tools of `projects` (folders or files in the repository at `root`) at `base`, as
    /// `predict` finds them in a copy of that revision made from git's objects.
    pub fn build(
        root: PathBuf,
        base: Base,
        projects: Vec<PathBuf>,
        mut predict: impl FnMut(&Path) -> Vec<BaseTool>,
    ) -> Result<Baseline, String> {
        let ignored = ignored_paths(&root)?;
        let copy = materialize(&root, &base.commit)?;
        let mut tools: HashMap<PathBuf, Vec<(String, Json)>> = HashMap::new();
        for project in &projects {
            let Some(at_base) = relative(&root, project).map(|rel| copy.join(rel)) else {
                continue;
            };
            if !at_base.exists() {
                continue;
            }
            for tool in predict(&at_base) {
                if let Some(file) = relative(&copy, &tool.server_file) {
                    tools.entry(file).or_default().push((tool.name, tool.entry));
                }
            }
        }
        let _ = std::fs::remove_dir_all(&copy);
        Ok(Baseline {
            base,
            root,
            projects,
            ignored,
            tools,
        })
    }

    /// Whether `path` lies in this repository.
    pub fn holds(&self, path: &Path) -> bool {
        relative(&self.root, path).is_some()
    }

    fn is_ignored(&self, file: &Path) -> bool {
        let file = file.to_string_lossy();
        self.ignored.iter().any(|i| match i.strip_suffix('/') {
            Some(dir) => file
                .strip_prefix(dir)
                .is_some_and(|rest| rest.starts_with('/')),
            None => *i == file,
        })
    }

    /// The number of tools at the base.
    pub fn tool_count(&self) -> usize {
        self.tools.values().map(Vec::len).sum()
    }

    /// The short form of the base commit, as `git log --oneline` shows it.
    pub fn short(&self) -> &str {
        &self.base.commit[..self.base.commit.len().min(7)]
    }

    /// How `tool` of `server` differs from the base; `None` when it is the same, or when its
    /// server's file is outside the repository or ignored by git.
    pub fn since(
        &self,
        ws: &Workspace,
        server: &ServerPrediction,
        tool: &ToolPrediction,
    ) -> Option<Since> {
        let file = relative(&self.root, &ws.file(server.span.file).path)?;
        if self.is_ignored(&file) {
            return None;
        }
        let name = tool.wire.get("name").and_then(Json::as_str)?;
        let Some((_, entry)) = self
            .tools
            .get(&file)
            .and_then(|tools| tools.iter().find(|(n, _)| n == name))
        else {
            return Some(Since::New);
        };
        let mut changes = tool_changes(entry, &Json::Object(tool.wire.clone()));
        if changes.is_empty() {
            return None;
        }
        changes.sort_by_key(|(class, _)| *class);
        Some(Since::Changed(changes))
    }
}

/// `path` relative to `root`, also when one of them is written through a symbolic link.
fn relative(root: &Path, path: &Path) -> Option<PathBuf> {
    if let Ok(rel) = path.strip_prefix(root) {
        return Some(rel.to_path_buf());
    }
    let (root, path) = (root.canonicalize().ok()?, path.canonicalize().ok()?);
    path.strip_prefix(root).ok().map(Path::to_path_buf)
}
