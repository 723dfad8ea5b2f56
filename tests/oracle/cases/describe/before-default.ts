import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Lists recent orders, with the page size described before its default.",
    inputSchema: {
      pageSize: z.number().describe("How many orders per page").default(20),
    },
  },
  async () => ({ content: [] }),
);
