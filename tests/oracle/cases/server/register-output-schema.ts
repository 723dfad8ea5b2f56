import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "weather",
  {
    description: "Current weather for a city",
    inputSchema: { city: z.string().describe("City name") },
    outputSchema: {
      temperature: z.number().describe("Degrees Celsius"),
      conditions: z.string().optional(),
      unit: z.enum(["C", "F"]).default("C"),
    },
  },
  async () => ({ content: [], structuredContent: { temperature: 20, unit: "C" } }),
);
