use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use std::collections::{BTreeMap, HashMap};

use toolsight::config::Configs;
use toolsight::model::{Environment, ServerPrediction};
use toolsight::predict::Predictor;
use toolsight::rules::{self, Severity};
use toolsight::workspace::Workspace;

#[derive(Parser)]
#[command(
    name = "toolsight",
    version,
    about = "Shows what an LLM will actually see of your agent tools"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The deployment's environment, over `[environment]` of `toolsight.toml`.
#[derive(clap::Args, Clone, Default)]
struct EnvArgs {
    /// An environment variable of the deployment, KEY=VALUE (repeatable); `process.env.KEY`
    /// then reads VALUE. Wins over --env-file and toolsight.toml.
    #[arg(long = "env", value_name = "KEY=VALUE")]
    vars: Vec<String>,
    /// A dotenv file (KEY=VALUE lines, # comments, optional quotes) of the deployment's
    /// environment (repeatable; later files win). Wins over toolsight.toml.
    #[arg(long = "env-file", value_name = "PATH")]
    files: Vec<PathBuf>,
    /// A command-line argument the server is started with after its script (repeatable, in
    /// order; `--arg=--read-only`); `process.argv.slice(2)` then reads them. Wins over
    /// toolsight.toml.
    #[arg(long = "arg", value_name = "ARG", allow_hyphen_values = true)]
    args: Vec<String>,
    /// The declared variables and arguments are all the deployment has: any other variable
    /// reads as unset, and without --arg the server has no arguments.
    #[arg(long = "env-complete")]
    complete: bool,
}

impl EnvArgs {
    /// The environment the flags declare (`None`: no flag given), or what is wrong with them.
    fn environment(&self) -> Result<Option<Environment>, String> {
        if self.vars.is_empty() && self.files.is_empty() && self.args.is_empty() && !self.complete {
            return Ok(None);
        }
        let mut env = Environment {
            complete: self.complete,
            args: (!self.args.is_empty()).then(|| self.args.clone()),
            ..Environment::default()
        };
        for f in &self.files {
            env.vars
                .extend(toolsight::config::read_env_file(f).map_err(|e| e.to_string())?);
        }
        for v in &self.vars {
            let (k, v) = toolsight::config::env_assignment(v).map_err(|e| format!("--env {e}"))?;
            env.vars.insert(k, v);
        }
        Ok(Some(env))
    }
}

/// Which files under the paths are analysed.
#[derive(clap::Args, Clone, Copy, Default)]
struct ScopeArgs {
    /// Also analyse build output (a tsconfig.json `outDir`, the folder a package.json `main`,
    /// `module`, `bin` or `exports` points into) when the TypeScript sources it is compiled
    /// from are analysed too; by default it is left out, since it would list every server
    /// twice.
    #[arg(long)]
    include_build_output: bool,
}

#[derive(Copy, Clone, PartialEq, Eq, ValueEnum)]
enum SchemaFormat {
    Json,
    Human,
}

#[derive(Copy, Clone, PartialEq, Eq, ValueEnum)]
enum CheckFormat {
    Human,
    Json,
    Sarif,
    Github,
}

#[derive(Copy, Clone, PartialEq, Eq, ValueEnum)]
enum DiffFormat {
    Human,
    Json,
    Github,
    Sarif,
}

#[derive(Copy, Clone, PartialEq, Eq, ValueEnum)]
enum DiffFailOn {
    Breaking,
    Any,
}

#[derive(Copy, Clone, PartialEq, Eq, ValueEnum)]
enum FailOn {
    Error,
    Warning,
    Info,
}

#[derive(Subcommand)]
enum Command {
    /// Report what is lost or weak in the tools under PATH.
    Check {
        /// Files or directories (default: the current directory); .gitignore is honoured.
        paths: Vec<PathBuf>,
        #[arg(long, value_enum, default_value = "human")]
        format: CheckFormat,
        /// Apply safe fixes to the source files.
        #[arg(long)]
        fix: bool,
        /// With --fix, also apply fixes that change behaviour (review them).
        #[arg(long)]
        unsafe_fixes: bool,
        /// The lowest severity that makes the exit code 1.
        #[arg(long, value_enum, default_value = "warning")]
        fail_on: FailOn,
        /// Exit 0 even when there are findings (errors reading files or the configuration
        /// still exit 2).
        #[arg(long)]
        exit_zero: bool,
        #[command(flatten)]
        env: EnvArgs,
        #[command(flatten)]
        scope: ScopeArgs,
    },
    /// Print the predicted tools/list of every server under PATH.
    Schema {
        /// Files or directories (default: the current directory); .gitignore is honoured.
        paths: Vec<PathBuf>,
        #[arg(long, value_enum, default_value = "json")]
        format: SchemaFormat,
        /// Write the predicted tools to a lockfile (default toolsight.lock.json) to commit,
        /// instead of printing them.
        #[arg(long, value_name = "FILE", num_args = 0..=1, default_missing_value = toolsight::lock::DEFAULT_FILE, conflicts_with = "check_lock")]
        lock: Option<PathBuf>,
        /// Compare the predicted tools with a lockfile (default toolsight.lock.json): print each
        /// difference and exit 1 when they differ.
        #[arg(long, value_name = "FILE", num_args = 0..=1, default_missing_value = toolsight::lock::DEFAULT_FILE)]
        check_lock: Option<PathBuf>,
        #[command(flatten)]
        env: EnvArgs,
        #[command(flatten)]
        scope: ScopeArgs,
    },
    /// What changed for the model between two revisions (default: where this branch left the
    /// default branch, and the work tree) or two lockfiles.
    Diff {
        /// The old side: a git revision, or a lockfile.
        base: Option<String>,
        /// The new side: a git revision, or a lockfile (default: the work tree).
        head: Option<String>,
        #[arg(long, value_enum, default_value = "human")]
        format: DiffFormat,
        /// Exit 1 on breaking changes, or on any change (default: exit 0 whatever changed).
        #[arg(long, value_enum)]
        fail_on: Option<DiffFailOn>,
        #[command(flatten)]
        env: EnvArgs,
    },
    /// Print a rule's documentation.
    Explain { rule: String },
    /// Run the language server on standard input/output.
    Lsp {
        /// Accepted for editors that always pass it (VS Code's client does); stdio is the only
        /// transport.
        #[arg(long)]
        stdio: bool,
    },
    /// List every rule with its default severity.
    Rules,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    toolsight::stack::with_analysis_stack(|| run(cli))
}

fn run(cli: Cli) -> ExitCode {
    match cli.command {
        Command::Schema {
            paths,
            format,
            lock,
            check_lock,
            env,
            scope,
        } => {
            let output = match (lock, check_lock) {
                (Some(file), _) => SchemaOutput::Lock(file),
                (None, Some(file)) => SchemaOutput::CheckLock(file),
                (None, None) => SchemaOutput::Print(format),
            };
            schema(paths, output, &env, scope)
        }
        Command::Check {
            paths,
            format,
            fix,
            unsafe_fixes,
            fail_on,
            exit_zero,
            env,
            scope,
        } => {
            let code = check(paths, format, fix, unsafe_fixes, fail_on, &env, scope);
            if exit_zero && code == ExitCode::from(1) {
                ExitCode::SUCCESS
            } else {
                code
            }
        }
        Command::Diff {
            base,
            head,
            format,
            fail_on,
            env,
        } => diff(base, head, format, fail_on, &env),
        Command::Explain { rule } => explain(&rule),
        // the workspace index is built on the runtime's blocking threads
        Command::Lsp { .. } => match tokio::runtime::Builder::new_multi_thread()
            .thread_stack_size(toolsight::stack::ANALYSIS_STACK)
            .enable_all()
            .build()
        {
            Ok(rt) => ExitCode::from(rt.block_on(toolsight::lsp::serve_stdio())),
            Err(e) => {
                eprintln!("toolsight: cannot start the language server: {e}");
                ExitCode::from(2)
            }
        },
        Command::Rules => {
            for r in rules::all() {
                let m = r.meta();
                emit(&format!(
                    "{:<26} {:<8} {}\n",
                    m.id,
                    m.severity.to_string(),
                    m.summary
                ));
            }
            ExitCode::SUCCESS
        }
    }
}

/// Reads every file under `paths` and predicts its servers; errors name the file. Each file is
/// predicted for the environment its `toolsight.toml` declares, with `flags` over it.
fn analyse(
    ws: &Workspace,
    paths: Vec<PathBuf>,
    configs: &Configs,
    flags: &Option<Environment>,
    scope: ScopeArgs,
) -> (Vec<ServerPrediction>, Vec<String>) {
    let paths = if paths.is_empty() {
        vec![PathBuf::from(".")]
    } else {
        paths
    };
    let walked = toolsight::walk::walk_sources(&paths, scope.include_build_output);
    let (files, mut errors) = (walked.files, walked.errors);
    // on standard error, so every format's output stays as it is
    for skipped in &walked.skipped {
        eprintln!(
            "toolsight: {} left out ({} file{}): the build output of TypeScript sources analysed here ({}); --include-build-output analyses it too",
            skipped.dir.display(),
            skipped.files,
            if skipped.files == 1 { "" } else { "s" },
            skipped.because
        );
    }
    // one prediction per declared environment; a project declares at most one
    let mut by_env: BTreeMap<Option<Environment>, Vec<PathBuf>> = BTreeMap::new();
    for f in &files {
        // a broken toolsight.toml is an error even where nothing is found
        let declared = match configs.for_file(f) {
            Ok(c) => c.environment.clone(),
            Err(e) => {
                let e = e.to_string();
                if !errors.contains(&e) {
                    errors.push(e);
                }
                None
            }
        };
        let env = match (declared, flags) {
            (Some(d), Some(fl)) => Some(d.extended(fl)),
            (d, fl) => fl.clone().or(d),
        };
        by_env.entry(env).or_default().push(f.clone());
    }
    let mut servers = Vec::new();
    for (env, group) in by_env {
        let predictor = Predictor::with_environment(ws, None, HashMap::new(), env);
        let (s, unreadable) = toolsight::predict::predict_files_with(&predictor, &group, true);
        servers.extend(s);
        errors.extend(unreadable.iter().map(ToString::to_string));
    }
    // on standard error, so every format's output stays as it is
    eprintln!(
        "toolsight: {} file{} read: {}",
        files.len(),
        if files.len() == 1 { "" } else { "s" },
        toolsight::model::RunSummary::of(&servers)
    );
    (servers, errors)
}

/// What `schema` does with the predicted tools.
enum SchemaOutput {
    Print(SchemaFormat),
    /// Write them to this lockfile.
    Lock(PathBuf),
    /// Compare them with this lockfile.
    CheckLock(PathBuf),
}

fn schema(paths: Vec<PathBuf>, output: SchemaOutput, env: &EnvArgs, scope: ScopeArgs) -> ExitCode {
    let flags = match env.environment() {
        Ok(f) => f,
        Err(e) => return report_errors(&[e]),
    };
    let ws = Workspace::new();
    let configs = Configs::default();
    let (servers, errors) = analyse(&ws, paths, &configs, &flags, scope);
    let format = match output {
        SchemaOutput::Print(format) => format,
        SchemaOutput::Lock(file) => return write_lock(&ws, &servers, &file, &errors),
        SchemaOutput::CheckLock(file) => return check_lock(&ws, &servers, &file, &errors),
    };
    match format {
        SchemaFormat::Json => {
            let j = toolsight::output::servers_json(&ws, &servers);
            emit(&format!(
                "{}\n",
                serde_json::to_string_pretty(&j).unwrap_or_default()
            ));
        }
        SchemaFormat::Human => emit(&toolsight::output::servers_human(&ws, &servers)),
    }
    report_errors(&errors)
}

fn report_errors(errors: &[String]) -> ExitCode {
    for e in errors {
        eprintln!("toolsight: {e}");
    }
    if errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    }
}

/// One side of `diff` as the servers of a lockfile, with file paths relative to `repo`.
fn side_servers(
    side: &toolsight::revisions::Side,
    repo: Option<&Path>,
    flags: &Option<Environment>,
) -> Result<Vec<serde_json::Value>, Vec<String>> {
    use toolsight::revisions::Side;
    let root = match side {
        Side::Lockfile(file) => {
            let text = std::fs::read_to_string(file)
                .map_err(|e| vec![format!("{}: cannot read the lockfile: {e}", file.display())])?;
            return toolsight::lock::parse(&text, &file.display().to_string()).map_err(|e| vec![e]);
        }
        Side::WorkTree => repo
            .map(Path::to_path_buf)
            .ok_or_else(|| vec!["no repository".to_string()])?,
        Side::Revision(rev) => {
            let repo = repo.ok_or_else(|| vec!["no repository".to_string()])?;
            toolsight::revisions::materialize(repo, rev).map_err(|e| vec![e])?
        }
    };
    let ws = Workspace::new();
    let configs = Configs::default();
    let (servers, errors) = analyse(
        &ws,
        vec![root.clone()],
        &configs,
        flags,
        ScopeArgs::default(),
    );
    if let Side::Revision(_) = side {
        let _ = std::fs::remove_dir_all(&root);
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut lock = toolsight::lock::lock_json(&ws, &servers);
    let prefix = format!("{}/", root.display());
    let relative = |v: &mut serde_json::Value| {
        if let Some(f) = v["file"].as_str() {
            let r = f.strip_prefix(&prefix).unwrap_or(f).to_string();
            v["file"] = serde_json::Value::String(r);
        }
    };
    let mut servers = lock["servers"]
        .take()
        .as_array()
        .cloned()
        .unwrap_or_default();
    for s in &mut servers {
        relative(s);
        if let Some(tools) = s["tools"].as_array_mut() {
            tools.iter_mut().for_each(relative);
        }
    }
    Ok(servers)
}

fn diff(
    base: Option<String>,
    head: Option<String>,
    format: DiffFormat,
    fail_on: Option<DiffFailOn>,
    env: &EnvArgs,
) -> ExitCode {
    use toolsight::revisions::Side;
    let flags = match env.environment() {
        Ok(f) => f,
        Err(e) => return report_errors(&[e]),
    };
    let head = head.map(|h| Side::of(&h)).unwrap_or(Side::WorkTree);
    let needs_repo = !matches!(
        (&base, &head),
        (Some(b), Side::Lockfile(_)) if matches!(Side::of(b), Side::Lockfile(_))
    );
    let repo = if needs_repo {
        match toolsight::revisions::repository_root(Path::new(".")) {
            Ok(r) => Some(r),
            Err(e) => return report_errors(&[e]),
        }
    } else {
        None
    };
    let base = match base {
        Some(b) => Side::of(&b),
        None => match toolsight::revisions::default_base(repo.as_deref().unwrap_or(Path::new(".")))
        {
            Ok(b) => Side::Revision(b.commit),
            Err(e) => return report_errors(&[e]),
        },
    };
    let before = match side_servers(&base, repo.as_deref(), &flags) {
        Ok(s) => s,
        Err(e) => return report_errors(&e),
    };
    let after = match side_servers(&head, repo.as_deref(), &flags) {
        Ok(s) => s,
        Err(e) => return report_errors(&e),
    };
    let (changes, costs) = toolsight::diff::compare(&before, &after);
    match format {
        DiffFormat::Json => emit(&format!(
            "{}\n",
            serde_json::to_string_pretty(
                &serde_json::json!({ "changes": changes, "tokens": costs })
            )
            .unwrap_or_default()
        )),
        DiffFormat::Human => emit(&toolsight::diff::human(&changes, &costs)),
        DiffFormat::Github => emit(&toolsight::diff::github(&changes)),
        DiffFormat::Sarif => emit(&format!(
            "{}\n",
            serde_json::to_string_pretty(&toolsight::diff::sarif(&changes)).unwrap_or_default()
        )),
    }
    let breaking = changes
        .iter()
        .any(|c| c.class == toolsight::diff::Class::Breaking);
    let fails = match fail_on {
        Some(DiffFailOn::Breaking) => breaking,
        Some(DiffFailOn::Any) => !changes.is_empty() || !costs.is_empty(),
        None => false,
    };
    if fails {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// `schema --lock`: the lockfile written, or why not.
fn write_lock(
    ws: &Workspace,
    servers: &[ServerPrediction],
    file: &Path,
    errors: &[String],
) -> ExitCode {
    let lock = toolsight::lock::lock_json(ws, servers);
    let text = format!(
        "{}\n",
        serde_json::to_string_pretty(&lock).unwrap_or_default()
    );
    if let Err(e) = std::fs::write(file, text) {
        eprintln!(
            "toolsight: {}: cannot write the lockfile: {e}",
            file.display()
        );
        return ExitCode::from(2);
    }
    let tools: usize = servers.iter().map(|s| s.tools.len()).sum();
    eprintln!(
        "toolsight: wrote {} ({} server{}, {tools} tool{})",
        file.display(),
        servers.len(),
        if servers.len() == 1 { "" } else { "s" },
        if tools == 1 { "" } else { "s" },
    );
    report_errors(errors)
}

/// `schema --check-lock`: 0 when the prediction is the lockfile's, 1 (each difference on
/// standard output) when not, 2 when the lockfile or a source cannot be read.
fn check_lock(
    ws: &Workspace,
    servers: &[ServerPrediction],
    file: &Path,
    errors: &[String],
) -> ExitCode {
    let shown = file.display().to_string();
    let locked = match std::fs::read_to_string(file) {
        Ok(text) => toolsight::lock::parse(&text, &shown),
        Err(e) => Err(format!(
            "{shown}: cannot read the lockfile: {e}; write it with `toolsight schema --lock`"
        )),
    };
    let locked = match locked {
        Ok(l) => l,
        Err(e) => {
            let mut all = errors.to_vec();
            all.push(e);
            return report_errors(&all);
        }
    };
    let predicted = toolsight::lock::lock_json(ws, servers);
    let predicted = predicted["servers"].as_array().cloned().unwrap_or_default();
    let differences = toolsight::lock::differences(&locked, &predicted);
    if !errors.is_empty() {
        return report_errors(errors);
    }
    if differences.is_empty() {
        eprintln!("toolsight: the predicted tools are the ones {shown} holds");
        return ExitCode::SUCCESS;
    }
    emit(
        &differences
            .iter()
            .map(|d| format!("{d}\n"))
            .collect::<String>(),
    );
    eprintln!(
        "toolsight: the predicted tools differ from {shown} in {} place{}; review them, then run `toolsight schema --lock` to accept",
        differences.len(),
        if differences.len() == 1 { "" } else { "s" }
    );
    ExitCode::from(1)
}

fn check(
    paths: Vec<PathBuf>,
    format: CheckFormat,
    fix: bool,
    unsafe_fixes: bool,
    fail_on: FailOn,
    env: &EnvArgs,
    scope: ScopeArgs,
) -> ExitCode {
    let flags = match env.environment() {
        Ok(f) => f,
        Err(e) => return report_errors(&[e]),
    };
    let paths = if paths.is_empty() {
        vec![PathBuf::from(".")]
    } else {
        paths
    };
    let ws = Workspace::new();
    let configs = Configs::default();
    let (servers, errors) = analyse(
        &ws,
        toolsight::walk::analysis_scope(&paths),
        &configs,
        &flags,
        scope,
    );
    let (mut diags, found_errors) = rules::check_with(&ws, &servers, &configs);
    retain_asked_for(&ws, &mut diags, &paths);
    let mut errors = errors;
    for e in found_errors.iter().map(|e| e.to_string()) {
        if !errors.contains(&e) {
            errors.push(e);
        }
    }
    if fix {
        let (changed, fixed) = toolsight::report::apply_fixes(&ws, &diags, unsafe_fixes);
        for (path, text) in &changed {
            if let Err(e) = std::fs::write(path, text) {
                eprintln!("toolsight: {}: cannot write the fix: {e}", path.display());
                return ExitCode::from(2);
            }
        }
        if fixed > 0 {
            eprintln!(
                "Fixed {fixed} finding{} in {} file{}.",
                if fixed == 1 { "" } else { "s" },
                changed.len(),
                if changed.len() == 1 { "" } else { "s" }
            );
            // report what remains, read from the fixed files
            let ws2 = Workspace::new();
            let configs2 = Configs::default();
            let (servers2, _) = analyse(
                &ws2,
                toolsight::walk::analysis_scope(&paths),
                &configs2,
                &flags,
                scope,
            );
            diags = rules::check_with(&ws2, &servers2, &configs2).0;
            retain_asked_for(&ws2, &mut diags, &paths);
            let code = finish(&ws2, &diags, format, fail_on, &errors);
            exiting_with((ws, servers, ws2, servers2, diags));
            return code;
        }
    }
    let code = finish(&ws, &diags, format, fail_on, &errors);
    exiting_with((ws, servers, diags));
    code
}

/// The process ends right after: freeing every syntax tree and prediction one by one is work
/// nobody waits for (several percent of a run), and the system takes the memory back at once.
fn exiting_with<T>(analysis: T) {
    std::mem::forget(analysis);
}

/// Keeps the findings in the files and folders asked for: a file is analysed with its whole
/// project, but only its own findings are reported (and fixed).
fn retain_asked_for(ws: &Workspace, diags: &mut Vec<rules::Diagnostic>, paths: &[PathBuf]) {
    diags.retain(|d| toolsight::walk::within(&ws.file(d.span.file).path, paths));
}

fn finish(
    ws: &Workspace,
    diags: &[rules::Diagnostic],
    format: CheckFormat,
    fail_on: FailOn,
    errors: &[String],
) -> ExitCode {
    match format {
        // "No findings." beside a path that could not be read would read as a clean result
        CheckFormat::Human if diags.is_empty() && !errors.is_empty() => {}
        CheckFormat::Human => emit(&toolsight::report::human(
            ws,
            diags,
            std::io::stdout().is_terminal(),
        )),
        CheckFormat::Json => emit(&format!(
            "{}\n",
            serde_json::to_string_pretty(&toolsight::report::json(ws, diags)).unwrap_or_default()
        )),
        CheckFormat::Sarif => emit(&format!(
            "{}\n",
            serde_json::to_string_pretty(&toolsight::report::sarif(ws, diags)).unwrap_or_default()
        )),
        CheckFormat::Github => emit(&toolsight::report::github(ws, diags)),
    }
    let threshold = match fail_on {
        FailOn::Error => Severity::Error,
        FailOn::Warning => Severity::Warning,
        FailOn::Info => Severity::Info,
    };
    let code = report_errors(errors);
    if code != ExitCode::SUCCESS {
        return code;
    }
    if diags.iter().any(|d| d.severity >= threshold) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn explain(rule: &str) -> ExitCode {
    match rules::find(rule) {
        Some(r) => {
            emit(&rules::docs_page(r.meta()));
            ExitCode::SUCCESS
        }
        None => {
            let ids: Vec<&str> = rules::all().iter().map(|r| r.meta().id).collect();
            eprintln!(
                "toolsight: no rule named `{rule}`; the rules are: {}",
                ids.join(", ")
            );
            ExitCode::from(2)
        }
    }
}

/// Writes to standard output; a reader that went away (`| head`) ends the output quietly.
fn emit(text: &str) {
    let mut out = std::io::stdout().lock();
    if out
        .write_all(text.as_bytes())
        .and_then(|_| out.flush())
        .is_err()
    {
        std::process::exit(0);
    }
}
