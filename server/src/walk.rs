//! Collecting the source files under the paths given on the command line, honouring .gitignore.

use std::path::{Path, PathBuf};

use crate::syntax::Lang;

/// The TypeScript/JavaScript files under `paths` (files given directly are kept whatever their
/// extension, so a wrong path gets a clear error instead of silence), sorted.
pub fn source_files(paths: &[PathBuf]) -> (Vec<PathBuf>, Vec<String>) {
    let mut files = Vec::new();
    let mut errors = Vec::new();
    for p in paths {
        if p.is_file() {
            files.push(p.clone());
            continue;
        }
        if !p.exists() {
            errors.push(format!("{}: no such file or directory", p.display()));
            continue;
        }
        // installed packages are never the project's own tools, ignored by git or not
        let walk = ignore::WalkBuilder::new(p)
            .filter_entry(|e| e.file_name() != "node_modules")
            .build();
        for entry in walk {
            match entry {
                Ok(e) => {
                    let path = e.path();
                    if e.file_type().is_some_and(|t| t.is_file())
                        && Lang::from_path(path).is_some()
                        && !is_declaration(path)
                    {
                        files.push(path.to_path_buf());
                    }
                }
                Err(e) => errors.push(e.to_string()),
            }
        }
    }
    files.sort();
    files.dedup();
    (files, errors)
}

/// `.d.ts` files declare types only.
fn is_declaration(p: &Path) -> bool {
    p.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.ends_with(".d.ts") || n.ends_with(".d.mts") || n.ends_with(".d.cts"))
}
