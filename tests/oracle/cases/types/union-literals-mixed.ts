import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Accepts a mix of string and number literals.",
    inputSchema: {
      size: z.union([z.literal("auto"), z.literal(0), z.literal(100)]),
    },
  },
  async () => ({ content: [] }),
);
