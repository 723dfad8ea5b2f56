import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Returns an object with a defaulted field in the output schema.",
    outputSchema: z.object({
      status: z.string().default("ok"),
      count: z.number(),
    }),
  },
  async () => ({ content: [] }),
);
