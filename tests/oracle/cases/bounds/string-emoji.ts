import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Reacts to a message with an emoji.",
    inputSchema: {
      reaction: z.string().emoji(),
    },
  },
  async () => ({ content: [] }),
);
