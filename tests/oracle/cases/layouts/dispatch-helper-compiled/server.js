// oracle-configs: sdk1-zod3 sdk2-zod4
"use strict";
// tsc's ES2015 CommonJS shape of a handler that answers through a request-dispatch helper (the
// async helper is a small stand-in that behaves as tsc's does).
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    return new (P || (P = Promise))(function (resolve, reject) {
        var it = generator.apply(thisArg, _arguments || []);
        function step(r) { r.done ? resolve(r.value) : P.resolve(r.value).then(function (v) { step(it.next(v)); }, function (e) { try { step(it.throw(e)); } catch (x) { reject(x); } }); }
        try { step(it.next()); } catch (x) { reject(x); }
    });
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.server = void 0;
const index_js_1 = require("@modelcontextprotocol/sdk/server/index.js");
const types_js_1 = require("@modelcontextprotocol/sdk/types.js");
const dispatch_1 = require("./dispatch");
exports.server = new index_js_1.Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });
exports.server.setRequestHandler(types_js_1.ListToolsRequestSchema, (request) => __awaiter(void 0, void 0, void 0, function* () {
    return yield (0, dispatch_1.dispatch)("tools/list", () => __awaiter(void 0, void 0, void 0, function* () {
        return {
            tools: [
                {
                    name: "count_words",
                    description: "Counts the words of a text",
                    inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
                },
            ],
        };
    }));
}));
