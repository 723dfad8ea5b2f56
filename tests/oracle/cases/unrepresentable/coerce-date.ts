import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Schedules an event at a coerced Date.",
    inputSchema: {
      when: z.coerce.date(),
    },
  },
  async () => ({ content: [] }),
);
