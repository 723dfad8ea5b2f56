// oracle-configs: sdk1-zod3 sdk1-zod4.0 sdk1-zod4
"use strict";
// The shape of tsc's ES2015 CommonJS output: interop and async helpers, chained export
// initialisation, registrations inside a compiled async function. (The helpers are small
// stand-ins that behave as tsc's do.)
var __importStar = (this && this.__importStar) || function (mod) {
    if (mod && mod.__esModule) return mod;
    var result = {};
    if (mod != null) for (var k in mod) if (k !== "default") result[k] = mod[k];
    result["default"] = mod;
    return result;
};
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    return new (P || (P = Promise))(function (resolve, reject) {
        var it = generator.apply(thisArg, _arguments || []);
        function step(r) { r.done ? resolve(r.value) : P.resolve(r.value).then(function (v) { step(it.next(v)); }, reject); }
        step(it.next());
    });
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.server = exports.NAME = void 0;
const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");
const z = __importStar(require("zod"));
const tools_1 = require("./tools");
exports.NAME = "case";
exports.server = new mcp_js_1.McpServer({ name: exports.NAME, version: "1.0.0" });
function main() {
    return __awaiter(this, void 0, void 0, function* () {
        exports.server.tool("ping", "Answers with pong.", { n: z.number().describe("Any number") }, () => __awaiter(this, void 0, void 0, function* () { return ({ content: [] }); }));
        (0, tools_1.registerMore)(exports.server);
    });
}
main();
