import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Takes an object whose nested field is a Map.",
    inputSchema: {
      cache: z.object({ entries: z.map(z.string(), z.string()) }),
    },
  },
  async () => ({ content: [] }),
);
