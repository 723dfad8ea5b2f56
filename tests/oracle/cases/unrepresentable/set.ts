import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Stores a Set of strings.",
    inputSchema: {
      tags: z.set(z.string()),
    },
  },
  async () => ({ content: [] }),
);
