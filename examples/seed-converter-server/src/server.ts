import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { convert } from "./zod-to-json.js";
import { accounts, txHistory } from "./tools/banking.js";
import { record, timeline } from "./tools/life.js";
import { retentionApply } from "./tools/policy.js";

const TOOLS = [txHistory, accounts, record, timeline, retentionApply];

export const server = new Server({ name: "personal", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: TOOLS.map((t) => ({ name: t.name, description: t.description, inputSchema: convert(t.schema) })),
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  switch (request.params.name) {
    case "banking_tx_history":
      // an expected failure, thrown: the low-level Server answers with a JSON-RPC error, not a
      // result the model can correct itself from
      if (typeof args.account !== "string") throw new Error("account is required: an id from banking_accounts");
      return { content: [{ type: "text", text: "[]" }] };
    default:
      return { content: [{ type: "text", text: `No tool named ${request.params.name}.` }], isError: true };
  }
});
