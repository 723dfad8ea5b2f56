import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Accepts a string or a symbol.",
    inputSchema: {
      key: z.union([z.string(), z.symbol()]),
    },
  },
  async () => ({ content: [] }),
);
