import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Uses an enum as the discriminator of one member.",
    inputSchema: z.object({
      action: z.discriminatedUnion("op", [
        z.object({ op: z.enum(["add", "sub"]), value: z.number() }),
        z.object({ op: z.literal("reset") }),
      ]),
    }),
  },
  async () => ({ content: [] }),
);
