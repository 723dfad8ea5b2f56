import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "lookup",
  {
    description: "Input schema given as z.object rather than a raw shape",
    inputSchema: z.object({ key: z.string().describe("Lookup key"), exact: z.boolean().optional() }),
  },
  async () => ({ content: [] }),
);
