import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Edits a comment, with a description in the middle of optional and nullable.",
    inputSchema: {
      body: z.string().optional().describe("Comment body").nullable(),
    },
  },
  async () => ({ content: [] }),
);
