import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { tools, readOnly } from "./registry.js";

// One table of tools, rewritten in place by its module, listed by a low-level handler that
// drops the draft key and adds annotations per tool.
export const server = new McpServer({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });
server.server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: tools.map((tool) => {
    const entry = { ...tool };
    if (entry.inputSchema && typeof entry.inputSchema === "object") {
      if ("$schema" in entry.inputSchema) {
        entry.inputSchema = { ...entry.inputSchema };
        delete entry.inputSchema.$schema;
      }
    }
    entry.annotations = { ...(readOnly.has(tool.name) ? { readOnlyHint: true } : {}), openWorldHint: true };
    return entry;
  }),
}));
