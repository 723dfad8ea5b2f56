// SDK 1.x McpServer.tool (the older registration API): one tool per way a handler can fail (see ../README.md).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

export const server = new McpServer({ name: "orders", version: "1.0.0" });

class QuantityError extends Error {
  constructor(message) {
    super(message);
    this.name = "QuantityError";
  }
}

const input = { quantity: z.number().int().describe("How many units to order") };
const ordered = (quantity) => ({ content: [{ type: "text", text: `ordered ${quantity}` }] });

server.tool("throw_error_sync", "Order units.", input, ({ quantity }) => {
  if (quantity < 1) throw new Error("quantity must be at least 1");
  return ordered(quantity);
});

server.tool("throw_error_async", "Order units.", input, async ({ quantity }) => {
  await Promise.resolve();
  if (quantity < 1) throw new Error("quantity must be at least 1");
  return ordered(quantity);
});

server.tool("throw_subclass", "Order units.", input, async ({ quantity }) => {
  if (quantity < 1) throw new QuantityError("quantity must be at least 1");
  return ordered(quantity);
});

server.tool("throw_protocol_error", "Order units.", input, async ({ quantity }) => {
  if (quantity < 1) throw new McpError(ErrorCode.InvalidParams, "quantity must be at least 1");
  return ordered(quantity);
});

server.tool("throw_string", "Order units.", input, async ({ quantity }) => {
  if (quantity < 1) throw "quantity must be at least 1";
  return ordered(quantity);
});

server.tool("return_is_error", "Order units.", input, async ({ quantity }) => {
  if (quantity < 1) return { content: [{ type: "text", text: "quantity must be at least 1" }], isError: true };
  return ordered(quantity);
});

server.tool("validate_quantity", "Order units.", input, async ({ quantity }) => ordered(quantity));
