import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Declares a property with a custom validator.",
    inputSchema: {
      blob: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
    },
  },
  async () => ({ content: [] }),
);
