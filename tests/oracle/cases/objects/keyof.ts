import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Columns = z.object({ name: z.string(), size: z.number(), modified: z.string() });

server.registerTool(
  "t",
  {
    description: "Sorts a file listing by a column name taken from keyof().",
    inputSchema: {
      sortBy: Columns.keyof(),
    },
  },
  async () => ({ content: [] }),
);
