import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Sets a temperature, with a maximum added after the description.",
    inputSchema: {
      celsius: z.number().describe("Target temperature").max(30),
      fahrenheit: z.number().max(86).describe("Target temperature in Fahrenheit"),
    },
  },
  async () => ({ content: [] }),
);
