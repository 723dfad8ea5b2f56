// oracle-configs: sdk1-zod3
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";

const Input = z.object({
  query: z.string().min(1).describe("Search text"),
  limit: z.number().int().max(100).default(10),
  tags: z.array(z.string()).optional(),
});

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "t",
      description: "zodToJsonSchema with no options",
      inputSchema: zodToJsonSchema(Input),
    },
  ],
}));
