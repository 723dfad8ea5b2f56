import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Takes either of two object shapes as its root input.",
    inputSchema: z.union([
      z.object({ id: z.string() }),
      z.object({ name: z.string() }),
    ]),
  },
  async () => ({ content: [] }),
);
