import { z } from "zod";

export const SearchInput = z.object({
  query: z.string().min(1).describe("Search text"),
  page: z.number().int().min(1).optional().describe("Page number"),
});

export const CreateInput = {
  title: z.string().describe("Title"),
  body: z.string().optional(),
};
