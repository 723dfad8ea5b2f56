//! What the tests that run the real binary share.

// each test binary uses a part of it
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// Runs the binary: its exit code, stdout and stderr.
pub fn toolsight(args: &[&str]) -> (i32, String, String) {
    toolsight_in(Path::new("."), args)
}

/// Runs the binary in `dir`: its exit code, stdout and stderr.
pub fn toolsight_in(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A fresh folder of its own per test (tests run in parallel) holding `files`.
pub fn temp_project(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("toolsight-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (file, text) in files {
        let path = dir.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

/// Runs git in `dir`, with an author of its own whatever the machine's configuration.
pub fn git_in(dir: &Path, args: &[&str]) {
    let out = Command::new("git")
        .args(["-c", "user.name=t", "-c", "user.email=t@example.com"])
        .args(args)
        .current_dir(dir)
        .output()
        .expect("git runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Makes `dir` a git repository whose branch `main` holds its files in one commit.
pub fn commit_as_main(dir: &Path) {
    git_in(dir, &["init", "-q", "-b", "main"]);
    git_in(dir, &["add", "-A"]);
    git_in(dir, &["commit", "-q", "-m", "base"]);
}
