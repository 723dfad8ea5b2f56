import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Refines a schema that is already optional.",
    inputSchema: {
      n: z.number().optional().refine((v) => v === undefined || v > 0),
    },
  },
  async () => ({ content: [] }),
);
