import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Adds several line items to an order.",
    inputSchema: {
      items: z.array(
        z.object({
          sku: z.string(),
          quantity: z.number().int().min(1),
        }),
      ),
    },
  },
  async () => ({ content: [] }),
);
