import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sorts a listing, with a described enum.",
    inputSchema: {
      order: z.enum(["asc", "desc"]).describe("Sort direction"),
    },
  },
  async () => ({ content: [] }),
);
