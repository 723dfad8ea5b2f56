// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Receipt = z.object({ total: z.number(), paid: z.boolean() }).meta({ id: "Receipt" });

server.registerTool(
  "t",
  {
    description: "Returns a receipt whose output schema uses a schema with a meta id.",
    inputSchema: {
      orderId: z.string(),
    },
    outputSchema: z.object({
      receipt: Receipt,
    }),
  },
  async () => ({ content: [] }),
);
