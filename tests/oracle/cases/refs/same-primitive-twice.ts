import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Iso = z.string().datetime();

server.registerTool(
  "t",
  {
    description: "Lists events between two timestamps that share one schema instance.",
    inputSchema: {
      from: Iso,
      to: Iso,
    },
  },
  async () => ({ content: [] }),
);
