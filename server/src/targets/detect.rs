//! Which versions of the converter packages a file's project installs: `node_modules/<pkg>/
//! package.json` first, then the lockfile (package-lock.json, pnpm-lock.yaml, yarn.lock), then the
//! range in package.json (the newest modelled version it allows).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde::Serialize;

/// The packages whose versions decide the wire schema.
pub const PACKAGES: &[&str] = &[
    "@modelcontextprotocol/sdk",
    "@modelcontextprotocol/server",
    "zod",
    "zod-to-json-schema",
];

/// Versions toolsight has a verified model for, per package.
pub const MODELLED: &[(&str, &str)] = &[
    ("@modelcontextprotocol/sdk", "1.32.2"),
    ("@modelcontextprotocol/server", "2.4.0"),
    ("zod", "3.25.76"),
    ("zod", "4.6.7"),
    ("zod-to-json-schema", "3.25.2"),
];

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Found {
    pub version: String,
    /// Where it was read, for "why this target": `node_modules`, `package-lock.json`, …
    pub source: String,
}

#[derive(Debug, Clone, Default)]
pub struct Installed {
    pub packages: HashMap<String, Found>,
    /// The project directory (holding package.json), if any.
    pub root: Option<PathBuf>,
}

impl Installed {
    pub fn get(&self, pkg: &str) -> Option<&Found> {
        self.packages.get(pkg)
    }

    pub fn major(&self, pkg: &str) -> Option<u64> {
        self.get(pkg)?.version.split('.').next()?.parse().ok()
    }
}

/// Finds the project of `file` (the nearest directory upward with a package.json) and reads the
/// versions of [`PACKAGES`].
pub fn detect(file: &Path) -> Installed {
    let mut dir = file.parent().map(Path::to_path_buf);
    while let Some(d) = dir {
        if d.join("package.json").is_file() {
            return detect_in(&d);
        }
        dir = d.parent().map(Path::to_path_buf);
    }
    Installed::default()
}

pub fn detect_in(root: &Path) -> Installed {
    let mut out = Installed {
        packages: HashMap::new(),
        root: Some(root.to_path_buf()),
    };
    let lock = read_lockfiles(root);
    let manifest = read_manifest(root);
    for pkg in PACKAGES {
        if let Some(v) = node_modules_version(root, pkg) {
            out.packages.insert(pkg.to_string(), v);
        } else if let Some(v) = lock.get(*pkg) {
            out.packages.insert(pkg.to_string(), v.clone());
        } else if let Some(range) = manifest.get(*pkg) {
            if let Some(v) = newest_modelled_in_range(pkg, range) {
                out.packages.insert(
                    pkg.to_string(),
                    Found {
                        version: v.to_string(),
                        source: format!("package.json range {range}"),
                    },
                );
            }
        }
    }
    out
}

fn node_modules_version(root: &Path, pkg: &str) -> Option<Found> {
    // node resolves upward from the project, so a workspace root's node_modules counts too
    let mut dir = Some(root);
    while let Some(d) = dir {
        let p = d.join("node_modules").join(pkg).join("package.json");
        if let Ok(text) = std::fs::read_to_string(&p) {
            let v: serde_json::Value = serde_json::from_str(&text).ok()?;
            return Some(Found {
                version: v.get("version")?.as_str()?.to_string(),
                source: "node_modules".into(),
            });
        }
        dir = d.parent();
    }
    None
}

fn read_manifest(root: &Path) -> HashMap<String, String> {
    let mut out = HashMap::new();
    let Ok(text) = std::fs::read_to_string(root.join("package.json")) else {
        return out;
    };
    let Ok(v) = serde_json::from_str::<serde_json::Value>(&text) else {
        return out;
    };
    for field in ["dependencies", "devDependencies", "peerDependencies"] {
        if let Some(deps) = v.get(field).and_then(|d| d.as_object()) {
            for (k, r) in deps {
                if let Some(r) = r.as_str() {
                    out.entry(k.clone()).or_insert_with(|| r.to_string());
                }
            }
        }
    }
    out
}

fn read_lockfiles(root: &Path) -> HashMap<String, Found> {
    let mut out = HashMap::new();
    if let Ok(text) = std::fs::read_to_string(root.join("package-lock.json")) {
        if let Ok(v) = serde_json::from_str::<serde_json::Value>(&text) {
            for pkg in PACKAGES {
                let key = format!("node_modules/{pkg}");
                let version = v
                    .get("packages")
                    .and_then(|p| p.get(&key))
                    .and_then(|p| p.get("version"))
                    .or_else(|| {
                        v.get("dependencies")
                            .and_then(|d| d.get(*pkg))
                            .and_then(|p| p.get("version"))
                    })
                    .and_then(|x| x.as_str());
                if let Some(version) = version {
                    out.insert(
                        pkg.to_string(),
                        Found {
                            version: version.to_string(),
                            source: "package-lock.json".into(),
                        },
                    );
                }
            }
        }
        return out;
    }
    if let Ok(text) = std::fs::read_to_string(root.join("pnpm-lock.yaml")) {
        for pkg in PACKAGES {
            if let Some(v) = pnpm_version(&text, pkg) {
                out.insert(
                    pkg.to_string(),
                    Found {
                        version: v,
                        source: "pnpm-lock.yaml".into(),
                    },
                );
            }
        }
        return out;
    }
    if let Ok(text) = std::fs::read_to_string(root.join("yarn.lock")) {
        for pkg in PACKAGES {
            if let Some(v) = yarn_version(&text, pkg) {
                out.insert(
                    pkg.to_string(),
                    Found {
                        version: v,
                        source: "yarn.lock".into(),
                    },
                );
            }
        }
    }
    out
}

/// pnpm lockfiles list the importer's resolved version as `version: X` under the package key.
fn pnpm_version(text: &str, pkg: &str) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    let quoted = format!("'{pkg}':");
    let plain = format!("{pkg}:");
    for (i, line) in lines.iter().enumerate() {
        let t = line.trim();
        if t == plain || t == quoted {
            for next in lines.iter().skip(i + 1).take(3) {
                if let Some(v) = next.trim().strip_prefix("version: ") {
                    let v = v
                        .trim_matches('\'')
                        .split('(')
                        .next()
                        .unwrap_or("")
                        .to_string();
                    if v.chars().next().is_some_and(|c| c.is_ascii_digit()) {
                        return Some(v);
                    }
                }
            }
        }
    }
    // older layouts: `/zod@3.25.76:` or `/zod/3.25.76:` package keys
    for line in &lines {
        let t = line.trim().trim_start_matches('/').trim_matches('\'');
        for sep in ['@', '/'] {
            if let Some(rest) = t.strip_prefix(&format!("{pkg}{sep}")) {
                let v = rest.trim_end_matches(':').split('(').next().unwrap_or("");
                if v.chars().next().is_some_and(|c| c.is_ascii_digit()) {
                    return Some(v.to_string());
                }
            }
        }
    }
    None
}

/// yarn v1 (`version "X"`) and berry (`version: X`) entries.
fn yarn_version(text: &str, pkg: &str) -> Option<String> {
    let mut in_entry = false;
    for line in text.lines() {
        if !line.starts_with(' ') && !line.is_empty() {
            let header = line.trim_end_matches(':');
            in_entry = header
                .split(", ")
                .map(|s| s.trim_matches('"'))
                .any(|s| s.strip_prefix(pkg).is_some_and(|r| r.starts_with('@')));
            continue;
        }
        if in_entry {
            let t = line.trim();
            if let Some(v) = t
                .strip_prefix("version ")
                .or_else(|| t.strip_prefix("version: "))
            {
                return Some(v.trim_matches('"').to_string());
            }
        }
    }
    None
}

fn parse_version(v: &str) -> Option<(u64, u64, u64)> {
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

    #[test]
    fn lockfile_formats_give_the_installed_version() {
        let pnpm = "importers:\n  .:\n    dependencies:\n      zod:\n        specifier: ^3.23.8\n        version: 3.25.76\n";
        assert_eq!(pnpm_version(pnpm, "zod").as_deref(), Some("3.25.76"));
        let yarn1 = "\"zod@^3.23.8\":\n  version \"3.25.76\"\n  resolved \"x\"\n\nzod-to-json-schema@^3:\n  version \"3.25.2\"\n";
        assert_eq!(yarn_version(yarn1, "zod").as_deref(), Some("3.25.76"));
        assert_eq!(
            yarn_version(yarn1, "zod-to-json-schema").as_deref(),
            Some("3.25.2")
        );
        let berry = "\"zod@npm:^4.0.0\":\n  version: 4.6.7\n";
        assert_eq!(yarn_version(berry, "zod").as_deref(), Some("4.6.7"));
    }
}
