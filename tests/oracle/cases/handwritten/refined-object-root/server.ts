// oracle-configs: sdk1-zod3
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { convert } from "./zod-to-json.js";

const Input = z
  .object({ delta: z.number().optional(), set_qty: z.number().optional() })
  .refine((v) => (v.delta === undefined) !== (v.set_qty === undefined), { message: "xor" })
  .describe("Adjust pantry quantity");

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "t", description: "refined object root (effects branch)", inputSchema: convert(Input) }],
}));
