import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Reports a port number, with descriptions on both sides of a pipe in the output schema.",
    outputSchema: z.object({
      port: z.string().describe("Port as text").pipe(z.string().min(1).describe("Port after check")),
    }),
  },
  async () => ({ content: [] }),
);
