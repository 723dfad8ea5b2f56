//! The workspace index: at start, every project under the workspace folders is analysed once from
//! disk, as `toolsight check` would, and kept only as a compact summary (its tools, where their
//! names are written). Syntax trees are kept for the open documents alone; a project's trees are
//! dropped as soon as its summary is made.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::Value as Json;
use tower_lsp_server::ls_types::WorkspaceSymbol;

use crate::lsp::engine::{Analysis, Inputs};
use crate::walk::{project_root, source_files};

/// One project as the index keeps it.
pub struct ProjectEntry {
    /// Source files analysed for it.
    pub files: usize,
    /// Its tools, at the place their names are written.
    pub tools: Vec<WorkspaceSymbol>,
}

#[derive(Default)]
pub struct WorkspaceIndex {
    /// By project root (a file outside any project is its own).
    pub projects: BTreeMap<PathBuf, ProjectEntry>,
}

impl WorkspaceIndex {
    pub fn files(&self) -> usize {
        self.projects.values().map(|p| p.files).sum()
    }

    pub fn tools(&self) -> usize {
        self.projects.values().map(|p| p.tools.len()).sum()
    }

    /// Puts (or replaces) the summaries of `other`'s projects.
    pub fn merge(&mut self, other: WorkspaceIndex) {
        self.projects.extend(other.projects);
    }
}

/// The projects the source files under `folders` (git-ignored files and `node_modules` left out)
/// belong to, each once: a project root, or a file that belongs to none.
pub fn projects_under(folders: &[PathBuf]) -> Vec<PathBuf> {
    let (files, _) = source_files(folders);
    let mut scopes: Vec<PathBuf> = files
        .iter()
        .map(|f| project_root(f).unwrap_or_else(|| f.clone()))
        .collect();
    scopes.sort();
    scopes.dedup();
    scopes
}

/// Analyses each of `scopes` (from [`projects_under`]) from disk and keeps its summary.
pub fn build(
    scopes: &[PathBuf],
    settings: &Json,
    summarize: impl Fn(&Analysis) -> Vec<WorkspaceSymbol>,
) -> WorkspaceIndex {
    let inputs = Inputs {
        overlays: Vec::new(),
        settings: settings.clone(),
        disk_generation: 0,
    };
    let mut index = WorkspaceIndex::default();
    for scope in scopes {
        let Some(first) = first_file(scope) else {
            // gone from disk: its summary goes too
            let empty = ProjectEntry {
                files: 0,
                tools: Vec::new(),
            };
            index.projects.insert(scope.clone(), empty);
            continue;
        };
        let analysis = Analysis::new(&inputs, &first);
        let files = analysis.ws.loaded_files();
        // the summary's small allocations land among the analysis's, and each would keep a page
        // of the freed analysis from going back: it is packed into one buffer while the analysis
        // is freed, and unpacked into the emptied heap
        let summary = summarize(&analysis);
        let packed = serde_json::to_vec(&summary);
        drop(analysis);
        give_back_freed_memory();
        let tools = match packed.ok().and_then(|p| serde_json::from_slice(&p).ok()) {
            Some(unpacked) => unpacked,
            None => summary,
        };
        index
            .projects
            .insert(scope.clone(), ProjectEntry { files, tools });
    }
    give_back_freed_memory();
    index
}

/// A file to start the analysis of `scope` from (the analysis walks the whole project).
pub fn first_file(scope: &Path) -> Option<PathBuf> {
    if scope.is_file() {
        return Some(scope.to_path_buf());
    }
    source_files(&[scope.to_path_buf()]).0.into_iter().next()
}

/// The trees of the analysed projects are many small allocations; once they are freed, glibc
/// keeps the pages unless asked to return them, and the server would look as large as its
/// biggest project for the rest of the session. (Indexing uses the system allocator for this:
/// `crate::alloc`.)
fn give_back_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free memory at the top of the heaps and in free chunks;
    // it touches no live allocation.
    unsafe {
        libc::malloc_trim(0);
    }
}
