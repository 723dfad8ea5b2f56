import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Takes an intersection of two objects as its root input.",
    inputSchema: z.intersection(z.object({ a: z.string() }), z.object({ b: z.number() })),
  },
  async () => ({ content: [] }),
);
