import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sends a notification, with a described discriminated union.",
    inputSchema: z.object({
      target: z
        .discriminatedUnion("kind", [
          z.object({ kind: z.literal("email"), address: z.string() }),
          z.object({ kind: z.literal("sms"), phone: z.string() }),
        ])
        .describe("Where to send it"),
    }),
  },
  async () => ({ content: [] }),
);
