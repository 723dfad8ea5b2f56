import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "search",
  {
    description: "Search the catalogue",
    inputSchema: {
      query: z.string().min(1).describe("Search text"),
      limit: z.number().int().max(50).optional(),
    },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  "get_item",
  { description: "Fetch one item", inputSchema: { id: z.string().uuid() } },
  async () => ({ content: [] }),
);

server.registerTool(
  "delete_item",
  {
    description: "Delete one item",
    inputSchema: { id: z.string(), confirm: z.literal(true).describe("Must be true") },
  },
  async () => ({ content: [] }),
);
