import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets a retry count, with a described coerced number.",
    inputSchema: {
      retries: z.coerce.number().describe("How many times to retry"),
    },
  },
  async () => ({ content: [] }),
);
