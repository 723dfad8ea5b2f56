import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Declares a property checked with instanceof Date.",
    inputSchema: {
      when: z.instanceof(Date),
    },
  },
  async () => ({ content: [] }),
);
