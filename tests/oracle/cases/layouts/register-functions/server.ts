import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerFileTools } from "./tools/files.js";
import { registerShellTools } from "./tools/shell.js";

export const server = new McpServer({ name: "case", version: "1.0.0" });

registerShellTools(server);
registerFileTools(server);
