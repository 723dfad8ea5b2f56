import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Subscribes an email address to the newsletter.",
    inputSchema: {
      email: z.string().email(),
    },
  },
  async () => ({ content: [] }),
);
