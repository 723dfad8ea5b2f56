// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

enum Fruit {
  Apple = "apple",
  Pear = "pear",
}

server.registerTool(
  "t",
  {
    description: "Passes a TypeScript enum directly to z.enum.",
    inputSchema: {
      fruit: z.enum(Fruit),
    },
  },
  async () => ({ content: [] }),
);
