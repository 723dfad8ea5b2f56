"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.notesTools = void 0;
exports.notesTools = [
    {
        name: "add_note",
        description: "Adds a note",
        inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
    },
    { name: "list_notes", description: "Lists the notes", inputSchema: { type: "object", properties: {} } },
];
