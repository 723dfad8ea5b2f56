const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const { z } = require("zod");
exports.X = z.object({ a: z.string() });
exports.X = exports.X.extend({ b: z.string() });
exports.X = exports.X.extend({ c: z.string() });
exports.X = exports.X.extend({ d: z.string() });
const server = new McpServer({ name: "a", version: "1" });
server.registerTool("t", { description: "A tool whose schema extends a CommonJS export three times.", inputSchema: exports.X.shape }, async () => ({ content: [] }));
