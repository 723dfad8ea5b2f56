import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Input = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("user"), id: z.string() }),
  z.object({ kind: z.literal("team"), name: z.string().describe("Team name") }),
  ]);

server.registerTool(
  "t",
  { description: "A discriminatedUnion root as inputSchema", inputSchema: Input },
  async () => ({ content: [] }),
);
