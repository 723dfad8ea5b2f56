import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Returns an object with a string catchall in the output schema.",
    outputSchema: z.object({
      id: z.string(),
    }).catchall(z.string()),
  },
  async () => ({ content: [] }),
);
