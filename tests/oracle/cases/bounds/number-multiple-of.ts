import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets a price in steps of 0.25 and a quantity in steps of 5.",
    inputSchema: {
      price: z.number().multipleOf(0.25),
      quantity: z.number().int().multipleOf(5),
    },
  },
  async () => ({ content: [] }),
);
