import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Patch = z.object({ title: z.string(), done: z.boolean() }).partial();

server.registerTool(
  "t",
  {
    description: "Patches a todo with every field made optional by partial.",
    inputSchema: Patch,
  },
  async () => ({ content: [] }),
);
