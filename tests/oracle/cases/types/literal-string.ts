import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Accepts only the string literal \"v1\" as an API version.",
    inputSchema: {
      version: z.literal("v1"),
    },
  },
  async () => ({ content: [] }),
);
