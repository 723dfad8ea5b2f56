import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets a nickname that may be cleared with null, described before nullable.",
    inputSchema: {
      nickname: z.string().describe("New nickname, or null to clear it").nullable(),
    },
  },
  async () => ({ content: [] }),
);
