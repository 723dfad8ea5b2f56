import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Declares a property of type undefined next to a string.",
    inputSchema: {
      nothing: z.undefined(),
      name: z.string(),
    },
  },
  async () => ({ content: [] }),
);
