// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Invites a guest using the top-level email and url schemas.",
    inputSchema: {
      email: z.email(),
      homepage: z.url(),
      id: z.uuid(),
    },
  },
  async () => ({ content: [] }),
);
