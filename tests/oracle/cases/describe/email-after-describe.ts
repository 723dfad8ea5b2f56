import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Invites a teammate, with the email format added after the description.",
    inputSchema: z.object({
      email: z.string().describe("Email of the person to invite").email(),
    }),
  },
  async () => ({ content: [] }),
);
