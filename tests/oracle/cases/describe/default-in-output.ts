import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Returns a setting, with a defaulted field described in the output schema.",
    inputSchema: {
      key: z.string().describe("Setting key"),
    },
    outputSchema: z.object({
      value: z.string().describe("Setting value").default("none"),
    }),
  },
  async () => ({ content: [] }),
);
