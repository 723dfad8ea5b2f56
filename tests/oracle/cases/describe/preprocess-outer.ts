import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Trims a title before validation, with the description on the preprocess wrapper.",
    inputSchema: {
      title: z
        .preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string())
        .describe("Title of the page"),
    },
  },
  async () => ({ content: [] }),
);
