import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Accepts one of three string literals combined with a union.",
    inputSchema: {
      unit: z.union([z.literal("cm"), z.literal("in"), z.literal("px")]),
    },
  },
  async () => ({ content: [] }),
);
