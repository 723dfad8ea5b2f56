import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets a matrix as an array of arrays of numbers.",
    inputSchema: {
      matrix: z.number().array().array(),
    },
  },
  async () => ({ content: [] }),
);
