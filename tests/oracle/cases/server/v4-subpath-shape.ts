// oracle-configs: sdk1-zod3 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z as z4 } from "zod/v4";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "v4only",
  {
    description: "Raw shape with zod/v4 values only",
    inputSchema: { a: z4.string().optional().describe("from v4"), n: z4.number().int().min(1) },
  },
  async () => ({ content: [] }),
);
