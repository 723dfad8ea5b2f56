import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sends a message, with one description inside nullable and another outside.",
    inputSchema: {
      replyTo: z.string().describe("inner reply").nullable().describe("Message id to reply to"),
    },
  },
  async () => ({ content: [] }),
);
