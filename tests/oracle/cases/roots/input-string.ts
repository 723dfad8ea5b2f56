import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Input = z.string().describe("Just a string");

server.registerTool(
  "t",
  { description: "A z.string() root as inputSchema", inputSchema: Input },
  async () => ({ content: [] }),
);
