// oracle-configs: sdk1-zod3
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { convert } from "./zod-to-json.js";

const Input = z.object({
  id: z.string().describe("Archive id"),
  confirm: z.literal(true).describe("Must be true to purge"),
});

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "t", description: "destructive tool with a confirm interlock", inputSchema: convert(Input) }],
}));
