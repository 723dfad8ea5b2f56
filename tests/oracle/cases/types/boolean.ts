import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Toggles a feature flag.",
    inputSchema: {
      enabled: z.boolean(),
      dryRun: z.boolean().default(false),
    },
  },
  async () => ({ content: [] }),
);
