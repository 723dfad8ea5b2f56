//! The two sides `toolsight diff` compares: a lockfile, the work tree, or a git revision read
//! from git's objects into a scratch folder (the work tree and the index are not touched).

use std::path::{Path, PathBuf};
use std::process::Command;

/// One side of a comparison.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Side {
    /// A lockfile written by `toolsight schema --lock`.
    Lockfile(PathBuf),
    /// The files as they are on disk.
    WorkTree,
    /// A git revision (a commit, branch or tag name).
    Revision(String),
}

impl Side {
    /// What `arg` names: an existing `.json` file is a lockfile, anything else a revision.
    pub fn of(arg: &str) -> Side {
        let path = Path::new(arg);
        if path.is_file() && path.extension().is_some_and(|e| e == "json") {
            Side::Lockfile(path.to_path_buf())
        } else {
            Side::Revision(arg.to_string())
        }
    }
}

fn git(repo: &Path, args: &[&str]) -> Result<String, String> {
    let out = Command::new("git")
        .args(args)
        .current_dir(repo)
        .output()
        .map_err(|e| format!("cannot run git: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "`git {}` failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// The top folder of the git repository holding `dir`.
pub fn repository_root(dir: &Path) -> Result<PathBuf, String> {
    git(dir, &["rev-parse", "--show-toplevel"])
        .map(PathBuf::from)
        .map_err(|e| format!("{e}; `toolsight diff` compares git revisions, or two lockfiles"))
}

/// The revision a change is compared with when none is named.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Base {
    /// The commit.
    pub commit: String,
    /// What it is, in words: "where this branch left main", or "the last commit".
    pub about: String,
}

/// The base a change is compared with when none is named: where the current branch left the
/// default branch (`origin/HEAD`, else `main`, else `master`), else the last commit.
pub fn default_base(repo: &Path) -> Result<Base, String> {
    for branch in ["origin/HEAD", "main", "master"] {
        if let Ok(commit) = git(repo, &["merge-base", "HEAD", branch]) {
            // on the default branch itself, the base is its own last commit
            let current = git(repo, &["rev-parse", "--abbrev-ref", "HEAD"]).unwrap_or_default();
            let default = git(repo, &["rev-parse", "--abbrev-ref", branch])
                .unwrap_or_else(|_| branch.to_string());
            let about = if default.strip_prefix("origin/").unwrap_or(&default) == current {
                "the last commit".to_string()
            } else {
                format!("where this branch left {branch}")
            };
            return Ok(Base { commit, about });
        }
    }
    git(repo, &["rev-parse", "HEAD"]).map(|commit| Base {
        commit,
        about: "the last commit".to_string(),
    })
}

/// What git ignores under `repo`, relative to it: files, and folders as a whole (a path ending
/// in `/`), so a tree of build output or installed packages is one entry.
pub fn ignored_paths(repo: &Path) -> Result<Vec<String>, String> {
    let listed = git(
        repo,
        &[
            "ls-files",
            "-z",
            "--others",
            "--ignored",
            "--exclude-standard",
            "--directory",
        ],
    )?;
    Ok(listed
        .split('\0')
        .filter(|p| !p.is_empty())
        .map(str::to_string)
        .collect())
}

/// The files of `rev` written to a fresh scratch folder, from git's objects (`git archive`); the
/// project's installed `node_modules` is linked in, so both sides are predicted for the versions
/// installed now.
pub fn materialize(repo: &Path, rev: &str) -> Result<PathBuf, String> {
    let commit = git(
        repo,
        &["rev-parse", "--verify", &format!("{rev}^{{commit}}")],
    )
    .map_err(|_| format!("`{rev}` is not a commit of {}", repo.display()))?;
    // a folder of its own per call: the language server may copy one base twice at once (an
    // index at start and one after a change on disk), and one must not delete the other's
    static COPIES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let nth = COPIES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "toolsight-diff-{}-{}-{nth}",
        &commit[..commit.len().min(12)],
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let archive = Command::new("git")
        .args(["archive", "--format=tar", &commit])
        .current_dir(repo)
        .output()
        .map_err(|e| format!("cannot run git: {e}"))?;
    if !archive.status.success() {
        return Err(format!(
            "`git archive {commit}` failed: {}",
            String::from_utf8_lossy(&archive.stderr).trim()
        ));
    }
    let mut tar = Command::new("tar")
        .args(["-x", "-C"])
        .arg(&dir)
        .stdin(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run tar: {e}"))?;
    {
        use std::io::Write;
        let mut stdin = tar.stdin.take().ok_or("tar has no input")?;
        stdin
            .write_all(&archive.stdout)
            .map_err(|e| format!("tar: {e}"))?;
    }
    let status = tar.wait().map_err(|e| format!("tar: {e}"))?;
    if !status.success() {
        return Err(format!("tar could not unpack `{rev}`"));
    }
    link_installed(repo, &dir);
    Ok(dir)
}

/// Links the `node_modules` folders of the work tree (the root's, and those of packages one or
/// two folders down) into the same places in `dir`.
fn link_installed(repo: &Path, dir: &Path) {
    let children = |rel: &Path| -> Vec<PathBuf> {
        let Ok(entries) = std::fs::read_dir(repo.join(rel)) else {
            return Vec::new();
        };
        entries
            .flatten()
            .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
            .map(|e| e.file_name())
            .filter(|n| n != "node_modules" && n != ".git")
            .map(|n| rel.join(n))
            .collect()
    };
    let mut folders = vec![PathBuf::new()];
    let first = children(Path::new(""));
    let second: Vec<PathBuf> = first.iter().flat_map(|c| children(c)).collect();
    folders.extend(first);
    folders.extend(second);
    for rel in folders {
        let installed = repo.join(&rel).join("node_modules");
        let target = dir.join(&rel);
        if installed.is_dir() && target.is_dir() && !target.join("node_modules").exists() {
            #[cfg(unix)]
            let _ = std::os::unix::fs::symlink(&installed, target.join("node_modules"));
        }
    }
}
