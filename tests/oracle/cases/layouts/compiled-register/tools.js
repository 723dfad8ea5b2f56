"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.registerTools = void 0;
const zod_1 = require("zod");
function registerTools(server) {
    server.tool("echo", "Echoes the message back.", { message: zod_1.z.string().describe("Text to echo") }, async () => ({ content: [] }));
    server.tool("add", "Adds two numbers.", { a: zod_1.z.number(), b: zod_1.z.number() }, async () => ({ content: [] }));
}
exports.registerTools = registerTools;
