import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Normalises a tag by trimming and lower-casing it.",
    inputSchema: {
      tag: z.string().trim().toLowerCase().min(1),
      slug: z.string().toUpperCase(),
    },
  },
  async () => ({ content: [] }),
);
