import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Uploads a file whose name must end in .csv.",
    inputSchema: {
      filename: z.string().endsWith(".csv"),
    },
  },
  async () => ({ content: [] }),
);
