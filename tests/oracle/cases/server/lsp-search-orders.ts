import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "lsp-test", version: "1.0.0" });

server.registerTool(
  "search_orders",
  {
    description: "Search the shop's orders by customer name, newest first, one page at a time.",
    inputSchema: {
      customer: z.string().max(100).describe("Part of the customer's name"),
      page: z.number().int().min(1).max(50).optional().describe("Page number"),
    },
  },
  async () => ({ content: [] }),
);
