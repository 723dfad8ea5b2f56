import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Updates a field that may be null but must be present.",
    inputSchema: {
      note: z.string().nullable(),
    },
  },
  async () => ({ content: [] }),
);
