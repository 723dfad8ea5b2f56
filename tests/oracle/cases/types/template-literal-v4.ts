// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Accepts a CSS length written as a number followed by px or em.",
    inputSchema: {
      length: z.templateLiteral([z.number(), z.enum(["px", "em"])]),
      id: z.templateLiteral(["user_", z.string()]),
    },
  },
  async () => ({ content: [] }),
);
