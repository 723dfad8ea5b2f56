import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Renames a file, with a refined name described after refine.",
    inputSchema: {
      name: z
        .string()
        .refine((s) => !s.includes("/"), "No slashes allowed")
        .describe("New file name without directories"),
    },
  },
  async () => ({ content: [] }),
);
