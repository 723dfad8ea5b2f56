import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Lists items with only optional parameters.",
    inputSchema: {
      cursor: z.string().optional(),
      limit: z.number().optional(),
    },
  },
  async () => ({ content: [] }),
);
