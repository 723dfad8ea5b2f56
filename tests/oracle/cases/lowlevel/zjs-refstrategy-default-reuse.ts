// oracle-configs: sdk1-zod3
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";

const Address = z.object({ street: z.string(), city: z.string().describe("City") });
const Input = z.object({ home: Address, work: Address.optional() });

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "t",
      description: "zodToJsonSchema default $refStrategy with a reused schema",
      inputSchema: zodToJsonSchema(Input),
    },
  ],
}));
