import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Configures a client whose nested options object is strict inside a plain root.",
    inputSchema: z.object({
      url: z.string().url(),
      options: z
        .object({
          timeout: z.number().optional(),
          retries: z.number().optional(),
        })
        .strict(),
    }),
  },
  async () => ({ content: [] }),
);
