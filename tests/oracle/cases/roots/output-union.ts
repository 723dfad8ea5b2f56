import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Output = z.union([z.object({ id: z.string().describe("Item id") }), z.object({ slug: z.string() })]);

server.registerTool(
  "t",
  { description: "A union root as outputSchema", inputSchema: { q: z.string() }, outputSchema: Output },
  async () => ({ content: [] }),
);
