import { z } from "zod";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { AbstractTool } from "./base.js";

// One class per tool, default-exported, registering itself with a default taken from the
// constructor (the LINE bot server's layout).
export default class PushMessage extends AbstractTool {
  client: unknown;
  destinationId: string;

  constructor(client: unknown, destinationId: string) {
    super();
    this.client = client;
    this.destinationId = destinationId;
  }

  register(server: McpServer) {
    const userId = z
      .string()
      .default(this.destinationId)
      .describe("The user to send to. Defaults to the configured destination.");
    server.registerTool(
      "push_message",
      {
        description: "Sends a text message to one user.",
        inputSchema: { userId, text: z.string().max(5000) },
      },
      async () => ({ content: [] }),
    );
  }
}
