import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets an owner object or null.",
    inputSchema: {
      owner: z.object({ id: z.string() }).nullable(),
    },
  },
  async () => ({ content: [] }),
);
