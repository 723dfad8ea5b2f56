import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

// Tools registered from literal data in `.forEach` / `.map` callbacks, with the index in a name.
const TOOLS = [
  { name: "find_user", description: "Find a user by name.", shape: { query: z.string().describe("Part of the name") } },
  { name: "find_team", description: "Find a team by name.", shape: { query: z.string().max(40) } },
];

TOOLS.forEach((t) => {
  server.registerTool(t.name, { description: t.description, inputSchema: t.shape }, async () => ({ content: [] }));
});

const EXTRA = { ping: { text: "Check the server answers" } };

Object.entries(EXTRA).map(([name, spec], i) =>
  server.registerTool(`${name}_${i}`, { description: spec.text + "." }, async () => ({ content: [] })),
);
