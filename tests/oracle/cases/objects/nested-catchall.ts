import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets feature flags in a nested object with a boolean catchall.",
    inputSchema: {
      flags: z.object({ beta: z.boolean() }).catchall(z.boolean()),
    },
  },
  async () => ({ content: [] }),
);
