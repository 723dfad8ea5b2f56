import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Currency = z.enum(["USD", "EUR", "GBP"]);

server.registerTool(
  "t",
  {
    description: "Converts money between two currencies that share one enum instance.",
    inputSchema: {
      from: Currency,
      to: Currency,
      amount: z.number().positive(),
    },
  },
  async () => ({ content: [] }),
);
