import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "resize",
  {
    description: "A .mts entry",
    inputSchema: { width: z.number().int().min(1).describe("Width in px"), height: z.number().int().min(1).optional() },
  },
  async () => ({ content: [] }),
);
