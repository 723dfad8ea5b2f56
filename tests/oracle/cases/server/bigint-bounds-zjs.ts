// oracle-configs: sdk1-zod3
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

// zod-to-json-schema copies the BigInt bound into the JSON Schema; the response
// then cannot be serialized (JSON.stringify throws on a BigInt).
server.registerTool(
  "t",
  { description: "bigint with bounds under zod 3", inputSchema: { big: z.bigint().min(5n) } },
  async () => ({ content: [] }),
);
