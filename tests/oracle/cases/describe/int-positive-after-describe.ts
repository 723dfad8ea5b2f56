import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Fetches a page of results, with int and positive added after the description.",
    inputSchema: {
      page: z.number().describe("Page number, starting at 1").int().positive(),
    },
  },
  async () => ({ content: [] }),
);
