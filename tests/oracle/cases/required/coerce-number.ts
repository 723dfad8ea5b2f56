import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Reads a coerced number.",
    inputSchema: {
      n: z.coerce.number(),
    },
  },
  async () => ({ content: [] }),
);
