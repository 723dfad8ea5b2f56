import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sends a message, with one description inside optional and another outside.",
    inputSchema: {
      subject: z.string().describe("inner subject").optional().describe("Subject line"),
    },
  },
  async () => ({ content: [] }),
);
