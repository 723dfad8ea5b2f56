"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.server = void 0;
const index_js_1 = require("@modelcontextprotocol/sdk/server/index.js");
const types_js_1 = require("@modelcontextprotocol/sdk/types.js");
exports.server = new index_js_1.Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });
exports.server.setRequestHandler(types_js_1.ListToolsRequestSchema, async () => ({
    tools: [
        {
            name: "ping",
            description: "Low-level server, tsc CommonJS output",
            inputSchema: { type: "object", properties: { msg: { type: "string", description: "Message" } } },
        },
    ],
}));
