import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Creates a record, where the id has a function default.",
    inputSchema: {
      id: z.string().default(() => "gen"),
    },
  },
  async () => ({ content: [] }),
);
