// oracle-configs: sdk1-zod3
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";

const Input = z.object({
  name: z.string().describe("Name"),
  nickname: z.string().nullable(),
  age: z.number().int().min(0).optional(),
});

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "t",
      description: "zodToJsonSchema with target openApi3",
      inputSchema: zodToJsonSchema(Input, { target: "openApi3" }),
    },
  ],
}));
