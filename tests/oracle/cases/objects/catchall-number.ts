import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Records metrics with a name plus any number of numeric extra keys.",
    inputSchema: z.object({
      name: z.string(),
    }).catchall(z.number()),
  },
  async () => ({ content: [] }),
);
