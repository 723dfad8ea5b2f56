import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

enum Code {
  Ok = 200,
  NotFound = 404,
  Custom = "custom",
}

server.registerTool(
  "t",
  {
    description: "Sets a code from a TypeScript enum with both numeric and string members.",
    inputSchema: {
      code: z.nativeEnum(Code),
    },
  },
  async () => ({ content: [] }),
);
