import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "annotated",
  {
    description: "Tool with _meta",
    inputSchema: { q: z.string() },
    _meta: { "com.example/category": "search", "com.example/cost": 2 },
  },
  async () => ({ content: [] }),
);
