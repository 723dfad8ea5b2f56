import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets a label, with a description placed on a lazy schema.",
    inputSchema: {
      label: z.lazy(() => z.string()).describe("Label text"),
    },
  },
  async () => ({ content: [] }),
);
