// oracle-configs: sdk1-zod3 sdk1-zod4
"use strict";
// tsc's CommonJS output: the list is Object.values of a module namespace whose index re-exports
// each chart with Object.defineProperty getters, taken through a cached function with statements
// and a filter read from the environment.
var __importStar = (this && this.__importStar) || function (mod) {
    if (mod && mod.__esModule) return mod;
    var result = {};
    if (mod != null) for (var k in mod) if (k !== "default" && Object.prototype.hasOwnProperty.call(mod, k)) result[k] = mod[k];
    result["default"] = mod;
    return result;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.server = void 0;
const index_js_1 = require("@modelcontextprotocol/sdk/server/index.js");
const types_js_1 = require("@modelcontextprotocol/sdk/types.js");
const Charts = __importStar(require("./charts/index.js"));
let cached = null;
function disabled() {
    const raw = process.env.DISABLED_CHARTS;
    return raw ? raw.split(",") : [];
}
function enabledCharts() {
    if (cached)
        return cached;
    const off = disabled();
    const all = Object.values(Charts);
    cached = off.length === 0 ? all : all.filter((c) => !off.includes(c.tool.name));
    return cached;
}
exports.server = new index_js_1.Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });
exports.server.setRequestHandler(types_js_1.ListToolsRequestSchema, () => {
    return { tools: enabledCharts().map((c) => c.tool) };
});
