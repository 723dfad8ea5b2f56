import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Posts a comment that must not be empty.",
    inputSchema: {
      text: z.string().nonempty(),
    },
  },
  async () => ({ content: [] }),
);
