import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Confirms a deletion, with a described literal.",
    inputSchema: {
      confirm: z.literal("yes").describe("Type yes to confirm"),
    },
  },
  async () => ({ content: [] }),
);
