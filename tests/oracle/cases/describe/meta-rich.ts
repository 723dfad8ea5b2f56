// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Attaches title, examples, deprecated and a custom key through meta.",
    inputSchema: {
      region: z.string().meta({
        title: "Region",
        description: "Cloud region code",
        examples: ["eu-west-1", "us-east-2"],
        deprecated: true,
        "x-custom": { source: "ops" },
      }),
    },
  },
  async () => ({ content: [] }),
);
