import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as zod from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "tag",
  {
    description: "Namespace import, zod.z.*",
    inputSchema: { tag: zod.z.string().max(20).describe("Tag to add"), pinned: zod.z.boolean().optional() },
  },
  async () => ({ content: [] }),
);
