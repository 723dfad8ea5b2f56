// oracle-configs: sdk1-zod3 sdk1-zod4
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import * as Charts from "./charts/index.js";

// Object.values of an ES module namespace lists the exports sorted by name, not as written.
export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: Object.values(Charts).map((c) => c.tool),
}));
