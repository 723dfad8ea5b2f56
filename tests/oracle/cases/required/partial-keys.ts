import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Patches a todo with only some fields made optional by partial with a mask.",
    inputSchema: z.object({
      id: z.string(),
      title: z.string(),
      done: z.boolean(),
    }).partial({ title: true, done: true }),
  },
  async () => ({ content: [] }),
);
