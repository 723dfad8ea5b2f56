import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Base = z.object({ id: z.string() }).strict();

server.registerTool(
  "t",
  {
    description: "Extends a strict base object with a new field.",
    inputSchema: Base.extend({ label: z.string() }),
  },
  async () => ({ content: [] }),
);
