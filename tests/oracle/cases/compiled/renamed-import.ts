import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z as zz } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "rename",
  {
    description: "zod imported under another name",
    inputSchema: { from: zz.string().describe("Old name"), to: zz.string().optional().describe("New name") },
  },
  async () => ({ content: [] }),
);
