import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Parses a count, with the description on the output side of a pipe.",
    inputSchema: {
      count: z.string().pipe(z.coerce.number().int().describe("Parsed count")),
    },
  },
  async () => ({ content: [] }),
);
