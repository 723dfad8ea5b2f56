import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Account = z.object({
  id: z.string(),
  email: z.string().email(),
  role: z.enum(["admin", "member"]),
});

server.registerTool(
  "t",
  {
    description: "Signs up with an account schema minus its server-side id.",
    inputSchema: Account.omit({ id: true }),
  },
  async () => ({ content: [] }),
);
