import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

// tools/list follows the order the module registers in, not the order the calls are written in.
function addPair(prefix: string) {
  server.registerTool(`${prefix}_get`, { description: `Get a ${prefix}.`, inputSchema: { id: z.string() } }, async () => ({ content: [] }));
  server.registerTool(`${prefix}_delete`, { description: `Delete a ${prefix}.`, inputSchema: { id: z.string() } }, async () => ({ content: [] }));
}

server.registerTool("status", { description: "Report the server status." }, async () => ({ content: [] }));
for (const name of ["note", "tag"]) addPair(name);
server.registerTool("version", { description: "Report the server version." }, async () => ({ content: [] }));
addPair("user");
