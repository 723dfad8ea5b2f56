import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Cancels a job by its UUID.",
    inputSchema: {
      jobId: z.string().uuid(),
    },
  },
  async () => ({ content: [] }),
);
