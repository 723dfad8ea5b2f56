import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Named = z.object({ name: z.string() });
const Aged = z.object({ age: z.number().int() });

server.registerTool(
  "t",
  {
    description: "Creates a person from the intersection of two objects.",
    inputSchema: {
      person: z.intersection(Named, Aged),
    },
  },
  async () => ({ content: [] }),
);
