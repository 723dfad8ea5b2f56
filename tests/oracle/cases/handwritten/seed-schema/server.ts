// oracle-configs: sdk1-zod3
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { convert } from "./zod-to-json.js";

const Input = z.object({
  a: z.string().optional().describe("YYYY-MM-DD"),
  b: z.string().describe("YYYY-MM-DD").optional(),
  limit: z.number().int().min(1).max(50).default(10),
  confirm: z.literal(true),
  details: z.record(z.string()),
});

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "t", description: "the schema from the write-up", inputSchema: convert(Input) }],
}));
