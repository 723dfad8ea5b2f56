import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Parses a port number, with descriptions on both sides of a pipe.",
    inputSchema: z.object({
      port: z.string().describe("Port as text").pipe(z.coerce.number().describe("Port as number")),
    }),
  },
  async () => ({ content: [] }),
);
