import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Shape = z.discriminatedUnion("type", [
  z.object({ type: z.literal("circle"), radius: z.number() }),
  z.object({ type: z.literal("rect"), width: z.number(), height: z.number() }),
  z.object({ type: z.literal("point") }),
]);

server.registerTool(
  "t",
  {
    description: "Draws a shape chosen by a discriminator field.",
    inputSchema: {
      shape: Shape,
    },
  },
  async () => ({ content: [] }),
);
