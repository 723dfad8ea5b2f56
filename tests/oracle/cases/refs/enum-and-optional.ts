import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Env = z.enum(["dev", "staging", "prod"]);

server.registerTool(
  "t",
  {
    description: "Promotes a build from one environment to an optional target.",
    inputSchema: {
      source: Env,
      target: Env.optional(),
    },
  },
  async () => ({ content: [] }),
);
