import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Accepts only the number literal 42 as a schema version.",
    inputSchema: {
      schemaVersion: z.literal(42),
    },
  },
  async () => ({ content: [] }),
);
