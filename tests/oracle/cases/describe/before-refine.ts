import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Renames a file, with a refined name described before refine.",
    inputSchema: {
      name: z
        .string()
        .describe("New file name without directories")
        .refine((s) => !s.includes("/"), "No slashes allowed"),
    },
  },
  async () => ({ content: [] }),
);
