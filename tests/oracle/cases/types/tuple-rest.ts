import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Accepts a command name followed by any number of string arguments.",
    inputSchema: {
      argv: z.tuple([z.string()]).rest(z.string()),
    },
  },
  async () => ({ content: [] }),
);
