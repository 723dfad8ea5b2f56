import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "good",
  { description: "A fine tool", inputSchema: { q: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  "schedule",
  { description: "Has a date field", inputSchema: { when: z.date().describe("When to run") } },
  async () => ({ content: [] }),
);
