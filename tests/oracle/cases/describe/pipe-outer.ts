import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Normalises an email address, with the description on the whole pipe.",
    inputSchema: {
      email: z.string().trim().pipe(z.string().email()).describe("Contact email address"),
    },
  },
  async () => ({ content: [] }),
);
