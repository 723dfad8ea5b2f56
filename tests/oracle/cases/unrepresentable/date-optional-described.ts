import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Schedules an event at an optional, described Date.",
    inputSchema: {
      when: z.date().optional().describe("When the event starts"),
    },
  },
  async () => ({ content: [] }),
);
