import { z } from "zod";

export const Base = z.object({
  id: z.string().describe("Record id"),
  note: z.string().optional().describe("Free-text note"),
});

export const Audit = z.object({
  actor: z.string().describe("Who did it"),
});
