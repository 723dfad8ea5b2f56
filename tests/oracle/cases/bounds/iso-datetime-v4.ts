// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Schedules a meeting using the top-level ISO format schemas.",
    inputSchema: {
      start: z.iso.datetime(),
      day: z.iso.date(),
      duration: z.iso.duration(),
    },
  },
  async () => ({ content: [] }),
);
