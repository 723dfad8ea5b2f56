import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "t",
      description: "Hand-written JSON Schema literal",
      inputSchema: {
        type: "object",
        properties: {
          city: { type: "string", description: "City name" },
          days: { type: "integer", minimum: 1, maximum: 14, default: 3 },
        },
        required: ["city"],
      },
    },
  ],
}));
