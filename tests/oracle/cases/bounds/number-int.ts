import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets the number of replicas as an integer.",
    inputSchema: {
      replicas: z.number().int(),
    },
  },
  async () => ({ content: [] }),
);
