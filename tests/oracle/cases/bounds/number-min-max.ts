import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets a rating from 1 to 5.",
    inputSchema: z.object({
      stars: z.number().min(1).max(5),
    }),
  },
  async () => ({ content: [] }),
);
