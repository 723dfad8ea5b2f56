import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets labels whose keys must match a pattern.",
    inputSchema: {
      labels: z.record(z.string().regex(/^[a-z]+$/), z.string()),
    },
  },
  async () => ({ content: [] }),
);
