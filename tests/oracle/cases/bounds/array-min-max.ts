import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Compares between two and five products.",
    inputSchema: {
      productIds: z.array(z.string()).min(2).max(5),
    },
  },
  async () => ({ content: [] }),
);
