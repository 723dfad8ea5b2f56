import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Id = z.string().uuid();

server.registerTool(
  "t",
  {
    description: "Accepts one id or a list of ids built from the same schema.",
    inputSchema: {
      ids: z.union([Id, z.array(Id)]),
    },
  },
  async () => ({ content: [] }),
);
