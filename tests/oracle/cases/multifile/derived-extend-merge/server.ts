import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Audit, Base } from "./base.js";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "extended",
  { description: "Base.extend", inputSchema: Base.extend({ count: z.number().min(0).describe("How many") }) },
  async () => ({ content: [] }),
);
server.registerTool(
  "merged",
  { description: "Base.merge(Audit)", inputSchema: Base.merge(Audit) },
  async () => ({ content: [] }),
);
