// oracle-configs: sdk1-zod4.0 sdk1-zod4 sdk2-zod4
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Tag = z.string().meta({ id: "Tag" });

server.registerTool(
  "t",
  {
    description: "Uses a schema with a meta id directly and wrapped in optional and array.",
    inputSchema: {
      main: Tag,
      alt: Tag.optional(),
      all: z.array(Tag),
    },
  },
  async () => ({ content: [] }),
);
