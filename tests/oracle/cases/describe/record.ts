import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets HTTP headers, with a described record.",
    inputSchema: {
      headers: z.record(z.string(), z.string()).describe("Header names mapped to values"),
    },
  },
  async () => ({ content: [] }),
);
