"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.clockTools = void 0;
exports.clockTools = [
    { name: "now", description: "The current time", inputSchema: { type: "object", properties: {} } },
];
