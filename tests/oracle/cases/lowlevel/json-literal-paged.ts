import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async (request) => {
  if (request.params?.cursor === "page2") {
    return { tools: [{ name: "second", inputSchema: { type: "object", properties: {} } }] };
  }
  return {
    tools: [{ name: "first", description: "First page", inputSchema: { type: "object", properties: { q: { type: "string" } } } }],
    nextCursor: "page2",
  };
});
