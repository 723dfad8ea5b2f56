// SDK 1.x (and 0.x) low-level Server with a CallToolRequestSchema handler: one tool per way a
// handler can fail (see ../README.md). The SDK does not check the arguments against inputSchema
// here; the handler parses them with zod, as published low-level servers do.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

export const server = new Server({ name: "orders", version: "1.0.0" }, { capabilities: { tools: {} } });

class QuantityError extends Error {
  constructor(message) {
    super(message);
    this.name = "QuantityError";
  }
}

const OrderArgs = z.object({ quantity: z.number().int() });
const inputSchema = {
  type: "object",
  properties: { quantity: { type: "integer", description: "How many units to order" } },
  required: ["quantity"],
};
const NAMES = [
  "throw_error_sync",
  "throw_error_async",
  "throw_subclass",
  "throw_protocol_error",
  "throw_string",
  "return_is_error",
  "validate_quantity",
];

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: NAMES.map((name) => ({ name, description: "Order units.", inputSchema })),
}));

const ordered = (quantity) => ({ content: [{ type: "text", text: `ordered ${quantity}` }] });

async function orderAsync(name, quantity) {
  await Promise.resolve();
  if (quantity < 1) {
    if (name === "throw_error_async") throw new Error("quantity must be at least 1");
    if (name === "throw_subclass") throw new QuantityError("quantity must be at least 1");
    if (name === "throw_protocol_error") throw new McpError(ErrorCode.InvalidParams, "quantity must be at least 1");
    if (name === "throw_string") throw "quantity must be at least 1";
    if (name === "return_is_error") return { content: [{ type: "text", text: "quantity must be at least 1" }], isError: true };
  }
  return ordered(quantity);
}

// not async: "throw_error_sync" throws synchronously out of the request handler itself
server.setRequestHandler(CallToolRequestSchema, (request) => {
  const { quantity } = OrderArgs.parse(request.params.arguments);
  if (request.params.name === "throw_error_sync") {
    if (quantity < 1) throw new Error("quantity must be at least 1");
    return ordered(quantity);
  }
  if (!NAMES.includes(request.params.name)) throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${request.params.name}`);
  return orderAsync(request.params.name, quantity);
});
