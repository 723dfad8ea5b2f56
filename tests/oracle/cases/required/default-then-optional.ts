import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Makes a defaulted string optional afterwards.",
    inputSchema: {
      greeting: z.string().default("hello").optional(),
    },
  },
  async () => ({ content: [] }),
);
