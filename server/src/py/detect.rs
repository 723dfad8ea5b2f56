//! Which Python packages a module's project installs: the virtualenv's metadata first
//! (`.venv/` or `venv/` beside the project: `lib/pythonX.Y/site-packages/<pkg>-<version>.dist-info`),
//! then the lockfiles (`uv.lock`, `poetry.lock`, `pdm.lock`, PEP 751's `pylock.toml`), then exact
//! pins (`name==version`) in `requirements*.txt`, in `pyproject.toml`'s `[project] dependencies`
//! and in Poetry's `[tool.poetry.dependencies]` (`mcp = "1.30.0"`); the Python version from the
//! virtualenv, `.python-version`, or a `requires-python` that allows one minor version. Each
//! version says where it was read, for the target's "why".

use std::path::{Path, PathBuf};

use crate::targets::detect::{Found, Installed};

/// The packages the Python models read.
const PACKAGES: &[&str] = &[
    "mcp",
    "fastmcp",
    "openai-agents",
    "langchain-core",
    "pydantic",
];

/// The lockfiles read, in this order: each lists `[[package]]` (PEP 751: `[[packages]]`) tables
/// with the distribution's `name` and `version`.
const LOCKFILES: &[&str] = &["uv.lock", "poetry.lock", "pdm.lock", "pylock.toml"];

/// Directories a search goes up before giving up (a file deep in a monorepo).
const MAX_UP: usize = 32;

pub fn detect(file: &Path) -> Installed {
    let mut installed = Installed::default();
    let start = file.parent().map(Path::to_path_buf).unwrap_or_default();
    // a relative path's ancestors end in "" (`sub/s.py`: `sub`, then nothing), which names no
    // folder: the search climbs from where the path really is
    let start = match start.as_os_str().is_empty() {
        true => PathBuf::from("."),
        false => start,
    };
    let start = std::path::absolute(&start).unwrap_or(start);
    for dir in start.ancestors().take(MAX_UP) {
        for venv in [".venv", "venv"] {
            site_packages(&dir.join(venv), &start, &mut installed);
        }
        for lock in LOCKFILES {
            lockfile(&dir.join(lock), &start, &mut installed);
        }
        requirements(dir, &start, &mut installed);
        pyproject_pins(&dir.join("pyproject.toml"), &start, &mut installed);
        if !installed.packages.contains_key("python") {
            let file = dir.join(".python-version");
            if let Ok(v) = std::fs::read_to_string(&file) {
                // the first line names the version (pyenv allows more, one per line)
                let first = v.lines().next().unwrap_or("").trim();
                match major_minor(first) {
                    Some(v) => {
                        installed.packages.insert(
                            "python".into(),
                            Found {
                                version: v,
                                source: relative(&file, &start),
                            },
                        );
                    }
                    None => installed.why.push(format!(
                        "{} holds {:?}, not a Python version; the Python version was looked for further up",
                        relative(&file, &start),
                        first.chars().take(40).collect::<String>()
                    )),
                }
            }
        }
        if !installed.packages.contains_key("python") {
            requires_python(&dir.join("pyproject.toml"), &start, &mut installed);
        }
        let is_root = [
            "pyproject.toml",
            "setup.py",
            "requirements.txt",
            "toolsight.toml",
        ]
        .iter()
        .any(|m| dir.join(m).is_file());
        if is_root && installed.root.is_none() {
            installed.root = Some(dir.to_path_buf());
        }
        if PACKAGES.iter().all(|p| installed.packages.contains_key(*p))
            && installed.packages.contains_key("python")
        {
            break;
        }
    }
    installed
}

/// `major.minor` of a version such as `3.11.7`.
fn major_minor(v: &str) -> Option<String> {
    let mut parts = v.split('.');
    let (major, minor) = (parts.next()?, parts.next()?);
    (major.chars().all(|c| c.is_ascii_digit()) && minor.chars().all(|c| c.is_ascii_digit()))
        .then(|| format!("{major}.{minor}"))
}

/// `path` as seen from the directory `from` (`../uv.lock`), for the target's "why".
fn relative(path: &Path, from: &Path) -> String {
    for (ups, base) in from.ancestors().enumerate() {
        if let Ok(rest) = path.strip_prefix(base) {
            return format!("{}{}", "../".repeat(ups), rest.display());
        }
    }
    path.display().to_string()
}

fn site_packages(venv: &Path, start: &Path, installed: &mut Installed) {
    let Ok(libs) = std::fs::read_dir(venv.join("lib")) else {
        return;
    };
    for lib in libs.flatten() {
        let name = lib.file_name().to_string_lossy().to_string();
        let Some(version) = name.strip_prefix("python").and_then(major_minor) else {
            continue;
        };
        installed
            .packages
            .entry("python".into())
            .or_insert_with(|| Found {
                version,
                source: relative(&lib.path(), start),
            });
        let site = lib.path().join("site-packages");
        let Ok(entries) = std::fs::read_dir(&site) else {
            continue;
        };
        for e in entries.flatten() {
            let file = e.file_name().to_string_lossy().to_string();
            let Some(stem) = file.strip_suffix(".dist-info") else {
                continue;
            };
            let Some((pkg, version)) = stem.rsplit_once('-') else {
                continue;
            };
            let pkg = pkg.to_lowercase().replace('_', "-");
            if PACKAGES.contains(&pkg.as_str()) {
                installed.packages.entry(pkg).or_insert_with(|| Found {
                    version: version.to_string(),
                    source: relative(&e.path(), start),
                });
            }
        }
    }
}

/// A TOML file of the project, when there is one; one that does not parse is said so, with the
/// line and what was assumed instead.
fn read_toml(path: &Path, start: &Path, installed: &mut Installed) -> Option<toml::Table> {
    let text = std::fs::read_to_string(path).ok()?;
    match toml::from_str::<toml::Table>(&text) {
        Ok(table) => Some(table),
        Err(e) => {
            let line = e.span().map_or(1, |s| {
                text[..s.start.min(text.len())].matches('\n').count() + 1
            });
            installed.why.push(format!(
                "{} is not valid TOML (line {line}: {}); its versions were not read, so they come from a virtualenv or are assumed",
                relative(path, start),
                e.message()
            ));
            None
        }
    }
}

fn lockfile(path: &Path, start: &Path, installed: &mut Installed) {
    let Some(lock) = read_toml(path, start, installed) else {
        return;
    };
    for p in ["package", "packages"]
        .iter()
        .filter_map(|k| lock.get(*k).and_then(toml::Value::as_array))
        .flatten()
    {
        let (Some(name), Some(version)) = (
            p.get("name").and_then(toml::Value::as_str),
            p.get("version").and_then(toml::Value::as_str),
        ) else {
            continue;
        };
        pin(
            name.to_lowercase().replace('_', "-"),
            version.to_string(),
            path,
            start,
            installed,
        );
    }
}

/// The package an exact requirement pins (`mcp==1.30.0`, `fastmcp[openai] == 2.14.7 ; python_version >= "3.10"`),
/// with its version; a range or an unpinned name pins nothing.
fn exact_pin(requirement: &str) -> Option<(String, String)> {
    let requirement = requirement.split(['#', ';']).next()?.trim();
    let (name, version) = requirement.split_once("==")?;
    let name = name.split('[').next()?.trim();
    let version = version.trim();
    let plain = |s: &str, extra: &[char]| {
        !s.is_empty()
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c) || extra.contains(&c))
    };
    // `==1.*` and `===` are not one version
    (plain(name, &[]) && plain(version, &['+']) && !version.starts_with('='))
        .then(|| (name.to_lowercase().replace('_', "-"), version.to_string()))
}

fn pin(name: String, version: String, source: &Path, start: &Path, installed: &mut Installed) {
    if PACKAGES.contains(&name.as_str()) {
        installed.packages.entry(name).or_insert_with(|| Found {
            version,
            source: relative(source, start),
        });
    }
}

/// Exact pins in the directory's `requirements*.txt` files, in name order.
fn requirements(dir: &Path, start: &Path, installed: &mut Installed) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut files: Vec<_> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("requirements") && n.ends_with(".txt"))
        })
        .collect();
    files.sort();
    for file in files {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        for (name, version) in text.lines().filter_map(exact_pin) {
            pin(name, version, &file, start, installed);
        }
    }
}

/// Exact pins in `pyproject.toml`'s `[project] dependencies`.
fn pyproject_pins(path: &Path, start: &Path, installed: &mut Installed) {
    let Some(project) = read_toml(path, start, installed) else {
        return;
    };
    let dependencies = project
        .get("project")
        .and_then(|p| p.get("dependencies"))
        .and_then(toml::Value::as_array);
    for (name, version) in dependencies
        .into_iter()
        .flatten()
        .filter_map(|d| exact_pin(d.as_str()?))
    {
        pin(name, version, path, start, installed);
    }
    // Poetry's own table: a bare version (or `==` one), as a string or as `{ version = ... }`,
    // is exact; `^`, `~`, ranges and `*` are not
    let poetry = project
        .get("tool")
        .and_then(|t| t.get("poetry"))
        .and_then(|p| p.get("dependencies"))
        .and_then(toml::Value::as_table);
    for (name, spec) in poetry.into_iter().flatten() {
        let version = match spec {
            toml::Value::String(s) => s.as_str(),
            toml::Value::Table(t) => match t.get("version").and_then(toml::Value::as_str) {
                Some(v) => v,
                None => continue,
            },
            _ => continue,
        };
        if let Some((name, version)) =
            exact_pin(&format!("{name}=={}", version.trim_start_matches("==")))
        {
            pin(name, version, path, start, installed);
        }
    }
}

/// The Python version `[project] requires-python` pins: only a specifier set that allows a
/// single `major.minor` (`==3.12.*`, `~=3.12.4`, `>=3.12,<3.13`) names one, since the models
/// differ by minor (3.12's `typing.TypedDict`, 3.13's docstring dedent); a wider range is said
/// in the target's "why" and the version is looked for further up.
fn requires_python(path: &Path, start: &Path, installed: &mut Installed) {
    let Ok(text) = std::fs::read_to_string(path) else {
        return;
    };
    // a malformed file is reported where its dependencies are read
    let Ok(project) = text.parse::<toml::Table>() else {
        return;
    };
    let Some(spec) = project
        .get("project")
        .and_then(|p| p.get("requires-python"))
        .and_then(toml::Value::as_str)
    else {
        return;
    };
    match single_minor(spec) {
        Some(version) => {
            installed.packages.insert(
                "python".into(),
                Found {
                    version,
                    source: format!("{} (requires-python {spec:?})", relative(path, start)),
                },
            );
        }
        None => installed.why.push(format!(
            "{} requires-python {spec:?} allows more than one Python minor version; the Python version was looked for further up",
            relative(path, start)
        )),
    }
}

/// The one `3.m` a PEP 440 specifier set allows, where each clause is read by minor: `==3.m`,
/// `==3.m.*`, `==3.m.p` and `~=3.m.p` allow only `3.m`; `>=3.m(.p)` and `<3.m` (or `<3.m.0`)
/// bound the range. Any other clause (`!=`, `>`, `<=`, `~=3.m`, `===`) names none.
fn single_minor(spec: &str) -> Option<String> {
    let (mut low, mut high) = (0u32, u32::MAX);
    for clause in spec.split(',').map(str::trim).filter(|c| !c.is_empty()) {
        let (op, version) = ["==", "~=", ">=", "<"]
            .iter()
            .find_map(|op| clause.strip_prefix(op).map(|v| (*op, v.trim())))?;
        let parts: Vec<&str> = version.split('.').collect();
        if parts.first() != Some(&"3") || parts.len() < 2 || parts.len() > 3 {
            return None;
        }
        let minor: u32 = parts[1].parse().ok()?;
        let patch = parts.get(2).copied();
        let numeric = |p: &str| p.bytes().all(|b| b.is_ascii_digit()) && !p.is_empty();
        match (op, patch) {
            ("==", None) | ("==", Some("*")) => (low, high) = (low.max(minor), high.min(minor)),
            ("==", Some(p)) | ("~=", Some(p)) if numeric(p) => {
                (low, high) = (low.max(minor), high.min(minor))
            }
            (">=", None) => low = low.max(minor),
            (">=", Some(p)) if numeric(p) => low = low.max(minor),
            ("<", None) => high = high.min(minor.checked_sub(1)?),
            ("<", Some("0")) => high = high.min(minor.checked_sub(1)?),
            _ => return None,
        }
    }
    (low == high).then(|| format!("3.{low}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requires_python_names_a_version_only_when_it_allows_one_minor() {
        for (spec, minor) in [
            ("==3.12.*", Some("3.12")),
            ("~=3.13.1", Some("3.13")),
            (">=3.11,<3.12", Some("3.11")),
            (">=3.11.4, <3.12.0", Some("3.11")),
            ("==3.10", Some("3.10")),
            (">=3.10", None),
            ("~=3.12", None),
            (">=3.11,<3.13", None),
            ("<3.13", None),
            (">3.11,<3.12", None),
            ("==3.12.*,!=3.12.1", None),
            (">=2.7", None),
            ("", None),
        ] {
            assert_eq!(single_minor(spec).as_deref(), minor, "{spec:?}");
        }
        // read below `.python-version` in the same folder, and said where it came from
        let dir =
            std::env::temp_dir().join(format!("toolsight-py-requires-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("pyproject.toml"),
            "[project]\nname = \"x\"\nrequires-python = \">=3.12,<3.13\"\n",
        )
        .unwrap();
        let found = detect(&dir.join("server.py"));
        let python = found.get("python").unwrap();
        assert_eq!(python.version, "3.12");
        assert_eq!(
            python.source,
            "pyproject.toml (requires-python \">=3.12,<3.13\")"
        );
        std::fs::write(dir.join(".python-version"), "3.11.7\n").unwrap();
        assert_eq!(
            detect(&dir.join("server.py"))
                .get("python")
                .unwrap()
                .version,
            "3.11"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn versions_come_from_the_virtualenv_first_then_uv_lock() {
        let dir = std::env::temp_dir().join(format!("toolsight-py-detect-{}", std::process::id()));
        let site = dir.join(".venv/lib/python3.12/site-packages");
        std::fs::create_dir_all(site.join("mcp-1.30.0.dist-info")).unwrap();
        std::fs::create_dir_all(site.join("fastmcp-2.14.7.dist-info")).unwrap();
        std::fs::write(
            dir.join("uv.lock"),
            "[[package]]\nname = \"mcp\"\nversion = \"1.2.0\"\n\n[[package]]\nname = \"pydantic\"\nversion = \"2.14.4\"\n",
        )
        .unwrap();
        std::fs::write(dir.join("pyproject.toml"), "[project]\nname = \"x\"\n").unwrap();
        std::fs::create_dir_all(dir.join("src")).unwrap();
        let i = detect(&dir.join("src/server.py"));
        assert_eq!(i.get("mcp").unwrap().version, "1.30.0");
        assert_eq!(i.get("fastmcp").unwrap().version, "2.14.7");
        assert_eq!(i.get("pydantic").unwrap().version, "2.14.4");
        assert_eq!(i.get("pydantic").unwrap().source, "../uv.lock");
        assert_eq!(i.get("python").unwrap().version, "3.12");
        assert_eq!(i.root.as_deref(), Some(dir.as_path()));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn poetry_pdm_and_pylock_lockfiles_and_poetrys_exact_pins_are_versions() {
        let dir = std::env::temp_dir().join(format!("toolsight-py-locks-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("poetry")).unwrap();
        std::fs::create_dir_all(dir.join("pdm")).unwrap();
        std::fs::create_dir_all(dir.join("pylock")).unwrap();
        std::fs::write(
            dir.join("poetry/poetry.lock"),
            "[[package]]\nname = \"mcp\"\nversion = \"1.6.0\"\noptional = false\n\n[[package]]\nname = \"pydantic\"\nversion = \"2.11.10\"\n\n[metadata]\nlock-version = \"2.1\"\n",
        )
        .unwrap();
        // Poetry's own table: the caret range pins nothing, the bare version does
        std::fs::write(
            dir.join("poetry/pyproject.toml"),
            "[tool.poetry.dependencies]\npython = \"^3.11\"\nfastmcp = \"^2.14\"\nopenai_agents = { version = \"0.24.0\" }\n",
        )
        .unwrap();
        let i = detect(&dir.join("poetry/server.py"));
        assert_eq!(i.get("mcp").unwrap().version, "1.6.0");
        assert_eq!(i.get("mcp").unwrap().source, "poetry.lock");
        assert_eq!(i.get("pydantic").unwrap().version, "2.11.10");
        assert_eq!(i.get("openai-agents").unwrap().version, "0.24.0");
        assert_eq!(i.get("openai-agents").unwrap().source, "pyproject.toml");
        assert!(i.get("fastmcp").is_none());
        std::fs::write(
            dir.join("pdm/pdm.lock"),
            "[metadata]\ngroups = [\"default\"]\n\n[[package]]\nname = \"fastmcp\"\nversion = \"2.14.7\"\n",
        )
        .unwrap();
        let i = detect(&dir.join("pdm/server.py"));
        assert_eq!(i.get("fastmcp").unwrap().version, "2.14.7");
        assert_eq!(i.get("fastmcp").unwrap().source, "pdm.lock");
        std::fs::write(
            dir.join("pylock/pylock.toml"),
            "lock-version = \"1.0\"\ncreated-by = \"pip\"\n\n[[packages]]\nname = \"mcp\"\nversion = \"2.3.0\"\n",
        )
        .unwrap();
        let i = detect(&dir.join("pylock/server.py"));
        assert_eq!(i.get("mcp").unwrap().version, "2.3.0");
        assert_eq!(i.get("mcp").unwrap().source, "pylock.toml");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn exact_pins_in_requirements_and_pyproject_are_versions() {
        let dir = std::env::temp_dir().join(format!("toolsight-py-pins-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("requirements.txt"),
            "# pinned\nfastmcp[openai] == 2.14.7 ; python_version >= \"3.10\"\nmcp>=1.2\npydantic==2.*\nopenai_agents==0.24.0\n",
        )
        .unwrap();
        std::fs::write(
            dir.join("pyproject.toml"),
            "[project]\nname = \"x\"\ndependencies = [\"mcp==1.30.0\", \"pydantic==2.14.4\"]\n",
        )
        .unwrap();
        let i = detect(&dir.join("server.py"));
        assert_eq!(i.get("fastmcp").unwrap().version, "2.14.7");
        assert_eq!(i.get("fastmcp").unwrap().source, "requirements.txt");
        // the distribution's name, however the requirement spells it
        assert_eq!(i.get("openai-agents").unwrap().version, "0.24.0");
        // a range in requirements.txt pins nothing; the exact pin in pyproject.toml does
        assert_eq!(i.get("mcp").unwrap().version, "1.30.0");
        assert_eq!(i.get("mcp").unwrap().source, "pyproject.toml");
        assert_eq!(i.get("pydantic").unwrap().version, "2.14.4");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
