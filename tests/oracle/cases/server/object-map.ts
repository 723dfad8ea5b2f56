import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const MAP = {
  add: { description: "Add two numbers", inputSchema: { a: z.number(), b: z.number() } },
  negate: { description: "Negate a number", inputSchema: { x: z.number().describe("Value to negate") } },
};

for (const [name, def] of Object.entries(MAP)) {
  server.registerTool(name, { description: def.description, inputSchema: def.inputSchema }, async () => ({ content: [] }));
}
