//! Collecting the source files under the paths given on the command line, honouring .gitignore.

use std::path::{Path, PathBuf};

use crate::frontend;

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
            errors.push(match std::fs::metadata(p) {
                // a dangling or looping symlink, say, rather than a path that is not there
                Err(e) if p.is_symlink() => {
                    format!("{}: cannot follow the symlink: {e}", p.display())
                }
                _ => format!("{}: no such file or directory", p.display()),
            });
            continue;
        }
        // installed packages are never the project's own tools, ignored by git or not: neither
        // node_modules nor a Python virtualenv (a folder with `pyvenv.cfg`, named anything)
        let walk = ignore::WalkBuilder::new(p)
            .filter_entry(|e| {
                e.file_name() != "node_modules"
                    && !(e.file_type().is_some_and(|t| t.is_dir())
                        && e.path().join("pyvenv.cfg").is_file())
            })
            .build();
        for entry in walk {
            match entry {
                Ok(e) => {
                    let path = e.path();
                    if e.file_type().is_some_and(|t| t.is_file())
                        && frontend::for_path(path).is_some()
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

/// The files that make a folder a project: npm's, toolsight's own, and Python's (a Python tool
/// module is as often registered from another module as a TypeScript one).
const PROJECT_MARKERS: &[&str] = &[
    "package.json",
    "toolsight.toml",
    "pyproject.toml",
    "setup.py",
    "setup.cfg",
    "requirements.txt",
];

/// The nearest folder above `path` with one of [`PROJECT_MARKERS`]: the project whose
/// files can register tools on each other's servers. A relative path is searched relatively
/// (so reports keep the paths as given), up to the current directory.
pub fn project_root(path: &Path) -> Option<PathBuf> {
    path.ancestors().skip(1).find_map(|dir| {
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        PROJECT_MARKERS
            .iter()
            .any(|m| dir.join(m).is_file())
            .then(|| dir.to_path_buf())
    })
}

/// What to analyse for `paths`: a folder as it is, a file together with its project (its tools
/// may be registered on a server created in another module), deduplicated.
pub fn analysis_scope(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut scope: Vec<PathBuf> = Vec::new();
    for p in paths {
        let wanted = match p.is_file().then(|| project_root(p)).flatten() {
            Some(root) => root,
            None => p.clone(),
        };
        if !scope.contains(&wanted) {
            scope.push(wanted);
        }
    }
    scope
}

/// Whether `file` is one of `paths` or inside one of them: findings are reported for what was
/// asked for, though more was analysed.
pub fn within(file: &Path, paths: &[PathBuf]) -> bool {
    let file = crate::workspace::normalize(file);
    paths.iter().any(|p| {
        let p = crate::workspace::normalize(p);
        file == p || file.starts_with(&p) || p.as_os_str().is_empty()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_python_project_is_a_project_and_its_virtualenv_is_not_walked() {
        let root = std::env::temp_dir().join(format!("toolsight-walk-py-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        for dir in ["pkg", "env/lib/site"] {
            std::fs::create_dir_all(root.join(dir)).unwrap();
        }
        for (file, text) in [
            ("requirements.txt", "mcp==1.30.0\n"),
            ("pkg/tools.py", "x = 1\n"),
            ("env/pyvenv.cfg", "home = /usr/bin\n"),
            ("env/lib/site/installed.py", "y = 2\n"),
        ] {
            std::fs::write(root.join(file), text).unwrap();
        }
        assert_eq!(project_root(&root.join("pkg/tools.py")), Some(root.clone()));
        let (files, errors) = source_files(std::slice::from_ref(&root));
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(files, [root.join("pkg/tools.py")]);
        std::fs::remove_dir_all(&root).unwrap();
    }
}
