import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { convert } from "./zod-to-json.js";
import { accounts, txHistory } from "./tools/banking.js";
import { record, timeline } from "./tools/life.js";
import { retentionApply } from "./tools/policy.js";

const TOOLS = [txHistory, accounts, record, timeline, retentionApply];

export const server = new Server({ name: "personal", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: TOOLS.map((t) => ({ name: t.name, description: t.description, inputSchema: convert(t.schema) })),
}));
