import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Applies two min bounds and two max bounds to the same string.",
    inputSchema: {
      name: z.string().min(2).min(5).max(30).max(20),
    },
  },
  async () => ({ content: [] }),
);
