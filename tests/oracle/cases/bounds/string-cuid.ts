import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Looks up a record by a cuid and a cuid2 identifier.",
    inputSchema: {
      legacyId: z.string().cuid(),
      newId: z.string().cuid2(),
    },
  },
  async () => ({ content: [] }),
);
