//! Which versions of the converter packages a file's project installs.
//!
//! The project is the nearest directory above the file with a package.json; its workspace root
//! is the nearest directory above that whose `pnpm-workspace.yaml` or package.json `workspaces`
//! includes it. Each package's version is read from, in order:
//!
//! 1. `node_modules/<pkg>/package.json`, nearest first from the file's directory upward, so a
//!    package hoisted to the workspace root counts;
//! 2. the nearest lockfile from the project up to the workspace root: package-lock.json v1-v3
//!    (`packages` keyed by path, nested workspace paths first), pnpm-lock.yaml v5-v9 (the
//!    importer of the project, else the root importer), yarn.lock v1 and berry (the entry of the
//!    range the project asks for);
//! 3. the range in the project's package.json (else the workspace root's), `catalog:` resolved
//!    through pnpm-workspace.yaml: the newest verified version it allows, else its exact pin or
//!    lowest version.
//!
//! `workspace:` dependencies are packages of the same workspace, read as source, not versions.
//! A file that cannot be read as its format is named in [`Installed::why`] with what was
//! assumed instead.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Component, Path, PathBuf};

use serde::Serialize;

/// The packages whose versions decide the wire schema.
pub const PACKAGES: &[&str] = &[
    "@modelcontextprotocol/sdk",
    "@modelcontextprotocol/server",
    "fastmcp",
    "zod",
    "zod-to-json-schema",
];

/// Versions toolsight has a verified model for, per package: each is an oracle config
/// (tests/oracle/configs.json) whose goldens the model matches. `@modelcontextprotocol/sdk`
/// 1.24.3-1.30.0 send what 1.32.2 sends (configs `sdk1.24-zod3` … `sdk1.30-zod3`, `sdk1.24-zod4`);
/// 1.0.1, 1.13.2 and 1.15.1 differ in the version-gated ways of `predict::sdk1`; 0.5.0 and
/// 0.6.1 (configs `sdk0.5-zod3`, `sdk0.6-zod3`) have only the low-level `Server`, as 1.0.1 does.
/// `@modelcontextprotocol/server` 2.0.0 sends what 2.4.0 sends on every oracle case (config
/// `sdk2.0-zod4`). `fastmcp` 4.3.2 and 4.20.16 are configs `fastmcp4.3-zod4` (and
/// `fastmcp4.3-zod3`) and `fastmcp4.20-zod4`, which differ only in the version-gated way of
/// `fastmcp_entry` in `ts/predict.rs`. zod 4.3.6 and 4.4.3 (configs `sdk1-zod4.3`, `sdk1-zod4.4`)
/// differ from 4.6.7 in the version-gated ways of `targets::zod4`; zod 4.1 and 4.2 are not
/// here: their output differs from all of them (configs `sdk1-zod4.1`, `sdk1-zod4.2`,
/// docs/known-limits.md).
pub const MODELLED: &[(&str, &str)] = &[
    ("@modelcontextprotocol/sdk", "0.5.0"),
    ("@modelcontextprotocol/sdk", "0.6.1"),
    ("@modelcontextprotocol/sdk", "1.0.1"),
    ("@modelcontextprotocol/sdk", "1.13.2"),
    ("@modelcontextprotocol/sdk", "1.15.1"),
    ("@modelcontextprotocol/sdk", "1.24.3"),
    ("@modelcontextprotocol/sdk", "1.26.0"),
    ("@modelcontextprotocol/sdk", "1.29.0"),
    ("@modelcontextprotocol/sdk", "1.30.0"),
    ("@modelcontextprotocol/sdk", "1.32.2"),
    ("@modelcontextprotocol/server", "2.0.0"),
    ("@modelcontextprotocol/server", "2.4.0"),
    ("fastmcp", "4.3.2"),
    ("fastmcp", "4.20.16"),
    ("zod", "3.25.76"),
    ("zod", "4.3.6"),
    ("zod", "4.4.3"),
    ("zod", "4.6.7"),
    ("zod-to-json-schema", "3.25.2"),
];

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Found {
    pub version: String,
    /// Where it was read, for "why this target", naming the file relative to the project:
    /// `node_modules/zod/package.json`, `../../package-lock.json`, `package.json range ^4`, …
    pub source: String,
}

#[derive(Debug, Clone, Default)]
pub struct Installed {
    pub packages: HashMap<String, Found>,
    /// The project directory (holding package.json), if any.
    pub root: Option<PathBuf>,
    /// The root of the npm/yarn/pnpm workspace the project belongs to, when it is one.
    pub workspace_root: Option<PathBuf>,
    /// Dependencies of the project that are packages of its own workspace (`workspace:`
    /// protocol), by name, with their specifier: source in the workspace, not installed versions.
    pub workspace_deps: BTreeMap<String, String>,
    /// The packages the project's own package.json depends on.
    pub declared: HashSet<String>,
    /// Files that could not be read as their format, or versions that could not be found, each
    /// with what was assumed instead.
    pub why: Vec<String>,
}

impl Installed {
    pub fn get(&self, pkg: &str) -> Option<&Found> {
        self.packages.get(pkg)
    }

    pub fn major(&self, pkg: &str) -> Option<u64> {
        self.get(pkg)?.version.split('.').next()?.parse().ok()
    }
}

/// How a detected version is modelled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Model {
    /// A verified version.
    Verified,
    /// Not verified: the nearest verified version of the same major.
    SameMajor(&'static str),
    /// No verified version of that major: the nearest verified version of another.
    OtherMajor(&'static str),
    /// Nothing is verified for the package (or the version does not parse).
    None,
}

/// The verified model `version` of `pkg` is predicted with.
pub fn model_for(pkg: &str, version: &str) -> Model {
    if MODELLED.iter().any(|(p, v)| *p == pkg && *v == version) {
        return Model::Verified;
    }
    let Some(want) = parse_version(version) else {
        return Model::None;
    };
    let verified: Vec<(u64, u64, u64)> = MODELLED
        .iter()
        .filter(|(p, _)| *p == pkg)
        .filter_map(|(_, v)| parse_version(v))
        .collect();
    let name = |v: (u64, u64, u64)| {
        MODELLED
            .iter()
            .find(|(p, m)| *p == pkg && parse_version(m) == Some(v))
            .map(|(_, m)| *m)
    };
    // the same major: the nearest minor, then patch
    let same = verified
        .iter()
        .filter(|v| v.0 == want.0)
        .min_by_key(|v| (v.1.abs_diff(want.1), v.2.abs_diff(want.2)));
    if let Some(v) = same.and_then(|v| name(*v)) {
        return Model::SameMajor(v);
    }
    // another major: the nearest one, and in it the version closest to `version` (the newest
    // of a lower major, the oldest of a higher one)
    let Some(major) = verified
        .iter()
        .map(|v| v.0)
        .min_by_key(|m| m.abs_diff(want.0))
    else {
        return Model::None;
    };
    let in_major = verified.iter().filter(|v| v.0 == major);
    let closest = if major < want.0 {
        in_major.max()
    } else {
        in_major.min()
    };
    closest
        .and_then(|v| name(*v))
        .map_or(Model::None, Model::OtherMajor)
}

/// Why `version` of `pkg` makes a prediction approximate: which verified model predicts it
/// instead. `None` for a verified version.
pub fn unverified_why(pkg: &str, version: &str) -> Option<String> {
    let major = version.split('.').next().unwrap_or(version);
    Some(match model_for(pkg, version) {
        Model::Verified => return None,
        Model::SameMajor(m) => format!(
            "{pkg} {version} is not a verified version; predicted with the model of {m}, the nearest verified version of major {major}"
        ),
        Model::OtherMajor(m) => format!(
            "{pkg} {version} is not a verified version, and no version of major {major} is verified; predicted with the model of {m}"
        ),
        Model::None => format!(
            "{pkg} {version} is not a version toolsight can model; predicted with the verified model"
        ),
    })
}

/// Finds the project of `file` (the nearest directory upward with a package.json) and reads the
/// versions of [`PACKAGES`].
pub fn detect(file: &Path) -> Installed {
    let start = file.parent().map(Path::to_path_buf).unwrap_or_default();
    let mut dir = Some(start.clone());
    while let Some(d) = dir {
        if d.join("package.json").is_file() {
            return detect_from(&d, &start);
        }
        dir = d.parent().map(Path::to_path_buf);
    }
    Installed::default()
}

/// The versions of the project in `root` (a directory with a package.json).
pub fn detect_in(root: &Path) -> Installed {
    detect_from(root, root)
}

/// `project` holds the package.json; `start` is where node's resolution starts (the file's
/// directory, `project` or below it).
fn detect_from(project: &Path, start: &Path) -> Installed {
    let mut out = Installed {
        root: Some(project.to_path_buf()),
        ..Installed::default()
    };
    let workspace = find_workspace_root(project, &mut out.why);
    out.workspace_root = workspace.clone();
    let manifest = read_manifest(project, project, &mut out.why);
    let root_manifest = match &workspace {
        Some(ws) if ws != project => read_manifest(ws, project, &mut out.why),
        _ => Manifest::default(),
    };
    let catalogs = workspace
        .as_deref()
        .map(|ws| read_catalogs(ws, project, &mut out.why))
        .unwrap_or_default();
    out.declared = manifest.deps.keys().cloned().collect();
    for (name, spec) in &manifest.deps {
        if spec.starts_with("workspace:") {
            out.workspace_deps.insert(name.clone(), spec.clone());
        }
    }
    let lock = find_lockfile(project, workspace.as_deref(), &mut out.why);
    if let Some(lock) = &lock {
        // npm writes a workspace package as `"*"` or a plain range; its lockfile links it
        for (name, spec) in &manifest.deps {
            if !out.workspace_deps.contains_key(name) && lock.links(name) {
                out.workspace_deps.insert(name.clone(), spec.clone());
            }
        }
    }
    for pkg in PACKAGES {
        let own = manifest.deps.get(*pkg);
        if let Some(spec) = own.filter(|s| s.starts_with("workspace:")) {
            out.why.push(format!(
                "{pkg} is a package of this workspace ({spec} in package.json): its source, not an installed version; no version of it was assumed"
            ));
            continue;
        }
        let spec = own.or_else(|| root_manifest.deps.get(*pkg));
        // the range the project asks for, `catalog:` and `npm:` aliases resolved
        let resolved = spec.and_then(|s| resolve_spec(pkg, s, &catalogs, &mut out.why));
        let range = resolved.as_ref().map(|(r, _)| r.clone());
        if let Some(v) = node_modules_version(project, start, pkg, &mut out.why) {
            out.packages.insert(pkg.to_string(), v);
        } else if let Some(v) = lock
            .as_ref()
            .and_then(|l| l.version(pkg, range.as_deref(), &mut out.why))
        {
            out.packages.insert(pkg.to_string(), v);
        } else if let Some((range, shown)) = resolved {
            let from = if own.is_some() {
                "package.json".to_string()
            } else {
                rel_name(
                    project,
                    &workspace.clone().unwrap_or_default().join("package.json"),
                )
            };
            let found = if let Some(v) = newest_modelled_in_range(pkg, &range) {
                Some((v.to_string(), format!("{from} range {shown}")))
            } else if let Some(v) = exact_pin(&range) {
                Some((v, format!("{from} range {shown}")))
            } else {
                lowest_in_range(&range).map(|v| {
                    (
                        v,
                        format!("{from} range {shown}, its lowest version (no verified version satisfies it)"),
                    )
                })
            };
            match found {
                Some((version, source)) => {
                    out.packages
                        .insert(pkg.to_string(), Found { version, source });
                }
                None => out.why.push(format!(
                    "{pkg}: {from} range {shown} could not be read as a version range; no version assumed"
                )),
            }
        }
    }
    out
}

/// `path` relative to `base` (with `..` segments when it is above), `/`-separated.
fn rel_name(base: &Path, path: &Path) -> String {
    let b: Vec<Component> = base.components().collect();
    let p: Vec<Component> = path.components().collect();
    let common = b.iter().zip(&p).take_while(|(x, y)| x == y).count();
    let mut parts: Vec<String> = vec!["..".into(); b.len() - common];
    parts.extend(
        p[common..]
            .iter()
            .map(|c| c.as_os_str().to_string_lossy().into_owned()),
    );
    parts.join("/")
}

/// `path` relative to `base`, `/`-separated, when it is inside it.
fn rel_inside(base: &Path, path: &Path) -> Option<String> {
    let r = path.strip_prefix(base).ok()?;
    Some(
        r.components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join("/"),
    )
}

fn node_modules_version(
    project: &Path,
    start: &Path,
    pkg: &str,
    why: &mut Vec<String>,
) -> Option<Found> {
    // node resolves upward from the file, so a workspace root's (hoisted) node_modules counts
    let mut dir = Some(start);
    while let Some(d) = dir {
        let p = d.join("node_modules").join(pkg).join("package.json");
        if let Ok(text) = std::fs::read_to_string(&p) {
            let name = rel_name(project, &p);
            let version = serde_json::from_str::<serde_json::Value>(&text)
                .map(|v| v.get("version")?.as_str().map(str::to_string));
            match version {
                Ok(Some(version)) => {
                    return Some(Found {
                        version,
                        source: name,
                    })
                }
                // node would load this copy; its version is what is unknown
                Ok(None) => {
                    why.push(format!(
                        "{name} has no version string; the lockfile or package.json was used instead"
                    ));
                    return None;
                }
                Err(e) => {
                    why.push(format!(
                        "{name} is not valid JSON ({e}); the lockfile or package.json was used instead"
                    ));
                    return None;
                }
            }
        }
        dir = d.parent();
    }
    None
}

// ---------------------------------------------------------------- manifests and workspaces

#[derive(Debug, Default)]
struct Manifest {
    /// Dependency name -> specifier, `dependencies` first.
    deps: HashMap<String, String>,
}

fn read_json(
    path: &Path,
    project: &Path,
    why: &mut Vec<String>,
    assumed: &str,
) -> Option<serde_json::Value> {
    let text = std::fs::read_to_string(path).ok()?;
    match serde_json::from_str::<serde_json::Value>(&text) {
        Ok(v) => Some(v),
        Err(e) => {
            why.push(format!(
                "{} is not valid JSON ({e}); {assumed}",
                rel_name(project, path)
            ));
            None
        }
    }
}

fn read_manifest(dir: &Path, project: &Path, why: &mut Vec<String>) -> Manifest {
    let mut out = Manifest::default();
    let Some(v) = read_json(
        &dir.join("package.json"),
        project,
        why,
        "its dependency ranges were not read, so versions come only from node_modules and lockfiles",
    ) else {
        return out;
    };
    for field in [
        "dependencies",
        "devDependencies",
        "peerDependencies",
        "optionalDependencies",
    ] {
        if let Some(deps) = v.get(field).and_then(|d| d.as_object()) {
            for (k, r) in deps {
                if let Some(r) = r.as_str() {
                    out.deps
                        .entry(k.clone())
                        .or_insert_with(|| r.trim().to_string());
                }
            }
        }
    }
    out
}

/// The workspace globs a directory declares: pnpm-workspace.yaml `packages`, else package.json
/// `workspaces` (an array, or yarn's `{ "packages": [...] }`).
fn workspace_globs(dir: &Path, project: &Path, why: &mut Vec<String>) -> Option<Vec<String>> {
    let pnpm = dir.join("pnpm-workspace.yaml");
    if let Ok(text) = std::fs::read_to_string(&pnpm) {
        return Some(match parse_yaml(&text) {
            Ok(y) => y
                .get("packages")
                .map(|p| p.list.iter().filter_map(|i| i.scalar.clone()).collect())
                .unwrap_or_default(),
            Err(e) => {
                why.push(format!(
                    "{} could not be read ({e}); assumed every package below it is in the workspace and no catalogs",
                    rel_name(project, &pnpm)
                ));
                vec!["**".into()]
            }
        });
    }
    let text = std::fs::read_to_string(dir.join("package.json")).ok()?;
    let v: serde_json::Value = serde_json::from_str(&text).ok()?;
    let ws = v.get("workspaces")?;
    let list = ws.as_array().or_else(|| ws.get("packages")?.as_array())?;
    Some(
        list.iter()
            .filter_map(|g| g.as_str().map(str::to_string))
            .collect(),
    )
}

/// The nearest directory from `project` upward whose workspace globs include it (`project`
/// itself when it is a workspace root).
fn find_workspace_root(project: &Path, why: &mut Vec<String>) -> Option<PathBuf> {
    let mut dir = Some(project);
    while let Some(d) = dir {
        if let Some(globs) = workspace_globs(d, project, why) {
            let rel = rel_inside(d, project).unwrap_or_default();
            if rel.is_empty() || in_workspace(&rel, &globs) {
                return Some(d.to_path_buf());
            }
        }
        dir = d.parent();
    }
    None
}

/// Whether the package directory `rel` (relative to the root) matches the workspace globs.
fn in_workspace(rel: &str, globs: &[String]) -> bool {
    let segs: Vec<&str> = rel.split('/').filter(|s| !s.is_empty()).collect();
    let matches = |g: &str| {
        let g = g.trim().trim_start_matches("./").trim_end_matches('/');
        let pat: Vec<&str> = g.split('/').filter(|s| !s.is_empty()).collect();
        glob_match(&pat, &segs)
    };
    globs.iter().any(|g| !g.starts_with('!') && matches(g))
        && !globs
            .iter()
            .any(|g| g.strip_prefix('!').is_some_and(matches))
}

fn glob_match(pat: &[&str], segs: &[&str]) -> bool {
    match pat.split_first() {
        None => segs.is_empty(),
        Some((&"**", rest)) => (0..=segs.len()).any(|i| glob_match(rest, &segs[i..])),
        Some((p, rest)) => {
            !segs.is_empty()
                && segment_match(p.as_bytes(), segs[0].as_bytes())
                && glob_match(rest, &segs[1..])
        }
    }
}

fn segment_match(p: &[u8], s: &[u8]) -> bool {
    match p.split_first() {
        None => s.is_empty(),
        Some((b'*', rest)) => (0..=s.len()).any(|i| segment_match(rest, &s[i..])),
        Some((c, rest)) => s.first() == Some(c) && segment_match(rest, &s[1..]),
    }
}

/// pnpm catalogs: name (`default` for `catalog:`) -> package -> range, and the file they are
/// read from (relative to the project).
#[derive(Debug, Default)]
struct Catalogs {
    entries: HashMap<String, HashMap<String, String>>,
    file: String,
}

fn read_catalogs(ws: &Path, project: &Path, why: &mut Vec<String>) -> Catalogs {
    let path = ws.join("pnpm-workspace.yaml");
    let mut out = Catalogs {
        file: rel_name(project, &path),
        ..Catalogs::default()
    };
    let Ok(text) = std::fs::read_to_string(&path) else {
        return out;
    };
    // a parse error was already recorded when the workspace was found
    let Ok(y) = parse_yaml(&text) else {
        return out;
    };
    let entries = |node: &Yaml| -> HashMap<String, String> {
        node.map
            .iter()
            .filter_map(|(k, v)| Some((k.clone(), v.scalar.clone()?)))
            .collect()
    };
    if let Some(c) = y.get("catalog") {
        out.entries.insert("default".into(), entries(c));
    }
    if let Some(cs) = y.get("catalogs") {
        for (name, c) in &cs.map {
            if name == "default" && out.entries.contains_key("default") {
                why.push(format!(
                    "{} defines both `catalog` and `catalogs.default`; `catalog` was used",
                    out.file
                ));
                continue;
            }
            out.entries.insert(name.clone(), entries(c));
        }
    }
    out
}

/// The npm range a package.json specifier asks for, and how to show it: `catalog:` resolved
/// (shown as `catalog:legacy = ^3.25.0 in ../../pnpm-workspace.yaml`), `npm:` aliases
/// unwrapped; `None` (with a reason) for specifiers that are not ranges.
fn resolve_spec(
    pkg: &str,
    spec: &str,
    catalogs: &Catalogs,
    why: &mut Vec<String>,
) -> Option<(String, String)> {
    if let Some(name) = spec.strip_prefix("catalog:") {
        let name = if name.trim().is_empty() {
            "default"
        } else {
            name.trim()
        };
        return match catalogs.entries.get(name).and_then(|c| c.get(pkg)) {
            Some(r) => {
                let (range, _) = resolve_spec(pkg, r, &Catalogs::default(), why)?;
                let shown = format!("{spec} = {r} in {}", catalogs.file);
                Some((range, shown))
            }
            None => {
                why.push(format!(
                    "{pkg}: package.json asks for {spec}, but no pnpm-workspace.yaml catalog `{name}` lists it; its range is unknown"
                ));
                None
            }
        };
    }
    if let Some(alias) = spec.strip_prefix("npm:") {
        // `npm:zod@^4` (an alias) or `npm:^4` (yarn berry)
        let range = match alias.rfind('@') {
            Some(i) if i > 0 => &alias[i + 1..],
            _ => alias,
        };
        return Some((range.to_string(), spec.to_string()));
    }
    let protocol = spec
        .split_once(':')
        .map(|(p, _)| p)
        .filter(|p| p.chars().all(|c| c.is_ascii_alphanumeric() || c == '+'));
    if protocol.is_some() || spec.contains('/') {
        why.push(format!(
            "{pkg}: package.json names {spec}, not a version range; its version is unknown"
        ));
        return None;
    }
    Some((spec.to_string(), spec.to_string()))
}

// ---------------------------------------------------------------- lockfiles

enum Lock {
    /// package-lock.json (or npm-shrinkwrap.json), with the project's path inside its directory.
    Npm {
        json: serde_json::Value,
        name: String,
        rel: String,
    },
    Pnpm {
        yaml: Yaml,
        name: String,
        rel: String,
    },
    Yarn {
        entries: Vec<YarnEntry>,
        name: String,
    },
}

struct YarnEntry {
    descriptors: Vec<String>,
    version: String,
}

/// The nearest lockfile from `project` up to the workspace root (only `project` outside a
/// workspace). One that cannot be read is recorded, and the search goes on upward.
fn find_lockfile(project: &Path, workspace: Option<&Path>, why: &mut Vec<String>) -> Option<Lock> {
    let mut dir = Some(project);
    while let Some(d) = dir {
        let rel = rel_inside(d, project).unwrap_or_default();
        for file in ["package-lock.json", "npm-shrinkwrap.json"] {
            let path = d.join(file);
            if path.is_file() {
                let assumed = "its versions were not read, so package.json ranges were used";
                if let Some(json) = read_json(&path, project, why, assumed) {
                    let shaped = json.get("packages").is_some_and(|p| p.is_object())
                        || json.get("dependencies").is_some_and(|p| p.is_object());
                    if shaped {
                        return Some(Lock::Npm {
                            json,
                            name: rel_name(project, &path),
                            rel,
                        });
                    }
                    why.push(format!(
                        "{} has neither `packages` nor `dependencies`; {assumed}",
                        rel_name(project, &path)
                    ));
                }
            }
        }
        let path = d.join("pnpm-lock.yaml");
        if let Ok(text) = std::fs::read_to_string(&path) {
            let name = rel_name(project, &path);
            match parse_yaml(&text) {
                Ok(yaml) if yaml.get("lockfileVersion").is_some() => {
                    return Some(Lock::Pnpm { yaml, name, rel });
                }
                Ok(_) => why.push(format!(
                    "{name} has no lockfileVersion, so it is not read as a pnpm lockfile; package.json ranges were used"
                )),
                Err(e) => why.push(format!(
                    "{name} could not be read ({e}); package.json ranges were used"
                )),
            }
        }
        let path = d.join("yarn.lock");
        if let Ok(text) = std::fs::read_to_string(&path) {
            let name = rel_name(project, &path);
            match parse_yarn(&text) {
                Ok(entries) => return Some(Lock::Yarn { entries, name }),
                Err(e) => why.push(format!(
                    "{name} could not be read ({e}); package.json ranges were used"
                )),
            }
        }
        if workspace.is_none_or(|ws| d == ws) {
            break;
        }
        dir = d.parent();
    }
    None
}

impl Lock {
    /// Whether the lockfile links `name` to a package of the workspace instead of installing it.
    fn links(&self, name: &str) -> bool {
        match self {
            Lock::Npm { json, rel, .. } => {
                let Some(packages) = json.get("packages").and_then(|p| p.as_object()) else {
                    return false;
                };
                npm_lock_keys(rel, name).iter().any(|k| {
                    packages
                        .get(k)
                        .and_then(|e| e.get("link"))
                        .and_then(|l| l.as_bool())
                        == Some(true)
                })
            }
            Lock::Pnpm { yaml, rel, .. } => {
                let own = if rel.is_empty() { "." } else { rel.as_str() };
                yaml.get("importers")
                    .and_then(|i| i.get(own))
                    .into_iter()
                    .chain(std::iter::once(yaml))
                    .any(|node| {
                        ["dependencies", "devDependencies", "optionalDependencies"]
                            .iter()
                            .filter_map(|f| node.get(f)?.get(name))
                            .any(|d| {
                                d.scalar
                                    .as_deref()
                                    .or_else(|| d.get("version")?.scalar.as_deref())
                                    .is_some_and(|v| v.starts_with("link:"))
                            })
                    })
            }
            Lock::Yarn { entries, .. } => entries.iter().any(|e| {
                e.descriptors.iter().any(|d| {
                    d.strip_prefix(name)
                        .and_then(|r| r.strip_prefix('@'))
                        .is_some_and(|r| r.starts_with("workspace:"))
                })
            }),
        }
    }

    /// The version the lockfile installs for the project; `range` is what the project's
    /// package.json asks for (it tells apart a yarn.lock's entries).
    fn version(&self, pkg: &str, range: Option<&str>, why: &mut Vec<String>) -> Option<Found> {
        match self {
            Lock::Npm { json, name, rel } => {
                npm_lock_version(json, rel, pkg).map(|(v, key)| Found {
                    version: v,
                    source: if key == format!("node_modules/{pkg}") {
                        name.clone()
                    } else {
                        format!("{name} ({key})")
                    },
                })
            }
            Lock::Pnpm { yaml, name, rel } => {
                pnpm_lock_version(yaml, rel, pkg).map(|(v, importer)| Found {
                    version: v,
                    source: match importer {
                        Some(i) if !(i == "." && rel.is_empty()) => {
                            format!("{name} (importer {i})")
                        }
                        _ => name.clone(),
                    },
                })
            }
            Lock::Yarn { entries, name } => {
                let (v, ambiguous) = yarn_lock_version(entries, pkg, range)?;
                if ambiguous {
                    why.push(format!(
                        "{name} holds several versions of {pkg} and none is for the project's range; assumed {v}"
                    ));
                }
                Some(Found {
                    version: v,
                    source: name.clone(),
                })
            }
        }
    }
}

/// The package-lock.json `packages` keys node's resolution from the project at `rel` tries, nearest
/// first: `packages/api/node_modules/zod`, `packages/node_modules/zod`, `node_modules/zod`.
fn npm_lock_keys(rel: &str, pkg: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut prefix = rel;
    loop {
        if prefix.is_empty() {
            out.push(format!("node_modules/{pkg}"));
            return out;
        }
        out.push(format!("{prefix}/node_modules/{pkg}"));
        prefix = prefix.rfind('/').map_or("", |i| &prefix[..i]);
    }
}

/// package-lock.json v2/v3: the `packages` entry node resolves from the project's path
/// (`packages/api/node_modules/zod`, then up to `node_modules/zod`); v1: `dependencies`.
fn npm_lock_version(json: &serde_json::Value, rel: &str, pkg: &str) -> Option<(String, String)> {
    if let Some(packages) = json.get("packages").and_then(|p| p.as_object()) {
        for key in npm_lock_keys(rel, pkg) {
            if let Some(entry) = packages.get(&key) {
                // a workspace package linked in: source, not an installed version
                if entry.get("link").and_then(|l| l.as_bool()) == Some(true) {
                    return None;
                }
                if let Some(v) = entry.get("version").and_then(|v| v.as_str()) {
                    return Some((v.to_string(), key));
                }
            }
        }
        return None;
    }
    let v = json
        .get("dependencies")?
        .get(pkg)?
        .get("version")?
        .as_str()?;
    Some((v.to_string(), format!("node_modules/{pkg}")))
}

/// pnpm-lock.yaml: the project's importer (v6/v9 workspaces; `.` for the root or a single
/// project), else the root importer, whose packages node finds hoisted above the project; a
/// lockfile without importers lists the project's dependencies at the top level (v5/v6). The
/// importer used is returned with the version.
fn pnpm_lock_version(yaml: &Yaml, rel: &str, pkg: &str) -> Option<(String, Option<String>)> {
    let in_deps = |node: &Yaml| -> Option<String> {
        for field in ["dependencies", "devDependencies", "optionalDependencies"] {
            if let Some(dep) = node.get(field).and_then(|d| d.get(pkg)) {
                let v = dep
                    .scalar
                    .clone()
                    .or_else(|| dep.get("version")?.scalar.clone())?;
                // `1.32.2(zod@3.25.76)` carries the peers it was resolved with; `link:` is a
                // workspace package
                let v = v.split('(').next().unwrap_or("").trim().to_string();
                return v.starts_with(|c: char| c.is_ascii_digit()).then_some(v);
            }
        }
        None
    };
    if let Some(importers) = yaml.get("importers") {
        let own = if rel.is_empty() { "." } else { rel };
        for importer in [own, "."] {
            if let Some(v) = importers.get(importer).and_then(in_deps) {
                return Some((v, Some(importer.to_string())));
            }
        }
        return None;
    }
    if let Some(v) = in_deps(yaml) {
        return Some((v, None));
    }
    // no importer lists it: the `packages` keys (`/zod@3.25.76`, `zod@3.25.76`, `/zod/3.25.76`),
    // when they hold only one version
    let mut versions: Vec<String> = Vec::new();
    for (key, _) in &yaml.get("packages")?.map {
        let key = key.trim_start_matches('/');
        for sep in ['@', '/'] {
            if let Some(rest) = key.strip_prefix(&format!("{pkg}{sep}")) {
                let v = rest.split('(').next().unwrap_or("");
                if v.starts_with(|c: char| c.is_ascii_digit()) && !versions.iter().any(|x| x == v) {
                    versions.push(v.to_string());
                }
            }
        }
    }
    (versions.len() == 1).then(|| (versions.remove(0), None))
}

/// yarn.lock v1 (`version "X"`) and berry (`version: X`) entries, each with the descriptors
/// (`zod@^3.23.8`, `zod@npm:^4.0.0`) of its header.
fn parse_yarn(text: &str) -> Result<Vec<YarnEntry>, String> {
    if !text.contains("# yarn lockfile v1") && !text.contains("__metadata:") {
        return Err("neither a yarn v1 header nor berry's __metadata".into());
    }
    let mut out: Vec<YarnEntry> = Vec::new();
    let mut current: Option<Vec<String>> = None;
    for line in text.lines() {
        if line.trim_start().starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if !line.starts_with(' ') {
            let header = line.trim_end().trim_end_matches(':');
            current = Some(
                header
                    .split(", ")
                    .map(|s| s.trim().trim_matches('"').to_string())
                    .collect(),
            );
            continue;
        }
        // only the entry's own `version` (2 spaces), not a dependency named `version`
        let own = line.len() - line.trim_start().len() == 2;
        if let (true, Some(d)) = (own, &current) {
            let t = line.trim();
            if let Some(v) = t
                .strip_prefix("version ")
                .or_else(|| t.strip_prefix("version: "))
            {
                out.push(YarnEntry {
                    descriptors: d.clone(),
                    version: v.trim().trim_matches('"').to_string(),
                });
                current = None;
            }
        }
    }
    Ok(out)
}

/// The version of the entry for `range` (the project's), else the newest entry satisfying it,
/// else the only entry; `true` when several entries were left to choose from.
fn yarn_lock_version(
    entries: &[YarnEntry],
    pkg: &str,
    range: Option<&str>,
) -> Option<(String, bool)> {
    let ranges = |e: &YarnEntry| -> Vec<String> {
        e.descriptors
            .iter()
            .filter_map(|d| {
                let r = d.strip_prefix(pkg)?.strip_prefix('@')?;
                Some(r.strip_prefix("npm:").unwrap_or(r).to_string())
            })
            .collect()
    };
    let mine: Vec<&YarnEntry> = entries
        .iter()
        .filter(|e| !ranges(e).is_empty())
        // a workspace package (`@repo/x@workspace:...`) is source, not an installed version
        .filter(|e| !ranges(e).iter().any(|r| r.starts_with("workspace:")))
        .collect();
    if let Some(range) = range {
        if let Some(e) = mine.iter().find(|e| ranges(e).iter().any(|r| r == range)) {
            return Some((e.version.clone(), false));
        }
        if let Some(e) = mine
            .iter()
            .filter(|e| satisfies(&e.version, range))
            .max_by_key(|e| parse_version(&e.version))
        {
            return Some((e.version.clone(), false));
        }
    }
    match mine.as_slice() {
        [] => None,
        [only] => Some((only.version.clone(), false)),
        [first, ..] => Some((first.version.clone(), true)),
    }
}

// ---------------------------------------------------------------- a YAML subset

/// The block YAML that pnpm writes (pnpm-lock.yaml, pnpm-workspace.yaml): maps, lists of
/// scalars, quoted and plain scalars, comments; flow collections are kept as scalars (a flow
/// list of scalars is read as a list).
#[derive(Debug, Default, Clone)]
struct Yaml {
    scalar: Option<String>,
    map: Vec<(String, Yaml)>,
    list: Vec<Yaml>,
}

impl Yaml {
    fn get(&self, key: &str) -> Option<&Yaml> {
        self.map.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }
}

struct Line<'a> {
    no: usize,
    indent: usize,
    text: &'a str,
}

fn parse_yaml(text: &str) -> Result<Yaml, String> {
    let mut lines = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let body = raw.trim_start_matches(' ');
        if body.trim().is_empty() || body.starts_with('#') || body.starts_with("---") {
            continue;
        }
        if body.starts_with('\t') {
            return Err(format!("a tab indents line {}", i + 1));
        }
        lines.push(Line {
            no: i + 1,
            indent: raw.len() - body.len(),
            text: strip_comment(body.trim_end()),
        });
    }
    let mut i = 0;
    let indent = lines.first().map_or(0, |l| l.indent);
    let y = yaml_block(&lines, &mut i, indent)?;
    if let Some(l) = lines.get(i) {
        return Err(format!("unexpected indentation at line {}", l.no));
    }
    Ok(y)
}

/// A ` #` comment outside quotes.
fn strip_comment(s: &str) -> &str {
    let mut quote = None;
    let b = s.as_bytes();
    for (i, &c) in b.iter().enumerate() {
        match (quote, c) {
            (None, b'\'' | b'"') if i == 0 || b[i - 1] == b' ' => quote = Some(c),
            (Some(q), _) if c == q => quote = None,
            (None, b'#') if i > 0 && b[i - 1] == b' ' => return s[..i].trim_end(),
            _ => {}
        }
    }
    s
}

fn yaml_block(lines: &[Line], i: &mut usize, indent: usize) -> Result<Yaml, String> {
    let mut node = Yaml::default();
    while let Some(line) = lines.get(*i) {
        if line.indent < indent {
            break;
        }
        if line.indent > indent {
            return Err(format!("unexpected indentation at line {}", line.no));
        }
        if let Some(item) = line
            .text
            .strip_prefix("- ")
            .or((line.text == "-").then_some(""))
        {
            if !node.map.is_empty() {
                return Err(format!("a list item inside a map at line {}", line.no));
            }
            *i += 1;
            node.list.push(yaml_value(lines, i, indent, item.trim())?);
            continue;
        }
        if !node.list.is_empty() {
            return Err(format!("a map key inside a list at line {}", line.no));
        }
        let (key, rest) = split_key(line.text).ok_or(format!("no `key:` at line {}", line.no))?;
        *i += 1;
        let value = if rest.is_empty() {
            match lines.get(*i) {
                Some(next) if next.indent > indent => {
                    let child = next.indent;
                    yaml_block(lines, i, child)?
                }
                // a list may sit at its key's own indentation
                Some(next) if next.indent == indent && next.text.starts_with('-') => {
                    let mut list = Yaml::default();
                    while let Some(l) = lines.get(*i) {
                        let Some(item) = (l.indent == indent)
                            .then(|| l.text.strip_prefix("- "))
                            .flatten()
                        else {
                            break;
                        };
                        *i += 1;
                        list.list.push(yaml_value(lines, i, indent, item.trim())?);
                    }
                    list
                }
                _ => Yaml::default(),
            }
        } else {
            yaml_value(lines, i, indent, rest)?
        };
        node.map.push((key, value));
    }
    Ok(node)
}

/// A scalar (or flow list) written after `key:` or `- `; a list item may open a map on its line.
fn yaml_value(lines: &[Line], i: &mut usize, indent: usize, text: &str) -> Result<Yaml, String> {
    if text.is_empty() {
        return match lines.get(*i) {
            Some(next) if next.indent > indent => yaml_block(lines, i, next.indent),
            _ => Ok(Yaml::default()),
        };
    }
    if let Some(inner) = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
        let list = inner
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| Yaml {
                scalar: Some(unquote(s)),
                ..Yaml::default()
            })
            .collect();
        return Ok(Yaml {
            list,
            ..Yaml::default()
        });
    }
    if !text.starts_with(['\'', '"', '{']) {
        if let Some((key, rest)) = split_key(text) {
            // `- name: x` opens a map whose further keys are indented under the item
            let mut node = Yaml::default();
            let first = yaml_value(lines, i, indent + 2, rest)?;
            node.map.push((key, first));
            if let Some(next) = lines.get(*i).filter(|l| l.indent > indent) {
                let more = yaml_block(lines, i, next.indent)?;
                node.map.extend(more.map);
            }
            return Ok(node);
        }
    }
    Ok(Yaml {
        scalar: Some(unquote(text)),
        ..Yaml::default()
    })
}

/// `key: rest` or `key:`, the key unquoted.
fn split_key(text: &str) -> Option<(String, &str)> {
    if let Some(q) = text.chars().next().filter(|c| *c == '\'' || *c == '"') {
        let end = text[1..].find(q)? + 1;
        let rest = text[end + 1..].strip_prefix(':')?;
        return Some((unquote(&text[..=end]), rest.trim()));
    }
    if let Some(k) = text.strip_suffix(':') {
        if !k.contains(": ") {
            return Some((k.trim().to_string(), ""));
        }
    }
    let (k, rest) = text.split_once(": ")?;
    Some((k.trim().to_string(), rest.trim()))
}

fn unquote(s: &str) -> String {
    let s = s.trim();
    if s.len() >= 2 && s.starts_with('\'') && s.ends_with('\'') {
        return s[1..s.len() - 1].replace("''", "'");
    }
    if s.len() >= 2 && s.starts_with('"') && s.ends_with('"') {
        return s[1..s.len() - 1]
            .replace("\\\"", "\"")
            .replace("\\\\", "\\");
    }
    s.to_string()
}

// ---------------------------------------------------------------- ranges

/// The version an exact pin (`4.4.3`, `=4.4.3`, `v4.4.3`) names.
fn exact_pin(range: &str) -> Option<String> {
    let r = range.trim().trim_start_matches('=').trim_start_matches('v');
    let core = r.split(['-', '+']).next()?;
    let parts: Vec<&str> = core.split('.').collect();
    (parts.len() == 3
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit())))
    .then(|| r.to_string())
}

/// The lowest version a range allows (the lower bound of its lowest alternative).
fn lowest_in_range(range: &str) -> Option<String> {
    range
        .split("||")
        .filter_map(|alt| {
            let first = alt.split_whitespace().next()?;
            let base = first.trim_start_matches(['^', '~', '>', '=', 'v']);
            if first.starts_with('<') {
                return None;
            }
            parse_version(base)
        })
        .min()
        .map(|(a, b, c)| format!("{a}.{b}.{c}"))
}

/// `major.minor.patch` of a version (a pre-release or build suffix dropped).
pub fn parse_version(v: &str) -> Option<(u64, u64, u64)> {
    let core = v.trim().split(['-', '+']).next()?;
    let mut parts = core.split('.').map(|p| p.parse::<u64>().ok());
    Some((
        parts.next()??,
        parts.next().flatten().unwrap_or(0),
        parts.next().flatten().unwrap_or(0),
    ))
}

/// Whether `version` satisfies an npm range (the common forms: exact, `^`, `~`, `>=`, `x`,
/// `||` alternatives, space-separated conjunctions).
pub fn satisfies(version: &str, range: &str) -> bool {
    let Some(v) = parse_version(version) else {
        return false;
    };
    range.split("||").any(|alt| {
        let alt = alt.trim();
        if alt.is_empty() || alt == "*" || alt == "latest" {
            return true;
        }
        alt.split_whitespace().all(|c| comparator(v, c))
    })
}

fn comparator(v: (u64, u64, u64), c: &str) -> bool {
    let (op, rest) = if let Some(r) = c.strip_prefix(">=") {
        (">=", r)
    } else if let Some(r) = c.strip_prefix("<=") {
        ("<=", r)
    } else if let Some(r) = c.strip_prefix('>') {
        (">", r)
    } else if let Some(r) = c.strip_prefix('<') {
        ("<", r)
    } else if let Some(r) = c.strip_prefix('^') {
        ("^", r)
    } else if let Some(r) = c.strip_prefix('~') {
        ("~", r)
    } else {
        ("=", c.trim_start_matches('='))
    };
    let wildcard_parts = rest
        .split('.')
        .take_while(|p| !matches!(*p, "x" | "X" | "*"))
        .count();
    let Some(b) = parse_version(rest) else {
        return false;
    };
    match op {
        ">=" => v >= b,
        "<=" => v <= b,
        ">" => v > b,
        "<" => v < b,
        "^" => {
            v >= b
                && if b.0 > 0 {
                    v.0 == b.0
                } else if b.1 > 0 {
                    v.0 == 0 && v.1 == b.1
                } else {
                    v.0 == 0 && v.1 == 0 && v.2 == b.2
                }
        }
        "~" => v >= b && v.0 == b.0 && v.1 == b.1,
        _ => match wildcard_parts {
            1 => v.0 == b.0,
            2 => v.0 == b.0 && v.1 == b.1,
            _ => v == b,
        },
    }
}

fn newest_modelled_in_range(pkg: &str, range: &str) -> Option<&'static str> {
    MODELLED
        .iter()
        .filter(|(p, v)| *p == pkg && satisfies(v, range))
        .map(|(_, v)| *v)
        .max_by_key(|v| parse_version(v))
}

#[cfg(test)]
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn npm_ranges_pick_the_newest_modelled_version() {
        assert!(satisfies("3.25.76", "^3.23.8"));
        assert!(!satisfies("4.6.7", "^3.23.8"));
        assert!(satisfies("4.6.7", ">=3 <5"));
        assert!(satisfies("1.32.2", "~1.32.0"));
        assert!(satisfies("4.6.7", "3.x || 4.x"));
        assert_eq!(
            newest_modelled_in_range("zod", "^3.23.8 || ^4.0.0"),
            Some("4.6.7")
        );
        assert_eq!(newest_modelled_in_range("zod", "^3.23.8"), Some("3.25.76"));
        assert_eq!(newest_modelled_in_range("zod", "^5"), None);
    }
}

#[cfg(test)]
mod workspace_tests {
    use super::*;
    use crate::model::{Sdk, Target};

    fn fixture(rel: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../tests/fixtures/workspaces")
            .join(rel)
    }

    fn found(i: &Installed, pkg: &str) -> (String, String) {
        let f = i
            .get(pkg)
            .unwrap_or_else(|| panic!("{pkg} not found: {i:?}"));
        (f.version.clone(), f.source.clone())
    }

    fn pair(v: &str, s: &str) -> (String, String) {
        (v.to_string(), s.to_string())
    }

    #[test]
    fn npm_workspace_reads_the_root_lockfile_at_the_package_path() {
        let i = detect(&fixture("npm-workspace/packages/api/src/server.ts"));
        assert_eq!(i.root, Some(fixture("npm-workspace/packages/api")));
        assert_eq!(i.workspace_root, Some(fixture("npm-workspace")));
        // api needs zod 4, so npm nested it under the package; the SDK is hoisted to the root
        assert_eq!(
            found(&i, "zod"),
            pair(
                "4.6.7",
                "../../package-lock.json (packages/api/node_modules/zod)"
            )
        );
        assert_eq!(
            found(&i, "@modelcontextprotocol/sdk"),
            pair("1.32.2", "../../package-lock.json")
        );
        // `"@repo/common": "*"` is linked by the lockfile: a package of the workspace
        assert_eq!(
            i.workspace_deps.get("@repo/common").map(String::as_str),
            Some("*")
        );
        assert!(i.why.is_empty(), "{:?}", i.why);
        let t = Target::from_installed(&i, None);
        assert!(t.modelled, "{:?}", t.why);
        assert_eq!(t.sdk, Sdk::V1);

        // the other package of the workspace gets the hoisted zod 3
        let common = detect(&fixture("npm-workspace/packages/common/src/schemas.ts"));
        assert_eq!(
            found(&common, "zod"),
            pair("3.25.76", "../../package-lock.json")
        );
    }

    #[test]
    fn pnpm_workspace_picks_the_importer_of_the_package() {
        let i = detect(&fixture("pnpm-workspace/packages/api/src/server.ts"));
        assert_eq!(i.workspace_root, Some(fixture("pnpm-workspace")));
        assert_eq!(
            found(&i, "zod"),
            pair("4.4.3", "../../pnpm-lock.yaml (importer packages/api)")
        );
        assert_eq!(
            found(&i, "@modelcontextprotocol/server"),
            pair("2.0.0", "../../pnpm-lock.yaml (importer packages/api)")
        );
        assert!(i.get("@modelcontextprotocol/sdk").is_none());
        assert_eq!(
            i.workspace_deps.get("@repo/common").map(String::as_str),
            Some("workspace:*")
        );
        let t = Target::from_installed(&i, None);
        assert_eq!(t.sdk, Sdk::V2);
        assert!(t.modelled, "{:?}", t.why);
        assert_eq!(
            t.why,
            vec![
                "@modelcontextprotocol/server 2.0.0 from ../../pnpm-lock.yaml (importer packages/api)",
                "zod 4.4.3 from ../../pnpm-lock.yaml (importer packages/api)",
            ]
        );

        let legacy = detect(&fixture("pnpm-workspace/packages/legacy/src/server.ts"));
        assert_eq!(
            found(&legacy, "zod"),
            pair("3.25.76", "../../pnpm-lock.yaml (importer packages/legacy)")
        );
        assert_eq!(
            found(&legacy, "@modelcontextprotocol/sdk"),
            pair("1.32.2", "../../pnpm-lock.yaml (importer packages/legacy)")
        );
        let t = Target::from_installed(&legacy, None);
        assert!(t.modelled, "{:?}", t.why);
        assert_eq!(t.zod_bare, crate::ir::Api::Zod3);
    }

    #[test]
    fn pnpm_catalogs_resolve_package_json_ranges_without_a_lockfile() {
        let i = detect(&fixture("pnpm-catalog-nolock/apps/mcp/src/server.ts"));
        assert_eq!(i.workspace_root, Some(fixture("pnpm-catalog-nolock")));
        assert_eq!(
            found(&i, "zod"),
            pair(
                "4.4.3",
                "package.json range catalog: = 4.4.3 in ../../pnpm-workspace.yaml"
            )
        );
        assert_eq!(
            found(&i, "@modelcontextprotocol/sdk"),
            pair(
                "1.32.2",
                "package.json range catalog:mcp = ^1.30.0 in ../../pnpm-workspace.yaml"
            )
        );
        // a catalog that does not exist is said, not silently skipped
        assert!(i.get("zod-to-json-schema").is_none());
        assert_eq!(
            i.why,
            vec!["zod-to-json-schema: package.json asks for catalog:missing, but no pnpm-workspace.yaml catalog `missing` lists it; its range is unknown"]
        );
    }

    #[test]
    fn yarn_workspace_takes_the_entry_of_the_package_range() {
        let api = detect(&fixture("yarn-workspace/packages/api/src/server.ts"));
        assert_eq!(api.workspace_root, Some(fixture("yarn-workspace")));
        assert_eq!(found(&api, "zod"), pair("4.4.3", "../../yarn.lock"));
        assert_eq!(
            found(&api, "@modelcontextprotocol/sdk"),
            pair("1.32.2", "../../yarn.lock")
        );
        assert_eq!(
            api.workspace_deps.get("@repo/shared").map(String::as_str),
            Some("workspace:^")
        );
        let legacy = detect(&fixture("yarn-workspace/packages/legacy/src/server.ts"));
        assert_eq!(found(&legacy, "zod"), pair("3.25.76", "../../yarn.lock"));
        assert_eq!(
            found(&legacy, "zod-to-json-schema"),
            pair("3.25.2", "../../yarn.lock")
        );
        assert!(legacy.why.is_empty(), "{:?}", legacy.why);
    }

    #[test]
    fn an_exact_pin_of_an_unverified_zod_is_modelled_by_the_same_major() {
        let i = detect(&fixture("zod-pin/src/server.ts"));
        assert_eq!(found(&i, "zod"), pair("4.2.1", "package.json range 4.2.1"));
        let t = Target::from_installed(&i, None);
        assert!(!t.modelled);
        assert_eq!(t.zod_version.as_deref(), Some("4.2.1"));
        assert_eq!(t.zod_bare, crate::ir::Api::Zod4);
        assert_eq!(
            t.why,
            vec![
                "@modelcontextprotocol/sdk 1.32.2 from package.json range 1.32.2",
                "zod 4.2.1 from package.json range 4.2.1",
                "zod 4.2.1 is not a verified version; predicted with the model of 4.3.6, the nearest verified version of major 4",
            ]
        );
    }

    #[test]
    fn an_exact_pin_of_sdk_2_chooses_the_sdk_2_model() {
        let i = detect(&fixture("sdk2-pin/src/server.ts"));
        assert_eq!(
            found(&i, "@modelcontextprotocol/server"),
            pair("2.0.0", "package.json range 2.0.0")
        );
        // no node_modules, no lockfile, and the server is created in another module: the pin
        // alone decides the SDK
        let t = Target::from_installed(&i, None);
        assert_eq!(t.sdk, Sdk::V2);
        assert_eq!(t.sdk_version.as_deref(), Some("2.0.0"));
        // 2.0.0 sends what 2.4.0 sends on every oracle case, so it is a verified version
        assert!(t.modelled, "{:?}", t.why);
        assert_eq!(
            t.why,
            vec![
                "@modelcontextprotocol/server 2.0.0 from package.json range 2.0.0",
                "zod 4.6.7 from package.json range 4.6.7",
            ]
        );
        // an unverified 2.x is modelled by the nearest verified 2.x, never by SDK 1
        let mut other = i.clone();
        other
            .packages
            .get_mut("@modelcontextprotocol/server")
            .unwrap()
            .version = "2.3.1".into();
        let t = Target::from_installed(&other, None);
        assert_eq!(t.sdk, Sdk::V2);
        assert!(!t.modelled);
        assert_eq!(
            t.why[1],
            "@modelcontextprotocol/server 2.3.1 is not a verified version; predicted with the model of 2.4.0, the nearest verified version of major 2"
        );
    }

    #[test]
    fn unverified_majors_and_nearest_versions() {
        assert_eq!(model_for("zod", "4.6.7"), Model::Verified);
        assert_eq!(model_for("zod", "4.3.6"), Model::Verified);
        assert_eq!(model_for("zod", "4.0.5"), Model::SameMajor("4.3.6"));
        assert_eq!(model_for("zod", "4.2.1"), Model::SameMajor("4.3.6"));
        assert_eq!(model_for("zod", "4.4.0"), Model::SameMajor("4.4.3"));
        assert_eq!(model_for("zod", "4.7.0"), Model::SameMajor("4.6.7"));
        assert_eq!(
            model_for("@modelcontextprotocol/server", "2.1.0"),
            Model::SameMajor("2.0.0")
        );
        assert_eq!(
            model_for("@modelcontextprotocol/server", "2.3.1"),
            Model::SameMajor("2.4.0")
        );
        assert_eq!(model_for("zod", "3.22.4"), Model::SameMajor("3.25.76"));
        assert_eq!(model_for("zod", "5.0.0"), Model::OtherMajor("4.6.7"));
        assert_eq!(
            model_for("@modelcontextprotocol/server", "3.0.0-alpha.1"),
            Model::OtherMajor("2.4.0")
        );
        assert_eq!(model_for("left-pad", "1.0.0"), Model::None);
        assert_eq!(
            unverified_why("@modelcontextprotocol/server", "3.0.0-alpha.1").as_deref(),
            Some("@modelcontextprotocol/server 3.0.0-alpha.1 is not a verified version, and no version of major 3 is verified; predicted with the model of 2.4.0")
        );
        assert_eq!(unverified_why("zod", "3.25.76"), None);
    }

    #[test]
    fn a_malformed_lockfile_or_manifest_is_named_with_what_was_assumed() {
        let i = detect(&fixture("malformed/src/server.ts"));
        // the range in package.json instead
        assert_eq!(
            found(&i, "zod"),
            pair("3.25.76", "package.json range ^3.25.0")
        );
        assert_eq!(i.why.len(), 1, "{:?}", i.why);
        assert!(
            i.why[0].starts_with("package-lock.json is not valid JSON (")
                && i.why[0]
                    .ends_with("); its versions were not read, so package.json ranges were used"),
            "{}",
            i.why[0]
        );
        let t = Target::from_installed(&i, None);
        assert!(!t.modelled);
        assert!(t.why.contains(&i.why[0]));

        let m = detect(&fixture("malformed-manifest/src/server.ts"));
        // the lockfile (pnpm v6, no importers) still gives the versions
        assert_eq!(found(&m, "zod"), pair("3.25.76", "pnpm-lock.yaml"));
        assert_eq!(
            found(&m, "@modelcontextprotocol/sdk"),
            pair("1.32.2", "pnpm-lock.yaml")
        );
        assert_eq!(m.why.len(), 1, "{:?}", m.why);
        assert!(
            m.why[0].starts_with("package.json is not valid JSON ("),
            "{}",
            m.why[0]
        );
        assert!(m.why[0].ends_with("; its dependency ranges were not read, so versions come only from node_modules and lockfiles"));
    }

    #[test]
    fn a_malformed_installed_package_json_is_named_with_what_was_used_instead() {
        let s = Scratch::new("installed-malformed");
        s.write(
            "package.json",
            r#"{"dependencies":{"zod":"^3.25.0","@modelcontextprotocol/sdk":"^1.32.0"}}"#,
        );
        s.write(
            "node_modules/zod/package.json",
            r#"{"name":"zod","version":"3.25.76""#,
        );
        s.write(
            "node_modules/@modelcontextprotocol/sdk/package.json",
            r#"{"name":"@modelcontextprotocol/sdk"}"#,
        );
        s.write("src/server.ts", "");
        let i = detect(&s.0.join("src/server.ts"));
        assert_eq!(
            found(&i, "zod"),
            pair("3.25.76", "package.json range ^3.25.0")
        );
        assert_eq!(i.why.len(), 2, "{:?}", i.why);
        assert!(
            i.why
                .iter()
                .any(|w| w.starts_with(
                    "node_modules/zod/package.json is not valid JSON (EOF while parsing an object"
                ) && w.ends_with("; the lockfile or package.json was used instead")),
            "{:?}",
            i.why
        );
        assert!(i.why.contains(&"node_modules/@modelcontextprotocol/sdk/package.json has no version string; the lockfile or package.json was used instead".to_string()), "{:?}", i.why);
        // what check reports on the server
        assert_eq!(Target::from_installed(&i, None).assumed, i.why);
    }

    /// A scratch directory removed at the end of the test.
    struct Scratch(PathBuf);

    impl Scratch {
        fn new(name: &str) -> Scratch {
            let p = std::env::temp_dir()
                .join(format!("toolsight-detect-{name}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&p);
            std::fs::create_dir_all(&p).unwrap();
            Scratch(p)
        }

        fn write(&self, rel: &str, text: &str) {
            let p = self.0.join(rel);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    #[test]
    fn node_modules_nearest_first_then_hoisted_at_the_root() {
        let s = Scratch::new("hoisted");
        s.write("package.json", r#"{"workspaces":["apps/*"]}"#);
        s.write(
            "package-lock.json",
            r#"{"lockfileVersion":3,"packages":{"node_modules/zod":{"version":"3.25.76"}}}"#,
        );
        s.write(
            "apps/mcp/package.json",
            r#"{"dependencies":{"zod":"^4","@modelcontextprotocol/sdk":"^1"}}"#,
        );
        s.write(
            "node_modules/@modelcontextprotocol/sdk/package.json",
            r#"{"name":"@modelcontextprotocol/sdk","version":"1.32.2"}"#,
        );
        s.write(
            "node_modules/zod/package.json",
            r#"{"name":"zod","version":"3.25.76"}"#,
        );
        s.write(
            "apps/mcp/node_modules/zod/package.json",
            r#"{"name":"zod","version":"4.6.7"}"#,
        );
        s.write("apps/mcp/src/server.ts", "");
        let i = detect(&s.0.join("apps/mcp/src/server.ts"));
        assert_eq!(
            found(&i, "zod"),
            pair("4.6.7", "node_modules/zod/package.json")
        );
        assert_eq!(
            found(&i, "@modelcontextprotocol/sdk"),
            pair(
                "1.32.2",
                "../../node_modules/@modelcontextprotocol/sdk/package.json"
            )
        );
        assert!(Target::from_installed(&i, None).modelled);
    }

    #[test]
    fn a_package_outside_the_workspace_globs_does_not_read_the_root_lockfile() {
        let s = Scratch::new("outside");
        s.write("package.json", r#"{"workspaces":["packages/*"]}"#);
        s.write(
            "package-lock.json",
            r#"{"lockfileVersion":3,"packages":{"node_modules/zod":{"version":"3.25.76"}}}"#,
        );
        s.write(
            "tools/gen/package.json",
            r#"{"dependencies":{"zod":"^4.1.0"}}"#,
        );
        let i = detect_in(&s.0.join("tools/gen"));
        assert_eq!(i.workspace_root, None);
        assert_eq!(found(&i, "zod"), pair("4.6.7", "package.json range ^4.1.0"));
    }

    #[test]
    fn lockfile_formats_inline() {
        // pnpm v6 workspace: importers, `/pkg@version` package keys
        let v6 = "lockfileVersion: '6.0'\n\nimporters:\n\n  .:\n    dependencies:\n      zod:\n        specifier: ^3.23.8\n        version: 3.25.76\n\n  apps/a:\n    dependencies:\n      zod:\n        specifier: ^4.0.0\n        version: 4.6.7\n\npackages:\n\n  /zod@3.25.76:\n    resolution: {integrity: sha512-x}\n    dev: false\n";
        let y = parse_yaml(v6).unwrap();
        assert_eq!(
            pnpm_lock_version(&y, "apps/a", "zod"),
            Some(("4.6.7".into(), Some("apps/a".into())))
        );
        // a package the importer does not list resolves to the root's
        assert_eq!(
            pnpm_lock_version(&y, "apps/b", "zod"),
            Some(("3.25.76".into(), Some(".".into())))
        );
        // v5: top-level dependencies as plain versions
        let v5 = "lockfileVersion: 5.4\n\nspecifiers:\n  zod: ^3.23.8\n\ndependencies:\n  zod: 3.25.76\n\npackages:\n\n  /zod/3.25.76:\n    resolution: {integrity: sha512-x}\n";
        assert_eq!(
            pnpm_lock_version(&parse_yaml(v5).unwrap(), "", "zod"),
            Some(("3.25.76".into(), None))
        );
        // yarn berry: workspace entries are source; the entry of the project's range wins
        let berry = "__metadata:\n  version: 8\n  cacheKey: 10c0\n\n\"@repo/api@workspace:packages/api\":\n  version: 0.0.0-use.local\n  resolution: \"@repo/api@workspace:packages/api\"\n  dependencies:\n    zod: \"npm:^4.4.0\"\n  languageName: unknown\n  linkType: soft\n\n\"zod@npm:^3.25.0\":\n  version: 3.25.76\n  resolution: \"zod@npm:3.25.76\"\n\n\"zod@npm:^4.4.0\":\n  version: 4.4.3\n  resolution: \"zod@npm:4.4.3\"\n";
        let entries = parse_yarn(berry).unwrap();
        assert_eq!(
            yarn_lock_version(&entries, "zod", Some("^4.4.0")),
            Some(("4.4.3".into(), false))
        );
        assert_eq!(
            yarn_lock_version(&entries, "zod", Some("^3.0.0")),
            Some(("3.25.76".into(), false))
        );
        assert_eq!(
            yarn_lock_version(&entries, "zod", None),
            Some(("3.25.76".into(), true))
        );
        assert_eq!(yarn_lock_version(&entries, "@repo/api", None), None);
        assert!(parse_yarn("zod@^3:\n  version \"3.25.76\"\n").is_err());
        // package-lock v1
        let v1: serde_json::Value = serde_json::from_str(
            r#"{"lockfileVersion":1,"dependencies":{"zod":{"version":"3.22.4"}}}"#,
        )
        .unwrap();
        assert_eq!(
            npm_lock_version(&v1, "", "zod").map(|(v, _)| v),
            Some("3.22.4".into())
        );
        assert_eq!(
            npm_lock_keys("a/b", "zod"),
            vec![
                "a/b/node_modules/zod",
                "a/node_modules/zod",
                "node_modules/zod"
            ]
        );
    }

    #[test]
    fn yaml_subset_and_specs() {
        let y = parse_yaml("packages:\n- apps/*   # apps\n- \"libs/**\"\ncatalog:\n  'a b': '1.0.0'\nlist: ['x', y]\n").unwrap();
        let globs: Vec<_> = y
            .get("packages")
            .unwrap()
            .list
            .iter()
            .map(|i| i.scalar.clone().unwrap())
            .collect();
        assert_eq!(globs, vec!["apps/*", "libs/**"]);
        assert_eq!(
            y.get("catalog")
                .unwrap()
                .get("a b")
                .unwrap()
                .scalar
                .as_deref(),
            Some("1.0.0")
        );
        assert_eq!(y.get("list").unwrap().list.len(), 2);
        assert!(parse_yaml("a:\n  b: 1\n    c: 2\n").is_err());
        assert!(in_workspace("packages/api", &["packages/*".into()]));
        assert!(in_workspace("libs/x/y", &["./libs/**".into()]));
        assert!(!in_workspace(
            "packages/test",
            &["packages/*".into(), "!packages/test".into()]
        ));
        assert!(!in_workspace("tools/gen", &["packages/*".into()]));
        let mut why = Vec::new();
        let none = Catalogs::default();
        assert_eq!(
            resolve_spec("zod", "npm:zod@^4.1.0", &none, &mut why).map(|r| r.0),
            Some("^4.1.0".into())
        );
        assert_eq!(resolve_spec("zod", "file:../zod", &none, &mut why), None);
        assert_eq!(
            resolve_spec("zod", "github:colinhacks/zod", &none, &mut why),
            None
        );
        assert_eq!(why.len(), 2);
        assert_eq!(exact_pin("=4.4.3").as_deref(), Some("4.4.3"));
        assert_eq!(exact_pin("^4.4.3"), None);
        assert_eq!(lowest_in_range("~4.4.0 || ^5").as_deref(), Some("4.4.0"));
    }
}
