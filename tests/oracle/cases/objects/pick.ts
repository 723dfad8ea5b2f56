import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Account = z.object({
  id: z.string(),
  email: z.string().email(),
  password: z.string().min(8),
  role: z.enum(["admin", "member"]),
});

server.registerTool(
  "t",
  {
    description: "Logs in with fields picked from a larger account schema.",
    inputSchema: Account.pick({ email: true, password: true }),
  },
  async () => ({ content: [] }),
);
