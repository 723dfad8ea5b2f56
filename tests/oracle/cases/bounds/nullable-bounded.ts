import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets an optional bounded quantity that can also be null.",
    inputSchema: {
      qty: z.number().int().min(1).max(99).nullable(),
    },
  },
  async () => ({ content: [] }),
);
