import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Tags a document, with a readonly tag list described after readonly.",
    inputSchema: {
      tags: z.array(z.string()).readonly().describe("Tags to attach"),
    },
  },
  async () => ({ content: [] }),
);
