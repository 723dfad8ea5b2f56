// oracle-configs: sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Accepts exactly one of two shapes with z.xor.",
    inputSchema: {
      auth: z.xor([z.object({ token: z.string() }), z.object({ user: z.string(), password: z.string() })]),
    },
  },
  async () => ({ content: [] }),
);
