import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Lists files, where the sort key has a plain default.",
    inputSchema: {
      path: z.string(),
      sort: z.enum(["name", "size"]).default("name"),
    },
  },
  async () => ({ content: [] }),
);
