import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Applies two regex checks to one string.",
    inputSchema: {
      code: z.string().regex(/^[A-Z]/).regex(/[0-9]$/),
    },
  },
  async () => ({ content: [] }),
);
