import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets a range as a two-element tuple of numbers.",
    inputSchema: {
      range: z.tuple([z.number(), z.number()]),
    },
  },
  async () => ({ content: [] }),
);
