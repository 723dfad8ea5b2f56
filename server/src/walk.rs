//! Collecting the source files under the paths given on the command line, honouring .gitignore.

use std::path::{Path, PathBuf};

use crate::frontend;

/// What a walk found: the source files to analyse, what could not be read, and the folders of
/// compiled output it left out.
#[derive(Debug, Default)]
pub struct Walked {
    pub files: Vec<PathBuf>,
    pub errors: Vec<String>,
    pub skipped: Vec<SkippedOutput>,
}

/// A folder of build output left out because the sources it is compiled from are analysed:
/// both would list every server twice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedOutput {
    pub dir: PathBuf,
    /// The files left out.
    pub files: usize,
    /// What says the folder is build output: `tsconfig.json outDir`, `package.json main`, …
    pub because: String,
}

/// The TypeScript/JavaScript files under `paths` (files given directly are kept whatever their
/// extension, so a wrong path gets a clear error instead of silence), sorted, without the build
/// output of sources that are analysed too.
pub fn source_files(paths: &[PathBuf]) -> (Vec<PathBuf>, Vec<String>) {
    let walked = walk_sources(paths, false);
    (walked.files, walked.errors)
}

/// [`source_files`], saying which build output it left out; with `include_build_output`, none.
pub fn walk_sources(paths: &[PathBuf], include_build_output: bool) -> Walked {
    let mut files = Vec::new();
    let mut errors = Vec::new();
    let mut manifests = Vec::new();
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
                    if !e.file_type().is_some_and(|t| t.is_file()) {
                        continue;
                    }
                    if frontend::for_path(path).is_some() && !is_declaration(path) {
                        files.push(path.to_path_buf());
                    } else if matches!(
                        path.file_name().and_then(|n| n.to_str()),
                        Some("tsconfig.json" | "package.json")
                    ) {
                        manifests.push(path.to_path_buf());
                    }
                }
                Err(e) => errors.push(e.to_string()),
            }
        }
    }
    files.sort();
    files.dedup();
    // a folder's tsconfig.json first: its `outDir` says most plainly what is compiled output
    manifests.sort_by_key(|m| {
        (
            m.parent().map(Path::to_path_buf),
            m.ends_with("package.json"),
        )
    });
    let mut skipped = Vec::new();
    if !include_build_output {
        for (dir, because) in build_outputs(&manifests, &files) {
            let before = files.len();
            files.retain(|f| !crate::workspace::normalize(f).starts_with(&dir));
            let left_out = before - files.len();
            if left_out > 0 {
                skipped.push(SkippedOutput {
                    dir,
                    files: left_out,
                    because,
                });
            }
        }
    }
    Walked {
        files,
        errors,
        skipped,
    }
}

/// A TypeScript source file (not a declaration file): what build output is compiled from.
fn is_typescript_source(p: &Path) -> bool {
    let ts = p
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| matches!(e, "ts" | "tsx" | "mts" | "cts"));
    ts && !is_declaration(p)
}

/// The folders of compiled output among `files` whose TypeScript sources are among them too,
/// with what says so: a `tsconfig.json`'s `compilerOptions.outDir`, or a `package.json`'s
/// `main`, `module`, `bin` or `exports` pointing into a folder that holds no TypeScript source
/// while the package's TypeScript sources lie outside it.
fn build_outputs(manifests: &[PathBuf], files: &[PathBuf]) -> Vec<(PathBuf, String)> {
    let files: Vec<PathBuf> = files
        .iter()
        .map(|f| crate::workspace::normalize(f))
        .collect();
    let mut out: Vec<(PathBuf, String)> = Vec::new();
    let sources_outside = |root: &Path, dir: &Path| {
        files
            .iter()
            .any(|f| f.starts_with(root) && !f.starts_with(dir) && is_typescript_source(f))
    };
    let holds_files = |dir: &Path| files.iter().any(|f| f.starts_with(dir));
    for manifest in manifests {
        let root = crate::workspace::normalize(manifest.parent().unwrap_or(Path::new(".")));
        let root = root.as_path();
        let Ok(text) = std::fs::read_to_string(manifest) else {
            continue;
        };
        let Ok(Some(json)) = jsonc_parser::parse_to_serde_value::<Option<serde_json::Value>>(
            &text,
            &Default::default(),
        ) else {
            continue;
        };
        let is_tsconfig = manifest.file_name().is_some_and(|n| n == "tsconfig.json");
        let pointed: Vec<(String, &str)> = if is_tsconfig {
            json.pointer("/compilerOptions/outDir")
                .and_then(|v| v.as_str())
                .map(|d| (d.to_string(), "tsconfig.json outDir"))
                .into_iter()
                .collect()
        } else {
            ["main", "module", "bin", "exports"]
                .iter()
                .flat_map(|field| {
                    let mut found = Vec::new();
                    strings_in(json.get(*field), &mut found);
                    found
                        .into_iter()
                        .filter_map(move |path| top_folder(&path).map(|d| (d, *field)))
                })
                .map(|(d, field)| {
                    let why = match field {
                        "main" => "package.json main",
                        "module" => "package.json module",
                        "bin" => "package.json bin",
                        _ => "package.json exports",
                    };
                    (d, why)
                })
                .collect()
        };
        for (dir, why) in pointed {
            let dir = crate::workspace::normalize(&root.join(&dir));
            let is_build_output = dir != root
                && dir.starts_with(root)
                && holds_files(&dir)
                && (is_tsconfig
                    || !files
                        .iter()
                        .any(|f| f.starts_with(&dir) && is_typescript_source(f)))
                && sources_outside(root, &dir);
            if is_build_output && !out.iter().any(|(d, _)| dir.starts_with(d)) {
                out.retain(|(d, _)| !d.starts_with(&dir));
                out.push((dir, why.to_string()));
            }
        }
    }
    out
}

/// The strings of a manifest value: itself, or those of the arrays and objects it holds.
fn strings_in(v: Option<&serde_json::Value>, out: &mut Vec<String>) {
    match v {
        Some(serde_json::Value::String(s)) => out.push(s.clone()),
        Some(serde_json::Value::Array(items)) => {
            items.iter().for_each(|i| strings_in(Some(i), out))
        }
        Some(serde_json::Value::Object(o)) => o.values().for_each(|i| strings_in(Some(i), out)),
        _ => {}
    }
}

/// The first folder of a relative path a manifest names (`dist` of `./dist/index.js`); `None`
/// for a file at the package's root.
fn top_folder(path: &str) -> Option<String> {
    let path = path.strip_prefix("./").unwrap_or(path);
    let (first, rest) = path.split_once('/')?;
    (!rest.is_empty() && !first.is_empty() && first != "." && first != ".." && !first.contains('*'))
        .then(|| first.to_string())
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

    /// A project written at `root` from `(path, text)` pairs.
    fn project(name: &str, files: &[(&str, &str)]) -> PathBuf {
        let root =
            std::env::temp_dir().join(format!("toolsight-walk-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        for (file, text) in files {
            let path = root.join(file);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        root
    }

    #[test]
    fn a_package_pointing_into_compiled_output_beside_its_sources_leaves_the_output_out() {
        let root = project(
            "pkg-main",
            &[
                (
                    "package.json",
                    r#"{"bin": {"notes": "./build/cli.js"}, "exports": {".": {"import": "./build/index.js"}}}"#,
                ),
                ("src/index.ts", "export const x = 1;\n"),
                ("build/index.js", "export const x = 1;\n"),
                ("build/cli.js", "import './index.js';\n"),
                ("build/index.d.ts", "export declare const x: number;\n"),
                ("scripts/release.js", "console.log(1);\n"),
            ],
        );
        let walked = walk_sources(std::slice::from_ref(&root), false);
        assert!(walked.errors.is_empty(), "{:?}", walked.errors);
        assert_eq!(
            walked.files,
            [root.join("scripts/release.js"), root.join("src/index.ts")]
        );
        assert_eq!(
            walked.skipped,
            [SkippedOutput {
                dir: root.join("build"),
                files: 2,
                because: "package.json bin".into()
            }]
        );
        assert_eq!(
            walk_sources(std::slice::from_ref(&root), true).files.len(),
            4
        );
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_folder_a_package_points_into_that_holds_typescript_sources_is_not_output() {
        // plain JavaScript packages and packages run from their TypeScript sources
        let root = project(
            "pkg-sources",
            &[
                (
                    "package.json",
                    r#"{"main": "lib/index.js", "module": "src/index.ts"}"#,
                ),
                ("lib/index.js", "export const x = 1;\n"),
                ("src/index.ts", "export const x = 1;\n"),
                ("src/tools.ts", "export const y = 1;\n"),
            ],
        );
        let walked = walk_sources(std::slice::from_ref(&root), false);
        // lib/ is output of sources beside it; src/ holds the sources themselves
        assert_eq!(
            walked.files,
            [root.join("src/index.ts"), root.join("src/tools.ts")]
        );
        let only_js = project(
            "pkg-js",
            &[
                ("package.json", r#"{"main": "lib/index.js"}"#),
                ("lib/index.js", "1;\n"),
            ],
        );
        let walked = walk_sources(std::slice::from_ref(&only_js), false);
        assert_eq!(walked.files, [only_js.join("lib/index.js")]);
        assert!(walked.skipped.is_empty());
        std::fs::remove_dir_all(&root).unwrap();
        std::fs::remove_dir_all(&only_js).unwrap();
    }

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
