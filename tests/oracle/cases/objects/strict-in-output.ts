import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Returns a strict object in the output schema.",
    outputSchema: z.object({
      ok: z.boolean(),
    }).strict(),
  },
  async () => ({ content: [] }),
);
