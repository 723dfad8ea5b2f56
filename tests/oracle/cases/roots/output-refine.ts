import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Output = z
  .object({ from: z.number().describe("Start"), to: z.number() })
  .refine((v) => v.from <= v.to, { message: "from must be <= to" });

server.registerTool(
  "t",
  { description: "A refined object root as outputSchema", inputSchema: { q: z.string() }, outputSchema: Output },
  async () => ({ content: [] }),
);
