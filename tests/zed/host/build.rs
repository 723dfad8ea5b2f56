//! The WIT of the zed_extension_api version editors/zed locks, taken from the crate's own
//! published source (it ships wit/), never from a copy in this repository: copied into OUT_DIR,
//! and bindings.rs there holds the bindgen! call that reads it (src/main.rs includes it).
//! Where the crate is: ZED_EXTENSION_API_DIR (tests/zed/run.sh sets it from `cargo metadata`),
//! else $CARGO_HOME/registry/src/*/zed_extension_api-<the version in editors/zed/Cargo.lock>/.
use std::path::{Path, PathBuf};
use std::{env, fs};

fn fail(msg: String) -> ! {
    eprintln!("error: {msg}");
    panic!("{msg}");
}

fn lock_version(lock: &Path) -> String {
    let text = fs::read_to_string(lock).unwrap_or_else(|e| fail(format!("read {}: {e}", lock.display())));
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "name = \"zed_extension_api\"" {
            if let Some(v) = lines.next().and_then(|l| l.trim().strip_prefix("version = ")) {
                return v.trim_matches('"').to_string();
            }
        }
    }
    fail(format!("{} locks no zed_extension_api", lock.display()))
}

fn crate_dir(version: &str) -> PathBuf {
    if let Some(dir) = env::var_os("ZED_EXTENSION_API_DIR") {
        return PathBuf::from(dir);
    }
    let cargo_home = env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))
        .unwrap_or_else(|| fail("neither CARGO_HOME nor HOME is set".into()));
    let src = cargo_home.join("registry/src");
    let name = format!("zed_extension_api-{version}");
    fs::read_dir(&src)
        .into_iter()
        .flatten()
        .flatten()
        .map(|index| index.path().join(&name))
        .find(|dir| dir.join("wit").is_dir())
        .unwrap_or_else(|| {
            fail(format!(
                "{name} is not in {}/*/ (its wit/ is the host's WIT): run `cargo fetch` in \
                 editors/zed, or set ZED_EXTENSION_API_DIR to the crate's source",
                src.display()
            ))
        })
}

fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap_or_else(|e| fail(format!("mkdir {}: {e}", to.display())));
    for entry in fs::read_dir(from).unwrap_or_else(|e| fail(format!("read {}: {e}", from.display()))) {
        let entry = entry.unwrap();
        let path = entry.path();
        if path.is_dir() {
            copy_dir(&path, &to.join(entry.file_name()));
        } else if path.extension().is_some_and(|e| e == "wit") {
            fs::copy(&path, to.join(entry.file_name()))
                .unwrap_or_else(|e| fail(format!("copy {}: {e}", path.display())));
        }
    }
}

fn main() {
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap());
    let lock = manifest.join("../../../editors/zed/Cargo.lock");
    println!("cargo:rerun-if-changed={}", lock.display());
    println!("cargo:rerun-if-env-changed=ZED_EXTENSION_API_DIR");
    println!("cargo:rerun-if-env-changed=CARGO_HOME");
    let version = lock_version(&lock);
    let krate = crate_dir(&version);
    // the world the crate's own bindings use (src/extension_api.rs: `path: "./wit/since_vX"`)
    let api = krate.join("src/extension_api.rs");
    let api_text = fs::read_to_string(&api).unwrap_or_else(|e| fail(format!("read {}: {e}", api.display())));
    let world = api_text
        .find("since_v")
        .map(|i| {
            let rest = &api_text[i..];
            let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.')).unwrap_or(rest.len());
            rest[..end].to_string()
        })
        .unwrap_or_else(|| fail(format!("{} names no wit/since_v* world", api.display())));
    let from = krate.join("wit").join(&world);
    if !from.is_dir() {
        fail(format!("{} has no wit/{world}", krate.display()));
    }
    let out = PathBuf::from(env::var_os("OUT_DIR").unwrap());
    let to = out.join("wit").join(&world);
    let _ = fs::remove_dir_all(out.join("wit"));
    copy_dir(&from, &to);
    println!("cargo:rerun-if-changed={}", from.display());
    let bindings = format!(
        "wasmtime::component::bindgen!({{\n    path: {:?},\n    world: \"extension\",\n}});\n",
        to.display().to_string()
    );
    fs::write(out.join("bindings.rs"), bindings).unwrap();
}
