import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Settings = z.object({ theme: z.enum(["light", "dark"]), fontSize: z.number().int() });

server.registerTool(
  "t",
  {
    description: "Updates settings where every field is optional through partial().",
    inputSchema: Settings.partial(),
  },
  async () => ({ content: [] }),
);
