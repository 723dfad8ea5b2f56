import { z } from "zod";

export const Paging = z.object({
  cursor: z.string().optional().describe("Opaque cursor"),
  limit: z.number().int().max(100).default(20).describe("Page size"),
});
