import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Reads a value typed as a union with undefined.",
    inputSchema: {
      maybe: z.union([z.string(), z.undefined()]),
    },
  },
  async () => ({ content: [] }),
);
