import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Creates a project, with a minimum length added before the description.",
    inputSchema: {
      name: z.string().min(3).describe("Project name"),
    },
  },
  async () => ({ content: [] }),
);
