import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Reads a value whose refinement throws on undefined.",
    inputSchema: {
      items: z.any().refine((v) => v.length > 0, "Must be non-empty"),
    },
  },
  async () => ({ content: [] }),
);
