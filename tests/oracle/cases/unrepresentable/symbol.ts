import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Declares a symbol property next to a string.",
    inputSchema: {
      sym: z.symbol(),
      name: z.string(),
    },
  },
  async () => ({ content: [] }),
);
