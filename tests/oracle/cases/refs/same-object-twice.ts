import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Point = z.object({
  x: z.number(),
  y: z.number(),
});

server.registerTool(
  "t",
  {
    description: "Draws a line between two points that share one object schema.",
    inputSchema: z.object({
      start: Point,
      end: Point,
    }),
  },
  async () => ({ content: [] }),
);
