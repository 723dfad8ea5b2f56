"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.registerMore = void 0;
const zod_1 = require("zod");
const registerMore = (server) => {
    server.tool("echo", "Echoes the text.", { text: zod_1.z.string() }, async () => ({ content: [] }));
};
exports.registerMore = registerMore;
