import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Returns a value normalised by preprocess in the output schema.",
    outputSchema: z.object({
      name: z.preprocess((v) => String(v), z.string()),
    }),
  },
  async () => ({ content: [] }),
);
