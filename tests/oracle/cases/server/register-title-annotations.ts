import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "list_orders",
  {
    title: "List orders",
    description: "List recent orders",
    inputSchema: { status: z.enum(["open", "closed"]).optional().describe("Filter by status") },
    annotations: { readOnlyHint: true, title: "Orders (annotation title)" },
  },
  async () => ({ content: [] }),
);
