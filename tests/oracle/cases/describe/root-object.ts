import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Creates an invoice, with a description on the root input object.",
    inputSchema: z.object({
      amount: z.number().describe("Amount in cents"),
      currency: z.string().length(3),
    }).describe("Invoice to create"),
  },
  async () => ({ content: [] }),
);
