import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Adjusts the volume, with a nullish level described after nullish.",
    inputSchema: z.object({
      level: z.number().nullish().describe("Volume level from 0 to 100"),
    }),
  },
  async () => ({ content: [] }),
);
