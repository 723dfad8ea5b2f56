import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Returns an object with an optional and a required field.",
    inputSchema: {
      id: z.string(),
    },
    outputSchema: z.object({
      id: z.string(),
      deletedAt: z.string().optional(),
    }),
  },
  async () => ({ content: [] }),
);
