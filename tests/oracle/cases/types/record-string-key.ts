import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets environment variables as a string record.",
    inputSchema: {
      env: z.record(z.string(), z.string()),
    },
  },
  async () => ({ content: [] }),
);
