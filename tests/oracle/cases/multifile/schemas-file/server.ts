import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CreateInput, SearchInput } from "./schemas.js";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool("search", { description: "Search", inputSchema: SearchInput }, async () => ({ content: [] }));
server.registerTool("create", { description: "Create", inputSchema: CreateInput }, async () => ({ content: [] }));
