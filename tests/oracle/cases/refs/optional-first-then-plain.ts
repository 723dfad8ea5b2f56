import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Env = z.enum(["dev", "staging", "prod"]);

server.registerTool(
  "t",
  {
    description: "Uses the optional wrapper of a const before the const itself.",
    inputSchema: {
      fallback: Env.optional(),
      primary: Env,
    },
  },
  async () => ({ content: [] }),
);
