import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

const Input = z.lazy(() => z.object({ q: z.string() }));

server.registerTool(
  "t",
  {
    description: "Takes a lazy object as its root input.",
    inputSchema: Input,
  },
  async () => ({ content: [] }),
);
