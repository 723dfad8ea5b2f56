import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

// A helper that registers one tool, called from the same file, once directly and once in a loop.
function addLookup(name: string, what: string, key: z.ZodTypeAny) {
  server.registerTool(
    `lookup_${name}`,
    { description: `Look up one ${what} by its key.`, inputSchema: { key } },
    async () => ({ content: [] }),
  );
}

const addCounter = (name: string) =>
  server.registerTool(`count_${name}`, { description: `Count the ${name}.` }, async () => ({ content: [] }));

addLookup("user", "user", z.string().email().describe("The user's e-mail address"));
for (const [name, max] of [["order", 999999], ["invoice", 5000]] as const) {
  addLookup(name, name, z.number().int().min(1).max(max).describe(`The ${name} number`));
}
addCounter("users");
