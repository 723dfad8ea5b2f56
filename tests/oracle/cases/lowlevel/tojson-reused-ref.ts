// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

const Address = z.object({ street: z.string(), city: z.string().describe("City") });
const Input = z.object({ home: Address, work: Address.optional() });

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "t",
      description: "z.toJSONSchema with reused ref",
      inputSchema: z.toJSONSchema(Input, { reused: "ref" }),
    },
  ],
}));
