import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Clears a value by sending the null literal.",
    inputSchema: {
      value: z.literal(null),
    },
  },
  async () => ({ content: [] }),
);
