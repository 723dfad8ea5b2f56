import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "convert",
  {
    description: "Plain ESM JavaScript (.mjs)",
    inputSchema: {
      amount: z.number().positive().describe("Amount to convert"),
      currency: z.string().length(3).optional().describe("ISO currency code"),
    },
  },
  async () => ({ content: [] }),
);
