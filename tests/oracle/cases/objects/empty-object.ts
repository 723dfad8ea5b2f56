import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Pings the server with an empty z.object().",
    inputSchema: z.object({}),
  },
  async () => ({ content: [] }),
);
