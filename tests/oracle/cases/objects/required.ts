import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Draft = z.object({ title: z.string().optional(), body: z.string().optional() });

server.registerTool(
  "t",
  {
    description: "Publishes a draft where required() makes every field required.",
    inputSchema: Draft.required(),
  },
  async () => ({ content: [] }),
);
