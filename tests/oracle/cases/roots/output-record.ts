import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Output = z.record(z.string(), z.number());

server.registerTool(
  "t",
  { description: "A record root as outputSchema", inputSchema: { q: z.string() }, outputSchema: Output },
  async () => ({ content: [] }),
);
