import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Moves a marker, with a described tuple.",
    inputSchema: {
      position: z.tuple([z.number(), z.number()]).describe("Latitude and longitude"),
    },
  },
  async () => ({ content: [] }),
);
