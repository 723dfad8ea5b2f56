import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Checks out a branch, with a regex added after the description.",
    inputSchema: z.object({
      branch: z
        .string()
        .describe("Git branch name")
        .regex(/^[a-z0-9._\/-]+$/),
    }),
  },
  async () => ({ content: [] }),
);
