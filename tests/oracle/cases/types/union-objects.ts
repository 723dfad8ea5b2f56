import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Accepts one of two object shapes without a discriminator.",
    inputSchema: {
      source: z.union([
        z.object({ url: z.string() }),
        z.object({ path: z.string(), encoding: z.string().optional() }),
      ]),
    },
  },
  async () => ({ content: [] }),
);
