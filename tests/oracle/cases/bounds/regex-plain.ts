import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets a hex colour code.",
    inputSchema: {
      color: z.string().regex(/^#[0-9a-f]{6}$/),
    },
  },
  async () => ({ content: [] }),
);
