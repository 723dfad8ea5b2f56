import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const UserId = z.string().describe("Opaque user identifier").brand<"UserId">();

server.registerTool(
  "t",
  {
    description: "Fetches a user profile by a branded id described before brand.",
    inputSchema: {
      userId: UserId,
    },
  },
  async () => ({ content: [] }),
);
