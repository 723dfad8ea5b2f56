import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Person } from "./base.js";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool("pick", { description: "Person.pick", inputSchema: Person.pick({ name: true, age: true }) }, async () => ({ content: [] }));
server.registerTool("omit", { description: "Person.omit", inputSchema: Person.omit({ email: true }) }, async () => ({ content: [] }));
server.registerTool("partial", { description: "Person.partial", inputSchema: Person.partial() }, async () => ({ content: [] }));
server.registerTool("required", { description: "Person.required", inputSchema: Person.required() }, async () => ({ content: [] }));
