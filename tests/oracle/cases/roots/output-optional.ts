import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Output = z.object({ q: z.string().describe("Query") }).optional();

server.registerTool(
  "t",
  { description: "An optional object root as outputSchema", inputSchema: { q: z.string() }, outputSchema: Output },
  async () => ({ content: [] }),
);
