import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Returns a Date in the output schema.",
    outputSchema: z.object({
      createdAt: z.date(),
    }),
  },
  async () => ({ content: [] }),
);
