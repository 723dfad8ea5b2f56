import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Uses a default on top of an optional string.",
    inputSchema: {
      greeting: z.string().optional().default("hello"),
    },
  },
  async () => ({ content: [] }),
);
