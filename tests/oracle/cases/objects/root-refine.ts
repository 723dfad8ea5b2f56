import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Books a range whose root object has a refine check.",
    inputSchema: z.object({
      start: z.number(),
      end: z.number(),
    }).refine((r) => r.end > r.start, "end must be after start"),
  },
  async () => ({ content: [] }),
);
