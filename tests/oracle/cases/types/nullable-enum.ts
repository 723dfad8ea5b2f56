import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets a nullable enum value.",
    inputSchema: {
      mode: z.enum(["a", "b"]).nullable(),
    },
  },
  async () => ({ content: [] }),
);
