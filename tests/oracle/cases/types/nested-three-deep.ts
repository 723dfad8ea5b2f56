import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Configures a deployment with objects nested three levels deep.",
    inputSchema: z.object({
      deploy: z.object({
        target: z.object({
          region: z.object({
            code: z.string(),
            zone: z.string().optional(),
          }),
        }),
      }),
    }),
  },
  async () => ({ content: [] }),
);
