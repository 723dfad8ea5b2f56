import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Has a property that is the literal undefined.",
    inputSchema: {
      nothing: z.literal(undefined),
      name: z.string(),
    },
  },
  async () => ({ content: [] }),
);
