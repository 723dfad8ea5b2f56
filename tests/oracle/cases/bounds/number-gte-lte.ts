import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets a percentage between 0 and 100 inclusive.",
    inputSchema: {
      percent: z.number().gte(0).lte(100),
    },
  },
  async () => ({ content: [] }),
);
