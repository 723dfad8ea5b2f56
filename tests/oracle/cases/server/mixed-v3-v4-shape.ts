// oracle-configs: sdk1-zod3 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z as z3 } from "zod/v3";
import { z as z4 } from "zod/v4";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "mixed",
  {
    description: "Raw shape mixing zod 3 and zod 4 values",
    inputSchema: { a: z3.string().describe("from v3"), b: z4.number().describe("from v4") },
  },
  async () => ({ content: [] }),
);
