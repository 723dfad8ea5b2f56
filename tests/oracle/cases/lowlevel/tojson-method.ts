// oracle-configs: sdk1-zod4 sdk2-zod4
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

// A raw shape turned into an object and converted by the instance's own `.toJSONSchema(params)`
// (zod 4.2+), as a helper over many tool modules does it.
const toInput = (shape: z.ZodRawShape) => {
  return z.object(shape).toJSONSchema({ io: "input", target: "draft-07" });
};

const shape = {
  data: z.array(z.object({ x: z.string(), y: z.number() })).describe("Points").nonempty(),
  stack: z.boolean().optional().default(false).describe("Stacked"),
  width: z.number().default(600),
};

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    { name: "chart", description: "schema.toJSONSchema(params)", inputSchema: toInput(shape) },
    { name: "plain", description: "no params", inputSchema: z.object({ q: z.string() }).toJSONSchema() },
  ],
}));
