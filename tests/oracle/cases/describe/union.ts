import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Finds an item by id or slug, with a described union.",
    inputSchema: {
      key: z.union([z.string(), z.number()]).describe("Numeric id or text slug"),
    },
  },
  async () => ({ content: [] }),
);
