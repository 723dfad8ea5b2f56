import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Takes an object with a catch fallback.",
    inputSchema: {
      opts: z.object({ deep: z.boolean() }).catch({ deep: false }),
    },
  },
  async () => ({ content: [] }),
);
