import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Name = z.string().describe("Display name");

server.registerTool(
  "t",
  {
    description: "Renames a person, reusing a described const directly and as optional.",
    inputSchema: {
      first: Name,
      middle: Name.optional(),
    },
  },
  async () => ({ content: [] }),
);
