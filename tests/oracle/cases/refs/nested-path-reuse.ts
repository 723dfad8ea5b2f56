import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Address = z.object({
  street: z.string(),
  city: z.string(),
});

server.registerTool(
  "t",
  {
    description: "Creates a customer whose billing and shipping addresses reuse one object at different depths.",
    inputSchema: {
      billing: Address,
      shipping: z.object({
        address: Address,
        instructions: z.string().optional(),
      }),
    },
  },
  async () => ({ content: [] }),
);
