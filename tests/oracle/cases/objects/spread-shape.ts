import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Paging = z.object({
  cursor: z.string().optional(),
  limit: z.number().int().max(100).default(25),
});

server.registerTool(
  "t",
  {
    description: "Lists repositories with paging fields spread into the shape.",
    inputSchema: {
      ...Paging.shape,
      owner: z.string(),
    },
  },
  async () => ({ content: [] }),
);
