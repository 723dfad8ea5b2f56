import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets a mode that falls back to a value on invalid input.",
    inputSchema: {
      mode: z.enum(["fast", "safe"]).catch("safe"),
    },
  },
  async () => ({ content: [] }),
);
