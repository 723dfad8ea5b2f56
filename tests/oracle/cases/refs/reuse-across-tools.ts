import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Query = z.string().min(2).describe("Search text");

server.registerTool(
  "search_issues",
  {
    description: "Searches issues with a shared query schema.",
    inputSchema: {
      q: Query,
    },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  "search_prs",
  {
    description: "Searches pull requests with the same shared query schema.",
    inputSchema: {
      q: Query,
    },
  },
  async () => ({ content: [] }),
);
