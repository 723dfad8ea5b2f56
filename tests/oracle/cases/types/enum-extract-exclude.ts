import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Size = z.enum(["xs", "s", "m", "l", "xl"]);

server.registerTool(
  "t",
  {
    description: "Narrows an enum with extract and exclude.",
    inputSchema: {
      small: Size.extract(["xs", "s"]),
      notTiny: Size.exclude(["xs"]),
    },
  },
  async () => ({ content: [] }),
);
