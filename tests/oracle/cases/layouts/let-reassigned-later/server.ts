// oracle-configs: sdk1-zod3 sdk1-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

// `let`s whose value at the registration is not the one written above it: read by a function
// that runs after a later write, and written in a loop. A prediction marked exact here would
// have to be the real one.
function registerLater(server: McpServer, name: string) {
  let description = "Written first.";
  const go = () =>
    server.registerTool(name, { description, inputSchema: {} }, async () => ({ content: [] }));
  description = "Written second.";
  go();
}

function registerNumbered(server: McpServer, names: string[]) {
  let count = 0;
  for (const name of names) {
    count = count + 1;
    server.registerTool(name, { description: `Tool number ${count}.`, inputSchema: {} }, async () => ({ content: [] }));
  }
}

export const server = new McpServer({ name: "case", version: "1.0.0" });
registerLater(server, "later");
registerNumbered(server, ["first", "second"]);
