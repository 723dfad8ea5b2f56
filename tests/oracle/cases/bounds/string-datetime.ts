import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Schedules a reminder at an ISO date-time.",
    inputSchema: {
      at: z.string().datetime(),
    },
  },
  async () => ({ content: [] }),
);
