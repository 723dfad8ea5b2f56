import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Returns a length computed by a transform in the output schema.",
    inputSchema: {
      text: z.string(),
    },
    outputSchema: z.object({
      length: z.string().transform((s) => s.length),
    }),
  },
  async () => ({ content: [] }),
);
