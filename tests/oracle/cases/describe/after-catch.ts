import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Renders a chart, with the theme described after a catch fallback.",
    inputSchema: z.object({
      theme: z.enum(["light", "dark"]).catch("light").describe("Colour theme of the chart"),
    }),
  },
  async () => ({ content: [] }),
);
