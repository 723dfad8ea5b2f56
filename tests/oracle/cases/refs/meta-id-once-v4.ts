// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const User = z.object({ id: z.string(), email: z.string() }).meta({ id: "User", description: "A user account" });

server.registerTool(
  "t",
  {
    description: "Invites a user whose schema carries a meta id and is used once.",
    inputSchema: {
      user: User,
    },
  },
  async () => ({ content: [] }),
);
