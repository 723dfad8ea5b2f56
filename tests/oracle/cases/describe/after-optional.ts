import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Looks up a city by name, where the description is attached after optional.",
    inputSchema: {
      city: z.string().optional().describe("City name to look up"),
    },
  },
  async () => ({ content: [] }),
);
