import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Creates a todo where required() turns optional fields into required ones.",
    inputSchema: z.object({
      title: z.string().optional(),
      due: z.string().default("today"),
      done: z.boolean().nullish(),
    }).required(),
  },
  async () => ({ content: [] }),
);
