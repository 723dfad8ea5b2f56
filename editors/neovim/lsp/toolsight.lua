-- toolsight language server for Neovim >= 0.11 (vim.lsp.config / vim.lsp.enable).
-- Put this file on 'runtimepath' as lsp/toolsight.lua (e.g. ~/.config/nvim/lsp/toolsight.lua),
-- then call vim.lsp.enable("toolsight"). Needs the `toolsight` binary on PATH.
---@type vim.lsp.Config
return {
  cmd = { "toolsight", "lsp" },
  filetypes = { "typescript", "javascript", "typescriptreact", "javascriptreact", "python", "html" },
  root_markers = { "toolsight.toml", "package.json", "pyproject.toml", "requirements.txt", ".git" },
}
