// oracle-configs: sdk1-zod3 sdk1.26-zod3 sdk1-zod4
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { getTools } from "./tools/index.js";
import "./tools/registry.js";

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: getTools() }));
