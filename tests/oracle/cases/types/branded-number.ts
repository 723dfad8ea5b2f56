import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Takes a branded integer id.",
    inputSchema: {
      id: z.number().int().brand("Id"),
    },
  },
  async () => ({ content: [] }),
);
