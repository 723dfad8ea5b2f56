import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Builds a nullable value with a union instead of nullable.",
    inputSchema: {
      parent: z.union([z.string(), z.null()]),
    },
  },
  async () => ({ content: [] }),
);
