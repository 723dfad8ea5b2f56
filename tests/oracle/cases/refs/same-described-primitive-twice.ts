import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Path = z.string().min(1).describe("Repository-relative file path");

server.registerTool(
  "t",
  {
    description: "Copies a file, with both paths using the same described schema instance.",
    inputSchema: {
      source: Path,
      destination: Path,
    },
  },
  async () => ({ content: [] }),
);
