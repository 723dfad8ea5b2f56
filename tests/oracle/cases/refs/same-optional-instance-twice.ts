import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const MaybeTag = z.string().max(20).optional();

server.registerTool(
  "t",
  {
    description: "Uses the same optional schema instance for two properties.",
    inputSchema: {
      first: MaybeTag,
      second: MaybeTag,
    },
  },
  async () => ({ content: [] }),
);
