// oracle-configs: sdk1-zod3
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Patches nested settings with deepPartial.",
    inputSchema: z.object({
      display: z.object({ theme: z.string(), size: z.number() }),
      name: z.string(),
    }).deepPartial(),
  },
  async () => ({ content: [] }),
);
