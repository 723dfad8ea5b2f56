import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets a contact string that must contain an at sign.",
    inputSchema: {
      contact: z.string().includes("@"),
    },
  },
  async () => ({ content: [] }),
);
