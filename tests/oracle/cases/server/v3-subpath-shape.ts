// oracle-configs: sdk1-zod3 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z as z3 } from "zod/v3";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "v3only",
  {
    description: "Raw shape with zod/v3 values only",
    inputSchema: { a: z3.string().optional().describe("from v3"), n: z3.number().int().min(1) },
  },
  async () => ({ content: [] }),
);
