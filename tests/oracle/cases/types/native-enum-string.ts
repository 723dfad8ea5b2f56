import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

enum Color {
  Red = "red",
  Green = "green",
  Blue = "blue",
}

server.registerTool(
  "t",
  {
    description: "Paints a shape with a colour from a string TypeScript enum.",
    inputSchema: {
      color: z.nativeEnum(Color),
    },
  },
  async () => ({ content: [] }),
);
