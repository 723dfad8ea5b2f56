import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Takes a record as its root input.",
    inputSchema: z.record(z.string(), z.number()),
  },
  async () => ({ content: [] }),
);
