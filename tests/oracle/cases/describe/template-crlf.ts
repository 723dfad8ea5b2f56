import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

// This file has CRLF line endings: a template literal cooks them (and a lone CR) to LF.
server.registerTool(
  "t",
  {
    description: `Searches notes.
Returns at most ten.`,
    inputSchema: {
      query: z.string().describe(`Words to match,
all of them.Case-insensitive.`),
    },
  },
  async () => ({ content: [] }),
);
