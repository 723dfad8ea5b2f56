import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets an RGB colour as exactly three numbers.",
    inputSchema: {
      rgb: z.array(z.number().int().min(0).max(255)).length(3),
    },
  },
  async () => ({ content: [] }),
);
