// oracle-configs: sdk1-zod3 sdk1-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { TOOLS } from "./tools.js";

// Constants declared inside the loop's callback read the loop variable: each run has its own
// values, and the `if` on one of them is decided per tool.
const NOTICE = "\n\nNOTE: this server is deprecated.";
function withNotice(description: string) {
  return `${description}${NOTICE}`;
}

export const server = new McpServer({ name: "case", version: "1.0.0" });

TOOLS.forEach((tool) => {
  const description = withNotice(tool.description);
  const annotations = tool.annotations;
  if (annotations) {
    server.tool(tool.name, description, { params: tool.inputSchema.optional() }, annotations, async () => ({ content: [] }));
  } else {
    server.tool(tool.name, description, { params: tool.inputSchema.optional() }, async () => ({ content: [] }));
  }
});
