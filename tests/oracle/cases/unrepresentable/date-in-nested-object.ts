import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Creates a task whose nested schedule holds a Date.",
    inputSchema: z.object({
      title: z.string(),
      schedule: z.object({
        due: z.date(),
        note: z.string().optional(),
      }),
    }),
  },
  async () => ({ content: [] }),
);
