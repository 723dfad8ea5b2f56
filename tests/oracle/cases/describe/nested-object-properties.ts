import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Updates an address, with descriptions on a nested object and its fields.",
    inputSchema: {
      address: z
        .object({
          street: z.string().describe("Street and number"),
          zip: z.string().optional().describe("Postal code"),
        })
        .describe("Postal address"),
    },
  },
  async () => ({ content: [] }),
);
