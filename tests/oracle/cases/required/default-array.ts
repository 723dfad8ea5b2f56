import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Filters items by tags, with an empty array default.",
    inputSchema: z.object({
      tags: z.array(z.string()).default([]),
    }),
  },
  async () => ({ content: [] }),
);
