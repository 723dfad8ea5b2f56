import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Returns bounded fields in the output schema.",
    outputSchema: z.object({
      score: z.number().int().min(0).max(100),
      label: z.string().email(),
    }),
  },
  async () => ({ content: [] }),
);
