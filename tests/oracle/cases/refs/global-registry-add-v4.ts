// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Color = z.enum(["red", "green"]);
z.globalRegistry.add(Color, { id: "Color", description: "A primary colour" });

server.registerTool(
  "t",
  {
    description: "Paints with a colour schema registered through z.globalRegistry.add.",
    inputSchema: {
      fill: Color,
      stroke: Color,
    },
  },
  async () => ({ content: [] }),
);
