// TypeScript fastmcp FastMCP.addTool: one tool per way an `execute` can fail (see ../README.md).
// Started over stdio, as a fastmcp server runs.
import { FastMCP, UserError } from "fastmcp";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

const server = new FastMCP({ name: "orders", version: "1.0.0" });

class QuantityError extends Error {
  constructor(message) {
    super(message);
    this.name = "QuantityError";
  }
}

const parameters = z.object({ quantity: z.number().int().describe("How many units to order") });

server.addTool({
  name: "throw_error_sync",
  description: "Order units.",
  parameters,
  execute: ({ quantity }) => {
    if (quantity < 1) throw new Error("quantity must be at least 1");
    return `ordered ${quantity}`;
  },
});

server.addTool({
  name: "throw_error_async",
  description: "Order units.",
  parameters,
  execute: async ({ quantity }) => {
    await Promise.resolve();
    if (quantity < 1) throw new Error("quantity must be at least 1");
    return `ordered ${quantity}`;
  },
});

server.addTool({
  name: "throw_subclass",
  description: "Order units.",
  parameters,
  execute: async ({ quantity }) => {
    if (quantity < 1) throw new QuantityError("quantity must be at least 1");
    return `ordered ${quantity}`;
  },
});

server.addTool({
  name: "throw_protocol_error",
  description: "Order units.",
  parameters,
  execute: async ({ quantity }) => {
    if (quantity < 1) throw new McpError(ErrorCode.InvalidParams, "quantity must be at least 1");
    return `ordered ${quantity}`;
  },
});

server.addTool({
  name: "throw_framework_error",
  description: "Order units.",
  parameters,
  execute: async ({ quantity }) => {
    if (quantity < 1) throw new UserError("quantity must be at least 1");
    return `ordered ${quantity}`;
  },
});

server.addTool({
  name: "throw_string",
  description: "Order units.",
  parameters,
  execute: async ({ quantity }) => {
    if (quantity < 1) throw "quantity must be at least 1";
    return `ordered ${quantity}`;
  },
});

server.addTool({
  name: "return_is_error",
  description: "Order units.",
  parameters,
  execute: async ({ quantity }) => {
    if (quantity < 1) return { content: [{ type: "text", text: "quantity must be at least 1" }], isError: true };
    return `ordered ${quantity}`;
  },
});

server.addTool({
  name: "validate_quantity",
  description: "Order units.",
  parameters,
  execute: async ({ quantity }) => `ordered ${quantity}`,
});

await server.start({ transportType: "stdio" });
