import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Paging } from "./base.js";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "list_files",
  {
    description: "Raw shape spreading Paging.shape",
    inputSchema: { ...Paging.shape, dir: z.string().describe("Directory") },
  },
  async () => ({ content: [] }),
);
