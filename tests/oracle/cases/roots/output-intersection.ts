import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Output = z.intersection(z.object({ a: z.string().describe("A") }), z.object({ b: z.number() }));

server.registerTool(
  "t",
  { description: "An intersection root as outputSchema", inputSchema: { q: z.string() }, outputSchema: Output },
  async () => ({ content: [] }),
);
