// oracle-configs: sdk1-zod3
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";

const Input = z.object({
  count: z.string().describe("Count as text").pipe(z.coerce.number().int().min(1)),
  label: z.string(),
});

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "t",
      description: "zodToJsonSchema with pipeStrategy input",
      inputSchema: zodToJsonSchema(Input, { pipeStrategy: "input" }),
    },
  ],
}));
