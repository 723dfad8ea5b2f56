import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { filterTools, parseConfig } from "./config.js";
import { getCoreTools } from "./tools/registry.js";

const config = parseConfig(process.argv.slice(2));
const enabledTools = filterTools(getCoreTools(), config);

export const server = new McpServer({ name: "case", version: "1.0.0" });

enabledTools.forEach((tool) => {
  tool.installTo(server);
});
