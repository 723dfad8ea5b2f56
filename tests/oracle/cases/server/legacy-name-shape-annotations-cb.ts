import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.tool(
  "read_file",
  { path: z.string().describe("Path to read") },
  { readOnlyHint: true, openWorldHint: false },
  async () => ({ content: [] }),
);
