"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var server_exports = {};
__export(server_exports, {
  server: () => server
});
module.exports = __toCommonJS(server_exports);
var import_mcp = require("@modelcontextprotocol/sdk/server/mcp.js");
var import_zod = require("zod");
const server = new import_mcp.McpServer({ name: "case", version: "1.0.0" });
server.registerTool(
  "create_event",
  {
    description: "Create an event (esbuild CommonJS output)",
    inputSchema: import_zod.z.object({
      title: import_zod.z.string().min(1).describe("Event title"),
      allDay: import_zod.z.boolean().default(false),
      attendees: import_zod.z.array(import_zod.z.string().email()).optional()
    })
  },
  async () => ({ content: [] })
);
