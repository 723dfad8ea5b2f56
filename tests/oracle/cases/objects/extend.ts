import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Base = z.object({ id: z.string() });
const Extended = Base.extend({
  name: z.string(),
  age: z.number().optional(),
});

server.registerTool(
  "t",
  {
    description: "Creates a pet from a base object extended with more fields.",
    inputSchema: Extended,
  },
  async () => ({ content: [] }),
);
