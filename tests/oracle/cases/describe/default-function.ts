import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Creates a token, with a function default and a description.",
    inputSchema: {
      seed: z
        .string()
        .default(() => "gen")
        .describe("Random seed"),
    },
  },
  async () => ({ content: [] }),
);
