import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Takes an optional object as its root input.",
    inputSchema: z.object({ a: z.string() }).optional(),
  },
  async () => ({ content: [] }),
);
