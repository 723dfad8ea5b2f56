"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.bar = void 0;
const tool = {
    name: "generate_bar_chart",
    description: "Draws a bar chart",
    inputSchema: { type: "object", properties: { data: { type: "array", items: { type: "number" } } }, required: ["data"] },
};
exports.bar = { tool };
