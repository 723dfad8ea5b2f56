import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.tool(
  "echo",
  { text: z.string().describe("Text to echo back"), times: z.number().optional() },
  async () => ({ content: [] }),
);
