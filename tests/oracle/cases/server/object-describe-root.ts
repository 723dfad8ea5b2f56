import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "lookup",
  {
    description: "tool desc",
    inputSchema: z.object({ key: z.string().describe("Lookup key") }).describe("schema desc"),
  },
  async () => ({ content: [] }),
);
