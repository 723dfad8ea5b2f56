import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Finds an item by id or slug, with each union member described.",
    inputSchema: {
      key: z.union([z.string().describe("Text slug"), z.number().describe("Numeric id")]),
    },
  },
  async () => ({ content: [] }),
);
