import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Schedules a reminder at an ISO date-time that may carry an offset and fixed precision.",
    inputSchema: {
      at: z.string().datetime({ offset: true, precision: 3 }),
    },
  },
  async () => ({ content: [] }),
);
