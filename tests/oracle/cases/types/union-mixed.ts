import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Accepts a string, an array of strings or an object.",
    inputSchema: {
      input: z.union([z.string(), z.array(z.string()), z.object({ text: z.string() })]),
    },
  },
  async () => ({ content: [] }),
);
