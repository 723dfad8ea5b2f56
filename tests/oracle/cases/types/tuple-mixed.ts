import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Accepts a tuple of a string, an integer and an optional boolean.",
    inputSchema: {
      entry: z.tuple([z.string(), z.number().int(), z.boolean().optional()]),
    },
  },
  async () => ({ content: [] }),
);
