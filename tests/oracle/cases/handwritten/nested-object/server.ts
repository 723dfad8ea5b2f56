// oracle-configs: sdk1-zod3
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { convert } from "./zod-to-json.js";

const Input = z.object({
  filter: z
    .object({
      status: z.enum(["open", "done"]).describe("Status"),
      owner: z.string().optional().describe("Owner id"),
    })
    .describe("Filter"),
});

export const server = new Server({ name: "case", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "t", description: "nested object", inputSchema: convert(Input) }],
}));
