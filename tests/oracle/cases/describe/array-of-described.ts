import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Deletes several messages, where z.array wraps a described element.",
    inputSchema: {
      ids: z.array(z.string().describe("Message id")),
    },
  },
  async () => ({ content: [] }),
);
