import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Registers a webhook path that must start with a slash-prefixed segment.",
    inputSchema: {
      path: z.string().startsWith("/hooks/"),
    },
  },
  async () => ({ content: [] }),
);
