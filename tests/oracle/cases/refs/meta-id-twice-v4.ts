// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Place = z.object({ lat: z.number(), lng: z.number() }).meta({ id: "Place" });

server.registerTool(
  "t",
  {
    description: "Plans a trip between two places that share a schema with a meta id.",
    inputSchema: {
      origin: Place,
      destination: Place,
    },
  },
  async () => ({ content: [] }),
);
