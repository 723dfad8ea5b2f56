import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "t",
      description: "inputSchema literal without type: object",
      inputSchema: {
        properties: { city: { type: "string" } },
      },
    },
  ],
}));
