"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Lookup = void 0;
const zod_1 = require("zod");
exports.Lookup = zod_1.z.object({
    sku: zod_1.z.string().describe("Stock keeping unit"),
    warehouse: zod_1.z.string().optional(),
});
