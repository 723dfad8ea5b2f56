import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Accepts an ISO string or a Date.",
    inputSchema: {
      when: z.union([z.string().datetime(), z.date()]),
    },
  },
  async () => ({ content: [] }),
);
