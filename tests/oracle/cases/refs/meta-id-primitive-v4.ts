// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Sku = z.string().regex(/^[A-Z]{3}-\d{4}$/).meta({ id: "Sku", title: "Stock keeping unit" });

server.registerTool(
  "t",
  {
    description: "Restocks an item identified by a primitive schema with a meta id.",
    inputSchema: {
      sku: Sku,
      count: z.number().int(),
    },
  },
  async () => ({ content: [] }),
);
