import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as zod from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "tag",
  {
    description: "Namespace import, zod.string() directly",
    inputSchema: { tag: zod.string().max(20).describe("Tag to add"), color: zod.enum(["red", "blue"]).default("red") },
  },
  async () => ({ content: [] }),
);
