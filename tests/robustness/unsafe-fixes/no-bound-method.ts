import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const Query = z.string().describe("The words to look for");

export const server = new McpServer({ name: "s", version: "1.0.0" });

server.registerTool(
  "search_notes",
  {
    description: "Search the notes by their words, newest first, returning at most twenty matches.",
    inputSchema: {
      id: z.union([z.string(), z.number()]).describe("A note id or its number"),
      slug: z.string().transform((s) => s.toLowerCase()).describe("The note's slug"),
      tag: z.lazy(() => z.string()).describe("One tag"),
      query: Query.optional(),
    },
  },
  async () => ({ content: [] }),
);
