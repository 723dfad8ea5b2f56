import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Has an optional never property next to a required string.",
    inputSchema: {
      legacy: z.never().optional(),
      name: z.string(),
    },
  },
  async () => ({ content: [] }),
);
