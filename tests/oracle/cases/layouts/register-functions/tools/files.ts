import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export function registerFileTools(server: McpServer) {
  server.tool(
    "read_file",
    "Reads a file of the workspace.",
    { path: z.string().describe("Path relative to the workspace") },
    async () => ({ content: [] }),
  );
  server.registerTool(
    "write_file",
    {
      description: "Writes a file of the workspace.",
      inputSchema: { path: z.string(), text: z.string() },
      annotations: { destructiveHint: true },
    },
    async () => ({ content: [] }),
  );
}
