import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Fetches the contents of a web page.",
    inputSchema: z.object({
      url: z.string().url().describe("Absolute URL to fetch"),
    }),
  },
  async () => ({ content: [] }),
);
