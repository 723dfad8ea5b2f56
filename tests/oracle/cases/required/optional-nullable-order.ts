import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Compares optional().nullable() with nullable().optional().",
    inputSchema: {
      a: z.string().optional().nullable(),
      b: z.string().nullable().optional(),
    },
  },
  async () => ({ content: [] }),
);
