import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Level = {
  Debug: "debug",
  Info: "info",
} as const;

server.registerTool(
  "t",
  {
    description: "Sets a log level from a const object passed to nativeEnum.",
    inputSchema: {
      level: z.nativeEnum(Level),
    },
  },
  async () => ({ content: [] }),
);
