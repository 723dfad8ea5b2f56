import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Declares an optional void property next to a string.",
    inputSchema: {
      nothing: z.void().optional(),
      name: z.string(),
    },
  },
  async () => ({ content: [] }),
);
