import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Uses null as the default of a nullable field.",
    inputSchema: {
      parent: z.string().nullable().default(null),
    },
  },
  async () => ({ content: [] }),
);
