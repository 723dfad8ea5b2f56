import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Email = z.string().email().describe("Email address");

server.registerTool(
  "t",
  {
    description: "Transfers ownership, reusing a const once as is and once with a new description.",
    inputSchema: {
      from: Email,
      to: Email.describe("Email of the new owner"),
    },
  },
  async () => ({ content: [] }),
);
