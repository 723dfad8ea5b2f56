import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sends a message to at least one recipient.",
    inputSchema: {
      to: z.array(z.string().email()).nonempty(),
    },
  },
  async () => ({ content: [] }),
);
