import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Intersects two objects that share a key with different types.",
    inputSchema: {
      item: z.intersection(
        z.object({ id: z.string(), tag: z.string() }),
        z.object({ id: z.string().min(1), extra: z.boolean().optional() }),
      ),
    },
  },
  async () => ({ content: [] }),
);
