import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Parses input whose root object is transformed.",
    inputSchema: z.object({
      raw: z.string(),
    }).transform((o) => ({ value: o.raw.trim() })),
  },
  async () => ({ content: [] }),
);
