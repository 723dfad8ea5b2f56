import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Input = z.object({ q: z.string().describe("Query") }).optional();

server.registerTool(
  "t",
  { description: "An optional object root as inputSchema", inputSchema: Input },
  async () => ({ content: [] }),
);
