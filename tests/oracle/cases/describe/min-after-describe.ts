import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Creates a project, with a minimum length added after the description.",
    inputSchema: {
      name: z.string().describe("Project name").min(3),
    },
  },
  async () => ({ content: [] }),
);
