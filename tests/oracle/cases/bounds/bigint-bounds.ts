// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Stores a large counter as a bigint with bounds.",
    inputSchema: {
      big: z.bigint().min(0n).max(1000n),
    },
  },
  async () => ({ content: [] }),
);
