import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Declares a function property next to a string.",
    inputSchema: {
      callback: z.function(),
      name: z.string(),
    },
  },
  async () => ({ content: [] }),
);
