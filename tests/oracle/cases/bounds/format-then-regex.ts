import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

// firecrawl-mcp writes `z.string().url().regex(/^https?:\/\//)`: the order of a format and a
// regex decides whether the format reaches the wire
server.registerTool(
  "t",
  {
    description: "Takes links.",
    inputSchema: {
      link: z.string().url().regex(/^https?:\/\//),
      mail: z.string().email().regex(/@example\.com$/),
      late: z.string().regex(/^https:/).url(),
    },
  },
  async () => ({ content: [] }),
);
