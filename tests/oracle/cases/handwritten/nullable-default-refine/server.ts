// oracle-configs: sdk1-zod3
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { convert } from "./zod-to-json.js";

const Input = z.object({
  note: z.string().nullable().describe("Optional note"),
  retries: z.number().default(3).describe("Retries"),
  code: z.string().refine((s) => s.length === 6).describe("Six-char code"),
});

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "t", description: "nullable, default and refine wrappers", inputSchema: convert(Input) }],
}));
