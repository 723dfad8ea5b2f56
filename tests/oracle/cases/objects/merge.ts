import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Timestamps = z.object({ createdAt: z.string(), updatedAt: z.string() });
const Post = z.object({ title: z.string() }).merge(Timestamps);

server.registerTool(
  "t",
  {
    description: "Imports a post built by merging two objects.",
    inputSchema: Post,
  },
  async () => ({ content: [] }),
);
