import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Output = z.object({ name: z.string().describe("Name"), age: z.number().optional() }).strict();

server.registerTool(
  "t",
  { description: "A strict object root as outputSchema", inputSchema: { q: z.string() }, outputSchema: Output },
  async () => ({ content: [] }),
);
