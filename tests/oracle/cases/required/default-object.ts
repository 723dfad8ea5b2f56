import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Configures paging, where a nested object has an object default.",
    inputSchema: {
      paging: z
        .object({ page: z.number(), size: z.number() })
        .default({ page: 1, size: 20 }),
    },
  },
  async () => ({ content: [] }),
);
