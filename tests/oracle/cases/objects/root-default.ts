import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Takes an object with a default as its root input.",
    inputSchema: z.object({ q: z.string() }).default({ q: "all" }),
  },
  async () => ({ content: [] }),
);
