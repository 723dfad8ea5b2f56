import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Deletes several messages, where the element is described and then turned into an array.",
    inputSchema: {
      ids: z.string().describe("Message id").array(),
    },
  },
  async () => ({ content: [] }),
);
