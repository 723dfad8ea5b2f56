import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

// A server class of its own: the constructor registers on `this`.
export class NotesServer extends McpServer {
  constructor() {
    super({ name: "case", version: "1.0.0" });
    this.registerTool(
      "add_note",
      {
        description: "Adds a note.",
        inputSchema: { text: z.string().describe("The note's text") },
      },
      async () => ({ content: [] }),
    );
    this.tool("count_notes", "Counts the notes.", async () => ({ content: [] }));
  }
}
