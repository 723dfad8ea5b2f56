"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.server = void 0;
const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");
const schemas_js_1 = require("./schemas.js");
exports.server = new mcp_js_1.McpServer({ name: "case", version: "1.0.0" });
exports.server.registerTool("stock", { description: "Stock level (tsc CommonJS, two files)", inputSchema: schemas_js_1.Lookup }, async () => ({ content: [] }));
