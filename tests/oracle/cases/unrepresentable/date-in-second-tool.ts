import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "good",
  {
    description: "A plain tool that is fine on its own.",
    inputSchema: {
      name: z.string(),
    },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  "bad",
  {
    description: "A second tool with a Date, which may break the whole list.",
    inputSchema: {
      when: z.date(),
    },
  },
  async () => ({ content: [] }),
);
