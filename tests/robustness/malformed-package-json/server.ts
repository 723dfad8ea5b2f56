import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "s", version: "1.0.0" });

server.registerTool(
  "ping",
  { description: "Answer with pong.", inputSchema: { text: z.string().max(100) } },
  async () => ({ content: [] }),
);
