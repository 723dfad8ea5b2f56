import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Updates a profile, with a described object made nullable.",
    inputSchema: {
      avatar: z
        .object({ url: z.string().url() })
        .describe("Avatar image")
        .nullable(),
    },
  },
  async () => ({ content: [] }),
);
