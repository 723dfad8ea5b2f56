import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Creates a note from a plain object schema.",
    inputSchema: z.object({
      title: z.string(),
      body: z.string(),
    }),
  },
  async () => ({ content: [] }),
);
