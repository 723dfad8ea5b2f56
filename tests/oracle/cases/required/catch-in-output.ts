import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Returns an object with a catch field in the output schema.",
    outputSchema: {
      status: z.string().catch("unknown"),
    },
  },
  async () => ({ content: [] }),
);
