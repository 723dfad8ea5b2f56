import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Stores a Map of string keys to numbers.",
    inputSchema: {
      scores: z.map(z.string(), z.number()),
    },
  },
  async () => ({ content: [] }),
);
