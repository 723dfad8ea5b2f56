import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.tool(
  "delete_file",
  "Delete a file",
  { path: z.string().describe("Path to delete"), force: z.boolean().default(false) },
  { title: "Delete file", destructiveHint: true, idempotentHint: true },
  async () => ({ content: [] }),
);
