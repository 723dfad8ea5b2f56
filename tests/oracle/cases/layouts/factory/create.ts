import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

// A fresh server per transport: both entry points call this factory.
export function createServer() {
  const server = new McpServer({ name: "case", version: "1.0.0" });
  server.registerTool(
    "get_weather",
    {
      description: "Current weather for a city.",
      inputSchema: { city: z.string().describe("City name") },
    },
    async () => ({ content: [] }),
  );
  server.tool("get_time", "Current time in UTC.", async () => ({ content: [] }));
  return server;
}
