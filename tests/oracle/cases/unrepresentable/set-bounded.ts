import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Stores a Set of strings with size bounds.",
    inputSchema: {
      tags: z.set(z.string()).min(1).max(3),
    },
  },
  async () => ({ content: [] }),
);
