import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Creates a note from a passthrough object that keeps unknown keys.",
    inputSchema: z.object({
      title: z.string(),
    }).passthrough(),
  },
  async () => ({ content: [] }),
);
