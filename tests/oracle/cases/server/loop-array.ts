import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const TOOLS = [
  { name: "get_user", description: "Fetch a user", shape: { id: z.string().describe("User id") } },
  { name: "get_team", description: "Fetch a team", shape: { id: z.string().describe("Team id"), deep: z.boolean().optional() } },
  { name: "get_org", description: "Fetch an org", shape: { slug: z.string().min(2) } },
];

for (const t of TOOLS) {
  server.registerTool(t.name, { description: t.description, inputSchema: t.shape }, async () => ({ content: [] }));
}
