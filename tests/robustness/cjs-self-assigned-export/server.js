const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const { z } = require("zod");
exports.s = exports.s;
exports.s = exports.s;
const server = new McpServer({ name: "a", version: "1" });
server.registerTool("t", { description: "A tool whose schema is a self-referencing export.", inputSchema: { a: exports.s } }, async () => ({ content: [] }));
