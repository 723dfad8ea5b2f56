import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Applies a tighter bound first and a looser one second to a number.",
    inputSchema: {
      n: z.number().min(10).min(1).max(5).max(50),
    },
  },
  async () => ({ content: [] }),
);
