import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "case", version: "1.0.0" });

server.registerTool(
  "t",
  {
    description: "Looks up an event by ulid and a share link by nanoid.",
    inputSchema: {
      eventId: z.string().ulid(),
      shareId: z.string().nanoid(),
    },
  },
  async () => ({ content: [] }),
);
