import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets limits keyed by an enum.",
    inputSchema: {
      limits: z.record(z.enum(["cpu", "memory"]), z.number()),
    },
  },
  async () => ({ content: [] }),
);
