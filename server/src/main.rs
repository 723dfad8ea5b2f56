use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use toolsight::predict::predict_file;
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

#[derive(Copy, Clone, PartialEq, Eq, ValueEnum)]
enum SchemaFormat {
    Json,
    Human,
}

#[derive(Subcommand)]
enum Command {
    /// Print the predicted tools/list of every server under PATH.
    Schema {
        /// Files or directories (default: the current directory); .gitignore is honoured.
        paths: Vec<PathBuf>,
        #[arg(long, value_enum, default_value = "json")]
        format: SchemaFormat,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Schema { paths, format } => schema(paths, format),
    }
}

fn schema(paths: Vec<PathBuf>, format: SchemaFormat) -> ExitCode {
    let paths = if paths.is_empty() {
        vec![PathBuf::from(".")]
    } else {
        paths
    };
    let (files, mut errors) = toolsight::walk::source_files(&paths);
    let ws = Workspace::new();
    let mut servers = Vec::new();
    for f in &files {
        match predict_file(&ws, f, None) {
            Ok(s) => servers.extend(s),
            Err(e) => errors.push(e.to_string()),
        }
    }
    match format {
        SchemaFormat::Json => {
            let j = toolsight::output::servers_json(&ws, &servers);
            println!("{}", serde_json::to_string_pretty(&j).unwrap_or_default());
        }
        SchemaFormat::Human => print!("{}", toolsight::output::servers_human(&ws, &servers)),
    }
    for e in &errors {
        eprintln!("toolsight: {e}");
    }
    if errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    }
}
