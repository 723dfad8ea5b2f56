import { z } from "zod";

export const retentionApply = {
  name: "policy_retention_apply",
  description: "Delete records older than the retention window. Destructive and irreversible.",
  schema: z.object({
    days: z.number().int().min(30).describe("Keep records newer than this many days"),
    confirm: z.literal(true).describe("Must be true: deletion cannot be undone"),
  }),
};
