import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Skips a number of rows, an integer with only a lower bound.",
    inputSchema: {
      skip: z.number().int().min(0),
    },
  },
  async () => ({ content: [] }),
);
