// The toolsight extension: runs `toolsight lsp` with vscode-languageclient 9 for TypeScript,
// JavaScript and Python files, sends the toolsight.* settings as the server's settings, and adds
// the commands "Show wire schema of this tool", "Restart server" and "Show output".
import * as vscode from "vscode";
import {
  DocumentSymbol,
  DocumentSymbolRequest,
  ExecuteCommandRequest,
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  TransportKind,
} from "vscode-languageclient/node";
import * as fs from "node:fs";
import { bundledPath, findBinary } from "./binary";

let client: LanguageClient | undefined;
let output: vscode.OutputChannel | undefined;

const LANGUAGES = [
  "typescript",
  "typescriptreact",
  "javascript",
  "javascriptreact",
  "python",
  // web pages: the WebMCP tools of their inline scripts
  "html",
];

/** The settings in the shape of toolsight.toml (docs/language-server.md#settings). */
export function serverSettings(): Record<string, unknown> {
  const cfg = vscode.workspace.getConfiguration("toolsight");
  const settings: Record<string, unknown> = {};
  const rules = cfg.get<Record<string, unknown>>("rules");
  if (rules && Object.keys(rules).length > 0) settings.rules = rules;
  const clients = cfg.get<string[] | null>("target.clients");
  if (Array.isArray(clients)) settings.target = { clients };
  return settings;
}

/** A .vsix may lose the bundled binary's executable bit on the way; put it back. */
function ensureExecutable(file: string): void {
  if (process.platform === "win32") return;
  try {
    const mode = fs.statSync(file).mode;
    if ((mode & 0o111) === 0) fs.chmodSync(file, mode | 0o755);
  } catch {
    // not bundled for this platform
  }
}

async function start(context: vscode.ExtensionContext): Promise<void> {
  ensureExecutable(bundledPath(context.extensionPath, process.platform, process.arch));
  const cfg = vscode.workspace.getConfiguration("toolsight");
  const found = findBinary({
    setting: cfg.get<string>("path"),
    workspaceFolder: vscode.workspace.workspaceFolders?.[0]?.uri.fsPath,
    extensionPath: context.extensionPath,
    platform: process.platform,
    arch: process.arch,
    envPath: process.env.PATH,
  });
  if ("message" in found) {
    output?.appendLine(found.message);
    const choice = await vscode.window.showErrorMessage(found.message, "Open settings", "Install instructions");
    if (choice === "Open settings") {
      void vscode.commands.executeCommand("workbench.action.openSettings", "toolsight.path");
    } else if (choice === "Install instructions") {
      void vscode.env.openExternal(vscode.Uri.parse("https://toolsight.dev/install"));
    }
    return;
  }
  output?.appendLine(`toolsight: starting ${found.path} lsp (${found.source})`);
  const serverOptions: ServerOptions = {
    command: found.path,
    args: ["lsp"],
    transport: TransportKind.stdio, // the client appends --stdio; toolsight accepts it
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: LANGUAGES.map((language) => ({ scheme: "file", language })),
    outputChannel: output,
    initializationOptions: serverSettings(),
    middleware: {
      workspace: {
        // the server asks for its "toolsight" section: answer with the settings it reads, not
        // the editor-only keys (path, trace), which it would report as unknown
        configuration: async (params, token, next) => {
          const items = params.items.map((item) => (item.section === "toolsight" ? serverSettings() : undefined));
          if (items.every((v) => v !== undefined)) return items;
          const rest = await next(params, token);
          return Array.isArray(rest) ? rest.map((v, i) => items[i] ?? v) : rest;
        },
      },
    },
  };
  client = new LanguageClient("toolsight", "toolsight", serverOptions, clientOptions);
  await client.start();
}

async function stop(): Promise<void> {
  const c = client;
  client = undefined;
  if (c) await c.stop(5000).catch(() => undefined);
}

/** The tool whose document symbol holds the cursor, shown as its tools/list entry. */
async function showWireSchemaOfTool(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!client || !editor) {
    void vscode.window.showInformationMessage("toolsight: open a TypeScript or JavaScript file of an MCP server first.");
    return;
  }
  const doc = editor.document;
  const uri = client.code2ProtocolConverter.asUri(doc.uri);
  const symbols = ((await client.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } })) ?? []) as DocumentSymbol[];
  const pos = editor.selection.active;
  const contains = (s: DocumentSymbol) =>
    (s.range.start.line < pos.line || (s.range.start.line === pos.line && s.range.start.character <= pos.character)) &&
    (pos.line < s.range.end.line || (pos.line === s.range.end.line && pos.character <= s.range.end.character));
  // tools are the top-level symbols; the innermost tool around the cursor, else the only one
  const tool = symbols.filter(contains).pop() ?? (symbols.length === 1 ? symbols[0] : undefined);
  if (!tool) {
    void vscode.window.showInformationMessage("toolsight: put the cursor in a tool's registration (or its name) first.");
    return;
  }
  const result = await client.sendRequest(ExecuteCommandRequest.type, {
    command: "toolsight.showWireSchema",
    arguments: [uri, tool.name],
  });
  const text = typeof result === "string" ? result : JSON.stringify(result, null, 2);
  const shown = await vscode.workspace.openTextDocument({ language: "json", content: text });
  await vscode.window.showTextDocument(shown, { preview: true, viewColumn: vscode.ViewColumn.Beside });
}

export async function activate(context: vscode.ExtensionContext): Promise<LanguageClient | undefined> {
  output = vscode.window.createOutputChannel("toolsight");
  context.subscriptions.push(
    output,
    vscode.commands.registerCommand("toolsight.showOutput", () => output?.show(true)),
    vscode.commands.registerCommand("toolsight.restartServer", async () => {
      await stop();
      await start(context);
    }),
    vscode.commands.registerCommand("toolsight.showWireSchemaOfTool", showWireSchemaOfTool),
    vscode.workspace.onDidChangeConfiguration(async (e) => {
      if (e.affectsConfiguration("toolsight.path")) {
        await stop();
        await start(context);
      } else if (client && (e.affectsConfiguration("toolsight.rules") || e.affectsConfiguration("toolsight.target"))) {
        await client.sendNotification("workspace/didChangeConfiguration", { settings: { toolsight: serverSettings() } });
      }
    }),
  );
  await start(context);
  return client;
}

export async function deactivate(): Promise<void> {
  await stop();
}
