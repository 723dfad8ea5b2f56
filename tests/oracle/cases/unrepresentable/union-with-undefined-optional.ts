import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Declares an optional union of a number and undefined.",
    inputSchema: {
      n: z.union([z.number(), z.undefined()]).optional(),
    },
  },
  async () => ({ content: [] }),
);
