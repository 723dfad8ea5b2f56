import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Deletes several messages, with descriptions on both the array and its elements.",
    inputSchema: z.object({
      ids: z.array(z.string().describe("Message id")).describe("Ids of the messages to delete"),
    }),
  },
  async () => ({ content: [] }),
);
