// oracle-configs: sdk1-zod4.0 sdk1-zod4
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";

const Input = z.object({
  query: z.string().min(1).describe("Search text"),
  limit: z.number().optional(),
});

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "t",
      description: "zodToJsonSchema called on a zod 4 schema",
      inputSchema: zodToJsonSchema(Input as any),
    },
  ],
}));
