import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Merges at least two branches, using the .array() method and a min bound.",
    inputSchema: {
      branches: z.string().array().min(2),
    },
  },
  async () => ({ content: [] }),
);
