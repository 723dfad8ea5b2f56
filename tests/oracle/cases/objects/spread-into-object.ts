import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Auth = z.object({ token: z.string().describe("API token") });

server.registerTool(
  "t",
  {
    description: "Spreads one shape into a z.object call and adds a field.",
    inputSchema: z.object({
      ...Auth.shape,
      repo: z.string(),
    }),
  },
  async () => ({ content: [] }),
);
