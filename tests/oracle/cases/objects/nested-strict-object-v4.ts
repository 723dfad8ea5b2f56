// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sends an event whose nested payload is a z.strictObject and whose tags are a z.looseObject.",
    inputSchema: {
      payload: z.strictObject({ id: z.string() }),
      tags: z.looseObject({ env: z.string() }),
    },
  },
  async () => ({ content: [] }),
);
