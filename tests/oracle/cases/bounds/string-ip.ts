// oracle-configs: sdk1-zod3
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Blocks an IP address of either version, and one restricted to IPv6.",
    inputSchema: {
      address: z.string().ip(),
      v6: z.string().ip({ version: "v6" }),
    },
  },
  async () => ({ content: [] }),
);
