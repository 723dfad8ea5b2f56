import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

// Tracing wraps the server when asked for; the tools are the same either way.
const instrumented = process.env.CASE_TRACE === "1";
function withTracing<T>(server: T): T {
  return server;
}

export const server = instrumented
  ? withTracing(new McpServer({ name: "case", version: "1.0.0" }))
  : new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "resolve_library",
  {
    description: "Finds the id of a library by its name.",
    inputSchema: { name: z.string().describe("The library's name") },
  },
  async () => ({ content: [] }),
);
