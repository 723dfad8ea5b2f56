// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

const Input = z.object({
  query: z.string().min(1).describe("Search text"),
  limit: z.number().int().max(100).default(10),
  mode: z.enum(["fast", "full"]).optional(),
});

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "t",
      description: "z.toJSONSchema with io input",
      inputSchema: z.toJSONSchema(Input, { io: "input" }),
    },
  ],
}));
