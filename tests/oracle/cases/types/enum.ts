import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Status = z.enum(["open", "closed", "merged"]);

server.registerTool(
  "t",
  {
    description: "Filters pull requests by status.",
    inputSchema: {
      status: Status,
    },
  },
  async () => ({ content: [] }),
);
