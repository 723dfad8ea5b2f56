import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Limit = z.number().int().min(1).max(50).default(10);

server.registerTool(
  "t",
  {
    description: "Lists issues with a bounded integer limit declared as a const.",
    inputSchema: {
      limit: Limit,
    },
  },
  async () => ({ content: [] }),
);
