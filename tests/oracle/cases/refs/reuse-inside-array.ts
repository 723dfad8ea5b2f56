import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Tag = z.string().regex(/^[a-z-]+$/);

server.registerTool(
  "t",
  {
    description: "Tags an item with a primary tag and a list of extra tags sharing one schema.",
    inputSchema: {
      primary: Tag,
      extra: z.array(Tag),
    },
  },
  async () => ({ content: [] }),
);
