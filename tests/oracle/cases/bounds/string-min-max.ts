import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Creates a username that must be between 3 and 16 characters.",
    inputSchema: {
      username: z.string().min(3).max(16),
    },
  },
  async () => ({ content: [] }),
);
