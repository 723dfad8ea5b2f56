import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Uses a transform only in the input schema, next to a plain output schema.",
    inputSchema: {
      text: z.string().transform((s) => s.trim()),
    },
    outputSchema: z.object({
      length: z.number(),
    }),
  },
  async () => ({ content: [] }),
);
