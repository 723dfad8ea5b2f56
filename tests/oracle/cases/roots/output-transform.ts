import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Output = z.object({ name: z.string().describe("Name") }).transform((v) => ({ ...v, upper: v.name.toUpperCase() }));

server.registerTool(
  "t",
  { description: "A transformed object root as outputSchema", inputSchema: { q: z.string() }, outputSchema: Output },
  async () => ({ content: [] }),
);
