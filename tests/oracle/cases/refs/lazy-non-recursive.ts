import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Name = z.lazy(() => z.string().min(1));

server.registerTool(
  "t",
  {
    description: "Uses a non-recursive z.lazy schema twice.",
    inputSchema: {
      first: Name,
      last: Name,
    },
  },
  async () => ({ content: [] }),
);
