import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Input = z
  .object({ from: z.number().describe("Start"), to: z.number() })
  .refine((v) => v.from <= v.to, { message: "from must be <= to" });

server.registerTool(
  "t",
  { description: "A refined object root as inputSchema", inputSchema: Input },
  async () => ({ content: [] }),
);
