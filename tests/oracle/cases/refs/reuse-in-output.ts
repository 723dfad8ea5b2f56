import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Money = z.object({ amount: z.number(), currency: z.string() });

server.registerTool(
  "t",
  {
    description: "Returns a price and a discount that share one object schema in the output.",
    inputSchema: {
      sku: z.string(),
    },
    outputSchema: z.object({
      price: Money,
      discount: Money,
    }),
  },
  async () => ({ content: [] }),
);
