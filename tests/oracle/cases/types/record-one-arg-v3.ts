// oracle-configs: sdk1-zod3
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets counters with the single-argument record form.",
    inputSchema: {
      counters: z.record(z.number()),
    },
  },
  async () => ({ content: [] }),
);
