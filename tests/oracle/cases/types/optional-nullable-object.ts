import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets an optional owner object that can also be null.",
    inputSchema: {
      owner: z.object({ id: z.string() }).nullable().optional(),
    },
  },
  async () => ({ content: [] }),
);
