import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Tag = z.string().regex(/^[a-z-]+$/);

server.registerTool(
  "t",
  {
    description: "Puts the shared schema inside an array first and uses it directly second.",
    inputSchema: {
      extra: z.array(Tag),
      primary: Tag,
    },
  },
  async () => ({ content: [] }),
);
