import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sends an event whose nested metadata object is passthrough.",
    inputSchema: {
      name: z.string(),
      meta: z.object({ source: z.string() }).passthrough(),
    },
  },
  async () => ({ content: [] }),
);
