import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Combines startsWith, endsWith and includes on one string.",
    inputSchema: {
      key: z.string().startsWith("k_").includes("-").endsWith("!"),
    },
  },
  async () => ({ content: [] }),
);
