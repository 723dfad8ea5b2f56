"use strict";
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) exports[p] = m[p];
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.isNotesRequest = void 0;
__exportStar(require("./types"), exports);
__exportStar(require("./tool-definitions"), exports);
const isNotesRequest = (name) => ["add_note", "list_notes"].includes(name);
exports.isNotesRequest = isNotesRequest;
