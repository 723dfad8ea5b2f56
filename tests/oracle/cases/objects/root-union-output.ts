import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Returns a union of two objects as its output schema.",
    outputSchema: z.union([
      z.object({ ok: z.literal(true), value: z.string() }),
      z.object({ ok: z.literal(false), error: z.string() }),
    ]),
  },
  async () => ({ content: [] }),
);
