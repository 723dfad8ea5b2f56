"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pie = void 0;
const tool = {
    name: "generate_pie_chart",
    description: "Draws a pie chart",
    inputSchema: { type: "object", properties: { data: { type: "array", items: { type: "number" } } }, required: ["data"] },
};
exports.pie = { tool };
