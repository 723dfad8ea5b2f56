import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Verifies a six digit one-time code.",
    inputSchema: {
      code: z.string().length(6).describe("One-time code"),
    },
  },
  async () => ({ content: [] }),
);
