// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Puts meta on the inner schema and then makes it optional.",
    inputSchema: {
      zone: z.string().meta({ description: "Availability zone", examples: ["a"] }).optional(),
    },
  },
  async () => ({ content: [] }),
);
