import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Saves a label, with trim applied after the description.",
    inputSchema: {
      label: z.string().describe("Label text").trim(),
    },
  },
  async () => ({ content: [] }),
);
