// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Calls describe and then meta with a title and a different description.",
    inputSchema: {
      region: z.string().describe("old text").meta({ title: "Region", description: "Cloud region code" }),
    },
  },
  async () => ({ content: [] }),
);
