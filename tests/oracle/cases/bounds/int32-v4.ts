// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets a 32-bit signed and unsigned integer.",
    inputSchema: {
      signed: z.int32(),
      unsigned: z.uint32(),
    },
  },
  async () => ({ content: [] }),
);
