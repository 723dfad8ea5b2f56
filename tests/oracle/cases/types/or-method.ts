import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Builds a union with the .or() method.",
    inputSchema: {
      id: z.number().int().or(z.string().uuid()),
    },
  },
  async () => ({ content: [] }),
);
