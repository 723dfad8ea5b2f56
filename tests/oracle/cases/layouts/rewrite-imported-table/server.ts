// oracle-configs: sdk1-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import catalogue from "./tools.js";
import useDraft2020 from "./dialect.js";

// The tools' table lives in one module and a module of its own rewrites the list the SDK
// builds, looking each entry up in that table (the layout of a published search server).
function createServer() {
  const server = new McpServer({ name: "catalogue", version: "1.0.0" });
  for (const tool of [catalogue.search, catalogue.lookup]) {
    server.registerTool(
      tool.name,
      { description: tool.description, inputSchema: tool.inputSchema },
      async () => ({ content: [] }),
    );
  }
  useDraft2020(server);
  return server;
}

export const server = createServer();
