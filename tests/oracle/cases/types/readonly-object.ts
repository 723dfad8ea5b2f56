import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Takes a readonly object property.",
    inputSchema: {
      settings: z.object({ a: z.string() }).readonly(),
    },
  },
  async () => ({ content: [] }),
);
