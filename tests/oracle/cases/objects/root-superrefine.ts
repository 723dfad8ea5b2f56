import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Books a range whose root object has a superRefine check.",
    inputSchema: z.object({
      start: z.number(),
    }).superRefine((r, ctx) => {
      if (r.start < 0) ctx.addIssue({ code: "custom", message: "negative" });
    }),
  },
  async () => ({ content: [] }),
);
