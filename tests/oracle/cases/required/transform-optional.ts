import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Makes a transformed string optional.",
    inputSchema: {
      n: z.string().transform((s) => s.length).optional(),
    },
  },
  async () => ({ content: [] }),
);
