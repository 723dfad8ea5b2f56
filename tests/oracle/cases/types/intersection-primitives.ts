import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Intersects two string schemas with different checks.",
    inputSchema: {
      code: z.string().min(2).and(z.string().max(8)),
    },
  },
  async () => ({ content: [] }),
);
