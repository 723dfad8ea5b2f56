import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

type Item = { value: number; next?: Item | null };
const ListItem: z.ZodType<Item> = z.lazy(() =>
  z.object({
    value: z.number(),
    next: ListItem.nullable().optional(),
  }),
);

server.registerTool(
  "t",
  {
    description: "Stores a linked list defined recursively with z.lazy.",
    inputSchema: {
      head: ListItem,
    },
  },
  async () => ({ content: [] }),
);
