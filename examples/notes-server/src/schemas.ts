import { z } from "zod";

// Shared by several tools. Reused instances become "$ref" under zod-to-json-schema.
export const NoteId = z.string().uuid().describe("The note's id, as returned by search_notes");

export const Tag = z.enum(["work", "home", "someday"]);

export const Paging = z.object({
  limit: z.number().int().min(1).max(100).default(20).describe("Page size, at most 100"),
  cursor: z.string().optional().describe("Opaque cursor from the previous page"),
});
