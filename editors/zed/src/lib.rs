//! The toolsight extension for Zed: starts `toolsight lsp` for TypeScript, TSX, JavaScript and
//! Python. The binary is the user's `lsp.toolsight.binary.path` setting, else `toolsight` on the
//! worktree's PATH, else the extension fails with a message that says how to install it. The
//! user's `lsp.toolsight` settings go to the server as its initialization options and as its
//! `toolsight` workspace configuration section.
use zed_extension_api::{self as zed, serde_json, settings::LspSettings, LanguageServerId, Result};

const SERVER: &str = "toolsight";

/// What the extension says when there is no binary (shown by Zed in the language server's status).
pub const NOT_FOUND: &str = "toolsight: no `toolsight` binary on PATH. Install it with one of\n  \
pip install toolsight        (or: uv tool install toolsight)\n  \
npm i -g toolsight\n  \
cargo install --locked --path server   (in a toolsight checkout)\n\
or set its path in Zed's settings: { \"lsp\": { \"toolsight\": { \"binary\": { \"path\": \"/path/to/toolsight\" } } } }";

struct Toolsight;

fn settings(worktree: &zed::Worktree) -> LspSettings {
    // no settings at all is not an error
    LspSettings::for_worktree(SERVER, worktree).unwrap_or_default()
}

/// The settings object toolsight reads: `settings`, else `initialization_options` (the same
/// shape as toolsight.toml; see docs/language-server.md#settings).
fn server_settings(s: &LspSettings) -> Option<serde_json::Value> {
    s.settings
        .clone()
        .or_else(|| s.initialization_options.clone())
}

impl zed::Extension for Toolsight {
    fn new() -> Self {
        Toolsight
    }

    fn language_server_command(
        &mut self,
        _id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let binary = settings(worktree).binary;
        let env = binary
            .as_ref()
            .and_then(|b| b.env.clone())
            .map(|e| e.into_iter().collect())
            .unwrap_or_default();
        let args = binary
            .as_ref()
            .and_then(|b| b.arguments.clone())
            .unwrap_or_else(|| vec!["lsp".into()]);
        if let Some(path) = binary.and_then(|b| b.path).filter(|p| !p.is_empty()) {
            return Ok(zed::Command {
                command: path,
                args,
                env,
            });
        }
        match worktree.which(SERVER) {
            Some(path) => Ok(zed::Command {
                command: path,
                args,
                env,
            }),
            None => Err(NOT_FOUND.into()),
        }
    }

    fn language_server_initialization_options(
        &mut self,
        _id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<serde_json::Value>> {
        let s = settings(worktree);
        Ok(s.initialization_options
            .clone()
            .or_else(|| s.settings.clone()))
    }

    fn language_server_workspace_configuration(
        &mut self,
        _id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<serde_json::Value>> {
        Ok(server_settings(&settings(worktree)).map(|v| serde_json::json!({ SERVER: v })))
    }
}

zed::register_extension!(Toolsight);
