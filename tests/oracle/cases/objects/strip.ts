import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Creates a note from an object with an explicit strip() call.",
    inputSchema: z.object({
      title: z.string(),
    }).strip(),
  },
  async () => ({ content: [] }),
);
