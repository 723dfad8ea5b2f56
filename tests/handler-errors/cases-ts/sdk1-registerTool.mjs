// SDK 1.x McpServer.registerTool: one tool per way a handler can fail (see ../README.md).
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

server.registerTool("throw_error_sync", { description: "Order units.", inputSchema: input }, ({ quantity }) => {
  if (quantity < 1) throw new Error("quantity must be at least 1");
  return ordered(quantity);
});

server.registerTool("throw_error_async", { description: "Order units.", inputSchema: input }, async ({ quantity }) => {
  await Promise.resolve();
  if (quantity < 1) throw new Error("quantity must be at least 1");
  return ordered(quantity);
});

server.registerTool("throw_subclass", { description: "Order units.", inputSchema: input }, async ({ quantity }) => {
  if (quantity < 1) throw new QuantityError("quantity must be at least 1");
  return ordered(quantity);
});

server.registerTool("throw_protocol_error", { description: "Order units.", inputSchema: input }, async ({ quantity }) => {
  if (quantity < 1) throw new McpError(ErrorCode.InvalidParams, "quantity must be at least 1");
  return ordered(quantity);
});

server.registerTool("throw_string", { description: "Order units.", inputSchema: input }, async ({ quantity }) => {
  if (quantity < 1) throw "quantity must be at least 1";
  return ordered(quantity);
});

server.registerTool("return_is_error", { description: "Order units.", inputSchema: input }, async ({ quantity }) => {
  if (quantity < 1) return { content: [{ type: "text", text: "quantity must be at least 1" }], isError: true };
  return ordered(quantity);
});

server.registerTool("validate_quantity", { description: "Order units.", inputSchema: input }, async ({ quantity }) => ordered(quantity));
