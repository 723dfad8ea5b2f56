-- Headless Neovim end-to-end test of `toolsight lsp`, driven by tests/neovim/run.sh.
--
-- Environment:
--   TOOLSIGHT_MODE  "enable" (0.11+: editors/neovim/lsp/toolsight.lua + vim.lsp.enable),
--                   "start" (0.8+: vim.lsp.start in a FileType autocmd),
--                   "start_client" (0.7: vim.lsp.start_client + vim.lsp.buf_attach_client).
--                   Each mode runs the matching ```lua block of editors/neovim/README.md.
--   TOOLSIGHT_REPO  the repository (README and lsp/toolsight.lua are read from it)
--   TOOLSIGHT_WORK  a copy of examples/seed-converter-server (the quick fix edits
--                   src/tools/banking.ts)
--   TOOLSIGHT_PY_WORK  a copy of examples/python-server (the quick fix edits notes_server.py)
--   TOOLSIGHT_OUT   where the result JSON goes
--   `toolsight` must be on PATH, as the README snippets assume.
-- Exit status 0 only if every step passed.

local mode = assert(os.getenv("TOOLSIGHT_MODE"), "TOOLSIGHT_MODE unset")
local repo = assert(os.getenv("TOOLSIGHT_REPO"), "TOOLSIGHT_REPO unset")
local work = assert(os.getenv("TOOLSIGHT_WORK"), "TOOLSIGHT_WORK unset")
local py_work = assert(os.getenv("TOOLSIGHT_PY_WORK"), "TOOLSIGHT_PY_WORK unset")
local out_path = os.getenv("TOOLSIGHT_OUT") or "nvim-result.json"
local timeout = tonumber(os.getenv("TOOLSIGHT_STEP_TIMEOUT") or "") or 30000

local v = vim.version()
local results = { nvim = v.major .. "." .. v.minor .. "." .. v.patch, mode = mode, steps = {} }
local step = "setup"

local get_clients = vim.lsp.get_clients or vim.lsp.get_active_clients

local function check(cond, msg)
  if not cond then
    error(msg, 0)
  end
end

local function wait(what, cond)
  check(vim.wait(timeout, cond, 50), "timed out after " .. timeout .. " ms waiting for " .. what)
end

local function read(path)
  local f = assert(io.open(path, "r"))
  local s = f:read("*a")
  f:close()
  return s
end

-- The ```lua block of the README whose first line is `-- nvim <tag>`.
local function readme_snippet(tag)
  local readme = read(repo .. "/editors/neovim/README.md")
  local marker = "```lua\n-- nvim " .. tag .. "\n"
  local s = readme:find(marker, 1, true)
  check(s, "README has no ```lua block starting with `-- nvim " .. tag .. "`")
  local body_start = s + #"```lua\n"
  local e = readme:find("\n```", body_start, true)
  return readme:sub(body_start, e)
end

local function run_snippet(tag)
  local code = readme_snippet(tag)
  local chunk, err = (loadstring or load)(code, "README " .. tag)
  check(chunk, "README snippet does not compile: " .. tostring(err))
  chunk()
  results.steps.snippet = tag
end

-- The diagnostics of `buf` with rule id `code`, optionally whose message contains `needle`.
local function diags(buf, code, needle)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if d.code == code and (not needle or d.message:find(needle, 1, true)) then
      table.insert(found, d)
    end
  end
  return found
end

-- A vim.diagnostic entry back to the LSP Diagnostic it came from (with `data`, which holds the fix).
local function to_lsp(d)
  local lsp = d.user_data and d.user_data.lsp or {}
  if lsp.range then -- 0.10+: the whole LSP diagnostic is kept
    return lsp
  end
  -- 0.7: rebuild it; the example is ASCII, so byte columns equal UTF-16 columns
  return vim.tbl_extend("keep", {
    range = {
      start = { line = d.lnum, character = d.col },
      ["end"] = { line = d.end_lnum, character = d.end_col },
    },
    severity = d.severity,
    message = d.message,
    source = d.source,
    code = d.code,
  }, lsp)
end

local function request(buf, client_id, method, params)
  local resp, err = vim.lsp.buf_request_sync(buf, method, params, timeout)
  check(resp, method .. ": no response (" .. tostring(err) .. ")")
  local r = resp[client_id]
  check(r, method .. ": no response from the toolsight client")
  check(not r.err and not r.error, method .. " failed: " .. vim.inspect(r.err or r.error))
  return r.result
end

-- The preferred quick fix the server offers for `diag` in `b`, and the titles of all it offers.
local function preferred_fix(b, c, diag)
  local actions = request(b, c.id, "textDocument/codeAction", {
    textDocument = { uri = vim.uri_from_bufnr(b) },
    range = diag.range,
    context = { diagnostics = { diag }, only = { "quickfix" } },
  }) or {}
  local titles = vim.tbl_map(function(a)
    return a.title
  end, actions)
  for _, a in ipairs(actions) do
    if a.kind == "quickfix" and a.edit and a.isPreferred then
      return a, titles
    end
  end
  return nil, titles
end

local function run()
  require("vim.lsp.log").set_level("debug")
  vim.cmd("filetype on")

  step = "start client (" .. mode .. ")"
  if mode == "enable" then
    check(vim.lsp.enable, "vim.lsp.enable needs Neovim 0.11+")
    vim.opt.runtimepath:prepend(repo .. "/editors/neovim")
    run_snippet("0.11+")
  elseif mode == "start" then
    check(vim.lsp.start, "vim.lsp.start needs Neovim 0.8+")
    run_snippet("0.8+")
  elseif mode == "start_client" then
    run_snippet("0.7")
  else
    error("unknown TOOLSIGHT_MODE " .. mode, 0)
  end

  -- The tools live in src/tools/*.ts and are registered in src/server.ts (`TOOLS.map(...)`): the
  -- server analyses the document's whole project. The files are opened one at a time, each in its
  -- own window, as a user would: Neovim 0.11 pulls diagnostics on didOpen/didChange only for the
  -- buffer that is current then (its LspNotify autocmd is buffer-local but fired without a
  -- buffer), so a file opened while another is current would never be pulled.
  local client
  local function open(cmd, rel)
    vim.cmd(cmd .. " " .. vim.fn.fnameescape(work .. "/" .. rel))
    local b = vim.api.nvim_get_current_buf()
    check(vim.bo[b].filetype == "typescript", rel .. " has filetype " .. vim.bo[b].filetype)
    step = "attach " .. rel
    wait("the toolsight client to attach to " .. rel, function()
      for _, c in ipairs(get_clients()) do
        if c.name == "toolsight" and vim.lsp.buf_is_attached(b, c.id) and (not client or c.id == client.id) then
          client = c
          return true
        end
      end
      return false
    end)
    wait("initialize", function()
      return next(client.server_capabilities or {}) ~= nil
    end)
    return b
  end

  local policy = open("edit", "src/tools/policy.ts")
  step = "diagnostics policy.ts"
  wait("unrepresentable-type in policy.ts", function()
    return #diags(policy, "unrepresentable-type") >= 1
  end)
  local literal = diags(policy, "unrepresentable-type")[1]
  local policy_lines = vim.api.nvim_buf_get_lines(policy, 0, -1, false)
  check(policy_lines[literal.lnum + 1]:find("z.literal(true)", 1, true),
    "unrepresentable-type is not at `confirm: z.literal(true)` but at line " .. (literal.lnum + 1) .. ": "
      .. tostring(policy_lines[literal.lnum + 1]))
  local server = open("split", "src/server.ts")
  local buf = open("split", "src/tools/banking.ts")
  check(buf ~= policy and buf ~= server and policy ~= server, "the three files share a buffer")

  local enc = client.offset_encoding or "utf-16"
  results.steps.client = {
    id = client.id,
    root_dir = client.config.root_dir,
    offset_encoding = enc,
    -- 0.11 advertises textDocument.diagnostic, so the server stops pushing and Neovim pulls
    advertises_pull = vim.tbl_get(client.capabilities or client.config.capabilities or {}, "textDocument", "diagnostic") ~= nil,
    clients = #get_clients(),
  }
  check(client.config.root_dir == work, "root_dir is " .. tostring(client.config.root_dir) .. ", want " .. work)
  check(#get_clients() == 1, "want one toolsight client for the project, got " .. #get_clients())

  step = "diagnostics banking.ts"
  wait("description-dropped in banking.ts", function()
    return #diags(buf, "description-dropped") >= 1
  end)
  local target = diags(buf, "description-dropped", "30 days ago")[1]
  check(target, "no description-dropped for `since` (30 days ago) among " .. vim.inspect(vim.tbl_map(function(d)
    return d.message
  end, diags(buf, "description-dropped"))))
  check(target.lnum == 7, "description-dropped for `since` on line " .. (target.lnum + 1) .. ", want 8")
  results.steps.diagnostics = {
    banking_total = #vim.diagnostic.get(buf),
    description_dropped = #diags(buf, "description-dropped"),
    policy_total = #vim.diagnostic.get(policy),
    unrepresentable_type = { line = literal.lnum + 1, message = literal.message },
  }

  step = "hover"
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  local name_line, name_col
  for i, l in ipairs(lines) do
    local c = l:find('"banking_tx_history"', 1, true)
    if c and l:find("name:", 1, true) then
      name_line, name_col = i - 1, c + 1 -- inside the string, 0-based
      break
    end
  end
  check(name_line, "tool name not found in banking.ts")
  local function hover_at(b, pos)
    return request(b, client.id, "textDocument/hover", {
      textDocument = { uri = vim.uri_from_bufnr(b) },
      position = pos,
    })
  end
  local function hover_text(hover)
    if type(hover) ~= "table" or not hover.contents then
      return nil
    end
    return type(hover.contents) == "table" and (hover.contents.value or "") or tostring(hover.contents)
  end
  local function symbol_of(b, name)
    local symbols = request(b, client.id, "textDocument/documentSymbol", {
      textDocument = { uri = vim.uri_from_bufnr(b) },
    }) or {}
    local found, names = nil, {}
    local function find(list)
      for _, s in ipairs(list) do
        table.insert(names, s.name)
        if s.name == name then
          found = found or s
        end
        find(s.children or {})
      end
    end
    find(symbols)
    return found, names
  end
  -- The tool is an object literal (`export const txHistory = { name: "banking_tx_history", ... }`)
  -- that server.ts registers with `TOOLS.map((t) => ({ name: t.name, ... }))`. Hover where the
  -- server puts the tool in banking.ts (its document symbol's selection range, the name string),
  -- then at the registration in server.ts: both give the tool's tools/list entry.
  local function wire_hover(b, file, what)
    local sym, names = symbol_of(b, "banking_tx_history")
    check(sym, "no document symbol banking_tx_history in " .. file .. " among " .. vim.inspect(names))
    local anchor = (sym.selectionRange or sym.range).start
    local text = hover_text(hover_at(b, anchor))
    check(text, "hover at the tool's symbol in " .. file .. " returned nothing")
    check(text:find("```json", 1, true), "hover in " .. file .. " has no ```json block:\n" .. text)
    check(text:find('"inputSchema"', 1, true), "hover in " .. file .. " has no \"inputSchema\":\n" .. text)
    check(text:find('"name": "banking_tx_history"', 1, true),
      "hover in " .. file .. " is not about banking_tx_history:\n" .. text)
    return { file = file, line = anchor.line, character = anchor.character, at = what, chars = #text }
  end
  results.steps.hover = {}
  table.insert(results.steps.hover, wire_hover(buf, "src/tools/banking.ts", "definition"))
  check(results.steps.hover[1].line == name_line,
    "banking_tx_history's symbol is on line " .. (results.steps.hover[1].line + 1) .. ", its name on " .. (name_line + 1))
  local on_name = hover_text(hover_at(buf, { line = name_line, character = name_col }))
  check(on_name and on_name:find('"inputSchema"', 1, true), "hover inside the name string gives no wire JSON: "
    .. tostring(on_name))
  table.insert(results.steps.hover, wire_hover(server, "src/server.ts", "registration"))

  -- the lens above the tool, run as a user runs it (`vim.lsp.codelens.run()` on its line): the
  -- server shows the tool's wire entry with window/showMessage
  step = "code lens"
  local shown
  local show_message = vim.lsp.handlers["window/showMessage"]
  vim.lsp.handlers["window/showMessage"] = function(_, result)
    shown = result
  end
  vim.api.nvim_set_current_buf(buf)
  vim.lsp.codelens.refresh({ bufnr = buf })
  local lens
  wait("a code lens on banking_tx_history's name line", function()
    for _, l in ipairs(vim.lsp.codelens.get(buf) or {}) do
      if l.range.start.line == name_line and l.command then
        lens = l
        return true
      end
    end
    return false
  end)
  vim.api.nvim_win_set_cursor(0, { name_line + 1, 0 })
  vim.lsp.codelens.run()
  wait("the lens command's message", function()
    return shown ~= nil
  end)
  vim.lsp.handlers["window/showMessage"] = show_message
  check(shown.message:find("banking_tx_history over the wire", 1, true) and shown.message:find('"inputSchema"', 1, true),
    "the lens command showed: " .. vim.inspect(shown))
  results.steps.code_lens = { title = lens.command.title, command = lens.command.command }

  step = "code action"
  local lsp_diag = to_lsp(target)
  local fix, titles = preferred_fix(buf, client, lsp_diag)
  results.steps.code_actions = titles
  check(fix, "no preferred quick fix among " .. vim.inspect(titles))

  step = "apply fix"
  local line_nr = target.lnum
  local before = lines[line_nr + 1]
  vim.lsp.util.apply_workspace_edit(fix.edit, enc)
  local after = vim.api.nvim_buf_get_lines(buf, line_nr, line_nr + 1, false)[1]
  results.steps.fix = { before = before, after = after }
  local d_at = after:find('.describe("YYYY-MM-DD; the default is 30 days ago")', 1, true)
  local o_at = after:find(".optional()", 1, true)
  check(d_at and o_at and d_at < o_at, "the fix did not move .describe before .optional():\n  " .. after)

  step = "diagnostic clears"
  wait("description-dropped for `since` to clear after the edit", function()
    return #diags(buf, "description-dropped", "30 days ago") == 0
      and #diags(buf, "description-dropped", "the default is today") == 1
  end)
  check(#diags(policy, "unrepresentable-type") >= 1, "policy.ts lost its unrepresentable-type after the edit")
  results.steps.after_fix = {
    description_dropped = #diags(buf, "description-dropped"),
    unrepresentable_type = #diags(policy, "unrepresentable-type"),
  }

  -- A Python server in a project of its own: the same client configuration starts (or reuses) a
  -- client for it; its findings, hover and quick fix work as in TypeScript.
  step = "open notes_server.py"
  vim.cmd("split " .. vim.fn.fnameescape(py_work .. "/notes_server.py"))
  local py = vim.api.nvim_get_current_buf()
  check(vim.bo[py].filetype == "python", "notes_server.py has filetype " .. vim.bo[py].filetype)
  local py_client
  wait("a toolsight client to attach to notes_server.py", function()
    for _, c in ipairs(get_clients()) do
      if c.name == "toolsight" and vim.lsp.buf_is_attached(py, c.id) then
        py_client = c
        return true
      end
    end
    return false
  end)
  step = "diagnostics notes_server.py"
  wait("docstring-args-ignored for `query` in notes_server.py", function()
    return #diags(py, "docstring-args-ignored", "`query`") == 1
  end)
  check(#diags(py, "description-dropped", "`note_id`") == 1, "no description-dropped for the Annotated text of `note_id`")
  local py_lines = vim.api.nvim_buf_get_lines(py, 0, -1, false)
  local def_line, def_col
  for i, l in ipairs(py_lines) do
    local c = l:find("def search_notes", 1, true)
    if c then
      def_line, def_col = i - 1, c + 4 -- on the name, 0-based
      break
    end
  end
  check(def_line, "def search_notes not found")
  step = "hover notes_server.py"
  local py_hover = request(py, py_client.id, "textDocument/hover", {
    textDocument = { uri = vim.uri_from_bufnr(py) },
    position = { line = def_line, character = def_col },
  })
  local py_text = py_hover and py_hover.contents and (py_hover.contents.value or tostring(py_hover.contents))
  check(py_text and py_text:find('"name": "search_notes"', 1, true) and py_text:find('"inputSchema"', 1, true),
    "hover on search_notes gives no wire JSON: " .. tostring(py_text))
  step = "python quick fix"
  local query = to_lsp(diags(py, "docstring-args-ignored", "`query`")[1])
  local py_fix, py_titles = preferred_fix(py, py_client, query)
  check(py_fix, "no preferred quick fix for `query` among " .. vim.inspect(py_titles))
  vim.lsp.util.apply_workspace_edit(py_fix.edit, py_client.offset_encoding or "utf-16")
  local fixed = vim.api.nvim_buf_get_lines(py, def_line, def_line + 1, false)[1]
  check(fixed:find('query: Annotated[str, Field(description="Words to look for; every word must appear.")]', 1, true),
    "the fix did not describe `query` with Field:\n  " .. fixed)
  step = "python diagnostic clears"
  wait("docstring-args-ignored for `query` to clear after the fix", function()
    return #diags(py, "docstring-args-ignored", "`query`") == 0
      and #diags(py, "docstring-args-ignored", "`limit`") == 1
  end)
  results.steps.python = { hover_chars = #py_text, fixed = fixed }

  -- which way the diagnostics came (the log is at debug level)
  local log = read(vim.lsp.get_log_path())
  local function count(needle)
    local n, at = 0, 1
    while true do
      local s = log:find(needle, at, true)
      if not s then
        return n
      end
      n, at = n + 1, s + #needle
    end
  end
  results.steps.transport = {
    pulled = count('method = "textDocument/diagnostic"'),
    pushed = count('method = "textDocument/publishDiagnostics"'),
  }
  if results.steps.client.advertises_pull then
    check(results.steps.transport.pulled > 0 and results.steps.transport.pushed == 0,
      "client advertises pull diagnostics but they were not pulled: " .. vim.inspect(results.steps.transport))
  else
    check(results.steps.transport.pushed > 0, "no publishDiagnostics: " .. vim.inspect(results.steps.transport))
  end
end

local ok, err = pcall(run)
results.ok = ok
if not ok then
  results.failed_step = step
  results.error = tostring(err)
end
results.log = vim.lsp.get_log_path()
local f = assert(io.open(out_path, "w"))
f:write(vim.fn.json_encode(results))
f:close()
io.stdout:write((ok and "PASS" or ("FAIL at step '" .. step .. "': " .. tostring(err))) .. "\n")

vim.lsp.stop_client(get_clients())
vim.wait(3000, function()
  return #get_clients() == 0
end, 50)
vim.cmd(ok and "qall!" or "cquit! 1")
