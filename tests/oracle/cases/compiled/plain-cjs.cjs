const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const { z } = require("zod");

const server = new McpServer({ name: "case", version: "1.0.0" });

server.tool(
  "convert",
  "Plain CommonJS (.cjs) with the legacy tool() form",
  { amount: z.number().positive().describe("Amount to convert") },
  async () => ({ content: [] }),
);

exports.server = server;
