// oracle-configs: sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod/mini";

export const server = new McpServer({ name: "case", version: "1.0.0" });

// zod mini attaches descriptions as checks: `z.describe()` / `z.meta()` inside `.check(...)`.
server.registerTool(
  "t",
  {
    description: "Sends a message, with descriptions written as zod mini checks.",
    inputSchema: {
      to: z.string().check(z.describe("Recipient address"), z.minLength(3)),
      body: z.optional(z.string().check(z.maxLength(500), z.meta({ title: "Body", description: "Message text" }))),
    },
  },
  async () => ({ content: [] }),
);
