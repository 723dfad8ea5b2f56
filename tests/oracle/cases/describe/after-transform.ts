import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Searches notes, with a query transformed to lower case and then described.",
    inputSchema: {
      query: z.string().transform((s) => s.toLowerCase()).describe("Search text, case-insensitive"),
    },
  },
  async () => ({ content: [] }),
);
