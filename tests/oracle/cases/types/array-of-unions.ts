import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Accepts a list whose items are strings or numbers.",
    inputSchema: {
      values: z.array(z.union([z.string(), z.number()])),
    },
  },
  async () => ({ content: [] }),
);
