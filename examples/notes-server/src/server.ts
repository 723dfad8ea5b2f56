import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { NoteId, Paging, Tag } from "./schemas.js";

export const server = new McpServer({ name: "notes", version: "1.0.0" });

server.registerTool(
  "search_notes",
  {
    description: "Full-text search over the user's notes. Returns ids and titles, newest first.",
    inputSchema: {
      query: z.string().describe("Words to look for"),
      tags: z.array(Tag).optional().describe("Only notes with one of these tags"),
      ...Paging.shape,
    },
    annotations: { readOnlyHint: true },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  "get_note",
  {
    description: "Fetch one note with its full text.",
    inputSchema: { id: NoteId, related: NoteId.optional() },
  },
  async ({ id }) => {
    // an error result the model can do nothing with
    if (!id.startsWith("n")) return { content: [{ type: "text", text: "Invalid input" }], isError: true };
    return { content: [] };
  },
);

// A refined object is a ZodEffects under zod 3: SDK 1.x cannot see its shape and lists the
// input as an empty object, so the model never learns about title or body.
server.registerTool(
  "create_note",
  {
    description: "Create a note.",
    inputSchema: z
      .object({
        title: z.string().max(200).describe("Short title"),
        body: z.string().describe("Markdown text"),
        tags: z.array(Tag).default([]),
      })
      .refine((n) => n.title.trim().length > 0, "title must not be blank"),
  },
  async () => ({ content: [] }),
);

server.tool(
  "delete_note",
  "Delete a note for good.",
  { id: NoteId, confirm: z.literal(true).describe("Must be true; deletion cannot be undone") },
  { destructiveHint: true },
  async () => ({ content: [] }),
);
