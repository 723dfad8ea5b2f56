import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export default function registerQuota(server: McpServer, unit: string) {
  server.registerTool(
    "get_quota",
    { description: `Returns the remaining message quota, in ${unit}.` },
    async () => ({ content: [] }),
  );
}
