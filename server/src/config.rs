//! `toolsight.toml` (or `[tool.toolsight]` in a `pyproject.toml`): rule severities and options,
//! target pins, client list. Found upward from each analysed file (the nearest wins; in one
//! folder `toolsight.toml` before `pyproject.toml`). Unknown keys and bad values are errors that name the
//! file, the line and the valid choices.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use toml::Value as Toml;

use crate::model::Environment;
use crate::rules::{self, Severity};

pub const FILE_NAME: &str = "toolsight.toml";

/// Where a `pyproject.toml` holds the same configuration.
const PYPROJECT_TABLE: &[&str] = &["tool", "toolsight"];

/// A rule's configured level: a severity, or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    Off,
    On(Severity),
}

#[derive(Debug, Clone, Default)]
pub struct Config {
    /// Where it was read from (`None`: defaults).
    pub path: Option<PathBuf>,
    pub levels: HashMap<String, Level>,
    /// Per-rule options (`description-length = { min = 80 }`), as written.
    pub options: HashMap<String, toml::Table>,
    /// Clients whose constraints `client-incompatible` checks.
    pub clients: Vec<String>,
    /// `[environment]`: what the deployment's process environment holds.
    pub environment: Option<Environment>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ConfigError {
    pub path: PathBuf,
    pub line: usize,
    pub message: String,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.path.display(), self.line, self.message)
    }
}

/// The clients `client-incompatible` knows constraints for.
pub const CLIENTS: &[&str] = &[
    "anthropic",
    "openai",
    "openai-strict",
    "gemini",
    "vscode",
    "cursor",
    "claude-desktop",
    "bedrock",
];

const LEVELS: &str = "\"off\", \"info\", \"warning\" or \"error\"";

fn parse_level(v: &str) -> Option<Level> {
    Some(match v {
        "off" => Level::Off,
        "info" => Level::On(Severity::Info),
        "warning" => Level::On(Severity::Warning),
        "error" => Level::On(Severity::Error),
        _ => return None,
    })
}

impl Config {
    /// Parses a configuration file's text.
    pub fn parse(path: &Path, text: &str) -> Result<Config, ConfigError> {
        Config::parse_within(path, text, &[])
    }

    /// Parses the `[tool.toolsight]` table of a `pyproject.toml`: `None` when it has none.
    pub fn parse_pyproject(path: &Path, text: &str) -> Option<Result<Config, ConfigError>> {
        // a pyproject.toml that does not parse is Python's business unless it speaks to us
        let table: toml::Table = match toml::from_str(text) {
            Ok(t) => t,
            Err(_) if !text.contains("tool.toolsight") => return None,
            Err(_) => return Some(Config::parse_within(path, text, PYPROJECT_TABLE)),
        };
        table.get("tool")?.get("toolsight")?;
        Some(Config::parse_within(path, text, PYPROJECT_TABLE))
    }

    /// Parses the table at `within` (nested keys) of a TOML file's text as a configuration.
    fn parse_within(path: &Path, text: &str, within: &[&str]) -> Result<Config, ConfigError> {
        let err = |offset: Option<usize>, message: String| ConfigError {
            path: path.to_path_buf(),
            line: offset.map_or(1, |o| text[..o.min(text.len())].lines().count().max(1)),
            message,
        };
        let doc = toml::de::DeTable::parse(text)
            .map_err(|e| err(e.span().map(|s| s.start), e.message().to_string()))?;
        // where each key is written, as "section" and "section.key", for messages
        let line_at = |o: usize| {
            text[..o.min(text.len())].lines().count().max(1)
                + usize::from(text[..o.min(text.len())].ends_with('\n'))
        };
        let mut own = doc.get_ref();
        for key in within {
            match own.get(*key).map(|v| v.get_ref()) {
                Some(toml::de::DeValue::Table(t)) => own = t,
                _ => return Err(err(None, format!("`{}` is not a table", within.join(".")))),
            }
        }
        let mut key_lines: HashMap<String, usize> = HashMap::new();
        for (k, v) in own.iter() {
            let section = k.get_ref().to_string();
            key_lines.insert(section.clone(), line_at(k.span().start));
            if let toml::de::DeValue::Table(t) = v.get_ref() {
                for (k2, _) in t.iter() {
                    key_lines.insert(
                        format!("{section}.{}", k2.get_ref()),
                        line_at(k2.span().start),
                    );
                }
            }
        }
        let line_of = |key: &str| key_lines.get(key).copied().unwrap_or(1);
        let mut table: toml::Table = toml::from_str(text)
            .map_err(|e| err(e.span().map(|s| s.start), e.message().to_string()))?;
        for key in within {
            table = match table.remove(*key) {
                Some(Toml::Table(t)) => t,
                _ => return Err(err(None, format!("`{}` is not a table", within.join(".")))),
            };
        }
        let mut config = Config {
            path: Some(path.to_path_buf()),
            ..Config::default()
        };
        for (section, value) in &table {
            match (section.as_str(), value) {
                ("rules", Toml::Table(rules_table)) => {
                    for (id, setting) in rules_table {
                        if rules::find(id).is_none() {
                            let ids: Vec<&str> = rules::all().iter().map(|r| r.meta().id).collect();
                            return Err(ConfigError {
                                path: path.to_path_buf(),
                                line: line_of(&format!("rules.{id}")),
                                message: format!(
                                    "unknown rule `{id}` in [rules]; the rules are: {}",
                                    ids.join(", ")
                                ),
                            });
                        }
                        let bad_level = |v: &str| ConfigError {
                            path: path.to_path_buf(),
                            line: line_of(&format!("rules.{id}")),
                            message: format!("`{id} = \"{v}\"` is not a level; use {LEVELS}"),
                        };
                        match setting {
                            Toml::String(s) => {
                                config.levels.insert(id.clone(), parse_level(s).ok_or_else(|| bad_level(s))?);
                            }
                            Toml::Table(t) => {
                                let mut options = t.clone();
                                if let Some(sev) = options.remove("severity") {
                                    let s = sev.as_str().unwrap_or("");
                                    config.levels.insert(id.clone(), parse_level(s).ok_or_else(|| bad_level(s))?);
                                }
                                config.options.insert(id.clone(), options);
                            }
                            other => {
                                return Err(ConfigError {
                                    path: path.to_path_buf(),
                                    line: line_of(&format!("rules.{id}")),
                                    message: format!("`{id}` must be a level ({LEVELS}) or a table like {{ severity = \"info\", ... }}, not {}", other.type_str()),
                                })
                            }
                        }
                    }
                }
                ("target", Toml::Table(t)) => {
                    for (key, v) in t {
                        match (key.as_str(), v) {
                            ("clients", Toml::Array(list)) => {
                                for c in list {
                                    let name = c.as_str().unwrap_or("");
                                    if !CLIENTS.contains(&name) {
                                        return Err(ConfigError {
                                            path: path.to_path_buf(),
                                            line: line_of("target.clients"),
                                            message: format!("unknown client `{name}` in [target] clients; the clients are: {}", CLIENTS.join(", ")),
                                        });
                                    }
                                    config.clients.push(name.to_string());
                                }
                            }
                            _ => {
                                return Err(ConfigError {
                                    path: path.to_path_buf(),
                                    line: line_of(&format!("target.{key}")),
                                    message: format!(
                                        "unknown key `{key}` in [target]; the keys are: clients"
                                    ),
                                })
                            }
                        }
                    }
                }
                ("environment", Toml::Table(t)) => {
                    let mut env = Environment::default();
                    for (key, v) in t {
                        let line = line_of(&format!("environment.{key}"));
                        let bad = |message: String| ConfigError {
                            path: path.to_path_buf(),
                            line,
                            message,
                        };
                        match (key.as_str(), v) {
                            ("complete", Toml::Boolean(b)) => env.complete = *b,
                            ("complete", other) => {
                                return Err(bad(format!(
                                    "`complete` in [environment] must be true or false, not {}",
                                    other.type_str()
                                )))
                            }
                            ("vars", Toml::Table(vars)) => {
                                for (name, value) in vars {
                                    if !env_name(name) {
                                        return Err(bad(format!("`{name}` in [environment] vars is not a variable name (letters, digits and `_`, not starting with a digit)")));
                                    }
                                    let Toml::String(value) = value else {
                                        return Err(bad(format!("`{name}` in [environment] vars must be a string (the environment holds only strings), not {}", value.type_str())));
                                    };
                                    env.vars.insert(name.clone(), value.clone());
                                }
                            }
                            ("args", Toml::Array(items)) => {
                                let mut args = Vec::new();
                                for item in items {
                                    let Toml::String(a) = item else {
                                        return Err(bad(format!("`args` in [environment] must list strings (the command line holds only strings), not {}", item.type_str())));
                                    };
                                    args.push(a.clone());
                                }
                                env.args = Some(args);
                            }
                            ("args", other) => {
                                return Err(bad(format!(
                                    "`args` in [environment] must be a list like [\"--read-only\"], not {}",
                                    other.type_str()
                                )))
                            }
                            ("vars", other) => {
                                return Err(bad(format!(
                                    "`vars` in [environment] must be a table like {{ NAME = \"value\" }}, not {}",
                                    other.type_str()
                                )))
                            }
                            _ => {
                                return Err(bad(format!(
                                    "unknown key `{key}` in [environment]; the keys are: args, complete, vars"
                                )))
                            }
                        }
                    }
                    config.environment = Some(env);
                }
                _ => {
                    return Err(ConfigError {
                        path: path.to_path_buf(),
                        line: line_of(section),
                        message: format!(
                            "unknown section `{section}`; the sections are: [rules], [target], [environment]"
                        ),
                    })
                }
            }
        }
        Ok(config)
    }

    /// The level of `rule` here: the configured one, else the rule's default.
    pub fn level(&self, rule: &str, default: Severity) -> Level {
        self.levels.get(rule).copied().unwrap_or(Level::On(default))
    }
}

impl Config {
    /// Settings from an editor (`initializationOptions`, `workspace/configuration`,
    /// `didChangeConfiguration`): the shape of `toolsight.toml` as JSON, checked by the same code,
    /// so an unknown rule or a bad level gets the same message.
    pub fn from_settings(settings: &serde_json::Value) -> Result<Config, ConfigError> {
        let origin = Path::new("editor settings");
        let err = |message: String| ConfigError {
            path: origin.to_path_buf(),
            line: 1,
            message,
        };
        let table: toml::Table = serde::Deserialize::deserialize(settings.clone())
            .map_err(|e| err(format!("not a toolsight.toml shape: {e}")))?;
        let text = toml::to_string(&table).map_err(|e| err(e.to_string()))?;
        Config::parse(origin, &text).map(|mut c| {
            c.path = None;
            c
        })
    }

    /// `self` over `base`: each rule level and option set here wins, the rest comes from
    /// `base`; a client list here replaces the file's.
    fn over(&self, base: &Config) -> Config {
        let mut merged = base.clone();
        merged.levels.extend(self.levels.clone());
        for (rule, options) in &self.options {
            merged
                .options
                .entry(rule.clone())
                .or_default()
                .extend(options.clone());
        }
        if !self.clients.is_empty() {
            merged.clients = self.clients.clone();
        }
        merged.environment = match (&base.environment, &self.environment) {
            (Some(b), Some(o)) => Some(b.extended(o)),
            (b, o) => o.clone().or_else(|| b.clone()),
        };
        merged
    }
}

/// Finds and caches the configuration of each directory, with editor settings (if any) over it.
#[derive(Default)]
pub struct Configs {
    by_dir: RefCell<HashMap<PathBuf, Result<Rc<Config>, ConfigError>>>,
    overrides: Option<Config>,
    merged_by_dir: RefCell<HashMap<PathBuf, Result<Rc<Config>, ConfigError>>>,
}

impl Configs {
    /// Configurations with `overrides` (editor settings) over every `toolsight.toml`.
    pub fn with_overrides(overrides: Config) -> Configs {
        Configs {
            overrides: Some(overrides),
            ..Configs::default()
        }
    }

    /// The configuration that applies to `file`: the nearest `toolsight.toml` upward, with the
    /// editor settings over it.
    pub fn for_file(&self, file: &Path) -> Result<Rc<Config>, ConfigError> {
        let dir = file.parent().map(Path::to_path_buf).unwrap_or_default();
        let Some(overrides) = &self.overrides else {
            return self.for_dir(&dir);
        };
        if let Some(c) = self.merged_by_dir.borrow().get(&dir) {
            return c.clone();
        }
        let merged = self
            .for_dir(&dir)
            .map(|base| Rc::new(overrides.over(&base)));
        self.merged_by_dir.borrow_mut().insert(dir, merged.clone());
        merged
    }

    fn for_dir(&self, dir: &Path) -> Result<Rc<Config>, ConfigError> {
        if let Some(c) = self.by_dir.borrow().get(dir) {
            return c.clone();
        }
        let candidate = dir.join(FILE_NAME);
        let pyproject = dir.join("pyproject.toml");
        let cannot_read = |path: PathBuf, e: std::io::Error| ConfigError {
            path,
            line: 1,
            message: format!("cannot read: {e}"),
        };
        let in_pyproject = || match std::fs::read_to_string(&pyproject) {
            Ok(text) => Config::parse_pyproject(&pyproject, &text).map(|r| r.map(Rc::new)),
            Err(e) => Some(Err(cannot_read(pyproject.clone(), e))),
        };
        let result = if candidate.is_file() {
            match std::fs::read_to_string(&candidate) {
                Ok(text) => Config::parse(&candidate, &text).map(Rc::new),
                Err(e) => Err(cannot_read(candidate, e)),
            }
        } else if let Some(found) = pyproject.is_file().then(in_pyproject).flatten() {
            found
        } else {
            match dir.parent() {
                Some(parent) if parent != dir => self.for_dir(parent),
                _ => Ok(Rc::new(Config::default())),
            }
        };
        self.by_dir
            .borrow_mut()
            .insert(dir.to_path_buf(), result.clone());
        result
    }
}

/// Whether `name` can be an environment variable's name as the declaration takes it.
pub fn env_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// One `--env KEY=VALUE`.
pub fn env_assignment(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((k, v)) if env_name(k) => Ok((k.to_string(), v.to_string())),
        Some((k, _)) => Err(format!(
            "`{k}` is not a variable name (letters, digits and `_`, not starting with a digit)"
        )),
        None => Err(format!("`{text}` is not KEY=VALUE")),
    }
}

/// The variables of a dotenv file: `KEY=VALUE` lines (an `export ` before the key is allowed),
/// blank lines and `#` comments; a value may be in single quotes (taken as written) or double
/// quotes (`\n`, `\"` and `\\` escapes); an unquoted value ends at ` #` and is trimmed.
pub fn parse_env_file(path: &Path, text: &str) -> Result<Vec<(String, String)>, ConfigError> {
    let mut vars = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let err = |message: String| ConfigError {
            path: path.to_path_buf(),
            line: i + 1,
            message,
        };
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let line = line.strip_prefix("export ").map_or(line, str::trim_start);
        let Some((key, value)) = line.split_once('=') else {
            return Err(err(format!("`{line}` is not KEY=VALUE")));
        };
        let key = key.trim_end();
        if !env_name(key) {
            return Err(err(format!(
                "`{key}` is not a variable name (letters, digits and `_`, not starting with a digit)"
            )));
        }
        let value = value.trim_start();
        let (value, rest) = match value.chars().next() {
            Some(q @ ('"' | '\'')) => {
                let body = &value[1..];
                let mut out = String::new();
                let mut chars = body.char_indices();
                let mut end = None;
                while let Some((j, c)) = chars.next() {
                    match c {
                        c if c == q => {
                            end = Some(j);
                            break;
                        }
                        '\\' if q == '"' => match chars.next().map(|(_, e)| e) {
                            Some('n') => out.push('\n'),
                            Some(e @ ('"' | '\\')) => out.push(e),
                            Some(e) => {
                                out.push('\\');
                                out.push(e);
                            }
                            None => out.push('\\'),
                        },
                        c => out.push(c),
                    }
                }
                let Some(end) = end else {
                    return Err(err(format!("the value of `{key}` has no closing {q}")));
                };
                (out, body[end + 1..].trim())
            }
            _ => {
                let unquoted = match value.find(" #").or_else(|| value.find("\t#")) {
                    Some(c) => &value[..c],
                    None => value,
                };
                (unquoted.trim_end().to_string(), "")
            }
        };
        if !rest.is_empty() && !rest.starts_with('#') {
            return Err(err(format!(
                "text after the quoted value of `{key}`: `{rest}`"
            )));
        }
        vars.push((key.to_string(), value));
    }
    Ok(vars)
}

/// Reads a dotenv file ([`parse_env_file`]).
pub fn read_env_file(path: &Path) -> Result<Vec<(String, String)>, ConfigError> {
    let text = std::fs::read_to_string(path).map_err(|e| ConfigError {
        path: path.to_path_buf(),
        line: 1,
        message: format!("cannot read the environment file: {e}"),
    })?;
    parse_env_file(path, &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Config, ConfigError> {
        Config::parse(Path::new("/p/toolsight.toml"), text)
    }

    #[test]
    fn editor_settings_win_over_the_file_key_by_key() {
        let file = parse("[rules]\nmissing-bounds = \"off\"\ndescription-length = { severity = \"info\", min = 80 }\n\n[target]\nclients = [\"anthropic\"]\n").unwrap();
        let settings = Config::from_settings(&serde_json::json!({
            "rules": { "description-length": { "max": 300 }, "missing-description": "error" }
        }))
        .unwrap();
        let merged = settings.over(&file);
        assert_eq!(
            merged.level("missing-bounds", Severity::Warning),
            Level::Off
        );
        assert_eq!(
            merged.level("missing-description", Severity::Warning),
            Level::On(Severity::Error)
        );
        let length = &merged.options["description-length"];
        assert_eq!(length["min"].as_integer(), Some(80));
        assert_eq!(length["max"].as_integer(), Some(300));
        assert_eq!(merged.clients, ["anthropic"]);
    }

    #[test]
    fn bad_editor_settings_say_what_is_wrong() {
        let e = Config::from_settings(&serde_json::json!({ "rules": { "no-such-rule": "off" } }))
            .unwrap_err();
        assert_eq!(e.path, Path::new("editor settings"));
        assert!(e.message.contains("no-such-rule"), "{e}");
        let e = Config::from_settings(&serde_json::json!(["rules"])).unwrap_err();
        assert!(e.message.contains("not a toolsight.toml shape"), "{e}");
    }

    #[test]
    fn levels_options_and_clients_are_read() {
        let c = parse("[rules]\nmissing-bounds = \"off\"\ndescription-length = { severity = \"info\", min = 80 }\n\n[target]\nclients = [\"anthropic\", \"openai\"]\n").unwrap();
        assert_eq!(c.level("missing-bounds", Severity::Warning), Level::Off);
        assert_eq!(
            c.level("description-length", Severity::Warning),
            Level::On(Severity::Info)
        );
        assert_eq!(
            c.level("tool-name-invalid", Severity::Error),
            Level::On(Severity::Error)
        );
        assert_eq!(
            c.options["description-length"]["min"].as_integer(),
            Some(80)
        );
        assert_eq!(c.clients, ["anthropic", "openai"]);
    }

    #[test]
    fn the_environment_table_is_read_and_checked() {
        let c =
            parse("[environment]\ncomplete = true\nvars = { A = \"1\", B_2 = \"\" }\n").unwrap();
        let env = c.environment.unwrap();
        assert!(env.complete);
        assert_eq!(env.vars["A"], "1");
        assert_eq!(env.vars["B_2"], "");
        let e = parse("[environment]\n\nvars = { A = 1 }\n").unwrap_err();
        assert_eq!(e.line, 3);
        assert!(e.message.contains("must be a string"), "{e}");
        let e = parse("[environment]\ncomplete = \"yes\"\n").unwrap_err();
        assert!(e.message.contains("true or false"), "{e}");
        let e = parse("[environment]\nvars = { \"1A\" = \"x\" }\n").unwrap_err();
        assert!(e.message.contains("not a variable name"), "{e}");
        let e = parse("[environment]\nvariables = {}\n").unwrap_err();
        assert!(e.message.contains("complete, vars"), "{e}");
    }

    #[test]
    fn env_files_are_read_as_dotenv_and_mistakes_name_the_line() {
        let p = Path::new("/p/.env");
        let vars = parse_env_file(
            p,
            "# deployment\n\nA=1\nexport B = two words # note\nC='x # y'\nD=\"a\\nb \\\"q\\\"\"\nE=\n",
        )
        .unwrap();
        let got: Vec<(&str, &str)> = vars.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        assert_eq!(
            got,
            [
                ("A", "1"),
                ("B", "two words"),
                ("C", "x # y"),
                ("D", "a\nb \"q\""),
                ("E", "")
            ]
        );
        let e = parse_env_file(p, "A=1\nnot an assignment\n").unwrap_err();
        assert_eq!((e.line, e.path.as_path()), (2, p));
        assert!(e.message.contains("KEY=VALUE"), "{e}");
        let e = parse_env_file(p, "A=\"open\n").unwrap_err();
        assert!(e.message.contains("no closing"), "{e}");
        let e = parse_env_file(p, "A='x' y\n").unwrap_err();
        assert!(e.message.contains("text after"), "{e}");
        let e = parse_env_file(p, "9A=1\n").unwrap_err();
        assert!(e.message.contains("not a variable name"), "{e}");
        assert!(env_assignment("A=b=c").is_ok_and(|(k, v)| k == "A" && v == "b=c"));
        assert!(env_assignment("A").is_err());
        assert!(read_env_file(Path::new("/nonexistent/.env"))
            .unwrap_err()
            .message
            .contains("cannot read"));
    }

    #[test]
    fn mistakes_name_the_line_and_the_valid_choices() {
        let e = parse("[rules]\n\nmissing-bounds = \"loud\"\n").unwrap_err();
        assert_eq!(e.line, 3);
        assert!(
            e.message
                .contains("\"off\", \"info\", \"warning\" or \"error\""),
            "{}",
            e.message
        );
        let e = parse("[rules]\nno-such-rule = \"off\"\n").unwrap_err();
        assert_eq!(e.line, 2);
        assert!(e.message.contains("missing-bounds"));
        let e = parse("[target]\nclients = [\"netscape\"]\n").unwrap_err();
        assert!(e.message.contains("anthropic"));
        let e = parse("[colours]\n").unwrap_err();
        assert!(e.message.contains("[rules], [target], [environment]"));
        let e = parse("[rules\n").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(e.to_string().starts_with("/p/toolsight.toml:1:"));
    }

    #[test]
    fn pyproject_holds_the_same_keys_under_tool_toolsight() {
        let path = Path::new("/p/pyproject.toml");
        let text = "[project]\nname = \"notes\"\n\n[tool.toolsight.rules]\nmissing-bounds = \"off\"\ndescription-length = { severity = \"info\", min = 80 }\n\n[tool.toolsight.target]\nclients = [\"anthropic\"]\n";
        let c = Config::parse_pyproject(path, text).unwrap().unwrap();
        assert_eq!(c.levels["missing-bounds"], Level::Off);
        assert_eq!(c.levels["description-length"], Level::On(Severity::Info));
        assert_eq!(c.clients, ["anthropic"]);
        // errors name the pyproject.toml line
        let e = Config::parse_pyproject(
            path,
            "[project]\nname = \"n\"\n\n[tool.toolsight.rules]\nmissing-bounds = \"loud\"\n",
        )
        .unwrap()
        .unwrap_err();
        assert_eq!((e.path.as_path(), e.line), (path, 5));
        // a pyproject.toml without the table, or one that does not parse and never names it,
        // configures nothing
        assert!(Config::parse_pyproject(path, "[project]\nname = \"n\"\n").is_none());
        assert!(Config::parse_pyproject(path, "[project\n").is_none());
        assert!(Config::parse_pyproject(path, "[tool.toolsight\n")
            .unwrap()
            .is_err());
    }

    #[test]
    fn a_folder_s_toolsight_toml_wins_over_its_pyproject_toml() {
        let dir = std::env::temp_dir().join(format!("toolsight-config-{}", std::process::id()));
        let sub = dir.join("pkg");
        std::fs::create_dir_all(&sub).unwrap();
        std::fs::write(
            dir.join("pyproject.toml"),
            "[tool.toolsight.rules]\nmissing-bounds = \"off\"\n",
        )
        .unwrap();
        let configs = Configs::default();
        let c = configs.for_file(&sub.join("server.py")).unwrap();
        assert_eq!(c.levels["missing-bounds"], Level::Off);
        std::fs::write(dir.join(FILE_NAME), "[rules]\nmissing-bounds = \"info\"\n").unwrap();
        let c = Configs::default().for_file(&sub.join("server.py")).unwrap();
        assert_eq!(c.levels["missing-bounds"], Level::On(Severity::Info));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
