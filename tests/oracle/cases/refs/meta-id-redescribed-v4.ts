// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Owner = z.object({ login: z.string() }).meta({ id: "Owner", description: "Repository owner" });

server.registerTool(
  "t",
  {
    description: "Uses a schema with a meta id once as is and once with a new description.",
    inputSchema: {
      owner: Owner,
      previousOwner: Owner.describe("Owner before the transfer"),
    },
  },
  async () => ({ content: [] }),
);
