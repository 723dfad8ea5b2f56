"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.server = void 0;
const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");
const tools_1 = require("./tools");
exports.server = new mcp_js_1.McpServer({ name: "case", version: "1.0.0" });
(0, tools_1.registerTools)(exports.server);
