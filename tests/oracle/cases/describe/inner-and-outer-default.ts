import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sends a message, with one description inside default and another outside.",
    inputSchema: z.object({
      priority: z.number().describe("inner priority").default(3).describe("Priority from 1 to 5"),
    }),
  },
  async () => ({ content: [] }),
);
