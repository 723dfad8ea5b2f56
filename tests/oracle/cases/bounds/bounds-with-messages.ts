import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Bounds with custom error messages, which should not change the schema.",
    inputSchema: {
      age: z.number().min(18, "Must be an adult").max(130, { message: "Too old" }),
    },
  },
  async () => ({ content: [] }),
);
