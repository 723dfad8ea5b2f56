"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.server = void 0;
const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");
const zod_1 = require("zod");
exports.server = new mcp_js_1.McpServer({ name: "case", version: "1.0.0" });
exports.server.registerTool("search", {
    description: "Search notes (tsc CommonJS output)",
    inputSchema: {
        query: zod_1.z.string().describe("Search text"),
        limit: zod_1.z.number().int().min(1).max(50).optional().describe("Max results"),
    },
}, async () => ({ content: [] }));
