// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Describes a property through meta with only a description key.",
    inputSchema: {
      city: z.string().meta({ description: "City name to look up" }),
    },
  },
  async () => ({ content: [] }),
);
