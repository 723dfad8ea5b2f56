import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sends a message, where describe is called twice on the same schema.",
    inputSchema: {
      text: z.string().describe("first text").describe("Message body"),
    },
  },
  async () => ({ content: [] }),
);
