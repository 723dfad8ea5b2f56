import { z } from "zod";

export const search = {
  name: "search",
  description: "Searches the catalogue.",
  inputSchema: {
    query: z.string().max(200).describe("Words to look for"),
    limit: z.number().int().min(1).max(50).optional(),
  },
};

export const lookup = {
  name: "lookup",
  description: "Looks up one item by its id.",
  inputSchema: { id: z.string().describe("Item id") },
};

export default { search, lookup };
