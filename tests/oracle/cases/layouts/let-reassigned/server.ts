// oracle-configs: sdk1-zod3 sdk1-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

// A register helper whose `let`s are reassigned under conditions on its arguments (the shape
// of the MCP Apps helper that mirrors `_meta.ui.resourceUri` under its legacy key): each call
// runs the branches its own arguments choose.
const LEGACY_KEY = "ui/resourceUri";

function registerWithUi(server: McpServer, name: string, config: any, cb: any) {
  let meta = config._meta, ui = meta.ui, legacy = meta[LEGACY_KEY], merged = meta;
  if (ui?.resourceUri && !legacy) merged = { ...meta, [LEGACY_KEY]: ui.resourceUri };
  else if (legacy && !ui?.resourceUri) merged = { ...meta, ui: { ...ui, resourceUri: legacy } };
  let description = config.description;
  if (!description) {
    description = `Opens ${name}.`;
  } else {
    description = description.trim();
  }
  return server.registerTool(name, { ...config, description, _meta: merged }, cb);
}

export const server = new McpServer({ name: "case", version: "1.0.0" });

registerWithUi(
  server,
  "show_dashboard",
  { description: "  Shows the dashboard.  ", inputSchema: { range: z.string() }, _meta: { ui: { resourceUri: "ui://case/dashboard.html" } } },
  async () => ({ content: [] }),
);
registerWithUi(
  server,
  "show_map",
  { inputSchema: {}, _meta: { [LEGACY_KEY]: "ui://case/map.html" } },
  async () => ({ content: [] }),
);
registerWithUi(
  server,
  "show_both",
  { description: "Both keys.", inputSchema: {}, _meta: { ui: { resourceUri: "ui://a" }, [LEGACY_KEY]: "ui://b" } },
  async () => ({ content: [] }),
);

// a module-level `let` reassigned before the registration reads it
let PREFIX = "Old:";
PREFIX = "New:";
server.registerTool("prefixed", { description: `${PREFIX} a prefixed tool.`, inputSchema: {} }, async () => ({ content: [] }));
