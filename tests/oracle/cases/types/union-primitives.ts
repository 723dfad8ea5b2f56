import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Accepts a string, number or boolean value.",
    inputSchema: {
      value: z.union([z.string(), z.number(), z.boolean()]),
    },
  },
  async () => ({ content: [] }),
);
