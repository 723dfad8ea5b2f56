import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Takes a plain string and a plain number.",
    inputSchema: z.object({
      name: z.string(),
      count: z.number(),
    }),
  },
  async () => ({ content: [] }),
);
