import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Email = z.string().email().describe("Email address");

server.registerTool(
  "t",
  {
    description: "Transfers ownership between two people, reusing one described const.",
    inputSchema: {
      from: Email,
      to: Email,
    },
  },
  async () => ({ content: [] }),
);
