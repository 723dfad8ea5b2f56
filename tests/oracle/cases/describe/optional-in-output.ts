import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Returns a user, with an optional field described after optional in the output schema.",
    outputSchema: z.object({
      nickname: z.string().optional().describe("Nickname if set"),
      bio: z.string().describe("Short bio").nullable(),
    }),
  },
  async () => ({ content: [] }),
);
