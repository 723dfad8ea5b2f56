// oracle-configs: sdk1-zod3 sdk1-zod4
"use strict";
// tsc's CommonJS output: each feature folder's index re-exports its tool table with
// `__exportStar(require("./tool-definitions"), exports)`, and the tools/list handler spreads the
// tables it imports from the folders.
Object.defineProperty(exports, "__esModule", { value: true });
exports.server = void 0;
const index_js_1 = require("@modelcontextprotocol/sdk/server/index.js");
const types_js_1 = require("@modelcontextprotocol/sdk/types.js");
const notes_1 = require("./features/notes");
const features_1 = require("./features");
exports.server = new index_js_1.Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });
exports.server.setRequestHandler(types_js_1.ListToolsRequestSchema, () => {
    const tools = [...notes_1.notesTools, ...features_1.clockTools];
    return { tools };
});
