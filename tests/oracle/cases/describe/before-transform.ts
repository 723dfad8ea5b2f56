import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Searches notes, with a query described and then transformed to lower case.",
    inputSchema: {
      query: z.string().describe("Search text, case-insensitive").transform((s) => s.toLowerCase()),
    },
  },
  async () => ({ content: [] }),
);
