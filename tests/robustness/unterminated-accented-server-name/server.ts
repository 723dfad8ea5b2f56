import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "sé
, version: "1" });
server.registerTool("read_the_files_of_the_workspace_with_a_very_long_name", { description: "Read a file of the workspace, given its path relative to the root." }, async () => ({ content: [] }));
