"""`toolsight lsp` driven by pytest-lsp's client, once with the capabilities of each of three real
editors (the snapshots pytest-lsp ships): VS Code 1.65.2, Neovim 0.11.0 and Emacs 29.1 (eglot).

Each test starts the real binary (TOOLSIGHT_BIN, else target/debug/toolsight) on a copy of
examples/seed-converter-server, opens src/tools/banking.ts and talks to the server the way that
editor would: pulled diagnostics when the client advertises `textDocument.diagnostic`, else
pushed ones; positions in the encoding the server negotiated (UTF-8 when offered, else UTF-16).
The opened file carries non-ASCII text in one description (`DESC`), so a server or a test that
mixes up the encodings lands in the wrong place. One test opens examples/python-server too.
"""

from __future__ import annotations

import asyncio
import json
import os
import pathlib
import re
import shutil
import subprocess
import typing
import urllib.parse
from typing import Any, Union

import pytest
import pytest_lsp
from lsprotocol import types as t
from pygls.protocol import default_converter
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

REPO = pathlib.Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "seed-converter-server"
BIN = os.environ.get("TOOLSIGHT_BIN") or str(REPO / "target" / "debug" / "toolsight")
SERVER = [BIN, "lsp"]

# pytest-lsp's names for its capability snapshots; "neovim" is the newest it has (0.11.0)
PROFILES = ["visual-studio-code", "neovim", "emacs"]

# every wait on the server is bounded: a debug build on a busy 2-core machine is slow, a hang fails
TIMEOUT = 60.0

FILE = "src/tools/banking.ts"
# the description of `since`, made non-ASCII: "—" is 3 bytes in UTF-8 and 1 UTF-16 unit, the
# emoji 4 bytes and 2 units, so UTF-8 and UTF-16 columns after them differ
ORIGINAL_DESC = "YYYY-MM-DD; the default is 30 days ago"
DESC = "YYYY-MM-DD — default: 30 days ago 🙂"
SINCE_BEFORE = f'    since: z.string().optional().describe("{DESC}"),'
SINCE_AFTER = f'    since: z.string().describe("{DESC}").optional(),'
TOOLS_HERE = ["banking_tx_history", "banking_accounts"]
ALL_TOOLS = TOOLS_HERE + ["life_record", "life_timeline", "policy_retention_apply"]
RULE_URL = "https://toolsight.dev/rules/"


# ---------------------------------------------------------------------------------------------
# the client


def record_publish(client: LanguageClient, params: t.PublishDiagnosticsParams):
    """pytest-lsp's own handler keeps only the latest diagnostics per document; this one also
    keeps every notification with its version, so a test can wait for one version's."""
    client.diagnostics[params.uri] = params.diagnostics
    client.published.append(params)


def make_client() -> LanguageClient:
    client = LanguageClient(converter_factory=default_converter)
    register_lsp_features(
        client,
        {**DEFAULT_CLIENT_FEATURES, t.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS: record_publish},
    )
    client.published = []
    client.registrations = []
    client.registered = asyncio.Event()

    @client.feature(t.CLIENT_REGISTER_CAPABILITY)
    def register_capability(params: t.RegistrationParams):
        client.registrations.extend(params.registrations)
        client.registered.set()

    return client


def fix_code_action_union(client: LanguageClient):
    """lsprotocol 2025.0.0 structures every item of a codeAction response that has a "command"
    key as a Command, so a CodeAction carrying a command would lose its edit and kind (research
    note shared/research/clients.md, finding 2). Tell them apart by the type of "command"."""
    conv = client.protocol._converter

    def hook(obj, _):
        if isinstance(obj.get("command"), str):
            return conv.structure(obj, t.Command)
        return conv.structure(obj, t.CodeAction)

    conv.register_structure_hook(Union[t.Command, t.CodeAction], hook)


def copy_example(dest: pathlib.Path) -> tuple[pathlib.Path, str]:
    """The example in a temporary folder (the server analyses the project around the file: the
    nearest package.json), with the non-ASCII description written on disk too, so the disk, the
    CLI and the editor see the same text. Returns the folder and the opened file's text."""
    work = dest / "seed-converter-server"
    shutil.copytree(EXAMPLE, work, ignore=shutil.ignore_patterns("node_modules"))
    path = work / FILE
    text = path.read_text(encoding="utf-8")
    assert text.count(ORIGINAL_DESC) == 1, "the example changed: update the test"
    text = text.replace(ORIGINAL_DESC, DESC)
    assert SINCE_BEFORE in text.splitlines()
    path.write_text(text, encoding="utf-8")
    return work, text


@pytest_lsp.fixture(
    config=ClientServerConfig(server_command=SERVER, client_factory=make_client),
    params=PROFILES,
)
async def client(request, lsp_client: LanguageClient, tmp_path_factory):
    fix_code_action_union(lsp_client)
    caps = client_capabilities(request.param)
    work, text = copy_example(tmp_path_factory.mktemp(request.param))
    lsp_client.profile = request.param
    lsp_client.work = work
    lsp_client.uri = (work / FILE).as_uri()
    lsp_client.text = text
    lsp_client.shut_down = False

    result = await asyncio.wait_for(
        lsp_client.initialize_session(
            t.InitializeParams(
                capabilities=caps,
                root_uri=work.as_uri(),
                root_path=str(work),
                workspace_folders=[t.WorkspaceFolder(uri=work.as_uri(), name=work.name)],
            )
        ),
        TIMEOUT,
    )
    lsp_client.init_result = result
    # what the server must have chosen for this client
    offered = (caps.general and caps.general.position_encodings) or []
    lsp_client.encoding = "utf-8" if t.PositionEncodingKind.Utf8 in offered else "utf-16"
    lsp_client.pulls = caps.text_document.diagnostic is not None
    yield
    if not lsp_client.shut_down:
        await shut_down(lsp_client)


async def shut_down(client: LanguageClient):
    """shutdown, exit, and wait for the process to end (pytest-lsp's shutdown_session); a server
    that ignores `exit` fails here instead of hanging the run."""
    client.shut_down = True
    try:
        await asyncio.wait_for(client.shutdown_session(), TIMEOUT)
    except TimeoutError:
        client._server.kill()
        raise AssertionError(f"the server did not exit within {TIMEOUT} s of shutdown + exit")
    assert client._server.returncode == 0, f"exit code {client._server.returncode}"


# ---------------------------------------------------------------------------------------------
# positions in the negotiated encoding


def units(ch: str, enc: str) -> int:
    return len(ch.encode("utf-8")) if enc == "utf-8" else len(ch.encode("utf-16-le")) // 2


def to_index(text: str, pos: t.Position, enc: str) -> int:
    """The index in `text` of an LSP position; ValueError if it falls inside a character."""
    lines = text.split("\n")
    if pos.line >= len(lines):
        raise ValueError(f"line {pos.line} past the end")
    start = sum(len(line) + 1 for line in lines[: pos.line])
    count = 0
    for i, ch in enumerate(lines[pos.line]):
        if count == pos.character:
            return start + i
        if count > pos.character:
            raise ValueError(f"{pos} is inside a character ({enc})")
        count += units(ch, enc)
    if count == pos.character:
        return start + len(lines[pos.line])
    raise ValueError(f"{pos} is past the end of its line ({enc})")


def to_position(text: str, index: int, enc: str) -> t.Position:
    before = text[:index]
    line = before.count("\n")
    line_start = before.rfind("\n") + 1
    return t.Position(line=line, character=sum(units(c, enc) for c in text[line_start:index]))


def text_at(text: str, rng: t.Range, enc: str) -> str | None:
    try:
        return text[to_index(text, rng.start, enc) : to_index(text, rng.end, enc)]
    except ValueError:
        return None


def apply_edits(text: str, edits: list[t.TextEdit], enc: str) -> str:
    """The edits of one document, all relative to `text` and not overlapping, applied at once."""
    spans = sorted(
        (
            (to_index(text, e.range.start, enc), to_index(text, e.range.end, enc), e.new_text)
            for e in edits
        ),
        reverse=True,
    )
    for (start, end, _), (next_start, _, _) in zip(spans[1:], spans):
        assert end <= next_start, f"overlapping edits: {edits}"
    for start, end, new in spans:
        text = text[:start] + new + text[end:]
    return text


def uri_path(uri: str) -> pathlib.Path:
    parsed = urllib.parse.urlparse(uri)
    assert parsed.scheme == "file", uri
    return pathlib.Path(urllib.parse.unquote(parsed.path))


def position_of(text: str, needle: str, enc: str, offset: int = 0) -> t.Position:
    assert text.count(needle) == 1, needle
    return to_position(text, text.index(needle) + offset, enc)


# ---------------------------------------------------------------------------------------------
# talking to the server


def open_file(client: LanguageClient):
    client.text_document_did_open(
        t.DidOpenTextDocumentParams(
            text_document=t.TextDocumentItem(
                uri=client.uri, language_id="typescript", version=1, text=client.text
            )
        )
    )


async def diagnostics(client: LanguageClient, version: int, after: int = 0) -> list[t.Diagnostic]:
    """The document's diagnostics at `version`: pulled when the client pulls, else the ones the
    server pushes for that version (`after`: how many notifications had arrived when the document
    got that version)."""
    if client.pulls:
        report = await asyncio.wait_for(
            client.text_document_diagnostic_async(
                t.DocumentDiagnosticParams(text_document=t.TextDocumentIdentifier(uri=client.uri))
            ),
            TIMEOUT,
        )
        assert isinstance(report, t.RelatedFullDocumentDiagnosticReport), report
        return list(report.items)

    def found():
        for p in client.published[after:]:
            # the server sends the version, though VS Code 1.65 declares no versionSupport; one
            # without a version counts if it came after the change
            if p.uri == client.uri and p.version in (version, None):
                return p
        return None

    loop = asyncio.get_running_loop()
    deadline = loop.time() + TIMEOUT
    while (p := found()) is None:
        # check, then register the wait, with no await in between: no notification is missed
        remaining = deadline - loop.time()
        if remaining <= 0:
            raise AssertionError(f"no diagnostics pushed for version {version} in {TIMEOUT} s")
        try:
            await asyncio.wait_for(
                client.wait_for_notification(t.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), remaining
            )
        except TimeoutError:
            pass
    return list(p.diagnostics)


def not_pushed_to(client: LanguageClient):
    """A client that pulls is never pushed to (it would show every finding twice). The server
    would push 150 ms after a change; this runs after analyses that take about as long, so a
    push can come too late to be caught, never too early to be a false alarm. No client here
    declares `workspace.diagnostics.refreshSupport`, so none is asked to re-pull either."""
    if client.pulls:
        pushed = [p for p in client.published if p.uri == client.uri]
        assert pushed == [], f"a pulling client was pushed to: {pushed}"
    refresh = client.capabilities.workspace.diagnostics
    if not (refresh and refresh.refresh_support):
        assert client.diagnostic_refresh_count == 0


def codes(diags: list[t.Diagnostic]) -> list[str]:
    return [d.code for d in diags]


def dropped(diags: list[t.Diagnostic]) -> list[t.Diagnostic]:
    return [d for d in diags if d.code == "description-dropped"]


def line_no(text: str, line: str) -> int:
    return text.split("\n").index(line)


async def hover(client: LanguageClient, text: str, needle: str, offset: int) -> t.Hover | None:
    return await asyncio.wait_for(
        client.text_document_hover_async(
            t.HoverParams(
                text_document=t.TextDocumentIdentifier(uri=client.uri),
                position=position_of(text, needle, client.encoding, offset),
            )
        ),
        TIMEOUT,
    )


def wire_json(h: t.Hover) -> Any:
    """The one fenced ```json block of a hover, parsed."""
    assert isinstance(h.contents, t.MarkupContent), h.contents
    blocks = re.findall(r"```json\n(.*?)\n```", h.contents.value, re.S)
    assert len(blocks) == 1, h.contents.value
    return json.loads(blocks[0])


def cli_tool(work: pathlib.Path, name: str) -> dict:
    """The tool as `toolsight schema` predicts it from the disk: the hover must say the same."""
    out = subprocess.run(
        [BIN, "schema", str(work), "--format", "json"],
        capture_output=True, text=True, timeout=TIMEOUT, check=True,
    ).stdout
    servers = json.loads(out)["servers"]
    tools = [tool for s in servers for tool in s["tools"] if tool["name"] == name]
    assert len(tools) == 1, out
    tool = dict(tools[0])
    tool.pop("_toolsight", None)
    return tool


# ---------------------------------------------------------------------------------------------
# the tests


async def test_initialize_negotiates_for_this_client(client: LanguageClient):
    caps = client.init_result.capabilities
    assert client.init_result.server_info.name == "toolsight"
    # UTF-8 when offered (Neovim 0.11, Emacs 29), else UTF-16 (VS Code 1.65 offers none)
    assert caps.position_encoding == client.encoding
    assert caps.text_document_sync.change == t.TextDocumentSyncKind.Incremental
    assert caps.diagnostic_provider is not None
    assert caps.hover_provider and caps.code_lens_provider and caps.code_action_provider
    assert caps.document_symbol_provider and caps.workspace_symbol_provider
    expected = {
        "visual-studio-code": ("utf-16", False),
        "neovim": ("utf-8", True),
        "emacs": ("utf-8", False),
    }
    assert (client.encoding, client.pulls) == expected[client.profile]

    # file watchers are registered only with a client that allows dynamic registration for them
    # (VS Code and Emacs; Neovim 0.11 says no)
    watched = client.capabilities.workspace.did_change_watched_files
    if watched and watched.dynamic_registration:
        await asyncio.wait_for(client.registered.wait(), TIMEOUT)
        [reg] = client.registrations
        assert reg.method == t.WORKSPACE_DID_CHANGE_WATCHED_FILES
        globs = [w["globPattern"] for w in reg.register_options["watchers"]]
        assert "**/package.json" in globs and "**/toolsight.toml" in globs, globs
    else:
        # by now the server has answered several requests after `initialized`
        open_file(client)
        await diagnostics(client, 1)
        await hover(client, client.text, '"banking_tx_history"', 5)
        assert client.registrations == []


async def test_diagnostics(client: LanguageClient):
    caps = client.capabilities.text_document
    open_file(client)
    diags = await diagnostics(client, 1)

    # the findings `toolsight check` reports for this file
    assert sorted(set(codes(diags))) == [
        "description-dropped", "description-length", "missing-bounds"
    ]
    assert len(dropped(diags)) == 4
    assert all(d.source == "toolsight" for d in diags), diags
    assert all(d.severity == t.DiagnosticSeverity.Warning for d in dropped(diags))

    # the finding on the non-ASCII description covers `describe("…")`, counted in the negotiated
    # encoding; in the other encoding the same numbers would point elsewhere
    [since] = [d for d in dropped(diags) if d.range.start.line == line_no(client.text, SINCE_BEFORE)]
    assert DESC in since.message
    assert text_at(client.text, since.range, client.encoding) == f'describe("{DESC}")'
    other = "utf-16" if client.encoding == "utf-8" else "utf-8"
    assert text_at(client.text, since.range, other) != f'describe("{DESC}")'

    # related information only to a client that supports it
    related = caps.publish_diagnostics.related_information
    if not related:
        assert all(d.related_information is None for d in diags), diags
    # tags (if any) only from the set the client declared
    tag_support = caps.publish_diagnostics.tag_support
    tag_set = set(tag_support.value_set) if tag_support else set()
    assert all(set(d.tags or []) <= tag_set for d in diags), diags
    # a description that never reaches the wire is faded, for a client that lists the tag (all
    # three do; a pulling client's `textDocument.diagnostic` does not repeat it, and the server
    # takes the push capability for it)
    if t.DiagnosticTag.Unnecessary in tag_set:
        assert all(t.DiagnosticTag.Unnecessary in (d.tags or []) for d in dropped(diags)), diags

    # a pulling client is not pushed to (checked after one more analysis)
    await hover(client, client.text, '"banking_tx_history"', 1)
    not_pushed_to(client)


async def test_code_description_only_to_clients_that_support_it(client: LanguageClient):
    """LSP 3.16+: `codeDescription` is for clients whose `publishDiagnostics.codeDescriptionSupport`
    is true (LSP 3.18 lets a pulling client say so under `textDocument.diagnostic` too). VS Code
    1.65 says yes, Emacs 29 says no, Neovim 0.11 does not say."""
    caps = client.capabilities.text_document
    supported = bool(caps.publish_diagnostics.code_description_support) or (
        client.pulls and bool(getattr(caps.diagnostic, "code_description_support", None))
    )
    open_file(client)
    diags = await diagnostics(client, 1)
    assert diags
    for d in diags:
        if supported:
            assert d.code_description is not None, d
            assert d.code_description.href == RULE_URL + d.code, d
        else:
            assert d.code_description is None, d


async def test_hover_on_a_tool_name_shows_its_wire_schema(client: LanguageClient):
    open_file(client)
    caps = client.capabilities.text_document
    # inside the "banking_tx_history" string of the tool object that server.ts registers
    h = await hover(client, client.text, '"banking_tx_history"', 5)
    assert h is not None
    assert h.contents.kind == t.MarkupKind.Markdown
    assert t.MarkupKind.Markdown in caps.hover.content_format
    tool = wire_json(h)
    assert tool["name"] == "banking_tx_history"
    schema = tool["inputSchema"]
    assert schema["type"] == "object"
    assert list(schema["properties"]) == ["account", "since", "until", "limit"]
    # the hand-written converter drops the description written after .optional()
    assert "description" not in schema["properties"]["since"]
    assert schema["properties"]["account"]["description"] == "Account id from banking_accounts"
    assert tool == cli_tool(client.work, "banking_tx_history")

    # the other tool of the file has its own hover
    h2 = await hover(client, client.text, '"banking_accounts"', 3)
    assert wire_json(h2)["name"] == "banking_accounts"


async def test_hover_range_is_the_hovered_name(client: LanguageClient):
    """A hover's range is in the hovered document (LSP: the editor highlights it); here, the name
    string the cursor is on."""
    open_file(client)
    h = await hover(client, client.text, '"banking_tx_history"', 5)
    assert h is not None and h.range is not None
    named = text_at(client.text, h.range, client.encoding)
    assert named in ('"banking_tx_history"', "banking_tx_history"), h.range


async def quick_fixes_for(client: LanguageClient, diagnostic: t.Diagnostic):
    return await asyncio.wait_for(
        client.text_document_code_action_async(
            t.CodeActionParams(
                text_document=t.TextDocumentIdentifier(uri=client.uri),
                range=diagnostic.range,
                context=t.CodeActionContext(diagnostics=[diagnostic]),
            )
        ),
        TIMEOUT,
    )


async def test_quick_fix_moves_describe_and_the_finding_goes(client: LanguageClient):
    open_file(client)
    text = client.text
    diags = await diagnostics(client, 1)
    since_line = line_no(text, SINCE_BEFORE)
    [since] = [d for d in dropped(diags) if d.range.start.line == since_line]

    actions = await quick_fixes_for(client, since)
    assert actions, "no code actions"
    assert all(isinstance(a, t.CodeAction) for a in actions), actions
    fixes = [
        a for a in actions
        if a.kind == t.CodeActionKind.QuickFix and not a.title.startswith("Suppress")
    ]
    assert len(fixes) == 1, [a.title for a in actions]
    [fix] = fixes
    assert fix.is_preferred is True  # a safe fix
    assert any(a.title.startswith("Suppress `description-dropped`") for a in actions)

    if fix.edit.changes is not None:
        assert list(fix.edit.changes) == [client.uri]
        edits = fix.edit.changes[client.uri]
    else:
        [doc_edit] = fix.edit.document_changes
        assert doc_edit.text_document.uri == client.uri
        edits = doc_edit.edits
    # the fix comes from the server's analysis, not from the diagnostic, so a client without
    # `publishDiagnostics.dataSupport` (Emacs 29 declares none) gets it as well
    assert since.data is None, since

    fixed = apply_edits(text, edits, client.encoding)
    before, after = text.split("\n"), fixed.split("\n")
    # `.describe(...)` now comes before `.optional()`, and nothing else changed
    assert after[since_line] == SINCE_AFTER, after[since_line]
    del before[since_line], after[since_line]
    assert after == before

    # the editor applies it: one incremental change per edit, last one first (each change's
    # range is in the text the previous changes left, and later edits do not move earlier ones)
    last_first = sorted(
        edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True
    )
    changes = [t.TextDocumentContentChangePartial(range=e.range, text=e.new_text) for e in last_first]
    mark = len(client.published)
    client.text_document_did_change(
        t.DidChangeTextDocumentParams(
            text_document=t.VersionedTextDocumentIdentifier(uri=client.uri, version=2),
            content_changes=changes,
        )
    )
    diags2 = await diagnostics(client, 2, after=mark)
    assert [d for d in dropped(diags2) if d.range.start.line == since_line] == []
    # the other three remain, where they were
    assert sorted(d.range.start.line for d in dropped(diags2)) == sorted(
        d.range.start.line for d in dropped(diags) if d is not since
    )
    # the server's copy of the text is the fixed one: the description now reaches the wire
    h = await hover(client, fixed, '"banking_tx_history"', 5)
    assert wire_json(h)["inputSchema"]["properties"]["since"]["description"] == DESC
    not_pushed_to(client)


PY_EXAMPLE = REPO / "examples" / "python-server"
PY_FILE = "notes_server.py"
PY_SIGNATURE = "def search_notes(query: str, limit: int = 10) -> list[str]:"
PY_QUERY_TEXT = "Words to look for; every word must appear."


async def test_python_findings_hover_and_quick_fix(client: LanguageClient, tmp_path):
    """A Python server, a project of its own: its findings, the wire JSON on hover over a tool's
    function name, and the safe fix that writes a docstring entry as `Field(description=...)`,
    after which the finding goes and the text is on the wire."""
    work = tmp_path / "python-server"
    shutil.copytree(PY_EXAMPLE, work)
    client.uri = (work / PY_FILE).as_uri()
    text = (work / PY_FILE).read_text(encoding="utf-8")
    client.text_document_did_open(
        t.DidOpenTextDocumentParams(
            text_document=t.TextDocumentItem(uri=client.uri, language_id="python", version=1, text=text)
        )
    )
    diags = await diagnostics(client, 1)
    ignored = [d for d in diags if d.code == "docstring-args-ignored"]
    assert sorted(re.findall(r"`(\w+)` of", " ".join(d.message for d in ignored))) == ["limit", "query"], codes(diags)
    h = await hover(client, text, "def search_notes", 5)
    assert h is not None
    tool = wire_json(h)
    assert tool["name"] == "search_notes"
    assert "description" not in tool["inputSchema"]["properties"]["query"]

    [query] = [d for d in ignored if "`query`" in d.message]
    actions = await quick_fixes_for(client, query)
    fixes = [
        a for a in actions
        if a.kind == t.CodeActionKind.QuickFix and not a.title.startswith("Suppress")
    ]
    assert len(fixes) == 1, [a.title for a in actions]
    [fix] = fixes
    assert fix.is_preferred is True
    edits = (
        fix.edit.changes[client.uri]
        if fix.edit.changes is not None
        else fix.edit.document_changes[0].edits
    )
    fixed = apply_edits(text, edits, client.encoding)
    signature = fixed.split("\n")[line_no(text, PY_SIGNATURE)]
    assert f'query: Annotated[str, Field(description="{PY_QUERY_TEXT}")]' in signature, signature

    mark = len(client.published)
    client.text_document_did_change(
        t.DidChangeTextDocumentParams(
            text_document=t.VersionedTextDocumentIdentifier(uri=client.uri, version=2),
            content_changes=[t.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    diags2 = await diagnostics(client, 2, after=mark)
    assert not [d for d in diags2 if d.code == "docstring-args-ignored" and "`query`" in d.message]
    h2 = await hover(client, fixed, "def search_notes", 5)
    assert wire_json(h2)["inputSchema"]["properties"]["query"]["description"] == PY_QUERY_TEXT


async def test_symbols_and_code_lenses(client: LanguageClient):
    open_file(client)
    text = client.text
    enc = client.encoding

    symbols = await asyncio.wait_for(
        client.text_document_document_symbol_async(
            t.DocumentSymbolParams(text_document=t.TextDocumentIdentifier(uri=client.uri))
        ),
        TIMEOUT,
    )
    # every profile here declares hierarchicalDocumentSymbolSupport, so nested symbols are right
    assert client.capabilities.text_document.document_symbol.hierarchical_document_symbol_support
    assert all(isinstance(s, t.DocumentSymbol) for s in symbols), symbols
    assert [s.name for s in symbols] == TOOLS_HERE
    by_name = {s.name: s for s in symbols}
    tx = by_name["banking_tx_history"]
    assert [c.name for c in tx.children] == ["account", "since", "until", "limit"]
    assert [c.name for c in by_name["banking_accounts"].children] == ["currency"]
    assert text_at(text, tx.selection_range, enc).strip('"') == "banking_tx_history"

    everything = await asyncio.wait_for(
        client.workspace_symbol_async(t.WorkspaceSymbolParams(query="")), TIMEOUT
    )
    assert sorted(s.name for s in everything) == sorted(ALL_TOOLS)
    one = await asyncio.wait_for(
        client.workspace_symbol_async(t.WorkspaceSymbolParams(query="TX_hist")), TIMEOUT
    )
    assert [s.name for s in one] == ["banking_tx_history"]
    # a location inside the project, on text that exists (where exactly: see the test of each tool's name below)
    where = uri_path(one[0].location.uri)
    assert where.is_relative_to(client.work) and where.is_file(), where
    assert text_at(where.read_text(encoding="utf-8"), one[0].location.range, enc), one[0].location
    none = await asyncio.wait_for(
        client.workspace_symbol_async(t.WorkspaceSymbolParams(query="no-such-tool")), TIMEOUT
    )
    assert not none

    # (Emacs 29 declares no textDocument.codeLens and would not ask; the answer does not depend on
    # the client, so it is checked with every profile)
    lenses = await asyncio.wait_for(
        client.text_document_code_lens_async(
            t.CodeLensParams(text_document=t.TextDocumentIdentifier(uri=client.uri))
        ),
        TIMEOUT,
    )
    assert len(lenses) == len(TOOLS_HERE), lenses
    titles = {}
    for lens in lenses:
        assert lens.range is not None
        assert lens.command is not None and lens.command.title, lens
        name = text_at(text, lens.range, enc).strip('"')
        titles[name] = lens.command.title
    assert sorted(titles) == sorted(TOOLS_HERE)
    for title in titles.values():
        assert "params described" in title and "chars on the wire" in title, title
    # only `account` of the four reaches the model with its description
    assert re.search(r"\b1/4 params described", titles["banking_tx_history"]), titles
    assert re.search(r"\b0/1 params described", titles["banking_accounts"]), titles


async def test_shutdown_and_exit_end_the_process(client: LanguageClient):
    open_file(client)
    await diagnostics(client, 1)
    await shut_down(client)
    assert client._server.returncode == 0


async def test_workspace_symbols_point_at_each_tools_name(client: LanguageClient):
    open_file(client)
    found = await asyncio.wait_for(
        client.workspace_symbol_async(t.WorkspaceSymbolParams(query="banking")), TIMEOUT
    )
    assert sorted(s.name for s in found) == sorted(TOOLS_HERE)
    for s in found:
        assert s.location.uri == client.uri, s.location
        assert text_at(client.text, s.location.range, client.encoding).strip('"') == s.name


def test_a_code_action_with_a_command_stays_a_code_action():
    """The client-side fix above works: without it lsprotocol 2025.0.0 turns this CodeAction into
    a Command whose `command` is the stringified object (and the edit is lost)."""
    client = make_client()
    conv = client.protocol._converter
    result_type = typing.get_type_hints(t.METHOD_TO_TYPES[t.TEXT_DOCUMENT_CODE_ACTION][1])["result"]
    item = {
        "title": "Fix",
        "kind": "quickfix",
        "edit": {"changes": {"file:///x.ts": []}},
        "command": {"title": "Show", "command": "toolsight.showWireSchema", "arguments": []},
    }
    [broken] = conv.structure([item], result_type)
    assert isinstance(broken, t.Command)  # the lsprotocol bug, still there in the pinned version
    fix_code_action_union(client)
    [action, command] = conv.structure([item, {"title": "Run", "command": "x"}], result_type)
    assert isinstance(action, t.CodeAction) and list(action.edit.changes) == ["file:///x.ts"]
    assert action.command.command == "toolsight.showWireSchema"
    assert isinstance(command, t.Command) and command.command == "x"
