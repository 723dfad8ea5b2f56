"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.wordCloud = void 0;
const tool = {
    name: "generate_word_cloud_chart",
    description: "Draws a word-cloud chart",
    inputSchema: { type: "object", properties: { data: { type: "array", items: { type: "number" } } }, required: ["data"] },
};
exports.wordCloud = { tool };
