// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

const Input = z.object({
  when: z.date().describe("When"),
  note: z.string().optional(),
});

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "t",
      description: "z.toJSONSchema default on a date field",
      inputSchema: z.toJSONSchema(Input),
    },
  ],
}));
