import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Searches with an optional filter next to a required query.",
    inputSchema: {
      query: z.string(),
      filter: z.string().optional(),
    },
  },
  async () => ({ content: [] }),
);
