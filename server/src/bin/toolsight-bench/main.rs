//! Benchmarks of `toolsight check` against the tree-sitter parse floor and the runtime route.
//!
//! ```text
//! cargo run --release --bin toolsight-bench -- [--size 1,10] [--runs 7]
//! toolsight-bench generate DIR [--size N]
//! cargo run --release --bin toolsight-bench -- lsp [--edits 1000] [--python]
//! cargo run --release --bin toolsight-bench -- lsp-index [--files 2000]
//! cargo run --release --bin toolsight-bench -- python [--size 1,10] [--runs 7]
//! cargo run --release --bin toolsight-bench -- scaling [--runs 3]
//! ```
//!
//! Each size gets a generated seed-scale project in a temporary folder; then every round runs,
//! one after the other, (a) `toolsight check` on it in a fresh process, (b) the parse floor: a
//! fresh process of this binary that reads and parses the same files with the same grammar on
//! one thread and keeps nothing, and (c) the runtime route: node imports the transpiled server
//! and lists its tools through the MCP SDK's in-memory client, as the oracle does. Interleaving
//! the three spreads any load from other work over all of them. Times are whole-process (what a
//! user pays), user+sys and peak RSS come from `wait4`.

mod generate;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use toolsight::predict::predict_file;
use toolsight::syntax::{self, Lang};
use toolsight::workspace::Workspace;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("generate") => generate_cmd(&args[1..]),
        Some("parse-floor") => parse_floor(&args[1..]),
        Some("run-measured") => run_measured(&args[1..]),
        Some("lsp") => lsp_bench(&args[1..]),
        Some("lsp-index") => index_bench(&args[1..]),
        Some("python") => python_bench(&args[1..]),
        Some("scaling") => scaling_bench(&args[1..]),
        _ => bench(&args),
    };
    if let Err(e) = result {
        eprintln!("toolsight-bench: {e}");
        std::process::exit(2);
    }
}

/// `--name value` from `args`.
fn flag<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map(String::as_str)
}

fn generate_cmd(args: &[String]) -> Result<(), String> {
    let dir = args
        .first()
        .ok_or("usage: toolsight-bench generate DIR [--size N] [--one-server | --python]")?;
    let size = flag(args, "--size")
        .map_or(Ok(1), str::parse)
        .map_err(|e| format!("--size: {e}"))?;
    let low_level = !args.iter().any(|a| a == "--one-server");
    let p = if args.iter().any(|a| a == "--python") {
        generate::write_python(Path::new(dir), size)
    } else {
        generate::write_with(Path::new(dir), size, low_level)
    }
    .map_err(|e| format!("{dir}: {e}"))?;
    println!(
        "{}: {} files, {} tools, {} .describe() calls, {} bytes",
        p.root.display(),
        p.files.len(),
        p.tools,
        p.describes,
        p.bytes
    );
    Ok(())
}

/// The floor: walk, read and parse every file on one thread, dropping each tree, as the
/// cheapest possible tree-sitter tool would.
fn parse_floor(args: &[String]) -> Result<(), String> {
    let dir = args
        .first()
        .ok_or("usage: toolsight-bench parse-floor DIR")?;
    let (files, errors) = toolsight::walk::source_files(&[PathBuf::from(dir)]);
    if !errors.is_empty() {
        return Err(errors.join("; "));
    }
    let mut nodes = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).map_err(|e| format!("{}: {e}", f.display()))?;
        let lang = Lang::from_path(f).ok_or("not a source file")?;
        nodes += syntax::parse(&text, lang).root_node().descendant_count();
    }
    println!("{} files, {nodes} nodes", files.len());
    Ok(())
}

/// One finished process: wall time, user+sys CPU time, peak resident set.
#[derive(Clone, Copy)]
struct Sample {
    wall: Duration,
    cpu: Duration,
    peak_kib: u64,
}

/// Runs `cmd` to completion with its output in files under `scratch` and returns the sample
/// and standard output. Files, not pipes: child.mjs writes its one line with a single
/// `writeSync`, which a pipe may cut short. The measuring is done by a fresh process of this
/// binary (`run-measured`), because Linux counts the peak RSS of a spawning process into its
/// child's, and this one holds the output it reads back.
fn measure(
    cmd: &[&std::ffi::OsStr],
    cwd: &Path,
    scratch: &Path,
) -> Result<(Sample, String), String> {
    let out_path = scratch.join("stdout");
    let err_path = scratch.join("stderr");
    let result_path = scratch.join("sample");
    let file = |p: &Path| std::fs::File::create(p).map_err(|e| format!("{}: {e}", p.display()));
    let status = Command::new(std::env::current_exe().map_err(|e| e.to_string())?)
        .arg("run-measured")
        .arg(&result_path)
        .args(cmd)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .stdout(file(&out_path)?)
        .stderr(file(&err_path)?)
        .status()
        .map_err(|e| format!("cannot start {cmd:?}: {e}"))?;
    let sample = std::fs::read_to_string(&result_path).unwrap_or_default();
    let fields: Vec<u64> = sample
        .split_whitespace()
        .filter_map(|f| f.parse().ok())
        .collect();
    // `check` exits 1 when it has findings, which the generated project has
    let [wall, cpu, peak_kib, 0 | 1] = fields[..] else {
        let err = std::fs::read_to_string(&err_path).unwrap_or_default();
        return Err(format!("{cmd:?} failed ({status}, {sample}): {err}"));
    };
    let out = std::fs::read_to_string(&out_path).map_err(|e| e.to_string())?;
    Ok((
        Sample {
            wall: Duration::from_nanos(wall),
            cpu: Duration::from_nanos(cpu),
            peak_kib,
        },
        out,
    ))
}

/// How far the time per tool may grow from 1× to 16× before `scaling` fails: a path whose cost
/// grows with the project (a scan of everything seen so far, per tool) shows as 2× and more.
const MAX_GROWTH_PER_TOOL: f64 = 1.5;

/// `scaling`: `toolsight check` and `toolsight schema` on the generated TypeScript and Python
/// projects at 1×, 4× and 16×, the median of `--runs` runs each, as microseconds per tool;
/// exits 1 when the time per tool at 16× is over [`MAX_GROWTH_PER_TOOL`] times that at 1×. The
/// median, not the best: the best of a few short runs is luckier than the best of a few long
/// ones, which made the ratio swing by a third between runs on a busy machine.
fn scaling_bench(args: &[String]) -> Result<(), String> {
    if cfg!(debug_assertions) {
        return Err("build with --release".into());
    }
    let runs: usize = flag(args, "--runs")
        .map_or(Ok(5), str::parse)
        .map_err(|e| format!("--runs: {e}"))?;
    if runs == 0 {
        return Err("--runs: at least 1".into());
    }
    let toolsight = build_toolsight()?;
    let tmp = std::env::temp_dir().join(format!("toolsight-scaling-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    let scratch = tmp.join("scratch");
    std::fs::create_dir_all(&scratch).map_err(|e| e.to_string())?;
    println!("| project | command | 1× µs/tool | 4× µs/tool | 16× µs/tool | 16× ÷ 1× | peak RSS MiB at 16× |");
    println!("|---|---|---|---|---|---|---|");
    let mut grown = Vec::new();
    for python in [false, true] {
        let mut projects = Vec::new();
        for size in [1, 4, 16] {
            let root = tmp.join(format!("{}{size}", if python { "py" } else { "ts" }));
            let p = if python {
                generate::write_python(&root, size)
            } else {
                generate::write_with(&root, size, false)
            }
            .map_err(|e| format!("{}: {e}", root.display()))?;
            projects.push((root, p.tools));
        }
        for command in ["check", "schema"] {
            let mut per_tool = Vec::new();
            let mut peak = 0;
            for (root, tools) in &projects {
                let mut walls = Vec::new();
                for _ in 0..runs {
                    let (sample, _) = measure(
                        &[toolsight.as_os_str(), command.as_ref(), root.as_os_str()],
                        root,
                        &scratch,
                    )?;
                    walls.push(sample.wall.as_secs_f64());
                    peak = sample.peak_kib;
                }
                per_tool.push(median(walls) * 1e6 / *tools as f64);
            }
            let growth = per_tool[2] / per_tool[0];
            let project = if python { "Python" } else { "TypeScript" };
            println!(
                "| {project} | `{command}` | {:.0} | {:.0} | {:.0} | {growth:.2} | {:.0} |",
                per_tool[0],
                per_tool[1],
                per_tool[2],
                peak as f64 / 1024.0
            );
            if growth > MAX_GROWTH_PER_TOOL {
                grown.push(format!("{project} `{command}`: {growth:.2}×"));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    if grown.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "the time per tool grows from 1× to 16× by more than {MAX_GROWTH_PER_TOOL}×: {}",
            grown.join(", ")
        ))
    }
}

/// `run-measured RESULT CMD...`: runs CMD with this process's standard streams and writes its
/// wall and user+sys nanoseconds, peak RSS in KiB and exit code to RESULT. `wait4` gives the
/// resource use of that one child (getrusage of all children would mix the workloads).
fn run_measured(args: &[String]) -> Result<(), String> {
    let [result, program, rest @ ..] = args else {
        return Err("usage: toolsight-bench run-measured RESULT CMD...".into());
    };
    let start = Instant::now();
    let child = Command::new(program)
        .args(rest)
        .spawn()
        .map_err(|e| format!("cannot start {program}: {e}"))?;
    let mut status = 0;
    // SAFETY: rusage is plain old data that wait4 fills in; the pid is our own unreaped child
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    let wall = start.elapsed();
    if pid < 0 {
        return Err(format!("wait4: {}", std::io::Error::last_os_error()));
    }
    let exit = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -1
    };
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    let cpu = tv(usage.ru_utime) + tv(usage.ru_stime);
    std::fs::write(
        result,
        format!(
            "{} {} {} {exit}\n",
            wall.as_nanos(),
            cpu.as_nanos(),
            usage.ru_maxrss
        ),
    )
    .map_err(|e| format!("{result}: {e}"))
}

/// The repository root, for the oracle's node machinery.
fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The runtime route of one project, built once: node transpiles it with the oracle's
/// `buildCase` into the oracle's sdk1-zod3 folder, where the pinned packages resolve.
struct Runtime {
    config_dir: PathBuf,
    entry: PathBuf,
    dir: PathBuf,
}

fn build_runtime(p: &generate::Project, id: &str) -> Result<Runtime, String> {
    let oracle = repo().join("tests/oracle");
    let config_dir = oracle.join("sdk1-zod3");
    let script = p.root.join("..").join(format!("build-{id}.mjs"));
    let files = serde_json::to_string(&p.files).map_err(|e| e.to_string())?;
    let run_mjs = oracle.join("run.mjs");
    std::fs::write(
        &script,
        format!(
            "import {{ configs, prepareConfigFolder, buildCase }} from {};\n\
             const cfg = configs.find((c) => c.name === \"sdk1-zod3\");\n\
             prepareConfigFolder(cfg);\n\
             const built = buildCase({{ id: {}, srcRoot: {}, files: {files}, entry: \"src/index.ts\" }}, cfg);\n\
             process.stdout.write(JSON.stringify(built));\n",
            serde_json::json!(format!("file://{}", run_mjs.display())),
            serde_json::json!(format!("bench/{id}")),
            serde_json::json!(p.root),
        ),
    )
    .map_err(|e| e.to_string())?;
    let out = Command::new("node")
        .arg(&script)
        .output()
        .map_err(|e| format!("cannot run node: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "building the runtime route failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let built: serde_json::Value =
        serde_json::from_slice(&out.stdout).map_err(|e| format!("build output: {e}"))?;
    let path = |k: &str| PathBuf::from(built[k].as_str().unwrap_or_default());
    Ok(Runtime {
        config_dir,
        entry: path("entry"),
        dir: path("dir"),
    })
}

/// How many tools the runtime route listed, from child.mjs's one line of JSON.
fn listed_tools(out: &str) -> Result<usize, String> {
    let v: serde_json::Value =
        serde_json::from_str(out.trim()).map_err(|e| format!("runtime route output: {e}"))?;
    v["tools"]
        .as_array()
        .map(Vec::len)
        .ok_or_else(|| format!("the runtime route listed no tools: {}", v["error"]))
}

/// Tools toolsight predicts for the project, and how many of them are exact; checked once
/// before timing, so the timed runs analyse a project toolsight fully understands.
fn predicted(root: &Path) -> (usize, usize) {
    let ws = Workspace::new();
    let (files, _) = toolsight::walk::source_files(&[root.to_path_buf()]);
    let mut tools = 0;
    let mut exact = 0;
    for f in &files {
        for s in predict_file(&ws, f, None).unwrap_or_default() {
            tools += s.tools.len();
            exact += s.tools.iter().filter(|t| t.meta.exact).count();
        }
    }
    (tools, exact)
}

struct Row {
    name: &'static str,
    samples: Vec<Sample>,
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn bench(args: &[String]) -> Result<(), String> {
    if cfg!(debug_assertions) {
        return Err("build with --release: a debug build measures the wrong floor".into());
    }
    let sizes: Vec<usize> = flag(args, "--size")
        .unwrap_or("1,10")
        .split(',')
        .map(|s| s.trim().parse().map_err(|e| format!("--size {s}: {e}")))
        .collect::<Result<_, _>>()?;
    let runs: usize = flag(args, "--runs")
        .map_or(Ok(7), str::parse)
        .map_err(|e| format!("--runs: {e}"))?;
    let toolsight = build_toolsight()?;
    let node_modules = repo().join("tests/oracle/sdk1-zod3/node_modules");
    let runtime_ok = node_modules.is_dir() && repo().join("tests/oracle/node_modules").is_dir();
    if !runtime_ok {
        eprintln!(
            "runtime route skipped: {} is missing (run `npm ci` in tests/oracle and tests/oracle/sdk1-zod3)",
            node_modules.display()
        );
    }
    let tmp = std::env::temp_dir().join(format!("toolsight-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!(
        "{runs} rounds per size after one warm-up round; {cores} cores; load average {}",
        std::fs::read_to_string("/proc/loadavg")
            .unwrap_or_default()
            .split(' ')
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    );
    for size in sizes {
        let root = tmp.join(format!("{size}x"));
        let p = generate::write(&root, size).map_err(|e| format!("{}: {e}", root.display()))?;
        let (tools, exact) = predicted(&root);
        if tools != p.tools {
            return Err(format!(
                "toolsight predicts {tools} tools, the generator wrote {}",
                p.tools
            ));
        }
        println!(
            "\n{size}×: {} files, {:.0} KB, {} tools ({exact} predicted exact), {} .describe() calls",
            p.files.len(),
            p.bytes as f64 / 1000.0,
            p.tools,
            p.describes
        );
        let runtime = if runtime_ok {
            Some(build_runtime(&p, &format!("{size}x"))?)
        } else {
            None
        };
        let self_exe = std::env::current_exe().map_err(|e| e.to_string())?;
        let child_mjs = repo().join("tests/oracle/child.mjs");
        let no_check = |_: &str| Ok(());
        let listed_all = |out: &str| {
            let listed = listed_tools(out)?;
            if listed != p.mcp_server_tools {
                return Err(format!(
                    "the runtime route listed {listed} tools, expected {}",
                    p.mcp_server_tools
                ));
            }
            Ok(())
        };
        timed_rounds(
            runs,
            &[
                Workload {
                    name: "toolsight check (cold process)",
                    cmd: Some(vec![
                        toolsight.as_os_str(),
                        "check".as_ref(),
                        root.as_os_str(),
                    ]),
                    cwd: &root,
                    check: &no_check,
                },
                Workload {
                    name: "parse floor (tree-sitter, 1 thread)",
                    cmd: Some(vec![
                        self_exe.as_os_str(),
                        "parse-floor".as_ref(),
                        root.as_os_str(),
                    ]),
                    cwd: &root,
                    check: &no_check,
                },
                Workload {
                    name: "runtime route (node + SDK client)",
                    cmd: runtime.as_ref().map(|rt| {
                        vec![
                            "node".as_ref(),
                            "--no-warnings".as_ref(),
                            child_mjs.as_os_str(),
                            rt.config_dir.as_os_str(),
                            rt.entry.as_os_str(),
                            rt.dir.as_os_str(),
                        ]
                    }),
                    cwd: runtime
                        .as_ref()
                        .map_or(root.as_path(), |rt| rt.dir.as_path()),
                    check: &listed_all,
                },
            ],
            &tmp,
        )?;
        if let Some(rt) = &runtime {
            let _ = std::fs::remove_dir_all(&rt.dir);
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    Ok(())
}

/// `python`: `toolsight schema` on a generated 450-tool Python server (× size) against the
/// tree-sitter-python parse floor and against the runtime route: the oracle's mcp 1.30.0
/// virtualenv imports the server's modules and lists its tools in process.
fn python_bench(args: &[String]) -> Result<(), String> {
    if cfg!(debug_assertions) {
        return Err("build with --release: a debug build measures the wrong floor".into());
    }
    let sizes: Vec<usize> = flag(args, "--size")
        .unwrap_or("1,10")
        .split(',')
        .map(|s| s.trim().parse().map_err(|e| format!("--size {s}: {e}")))
        .collect::<Result<_, _>>()?;
    let runs: usize = flag(args, "--runs")
        .map_or(Ok(7), str::parse)
        .map_err(|e| format!("--runs: {e}"))?;
    let toolsight = build_toolsight()?;
    let python = repo().join("tests/oracle-py/.venv/mcp1/bin/python");
    if !python.is_file() {
        eprintln!(
            "runtime route skipped: {} is missing (run `python3 tests/oracle-py/run.py --config mcp1`)",
            python.display()
        );
    }
    let tmp = std::env::temp_dir().join(format!("toolsight-bench-py-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    println!(
        "{runs} rounds per size after one warm-up round; load average {}",
        std::fs::read_to_string("/proc/loadavg")
            .unwrap_or_default()
            .split(' ')
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    );
    let self_exe = std::env::current_exe().map_err(|e| e.to_string())?;
    for size in sizes {
        let root = tmp.join(format!("{size}x"));
        let p =
            generate::write_python(&root, size).map_err(|e| format!("{}: {e}", root.display()))?;
        let (_, out) = measure(
            &[toolsight.as_os_str(), "schema".as_ref(), root.as_os_str()],
            &root,
            &tmp,
        )?;
        let (tools, exact) = schema_tools(&out)?;
        if tools != p.tools {
            return Err(format!(
                "toolsight predicts {tools} tools, the generator wrote {}",
                p.tools
            ));
        }
        println!(
            "\n{size}×: {} files, {:.0} KB, {} tools ({exact} predicted exact), {} parameter descriptions",
            p.files.len(),
            p.bytes as f64 / 1000.0,
            p.tools,
            p.describes
        );
        let list = "import asyncio, main; print(len(asyncio.run(main.mcp.list_tools())))";
        let no_check = |_: &str| Ok(());
        let listed_all = |out: &str| {
            if out.trim() != p.tools.to_string() {
                return Err(format!(
                    "the runtime route listed {}, expected {} tools",
                    out.trim(),
                    p.tools
                ));
            }
            Ok(())
        };
        timed_rounds(
            runs,
            &[
                Workload {
                    name: "toolsight schema (cold process)",
                    cmd: Some(vec![
                        toolsight.as_os_str(),
                        "schema".as_ref(),
                        root.as_os_str(),
                    ]),
                    cwd: &root,
                    check: &no_check,
                },
                Workload {
                    name: "parse floor (tree-sitter-python, 1 thread)",
                    cmd: Some(vec![
                        self_exe.as_os_str(),
                        "parse-floor".as_ref(),
                        root.as_os_str(),
                    ]),
                    cwd: &root,
                    check: &no_check,
                },
                Workload {
                    name: "runtime route (python imports the server, lists its tools)",
                    cmd: python
                        .is_file()
                        .then(|| vec![python.as_os_str(), "-c".as_ref(), list.as_ref()]),
                    cwd: &root,
                    check: &listed_all,
                },
            ],
            &tmp,
        )?;
    }
    let _ = std::fs::remove_dir_all(&tmp);
    Ok(())
}

/// One workload of a timed round: the command (`None`: skipped, shown so), where it runs, and a
/// check of its standard output.
struct Workload<'a> {
    name: &'static str,
    cmd: Option<Vec<&'a std::ffi::OsStr>>,
    cwd: &'a Path,
    check: &'a dyn Fn(&str) -> Result<(), String>,
}

/// One warm-up round (it warms the page cache and the runtimes' compile caches; not counted),
/// then `runs` rounds, each running every workload once, one after the other, so that any load
/// from other work spreads over all of them; then the table, against the second workload (the
/// parse floor).
fn timed_rounds(runs: usize, workloads: &[Workload], tmp: &Path) -> Result<(), String> {
    let mut rows: Vec<Row> = workloads
        .iter()
        .map(|w| Row {
            name: w.name,
            samples: Vec::new(),
        })
        .collect();
    for round in 0..=runs {
        for (w, row) in workloads.iter().zip(&mut rows) {
            let Some(cmd) = &w.cmd else { continue };
            let (sample, out) = measure(cmd, w.cwd, tmp)?;
            (w.check)(&out)?;
            if round > 0 {
                row.samples.push(sample);
            }
        }
    }
    let floor = &rows[1];
    print_table(floor, &[floor, &rows[0], &rows[2]]);
    Ok(())
}

/// Tools in `toolsight schema`'s JSON, and how many of them are exact.
fn schema_tools(out: &str) -> Result<(usize, usize), String> {
    let v: serde_json::Value =
        serde_json::from_str(out).map_err(|e| format!("toolsight schema output: {e}"))?;
    let tools: Vec<&serde_json::Value> = v["servers"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|s| s["tools"].as_array().into_iter().flatten())
        .collect();
    let exact = tools
        .iter()
        .filter(|t| t["_toolsight"]["exact"] == serde_json::Value::Bool(true))
        .count();
    Ok((tools.len(), exact))
}

/// Builds the release `toolsight` binary next to this one, so the timed binary is never stale.
fn build_toolsight() -> Result<PathBuf, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    // this binary is <target dir>/release/toolsight-bench
    let target_dir = exe
        .parent()
        .and_then(Path::parent)
        .ok_or("cannot tell the target folder")?;
    let status = Command::new(env!("CARGO"))
        .args(["build", "--release", "--quiet", "--bin", "toolsight"])
        .arg("--manifest-path")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
        .arg("--target-dir")
        .arg(target_dir)
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err("building toolsight failed".into());
    }
    let bin = exe.with_file_name("toolsight");
    if !bin.is_file() {
        return Err(format!("{} is missing", bin.display()));
    }
    Ok(bin)
}

/// One line per workload: median and min wall, median user+sys, peak RSS, and the median of
/// the per-round ratios to the floor (pairs from the same round saw the same load).
fn print_table(floor: &Row, rows: &[&Row]) {
    println!(
        "| workload | runs | median wall ms | min wall ms | median user+sys ms | peak RSS MiB | wall ÷ floor (median of rounds) |"
    );
    println!("|---|---|---|---|---|---|---|");
    for row in rows {
        if row.samples.is_empty() {
            println!("| {} | 0 | skipped | | | | |", row.name);
            continue;
        }
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let walls: Vec<f64> = row.samples.iter().map(|s| ms(s.wall)).collect();
        let ratio = median(
            row.samples
                .iter()
                .zip(&floor.samples)
                .map(|(s, f)| s.wall.as_secs_f64() / f.wall.as_secs_f64())
                .collect(),
        );
        println!(
            "| {} | {} | {:.1} | {:.1} | {:.1} | {:.1} | {:.2} |",
            row.name,
            row.samples.len(),
            median(walls.clone()),
            walls.iter().copied().fold(f64::INFINITY, f64::min),
            median(row.samples.iter().map(|s| ms(s.cpu)).collect()),
            row.samples.iter().map(|s| s.peak_kib).max().unwrap_or(0) as f64 / 1024.0,
            ratio
        );
    }
}

/// `lsp`: the language server's work on a 5,000-line document with 100 tools (TypeScript, or
/// Python with `--python`), in process and
/// with the handlers' own code (the protocol and the debounce are left out): one keystroke
/// applied to the document and the analysis whose result is published (typed into the tools'
/// descriptions, into their names, and into helper code outside them), and a hover on a tool.
fn lsp_bench(args: &[String]) -> Result<(), String> {
    use toolsight::lsp::{position::Encoding, DocumentProbe};
    use tower_lsp_server::ls_types::{Position, Range};

    if cfg!(debug_assertions) {
        return Err("build with --release: a debug build measures the wrong thing".into());
    }
    let edits: usize = flag(args, "--edits")
        .map_or(Ok(1000), str::parse)
        .map_err(|e| format!("--edits: {e}"))?;
    let python = args.iter().any(|a| a == "--python");
    let root = std::env::temp_dir().join(format!("toolsight-bench-lsp-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let (path, text) = if python {
        generate::write_large_python_module(&root, 100, 5000)
    } else {
        generate::write_large_module(&root, 100, 5000)
    }
    .map_err(|e| format!("{}: {e}", root.display()))?;
    let lines: Vec<&str> = text.lines().collect();
    let after = |needle: &'static str| {
        move |(i, l): (usize, &&str)| {
            l.find(needle)
                .map(|c| Position::new(i as u32, (c + needle.len()) as u32))
        }
    };
    // where a user types: just inside each description (a docstring's first line in Python), on
    // each tool's name, and in helper code outside every tool (inside the filler functions' loops)
    let (descriptions, names, helpers): (Vec<Position>, Vec<Position>, Vec<Position>) = if python {
        (
            lines
                .iter()
                .enumerate()
                .filter(|(_, l)| l.len() > 8)
                .filter_map(after("    \"\"\""))
                .collect(),
            lines
                .windows(2)
                .enumerate()
                .filter(|(_, pair)| pair[0] == "@mcp.tool()")
                .map(|(i, _)| Position::new(i as u32 + 1, "def x".len() as u32))
                .collect(),
            lines
                .iter()
                .enumerate()
                .filter_map(after("row[\"size\"] > "))
                .step_by(7)
                .collect(),
        )
    } else {
        (
            lines
                .iter()
                .enumerate()
                .filter_map(after("description: \""))
                .collect(),
            // the name is the first argument, on the line after the call opens
            lines
                .windows(2)
                .enumerate()
                .filter(|(_, pair)| {
                    pair[0].ends_with("registerTool(") || pair[0].ends_with(".tool(")
                })
                .filter_map(|(i, pair)| {
                    pair[1]
                        .find('"')
                        .map(|c| Position::new(i as u32 + 1, c as u32 + 2))
                })
                .collect(),
            lines
                .iter()
                .enumerate()
                .filter_map(after("out.push("))
                .step_by(7)
                .collect(),
        )
    };
    if descriptions.is_empty() || names.is_empty() || helpers.is_empty() {
        return Err("the generated module has no tools or helper code to edit".into());
    }

    let full_parse = timed(|| {
        toolsight::syntax::parse(
            &text,
            if python {
                toolsight::syntax::Lang::Python
            } else {
                toolsight::syntax::Lang::TypeScript
            },
        );
    });
    let probe_path = path.clone();
    let mut probe = DocumentProbe::new(path, &text, Encoding::Utf16);
    let first = probe.diagnostics().len();

    // type a character, then delete it again, so the text stays the same size
    let mut type_at = |places: &[Position]| -> Vec<f64> {
        let mut samples = Vec::with_capacity(edits);
        for i in 0..edits {
            let at = places[(i / 2) % places.len()];
            let (range, typed) = if i % 2 == 0 {
                (Range::new(at, at), "x")
            } else {
                (Range::new(at, Position::new(at.line, at.character + 1)), "")
            };
            let (ms, published) = timed_answer(|| {
                probe.change(range, typed);
                probe.diagnostics()
            });
            samples.push(ms);
            drop(std::hint::black_box(published));
            // as the server does after publishing
            probe.tidy();
        }
        samples
    };
    let in_descriptions = type_at(&descriptions);
    let in_names = type_at(&names);
    let in_helpers = type_at(&helpers);
    // the edits were answered by updating findings in place; they must be what a fresh
    // analysis of the final text finds
    let mut fresh = DocumentProbe::new(probe_path.clone(), &probe.text(), Encoding::Utf16);
    if probe.diagnostics() != fresh.diagnostics() {
        return Err("the diagnostics after the edits differ from a fresh analysis".into());
    }
    let hovers: Vec<f64> = (0..200)
        .map(|i| {
            timed(|| {
                std::hint::black_box(probe.hover(names[i % names.len()]));
            })
        })
        .collect();
    let _ = std::fs::remove_dir_all(&root);

    println!(
        "document: {} lines, {} tools, {} bytes, {first} diagnostics; full tree-sitter parse {:.1} ms",
        lines.len(),
        names.len(),
        text.len(),
        full_parse
    );
    println!("| measure | runs | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|");
    for (name, samples) in [
        (
            "change → diagnostics: typing in a tool's description",
            in_descriptions,
        ),
        ("change → diagnostics: typing in a tool's name", in_names),
        (
            "change → diagnostics: typing in helper code outside the tools",
            in_helpers,
        ),
        ("hover on a tool", hovers),
    ] {
        let runs = samples.len();
        let (p50, p95, max) = percentiles(samples);
        println!("| {name} | {runs} | {p50:.2} | {p95:.2} | {max:.2} |");
    }
    Ok(())
}

/// `lsp-index`: the real `toolsight lsp` process indexes a generated workspace of about
/// `--files` source files at start; its resident set is read once it says it is done. Two
/// layouts: many seed-scale projects side by side, and one project of the same total size.
fn index_bench(args: &[String]) -> Result<(), String> {
    let files: usize = flag(args, "--files")
        .map_or(Ok(2000), str::parse)
        .map_err(|e| format!("--files: {e}"))?;
    let bin = build_toolsight()?;
    let root = std::env::temp_dir().join(format!("toolsight-bench-index-{}", std::process::id()));
    println!("| workspace | files | tools | index ms | RSS after MiB | peak RSS MiB |\n|---|---|---|---|---|---|");
    // a seed project at size 1 has 57 source files
    let per_project = generate::write(&root.join("probe"), 1)
        .map_err(|e| e.to_string())?
        .files
        .len();
    let _ = std::fs::remove_dir_all(&root);
    let count = files.div_ceil(per_project);
    for layout in ["projects", "one project"] {
        let _ = std::fs::remove_dir_all(&root);
        let (mut written, mut tools) = (0, 0);
        if layout == "projects" {
            for i in 0..count {
                let p = generate::write(&root.join(format!("p{i:03}")), 1)
                    .map_err(|e| e.to_string())?;
                written += p.files.len();
                tools += p.tools;
            }
        } else {
            // a size unit is 54 tool modules, plus 3 shared files
            let size = files.saturating_sub(3).div_ceil(54).max(1);
            let p = generate::write(&root, size).map_err(|e| e.to_string())?;
            written += p.files.len();
            tools += p.tools;
        }
        let (ms, after, peak) = index_with_server(&bin, &root)?;
        println!(
            "| {layout} | {written} | {tools} | {ms} | {:.1} | {:.1} |",
            after as f64 / 1024.0,
            peak as f64 / 1024.0
        );
    }
    let _ = std::fs::remove_dir_all(&root);
    Ok(())
}

/// Starts `toolsight lsp` on `root`, waits for its "indexed" log message, and returns the time it
/// reports and the server's resident set then and at its peak (KiB, from /proc).
fn index_with_server(bin: &Path, root: &Path) -> Result<(String, u64, u64), String> {
    use std::io::{BufRead, BufReader, Read, Write};

    let mut child = Command::new(bin)
        .arg("lsp")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("{}: {e}", bin.display()))?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    let mut send = |msg: serde_json::Value| -> Result<(), String> {
        let body = msg.to_string();
        write!(stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).map_err(|e| e.to_string())?;
        stdin.flush().map_err(|e| e.to_string())
    };
    let uri = format!("file://{}", root.display());
    send(
        serde_json::json!({ "jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": { "processId": null, "rootUri": uri, "capabilities": {},
                    "workspaceFolders": [{ "uri": uri, "name": "bench" }] } }),
    )?;
    let mut out = BufReader::new(child.stdout.take().ok_or("no stdout")?);
    let mut receive = || -> Result<serde_json::Value, String> {
        let mut len = 0;
        loop {
            let mut line = String::new();
            if out.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
                return Err("the server exited before indexing".into());
            }
            match line.trim_end() {
                "" => break,
                l => {
                    if let Some(v) = l.strip_prefix("Content-Length: ") {
                        len = v.parse().map_err(|_| "bad Content-Length")?;
                    }
                }
            }
        }
        let mut body = vec![0; len];
        out.read_exact(&mut body).map_err(|e| e.to_string())?;
        serde_json::from_slice(&body).map_err(|e| e.to_string())
    };
    // nothing may be sent before the answer to `initialize`
    while receive()?["id"] != 1 {}
    send(serde_json::json!({ "jsonrpc": "2.0", "method": "initialized", "params": {} }))?;
    let message = loop {
        let msg = receive()?;
        if let Some(text) = msg["params"]["message"].as_str() {
            if text.starts_with("toolsight: indexed") {
                break text.to_string();
            }
        }
    };
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id()))
        .map_err(|e| e.to_string())?;
    let kib = |key: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(key))
            .and_then(|v| v.trim().trim_end_matches(" kB").parse::<u64>().ok())
            .unwrap_or(0)
    };
    let (after, peak) = (kib("VmRSS:"), kib("VmHWM:"));
    send(serde_json::json!({ "jsonrpc": "2.0", "id": 2, "method": "shutdown" }))?;
    send(serde_json::json!({ "jsonrpc": "2.0", "method": "exit" }))?;
    let _ = child.wait();
    let ms = message
        .rsplit(" in ")
        .next()
        .and_then(|t| t.strip_suffix(" ms"))
        .unwrap_or("?")
        .to_string();
    Ok((ms, after, peak))
}

/// Milliseconds `f` took.
fn timed(f: impl FnOnce()) -> f64 {
    timed_answer(f).0
}

/// Milliseconds `f` takes to give its answer; the answer is dropped after the clock stops, as a
/// server drops what it published after sending it.
fn timed_answer<T>(f: impl FnOnce() -> T) -> (f64, T) {
    let start = Instant::now();
    let answer = f();
    (start.elapsed().as_secs_f64() * 1000.0, answer)
}

/// p50, p95 and the maximum (nearest-rank).
fn percentiles(mut v: Vec<f64>) -> (f64, f64, f64) {
    v.sort_by(f64::total_cmp);
    let rank = |p: f64| v[((p * v.len() as f64).ceil() as usize).clamp(1, v.len()) - 1];
    (rank(0.50), rank(0.95), v[v.len() - 1])
}
