import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

enum Priority {
  Low,
  Medium,
  High,
}

server.registerTool(
  "t",
  {
    description: "Sets a priority from a numeric TypeScript enum.",
    inputSchema: {
      priority: z.nativeEnum(Priority),
    },
  },
  async () => ({ content: [] }),
);
