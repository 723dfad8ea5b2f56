import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Updates a field that may be null or left out.",
    inputSchema: {
      note: z.string().nullish(),
    },
  },
  async () => ({ content: [] }),
);
