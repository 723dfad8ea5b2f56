import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Books a slot, with an hour described before superRefine.",
    inputSchema: z.object({
      hour: z
        .number()
        .describe("Hour of the day in 24h format")
        .superRefine((v, ctx) => {
          if (v < 8 || v > 18) ctx.addIssue({ code: "custom", message: "Office hours only" });
        }),
    }),
  },
  async () => ({ content: [] }),
);
