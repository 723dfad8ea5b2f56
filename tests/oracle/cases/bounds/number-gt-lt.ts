import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets a probability strictly between 0 and 1.",
    inputSchema: {
      p: z.number().gt(0).lt(1),
    },
  },
  async () => ({ content: [] }),
);
