import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Uploads a small blob encoded as base64.",
    inputSchema: {
      data: z.string().base64(),
    },
  },
  async () => ({ content: [] }),
);
