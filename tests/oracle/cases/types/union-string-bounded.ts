import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Unions two constrained strings of different formats.",
    inputSchema: {
      contact: z.union([z.string().email(), z.string().url()]),
    },
  },
  async () => ({ content: [] }),
);
