import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Reads a value whose preprocess step passes undefined through.",
    inputSchema: {
      label: z.preprocess((v) => v, z.string()),
    },
  },
  async () => ({ content: [] }),
);
