// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Pings an IPv4 address given as a top-level format schema and as a string method.",
    inputSchema: {
      host: z.ipv4(),
      gateway: z.string().ipv4(),
    },
  },
  async () => ({ content: [] }),
);
