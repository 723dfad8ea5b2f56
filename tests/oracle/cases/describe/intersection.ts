import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Stores a record, with a described intersection.",
    inputSchema: {
      entry: z
        .intersection(z.object({ id: z.string() }), z.object({ value: z.number() }))
        .describe("Entry with id and value"),
    },
  },
  async () => ({ content: [] }),
);
