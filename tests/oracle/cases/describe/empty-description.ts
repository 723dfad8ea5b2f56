import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Uses an empty string as a description.",
    inputSchema: {
      note: z.string().describe(""),
    },
  },
  async () => ({ content: [] }),
);
