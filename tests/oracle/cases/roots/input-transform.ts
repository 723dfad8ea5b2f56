import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Input = z.object({ name: z.string().describe("Name") }).transform((v) => ({ ...v, upper: v.name.toUpperCase() }));

server.registerTool(
  "t",
  { description: "A transformed object root as inputSchema", inputSchema: Input },
  async () => ({ content: [] }),
);
