import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Creates a slug with length bounds and a pattern together.",
    inputSchema: {
      slug: z
        .string()
        .min(3)
        .max(40)
        .regex(/^[a-z0-9-]+$/)
        .describe("URL slug"),
    },
  },
  async () => ({ content: [] }),
);
